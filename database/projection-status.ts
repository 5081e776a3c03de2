// Reads the projection_checkpoints table that projections/ writes: lag, failures, and the
// bounded wait that gives API routes read-your-writes. It lives in the database module, below
// api/, cli/ and projections/, so api/ and cli/ can use it without importing projections/; it
// asks the event store only to compare and count positions.
import { z } from "zod";
import { storedPosition, type EventStore, type Position } from "../eventstore/port.ts";
import type { Logger } from "../eventstore/logger.ts";
import { sleep, Wakeup } from "../eventstore/subscription.ts";
import { Listener } from "./listener.ts";
import { sql, type DatabasePool } from "./pool.ts";
import { projectionCheckpointsRow } from "./tables/projection-checkpoints.ts";

/** The projector tells every API process its new checkpoints here, as each batch commits:
 *  the payload is a JSON object, projection → position. */
export const CHECKPOINTS_CHANNEL = "levelfield_checkpoints";

export type ProjectionStatus = {
  projection: string;
  position: Position | null;
  eventsApplied: number;
  updatedAt: Date;
  /** Events after the checkpoint (counted up to a cap: see `capped`). */
  behindEvents: number;
  capped: boolean;
  /** How long the oldest unprojected event has waited, in ms (0 when caught up). */
  behindMs: number;
  failure: null | { position: string; eventId: string; eventType: string; error: string; at: Date };
};

const row = projectionCheckpointsRow;

export async function readProjectionStatus(
  pool: DatabasePool,
  store: EventStore,
  options: { maxCount?: number; now?: () => Date } = {},
): Promise<ProjectionStatus[]> {
  const max = options.maxCount ?? 1_000_000;
  const now = options.now ?? (() => new Date());
  const rows = await pool.any(sql.type(row)`
    select projection, position, events_applied, updated_at, failed_position,
           failed_event_id::text, failed_event_type, failed_error, failed_at
    from projection_checkpoints order by projection
  `);
  return Promise.all(
    rows.map(async (r) => {
      const position = r.position;
      const behindEvents = await store.countAfter(position, max);
      const oldest =
        behindEvents > 0 ? (await store.readAll({ after: position, limit: 1 }))[0] : undefined;
      return {
        projection: r.projection,
        position,
        eventsApplied: r.events_applied,
        updatedAt: r.updated_at,
        behindEvents,
        capped: behindEvents >= max,
        behindMs: oldest ? Math.max(0, now().getTime() - oldest.recordedAt.getTime()) : 0,
        failure:
          r.failed_position && r.failed_at
            ? {
                position: r.failed_position,
                eventId: r.failed_event_id ?? "",
                eventType: r.failed_event_type ?? "",
                error: r.failed_error ?? "",
                at: r.failed_at,
              }
            : null,
      };
    }),
  );
}

export type WaitResult =
  { ok: true } | { ok: false; reason: "timeout" | "failed"; projection: string };

/**
 * The checkpoints of the projections this process runs, as each batch commits (the projector
 * reports them). A request waiting for its own write to be projected then waits on memory
 * instead of polling the database; projections another process runs are still read from the
 * database, and so are failures.
 */
export class CheckpointWatch {
  private readonly positions = new Map<string, Position | null>();
  private readonly wakeup = new Wakeup();

  private readonly compare: (a: Position, b: Position) => number;

  constructor(compare: (a: Position, b: Position) => number) {
    this.compare = compare;
  }

  /** The projector's checkpoint of `projection` is now `position` (null: nothing yet). */
  advanced(projection: string, position: Position | null): void {
    this.positions.set(projection, position);
    this.wakeup.wakeAll();
  }

  /** Whether this process runs every one of `projections`. */
  runs(projections: readonly string[]): boolean {
    return projections.every((name) => this.positions.has(name));
  }

  reached(projections: readonly string[], position: Position): boolean {
    return projections.every((name) => {
      const at = this.positions.get(name);
      return at != null && this.compare(at, position) >= 0;
    });
  }

  get generation(): number {
    return this.wakeup.generation;
  }

  /** Resolves on the next report (or at once if one came after `since`), or after timeoutMs. */
  wait(timeoutMs: number, since: number): Promise<void> {
    return this.wakeup.wait(timeoutMs, undefined, since);
  }
}

const notifiedCheckpoints = z.record(z.string(), storedPosition.nullable());

/**
 * Feeds `watch` from the projector's notifications (CHECKPOINTS_CHANNEL), for an API process
 * that does not run the projector itself (`serve --no-projector`, the workers of `serve
 * --workers`): its requests then wait on memory too. A projection is watched from its first
 * notification; while the connection is down, waits fall back to reading the checkpoints.
 */
export function followCheckpoints(databaseUrl: string, watch: CheckpointWatch, log: Logger) {
  const listener = new Listener(
    databaseUrl,
    CHECKPOINTS_CHANNEL,
    (payload) => {
      if (payload === undefined) return;
      let parsed;
      try {
        parsed = notifiedCheckpoints.safeParse(JSON.parse(payload));
      } catch {
        return;
      }
      if (!parsed.success) return;
      for (const [projection, position] of Object.entries(parsed.data)) {
        watch.advanced(projection, position);
      }
    },
    log,
  );
  listener.start();
  return { stop: () => listener.stop() };
}

/** With every projection watched in memory, the database is looked at only this often. */
const WATCHED_DATABASE_CHECK_MS = 250;

/**
 * Waits, at most timeoutMs, until every named projection has applied the event at `position`
 * (a command's append position), so the read that follows a command sees its effect. With a
 * `watch` covering the projections (the projector runs in this process) it waits on memory and
 * reads the database only every WATCHED_DATABASE_CHECK_MS (to see a failure); otherwise it polls
 * the checkpoints, backing off from 5 to 50 ms.
 */
export async function waitUntilProjected(
  pool: DatabasePool,
  store: EventStore,
  position: Position,
  options: { projections: readonly string[]; timeoutMs: number; watch?: CheckpointWatch },
): Promise<WaitResult> {
  const deadline = Date.now() + options.timeoutMs;
  const watch = options.watch?.runs(options.projections) ? options.watch : undefined;
  let delay = watch ? WATCHED_DATABASE_CHECK_MS : 5;
  let nextCheck = watch ? Date.now() + delay : 0;
  for (;;) {
    if (watch?.reached(options.projections, position)) return { ok: true };
    const generation = watch?.generation ?? 0;
    if (Date.now() >= nextCheck) {
      const checked = await checkDatabase(pool, store, position, options.projections);
      if (checked.ok || checked.reason === "failed") return checked;
      nextCheck = Date.now() + delay;
      if (!watch) delay = Math.min(delay * 2, 50);
    }
    // At the deadline, the database has the last word (and names the projection behind).
    if (Date.now() >= deadline) return checkDatabase(pool, store, position, options.projections);
    const pause = Math.max(1, Math.min(nextCheck, deadline) - Date.now());
    if (watch) await watch.wait(pause, generation);
    else await sleep(pause);
  }
}

/** One look at the checkpoints: reached, failed, or the first projection still behind. */
async function checkDatabase(
  pool: DatabasePool,
  store: EventStore,
  position: Position,
  projections: readonly string[],
): Promise<WaitResult> {
  const rows = await pool.any(sql.type(
    projectionCheckpointsRow
      .pick({ projection: true, position: true })
      .extend({ failed: z.boolean() }),
  )`
    select projection, position, failed_position is not null as failed
    from projection_checkpoints
    where projection = any(${sql.array([...projections], "text")})
  `);
  const byName = new Map(rows.map((r) => [r.projection, r]));
  for (const name of projections) {
    const r = byName.get(name);
    const reached = r?.position != null && store.comparePositions(r.position, position) >= 0;
    if (reached) continue;
    if (r?.failed) return { ok: false, reason: "failed", projection: name };
    return { ok: false, reason: "timeout", projection: name };
  }
  return { ok: true };
}
