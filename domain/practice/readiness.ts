// Test readiness and days until the test (the parent view; docs/rules.md, "Parent View figures").
//
// Readiness is the share of the SAT's scale that today's estimated total covers:
//
//   readiness = round(100 · clamp((English + Math − 400) / (1600 − 400), 0, 1))
//
// 400 is the lowest total the SAT reports and 1600 the highest, so 100% means a perfect score
// and the figure never saturates for a strong student (a 1330 is 78%, not "100% ready"). It is
// shown only once both subjects are measured: before that it would be the population's, not the
// student's.
import { daysBetween } from "./days.ts";
import { DEFAULT_DAYS_UNTIL_TEST, SCALE_MAX_TOTAL, SCALE_MIN_TOTAL } from "./time-constants.ts";

/** 0–100: how much of the 400–1600 scale the estimated total covers. */
export function testReadiness(englishScore: number, mathScore: number): number {
  // In whole points first and one division last: 100 · (690 / 1200) in floating point is
  // 57.4999…, which would round a true 57.5 down.
  const span = SCALE_MAX_TOTAL - SCALE_MIN_TOTAL;
  const covered = Math.min(span, Math.max(0, englishScore + mathScore - SCALE_MIN_TOTAL));
  return Math.round((100 * covered) / span);
}

/**
 * The estimated total and its range, which the Parent View prints beside readiness: the two
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

/** Readiness as shown: null until both subjects are measured (isMeasured). */
export function shownReadiness(args: {
  english: { score: number; measured: boolean };
  math: { score: number; measured: boolean };
}): number | null {
  if (!args.english.measured || !args.math.measured) return null;
  return testReadiness(args.english.score, args.math.score);
}

/** Calendar days from `today` to the test date, never negative; 90 (the spec) without a date. */
export function daysUntilTest(today: string, testDate: string | null): number {
  if (testDate === null) return DEFAULT_DAYS_UNTIL_TEST;
  return Math.max(0, daysBetween(today, testDate));
}
