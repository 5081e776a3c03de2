// Request and response shapes of the Daily Drop and progress routes (spec §7–8, issue 7), shared
// with the SPA (which imports only their types, so zod stays out of the browser bundle).
import { z } from "zod";
import { performanceCategories, type PerformanceCategory } from "../../domain/practice/category.ts";
import { focusedXpRules } from "../../domain/practice/events.ts";
import { pacingVerdicts } from "../../domain/practice/pacing.ts";
import { bands, letters, subjects } from "../../domain/questions/item.ts";
import { isRecommendationId } from "../../domain/planning/recommendations.ts";
import { servedQuestionSchema } from "./questions.ts";

const subject = z.enum(subjects);
const letter = z.enum(letters);
const isoDay = z.iso.date();

/** The small set of performance categories (domain/practice/category.ts, docs/rules.md). */
const performanceCategorySchema = z.enum(performanceCategories);
export type { PerformanceCategory };

const levelUpSchema = z.object({ subject, newLevel: z.number().int().min(1).max(12) });

/** POST /api/daily-drop/answer's result: the spec's fields, the explanation, and the new totals. */
export const dailyDropAnswerResultSchema = z.object({
  isCorrect: z.boolean(),
  /** XP this answer earned (−1 for a skip; the completion bonus is in `bonusXp`). */
  xp: z.number().int(),
  performanceCategory: performanceCategorySchema,
  correctAnswer: letter,
  explanation: z.string(),
  /** What the student answered ("" for a skip): a retry returns the first answer's result. */
  userAnswer: z.union([letter, z.literal("")]),
  isSkipped: z.boolean(),
  /** Set when the student's shown level in the question's subject went up. */
  shouldLevelUp: levelUpSchema.nullable(),
  /** The day's completion bonus, when this answer completed the drop (else 0). */
  bonusXp: z.number().int(),
  totalXP: z.number().int(),
  todayXP: z.number().int(),
  questionsCompleted: z.number().int(),
  isCompleted: z.boolean(),
  streakDays: z.number().int(),
  /** "x% of students missed this": the share (0–100) of the question's scored answers that were
   *  wrong (item_responses, this answer included) when the answer is submitted; null under
   *  MISSED_SHARE_MIN_ANSWERS (30) answers (domain/analytics/item-statistics.ts). A reload's
   *  answered question leaves it out. */
  missedShare: z.number().int().min(0).max(100).nullable().optional(),
});
export type DailyDropAnswerResult = z.infer<typeof dailyDropAnswerResultSchema>;

export const dailyDropAnswerBodySchema = z.strictObject({
  questionId: z.string().min(1).max(64),
  /** A letter, or "" when skipped. */
  userAnswer: z.union([letter, z.literal("")]),
  /** Milliseconds on the question. */
  responseTime: z.number().int().min(0).max(86_400_000),
  /** What the client believes; the server uses its own record and ignores a mismatch. */
  subjectType: subject.optional(),
  difficultyLevel: z.number().int().min(1).max(12).optional(),
  isSkipped: z.boolean(),
  /**
   * The day of the drop the question was answered in (`day` of GET /api/daily-drop). Absent:
   * today's. An earlier day is an answer made offline and sent late: it counts for that day
   * within the grace period (docs/rules.md, "Answers sent late").
   */
  day: z.iso.date().optional(),
  /** When the student answered, by the device's clock (ISO 8601); required for a late answer. */
  answeredAt: z.iso.datetime({ offset: true }).optional(),
});
export type DailyDropAnswerBody = z.infer<typeof dailyDropAnswerBodySchema>;

/** An answered question's result as a reload shows it (a drop's; a focused set's adds its own). */
const answeredFields = {
  isCorrect: true,
  xp: true,
  performanceCategory: true,
  correctAnswer: true,
  explanation: true,
  userAnswer: true,
  isSkipped: true,
  missedShare: true,
} as const;

/** A question of today's drop, with its result once answered (so a reload resumes). */
export const dailyDropQuestionSchema = servedQuestionSchema.extend({
  /** "review" for the spaced-review slot. */
  slot: z.enum(["practice", "review"]),
  answered: dailyDropAnswerResultSchema.pick(answeredFields).nullable(),
});
export type DailyDropQuestion = z.infer<typeof dailyDropQuestionSchema>;

/** GET /api/daily-drop: today's five questions (fixed once assigned) and whether it is done. */
export const dailyDropSchema = z.object({
  /** Today in the student's own time zone. */
  day: isoDay,
  questions: z.array(dailyDropQuestionSchema),
  completed: z.boolean(),
});
export type DailyDrop = z.infer<typeof dailyDropSchema>;

/** GET /api/daily-drop/progress (the spec's "Daily Drop progress"). */
export const dailyDropProgressSchema = z.object({
  todaySession: z.object({
    isCompleted: z.boolean(),
    questionsCompleted: z.number().int(),
    /** XP earned today: the Daily Drop's and Practice Mode's (today's bar in XP per day). */
    totalXP: z.number().int(),
  }),
  questionMix: z.object({ english: z.number().int(), math: z.number().int() }),
  streakDays: z.number().int(),
  totalXP: z.number().int(),
  currentLevels: z.object({ english: z.number().int(), math: z.number().int() }),
});
export type DailyDropProgress = z.infer<typeof dailyDropProgressSchema>;

/** An estimated score with its likely range (the diagnostic's 90% range), 200–800. */
export const scoreEstimateSchema = z.object({
  score: z.number().int(),
  low: z.number().int(),
  high: z.number().int(),
  /** False while the estimate is the population's (no diagnostic and no answers yet). */
  measured: z.boolean(),
});
export type ScoreEstimate = z.infer<typeof scoreEstimateSchema>;

/** Questions done (answers and skips), the right ones and the skipped ones. */
const questionCountsSchema = z.object({
  questions: z.number().int(),
  correct: z.number().int(),
  skipped: z.number().int(),
});

/** GET /api/progress/detailed: the spec's fields plus the parent view's readiness and week. */
export const detailedProgressSchema = z.object({
  correctAnswers: z.number().int(),
  totalQuestionsAnswered: z.number().int(),
  currentEnglishLevel: z.number().int(),
  currentMathLevel: z.number().int(),
  projectedEnglishLevel: z.number().int(),
  projectedMathLevel: z.number().int(),
  daysUntilTest: z.number().int(),
  /** Share of the days since the student joined with a finished drop (today once done), 0–1. */
  completionRate: z.number(),
  streakDays: z.number().int(),
  /** Per subject: whether the level rests on evidence (the diagnostic or answers); an unmeasured
   *  subject shows no label (docs/rules.md, "Parent View figures"). */
  measured: z.object({ english: z.boolean(), math: z.boolean() }),
  /** Today's estimated score per subject with its range: the one score every screen shows. */
  estimatedScores: z.object({ english: scoreEstimateSchema, math: scoreEstimateSchema }),
  /** Both subjects added, score and range ends (domain/practice/readiness.ts estimatedTotal). */
  estimatedTotal: z.object({
    score: z.number().int(),
    low: z.number().int(),
    high: z.number().int(),
  }),
  /** The SAT total the student aims for (410–1600), null when none is set. */
  goalScore: z.number().int().nullable(),
  /** 0–100: how far the estimated total has come from 400 towards the goal score
   *  (domain/practice/readiness.ts); null without a goal, and until both subjects are measured. */
  testReadiness: z.number().int().nullable(),
  weekly: z.object({
    /** Questions done this week, the Daily Drop's and Practice Mode's added: answered and
     *  skipped (domain/practice/summary.ts questionsBySource). */
    questionsAnswered: z.number().int(),
    correct: z.number().int(),
    skipped: z.number().int(),
    /** The same counts for the Daily Drop alone and Practice Mode alone; they add up to the above. */
    dailyDrop: questionCountsSchema,
    practice: questionCountsSchema,
    /** Right ÷ questions done (a skip is not right), 0–1; null below 5 questions. */
    accuracy: z.number().nullable(),
    /** Days with a finished drop ÷ days the student could have practised this week (since
     *  Sunday or the day they joined; today once its drop is done), 0–1; null before one day. */
    participation: z.number().nullable(),
    daysPracticed: z.number().int(),
    possibleDays: z.number().int(),
    streakDays: z.number().int(),
  }),
  /** Daily Drop questions per day (Practice Mode's not included), the last 14 days in the
   *  student's time zone, oldest first. */
  questionsPerDay: z.array(z.object({ date: isoDay, count: z.number().int() })),
});
export type DetailedProgress = z.infer<typeof detailedProgressSchema>;

/** POST /api/progress/goal-score: the goal to measure readiness against, or null to remove it.
 *  The range is the decider's rule (domain/practice/goal-score.ts); here only its type. */
export const goalScoreBodySchema = z.strictObject({
  goalScore: z
    .number({ error: "must be a number or null" })
    .int("must be a whole number")
    .nullable(),
});
export type GoalScoreBody = z.infer<typeof goalScoreBodySchema>;

/** GET /api/progress/performance-detailed: the student view's history and breakdowns. */
export const performanceDetailedSchema = z.object({
  bySkill: z.array(
    z.object({
      subject,
      domain: z.string(),
      skill: z.string(),
      attempts: z.number().int(),
      correct: z.number().int(),
    }),
  ),
  /** XP per day: the Daily Drop's (answers and bonus) and Practice Mode's, and their sum `xp`;
   *  the days add up to the header's total XP (domain/practice/summary.ts xpPerDay). */
  xpByDay: z.array(
    z.object({
      date: isoDay,
      dailyDropXp: z.number().int(),
      practiceXp: z.number().int(),
      xp: z.number().int(),
    }),
  ),
  /** Estimated score and shown level per subject at the end of each day with answers. */
  abilityHistory: z.array(
    z.object({
      date: isoDay,
      englishScore: z.number().int(),
      mathScore: z.number().int(),
      englishLevel: z.number().int(),
      mathLevel: z.number().int(),
    }),
  ),
  /** Median seconds per answered question against the SAT's per-question budget, and against
   *  the time it takes to read a question (faster is rushing: domain/practice/pacing.ts). */
  pacing: z.array(
    z.object({
      subject,
      medianSeconds: z.number().nullable(),
      budgetSeconds: z.number(),
      /** Faster than this an answer came before the question could be read. */
      rushingSeconds: z.number(),
      /** The median's verdict; null before any timed answer. */
      verdict: z.enum(pacingVerdicts).nullable(),
      answered: z.number().int(),
      /** Answers given faster than rushingSeconds. */
      rushed: z.number().int(),
    }),
  ),
});
export type PerformanceDetailed = z.infer<typeof performanceDetailedSchema>;

/** GET /api/progress/as-of-range: the days progress can be seen as of (time travel): from the
 *  day the account was created to today, in the student's time zone. */
export const asOfRangeSchema = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  today: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type AsOfRange = z.infer<typeof asOfRangeSchema>;

/** GET /api/progress/projections: the projection to the test date, per subject, as a fan. */
export const projectionsSchema = z.object({
  testDate: isoDay,
  daysUntilTest: z.number().int(),
  /** Practice hours per week at the student's current pace. */
  hoursPerWeek: z.number(),
  subjects: z.array(
    z.object({
      subject,
      /** False before the diagnostic or any answer in the subject: the estimate is the
       *  population's, and projectedLevel is the current level (no gain claimed). */
      measured: z.boolean(),
      currentScore: z.number().int(),
      currentLevel: z.number().int(),
      projectedLevel: z.number().int(),
      /** Points per practice hour: the student's own fit, or the prior before there is data. */
      pointsPerHour: z.number(),
      fittedFromHistory: z.boolean(),
      /** Weekly points from today to the test date: median and 80% band (test-day noise in). */
      fan: z.array(
        z.object({
          date: isoDay,
          median: z.number().int(),
          low: z.number().int(),
          high: z.number().int(),
        }),
      ),
    }),
  ),
});
export type Projections = z.infer<typeof projectionsSchema>;

// ─── Focused practice (issue 19) ───────────────────────────────────────────────────────────────

/** POST /api/practice/focused: start a focused set, from a recommendation (its id) or a domain
 *  or skill chosen directly (the dashboard's Practice Mode once the day's drop is done). */
export const focusedStartBodySchema = z.strictObject({
  /** A recommendation's id as the study recommendations make them (isRecommendationId). */
  recommendationId: z
    .string()
    .max(200)
    .refine(isRecommendationId, "is not the id of a study recommendation")
    .optional(),
  domain: z.string().max(80).optional(),
  skill: z.string().max(80).optional(),
  /** The difficulty the set was offered at (a recommendation's): every question's level is in
   *  its band. Absent: the band of the student's level in the subject. */
  difficulty: z.enum(bands).optional(),
});
export type FocusedStartBody = z.infer<typeof focusedStartBodySchema>;

/** Why a focused answer earned the XP it did; null for a skip (docs/rules.md, "Focused practice"). */
const focusedXpRuleSchema = z.enum(focusedXpRules).nullable();

/** POST /api/practice/focused/:setId/answer's result: the Daily Drop's answer result, with the
 *  set's totals in its fields (`todayXP`: XP from extra practice today, which the cap counts;
 *  `questionsCompleted`, `isCompleted`: the set's; `bonusXp` always 0, sets have no bonus), and
 *  the XP rule with a plain-words note. */
export const focusedAnswerResultSchema = dailyDropAnswerResultSchema.extend({
  xpRule: focusedXpRuleSchema,
  xpNote: z.string(),
});
export type FocusedAnswerResult = z.infer<typeof focusedAnswerResultSchema>;

/** A question of a focused set, with its result once answered (so a reload resumes). */
export const focusedQuestionSchema = servedQuestionSchema.extend({
  answered: focusedAnswerResultSchema
    .pick({ ...answeredFields, xpRule: true, xpNote: true, shouldLevelUp: true })
    .nullable(),
});
export type FocusedQuestion = z.infer<typeof focusedQuestionSchema>;

/** POST /api/practice/focused (201 new, 200 resumed) and GET /api/practice/focused/:setId. */
export const focusedSetSchema = z.object({
  setId: z.uuid(),
  /** The student's day it belongs to. */
  day: isoDay,
  recommendationId: z.string().nullable(),
  subject,
  domain: z.string(),
  domainName: z.string(),
  /** The skill practised first (null: the whole domain). */
  skill: z.string().nullable(),
  skillName: z.string().nullable(),
  questions: z.array(focusedQuestionSchema),
  /** The set's difficulty: the band every question's level is in (null for an older set that
   *  mixed bands). */
  difficulty: z.enum(bands).nullable(),
  /** How many questions a full set has (FOCUSED_SET_SIZE): fewer means the skill ran out. */
  fullSize: z.number().int(),
  completed: z.boolean(),
  /** The set so far: questions done, right, skipped, and the XP they earned. */
  summary: z.object({
    answered: z.number().int(),
    correct: z.number().int(),
    skipped: z.number().int(),
    xp: z.number().int(),
  }),
  /** XP from extra practice today and the day's limit (FOCUSED_DAILY_XP_CAP). */
  focusedXpToday: z.number().int(),
  focusedXpCap: z.number().int(),
});
export type FocusedSetView = z.infer<typeof focusedSetSchema>;
