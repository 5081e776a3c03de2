// Request and response shapes of the analysts' routes (issue 20: learning history, time travel,
// the cohort view) and of the admins' list of analyst accesses, shared with the SPA (which
// imports only their types). Analysts see pseudonymous ids ("s-" + 32 hex digits,
// api/analyst/pseudonym.ts) and usernames: never an account id, a name, an email or a birth year.
import { z } from "zod";
import { analystAccessActions, type AnalystAccessAction } from "../../domain/analyst/events.ts";
import { historyContexts } from "../../domain/history/entry.ts";
import { letters, subjects } from "../../domain/questions/item.ts";
import { detailedProgressSchema } from "./practice.ts";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as yyyy-MM-dd");
const pseudonym = z
  .string()
  .regex(/^s-[0-9a-f]{32}$/, "must be a student id (s- and 32 hex digits)");
const irt = z.object({ a: z.number(), b: z.number(), c: z.number() });

/** A student as analysts see them. An erased account keeps only its id and when it was erased. */
export const analystStudentSchema = z.object({
  id: pseudonym,
  /** null once erased (the username was released). */
  username: z.string().nullable(),
  status: z.enum(["active", "erased"]),
  /** The day the account was registered (UTC), null once erased. */
  registeredOn: day.nullable(),
  erasedAt: z.iso.datetime().nullable(),
});
export type AnalystStudent = z.infer<typeof analystStudentSchema>;

/** GET /api/analyst/students?q=: by username (prefix, case-insensitive) or by id (exact). */
export const analystSearchQuerySchema = z.object({
  q: z.string().trim().min(2, "type at least 2 characters of a username, or a student id").max(80),
});
export const analystSearchSchema = z.object({ students: z.array(analystStudentSchema) });
export type AnalystSearch = z.infer<typeof analystSearchSchema>;

export const analystStudentParamsSchema = z.object({ id: pseudonym });

/**
 * The contexts a timeline entry comes from (the stream it was recorded on): the learning
 * history's own list (domain/history/entry.ts).
 */
export const timelineContexts = historyContexts;

/**
 * One recorded fact of a student's learning history, in the order it was recorded. The common
 * columns are filled where they apply (null otherwise); `detail` holds the rest of what the
 * event recorded, with other students named by their pseudonymous ids.
 */
export const timelineEntrySchema = z.object({
  /** 1, 2, 3… per student, in recorded order: the paging key. */
  seq: z.number().int().positive(),
  at: z.iso.datetime(),
  context: z.enum(timelineContexts),
  /** The event type, e.g. "DailyDropAnswerSubmitted". */
  type: z.string(),
  /** One line in plain words. */
  summary: z.string(),
  subject: z.enum(subjects).nullable(),
  questionId: z.string().nullable(),
  answer: z.enum(letters).nullable(),
  correct: z.boolean().nullable(),
  responseTimeMs: z.number().int().nullable(),
  xp: z.number().int().nullable(),
  /** The estimate after this fact, on the 200–800 scale, with its range. */
  estimate: z.object({ score: z.number(), low: z.number(), high: z.number() }).nullable(),
  level: z.number().int().nullable(),
  streakDays: z.number().int().nullable(),
  detail: z.record(z.string(), z.unknown()),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** GET /api/analyst/students/:id/timeline?after=&limit= */
export const timelineQuerySchema = z.object({
  /** Entries after this seq (0 or absent: from the first). */
  after: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const timelinePageSchema = z.object({
  student: analystStudentSchema,
  entries: z.array(timelineEntrySchema),
  /** The `after` of the next page, null on the last page. */
  nextAfter: z.number().int().nullable(),
  /** Entries in the whole history. */
  total: z.number().int(),
});
export type TimelinePage = z.infer<typeof timelinePageSchema>;

/** The CSV export's columns, in order (GET /api/analyst/students/:id/history.csv). */
export const timelineCsvColumns = [
  "seq",
  "at",
  "context",
  "type",
  "summary",
  "subject",
  "question_id",
  "answer",
  "correct",
  "response_time_ms",
  "xp",
  "score",
  "score_low",
  "score_high",
  "level",
  "streak_days",
  "detail",
] as const;

/** ?asOf=yyyy-MM-dd: the progress as it stood at the end of that day in the student's zone. */
export const asOfQuerySchema = z.object({ asOf: day.optional() });

/** GET /api/analyst/students/:id/progress?asOf=: time travel for analysts. */
export const analystProgressSchema = z.object({
  student: analystStudentSchema,
  /** The day asked for (today when absent). */
  asOf: day,
  totalXP: z.number().int(),
  progress: detailedProgressSchema,
});
export type AnalystProgress = z.infer<typeof analystProgressSchema>;

/** GET /api/analyst/cohort/items (and items.csv): each question of the bank. */
export const cohortItemSchema = z.object({
  questionId: z.string(),
  subject: z.enum(subjects),
  domain: z.string(),
  skill: z.string(),
  level: z.number().int(),
  retired: z.boolean(),
  /** Scored answers (diagnostic, Daily Drop, focused practice). */
  attempts: z.number().int(),
  /** Share answered correctly; null with no attempts. */
  pValue: z.number().nullable(),
  /** Correlation of being right with the student's ability before answering; null under 10
   *  attempts or without spread. */
  pointBiserial: z.number().nullable(),
  /** Share of the subject's active students who answered it. */
  exposure: z.number(),
  authored: irt,
  /** The latest calibrated parameters, null before any calibration. */
  calibrated: irt.nullable(),
  /** The calibration flagged the item's fit as bad. */
  flagged: z.boolean(),
});
export const cohortItemsSchema = z.object({ items: z.array(cohortItemSchema) });
export type CohortItem = z.infer<typeof cohortItemSchema>;

/** GET /api/analyst/cohort/skills (and skills.csv): how mastered each skill is across students. */
export const cohortSkillSchema = z.object({
  subject: z.enum(subjects),
  domain: z.string(),
  skill: z.string(),
  /** Students with enough answers in the skill to count. */
  students: z.number().int(),
  /** Students per mastery band (smoothed accuracy), from the lowest band up. */
  bands: z.array(z.object({ label: z.string(), students: z.number().int() })),
  medianMastery: z.number().nullable(),
});
export const cohortSkillsSchema = z.object({
  /** The fewest answers in a skill for a student to count in its distribution. */
  minAnswers: z.number().int(),
  skills: z.array(cohortSkillSchema),
});
export type CohortSkill = z.infer<typeof cohortSkillSchema>;

/** GET /api/analyst/cohort/days?from=&to= (and days.csv): activity per UTC day. */
export const cohortDaysQuerySchema = z.object({ from: day.optional(), to: day.optional() });
export const cohortDaySchema = z.object({
  date: day,
  activeStudents: z.number().int(),
  answers: z.number().int(),
});
export const cohortDaysSchema = z.object({ from: day, to: day, days: z.array(cohortDaySchema) });
export type CohortDay = z.infer<typeof cohortDaySchema>;

/** What an analyst did with a student's history (the access log's `action`): defined with the
 *  access log's events, re-exported here for the API and the SPA. */
export { analystAccessActions, type AnalystAccessAction };

/** GET /api/admin/analyst-accesses?before=&limit=: every analyst read of a student's history. */
export const analystAccessSchema = z.object({
  at: z.iso.datetime(),
  /** The analyst's username (staff), or their email when they have none; never an account id. */
  analyst: z.string(),
  studentId: pseudonym,
  action: z.enum(analystAccessActions),
  /** What exactly: the page, the date asked for. */
  detail: z.string(),
});
export const analystAccessesQuerySchema = z.object({
  /** Accesses before this time (absent: the newest). */
  before: z.iso.datetime().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const analystAccessesSchema = z.object({
  accesses: z.array(analystAccessSchema),
  nextBefore: z.iso.datetime().nullable(),
});
export type AnalystAccess = z.infer<typeof analystAccessSchema>;
