// The Daily Drop screen's small rules, apart from React: which numbers the header and the
// completion screen show, and how an answer's performance category reads.
import type { DailyDropProgress, PerformanceCategory } from "../../../api/schemas/practice.ts";
import type { Answered, Totals } from "./flow-state.ts";

/** A count as the screen shows it, with thousands separators: "1,250". */
export const formatCount = (n: number) => n.toLocaleString("en-US");

/** The spec's level before any is known (both subjects start at level 1). */
export const DEFAULT_LEVEL = 1;

export type Stats = {
  streakDays: number;
  totalXP: number;
  /** XP earned today. */
  todayXP: number;
  levels: { english: number; math: number };
};

/**
 * The numbers to show. The cached progress comes first: it is patched the moment an answer
 * lands and then read again, so it is never behind the flow's own totals; those stand in while
 * it loads (or if it failed), then the signed-in user's streak and XP, then zeros and level 1.
 */
export function screenStats(
  progress: DailyDropProgress | undefined,
  totals: Totals | null,
  user: { streakDays: number; totalXP: number } | null,
): Stats {
  return {
    streakDays: progress?.streakDays ?? totals?.streakDays ?? user?.streakDays ?? 0,
    totalXP: progress?.totalXP ?? totals?.totalXP ?? user?.totalXP ?? 0,
    todayXP: progress?.todaySession.totalXP ?? totals?.todayXP ?? 0,
    levels: progress?.currentLevels ?? { english: DEFAULT_LEVEL, math: DEFAULT_LEVEL },
  };
}

const categoryLabels: Record<PerformanceCategory, string> = {
  mastered: "Mastered",
  solid: "Solid",
  learning: "Learning",
  stretch: "Stretch",
  skipped: "Skipped",
};

/** A performance category as a word: "solid" → "Solid" (an unknown one as given). */
export function categoryLabel(category: string): string {
  return categoryLabels[category as PerformanceCategory] ?? category;
}

/** How many of the answered questions were right (the completion screen's line). */
export function correctCount(questions: readonly { answered: Answered | null }[]): number {
  return questions.filter((q) => q.answered?.isCorrect === true).length;
}
