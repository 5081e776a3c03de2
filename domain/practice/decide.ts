// The Daily Drop's decisions, one function per command: assign today's questions, and take an
// answer or a skip. Time, the student's day and randomness arrive in the context.
import { CommandRefused } from "../decider.ts";
import type { Letter, Subject } from "../questions/item.ts";
import { performanceCategory } from "./category.ts";
import { COMPLETION_BONUS_XP, DEFAULT_MIX, SKIP_XP } from "./constants.ts";
import type { PracticeEvent } from "./events.ts";
import { nextShownLevel } from "./levels.ts";
import {
  chooseDailyDrop,
  targetSuccess,
  type PracticeItem,
  type SeenQuestion,
} from "./selection.ts";
import type { AnswerRecord, PracticeState } from "./state.ts";
import { brokenStreakDay, recordCompletion } from "./streak.ts";
import { domainBelief, driftTo, predictedSuccess, seedTracker, updateTracker } from "./tracker.ts";
import { addXp, answerXp } from "./xp.ts";

/** A bank item as the Daily Drop decides with it: selection fields plus the key. */
export type DropItem = PracticeItem & { answer: Letter };

export type PracticeContext = {
  /** Today in the student's time zone, that zone, and now. */
  day: string;
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
    };

export const NO_DROP_TODAY = "There is no Daily Drop for today yet; load today's Daily Drop first.";
export const NOT_IN_TODAYS_DROP = "That question is not in today's Daily Drop.";
export const DROP_COMPLETE = "Today's Daily Drop is already complete. Come back tomorrow!";
export const ANSWER_REQUIRED = "userAnswer: choose A, B, C or D, or skip the question.";
const EMPTY_BANK =
  "The question bank is empty. An administrator must build the question dataset first.";

export const IDEMPOTENCY_KEY_REUSED =
  "Idempotency-Key: this key was already used for a different answer today. Send a new key for a new answer.";

/**
 * The result already recorded for this retry (same Idempotency-Key or same question today). A
 * key already used today for another request (another question, answer or skip) is refused
 * (422, as the IETF Idempotency-Key draft says), never answered with the other answer's result.
 */
export function recordedAnswer(
  state: PracticeState,
  command: Extract<PracticeCommand, { type: "SubmitAnswer" }>,
): AnswerRecord | undefined {
  const answers = state.today?.answers ?? [];
  if (command.idempotencyKey) {
    const byKey = answers.find((a) => a.idempotencyKey === command.idempotencyKey);
    if (byKey) {
      const same =
        byKey.questionId === command.questionId &&
        byKey.skipped === command.skipped &&
        (command.skipped || byKey.answer === command.answer);
      if (!same) throw new CommandRefused("unprocessable", IDEMPOTENCY_KEY_REUSED);
      return byKey;
    }
  }
  return answers.find((a) => a.questionId === command.questionId);
}

/**
 * The shown levels a student starts practice with: what the diagnostic supports for a subject
 * it measured, else the spec's default of 1 (no evidence yet; practice earns the level-ups).
 */
export function startingLevels(diagnostic: PracticeContext["diagnostic"]): Record<Subject, number> {
  const tracker = seedTracker(diagnostic);
  const level = (subject: Subject) =>
    diagnostic[subject] ? nextShownLevel(1, tracker.subjects[subject]) : 1;
  return { english: level("english"), math: level("math") };
}

/** Today's questions, chosen once: the same day asks again for nothing new. */
export function assignToday(
  command: Extract<PracticeCommand, { type: "AssignToday" }>,
  state: PracticeState,
  context: PracticeContext,
): PracticeEvent[] {
  if (state.today?.day === context.day) return [];
  if (context.bank.items.length === 0) throw new CommandRefused("conflict", EMPTY_BANK);
  const events: PracticeEvent[] = [];
  let tracker = state.tracker;
  if (!tracker) {
    tracker = seedTracker(context.diagnostic);
    events.push({
      type: "PracticeStarted",
      data: {
        userId: command.userId,
        day: context.day,
        seed: tracker.subjects,
        levels: startingLevels(context.diagnostic),
      },
    });
  }
  const target = targetSuccess({
    day: context.day,
    firstDay: state.firstDay,
    streakBrokenOn: state.streakBrokenOn,
  });
  const slots = chooseDailyDrop({
    bank: context.bank.items,
    tracker: driftTo(tracker, context.day),
    history: state.history,
    seen: context.diagnosticSeen,
    day: context.day,
    testDate: context.testDate,
    target,
    mix: DEFAULT_MIX,
    random: context.random,
  });
  const questions = slots.flatMap((slot) => {
    const item = context.bank.find(slot.questionId);
    return item
      ? [
          {
            questionId: item.id,
            subject: item.subject,
            domain: item.domain,
            skill: item.skill,
            level: item.level,
            slot: slot.slot,
          },
        ]
      : [];
  });
  if (questions.length === 0) throw new CommandRefused("conflict", EMPTY_BANK);
  events.push({
    type: "DailyDropAssigned",
    data: {
      userId: command.userId,
      day: context.day,
      timeZone: context.timeZone,
      target,
      questions,
    },
  });
  return events;
}

/** One answer or skip of today's questions, with the level-up and the day's completion it makes. */
export function submitAnswer(
  command: Extract<PracticeCommand, { type: "SubmitAnswer" }>,
  state: PracticeState,
  context: PracticeContext,
): PracticeEvent[] {
  const today = state.today;
  if (!today || today.day !== context.day) {
    throw new CommandRefused("conflict", NO_DROP_TODAY);
  }
  // A retry (same key, or the same question again today) counts once: nothing new.
  if (recordedAnswer(state, command)) return [];
  if (today.completed) throw new CommandRefused("conflict", DROP_COMPLETE);
  const assigned = today.questions.find((q) => q.questionId === command.questionId);
  if (!assigned) throw new CommandRefused("conflict", NOT_IN_TODAYS_DROP);
  if (!command.skipped && command.answer === null) {
    throw new CommandRefused("invalid", ANSWER_REQUIRED);
  }
  const item = context.bank.find(command.questionId);
  if (!item) {
    throw new CommandRefused("not-found", "questionId: no question in the bank has this id");
  }
  const tracker = driftTo(state.tracker ?? seedTracker(context.diagnostic), context.day);
  const pSuccess = predictedSuccess(tracker, item);
  const correct = !command.skipped && command.answer === item.answer;
  const category = performanceCategory({
    correct,
    skipped: command.skipped,
    pSuccess,
    responseTimeMs: command.responseTimeMs,
    subject: item.subject,
  });
  const wanted = command.skipped ? SKIP_XP : answerXp({ correct, skipped: false, pSuccess });
  const xp = addXp(state.totalXp, wanted) - state.totalXp;
  const common = {
    userId: command.userId,
    day: context.day,
    questionId: item.id,
    subject: item.subject,
    domain: item.domain,
    skill: item.skill,
    responseTimeMs: command.responseTimeMs,
    xp,
    performanceCategory: category,
    idempotencyKey: command.idempotencyKey,
  };
  const events: PracticeEvent[] = [];
  if (command.skipped || command.answer === null) {
    events.push({ type: "DailyDropQuestionSkipped", data: common });
  } else {
    const updated = updateTracker(tracker, item, correct);
    const before = tracker.subjects[item.subject];
    const after = updated.subjects[item.subject];
    events.push({
      type: "DailyDropAnswerSubmitted",
      data: {
        ...common,
        answer: command.answer,
        correct,
        irt: item.irt,
        pSuccess,
        before,
        after,
        domainAfter: domainBelief(updated, item.domain),
      },
    });
    const from = state.levels[item.subject];
    const to = nextShownLevel(from, after);
    if (to > from) {
      events.push({
        type: "LevelChanged",
        data: {
          userId: command.userId,
          day: context.day,
          subject: item.subject,
          from,
          to,
          belief: after,
        },
      });
    }
  }
  if (today.answers.length + 1 >= today.questions.length) {
    const args = { day: context.day, timeZone: context.timeZone, at: context.now };
    const streak = recordCompletion(state.streak, args);
    const correctToday = today.answers.filter((a) => a.correct).length + (correct ? 1 : 0);
    events.push({
      type: "DailyDropCompleted",
      data: {
        userId: command.userId,
        day: context.day,
        timeZone: context.timeZone,
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
