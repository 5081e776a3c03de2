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
//
// Offline (docs/web.md, "Offline Daily Drop"): an answer that cannot reach the server (no
// network) is kept on the device (web/lib/offline/answer-queue.ts) and the question shows as
// saved, not answered; Next goes on, and once every question is answered or saved the summary
// says the results come when back online. A reload merges the saved answers into the drop, so a
// saved question is never answered twice. While answers wait, a new answer joins the queue
// behind them (the order is kept). When the queue has been sent the drop is read again and the
// results show. If the drop's day has ended on the device's clock while offline, no new answer
// is taken.
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

/** An answer kept on this device, not yet sent: the question shows as saved. */
export type PendingAnswer = { questionId: string; userAnswer: Letter | "" };

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
      /** Answers saved on this device for this drop, waiting to be sent. */
      pending: readonly PendingAnswer[];
      totals: Totals | null;
    }
  | { phase: "complete"; day: string; questions: DailyDropQuestion[]; totals: Totals | null }
  /** Every question answered, some only saved on this device: the results come once sent. */
  | {
      phase: "saved";
      day: string;
      questions: DailyDropQuestion[];
      pending: readonly PendingAnswer[];
      totals: Totals | null;
    }
  /** Offline past the end of the drop's day (device clock): no new answers; reconnect. */
  | { phase: "day-over"; day: string; pending: readonly PendingAnswer[] }
  /** The server cannot give a drop now (409: e.g. no questions in the bank): its sentence. */
  | { phase: "unavailable"; message: string }
  /** The drop could not be loaded; 'Try again' repeats it. */
  | { phase: "failed"; message: string }
  /** The session ended: 'Please log in', and /api/login after 2 s. */
  | { phase: "logged-out" };

export type FlowEvent =
  | { type: "open" }
  | { type: "signed-out" }
  /** `pending`: the answers saved on this device for this drop (none when left out). */
  | { type: "drop-loaded"; drop: DailyDrop; pending?: readonly PendingAnswer[] }
  | { type: "drop-failed"; failure: Failure }
  /** `key`: a fresh Idempotency-Key, used unless this repeats the answer that failed. */
  | { type: "submit"; answer: Letter; responseTime: number; key: string }
  | { type: "skip"; responseTime: number; key: string }
  | { type: "answered"; result: DailyDropAnswerResult }
  | { type: "answer-failed"; failure: Failure }
  /** The answer on its way could not reach the server and is kept on the device. */
  | { type: "answer-saved" }
  /** The drop's day is over by the device's clock while offline. */
  | { type: "day-ended" }
  /** The offline queue was sent (or refused): read the drop again. */
  | { type: "queue-synced" }
  | { type: "next" }
  | { type: "retry" };

export type FlowToast = {
  title: string;
  description: string;
  variant: "default" | "destructive";
};

export type FlowEffect =
  | { type: "fetch-drop" }
  /**
   * Send an answer given in the drop of `day`. `queue`: answers are already waiting on the
   * device, so this one waits behind them (the order is kept).
   */
  | { type: "answer"; body: DailyDropAnswerBody; key: string; day: string; queue: boolean }
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

/** The saved answer to this question, if one waits on the device. */
export function pendingOf(
  pending: readonly PendingAnswer[],
  questionId: string,
): PendingAnswer | null {
  return pending.find((p) => p.questionId === questionId) ?? null;
}

/** Neither answered nor saved: the student can still answer it. */
function isOpen(q: DailyDropQuestion, pending: readonly PendingAnswer[]): boolean {
  return q.answered === null && pendingOf(pending, q.id) === null;
}

/** Questions answered so far, saved ones included (the progress bar). */
export function answeredCount(
  questions: readonly DailyDropQuestion[],
  pending: readonly PendingAnswer[] = [],
): number {
  return questions.filter((q) => !isOpen(q, pending)).length;
}

/** True when no question but the one on screen is still open: its button is Complete Session. */
export function isLastQuestion(state: Extract<FlowState, { phase: "question" }>): boolean {
  return state.questions.every((q, i) => i === state.index || !isOpen(q, state.pending));
}

/** The saved answer of the question on screen (it shows as saved, not as a result). */
export function savedOnScreen(
  state: Extract<FlowState, { phase: "question" }>,
): PendingAnswer | null {
  const question = state.questions[state.index]!;
  return question.answered === null ? pendingOf(state.pending, question.id) : null;
}

/**
 * The tip card shows on the first question before it is answered (spec §3): not once it has its
 * result, nor when the student resumes further on.
 */
export function showsTip(state: Extract<FlowState, { phase: "question" }>): boolean {
  return (
    state.index === 0 &&
    state.feedback === null &&
    state.questions[0] !== undefined &&
    isOpen(state.questions[0], state.pending)
  );
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

/** The state a freshly read drop puts the screen in, with the answers saved on the device. */
function fromDrop(
  drop: DailyDrop,
  totals: Totals | null,
  focus: string | null,
  saved: readonly PendingAnswer[],
): Transition {
  const { day, questions } = drop;
  if (questions.length === 0) return [{ phase: "unavailable", message: NO_QUESTIONS_TEXT }, []];
  // A saved answer the server already has is no longer waiting.
  const pending = saved.filter((p) => questions.some((q) => q.id === p.questionId && !q.answered));
  const open = questions.findIndex((q) => isOpen(q, pending));
  if (drop.completed || (open === -1 && pending.length === 0)) {
    return [{ phase: "complete", day, questions, totals }, []];
  }
  // After a refusal or a sync: if the question on screen was answered after all, show its
  // result; if it is still saved, show it as saved.
  const focused = focus === null ? -1 : questions.findIndex((q) => q.id === focus);
  const answered = focused === -1 ? null : questions[focused]!.answered;
  const stillSaved = focused !== -1 && pendingOf(pending, focus!) !== null;
  if (open === -1 && !answered && !stillSaved) {
    return [{ phase: "saved", day, questions, pending, totals }, []];
  }
  const base = {
    phase: "question",
    day,
    questions,
    submitting: null,
    failed: null,
    pending,
    totals,
  } as const;
  if (answered) {
    return [
      { ...base, index: focused, feedback: { answered, shouldLevelUp: null, bonusXp: 0 } },
      [],
    ];
  }
  if (stillSaved) return [{ ...base, index: focused, feedback: null }, []];
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
      if (event.type === "drop-loaded") {
        return fromDrop(event.drop, state.totals, state.focus, event.pending ?? []);
      }
      if (event.type === "drop-failed") {
        const { failure } = event;
        if (failure.kind === "logged-out") return loggedOut();
        if (failure.kind === "refused")
          return [{ phase: "unavailable", message: failure.message }, []];
        return [{ phase: "failed", message: failure.message }, []];
      }
      return unchanged(state);

    case "question": {
      const { submitting, feedback, index, pending } = state;
      const saved = savedOnScreen(state);
      if (event.type === "submit" || event.type === "skip") {
        // One answer at a time, once; a saved one is not answered again.
        if (submitting || feedback || saved) return unchanged(state);
        const answer = event.type === "submit" ? event.answer : "";
        const sent = submission(state, answer, event.responseTime, event.key);
        return [
          { ...state, submitting: sent },
          [{ type: "answer", ...sent, day: state.day, queue: pending.length > 0 }],
        ];
      }
      if (event.type === "next") {
        if ((!feedback && !saved) || submitting) return unchanged(state);
        const open = state.questions.findIndex((q) => isOpen(q, pending));
        if (open === -1) {
          if (pending.length === 0) return load("finish", state.totals);
          const { day, questions, totals } = state;
          return [{ phase: "saved", day, questions, pending, totals }, []];
        }
        return [{ ...state, index: open, feedback: null, failed: null }, []];
      }
      if (event.type === "queue-synced") {
        if (pending.length === 0 || submitting) return unchanged(state);
        return load("resync", state.totals, saved ? state.questions[index]!.id : null);
      }
      if (event.type === "day-ended") return [{ phase: "day-over", day: state.day, pending }, []];
      if (!submitting) return unchanged(state);
      if (event.type === "answer-saved") {
        const { questionId, userAnswer } = submitting.body;
        return [
          {
            ...state,
            submitting: null,
            failed: null,
            pending: [...pending, { questionId, userAnswer }],
          },
          [],
        ];
      }
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

    case "saved":
      return event.type === "queue-synced" ? load("finish", state.totals) : unchanged(state);

    case "day-over":
      // Back online with the queue sent: today's drop.
      return event.type === "queue-synced" || event.type === "retry"
        ? load("start")
        : unchanged(state);

    case "complete":
    case "logged-out":
      return unchanged(state);
  }
}
