// The performance category shown after each Daily Drop answer (learning-model.md): a small set
// from correctness, how hard the question was for this student (the tracker's pSuccess before the
// answer), and the time taken against the SAT's per-question budget (PACING_SECONDS).
//
//   skipped   the question was skipped (whatever else is true);
//   mastered  right, within the SAT's time budget for one question of its section;
//   solid     right, but slower than that budget (knows it; speed is the next step);
//   learning  wrong on a question the student was likely to get (pSuccess ≥ 0.5): a gap to close;
//   stretch   wrong on a question above the student's level (pSuccess < 0.5): expected, not a gap.
import type { Subject } from "../questions/item.ts";
import { PACING_SECONDS, STRETCH_BELOW } from "./constants.ts";

/** The categories an answer can get (api/schemas/practice.ts serves this list). */
export const performanceCategories = [
  "mastered",
  "solid",
  "learning",
  "stretch",
  "skipped",
] as const;
export type PerformanceCategory = (typeof performanceCategories)[number];

export function performanceCategory(args: {
  correct: boolean;
  skipped: boolean;
  pSuccess: number;
  responseTimeMs: number;
  subject: Subject;
}): PerformanceCategory {
  if (args.skipped) return "skipped";
  if (args.correct) {
    return args.responseTimeMs <= PACING_SECONDS[args.subject] * 1000 ? "mastered" : "solid";
  }
  return args.pSuccess < STRETCH_BELOW ? "stretch" : "learning";
}
