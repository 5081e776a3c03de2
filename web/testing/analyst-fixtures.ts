// Analyst data as the API answers it (typed by api/schemas/analyst.ts), for the views' and the
// model's tests.
import type { CohortItem } from "../../api/schemas/analyst.ts";

/** A student's pseudonymous id. */
export const PSEUDONYM = "s-0123456789abcdef0123456789abcdef";

/** One item of the cohort's items table: a math item with 10 attempts, unless overridden. */
export const cohortItem = (over: Partial<CohortItem>): CohortItem => ({
  questionId: "math-lin-001",
  subject: "math",
  domain: "algebra",
  skill: "linear_equations_in_one_variable",
  level: 3,
  retired: false,
  attempts: 10,
  pValue: 0.5,
  pointBiserial: 0.31,
  exposure: 0.2,
  authored: { a: 1, b: 0.5, c: 0.25 },
  calibrated: null,
  flagged: false,
  ...over,
});
