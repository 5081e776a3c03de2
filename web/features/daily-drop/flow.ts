// The Daily Drop's flow as a pure state machine: `transition(state, event)` answers the next
// state and the effects to run (calls, toasts, the cache refresh, the logged-out redirect), so
// every step is tested without a browser. The screen runs the effects and feeds their outcomes
// back as events (use-daily-drop-flow.ts).
//
// Open the screen → GET /api/daily-drop. Each question comes with `answered` (null, or its
// result), so a reload resumes at the first unanswered one; a finished drop shows the completion
// screen. Answer (or skip: an answer with userAnswer "" and isSkipped) → POST
// /api/daily-drop/answer → feedback, then Next Question, or Complete Session once none is left,
// which re-fetches the drop and shows the completed state. One answer in flight at a time. A
// failed answer keeps its Idempotency-Key, so sending the same answer again cannot count twice.
// An event that does not belong to the current phase (a late answer, a second click) changes
// nothing.
import { answeredOf } from "../../components/question-card/feedback-model.ts";
import type { CallFailure } from "../../lib/call-failure.ts";
import type {
  DailyDrop,
  DailyDropAnswerBody,
  DailyDropAnswerResult,
  DailyDropQuestion,
} from "../../../api/schemas/practice.ts";

/** The spec's questions per day ('Question n of 5', '5/5'). The drop's own length wins. */
export const QUESTIONS_PER_DAY = 5;
/** The wait before the logged-out redirect to /api/login (as on the diagnostic). */
export const LOGIN_REDIRECT_MS = 2000;
/** The most the answer body accepts as a response time (a day). */
const MAX_RESPONSE_TIME_MS = 86_400_000;

export type Letter = "A" | "B" | "C" | "D";
export type Answered = NonNullable<DailyDropQuestion["answered"]>;
export type LevelUp = NonNullable<DailyDropAnswerResult["shouldLevelUp"]>;

/** What went wrong with a call (web/lib/call-failure.ts). */
export type Failure = CallFailure;

/** The day's numbers as the last answer left them (the completion screen's, before a re-read). */
export type Totals = Pick<
  DailyDropAnswerResult,
  "totalXP" | "todayXP" | "streakDays" | "questionsCompleted" | "isCompleted"
>;

/** What shows under an answered question. */
export type Feedback = {
  answered: Answered;
  /** From the answer call only (a resumed question has none). */
  shouldLevelUp: LevelUp | null;
  bonusXp: number;
};

/** An answer as sent, with the Idempotency-Key it was sent under. */
export type Submission = { body: DailyDropAnswerBody; key: string };

export type FlowState =
  /** Nothing asked yet (the screen sends `open` once it is shown). */
  | { phase: "idle" }
  /**
   * GET /api/daily-drop is on its way: on opening ("start"), after Complete Session ("finish"),
   * or after the server refused an answer ("resync"; `focus` is that question, whose result
   * shows if it turns out to be answered).
   */
  | {
      phase: "loading";
      reason: "start" | "finish" | "resync";
      focus: string | null;
      totals: Totals | null;
    }
  | {
      phase: "question";
      day: string;
      questions: DailyDropQuestion[];
      /** The question on screen. */
      index: number;
      /** The answer on its way: no second one until it lands. */
      submitting: Submission | null;
      /** The last answer that failed, so the same answer again reuses its key. */
      failed: Submission | null;
      /** Set once the question on screen is answered: its result, then Next. */
      feedback: Feedback | null;
      totals: Totals | null;
    }
  | { phase: "complete"; day: string; questions: DailyDropQuestion[]; totals: Totals | null }
  /** The server cannot give a drop now (409: e.g. no questions in the bank): its sentence. */
  | { phase: "unavailable"; message: string }
  /** The drop could not be loaded; 'Try again' repeats it. */
  | { phase: "failed"; message: string }
  /** The session ended: 'Please log in', and /api/login after 2 s. */
  | { phase: "logged-out" };

export type FlowEvent =
  | { type: "open" }
  | { type: "signed-out" }
  | { type: "drop-loaded"; drop: DailyDrop }
  | { type: "drop-failed"; failure: Failure }
  /** `key`: a fresh Idempotency-Key, used unless this repeats the answer that failed. */
  | { type: "submit"; answer: Letter; responseTime: number; key: string }
  | { type: "skip"; responseTime: number; key: string }
  | { type: "answered"; result: DailyDropAnswerResult }
  | { type: "answer-failed"; failure: Failure }
  | { type: "next" }
  | { type: "retry" };

export type FlowToast = {
  title: string;
  description: string;
  variant: "default" | "destructive";
};

export type FlowEffect =
  | { type: "fetch-drop" }
  | { type: "answer"; body: DailyDropAnswerBody; key: string }
  /** An answer landed: refresh what shows XP, streak and levels (header, nav, dashboard). */
  | { type: "answer-recorded"; result: DailyDropAnswerResult; subject: "english" | "math" }
  | { type: "toast"; toast: FlowToast }
  | { type: "redirect"; to: "/api/login"; afterMs: number };

export type Transition = readonly [FlowState, FlowEffect[]];

export const initialFlow: FlowState = { phase: "idle" };

/** Shown when the server answers a drop with no questions in it. */
export const NO_QUESTIONS_TEXT = "There are no questions for today's Daily Drop yet.";

export const toasts = {
  /** The spec's answer failure: 'Error' / 'Failed to submit answer'. */
  answerFailed: {
    title: "Error",
    description: "Failed to submit answer",
    variant: "destructive",
  },
  /** The server refused the answer (409): its sentence. */
  answerRefused: (message: string): FlowToast => ({
    title: "Error",
    description: message,
    variant: "destructive",
  }),
} satisfies Record<string, FlowToast | ((...args: never[]) => FlowToast)>;

const unchanged = (state: FlowState): Transition => [state, []];

const loggedOut = (): Transition => [
  { phase: "logged-out" },
  [{ type: "redirect", to: "/api/login", afterMs: LOGIN_REDIRECT_MS }],
];

const load = (
  reason: "start" | "finish" | "resync",
  totals: Totals | null = null,
  focus: string | null = null,
): Transition => [{ phase: "loading", reason, focus, totals }, [{ type: "fetch-drop" }]];

/** Questions answered so far (the progress bar). */
export function answeredCount(questions: readonly DailyDropQuestion[]): number {
  return questions.filter((q) => q.answered !== null).length;
}

/** True when no question but the one on screen is still open: its button is Complete Session. */
export function isLastQuestion(state: Extract<FlowState, { phase: "question" }>): boolean {
  return state.questions.every((q, i) => i === state.index || q.answered !== null);
}

/**
 * The tip card shows on the first question before it is answered (spec §3): not once it has its
 * result, nor when the student resumes further on.
 */
export function showsTip(state: Extract<FlowState, { phase: "question" }>): boolean {
  return state.index === 0 && state.feedback === null && state.questions[0]?.answered === null;
}

/** How full the bar is: answered out of the drop's length, as a percent (0–100). */
export function progressPercent(answered: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, (answered / total) * 100));
}

function totalsOf(result: DailyDropAnswerResult): Totals {
  const { totalXP, todayXP, streakDays, questionsCompleted, isCompleted } = result;
  return { totalXP, todayXP, streakDays, questionsCompleted, isCompleted };
}

/** The state a freshly read drop puts the screen in. */
function fromDrop(drop: DailyDrop, totals: Totals | null, focus: string | null): Transition {
  const { day, questions } = drop;
  if (questions.length === 0) return [{ phase: "unavailable", message: NO_QUESTIONS_TEXT }, []];
  const open = questions.findIndex((q) => q.answered === null);
  if (drop.completed || open === -1) return [{ phase: "complete", day, questions, totals }, []];
  const base = {
    phase: "question",
    day,
    questions,
    submitting: null,
    failed: null,
    totals,
  } as const;
  // After a refusal: if the question on screen was answered after all, show its result.
  const focused = focus === null ? -1 : questions.findIndex((q) => q.id === focus);
  const answered = focused === -1 ? null : questions[focused]!.answered;
  if (answered) {
    return [
      { ...base, index: focused, feedback: { answered, shouldLevelUp: null, bonusXp: 0 } },
      [],
    ];
  }
  return [{ ...base, index: open, feedback: null }, []];
}

/** The body for this answer, and its key: the failed answer's own when it is the same again. */
function submission(
  state: Extract<FlowState, { phase: "question" }>,
  userAnswer: Letter | "",
  responseTime: number,
  key: string,
): Submission {
  const question = state.questions[state.index]!;
  const isSkipped = userAnswer === "";
  const { failed } = state;
  if (
    failed &&
    failed.body.questionId === question.id &&
    failed.body.userAnswer === userAnswer &&
    failed.body.isSkipped === isSkipped
  ) {
    return failed;
  }
  return {
    key,
    body: {
      questionId: question.id,
      userAnswer,
      responseTime: Math.min(MAX_RESPONSE_TIME_MS, Math.max(0, Math.round(responseTime))),
      subjectType: question.subject,
      difficultyLevel: question.level_1_to_12,
      isSkipped,
    },
  };
}

export function transition(state: FlowState, event: FlowEvent): Transition {
  if (event.type === "signed-out") {
    return state.phase === "logged-out" ? unchanged(state) : loggedOut();
  }

  switch (state.phase) {
    case "idle":
      return event.type === "open" ? load("start") : unchanged(state);

    case "loading":
      if (event.type === "drop-loaded") return fromDrop(event.drop, state.totals, state.focus);
      if (event.type === "drop-failed") {
        const { failure } = event;
        if (failure.kind === "logged-out") return loggedOut();
        if (failure.kind === "refused")
          return [{ phase: "unavailable", message: failure.message }, []];
        return [{ phase: "failed", message: failure.message }, []];
      }
      return unchanged(state);

    case "question": {
      const { submitting, feedback, index } = state;
      if (event.type === "submit" || event.type === "skip") {
        if (submitting || feedback) return unchanged(state); // one answer at a time, once
        const answer = event.type === "submit" ? event.answer : "";
        const sent = submission(state, answer, event.responseTime, event.key);
        return [{ ...state, submitting: sent }, [{ type: "answer", ...sent }]];
      }
      if (event.type === "next") {
        if (!feedback || submitting) return unchanged(state);
        const open = state.questions.findIndex((q) => q.answered === null);
        if (open === -1) return load("finish", state.totals);
        return [{ ...state, index: open, feedback: null, failed: null }, []];
      }
      if (!submitting) return unchanged(state);
      if (event.type === "answered") {
        const { result } = event;
        const question = state.questions[index]!;
        const answered: Answered = answeredOf(result);
        const questions = state.questions.map((q, i) => (i === index ? { ...q, answered } : q));
        return [
          {
            ...state,
            questions,
            submitting: null,
            failed: null,
            feedback: { answered, shouldLevelUp: result.shouldLevelUp, bonusXp: result.bonusXp },
            totals: totalsOf(result),
          },
          [{ type: "answer-recorded", result, subject: question.subject }],
        ];
      }
      if (event.type === "answer-failed") {
        const { failure } = event;
        if (failure.kind === "logged-out") return loggedOut();
        if (failure.kind === "refused") {
          // The server has moved on (another tab, a new day): read where things stand.
          const [next, effects] = load("resync", state.totals, state.questions[index]!.id);
          return [
            next,
            [{ type: "toast", toast: toasts.answerRefused(failure.message) }, ...effects],
          ];
        }
        // It may or may not have landed: the same answer again goes under the same key.
        return [
          { ...state, submitting: null, failed: submitting },
          [{ type: "toast", toast: toasts.answerFailed }],
        ];
      }
      return unchanged(state);
    }

    case "failed":
    case "unavailable":
      return event.type === "retry" ? load("start") : unchanged(state);

    case "complete":
    case "logged-out":
      return unchanged(state);
  }
}
