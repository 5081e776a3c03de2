// Day streaks (learning-model.md, "Levels, XP, streaks"): a streak day is a completed Daily Drop
// on a calendar day in the student's own time zone. Days are calendar days, so a 23- or 25-hour
// day (daylight saving) is one day like any other; and a change of time zone never breaks a
// streak that was kept. The rule (docs/rules.md, "Streaks"):
//
//   - the first completion, or the first after a streak of 0: the streak is 1;
//   - a completion on a calendar day already counted — the same day, or an earlier one reached
//     by moving to a zone behind (Auckland → Honolulu) — changes nothing;
//   - a later day continues the streak (+1) when it could not have let a whole day pass unkept,
//     that is when in either zone — the one of the last completion or the current one — the new
//     completion falls no later than the day after the last one:
//       · its local day is at most lastDay + 1 (the student's own calendar), or
//       · its local day in the old zone is at most lastDay + 1, or
//       · its local day is at most 1 + the last completion's local day in the new zone
//     ("+ 1" is the next day that exists in that zone: Pacific/Apia skipped 2011-12-30);
//   - otherwise the streak restarts at 1, and the first missed day is lastDay + 1.
//
// A streak is shown while it can still be kept by the same rule, else as 0.
import { addDays, daysBetween, endOfLocalDay, localDay } from "./days.ts";

export { localDay } from "./days.ts";

export type Streak = {
  days: number;
  /** The local calendar day of the last counted completion. */
  lastDay: string | null;
  /** The IANA time zone the student was in at that completion. */
  lastZone: string | null;
  /** The instant of that completion, ISO 8601. */
  lastAt: string | null;
};

export const emptyStreak: Streak = { days: 0, lastDay: null, lastZone: null, lastAt: null };

type Moment = { day: string; timeZone: string; at: Date };

/** What a completion at `moment` does to `streak` (see the rule above). */
export type StreakStep = "start" | "counted" | "continue" | "restart";

/**
 * The local day that follows `day` in `timeZone`: normally day + 1; the day after next where a
 * zone skipped a whole calendar day (Pacific/Apia skipped 2011-12-30 moving across the date line).
 */
function nextLocalDay(day: string, timeZone: string): string {
  return localDay(endOfLocalDay(day, timeZone), timeZone);
}

/**
 * Whether a completion (or a look at the streak) at `moment` is no later than the day after the
 * last counted day, in either zone (the rule at the top).
 */
function withinNextDay(streak: Streak, lastDay: string, moment: Moment): boolean {
  // Shortcuts without time-zone work: the next day is at least lastDay + 1, and no zone is more
  // than two calendar days off another's (UTC−12 to UTC+14, plus Apia's skipped day).
  if (moment.day <= addDays(lastDay, 1)) return true;
  if (daysBetween(lastDay, moment.day) > 4) return false;
  const zone = moment.timeZone;
  if (moment.day <= nextLocalDay(lastDay, zone)) return true;
  const lastZone = streak.lastZone ?? zone;
  if (localDay(moment.at, lastZone) <= nextLocalDay(lastDay, lastZone)) return true;
  const lastAt = streak.lastAt === null ? Number.NaN : Date.parse(streak.lastAt);
  if (Number.isNaN(lastAt)) return false;
  return moment.day <= nextLocalDay(localDay(new Date(lastAt), zone), zone);
}

/** Classifies a completion: start, already counted, continue (+1) or restart at 1. */
export function streakStep(streak: Streak, moment: Moment): StreakStep {
  if (streak.days < 1 || streak.lastDay === null) return "start";
  if (moment.day <= streak.lastDay) return "counted";
  return withinNextDay(streak, streak.lastDay, moment) ? "continue" : "restart";
}

/**
 * A drop completed at `at` on local `day` in `timeZone`: continue (day after lastDay, or a
 * time-zone/DST change that could not have let a day pass unkept), restart at 1, or unchanged if
 * that day is already counted.
 */
export function recordCompletion(
  streak: Streak,
  args: { day: string; timeZone: string; at: Date },
): Streak {
  const step = streakStep(streak, args);
  if (step === "counted") return streak;
  const days = step === "continue" ? streak.days + 1 : 1;
  return { days, lastDay: args.day, lastZone: args.timeZone, lastAt: args.at.toISOString() };
}

/**
 * The streak as shown now: streak.days while it can still be kept (today or yesterday is the last
 * day, by the same generous rule), else 0.
 */
export function currentStreak(streak: Streak, args: { now: Date; timeZone: string }): number {
  if (streak.days < 1 || streak.lastDay === null) return 0;
  const moment = { day: localDay(args.now, args.timeZone), timeZone: args.timeZone, at: args.now };
  return withinNextDay(streak, streak.lastDay, moment) ? streak.days : 0;
}

/**
 * The day a streak of ≥ 1 was broken (first day missed), if `day` starts a new one after a break;
 * else null.
 */
export function brokenStreakDay(
  streak: Streak,
  args: { day: string; timeZone: string; at: Date },
): string | null {
  if (streakStep(streak, args) !== "restart" || streak.lastDay === null) return null;
  return addDays(streak.lastDay, 1);
}
