// Ranking weeks: Sunday to Saturday by each student's own calendar (the practice events carry
// the student's own `day`). A week is named by its Sunday (yyyy-MM-dd).
import { addDays, localDay, startOfWeek } from "../practice/days.ts";
import { WEEK_CLOSES_AT_UTC_HOUR } from "./constants.ts";

/** The week (its Sunday) of a calendar day. */
export const weekOf = (day: string): string => startOfWeek(day);

/** The day of the week, 0 (Sunday) to 6 (Saturday), of `day` within its week. */
export function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/**
 * The last week closed at `now`: the latest week W with now ≥ (W + 7 days) at 12:00 UTC, when
 * its Saturday has ended in every time zone.
 */
export function lastClosedWeek(now: Date): string {
  const shifted = new Date(now.getTime() - WEEK_CLOSES_AT_UTC_HOUR * 3_600_000);
  return addDays(startOfWeek(shifted.toISOString().slice(0, 10)), -7);
}

/** The student's current week: the week of their local day at `now`. */
export const currentWeek = (now: Date, timeZone: string): string => weekOf(localDay(now, timeZone));

/** The week before `week`. */
export const previousWeek = (week: string): string => addDays(week, -7);

/** The instant `week` closes for everyone: its next Sunday at WEEK_CLOSES_AT_UTC_HOUR UTC. */
export const weekClosesAt = (week: string): Date =>
  new Date(`${addDays(week, 7)}T${String(WEEK_CLOSES_AT_UTC_HOUR).padStart(2, "0")}:00:00Z`);

/** The student's calendar day on which `week` closes (a Sunday, a Monday east of UTC+12). */
export const weekClosesOn = (week: string, timeZone: string): string =>
  localDay(weekClosesAt(week), timeZone);
