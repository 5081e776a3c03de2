// Response shapes of the rankings routes (spec §6 Rankings; issue 18), shared with the SPA.
// Standings (the spec's percentiles) are those of the last closed week, with this week's so far
// beside them (`lastWeek`, `thisWeek`); the "this week" XP figures are live. Every percentile is the share (0–100, whole numbers, rounded down) of the other ranked
// students in the group this student is strictly ahead of: alone, or tied with everyone, it is
// 0, and the message says so honestly. The rule is in docs/rules.md ("Weekly rankings").
import { z } from "zod";

const percentile = z.number().int().min(0).max(100);
const count = z.number().int().min(0);
const xp = z.number().int();
const sunday = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A standing in one group over one week: last week's final one, or this week's so far. No
 *  figure over a group under 5 ranked students (docs/rules.md, "Small groups"). */
export const weekStandingSchema = z.object({
  /** The week's Sunday. */
  week: sunday,
  /** Ranked students counted in the group that week. */
  totalStudents: count,
  /** Whether the student practised that week. */
  ranked: z.boolean(),
  /** null: not ranked that week, or the group is under 5. */
  percentileBetter: percentile.nullable(),
  /** More ranked students the group needs that week before it is shown (0: shown). */
  studentsNeeded: count,
});

const standings = {
  /** Last week's final standing (the spec's percentileBetter is its value, 0 when null). */
  lastWeek: weekStandingSchema,
  /** This week's standing so far (live). */
  thisWeek: weekStandingSchema,
};

/** This week's average XP over the group: null while it has under 5 ranked students (or would
 *  reveal a few students' XP beside another average), with how many more it needs. */
const thisWeekAverage = {
  averageXpThisWeek: z.number().nullable(),
  averageStudentsNeeded: count,
};

export const schoolRankingSchema = z.object({
  /** The student's school, or null when they have not chosen one. */
  name: z.string().nullable(),
  totalStudents: count,
  percentileBetter: percentile,
  xpThisWeek: xp,
  ...thisWeekAverage,
  message: z.string(),
  ...standings,
});

export const topPerformerSchema = z.object({
  /** The safe username: never a name. */
  name: z.string(),
  xp,
  /** The student's overall level: the mean of their English and Math levels, rounded down. */
  level: z.number().int().min(1).max(12),
  /** This performer is the student reading the card: shown "(you)". */
  isYou: z.boolean(),
});

export const friendsRankingSchema = z.object({
  totalFriends: count,
  friendsActive: count,
  yourXpThisWeek: xp,
  topFriendXp: xp,
  /** This week's highest XP among the student and their friends, at most 3. */
  topPerformers: z.array(topPerformerSchema).max(3),
  message: z.string(),
});

export const trendingSchoolSchema = z.object({
  name: z.string(),
  /** Average XP per ranked student, last closed week minus the week before. */
  xpGain: z.number(),
  /** The student's own school. */
  isYourSchool: z.boolean(),
});

export const regionRankingSchema = z.object({
  /** The school's ZIP area: its first three digits (e.g. "021"), or null with no directory school. */
  zipCode: z.string().nullable(),
  totalStudents: count,
  percentileBetter: percentile,
  /** The school's place among the region's schools (1 = first), or null without one. */
  yourSchoolRank: z.number().int().min(1).nullable(),
  xpThisWeek: xp,
  ...thisWeekAverage,
  trendingSchools: z.array(trendingSchoolSchema).max(3),
  message: z.string(),
  ...standings,
});

export const globalRankingSchema = z.object({
  totalStudents: count,
  percentileBetter: percentile,
  xpPercentile: percentile,
  streakPercentile: percentile,
  completionRatePercentile: percentile,
  levelProgressPercentile: percentile,
  message: z.string(),
  /** Averages over last week's ranked students; null under 5 students (see studentsNeeded). */
  globalStats: z.object({
    averageXpPerWeek: z.number().nullable(),
    averageStreak: z.number().nullable(),
    /** Percent (0–100) of the week's 7 Daily Drops completed, on average. */
    averageCompletionRate: z.number().nullable(),
    /** The week the averages are of (last week's Sunday). */
    week: sunday,
    studentsNeeded: count,
  }),
  ...standings,
});

/** GET /api/rankings: the spec's four cards. */
export const rankingsSchema = z.object({
  school: schoolRankingSchema,
  friends: friendsRankingSchema,
  region: regionRankingSchema,
  global: globalRankingSchema,
});
export type Rankings = z.infer<typeof rankingsSchema>;

/** GET and PUT /api/rankings/visibility: whether the student is hidden from others' rankings
 *  (they still see their own standing). */
export const rankingVisibilitySchema = z.object({ hidden: z.boolean() });
export type RankingVisibility = z.infer<typeof rankingVisibilitySchema>;
