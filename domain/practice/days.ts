// Calendar days: ISO strings `yyyy-MM-dd` in the student's own IANA time zone (learning-model.md:
// "today" is the student's own time zone). Day arithmetic is on the proleptic Gregorian calendar
// in UTC, so a 23- or 25-hour day (daylight saving) is still exactly one day; only `localDay` and
// `endOfLocalDay` touch a time zone, through the zone's UTC offset at an instant (@date-fns/tz's
// tzOffset; no clock).
//
// Why not more of date-fns: on a UTC TZDate its day arithmetic cost 10–40 times as much a call,
// and the practice rules call it thousands of times a fold (their tests ran 12 times as long);
// and a TZDate built from the wall time 00:00 is not the day's end: it is the second of a
// midnight that happens twice (Asia/Amman, Asia/Gaza), and it goes through the server's own zone
// (a server in America/Havana ended other zones' days an hour late on the night Havana skips
// midnight). So `endOfLocalDay` solves for the instant on the offsets itself.
import { tzOffset } from "@date-fns/tz";
import { CommandRefused, refusal, type Refusal } from "../decider.ts";
import { WEEK_STARTS_ON } from "./time-constants.ts";

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds of midnight UTC of a calendar day; throws on anything but a real `yyyy-MM-dd`. */
function utcMidnight(day: string): number {
  const match = DAY_PATTERN.exec(day);
  if (match === null) throw new RangeError(`not a calendar day (yyyy-MM-dd): ${day}`);
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(y, m - 1, d);
  const check = new Date(ms);
  if (check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) {
    throw new RangeError(`not a calendar day (yyyy-MM-dd): ${day}`);
  }
  return ms;
}

function dayOfUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Whether `day` is a real calendar day written `yyyy-MM-dd` (2026-02-30 is not). */
export function isCalendarDay(day: string): boolean {
  try {
    return dayOfUtc(utcMidnight(day)) === day;
  } catch {
    return false;
  }
}

/** The day `n` calendar days after `day` (n may be negative). */
export function addDays(day: string, n: number): string {
  return dayOfUtc(utcMidnight(day) + n * DAY_MS);
}

/** Calendar days from `a` to `b`: positive when `b` is later, 0 for the same day. */
export function daysBetween(a: string, b: string): number {
  return Math.round((utcMidnight(b) - utcMidnight(a)) / DAY_MS);
}

/** The first day of the week containing `day`; weeks start on Sunday (the spec's rankings). */
export function startOfWeek(day: string): string {
  const weekday = new Date(utcMidnight(day)).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday - WEEK_STARTS_ON + 7) % 7));
}

/** The calendar day of the instant `at` in `timeZone` (an IANA name such as "America/New_York"). */
export function localDay(at: Date, timeZone: string): string {
  const ms = at.getTime();
  if (!Number.isFinite(ms)) throw new RangeError("localDay: invalid date");
  return dayOfUtc(wallClock(ms, timeZone));
}

/** The zone's UTC offset at the instant `ms`, in milliseconds; throws on an unknown zone. */
function offsetAt(ms: number, timeZone: string): number {
  const minutes = tzOffset(timeZone, new Date(ms));
  if (Number.isNaN(minutes)) throw new RangeError(`Invalid time zone specified: ${timeZone}`);
  return Math.round(minutes * 60_000); // historical offsets have seconds: fractions of a minute
}

/** The wall-clock time at `ms` in `timeZone`, as milliseconds of the same wall time in UTC. */
function wallClock(ms: number, timeZone: string): number {
  return ms + offsetAt(ms, timeZone);
}

/**
 * The instant the local calendar day `day` ends in `timeZone`: the first instant whose local day
 * is later, normally 00:00 of the next day. Correct across daylight saving (the day of a switch
 * is 23 or 25 hours long) and where a switch skips midnight itself (the next day then starts at
 * the switch, e.g. 01:00).
 */
export function endOfLocalDay(day: string, timeZone: string): Date {
  const midnight = utcMidnight(day) + DAY_MS; // the next day's 00:00 as a wall time
  // Solve wall(t) = midnight: t = midnight − offset(t); two fixed-point steps settle the offset.
  const first = midnight - offsetAt(midnight, timeZone);
  const second = midnight - offsetAt(first, timeZone);
  if (wallClock(second, timeZone) === midnight && wallClock(second - 1000, timeZone) < midnight) {
    return new Date(second);
  }
  // Midnight is skipped (clocks jump over it) or occurs twice: bisect for the first whole second
  // whose wall time is at or past it. Offsets lie within ±1 day, so the window holds the answer.
  let low = midnight - 2 * DAY_MS; // wall time before midnight
  let high = midnight + 2 * DAY_MS; // wall time after it
  while (high - low > 1000) {
    const mid = low + Math.floor((high - low) / 2000) * 1000;
    if (wallClock(mid, timeZone) >= midnight) high = mid;
    else low = mid;
  }
  return new Date(high);
}

/** The instant the local calendar day `day` begins in `timeZone` (where the day before ends). */
export function startOfLocalDay(day: string, timeZone: string): Date {
  return endOfLocalDay(addDays(day, -1), timeZone);
}

/** A calendar day with the time zone it was lived in: together, one span of real time. */
export type ZonedDay = { day: string; timeZone: string };

/** The student's day now: a zoned day, and whether it is still open (see studentDay). */
export type StudentDay = ZonedDay & { open: boolean };

/**
 * The student's day at `now` in `timeZone`, given the latest day their stream already has
 * (docs/rules.md, "The student's day"). Days only move forward in real time, and never overlap:
 *
 * - while the latest day lasts, in the zone it was lived in, it is the student's day, whatever
 *   zone they are in now (a move across the date line neither reopens nor skips it);
 * - after it, the local day in the current zone is the next day once it is a later date AND it
 *   began no earlier than the latest day ended;
 * - between the two (after a change of zone: the latest day is over, and the current zone's day
 *   began before it ended), the latest day is the student's day but closed (`open: false`):
 *   nothing is counted on it until the next day begins (nextStudentDayStart).
 *
 * So everything a student does on a day happens inside that day's span of real time, and the
 * spans of their days do not overlap: any real span of D days (a day is at least 23 hours, the
 * shortest local day) holds at most D + 1 days of a student, whatever zones they pass through.
 */
export function studentDay(now: Date, timeZone: string, latest: ZonedDay | null): StudentDay {
  const here = localDay(now, timeZone);
  if (latest === null) return { day: here, timeZone, open: true };
  const kept = { day: latest.day, timeZone: latest.timeZone };
  if (here === latest.day && timeZone === latest.timeZone) return { ...kept, open: true };
  const ended = endOfLocalDay(latest.day, latest.timeZone).getTime();
  if (now.getTime() < ended) return { ...kept, open: true };
  if (here > latest.day && startOfLocalDay(here, timeZone).getTime() >= ended) {
    return { day: here, timeZone, open: true };
  }
  return { ...kept, open: false };
}

/** When the student's next day begins after `latest`, in `timeZone`: the first local day there
 *  that is a later date and begins no earlier than `latest` ended. */
export function nextStudentDayStart(latest: ZonedDay, timeZone: string): Date {
  const ended = endOfLocalDay(latest.day, latest.timeZone).getTime();
  let day = localDay(new Date(ended), timeZone);
  while (day <= latest.day || startOfLocalDay(day, timeZone).getTime() < ended) {
    day = addDays(day, 1);
  }
  return startOfLocalDay(day, timeZone);
}

const nextDayFormat = (timeZone: string) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "long",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });

/** Why nothing counts on a closed day, and when the next one begins, in the student's zone. */
export function dayClosed(latest: ZonedDay, timeZone: string): Refusal<"day-closed"> {
  const next = nextStudentDayStart(latest, timeZone);
  return refusal(
    "conflict",
    "day-closed",
    `Your day of ${latest.day} is over, and in your new time zone your next day begins on ${nextDayFormat(timeZone).format(next)} (your time). Come back then: a day can't be lived twice.`,
  );
}

/**
 * A decider's context on the student's day (studentDay): the caller's (now and the zone the
 * student is in now), with the day, the zone it is lived in and whether it is still open. The
 * practice and tips deciders both decide on it.
 */
export type OnDay<C> = C & { day: string; dayZone: string; open: boolean };

/** The caller's context on the student's day at its `now`, after the stream's `latest` day. */
export function onDay<C extends { now: Date; timeZone: string }>(
  context: C,
  latest: ZonedDay | null,
): OnDay<C> {
  const { day, timeZone, open } = studentDay(context.now, context.timeZone, latest);
  return { ...context, day, dayZone: timeZone, open };
}

/** Nothing new is counted on a closed day (after a change of zone, until the next day begins):
 *  refused with when the next day begins, in the student's zone now. */
export function refuseClosedDay(context: OnDay<{ timeZone: string }>): void {
  if (!context.open) {
    const closed = { day: context.day, timeZone: context.dayZone };
    throw new CommandRefused(dayClosed(closed, context.timeZone));
  }
}
