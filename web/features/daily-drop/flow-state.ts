// The Daily Drop flow's vocabulary (flow.ts runs it): its states, the events that move it, the
// effects it asks for, the toasts and texts it shows, and its constants.
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
