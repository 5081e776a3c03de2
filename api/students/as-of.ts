// Progress as of a day (docs/rules.md "Time travel"): the days a student's progress can be seen
// as of, the check of a requested day, and running a progress view (progress-views.ts) for today
// or through time travel (ApiDeps.timeTravel) — the same function either way. The student's own
// progress routes (api/progress/routes.ts) and the analyst's (api/analyst/progress-routes.ts)
// both go through it.
import { localDay } from "../../domain/practice/days.ts";
import type { ProgressDeps } from "../../database/time-travel.ts";
import type { ApiDeps } from "../deps.ts";
import { HttpError } from "../plugins/errors.ts";
import type { AsOfRange } from "../schemas/practice.ts";
import { FALLBACK_TIME_ZONE, readStudentClock } from "./clock.ts";

/** The days a student's progress can be seen as of: from the day the account was created to
 *  their today (now), both in their current zone. */
export async function asOfRange(
  deps: Pick<ProgressDeps, "pool" | "now">,
  userId: string,
): Promise<AsOfRange> {
  const clock = await readStudentClock(deps.pool, userId);
  const today = localDay(deps.now(), clock.timeZone);
  const from = clock.registeredAt ? localDay(clock.registeredAt, clock.timeZone) : today;
  return { from, today };
}

/** Throws a 400 unless `day` lies in the student's asOfRange. */
export async function checkAsOf(
  deps: Pick<ProgressDeps, "pool" | "now">,
  userId: string,
  day: string,
): Promise<void> {
  const { from, today } = await asOfRange(deps, userId);
  if (day > today) throw new HttpError(400, `asOf must not be after today (${today}).`);
  if (day < from) {
    throw new HttpError(400, `asOf must be on or after ${from}, the day this account was created.`);
  }
}

/**
 * Runs a progress feed for today (no asOf) or as of a past day through time travel; the same
 * function either way. Throws when time travel is asked for and the API was built without it.
 */
export async function progressAsOf<T>(
  deps: ApiDeps,
  userId: string,
  asOf: string | undefined,
  feed: (deps: ProgressDeps, userId: string) => Promise<T>,
): Promise<T> {
  if (asOf === undefined) return feed(deps, userId);
  if (!deps.timeTravel) throw new Error("time travel is not configured (ApiDeps.timeTravel)");
  return deps.timeTravel.asOf({ userId, day: asOf, fallbackTimeZone: FALLBACK_TIME_ZONE }, (past) =>
    feed(past, userId),
  );
}
