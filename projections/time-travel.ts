// Time travel (issue 20, docs/rules.md "Time travel"): a student's read models as they stood at
// the end of a past day, made by the projections' own code, never written to the live tables.
// It implements the TimeTravel port of database/time-travel.ts (the one declaration the API and
// this module share).
//
// In one transaction on one pooled connection:
//   1. every table of the given projections (and erased_users, which erasure reads and writes)
//      gets a temporary twin, `create temp table <name> (like <name> including all) on commit
//      drop`; PostgreSQL searches pg_temp before any other schema for tables, so every
//      unqualified statement on this connection now reads and writes the twin;
//   2. the student's own streams (user-, diagnostic-, practice-<id>) are read from the store,
//      cut at the end of the day in the student's time zone (the zone recorded by then), merged
//      in the store's global order and applied through applyBatch, the one path the projector
//      and a rebuild apply events by (projections/erasure.ts);
//   3. the caller's read runs on this connection, with a store that returns only the events
//      recorded by then and a clock stopped at the day's last millisecond;
//   4. the transaction rolls back: the twins vanish and the live tables were never touched.
// The events are read before the transaction opens: slonik refuses the store's pool queries
// inside a transaction's async context (as in projections/rebuild.ts).
import { AsyncLocalStorage } from "node:async_hooks";
import { sql, statement, type DatabasePool } from "../database/pool.ts";
import type { ProgressDeps, TimeTravel, TimeTravelRequest } from "../database/time-travel.ts";
import type { EventStore, StoredEvent } from "../eventstore/port.ts";
import type { SealedOpener } from "../vault/vault.ts";
import { noVault } from "./projection.ts";
import { diagnosticStream } from "../domain/diagnostic/events.ts";
import { userEventSchemas, userStream } from "../domain/identity/user/events.ts";
import { endOfLocalDay } from "../domain/practice/days.ts";
import { practiceStream } from "../domain/practice/events.ts";
import { applyBatch, assertErasureDeclared } from "./erasure.ts";
import { practiceProjection } from "./practice/projection.ts";
import type { Projection } from "./projection.ts";
import { usersProjection } from "./users/projection.ts";

/** What the progress reads read (api/students/progress-views.ts and clock.ts): users (the clock)
 *  and practice (practice_students, practice_days, practice_answers). */
export const progressProjections: readonly Projection[] = [usersProjection, practiceProjection];

/** Where erasure records who was erased (projections/erasure.ts): shadowed as well. */
const ERASED_USERS = "erased_users";

/** Thrown to roll the transaction back once the read has its answer. */
class RollBack<T> extends Error {
  readonly value: T;
  constructor(value: T) {
    super("time travel rolls back");
    this.value = value;
  }
}

/**
 * The zone the day is read in: the time zone the student's TimeZoneSet events had recorded by
 * the end of that day in that zone (their first zone when none had been yet; the fallback when
 * they never recorded one). A zone changed around
 * midnight could make the answer depend on itself; a few rounds settle it.
 */
export function zoneAsOf(events: readonly StoredEvent[], day: string, fallback: string): string {
  const changes = events
    .filter((e) => e.type === "TimeZoneSet")
    .map((e) => ({
      at: e.recordedAt.getTime(),
      zone: userEventSchemas.TimeZoneSet.parse(e.data).timeZone,
    }));
  // Before the first zone was recorded, the student's first zone stands for it (the day they
  // joined is a day in their own zone, as the picker offers it), the fallback only without any.
  const first = changes[0]?.zone ?? fallback;
  const zoneAt = (ms: number) => changes.filter((c) => c.at < ms).at(-1)?.zone ?? first;
  let zone = zoneAt(endOfLocalDay(day, first).getTime());
  for (let round = 0; round < 4; round++) {
    const next = zoneAt(endOfLocalDay(day, zone).getTime());
    if (next === zone) break;
    zone = next;
  }
  return zone;
}

export function createTimeTravel(options: {
  pool: DatabasePool;
  store: EventStore;
  /** The projections the reads need (users and practice for progress). */
  projections: readonly Projection[];
  /** Opens the sealed username the users projection folds, as the projector does. */
  vault?: SealedOpener;
}): TimeTravel {
  const { pool, store, projections } = options;
  const vault = options.vault ?? noVault;
  for (const p of projections) assertErasureDeclared(p);
  const tables = [...new Set([...projections.flatMap((p) => p.tables), ERASED_USERS])];
  const byPosition = (a: StoredEvent, b: StoredEvent) =>
    store.comparePositions(a.position, b.position);

  return {
    async asOf<T>(
      request: TimeTravelRequest,
      read: (deps: ProgressDeps) => Promise<T>,
    ): Promise<T> {
      const { userId, day, fallbackTimeZone } = request;
      const outsideTransaction = AsyncLocalStorage.snapshot();
      const own = [userStream(userId), diagnosticStream(userId), practiceStream(userId)];
      const streams = await Promise.all(own.map((id) => store.readStream(id)));
      const zone = zoneAsOf(streams.flat().sort(byPosition), day, fallbackTimeZone);
      const end = endOfLocalDay(day, zone);
      const recorded = (e: StoredEvent) => e.recordedAt.getTime() < end.getTime();
      const kept = new Map(own.map((id, i) => [id, streams[i]!.filter(recorded)]));
      const events = [...kept.values()].flat().sort(byPosition);
      const pastStore: ProgressDeps["store"] = {
        async readStream(streamId) {
          const known = kept.get(streamId);
          if (known) return [...known];
          const all = await outsideTransaction(() => store.readStream(streamId));
          return all.filter(recorded);
        },
      };
      try {
        await pool.transaction(async (tx) => {
          for (const name of tables) {
            await tx.query(statement`
              create temp table ${sql.identifier([name])}
                (like ${sql.identifier([name])} including all) on commit drop
            `);
          }
          const context = { tx, table: (name: string) => sql.identifier([name]), vault };
          for (const projection of projections) {
            await applyBatch(projection, events, context, store.comparePositions);
          }
          const value = await read({
            pool: tx,
            store: pastStore,
            now: () => new Date(end.getTime() - 1),
          });
          throw new RollBack(value);
        });
      } catch (error) {
        if (error instanceof RollBack) return (error as RollBack<T>).value;
        throw error;
      }
      throw new Error("time travel: the transaction ended without its read");
    },
  };
}
