// The practice stream's commands and the context they are decided in, and the dispatch of each
// command to its feature: the Daily Drop (daily-drop.ts, with late answers in late-answers.ts)
// and focused practice (focused.ts). Time, the student's day and randomness arrive in the context.
import { assertNever } from "../decider.ts";
import type { Band, Letter, Subject } from "../questions/item.ts";
import { onDay, type OnDay } from "./days.ts";
import { assignToday, submitAnswer } from "./daily-drop.ts";
import type { PracticeEvent } from "./events.ts";
import { startFocusedPractice, submitFocusedAnswer } from "./focused.ts";
import type { PracticeItem, SeenQuestion } from "./selection.ts";
import type { PracticeState } from "./state.ts";

/** A bank item as the Daily Drop decides with it: selection fields plus the key. */
export type DropItem = PracticeItem & { answer: Letter };

export type PracticeContext = {
  /** The student's time zone now, and now. The day is the decider's own (DayContext). */
  timeZone: string;
  now: Date;
  bank: { items: readonly DropItem[]; find(id: string): DropItem | undefined };
  /** The diagnostic's estimates (theta, se) per completed subject, for the first seed. */
  diagnostic: Partial<Record<Subject, { theta: number; se: number }>>;
  /** The questions the diagnostic served, with the student's day: the no-repeat window covers
   *  them like the drops' answers (they schedule no review). Needed only when assigning. */
  diagnosticSeen: readonly SeenQuestion[];
  testDate: string | null;
  random: () => number;
};

/** A decision's context: the caller's on the student's day (onDay, docs/rules.md "The
 *  student's day"). */
export type DayContext = OnDay<PracticeContext>;

/** The caller's context on the student's day after the stream's latest day. */
export function withStudentDay(state: PracticeState, context: PracticeContext): DayContext {
  return onDay(context, state.latestDay);
}

export type PracticeCommand =
  | { type: "AssignToday"; userId: string }
  | {
      type: "SubmitAnswer";
      userId: string;
      questionId: string;
      /** null when skipped. */
      answer: Letter | null;
      skipped: boolean;
      responseTimeMs: number;
      idempotencyKey: string | null;
      /** The drop's day the question was answered in; null: today's. An earlier day is an
       *  answer sent late from the offline queue (dropForAnswer). */
      day?: string;
      /** When the student answered, by the device's clock (ISO 8601). */
      answeredAt?: string;
    }
  | {
      /** A focused set (docs/rules.md, "Focused practice"): `setId` is chosen by the caller
       *  (randomness comes in), so a retried start is recognised. */
      type: "StartFocusedPractice";
      userId: string;
      setId: string;
      recommendationId: string | null;
      /** Taxonomy ids, checked here; both null: the top area of rankFocus. */
      domain: string | null;
      skill: string | null;
      /** The difficulty the set was offered at (a recommendation's), so the set is what its
       *  label said; absent: practiceDifficulty of the student's shown level. */
      difficulty?: Band | null;
    }
  | {
      type: "SubmitFocusedAnswer";
      userId: string;
      setId: string;
      questionId: string;
      /** null when skipped. */
      answer: Letter | null;
      skipped: boolean;
      responseTimeMs: number;
      idempotencyKey: string | null;
    };

/** What an answer or a skip says (a Daily Drop's or a focused set's). */
export type AnswerCommand = Pick<
  Extract<PracticeCommand, { type: "SubmitAnswer" | "SubmitFocusedAnswer" }>,
  "questionId" | "answer" | "skipped" | "responseTimeMs" | "idempotencyKey"
>;

/** The events a command causes, decided on the student's day as the stream allows it, never
 *  the caller's. */
export function decide(
  command: PracticeCommand,
  state: PracticeState,
  caller: PracticeContext,
): PracticeEvent[] {
  const context = withStudentDay(state, caller);
  switch (command.type) {
    case "AssignToday":
      return assignToday(command, state, context);
    case "SubmitAnswer":
      return submitAnswer(command, state, context);
    case "StartFocusedPractice":
      return startFocusedPractice(command, state, context);
    case "SubmitFocusedAnswer":
      return submitFocusedAnswer(command, state, context);
    default:
      return assertNever(command);
  }
}
