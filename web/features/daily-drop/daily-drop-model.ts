// The Daily Drop screen's small rules, apart from React: which numbers the header and the
// completion screen show, and how an answer's result reads.
import type { DailyDropProgress, PerformanceCategory } from "../../../api/schemas/practice.ts";
import { subjectLabel } from "../../components/question-card/card-model.ts";
import { choiceLetter, parseChoices } from "../../components/question-card/choices.ts";
import type { Answered, LevelUp, Totals } from "./flow.ts";

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

/** The result's heading: 'Correct!', 'Incorrect', or 'Skipped' for a skip. */
export function resultTitle(answered: Pick<Answered, "isCorrect" | "isSkipped">): string {
  if (answered.isSkipped) return "Skipped";
  return answered.isCorrect ? "Correct!" : "Incorrect";
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

/** The level-up banner: "Level up! Math Level 6". */
export function levelUpText(levelUp: LevelUp): string {
  return `Level up! ${subjectLabel(levelUp.subject)} Level ${levelUp.newLevel}`;
}

/** The key's letter and its text, e.g. { letter: "B", text: "thorough" } (text null if unknown). */
export function correctChoice(
  options: unknown,
  letter: string,
): { letter: string; text: string | null } {
  const parsed = parseChoices(options);
  if (parsed.kind !== "choices") return { letter, text: null };
  const index = parsed.choices.findIndex((_, i) => choiceLetter(i) === letter);
  return { letter, text: index === -1 ? null : parsed.choices[index]! };
}

/** How many of the answered questions were right (the completion screen's line). */
export function correctCount(questions: readonly { answered: Answered | null }[]): number {
  return questions.filter((q) => q.answered?.isCorrect === true).length;
}
