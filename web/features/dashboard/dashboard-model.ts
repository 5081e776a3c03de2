// The dashboard's rules, kept apart from React so they are tested as plain functions: what to
// call the student, how today's date reads, the Daily Drop card's status and mix, the tiles'
// numbers, the chart's days, and the defaults shown before data exists.
import type { DailyDropProgress, DetailedProgress } from "../../../api/schemas/practice.ts";
import type { User } from "../../lib/auth.ts";
import { parseLocalIsoDate } from "../../lib/dates.ts";

/**
 * The English and Math levels shown while GET /api/daily-drop/progress (`currentLevels`) loads
 * or when it is absent. Every student starts at level 1 (spec §9).
 */
export const DEFAULT_LEVEL = 1;

/** The spec's default mix (3 English + 2 Math = 5), until the server's arrives. */
export const DEFAULT_MIX = { english: 3, math: 2 } as const;

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

export type DiagnosticScores = { english: number; math: number };

/** The diagnostic's results, each falling back to DEFAULT_ESTIMATED_SCORE when not set. */
export function diagnosticScores(
  user: Pick<User, "estimatedEnglishScore" | "estimatedMathScore">,
): DiagnosticScores {
  return {
    english: user.estimatedEnglishScore ?? DEFAULT_ESTIMATED_SCORE,
    math: user.estimatedMathScore ?? DEFAULT_ESTIMATED_SCORE,
  };
}

/**
 * The line under the estimated scores: they are today's estimate, which starts at the diagnostic's
 * result and moves with every Daily Drop; once it has moved, the diagnostic's result is named so
 * the two numbers never contradict each other unexplained.
 */
export function scoresNote(
  today: DetailedProgress["estimatedScores"],
  diagnostic: DiagnosticScores,
) {
  if (today.english.score === diagnostic.english && today.math.score === diagnostic.math) {
    return "Your diagnostic result. It moves with every Daily Drop.";
  }
  return `Today's estimate, from your diagnostic (English ${diagnostic.english}, Math ${diagnostic.math}) and your Daily Drops since.`;
}

/** A count as the tiles show it: grouped digits in US English ("1,250"). */
export function formatCount(value: number): string {
  return value.toLocaleString("en-US");
}

export type DropStatus = "complete" | "in-progress" | "ready";

/** Ready to Start, then In Progress (questionsCompleted above 0), then Complete (isCompleted). */
export function dropStatus(session: {
  isCompleted: boolean;
  questionsCompleted: number;
}): DropStatus {
  if (session.isCompleted) return "complete";
  return session.questionsCompleted > 0 ? "in-progress" : "ready";
}

/** The status badge's words (spec). */
export const dropStatusLabels: Record<DropStatus, string> = {
  complete: "Complete ✓",
  "in-progress": "In Progress",
  ready: "Ready to Start",
};

/** The mix line: "3 English + 2 Math = 5". */
export function mixLine(mix: { english: number; math: number }): string {
  return `${mix.english} English + ${mix.math} Math = ${mix.english + mix.math}`;
}

export type DashboardStats = {
  streakDays: number;
  totalXP: number;
  levels: { english: number; math: number };
};

/**
 * The tiles' numbers: the Daily Drop progress when it has loaded (it is the freshest: the Daily
 * Drop patches it after every answer), else the user's streak and XP and level 1.
 */
export function dashboardStats(
  user: Pick<User, "streakDays" | "totalXP">,
  progress: DailyDropProgress | undefined,
): DashboardStats {
  return {
    streakDays: progress?.streakDays ?? user.streakDays,
    totalXP: progress?.totalXP ?? user.totalXP,
    levels: progress?.currentLevels ?? { english: DEFAULT_LEVEL, math: DEFAULT_LEVEL },
  };
}

/** The progress chart's height in pixels (its placeholder while recharts loads has the same). */
export const CHART_HEIGHT = 176;

export type ChartDay = {
  date: string;
  /** The axis label: "11/21". */
  short: string;
  /** For the tooltip and the screen reader's table: "Saturday, November 21". */
  long: string;
  count: number;
};

/** The chart's bars, oldest first as the API sends them, with their labels. */
export function chartDays(questionsPerDay: DetailedProgress["questionsPerDay"]): ChartDay[] {
  return questionsPerDay.map(({ date, count }) => {
    const day = parseLocalIsoDate(date);
    return {
      date,
      short: `${day.getMonth() + 1}/${day.getDate()}`,
      long: day.toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric" }),
      count,
    };
  });
}

/** The chart's summary: "23 questions in the last 14 days". */
export function chartSummary(days: readonly { count: number }[]): string {
  const total = days.reduce((sum, day) => sum + day.count, 0);
  return `${formatCount(total)} question${total === 1 ? "" : "s"} in the last ${days.length} day${days.length === 1 ? "" : "s"}`;
}
