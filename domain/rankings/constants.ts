// The weekly rankings' constants, each with its reason (docs/rules.md, "Weekly rankings", says
// the same). Rankings reward effort and improvement, never test scores: nothing here reads the
// estimated SAT score or the ability beliefs.

/**
 * The weekly standing score = XP + DAY_POINTS × days practiced + LEVEL_POINTS × levels gained.
 * XP already rewards every answer (and the completion bonus); a day practiced is worth about two
 * correct answers, so coming back on more days beats cramming one day; a level gained is worth
 * two days, because it is the improvement the practice is for, and it is rare (a few a month).
 */
export const DAY_POINTS = 10;
export const LEVEL_POINTS = 20;

/** A week has seven Daily Drops: the completion rate is drops completed / 7. */
export const DROPS_PER_WEEK = 7;

/**
 * A week closes for everyone at 12:00 UTC on the Sunday after it: UTC−12 (the last zone on
 * Earth to leave Saturday) reaches Sunday 00:00 then. Standings are of the last closed week, so
 * nobody is compared on a week some students are still practising.
 */
export const WEEK_CLOSES_AT_UTC_HOUR = 12;

/** At most this many top performers (friends card) and trending schools (region card). */
export const TOP_PERFORMERS = 3;
export const TRENDING_SCHOOLS = 3;

/**
 * k-anonymity: no figure over a group is shown while the group has fewer than this many ranked
 * students in the week it is of (standings and percentiles, averages, a school's place, trending
 * schools). With 5, an average and one's own XP reveal at most the sum of 4 others; with 2 they
 * reveal the other student's exact XP. docs/rules.md, "Small groups", lists every figure it hides.
 */
export { MIN_GROUP_SIZE } from "../group-figures.ts";
