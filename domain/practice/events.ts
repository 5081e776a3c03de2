// The Daily Drop's events (stream practice-<userId>): one stream per student across all days.
// Each day's five questions are assigned once (DailyDropAssigned, fixed for the day), each
// answered or skipped once (DailyDropAnswerSubmitted / DailyDropQuestionSkipped, carrying the XP,
// the category and the ability before and after), a shown level that rises is recorded
// (LevelChanged), and the fifth answer completes the day (DailyDropCompleted, with the bonus and
// the streak). The first assignment seeds the ability tracker from the diagnostic
// (PracticeStarted). Focused practice (a set of questions in one skill or domain, started from a
// study recommendation or after the day's drop) is recorded on the same stream, since its answers
// move the same tracker: FocusedPracticeAssigned, then FocusedAnswerSubmitted /
// FocusedQuestionSkipped for each question; it never completes a drop or touches the streak.
// A stored contract: projections and the API read the stream through this
// module only.
import { z } from "zod";
import { eventCodec, streamName, type EventOf } from "../events.ts";
import { domainNames, letters, subjects, type Domain } from "../questions/item.ts";
import { performanceCategories } from "./category.ts";

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

/** When a drop's answer sent late from the offline queue was given, by the device's clock (only
 *  on such answers: docs/rules.md, "Answers sent late"). */
const answeredAt = z.iso.datetime({ offset: true }).optional();

/** An answer (not a skip) as the tracker scored it: a drop's and a focused set's. */
const scoredFields = {
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
};

/** One question of a focused set. */
const focusedQuestion = z.object({
  questionId: z.string(),
  subject,
  domain,
  skill: z.string(),
  level: z.number().int(),
});
const setId = z.uuid();

/** Why an extra-practice answer earned the XP it did (docs/rules.md, "Focused practice"). */
export const focusedXpRules = ["counted", "repeat", "easy", "daily-cap"] as const;
export type FocusedXpRule = (typeof focusedXpRules)[number];

export const focusedEventSchemas = {
  /** A focused set: questions of one domain (one skill when given), fixed once assigned. */
  FocusedPracticeAssigned: z.object({
    userId,
    day,
    timeZone: z.string(),
    setId,
    /** The study recommendation it was started from (its id), or null. */
    recommendationId: z.string().max(200).nullable(),
    subject,
    domain,
    skill: z.string().nullable(),
    target: z.number(),
    questions: z.array(focusedQuestion).min(1),
  }),
  /** An answer to a question of a focused set: scored and tracked like a Daily Drop answer. */
  FocusedAnswerSubmitted: z.object({
    ...answerFields,
    setId,
    ...scoredFields,
    xpRule: z.enum(focusedXpRules),
  }),
  /** A question of a focused set skipped: no XP either way, the ability does not move. */
  FocusedQuestionSkipped: z.object({ ...answerFields, setId }),
} as const;

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
  DailyDropAnswerSubmitted: z.object({ ...answerFields, ...scoredFields, answeredAt }),
  /** One of today's questions skipped (−1 XP; the ability estimate does not move). */
  DailyDropQuestionSkipped: z.object({ ...answerFields, answeredAt }),
  /** A shown level went up (it never goes down). */
  LevelChanged: z.object({
    userId,
    day,
    subject,
    from: z.number().int(),
    to: z.number().int(),
    belief,
    /** The focused set whose answer raised it; absent for a Daily Drop answer. */
    setId: setId.optional(),
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
  ...focusedEventSchemas,
} as const;

const practiceEvents = eventCodec("practice", practiceEventSchemas);
export type PracticeEvent = EventOf<typeof practiceEventSchemas>;
export const parsePracticeEvent = practiceEvents.parse;
export const practiceStream = streamName("practice");

/** The data of one type of practice event. */
export type PracticeEventData<T extends PracticeEvent["type"]> = Extract<
  PracticeEvent,
  { type: T }
>["data"];

/** One of a day's assigned questions. */
export type AssignedQuestion = PracticeEventData<"DailyDropAssigned">["questions"][number];
