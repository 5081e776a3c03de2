// The Daily Drop's decisions: assign today's questions once, and take an answer or a skip of a
// drop (today's, or an earlier day's sent late: late-answers.ts) with the level-up and the day's
// completion it makes.
import { refusal, CommandRefused } from "../decider.ts";
import {
  answerFacts,
  assignedQuestion,
  EMPTY_BANK,
  levelChange,
  practiceStart,
  scoreAnswer,
  trackAnswer,
} from "./answering.ts";
import { COMPLETION_BONUS_XP, DEFAULT_MIX, SKIP_XP } from "./constants.ts";
import { refuseClosedDay } from "./days.ts";
import type { DayContext, PracticeCommand } from "./decide.ts";
import type { PracticeEvent } from "./events.ts";
import { dropForAnswer } from "./late-answers.ts";
import { chooseDailyDrop } from "./drop-selection.ts";
import type { PracticeState } from "./state.ts";
import { brokenStreakDay, recordCompletion } from "./streak.ts";
import { driftTo } from "./tracker.ts";
import { addXp, answerXp } from "./xp.ts";

export const NOT_IN_TODAYS_DROP = refusal(
  "conflict",
  "not-in-todays-drop",
  "That question is not in today's Daily Drop.",
);
export const DROP_COMPLETE = refusal(
  "conflict",
  "drop-complete",
  "Today's Daily Drop is already complete. Come back tomorrow!",
);

/** Today's questions, chosen once: the same day asks again for nothing new. */
export function assignToday(
  command: Extract<PracticeCommand, { type: "AssignToday" }>,
  state: PracticeState,
  context: DayContext,
): PracticeEvent[] {
  if (state.today?.day === context.day) return [];
  refuseClosedDay(context);
  if (context.bank.items.length === 0) throw new CommandRefused(EMPTY_BANK);
  const { events, tracker, target } = practiceStart(command.userId, state, context);
  // Today's focused sets (started before the drop, from a recommendation) count as seen: the
  // drop does not ask again what a set of today already holds.
  const inTodaysSets = state.focused
    .filter((set) => set.day === context.day)
    .flatMap((set) => set.questions.map((q) => ({ questionId: q.questionId, day: set.day })));
  const slots = chooseDailyDrop({
    bank: context.bank.items,
    tracker: driftTo(tracker, context.day),
    history: state.history,
    seen: [...context.diagnosticSeen, ...inTodaysSets],
    day: context.day,
    testDate: context.testDate,
    target,
    mix: DEFAULT_MIX,
    random: context.random,
  });
  const questions = slots.flatMap((slot) => {
    const item = context.bank.find(slot.questionId);
    return item ? [{ ...assignedQuestion(item), slot: slot.slot }] : [];
  });
  if (questions.length === 0) throw new CommandRefused(EMPTY_BANK);
  events.push({
    type: "DailyDropAssigned",
    data: {
      userId: command.userId,
      day: context.day,
      timeZone: context.dayZone,
      target,
      questions,
    },
  });
  return events;
}

/**
 * One answer or skip of a drop's questions (today's, or an earlier day's sent late), with the
 * level-up and the day's completion it makes.
 */
export function submitAnswer(
  command: Extract<PracticeCommand, { type: "SubmitAnswer" }>,
  state: PracticeState,
  context: DayContext,
): PracticeEvent[] {
  // A retry (same key, or the same question again that day) counts once: nothing new.
  const target = dropForAnswer(command, state, context);
  if (target === "retry") return [];
  const { drop: today, late } = target;
  if (today.completed) throw new CommandRefused(DROP_COMPLETE);
  const assigned = today.questions.find((q) => q.questionId === command.questionId);
  if (!assigned) throw new CommandRefused(NOT_IN_TODAYS_DROP);
  const { item, tracker, pSuccess, correct, category } = scoreAnswer(command, state, context);
  const wanted = command.skipped ? SKIP_XP : answerXp({ correct, skipped: false, pSuccess });
  const xp = addXp(state.totalXp, wanted) - state.totalXp;
  const common = {
    ...answerFacts(command, item, today.day),
    xp,
    performanceCategory: category,
    idempotencyKey: command.idempotencyKey,
    ...(late ? { answeredAt: command.answeredAt } : {}),
  };
  const events: PracticeEvent[] = [];
  if (command.skipped || command.answer === null) {
    events.push({ type: "DailyDropQuestionSkipped", data: common });
  } else {
    const tracked = trackAnswer(tracker, item, command.answer, correct, pSuccess);
    events.push({ type: "DailyDropAnswerSubmitted", data: { ...common, ...tracked } });
    events.push(...levelChange(state, command.userId, today.day, item.subject, tracked.after));
  }
  if (today.answers.length + 1 >= today.questions.length) {
    // The drop's own day and zone: the span of real time it was the student's day.
    const timeZone = today.timeZone;
    const args = { day: today.day, timeZone, at: context.now };
    const streak = recordCompletion(state.streak, args);
    const correctToday = today.answers.filter((a) => a.correct).length + (correct ? 1 : 0);
    events.push({
      type: "DailyDropCompleted",
      data: {
        userId: command.userId,
        day: today.day,
        timeZone,
        completedAt: context.now.toISOString(),
        bonusXp: addXp(state.totalXp + xp, COMPLETION_BONUS_XP) - (state.totalXp + xp),
        correct: correctToday,
        streakDays: streak.days,
        streakBrokenOn: brokenStreakDay(state.streak, args),
      },
    });
  }
  return events;
}
