// The Daily Drop (stream practice-<userId>): one stream per student across all days. Each day's
// five questions are assigned once (DailyDropAssigned, fixed for the day), each answered or
// skipped once (DailyDropAnswerSubmitted / DailyDropQuestionSkipped, carrying the XP, the
// category and the ability before and after), a shown level that rises is recorded
// (LevelChanged), and the fifth answer completes the day (DailyDropCompleted, with the bonus and
// the streak). The first assignment seeds the ability tracker from the diagnostic
// (PracticeStarted). Time, the student's day and randomness arrive in the context.
import { z } from "zod";
import { assertNever, CommandRefused, type Decider } from "../decider.ts";
import { eventCodec, streamName, type EventOf } from "../events.ts";
import {
  domainNames,
  letters,
  subjects,
  type Domain,
  type Letter,
  type Subject,
} from "../questions/item.ts";
import { performanceCategories, performanceCategory } from "./category.ts";
import { COMPLETION_BONUS_XP, DEFAULT_MIX, SKIP_XP } from "./constants.ts";
import { nextShownLevel } from "./levels.ts";
import {
  chooseDailyDrop,
  targetSuccess,
  type PastAnswer,
  type PracticeItem,
  type SeenQuestion,
} from "./selection.ts";
import { brokenStreakDay, emptyStreak, recordCompletion, type Streak } from "./streak.ts";
import {
  domainBelief,
  driftTo,
  predictedSuccess,
  seedTracker,
  updateTracker,
  type Belief,
  type Tracker,
} from "./tracker.ts";
import { addXp, answerXp } from "./xp.ts";

const userId = z.uuid();
const subject = z.enum(subjects);
const domain = z.enum(Object.keys(domainNames) as [Domain, ...Domain[]]);
const day = z.iso.date();
const belief = z.object({ mean: z.number(), sd: z.number().positive() });
const irt = z.object({ a: z.number(), b: z.number(), c: z.number() });
const category = z.enum(performanceCategories);
const idempotencyKey = z.string().min(1).max(200).nullable();

const answerFields = {
  userId,
  day,
  questionId: z.string(),
  subject,
  domain,
  skill: z.string(),
  responseTimeMs: z.number().int().nonnegative(),
  /** The XP change actually applied (the total never goes below 0, so a skip at 0 is 0). */
  xp: z.number().int(),
  performanceCategory: category,
  /** The client's Idempotency-Key, so a retry is recognised. */
  idempotencyKey,
};

export const practiceEventSchemas = {
  /** The first drop: the tracker's starting beliefs (from the diagnostic, or the default). */
  PracticeStarted: z.object({
    userId,
    day,
    seed: z.object({ english: belief, math: belief }),
    /** The shown levels to start from. */
    levels: z.object({ english: z.number().int(), math: z.number().int() }),
  }),
  /** Today's questions, fixed for the day. */
  DailyDropAssigned: z.object({
    userId,
    day,
    timeZone: z.string(),
    /** The success rate the questions were chosen for. */
    target: z.number(),
    questions: z
      .array(
        z.object({
          questionId: z.string(),
          subject,
          domain,
          skill: z.string(),
          level: z.number().int(),
          slot: z.enum(["practice", "review"]),
        }),
      )
      .min(1),
  }),
  /** An answer to one of today's questions, scored, with the ability before and after. */
  DailyDropAnswerSubmitted: z.object({
    ...answerFields,
    answer: z.enum(letters),
    correct: z.boolean(),
    /** The item's parameters when answered (the calibrated difficulty). */
    irt,
    /** P(correct) the tracker predicted before the answer. */
    pSuccess: z.number(),
    before: belief,
    after: belief,
    /** The question's domain offset after the answer. */
    domainAfter: belief,
  }),
  /** One of today's questions skipped (−1 XP; the ability estimate does not move). */
  DailyDropQuestionSkipped: z.object(answerFields),
  /** A shown level went up (it never goes down). */
  LevelChanged: z.object({
    userId,
    day,
    subject,
    from: z.number().int(),
    to: z.number().int(),
    belief,
  }),
  /** The day's fifth answer: the completion bonus and the streak after it. */
  DailyDropCompleted: z.object({
    userId,
    day,
    timeZone: z.string(),
    completedAt: z.iso.datetime(),
    bonusXp: z.number().int(),
    correct: z.number().int(),
    streakDays: z.number().int(),
    /** The first missed day when this completion restarted a broken streak. */
    streakBrokenOn: day.nullable(),
  }),
} as const;

type Schemas = typeof practiceEventSchemas;
export const practiceEvents = eventCodec("practice", practiceEventSchemas);
export type PracticeEvent = EventOf<Schemas>;
export const parsePracticeEvent = practiceEvents.parse;
export const practiceStream = streamName("practice");

/** One answered (or skipped) question of a day, as the student's result shows it. */
export type AnswerRecord = {
  questionId: string;
  subject: Subject;
  answer: Letter | null;
  skipped: boolean;
  correct: boolean;
  xp: number;
  performanceCategory: z.infer<typeof category>;
  idempotencyKey: string | null;
  levelUp: { subject: Subject; newLevel: number } | null;
};

export type DropState = {
  day: string;
  timeZone: string;
  questions: z.infer<Schemas["DailyDropAssigned"]>["questions"];
  answers: AnswerRecord[];
  completed: boolean;
  xp: number;
  bonusXp: number;
};

export type PracticeState = {
  tracker: Tracker | null;
  levels: Record<Subject, number>;
  totalXp: number;
  streak: Streak;
  firstDay: string | null;
  streakBrokenOn: string | null;
  history: PastAnswer[];
  today: DropState | null;
};

export const initialPracticeState: PracticeState = {
  tracker: null,
  levels: { english: 1, math: 1 },
  totalXp: 0,
  streak: emptyStreak,
  firstDay: null,
  streakBrokenOn: null,
  history: [],
  today: null,
};

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
export const EMPTY_BANK =
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

export const practiceDecider: Decider<
  PracticeCommand,
  PracticeEvent,
  PracticeState,
  PracticeContext
> = {
  initialState: initialPracticeState,

  decide(command, state, context) {
    switch (command.type) {
      case "AssignToday": {
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

      case "SubmitAnswer": {
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

      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case "PracticeStarted": {
        const tracker: Tracker = { subjects: event.data.seed, domains: {}, day: event.data.day };
        return { ...state, tracker, levels: event.data.levels, firstDay: event.data.day };
      }
      case "DailyDropAssigned":
        return {
          ...state,
          firstDay: state.firstDay ?? event.data.day,
          tracker: state.tracker ? driftTo(state.tracker, event.data.day) : state.tracker,
          today: {
            day: event.data.day,
            timeZone: event.data.timeZone,
            questions: event.data.questions,
            answers: [],
            completed: false,
            xp: 0,
            bonusXp: 0,
          },
        };
      case "DailyDropAnswerSubmitted":
      case "DailyDropQuestionSkipped": {
        const d = event.data;
        const answered = event.type === "DailyDropAnswerSubmitted";
        const record: AnswerRecord = {
          questionId: d.questionId,
          subject: d.subject,
          answer: answered ? event.data.answer : null,
          skipped: !answered,
          correct: answered ? event.data.correct : false,
          xp: d.xp,
          performanceCategory: d.performanceCategory,
          idempotencyKey: d.idempotencyKey,
          levelUp: null,
        };
        let tracker = state.tracker;
        if (answered && tracker) {
          const domainsNow: Partial<Record<Domain, Belief>> = {
            ...tracker.domains,
            [d.domain]: event.data.domainAfter,
          };
          tracker = {
            subjects: { ...tracker.subjects, [d.subject]: event.data.after },
            domains: domainsNow,
            day: d.day,
          };
        }
        const past: PastAnswer = {
          questionId: d.questionId,
          subject: d.subject,
          domain: d.domain,
          skill: d.skill,
          day: d.day,
          correct: answered ? event.data.correct : false,
          skipped: !answered,
        };
        return {
          ...state,
          tracker,
          totalXp: state.totalXp + d.xp,
          history: [...state.history, past],
          today:
            state.today && state.today.day === d.day
              ? {
                  ...state.today,
                  answers: [...state.today.answers, record],
                  xp: state.today.xp + d.xp,
                }
              : state.today,
        };
      }
      case "LevelChanged": {
        const today = state.today;
        const answers = today?.answers ?? [];
        const last = answers.at(-1);
        return {
          ...state,
          levels: { ...state.levels, [event.data.subject]: event.data.to },
          today:
            today && last
              ? {
                  ...today,
                  answers: [
                    ...answers.slice(0, -1),
                    { ...last, levelUp: { subject: event.data.subject, newLevel: event.data.to } },
                  ],
                }
              : today,
        };
      }
      case "DailyDropCompleted": {
        const d = event.data;
        return {
          ...state,
          totalXp: state.totalXp + d.bonusXp,
          streak: recordCompletion(state.streak, {
            day: d.day,
            timeZone: d.timeZone,
            at: new Date(d.completedAt),
          }),
          streakBrokenOn: d.streakBrokenOn ?? state.streakBrokenOn,
          today:
            state.today && state.today.day === d.day
              ? { ...state.today, completed: true, bonusXp: d.bonusXp }
              : state.today,
        };
      }
      default:
        return assertNever(event);
    }
  },
};
