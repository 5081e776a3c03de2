// Test readiness and days until the test (the parent view; docs/rules.md, "Projection and
// readiness").
//
// Readiness is the share of the way from the scale's floor to the student's goal that today's
// estimated total already covers:
//
//   readiness = round(100 · clamp((English + Math − 400) / (goal − 400), 0, 1))
//
// with the goal 1200 when the student has none. It is monotone in both estimates, is 100 exactly
// when the estimated total reaches the goal, and reads as plain words ("75% of the way to 1200").
import { daysBetween } from "./days.ts";
import {
  DEFAULT_DAYS_UNTIL_TEST,
  DEFAULT_GOAL_TOTAL,
  READINESS_FLOOR_TOTAL,
} from "./time-constants.ts";

/** The highest SAT total, 800 + 800. */
const MAX_TOTAL = 1600;

/** 0–100: how far the estimated total has come from 400 towards the goal (default 1200). */
export function testReadiness(args: {
  englishScore: number;
  mathScore: number;
  /** The student's goal total; null or absent for DEFAULT_GOAL_TOTAL. */
  goalTotal?: number | null;
}): number {
  const goal = Math.min(MAX_TOTAL, args.goalTotal ?? DEFAULT_GOAL_TOTAL);
  if (goal <= READINESS_FLOOR_TOTAL) return 100;
  const share =
    (args.englishScore + args.mathScore - READINESS_FLOOR_TOTAL) / (goal - READINESS_FLOOR_TOTAL);
  return Math.round(100 * Math.min(1, Math.max(0, share)));
}

/** Readiness as shown: null until both subjects are measured (isMeasured), since before that it
 *  would be the population's, not the student's. */
export function shownReadiness(args: {
  english: { score: number; measured: boolean };
  math: { score: number; measured: boolean };
  goalTotal?: number | null;
}): number | null {
  if (!args.english.measured || !args.math.measured) return null;
  return testReadiness({
    englishScore: args.english.score,
    mathScore: args.math.score,
    goalTotal: args.goalTotal ?? null,
  });
}

/** Calendar days from `today` to the test date, never negative; 90 (the spec) without a date. */
export function daysUntilTest(today: string, testDate: string | null): number {
  if (testDate === null) return DEFAULT_DAYS_UNTIL_TEST;
  return Math.max(0, daysBetween(today, testDate));
}
