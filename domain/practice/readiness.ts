// Test readiness and days until the test (the parent view; docs/rules.md, "Parent View figures").
//
// Readiness is how far today's estimated total has come from the SAT's floor towards the goal
// score the student set (goal-score.ts):
//
//   readiness = round(100 · clamp((English + Math − 400) / (goal − 400), 0, 1))
//
// 400 is the lowest total the SAT reports, so every student starts at 0% and reaches 100% at
// their own goal. Without a goal there is no readiness: the Parent View shows the estimated total
// and its range instead of a percent that would read as "not ready at all". It is shown only
// once both subjects are measured: before that it would be the population's, not the student's.
import { daysBetween } from "./days.ts";
import { DEFAULT_DAYS_UNTIL_TEST, SCALE_MIN_TOTAL } from "./time-constants.ts";

/** 0–100: how much of the way from 400 to the goal the estimated total has come. */
export function testReadiness(englishScore: number, mathScore: number, goalScore: number): number {
  // In whole points first and one division last: 100 · (690 / 1200) in floating point is
  // 57.4999…, which would round a true 57.5 down.
  const span = goalScore - SCALE_MIN_TOTAL;
  if (span <= 0) throw new RangeError(`a goal score must be above ${SCALE_MIN_TOTAL}`);
  const covered = Math.min(span, Math.max(0, englishScore + mathScore - SCALE_MIN_TOTAL));
  return Math.round((100 * covered) / span);
}

/**
 * The estimated total and its range, which the Parent View prints beside readiness (or alone,
 * without a goal): the two
 * subjects' scores added, and their ranges' ends added. Adding the ends gives a range at least
 * as sure as each subject's (a conservative one), without assuming how the two errors relate.
 */
export function estimatedTotal(
  english: { score: number; low: number; high: number },
  math: { score: number; low: number; high: number },
): { score: number; low: number; high: number } {
  return {
    score: english.score + math.score,
    low: english.low + math.low,
    high: english.high + math.high,
  };
}

/** Readiness as shown: null without a goal, and until both subjects are measured (isMeasured). */
export function shownReadiness(args: {
  english: { score: number; measured: boolean };
  math: { score: number; measured: boolean };
  goalScore: number | null;
}): number | null {
  if (args.goalScore === null || !args.english.measured || !args.math.measured) return null;
  return testReadiness(args.english.score, args.math.score, args.goalScore);
}

/** Calendar days from `today` to the test date, never negative; 90 (the spec) without a date. */
export function daysUntilTest(today: string, testDate: string | null): number {
  if (testDate === null) return DEFAULT_DAYS_UNTIL_TEST;
  return Math.max(0, daysBetween(today, testDate));
}
