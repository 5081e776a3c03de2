// The progress screen's derived figures (docs/rules.md): the pace the projection uses, the
// projected level at test day, the completion rate and this week's participation, and the
// practice history the projection fits. Pure; the API reads the rows and calls these.
import { BAND_Z, PACE_WEEKS } from "./constants.ts";
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

/** Share of days since the first drop (inclusive) with a completed drop, 0–1. */
export function completionRate(daysCompleted: number, firstDay: string | null, today: string) {
  if (!firstDay) return 0;
  const days = daysBetween(firstDay, today) + 1;
  return days > 0 ? Math.min(1, daysCompleted / days) : 0;
}

/** This week's participation: completed days since the week began / days so far, 0–1. */
export function participation(completedDays: readonly string[], weekStart: string, today: string) {
  const days = daysBetween(weekStart, today) + 1;
  return completedDays.filter((d) => d >= weekStart && d <= today).length / days;
}
