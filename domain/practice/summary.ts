// The progress screen's derived figures (docs/rules.md): the pace the projection uses, the
// projected level at test day, the completion rate, this week's participation, accuracy, and the
// practice history the projection fits. Pure; the API reads the rows and calls these.
import { BAND_Z, MIN_QUESTIONS_FOR_ACCURACY, PACE_WEEKS } from "./constants.ts";
import { addDays, daysBetween } from "./days.ts";
import { supportedLevel } from "./levels.ts";
import type { FanPoint, PracticeDay } from "./projection.ts";

const MS_PER_HOUR = 3_600_000;

/** Practice hours per week over the last PACE_WEEKS weeks, or since the first day if sooner;
 *  0 before any practice. `time`: practice milliseconds per day. */
export function paceHoursPerWeek(
  time: readonly { day: string; ms: number }[],
  today: string,
  firstDay: string | null,
): number {
  if (!firstDay) return 0;
  const from = addDays(today, -7 * PACE_WEEKS + 1);
  const start = firstDay > from ? firstDay : from;
  const days = Math.max(1, daysBetween(start, today) + 1);
  const ms = time.filter((t) => t.day >= start && t.day <= today).reduce((n, t) => n + t.ms, 0);
  return (ms / MS_PER_HOUR) * (7 / days);
}

/** The projection's history: cumulative practice hours against the estimated score (θ mean on
 *  the 500 ± 100 scale, unrounded) at each practised day's end. */
export function practiceHistory(
  days: readonly { day: string; mean: number }[],
  time: readonly { day: string; ms: number }[],
): PracticeDay[] {
  let hours = 0;
  return days.map(({ day, mean }) => {
    hours += (time.find((t) => t.day === day)?.ms ?? 0) / MS_PER_HOUR;
    return { day, hours, score: 500 + 100 * mean };
  });
}

/** The level shown as projected: the shown-level rule (median − ½·SD clears the band) applied
 *  to the test-day point of the fan, whose 80% band gives the SD; never below today's. An
 *  unmeasured subject (isMeasured) projects no gain: its fan is the population's. */
export function projectedLevel(shown: number, atTest: FanPoint, measured = true): number {
  if (!measured) return shown;
  const sd = (atTest.high - atTest.low) / (2 * BAND_Z);
  return Math.max(shown, supportedLevel({ mean: (atTest.median - 500) / 100, sd: sd / 100 }));
}

/**
 * The days a student could have finished a drop in, from `from` through `today`, and the share
 * they did. A day still under way is not yet missed: today counts only once its drop is done.
 * `share` is null when there is no such day yet (joined today, today's drop not done): too
 * little to say. `completedDays`: the days with a finished drop (any range; counted in range).
 */
export function shareOfDays(args: {
  completedDays: readonly string[];
  from: string;
  today: string;
}): { completed: number; possible: number; share: number | null } {
  const { from, today } = args;
  const completed = args.completedDays.filter((d) => d >= from && d <= today).length;
  const todayDone = args.completedDays.includes(today);
  const possible = Math.max(0, daysBetween(from, today)) + (todayDone && from <= today ? 1 : 0);
  return { completed, possible, share: possible > 0 ? Math.min(1, completed / possible) : null };
}

/** The day a student joined, in their zone: the sign-up day, or the first drop's day if that is
 *  earlier (no drop comes before joining; a clock or zone change could otherwise say so). */
export function joinedDay(signedUp: string, firstDrop: string | null): string {
  return firstDrop !== null && firstDrop < signedUp ? firstDrop : signedUp;
}

/** The spec's completionRate: the share of days since the student joined with a finished drop
 *  (shareOfDays), 0 before there is a day to count. */
export function completionRate(completedDays: readonly string[], joined: string, today: string) {
  return shareOfDays({ completedDays, from: joined, today }).share ?? 0;
}

/** This week's participation: shareOfDays from the later of Sunday and the day they joined. */
export function participation(
  completedDays: readonly string[],
  weekStart: string,
  joined: string,
  today: string,
) {
  return shareOfDays({ completedDays, from: joined > weekStart ? joined : weekStart, today });
}

/**
 * Accuracy, the one definition every screen uses: questions answered right ÷ questions done,
 * where a skip is a question done and not answered right (the completion screen's "3 of 5
 * right" is 60%). Null below MIN_QUESTIONS_FOR_ACCURACY questions: too few to be a rate.
 */
export function accuracy(right: number, questions: number): number | null {
  if (questions < MIN_QUESTIONS_FOR_ACCURACY) return null;
  return Math.min(1, right / questions);
}

/** Where a question or its XP came from: the Daily Drop, or Practice Mode (a focused set). */
export type PracticeSource = "dailyDrop" | "practice";

/** Questions done (answers and skips), the right ones and the skipped ones. */
export type QuestionCounts = { questions: number; correct: number; skipped: number };

const noQuestions: QuestionCounts = { questions: 0, correct: 0, skipped: 0 };

/**
 * Questions done in a period, the Daily Drop's and Practice Mode's apart and their total: the
 * one definition of "questions answered" (the Parent View's tile, the week's accuracy). The total
 * is always the two added.
 */
export function questionsBySource(
  rows: readonly ({ source: PracticeSource } & QuestionCounts)[],
): Record<PracticeSource | "total", QuestionCounts> {
  const of = (source: PracticeSource) =>
    rows
      .filter((r) => r.source === source)
      .reduce(
        (n, r) => ({
          questions: n.questions + r.questions,
          correct: n.correct + r.correct,
          skipped: n.skipped + r.skipped,
        }),
        noQuestions,
      );
  const dailyDrop = of("dailyDrop");
  const practice = of("practice");
  return {
    dailyDrop,
    practice,
    total: {
      questions: dailyDrop.questions + practice.questions,
      correct: dailyDrop.correct + practice.correct,
      skipped: dailyDrop.skipped + practice.skipped,
    },
  };
}

/** XP earned on one day: the Daily Drop's (its answers and completion bonus), Practice Mode's,
 *  and their sum. */
export type XpDay = { date: string; dailyDropXp: number; practiceXp: number; xp: number };

/**
 * XP per day, the one definition the Student View's chart and the header's total share: every
 * day with XP from either source, oldest first; a day's `xp` is its two sources added, so the
 * days add up to the student's total XP. `dailyDrop`: the drop's XP per day (answers and bonus);
 * `practice`: Practice Mode's XP per day.
 */
export function xpPerDay(
  dailyDrop: readonly { day: string; xp: number }[],
  practice: readonly { day: string; xp: number }[],
): XpDay[] {
  const days = new Map<string, XpDay>();
  const at = (date: string) => {
    let day = days.get(date);
    if (!day) days.set(date, (day = { date, dailyDropXp: 0, practiceXp: 0, xp: 0 }));
    return day;
  };
  for (const { day, xp } of dailyDrop) at(day).dailyDropXp += xp;
  for (const { day, xp } of practice) at(day).practiceXp += xp;
  return [...days.values()]
    .map((d) => ({ ...d, xp: d.dailyDropXp + d.practiceXp }))
    .filter((d) => d.xp > 0 || dailyDrop.some((x) => x.day === d.date))
    .sort((a, b) => a.date.localeCompare(b.date));
}
