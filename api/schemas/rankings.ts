// Response shapes of the rankings routes (spec §6 Rankings; issue 18), shared with the SPA.
// Standings (the percentiles) are those of the last closed week; the "this week" XP figures are
// live. Every percentile is the share (0–100, whole numbers, rounded down) of the other ranked
// students in the group this student is strictly ahead of: alone, or tied with everyone, it is
// 0, and the message says so honestly. The rule is in docs/rules.md ("Weekly rankings").
import { z } from "zod";

const percentile = z.number().int().min(0).max(100);
const count = z.number().int().min(0);
const xp = z.number().int();

export const schoolRankingSchema = z.object({
  /** The student's school, or null when they have not chosen one. */
  name: z.string().nullable(),
  totalStudents: count,
  percentileBetter: percentile,
  xpThisWeek: xp,
  averageXpThisWeek: z.number(),
  message: z.string(),
});

export const topPerformerSchema = z.object({
  /** The safe username: never a name. */
  name: z.string(),
  xp,
  /** The student's overall level: the mean of their English and Math levels, rounded down. */
  level: z.number().int().min(1).max(12),
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
});

export const regionRankingSchema = z.object({
  /** The school's ZIP area: its first three digits (e.g. "021"), or null with no directory school. */
  zipCode: z.string().nullable(),
  totalStudents: count,
  percentileBetter: percentile,
  /** The school's place among the region's schools (1 = first), or null without one. */
  yourSchoolRank: z.number().int().min(1).nullable(),
  xpThisWeek: xp,
  averageXpThisWeek: z.number(),
  trendingSchools: z.array(trendingSchoolSchema).max(3),
  message: z.string(),
});

export const globalRankingSchema = z.object({
  totalStudents: count,
  percentileBetter: percentile,
  xpPercentile: percentile,
  streakPercentile: percentile,
  completionRatePercentile: percentile,
  levelProgressPercentile: percentile,
  message: z.string(),
  globalStats: z.object({
    averageXpPerWeek: z.number(),
    averageStreak: z.number(),
    /** Percent (0–100) of the week's 7 Daily Drops completed, on average. */
    averageCompletionRate: z.number(),
  }),
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
