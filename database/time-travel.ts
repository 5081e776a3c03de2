// Time travel (issue 20): a student's progress as it stood at the end of a past day. The port is
// declared here, in the database module below api/ and projections/ (as projection-status.ts
// is), so both use this one declaration: the API asks through it (ApiDeps.timeTravel), and
// projections/time-travel.ts implements it, given to the API by the composition root (cli/serve.ts,
// testing/api.ts). The implementation folds the student's events recorded up to that moment
// through the projections' own apply, into temporary tables that shadow the live ones inside one
// transaction, runs the read there and rolls back. The read is the same code today's progress
// runs (api/students/progress-views.ts): no rule is written twice. docs/rules.md, "Time travel".
import type { EventStore } from "../eventstore/port.ts";
import type { CommonQueryMethods } from "./pool.ts";

/** What a read needs of the world: the read tables, the event store, the clock. */
export type ProgressDeps = {
  pool: CommonQueryMethods;
  store: Pick<EventStore, "readStream">;
  now: () => Date;
};

export type TimeTravelRequest = {
  userId: string;
  /** The day asked for, yyyy-MM-dd, in the student's time zone. */
  day: string;
  /** The zone a student with no time zone recorded by then is read in (readStudentClock's). */
  fallbackTimeZone: string;
};

export type TimeTravel = {
  /**
   * Runs `read` against the student's read models as they stood at the end of `day` in the
   * student's time zone (the zone recorded by then): the tables hold only the folds of the
   * events recorded up to then, the store returns only those events, and now() is the day's last
   * millisecond. Nothing is written to the live tables.
   */
  asOf<T>(request: TimeTravelRequest, read: (deps: ProgressDeps) => Promise<T>): Promise<T>;
};
