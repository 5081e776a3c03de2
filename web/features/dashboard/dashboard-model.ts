// The dashboard's rules, kept apart from React so they are tested as plain functions: what to
// call the student, how today's date reads, and the defaults shown before data exists.
import type { User } from "../../lib/auth.ts";

/**
 * The English and Math levels shown until the Daily Drop issue supplies the real ones (from
 * GET /api/daily-drop/progress, `currentLevels`). Every student starts at level 1.
 */
export const DEFAULT_LEVEL = 1;

/** The spec's estimated score (per section) for a finished diagnostic with no stored estimate. */
export const DEFAULT_ESTIMATED_SCORE = 500;

/** The name in the greeting: the first name, or 'Student' when it is missing or blank. */
export function greetingName(firstName: string | null | undefined): string {
  return firstName?.trim() || "Student";
}

/** The greeting heading, e.g. 'Welcome back, Maya!'. */
export function greeting(firstName: string | null | undefined): string {
  return `Welcome back, ${greetingName(firstName)}!`;
}

export type EstimatedScores = { english: number; math: number };

/** The diagnostic's estimates, each falling back to DEFAULT_ESTIMATED_SCORE when not set. */
export function estimatedScores(
  user: Pick<User, "estimatedEnglishScore" | "estimatedMathScore">,
): EstimatedScores {
  return {
    english: user.estimatedEnglishScore ?? DEFAULT_ESTIMATED_SCORE,
    math: user.estimatedMathScore ?? DEFAULT_ESTIMATED_SCORE,
  };
}

/** A count as the tiles show it: grouped digits in US English ("1,250"). */
export function formatCount(value: number): string {
  return value.toLocaleString("en-US");
}
