// The pace verdict of the progress screen's pacing card: the student's median time per question
// in a subject against the SAT's per-question budget (PACING_SECONDS), and against the time it
// takes to read a question at all (RUSHING_SECONDS): a median faster than that is rushing, not
// "within the SAT's pace". docs/rules.md, "Progress figures".
import type { Subject } from "../questions/item.ts";
import { PACING_A_LITTLE_OVER, PACING_SECONDS, RUSHING_SECONDS } from "./constants.ts";

export const pacingVerdicts = ["rushing", "within", "a-little-over", "over"] as const;
export type PacingVerdict = (typeof pacingVerdicts)[number];

/** The verdict on a median time per question (seconds) in a subject. */
export function pacingVerdict(subject: Subject, medianSeconds: number): PacingVerdict {
  if (medianSeconds < RUSHING_SECONDS[subject]) return "rushing";
  const budget = PACING_SECONDS[subject];
  if (medianSeconds <= budget) return "within";
  return medianSeconds <= budget * PACING_A_LITTLE_OVER ? "a-little-over" : "over";
}

/** Whether one answer came faster than the question can be read. */
export function isRushed(subject: Subject, responseTimeMs: number): boolean {
  return responseTimeMs < RUSHING_SECONDS[subject] * 1000;
}
