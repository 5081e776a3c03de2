// The How I Rank screen's small rules, apart from React: the global rank badge (spec §9), the
// percentile colours (thresholds 80/60/40/20), the region's ZIP area and school place, the top
// performers' cap, how the numbers and the weeks read, and what a small group's hidden figure says.
import type { Rankings } from "../../../api/schemas/rankings.ts";

/** A week's standing in a group, as every standing card carries it. */
export type WeekStanding = Rankings["school"]["lastWeek"];

/** Spec §9: top performers are capped at 3. */
export const TOP_PERFORMERS_CAP = 3;

/** Spec §9: the global rank badge from percentileBetter (90+, 75+, 50+, 25+, else). */
export function rankBadge(percentileBetter: number): string {
  if (percentileBetter >= 90) return "Top 10%";
  if (percentileBetter >= 75) return "Top 25%";
  if (percentileBetter >= 50) return "Top 50%";
  if (percentileBetter >= 25) return "Top 75%";
  return "Keep Going!";
}

/** The five steps of the percentile scale, best first. */
export type PercentileTone = "excellent" | "strong" | "steady" | "building" | "starting";

/** Spec §9: percentile colour thresholds at 80, 60, 40 and 20. */
export function percentileTone(percentile: number): PercentileTone {
  if (percentile >= 80) return "excellent";
  if (percentile >= 60) return "strong";
  if (percentile >= 40) return "steady";
  if (percentile >= 20) return "building";
  return "starting";
}

/**
 * Each step's text colour and bar colour, from the theme's tokens (light and dark alike): the
 * brand green for the top two, XP gold, streak orange, then muted. Never red: a low percentile
 * is a place to start from, not an error.
 */
export const toneClasses: Record<PercentileTone, { text: string; bar: string }> = {
  excellent: { text: "text-primary", bar: "[&>div]:bg-primary" },
  strong: { text: "text-primary", bar: "[&>div]:bg-primary/60" },
  steady: { text: "text-xp-foreground", bar: "[&>div]:bg-xp-foreground" },
  building: { text: "text-streak-foreground", bar: "[&>div]:bg-streak-foreground" },
  starting: { text: "text-muted-foreground", bar: "[&>div]:bg-muted-foreground" },
};

/** The top performers to show: at most 3, whatever the server sent. */
export function topPerformers<T>(performers: readonly T[]): T[] {
  return performers.slice(0, TOP_PERFORMERS_CAP);
}

/** A whole number as it reads: "1,250". Averages are rounded. */
export function formatNumber(value: number): string {
  return Math.round(value).toLocaleString("en-US");
}

/** "1 student", "240 students". */
export function studentsText(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? "student" : "students"}`;
}

/** A group with no ranked student last week has no standing to show ("Better than 0% of 0"). */
export const NO_STANDING = "No standing yet";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A ranking week from its Sunday: "Nov 15–21", "Nov 29 – Dec 5", "Dec 27 – Jan 2". */
export function weekText(sunday: string): string {
  const start = new Date(`${sunday}T00:00:00Z`);
  const end = new Date(start.getTime() + 6 * 86_400_000);
  const [m1, m2] = [MONTHS[start.getUTCMonth()]!, MONTHS[end.getUTCMonth()]!];
  return m1 === m2
    ? `${m1} ${start.getUTCDate()}–${end.getUTCDate()}`
    : `${m1} ${start.getUTCDate()} – ${m2} ${end.getUTCDate()}`;
}

/** "1 more student", "3 more students". */
export function moreStudentsText(needed: number): string {
  return `${formatNumber(needed)} more ${needed === 1 ? "student" : "students"}`;
}

/** Why a week's standing has no share: the student did not practice that week, or the group is
 *  under 5 (how many more). */
export function noStandingText(
  standing: Pick<WeekStanding, "ranked" | "studentsNeeded">,
  thisWeek: boolean,
): string {
  // The student's own week first: a group's size is no reason while they did not practice.
  if (!standing.ranked) {
    return thisWeek ? "Practice this week to get one" : "You didn't practice that week";
  }
  return `Shown once 5 students practice: ${moreStudentsText(standing.studentsNeeded)} needed`;
}

/** An average hidden for a small group: "3 more students needed". */
export function averageNeededText(needed: number): string {
  return `${moreStudentsText(needed)} needed`;
}

/** "Better than 72% of 240 students". */
export function betterThanText(percentileBetter: number, totalStudents: number): string {
  return `Better than ${percentileBetter}% of ${studentsText(totalStudents)}`;
}

/** The region's ZIP area as shown: "ZIP 021xx"; null without one. */
export function zipText(zipCode: string | null): string | null {
  return zipCode === null ? null : `ZIP ${zipCode}xx`;
}

/** The school's place in its region: "#3 in your region"; null without one. */
export function schoolRankText(rank: number | null): string | null {
  return rank === null ? null : `#${formatNumber(rank)} in your region`;
}

/** A trending school's gain: "+42 XP per student", "-5 XP per student". */
export function xpGainText(xpGain: number): string {
  const rounded = Math.round(xpGain);
  return `${rounded > 0 ? "+" : ""}${formatNumber(rounded)} XP per student`;
}

/** "12.5 days" from an average streak (one decimal), "1 day". */
export function averageStreakText(days: number): string {
  const shown = Math.round(days * 10) / 10;
  return `${shown.toLocaleString("en-US")} ${shown === 1 ? "day" : "days"}`;
}

/** A share already in percent (0–100): "64%". */
export function percentText(percent: number): string {
  return `${Math.round(Math.min(100, Math.max(0, percent)))}%`;
}

/** The four percentiles of the global card, in the order they are shown. */
export function globalMetrics(
  global: Pick<
    Rankings["global"],
    "xpPercentile" | "streakPercentile" | "completionRatePercentile" | "levelProgressPercentile"
  >,
): { label: string; percentile: number }[] {
  return [
    { label: "XP", percentile: global.xpPercentile },
    { label: "Streak", percentile: global.streakPercentile },
    { label: "Completion Rate", percentile: global.completionRatePercentile },
    { label: "Level Progress", percentile: global.levelProgressPercentile },
  ];
}

/** The footer note (spec §3). */
export const RANKINGS_NOTE =
  "Rankings update weekly and are based on progress trends, not test scores.";
