// The Progress screen's rules, apart from React so they are tested as plain functions: the level
// labels, how numbers, days and paces read, how the skills group, and the sentences that stand in
// for each chart (its text alternative) and explain the projection.
import type {
  DetailedProgress,
  PerformanceDetailed,
  Projections,
} from "../../../api/schemas/practice.ts";
import { domainNames, type Domain } from "../../../domain/questions/item.ts";
import { skillLabel, subjectLabel } from "../../components/question-card/card-model.ts";
import { formatLongDate, parseLocalIsoDate } from "../../lib/dates.ts";

export type Subject = "english" | "math";
export const SUBJECTS: readonly Subject[] = ["english", "math"];

/**
 * The spec's level labels (Exceptional ≥ 10, Strong ≥ 8, Doing Well ≥ 6, Making Progress ≥ 4,
 * Getting Started ≥ 2, else Struggling): the domain's rule, so the server and the screen agree.
 */
export { levelLabel } from "../../../domain/practice/levels.ts";

/** The spec's 'Level x → projected': "Level 5 → 7". */
export function levelChange(current: number, projected: number): string {
  return `Level ${current} → ${projected}`;
}

/** The same, as a screen reader should hear it (not "right arrow"). */
export function levelChangeSpoken(current: number, projected: number): string {
  return `Level ${current} now, level ${projected} projected by test day`;
}

/** Shown instead of a figure there is too little data for (docs/rules.md, "Parent View figures"). */
export const NOT_ENOUGH_DATA = "Not enough data yet";

/** The level badge of a subject nothing has measured yet (no label without evidence). */
export const NOT_MEASURED = "Not measured yet";

type Weekly = DetailedProgress["weekly"];

/** ", 1 skipped" (nothing without skips). */
export function skippedText(skipped: number): string {
  return skipped > 0 ? `, ${skipped.toLocaleString("en-US")} skipped` : "";
}

/** What the accuracy tile says under its figure: the counts behind it, skips stated. */
export function accuracyNote(weekly: Weekly): string {
  if (weekly.questionsAnswered === 0) return "No questions yet this week";
  const counts = `${weekly.correct} of ${weekly.questionsAnswered} right${skippedText(weekly.skipped)}`;
  return weekly.accuracy === null ? `${counts} so far` : counts;
}

/** What the questions tile says under its total: where the questions came from, the Daily Drop
 *  and Practice Mode apart (they add up to the total), skips stated. */
export function questionsNote(weekly: Weekly): string {
  const { dailyDrop, practice } = weekly;
  const skips = skippedText(weekly.skipped);
  if (weekly.questionsAnswered === 0) return "No questions yet this week";
  if (practice.questions === 0) return `All from the Daily Drop this week${skips}`;
  if (dailyDrop.questions === 0) return `All from Practice Mode this week${skips}`;
  const n = (count: number) => count.toLocaleString("en-US");
  return `${n(dailyDrop.questions)} Daily Drop + ${n(practice.questions)} Practice Mode this week${skips}`;
}

/** What the participation tile says: the days behind the share. */
export function participationNote(weekly: Weekly): string {
  if (weekly.possibleDays === 0) return "Counts from the first finished Daily Drop";
  const days = weekly.possibleDays === 1 ? "day" : "days";
  return `${weekly.daysPracticed} of ${weekly.possibleDays} ${days} with a finished Daily Drop`;
}

/** A share from 0 to 1 as a whole percent ("75%"); an unknown share (null) as "—". */
export function formatPercent(share: number | null): string {
  if (share === null || !Number.isFinite(share)) return "—";
  return `${Math.round(Math.min(Math.max(share, 0), 1) * 100)}%`;
}

/** "90 days until the test", "1 day until the test", "The test is today", or that it passed. */
export function daysUntilTestText(days: number): string {
  if (days > 1) return `${days.toLocaleString("en-US")} days until the test`;
  if (days === 1) return "1 day until the test";
  if (days === 0) return "The test is today";
  return "The test date has passed";
}

/** A calendar day on a chart's axis: "2026-11-21" → "Nov 21". */
export function formatShortDate(day: string): string {
  return parseLocalIsoDate(day).toLocaleDateString("en-US", { month: "short", day: "numeric" });
}

/** Practice time per week: "35 min a week" under an hour, else "1.5 hours a week". */
export function formatHoursPerWeek(hours: number): string {
  if (hours < 1) return `${Math.max(1, Math.round(hours * 60))} min a week`;
  const rounded = Math.round(hours * 10) / 10;
  return `${rounded.toLocaleString("en-US")} ${rounded === 1 ? "hour" : "hours"} a week`;
}

/** A domain's name as the College Board writes it; an unknown id with its underscores as spaces. */
export function domainLabel(domain: string): string {
  return domain in domainNames ? domainNames[domain as Domain] : skillLabel(domain);
}

// ---------------------------------------------------------------------------------------------
// Accuracy by skill

export type SkillRow = {
  skill: string;
  label: string;
  attempts: number;
  correct: number;
  /** correct / attempts, 0–1. */
  accuracy: number;
};
export type DomainGroup = { domain: string; label: string; skills: SkillRow[] };
export type SubjectGroup = { subject: Subject; label: string; domains: DomainGroup[] };

const domainOrder = Object.keys(domainNames);

/**
 * The skills practiced, grouped by subject (English, then Math) and domain (the College Board's
 * order), weakest skill first within a domain (ties: more attempts first, then by name). Skills
 * never attempted are left out, and so is a subject with none.
 */
export function skillGroups(bySkill: PerformanceDetailed["bySkill"]): SubjectGroup[] {
  return SUBJECTS.flatMap((subject) => {
    const rows = bySkill.filter((row) => row.subject === subject && row.attempts > 0);
    const domains = [...new Set(rows.map((row) => row.domain))]
      .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
      .map((domain) => ({
        domain,
        label: domainLabel(domain),
        skills: rows
          .filter((row) => row.domain === domain)
          .map((row) => ({
            skill: row.skill,
            label: skillLabel(row.skill),
            attempts: row.attempts,
            correct: Math.min(row.correct, row.attempts),
            accuracy: Math.min(row.correct, row.attempts) / row.attempts,
          }))
          .sort(
            (a, b) =>
              a.accuracy - b.accuracy || b.attempts - a.attempts || a.label.localeCompare(b.label),
          ),
      }));
    return domains.length ? [{ subject, label: subjectLabel(subject), domains }] : [];
  });
}

function rank(domain: string): number {
  const index = domainOrder.indexOf(domain);
  return index === -1 ? domainOrder.length : index;
}

/** "7 of 10 correct (70%)". */
export function skillAccuracyText(row: Pick<SkillRow, "correct" | "attempts">): string {
  return `${row.correct} of ${row.attempts} correct (${formatPercent(row.correct / row.attempts)})`;
}

// ---------------------------------------------------------------------------------------------
// Pacing against the SAT's per-question budgets

export type Pacing = PerformanceDetailed["pacing"][number];

/** "You take 58 s per Math question; the SAT gives about 95 s." (or that nothing is timed yet). */
export function pacingSentence(pacing: Pacing): string {
  const subject = subjectLabel(pacing.subject);
  if (pacing.medianSeconds === null || pacing.answered === 0) {
    return `No ${subject} answers timed yet; the SAT gives about ${Math.round(pacing.budgetSeconds)} s per question.`;
  }
  return `You take ${Math.round(pacing.medianSeconds)} s per ${subject} question; the SAT gives about ${Math.round(pacing.budgetSeconds)} s.`;
}

const answers = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "answer" : "answers"}`;

/** What the pace means, in a few plain words (null before any timed answer): the domain's
 *  verdict (domain/practice/pacing.ts), with the answers too fast to have read the question. */
export function pacingNote(pacing: Pacing): string | null {
  if (pacing.medianSeconds === null || pacing.answered === 0 || pacing.verdict === null) {
    return null;
  }
  const basis = `Typical of your ${answers(pacing.answered)}`;
  const count = pacing.rushed === pacing.answered ? "all" : answers(pacing.rushed);
  const rushed =
    pacing.rushed > 0
      ? ` ${count.charAt(0).toUpperCase()}${count.slice(1)} took under ${pacing.rushingSeconds} s, too fast to read the question.`
      : "";
  switch (pacing.verdict) {
    case "rushing":
      return `Rushing: that's faster than anyone can read the question. Slow down and read each one through. ${basis}; ${count} took under ${pacing.rushingSeconds} s.`;
    case "within":
      return `That's within the SAT's pace. ${basis}.${rushed}`;
    case "a-little-over":
      return `A little slower than the SAT's pace. ${basis}.${rushed}`;
    case "over":
      return `Slower than the SAT's pace: keep accuracy first, and speed comes with practice. ${basis}.${rushed}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Level and score history

export type AbilityPoint = PerformanceDetailed["abilityHistory"][number];

const scoreWithLevel = (score: number, level: number) => `${score} (Level ${level})`;

/** The history chart's text alternative: where each subject started and where it is now. */
export function historySummary(history: readonly AbilityPoint[]): string {
  const first = history[0];
  const last = history.at(-1);
  if (!first || !last) return "No estimated scores yet.";
  if (history.length === 1) {
    return `On ${formatShortDate(last.date)}: English ${scoreWithLevel(last.englishScore, last.englishLevel)}, Math ${scoreWithLevel(last.mathScore, last.mathLevel)}.`;
  }
  return (
    `From ${formatShortDate(first.date)} to ${formatShortDate(last.date)}, ` +
    `English went from ${scoreWithLevel(first.englishScore, first.englishLevel)} to ${scoreWithLevel(last.englishScore, last.englishLevel)}, ` +
    `and Math from ${scoreWithLevel(first.mathScore, first.mathLevel)} to ${scoreWithLevel(last.mathScore, last.mathLevel)}.`
  );
}

/**
 * The score axis of a chart: 50-point steps (the level bands) just around the values, within
 * the SAT's 200–800.
 */
export function scoreAxis(values: readonly number[]): [number, number] {
  if (values.length === 0) return [200, 800];
  const low = Math.max(200, Math.floor((Math.min(...values) - 10) / 50) * 50);
  const high = Math.min(800, Math.ceil((Math.max(...values) + 10) / 50) * 50);
  return high > low ? [low, high] : [Math.max(200, low - 50), Math.min(800, high + 50)];
}

/**
 * The ticks of a score axis: every 50 points (a level band) from end to end, or every 100 when
 * that would crowd more than 8 ticks onto the chart.
 */
export function scoreTicks([low, high]: readonly [number, number]): number[] {
  const step = (high - low) / 50 + 1 > 8 ? 100 : 50;
  const ticks: number[] = [];
  for (let tick = Math.ceil(low / step) * step; tick <= high; tick += step) ticks.push(tick);
  return ticks;
}

// ---------------------------------------------------------------------------------------------
// XP per day

/** The XP chart's text alternative: the total (the header's), where it came from, the best day. */
export function xpSummary(xpByDay: PerformanceDetailed["xpByDay"]): string {
  if (xpByDay.length === 0) return "No XP earned yet.";
  const sum = (pick: (day: PerformanceDetailed["xpByDay"][number]) => number) =>
    xpByDay.reduce((n, day) => n + pick(day), 0).toLocaleString("en-US");
  const best = xpByDay.reduce((top, day) => (day.xp > top.xp ? day : top));
  const days = xpByDay.length === 1 ? "1 day" : `${xpByDay.length} days`;
  return (
    `${sum((d) => d.xp)} XP over the ${days} shown (${sum((d) => d.dailyDropXp)} from the Daily Drop, ` +
    `${sum((d) => d.practiceXp)} from Practice Mode); the most was ${best.xp} XP on ${formatShortDate(best.date)}.`
  );
}

// ---------------------------------------------------------------------------------------------
// Projection to the test date

export type SubjectProjection = Projections["subjects"][number];

/** The median and 80% band at the test date, in a sentence (null when there is no fan). */
export function projectionSentence(projection: SubjectProjection, testDate: string): string | null {
  const end = projection.fan.at(-1);
  if (!end) return null;
  return (
    `By test day (${formatLongDate(testDate)}), your ${subjectLabel(projection.subject)} score ` +
    `is most likely about ${end.median}, with an 80% chance of landing between ${end.low} and ${end.high}.`
  );
}

/** How the growth rate was obtained, and the pace it assumes. */
export function rateSentence(
  projection: Pick<SubjectProjection, "pointsPerHour" | "fittedFromHistory">,
  hoursPerWeek: number,
): string {
  const rate = Math.round(projection.pointsPerHour * 10) / 10;
  const source = projection.fittedFromHistory
    ? "a rate fitted to your practice"
    : "a typical rate until you have more practice";
  const pace =
    hoursPerWeek > 0
      ? `at your current pace of ${formatHoursPerWeek(hoursPerWeek)}`
      : "but you have no practice time yet, so it stays near today's estimate until you start";
  return `It grows about ${rate.toLocaleString("en-US")} points per practice hour (${source}), ${pace}.`;
}

/** The fan's rows for the chart: the 80% band as one [low, high] range. */
export function fanRows(fan: SubjectProjection["fan"]) {
  return fan.map(({ date, median, low, high }) => ({
    date,
    median,
    low,
    high,
    band: [low, high] as [number, number],
  }));
}

// ---------------------------------------------------------------------------------------------

/** Whether the student has answered anything in the Daily Drop yet. */
export function hasPractice(performance: PerformanceDetailed): boolean {
  return (
    performance.abilityHistory.length > 0 ||
    performance.bySkill.some((row) => row.attempts > 0) ||
    performance.pacing.some((row) => row.answered > 0)
  );
}

// ---------------------------------------------------------------------------------------------
// The view toggle

export type ProgressView = "student" | "parent";

/** The view named by the URL's query (`?view=parent`); the Student View otherwise. */
export function viewOf(search: string): ProgressView {
  return new URLSearchParams(search).get("view") === "parent" ? "parent" : "student";
}

/** The query string for a view, keeping any other parameters ("" for the default view). */
export function searchFor(view: ProgressView, search: string): string {
  const params = new URLSearchParams(search);
  if (view === "parent") params.set("view", "parent");
  else params.delete("view");
  const text = params.toString();
  return text ? `?${text}` : "";
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The day the screen shows progress as of (`?asOf=yyyy-MM-dd`, time travel), or undefined for
 * today: a malformed day, or today itself, is today.
 */
export function asOfOf(search: string, today?: string): string | undefined {
  const asOf = new URLSearchParams(search).get("asOf");
  if (asOf === null || !DAY.test(asOf) || asOf === today) return undefined;
  return asOf;
}

/** The query string showing progress as of `day` (undefined: today), keeping the view. */
export function searchForAsOf(day: string | undefined, search: string): string {
  const params = new URLSearchParams(search);
  if (day) params.set("asOf", day);
  else params.delete("asOf");
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The banner over progress seen as of a past day: "Your progress as of March 3, 2026". */
export function asOfTitle(day: string): string {
  return `Your progress as of ${parseLocalIsoDate(day).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
  })}`;
}
