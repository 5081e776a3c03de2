// Reads the projection_checkpoints table that projections/ writes: lag, failures, and the
// bounded wait that gives API routes read-your-writes. It lives here, beside the event store
// whose positions it compares, so api/ and cli/ can use it without importing projections/.
import { z } from "zod";
import { sql, type DatabasePool } from "./database.ts";
import type { EventStore, Position } from "./port.ts";
import { sleep } from "./subscription.ts";

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

const row = z.object({
  projection: z.string(),
  position: z.string().nullable(),
  events_applied: z.number(),
  updated_at: z.date(),
  failed_position: z.string().nullable(),
  failed_event_id: z.string().nullable(),
  failed_event_type: z.string().nullable(),
  failed_error: z.string().nullable(),
  failed_at: z.date().nullable(),
});

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
      const position = r.position as Position | null;
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
 * Waits, at most timeoutMs, until every named projection has applied the event at `position`
 * (a command's append position), so the read that follows a command sees its effect.
 */
export async function waitUntilProjected(
  pool: DatabasePool,
  store: EventStore,
  position: Position,
  options: { projections: readonly string[]; timeoutMs: number },
): Promise<WaitResult> {
  const deadline = Date.now() + options.timeoutMs;
  let delay = 5;
  for (;;) {
    const rows = await pool.any(sql.type(
      z.object({ projection: z.string(), position: z.string().nullable(), failed: z.boolean() }),
    )`
      select projection, position, failed_position is not null as failed
      from projection_checkpoints
      where projection = any(${sql.array([...options.projections], "text")})
    `);
    const byName = new Map(rows.map((r) => [r.projection, r]));
    let lagging: string | null = null;
    for (const name of options.projections) {
      const r = byName.get(name);
      const reached =
        r?.position != null && store.comparePositions(r.position as Position, position) >= 0;
      if (reached) continue;
      if (r?.failed) return { ok: false, reason: "failed", projection: name };
      lagging = name;
      break;
    }
    if (lagging === null) return { ok: true };
    if (Date.now() >= deadline) return { ok: false, reason: "timeout", projection: lagging };
    await sleep(Math.min(delay, Math.max(1, deadline - Date.now())));
    delay = Math.min(delay * 2, 50);
  }
}
