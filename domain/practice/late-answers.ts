// The drop an answer is for: today's, or an earlier day's for an answer sent late from the
// offline queue (docs/rules.md, "Answers sent late"), and the answer a retry already recorded.
import { refusal, CommandRefused } from "../decider.ts";
import { DEVICE_CLOCK_TOLERANCE_MINUTES, LATE_ANSWER_GRACE_HOURS } from "./constants.ts";
import { addDays, endOfLocalDay, refuseClosedDay } from "./days.ts";
import type { DayContext, PracticeCommand } from "./decide.ts";
import { recordedIn } from "./answering.ts";
import { dropOn, type AnswerRecord, type DropState, type PracticeState } from "./state.ts";

export const NO_DROP_TODAY = refusal(
  "conflict",
  "no-drop-today",
  "There is no Daily Drop for today yet; load today's Daily Drop first.",
);
export const ANSWERED_AT_REQUIRED = refusal(
  "invalid",
  "answered-at-required",
  "answeredAt: an answer for an earlier day's Daily Drop must say when it was answered.",
);
export const ANSWERED_AT_IN_FUTURE = refusal(
  "invalid",
  "answered-at-in-future",
  "answeredAt: is later than now; check the date and time on your device.",
);
export const answeredAtBeforeDay = (day: string) =>
  refusal("invalid", "answered-at-before-day", `answeredAt: is before the day ${day} began.`);
export const lateAnswerTooLate = (day: string) =>
  refusal(
    "conflict",
    "late-answer-too-late",
    `That answer was for the Daily Drop of ${day}. Answers made offline count for their day only if they reach Levelfield within ${LATE_ANSWER_GRACE_HOURS} hours after that day ends, so this one was not counted.`,
  );
export const answeredAfterDayEnded = (day: string) =>
  refusal(
    "conflict",
    "answered-after-day-ended",
    `That answer was given after the Daily Drop of ${day} had ended, so it can't count for that day.`,
  );
export const noDropOn = (day: string) =>
  refusal(
    "conflict",
    "no-drop-on-day",
    `day: you have no Daily Drop of ${day} that can still take answers.`,
  );
export const dayNotBegun = (day: string, today: string) =>
  refusal(
    "conflict",
    "day-not-begun",
    `day: ${day} has not begun in your time zone; today is ${today}.`,
  );

/**
 * The result already recorded for this retry (same Idempotency-Key or same question today). A
 * key already used today for another request (another question, answer or skip) is refused
 * (422, as the IETF Idempotency-Key draft says), never answered with the other answer's result.
 */
export function recordedAnswer(
  state: PracticeState,
  command: Extract<PracticeCommand, { type: "SubmitAnswer" }>,
): AnswerRecord | undefined {
  return recordedIn(answeredDrop(state, command)?.answers ?? [], command);
}

/** The drop an answer names: today's, or the earlier day's it was sent late for (null: none). */
export function answeredDrop(
  state: PracticeState,
  command: Extract<PracticeCommand, { type: "SubmitAnswer" }>,
): DropState | null {
  return command.day === undefined ? state.today : dropOn(state, command.day);
}

/**
 * The drop an answer is for: today's, or, for an answer sent late from the offline queue (an
 * earlier `day`), that day's drop while the grace period lasts (docs/rules.md, "Answers sent
 * late"). The server's clock decides the grace period; the device's `answeredAt` only says
 * whether the answer was given inside that day, and is believed only within it (after the drop
 * was assigned on the server, before the day ended, and not ahead of the server's clock).
 * A retry of an answer already recorded returns before any check: it always gets the first result.
 */
export function dropForAnswer(
  command: Extract<PracticeCommand, { type: "SubmitAnswer" }>,
  state: PracticeState,
  context: DayContext,
): { drop: DropState; late: boolean } | "retry" {
  const day = command.day ?? context.day;
  if (day > context.day) throw new CommandRefused(dayNotBegun(day, context.day));
  if (day === context.day && context.open) {
    const today = state.today;
    if (!today || today.day !== context.day) throw new CommandRefused(NO_DROP_TODAY);
    return recordedAnswer(state, command) ? "retry" : { drop: today, late: false };
  }
  const drop = dropOn(state, day);
  if (!drop) throw new CommandRefused(noDropOn(day));
  if (recordedIn(drop.answers, command)) return "retry";
  // The day is closed (a change of zone): only an answer made inside it, sent late, counts.
  if (day === context.day && command.answeredAt === undefined) refuseClosedDay(context);
  const ended = endOfLocalDay(day, drop.timeZone).getTime();
  if (context.now.getTime() > ended + LATE_ANSWER_GRACE_HOURS * 3_600_000) {
    throw new CommandRefused(lateAnswerTooLate(day));
  }
  if (command.answeredAt === undefined) throw new CommandRefused(ANSWERED_AT_REQUIRED);
  const answeredAt = Date.parse(command.answeredAt);
  if (answeredAt > context.now.getTime() + DEVICE_CLOCK_TOLERANCE_MINUTES * 60_000) {
    throw new CommandRefused(ANSWERED_AT_IN_FUTURE);
  }
  if (answeredAt >= ended) throw new CommandRefused(answeredAfterDayEnded(day));
  if (answeredAt < endOfLocalDay(addDays(day, -1), drop.timeZone).getTime()) {
    throw new CommandRefused(answeredAtBeforeDay(day));
  }
  return { drop, late: true };
}
