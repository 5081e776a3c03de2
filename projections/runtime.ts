// The projector: folds events into read tables, one independent loop per projection.
//
// Each batch is one transaction: lock the projection's checkpoint row, drop events at or before
// the checkpoint (a redelivered event is a no-op), apply the rest, save the new checkpoint,
// commit. A crash anywhere leaves tables and checkpoint agreeing. An event a projection cannot
// handle stops that projection alone and is recorded (position, event id, error) in
// projection_checkpoints, where `levelfield project --status` and the admin screen read it.
// Database outages are not projection failures: the loop backs off and tries again.
import { z } from "zod";
import {
  isDatabaseUnavailable,
  sql,
  statement,
  type DatabasePool,
  type DatabaseTransactionConnection,
} from "../database/pool.ts";
import { silentLogger, type Logger } from "../eventstore/logger.ts";
import {
  storedPosition,
  type EventStore,
  type Position,
  type StoredEvent,
} from "../eventstore/port.ts";
import type { CheckpointWatch } from "../database/projection-status.ts";
import { sleep } from "../eventstore/subscription.ts";
import { applyBatch, assertErasureDeclared } from "./erasure.ts";
import type { Projection, ProjectionContext } from "./projection.ts";

export type ProjectorOptions = {
  pool: DatabasePool;
  store: EventStore;
  projections: readonly Projection[];
  batchSize?: number;
  log?: Logger;
  /** Told of every committed checkpoint, so requests in this process can wait on memory. */
  watch?: CheckpointWatch;
};

export type BatchOutcome =
  | { kind: "applied"; position: Position | null; applied: number }
  | { kind: "stale"; checkpoint: Position | null }
  | { kind: "failed"; eventId: string; position: Position; error: string };

const checkpointRow = z.object({ position: storedPosition.nullable() });

function liveTable(name: string) {
  return sql.identifier([name]);
}

export async function ensureCheckpoint(
  pool: DatabasePool,
  projection: string,
): Promise<Position | null> {
  await pool.query(statement`
    insert into projection_checkpoints (projection) values (${projection}) on conflict do nothing
  `);
  const row = await pool.one(sql.type(checkpointRow)`
    select position from projection_checkpoints where projection = ${projection}
  `);
  return row.position;
}

export function createProjector(options: ProjectorOptions) {
  const { pool, store, projections } = options;
  for (const p of projections) assertErasureDeclared(p);
  const batchSize = options.batchSize ?? 500;
  const log = options.log ?? silentLogger;
  const controller = new AbortController();
  const running: Promise<void>[] = [];

  /**
   * Applies one delivered batch. `believed` is the checkpoint the caller's subscription started
   * from; if the stored checkpoint moved backwards (a reset) the batch is stale and the caller
   * resubscribes; if it moved forwards (a rebuild swapped tables, another projector process),
   * the events it already covers are dropped.
   */
  async function handleBatch(
    projection: Projection,
    batch: readonly StoredEvent[],
    believed: Position | null,
  ): Promise<BatchOutcome> {
    try {
      return await pool.transaction((tx) => applyInTransaction(tx, projection, batch, believed));
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      if (batch.length === 1) return recordFailure(projection, batch[0]!, error);
    }
    // The batch failed: replay it one event per transaction so the good prefix is kept and the
    // failing event is the one recorded.
    let position = believed;
    let applied = 0;
    for (const event of batch) {
      const outcome = await handleBatch(projection, [event], position);
      if (outcome.kind !== "applied") return outcome;
      position = outcome.position;
      applied += outcome.applied;
    }
    return { kind: "applied", position, applied };
  }

  async function applyInTransaction(
    tx: DatabaseTransactionConnection,
    projection: Projection,
    batch: readonly StoredEvent[],
    believed: Position | null,
  ): Promise<BatchOutcome> {
    const row = await tx.one(sql.type(checkpointRow)`
      select position from projection_checkpoints where projection = ${projection.name} for update
    `);
    const checkpoint = row.position;
    if (
      believed !== null &&
      (checkpoint === null || store.comparePositions(checkpoint, believed) < 0)
    ) {
      return { kind: "stale", checkpoint };
    }
    const fresh =
      checkpoint === null
        ? batch
        : batch.filter((e) => store.comparePositions(e.position, checkpoint) > 0);
    if (fresh.length === 0) return { kind: "applied", position: checkpoint, applied: 0 };
    const context: ProjectionContext = { tx, table: liveTable };
    const applied = await applyBatch(projection, fresh, context, store.comparePositions);
    const last = fresh[fresh.length - 1]!.position;
    await tx.query(statement`
      update projection_checkpoints
      set position = ${last}, events_applied = events_applied + ${applied}, updated_at = now(),
          failed_position = null, failed_event_id = null, failed_event_type = null,
          failed_error = null, failed_at = null
      where projection = ${projection.name}
    `);
    return { kind: "applied", position: last, applied };
  }

  async function recordFailure(
    projection: Projection,
    event: StoredEvent,
    error: unknown,
  ): Promise<BatchOutcome> {
    const message = error instanceof Error ? error.message : String(error);
    log.error(
      {
        projection: projection.name,
        position: event.position,
        eventId: event.eventId,
        eventType: event.type,
        err: error,
      },
      "projection stopped at an event it cannot handle",
    );
    await pool.query(statement`
      update projection_checkpoints
      set failed_position = ${event.position}, failed_event_id = ${event.eventId},
          failed_event_type = ${event.type}, failed_error = ${message.slice(0, 2000)}, failed_at = now()
      where projection = ${projection.name}
    `);
    return { kind: "failed", eventId: event.eventId, position: event.position, error: message };
  }

  /** Reads and applies until the projection has reached the head (or stops at a failure). */
  async function catchUp(projection: Projection): Promise<BatchOutcome> {
    let position = await ensureCheckpoint(pool, projection.name);
    let applied = 0;
    for (;;) {
      const batch = await store.readAll({ after: position, limit: batchSize });
      if (batch.length === 0) return { kind: "applied", position, applied };
      const outcome = await handleBatch(projection, batch, position);
      if (outcome.kind === "failed") return outcome;
      if (outcome.kind === "stale") {
        position = outcome.checkpoint;
        continue;
      }
      position = outcome.position;
      applied += outcome.applied;
    }
  }

  async function run(projection: Projection): Promise<void> {
    const signal = controller.signal;
    let attempt = 0;
    while (!signal.aborted) {
      try {
        let believed = await ensureCheckpoint(pool, projection.name);
        options.watch?.advanced(projection.name, believed);
        for await (const batch of store.subscribe({ after: believed, batchSize, signal })) {
          const outcome = await handleBatch(projection, batch, believed);
          attempt = 0;
          if (outcome.kind === "failed") return; // stays stopped until restarted (see docs)
          if (outcome.kind === "stale") {
            options.watch?.advanced(projection.name, outcome.checkpoint);
            break;
          }
          believed = outcome.position;
          options.watch?.advanced(projection.name, believed);
        }
      } catch (error) {
        if (signal.aborted) return;
        attempt += 1;
        log.warn(
          { projection: projection.name, err: error, attempt },
          "projector lost the database; retrying",
        );
        await sleep(Math.min(100 * 2 ** attempt, 5000), signal);
      }
    }
  }

  return {
    handleBatch,
    catchUp,
    /** Catches up every projection once (for tools and tests). */
    async catchUpAll(): Promise<Record<string, BatchOutcome>> {
      const result: Record<string, BatchOutcome> = {};
      for (const p of projections) result[p.name] = await catchUp(p);
      return result;
    },
    start(): void {
      for (const p of projections) running.push(run(p));
    },
    async stop(): Promise<void> {
      controller.abort();
      await Promise.allSettled(running);
    },
  };
}

export type Projector = ReturnType<typeof createProjector>;
