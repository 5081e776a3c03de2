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
