// Request and response shapes of study planning (spec §3 "Study planning screen", §6 Study
// recommendation, Performance insight, Optimal timing, Study plan payload, §7 calls; issue 19),
// shared with the SPA (which imports only their types).
import { z } from "zod";
import {
  preferredTimes,
  studyActivities,
  studyIntensities,
  weeklyHoursOptions,
} from "../../domain/planning/events.ts";
import { subjects } from "../../domain/questions/item.ts";

/** The spec's plan options (§5, §9), defined once in the domain. */
export { preferredTimes, studyIntensities, weeklyHoursOptions };

const isoDay = z.iso.date();

/** The spec's Study recommendation. `id` is stable for the day (Start sends it back). */
export const studyRecommendationSchema = z.object({
  id: z.string(),
  recommendationType: z.enum(["weakness_focus", "daily_practice", "review"]),
  priority: z.enum(["high", "medium", "low"]),
  subject: z.enum(subjects),
  /** The skill (underscores shown as spaces); the day's drop has "mixed". */
  subsection: z.string(),
  /** The bank domain practised (null for the Daily Drop, which mixes them). */
  domain: z.string().nullable(),
  reasoning: z.string(),
  suggestedQuestions: z.number().int(),
  /** Minutes. */
  estimatedTime: z.number().int(),
  difficulty: z.enum(["easy", "medium", "hard"]),
  completed: z.boolean(),
});
export type StudyRecommendation = z.infer<typeof studyRecommendationSchema>;
export const studyRecommendationsSchema = z.array(studyRecommendationSchema);

/** The spec's Performance insight; `confidence` is a percent from a stated computation. */
export const performanceInsightSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  priority: z.enum(["critical", "important", "other"]),
  confidence: z.number().int().min(0).max(100),
  suggestedAction: z.string(),
});
export type PerformanceInsight = z.infer<typeof performanceInsightSchema>;
export const performanceInsightsSchema = z.array(performanceInsightSchema);

/** The spec's Optimal timing. */
export const optimalTimingSchema = z.object({
  /** Minutes a session. */
  duration: z.number().int(),
  /** Sessions a week. */
  frequency: z.number().int(),
  bestTimes: z.array(z.string()),
  reasoning: z.string(),
  restDays: z.array(z.string()),
});
export type OptimalTiming = z.infer<typeof optimalTimingSchema>;

/** POST /api/study-plan: the spec's payload. */
export const studyPlanBodySchema = z.strictObject({
  testDate: isoDay.nullable().optional(),
  /** 3, 5, 7, 10 or 15; 7 when not given. */
  weeklyHours: z.literal(weeklyHoursOptions).optional(),
  preferredTimes: z.array(z.enum(preferredTimes)).length(1),
  studyIntensity: z.enum(studyIntensities),
});

/** The plan as the Study Plan tab shows it (GET /api/study-plan; POST answers with it too). */
export const studyPlanSchema = z.object({
  planId: z.string(),
  createdAt: z.iso.datetime(),
  testDate: isoDay,
  /** Whether the test date is the student's SAT date from onboarding (none was sent). */
  testDateFromProfile: z.boolean(),
  weeklyHours: z.literal(weeklyHoursOptions),
  preferredTime: z.enum(preferredTimes),
  studyIntensity: z.enum(studyIntensities),
  /** Week by week to the test date. */
  weeks: z.array(
    z.object({
      weekStart: isoDay,
      focus: z.string(),
      minutes: z.number().int(),
      sessions: z.number().int(),
      /** Minutes studied that week (sessions recorded and practice answered), so far. */
      minutesDone: z.number().int(),
    }),
  ),
  /** Projected scores at the test date: keeping the current pace against following the plan. */
  projection: z.object({
    withoutPlan: z.object({
      total: z.number().int(),
      low: z.number().int(),
      high: z.number().int(),
    }),
    withPlan: z.object({ total: z.number().int(), low: z.number().int(), high: z.number().int() }),
    currentHoursPerWeek: z.number(),
    explanation: z.string(),
  }),
  /** Share of the plan's minutes done in the weeks so far (0–100), or null before a full day. */
  adherence: z.number().int().min(0).max(100).nullable(),
});
export type StudyPlan = z.infer<typeof studyPlanSchema>;

/** POST /api/study-session: a study session done outside the app's questions (spec: defined,
 *  unused by the UI), counted toward the plan's adherence. */
export const studySessionBodySchema = z.strictObject({
  /** When it started; not in the future, at most 14 days back. */
  startedAt: z.iso.datetime(),
  /** 5 to 240 minutes. */
  minutes: z.number().int().min(5).max(240),
  activity: z.enum(studyActivities),
  subject: z.enum([...subjects, "both"]).optional(),
});

/** GET /api/study-plan: the student's latest plan, or null before the first. */
export const studyPlanResponseSchema = z.object({ plan: studyPlanSchema.nullable() });

/** POST /api/study-plan's answer (201). */
export const studyPlanCreatedSchema = z.object({ success: z.literal(true), plan: studyPlanSchema });

/** POST /api/study-session's answer (201). */
export const studySessionRecordedSchema = z.object({
  success: z.literal(true),
  sessionId: z.string(),
});
