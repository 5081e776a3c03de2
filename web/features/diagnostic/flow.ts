// The diagnostic's flow as a pure state machine: `transition(state, event)` answers the next
// state and the effects to run (calls, toasts, timers, redirects), so every step of the spec's
// flow is tested without a browser. The screen runs the effects and feeds their outcomes back as
// events (use-diagnostic-flow.ts).
//
// English first, then Math: start a session, fetch a question, answer, fetch the next, until the
// server reports the subject complete. English complete → its score is kept, 'English Complete!'
// shows, and Math starts after a 2 s pause. Math complete → the student is marked
// diagnosticCompleted and the results show. One answer at a time. A resumed diagnostic skips
// what is already done. An event that does not belong to the current phase (a late answer, a
// second click) changes nothing.
import type { CallFailure } from "../../lib/call-failure.ts";
import { formatRange } from "../../lib/scores.ts";
import type {
  DiagnosticAnswerResult,
  DiagnosticQuestion,
  DiagnosticSession,
  DiagnosticSubject,
  ServedQuestion,
} from "../../../api/schemas/questions.ts";

/** The progress bar counts answers against 16, the diagnostic's longest run (spec §9). */
export const PROGRESS_TOTAL = 16;
/** The pause between English and Math. */
export const SUBJECT_PAUSE_MS = 2000;
/** The wait before going home when the diagnostic cannot continue. */
export const ERROR_REDIRECT_MS = 3000;
/** The wait before the logged-out redirect to /api/login. */
export const LOGIN_REDIRECT_MS = 2000;
/** The most the answer body accepts as a response time (a day). */
const MAX_RESPONSE_TIME_MS = 86_400_000;

export type ScoreRange = { low: number; high: number };
export type SubjectScore = { finalScore: number; scoreRange: ScoreRange | null };
export type Scores = Partial<Record<DiagnosticSubject, SubjectScore>>;
/** A finished subject's result as the server has it: the score kept, and the one first measured
 *  when the subject ended (they differ when the Math answers moved English). */
export type MeasuredResult = { kept: SubjectScore; first: SubjectScore };
export type ShownQuestion = ServedQuestion & { questionNumber: number };

/** What went wrong with a call (web/lib/call-failure.ts). */
export type Failure = CallFailure;

export type FlowState =
  | { phase: "intro" }
  /** POST /api/diagnostic/start is on its way. */
  | { phase: "starting"; subject: DiagnosticSubject; scores: Scores }
  /**
   * GET …/question is on its way. `shown` is the question still on screen (disabled) after an
   * answer; `recovering` marks the fetch after a failed answer (a second failure goes home).
   */
  | {
      phase: "loading";
      subject: DiagnosticSubject;
      scores: Scores;
      answered: number;
      shown: ShownQuestion | null;
      recovering: boolean;
    }
  | {
      phase: "question";
      subject: DiagnosticSubject;
      scores: Scores;
      /** Questions answered across the whole diagnostic, for the progress bar. */
      answered: number;
      question: ShownQuestion;
      /** An answer is on its way: no second one until it lands. */
      submitting: boolean;
    }
  /** English is done: its score shows for the pause, then Math starts. */
  | { phase: "between"; scores: Scores }
  /** Math is done: PATCH /api/auth/user {diagnosticCompleted: true} is on its way. */
  | { phase: "finishing"; scores: Scores }
  /** `englishBefore`: the English score first measured, when English ended (what 'English
   *  Complete!' showed), when Math's answers changed it (the server re-scores English once Math
   *  ends); null otherwise. Both come from the server's result, so a reload shows the same. */
  | { phase: "complete"; scores: Scores; englishBefore: SubjectScore | null }
  /** A start or a question fetch failed; 'Try again' repeats it. */
  | {
      phase: "failed";
      step: "start" | "question";
      subject: DiagnosticSubject;
      scores: Scores;
      answered: number;
    }
  /** The question could not be fetched again after a failed answer: home after 3 s. */
  | { phase: "lost" }
  /** The session ended: 'Please log in', and /api/login after 2 s. */
  | { phase: "logged-out" };

export type FlowEvent =
  | { type: "begin" }
  | { type: "signed-out" }
  | { type: "started"; session: DiagnosticSession }
  | { type: "start-failed"; failure: Failure }
  | { type: "question-loaded"; result: DiagnosticQuestion }
  | { type: "question-failed"; failure: Failure }
  | { type: "submit"; answer: string; responseTime: number }
  | { type: "answered"; result: DiagnosticAnswerResult }
  | { type: "answer-failed"; failure: Failure }
  | { type: "pause-over" }
  /** The diagnostic is marked complete; `english` is English's result as the server now has it
   *  (kept: re-scored with the Math answers; first: as measured when English ended), when it
   *  could be read. */
  | { type: "marked-complete"; english?: MeasuredResult }
  | { type: "retry" };

export type FlowToast = {
  title: string;
  description: string;
  variant: "default" | "destructive";
};

export type FlowEffect =
  | { type: "start"; subject: DiagnosticSubject }
  | { type: "fetch-question"; subject: DiagnosticSubject }
  | {
      type: "answer";
      subject: DiagnosticSubject;
      questionId: string;
      answer: string;
      responseTime: number;
    }
  | { type: "mark-complete" }
  | { type: "toast"; toast: FlowToast }
  | { type: "wait"; ms: number; then: FlowEvent }
  | { type: "redirect"; to: "/api/login" | "/"; afterMs: number };

export type Transition = readonly [FlowState, FlowEffect[]];

export const initialFlow: FlowState = { phase: "intro" };

export const toasts = {
  startFailed: {
    title: "Failed to start",
    description: "Please try logging in again",
    variant: "destructive",
  },
  questionFailed: {
    title: "Failed to load question",
    description: "Please try again",
    variant: "destructive",
  },
  answerIssue: (message: string): FlowToast => ({
    title: "Answer submission issue",
    description: message,
    variant: "destructive",
  }),
  answerFailed: (message: string): FlowToast => ({
    title: "Failed to submit answer",
    description: message,
    variant: "destructive",
  }),
  englishComplete: (score: SubjectScore): FlowToast => ({
    title: "English Complete!",
    description: `Your estimated English score: ${formatScore(score)}. Math is next, and your Math answers will refine it.`,
    variant: "default",
  }),
} satisfies Record<string, FlowToast | ((...args: never[]) => FlowToast)>;

/** "560 (530–620)", or "560" without a range. */
export function formatScore(score: SubjectScore): string {
  return score.scoreRange
    ? `${score.finalScore} (${formatRange(score.scoreRange)})`
    : String(score.finalScore);
}

/** How full the progress bar is: answers out of 16, as a percent capped at 100. */
export function progressPercent(answered: number): number {
  return Math.min(100, Math.max(0, (answered / PROGRESS_TOTAL) * 100));
}

const unchanged = (state: FlowState): Transition => [state, []];

const loggedOut = (): Transition => [
  { phase: "logged-out" },
  [{ type: "redirect", to: "/api/login", afterMs: LOGIN_REDIRECT_MS }],
];

const fetchQuestion = (
  subject: DiagnosticSubject,
  scores: Scores,
  answered: number,
  shown: ShownQuestion | null,
  recovering = false,
): Transition => [
  { phase: "loading", subject, scores, answered, shown, recovering },
  [{ type: "fetch-question", subject }],
];

const start = (subject: DiagnosticSubject, scores: Scores): Transition => [
  { phase: "starting", subject, scores },
  [{ type: "start", subject }],
];

/** A subject is done with this score: the pause before Math, or the end. */
function subjectDone(subject: DiagnosticSubject, scores: Scores, score: SubjectScore): Transition {
  const next = { ...scores, [subject]: score };
  if (subject === "english") {
    return [
      { phase: "between", scores: next },
      [
        { type: "toast", toast: toasts.englishComplete(score) },
        { type: "wait", ms: SUBJECT_PAUSE_MS, then: { type: "pause-over" } },
      ],
    ];
  }
  return [{ phase: "finishing", scores: next }, [{ type: "mark-complete" }]];
}

/** A subject found already done when (re)starting: on to the next, without toast or pause. */
function alreadyDone(subject: DiagnosticSubject, scores: Scores, score: SubjectScore): Transition {
  const next = { ...scores, [subject]: score };
  return subject === "english"
    ? start("math", next)
    : [{ phase: "finishing", scores: next }, [{ type: "mark-complete" }]];
}

const scoreOf = (result: {
  finalScore: number | null;
  scoreRange: ScoreRange | null;
}): SubjectScore | null =>
  result.finalScore === null
    ? null
    : { finalScore: result.finalScore, scoreRange: result.scoreRange };

/** A completed subject's result, as the question call answers it once the subject is done. */
export function measuredResultOf(
  result: Extract<DiagnosticQuestion, { completed: true }>,
): MeasuredResult {
  return {
    kept: { finalScore: result.finalScore, scoreRange: result.scoreRange },
    first: { finalScore: result.firstScore, scoreRange: result.firstScoreRange },
  };
}

function questionOf(result: Extract<DiagnosticQuestion, { completed: false }>): ShownQuestion {
  return {
    id: result.id,
    subject: result.subject,
    subsection: result.subsection,
    level_1_to_12: result.level_1_to_12,
    passage: result.passage,
    question_text: result.question_text,
    options: result.options,
    questionNumber: result.questionNumber,
  };
}

export function transition(state: FlowState, event: FlowEvent): Transition {
  if (event.type === "signed-out") {
    return state.phase === "logged-out" ? unchanged(state) : loggedOut();
  }

  switch (state.phase) {
    case "intro":
      return event.type === "begin" ? start("english", {}) : unchanged(state);

    case "starting": {
      const { subject, scores } = state;
      if (event.type === "start-failed") {
        if (event.failure.kind === "logged-out") return loggedOut();
        return [
          { phase: "failed", step: "start", subject, scores, answered: 0 },
          [{ type: "toast", toast: toasts.startFailed }],
        ];
      }
      if (event.type !== "started") return unchanged(state);
      const { session } = event;
      const score = scoreOf(session);
      // Completed with a score: resume past it. Completed without one: the question call
      // answers the result.
      if (session.status === "completed" && score) return alreadyDone(subject, scores, score);
      return fetchQuestion(subject, scores, session.answeredOverall, null);
    }

    case "loading": {
      const { subject, scores, answered, recovering } = state;
      if (event.type === "question-failed") {
        if (event.failure.kind === "logged-out") return loggedOut();
        if (recovering) {
          return [{ phase: "lost" }, [{ type: "redirect", to: "/", afterMs: ERROR_REDIRECT_MS }]];
        }
        return [
          { phase: "failed", step: "question", subject, scores, answered },
          [{ type: "toast", toast: toasts.questionFailed }],
        ];
      }
      if (event.type !== "question-loaded") return unchanged(state);
      const { result } = event;
      if (result.completed) {
        return subjectDone(subject, scores, {
          finalScore: result.finalScore,
          scoreRange: result.scoreRange,
        });
      }
      return [
        {
          phase: "question",
          subject,
          scores,
          // The server numbers questions across the whole diagnostic, so a resumed one is right.
          answered: Number.isFinite(result.questionNumber)
            ? Math.max(0, result.questionNumber - 1)
            : answered,
          question: questionOf(result),
          submitting: false,
        },
        [],
      ];
    }

    case "question": {
      const { subject, scores, answered, question, submitting } = state;
      if (event.type === "submit") {
        if (submitting) return unchanged(state); // one answer in flight at a time
        const responseTime = Math.min(
          MAX_RESPONSE_TIME_MS,
          Math.max(0, Math.round(event.responseTime)),
        );
        return [
          { ...state, submitting: true },
          [
            {
              type: "answer",
              subject,
              questionId: question.id,
              answer: event.answer,
              responseTime,
            },
          ],
        ];
      }
      if (!submitting) return unchanged(state);
      if (event.type === "answered") {
        const { result } = event;
        if (result.error) return refused(state, result.error);
        if (result.isComplete) {
          const score = scoreOf(result);
          return score
            ? subjectDone(subject, scores, score)
            : fetchQuestion(subject, scores, answered + 1, question);
        }
        return fetchQuestion(subject, scores, answered + 1, question);
      }
      if (event.type === "answer-failed") {
        const { failure } = event;
        if (failure.kind === "logged-out") return loggedOut();
        if (failure.kind === "refused") return refused(state, failure.message);
        // The answer may or may not have landed: ask the server where we are.
        const [next, effects] = fetchQuestion(subject, scores, answered, question, true);
        return [next, [{ type: "toast", toast: toasts.answerFailed(failure.message) }, ...effects]];
      }
      return unchanged(state);
    }

    case "between":
      return event.type === "pause-over" ? start("math", state.scores) : unchanged(state);

    case "finishing": {
      if (event.type !== "marked-complete") return unchanged(state);
      const { english } = event;
      return [
        {
          phase: "complete",
          scores: english ? { ...state.scores, english: english.kept } : state.scores,
          englishBefore:
            english && english.first.finalScore !== english.kept.finalScore ? english.first : null,
        },
        [],
      ];
    }

    case "failed":
      if (event.type !== "retry") return unchanged(state);
      return state.step === "start"
        ? start(state.subject, state.scores)
        : fetchQuestion(state.subject, state.scores, state.answered, null);

    case "complete":
    case "lost":
    case "logged-out":
      return unchanged(state);
  }
}

/**
 * The server refused the answer: its words in a toast and no progress. The question is fetched
 * again (the card keeps the student's choice when it is the same question), so a refusal
 * because the server has moved on (another tab answered it) does not leave the student stuck.
 */
function refused(state: Extract<FlowState, { phase: "question" }>, message: string): Transition {
  const [next, effects] = fetchQuestion(
    state.subject,
    state.scores,
    state.answered,
    state.question,
  );
  return [next, [{ type: "toast", toast: toasts.answerIssue(message) }, ...effects]];
}
