// Levels 1–12 per subject: 50-point bands of the 200–800 scale (learning-model.md). A level is
// earned once the estimate minus half its SD clears the band, and a shown level never goes down.
import {
  scaledScore,
  scoreRange,
  SCORE_CENTER,
  SCORE_MIN,
  SCORE_PER_THETA,
} from "../diagnostic/engine.ts";
import {
  LEVEL_BAND_POINTS,
  LEVEL_COUNT,
  LEVEL_LABELS,
  LEVEL_UP_SD_FACTOR,
  LOWEST_LEVEL_LABEL,
} from "./constants.ts";
import type { Subject } from "../questions/item.ts";
import { isMeasured, seedTracker, type Belief } from "./tracker.ts";

/** 200–249 → 1, 250–299 → 2, …, 700–749 → 11, 750–800 → 12 (clamped to 1–12). */
export function levelOfScore(score: number): number {
  const level = Math.floor((score - SCORE_MIN) / LEVEL_BAND_POINTS) + 1;
  return Math.min(LEVEL_COUNT, Math.max(1, level));
}

/** The scaled score of θ (= scaledScore: 500 + 100·θ, to 10 points, 200–800). */
export function scoreOfTheta(theta: number): number {
  return scaledScore(theta);
}

/**
 * The score every screen shows as "your estimated score": today's estimate, the tracker's belief
 * (seeded from the diagnostic's result, moved by every Daily Drop answer), with the range the
 * diagnostic reports (scoreRange). Right after the diagnostic it is the diagnostic's own result
 * and range. `measured` is false while the belief is the population's (isMeasured).
 */
export function scoreEstimate(belief: Belief): {
  score: number;
  low: number;
  high: number;
  measured: boolean;
} {
  const range = scoreRange({ theta: belief.mean, se: belief.sd });
  return { score: scaledScore(belief.mean), ...range, measured: isMeasured(belief) };
}

/**
 * The level the belief supports: the band that (mean − ½·sd) has cleared, on the unrounded
 * 500 + 100·θ scale. Not rounded to 10 first: 545 would round to 550 and "clear" the 550 band
 * five points early (in simulation that alone adds ≈ 0.07 false level-ups per student in six
 * weeks).
 */
export function supportedLevel(belief: Belief): number {
  return levelOfScore(
    SCORE_CENTER + SCORE_PER_THETA * (belief.mean - LEVEL_UP_SD_FACTOR * belief.sd),
  );
}

/**
 * A shown level never goes down: max(shown, supportedLevel). It rises only on a measured belief
 * (isMeasured): the population's prior (a student with no diagnostic, before two or so answers)
 * would otherwise "support" level 6 on no evidence, and a level shown never comes back down.
 */
export function nextShownLevel(shown: number, belief: Belief): number {
  if (!isMeasured(belief)) return shown;
  return Math.max(shown, supportedLevel(belief));
}

/** Exceptional ≥ 10, Strong ≥ 8, Doing Well ≥ 6, Making Progress ≥ 4, Getting Started ≥ 2, else Struggling. */
export function levelLabel(level: number): string {
  return LEVEL_LABELS.find((entry) => level >= entry.min)?.label ?? LOWEST_LEVEL_LABEL;
}

/**
 * The shown levels a student starts practice with: what the diagnostic supports for a subject
 * it measured, else the spec's default of 1 (no evidence yet; practice earns the level-ups).
 * The practice decider records them in PracticeStarted; progress reads show them before it.
 */
export function startingLevels(
  diagnostic: Partial<Record<Subject, { theta: number; se: number }>>,
): Record<Subject, number> {
  const tracker = seedTracker(diagnostic);
  const level = (subject: Subject) =>
    diagnostic[subject] ? nextShownLevel(1, tracker.subjects[subject]) : 1;
  return { english: level("english"), math: level("math") };
}
