// The goal score a student may set (docs/rules.md, "Projection and readiness"): the SAT total
// they are aiming for, which Test Readiness measures against. A total the SAT can report, above
// its floor: 410–1600 in steps of 10 (a goal of 400 is where every student starts, so there is
// nothing to be ready for). The form on /progress checks the same rule.
import { SCALE_MAX_TOTAL, SCALE_MIN_TOTAL } from "./time-constants.ts";

/** SAT totals move in steps of 10. */
export const GOAL_SCORE_STEP = 10;

/** The lowest goal: one step above the scale's floor. */
export const GOAL_SCORE_MIN = SCALE_MIN_TOTAL + GOAL_SCORE_STEP;

/** The highest goal: a perfect score. */
export const GOAL_SCORE_MAX = SCALE_MAX_TOTAL;

export const GOAL_SCORE_MESSAGE = `must be a total from ${GOAL_SCORE_MIN} to ${GOAL_SCORE_MAX.toLocaleString("en-US")} in steps of ${GOAL_SCORE_STEP}`;

/** Null when `value` is a goal the rule allows, else what is wrong with it. */
export function goalScoreProblem(value: number): string | null {
  const ok =
    Number.isInteger(value) &&
    value >= GOAL_SCORE_MIN &&
    value <= GOAL_SCORE_MAX &&
    value % GOAL_SCORE_STEP === 0;
  return ok ? null : GOAL_SCORE_MESSAGE;
}
