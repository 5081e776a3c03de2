// The projector: folds events into read tables.
//
// Live, one loop serves every projection: each burst of events is read once, and one
// transaction applies it to every projection it concerns: lock the checkpoint rows, drop the
// events each projection already has (a redelivered event is a no-op), apply the rest (a
// projection with nothing to apply costs nothing but its checkpoint's move), save every
// checkpoint in one statement (telling API processes on `levelfield_checkpoints`), commit. A
// crash anywhere leaves tables and checkpoints agreeing. A batch that throws is applied again
// one projection at a time, each in its own transaction, so an event a projection cannot handle
// stops that projection alone, recorded (position, event id, error) in projection_checkpoints,
// where `levelfield project --status` and the admin screen read it. Database outages are not
// projection failures: the loop backs off and tries again.
import {
  isDatabaseUnavailable,
  sql,
  statement,
  type DatabasePool,
  type DatabaseTransactionConnection,
} from "../database/pool.ts";
import { projectionCheckpointsRow } from "../database/tables/projection-checkpoints.ts";
import { silentLogger, type Logger } from "../eventstore/logger.ts";
import { type EventStore, type Position, type StoredEvent } from "../eventstore/port.ts";
import { CHECKPOINTS_CHANNEL, type CheckpointWatch } from "../database/projection-status.ts";
import { sleep } from "../eventstore/subscription.ts";
import { applyBatch, assertErasureDeclared } from "./erasure.ts";
import { noVault, type Projection, type ProjectionContext } from "./projection.ts";
import type { SealedOpener } from "../vault/vault.ts";

export type ProjectorOptions = {
  pool: DatabasePool;
  store: EventStore;
  projections: readonly Projection[];
  batchSize?: number;
  log?: Logger;
  /** Told of every committed checkpoint, so requests in this process can wait on memory. */
  watch?: CheckpointWatch;
  /** Opens the sealed usernames the users, rankings and history projections show. */
  vault?: SealedOpener;
};

export type BatchOutcome =
  | { kind: "applied"; position: Position | null; applied: number }
  | { kind: "stale"; checkpoint: Position | null }
  | { kind: "failed"; eventId: string; position: Position; error: string };

const checkpointRow = projectionCheckpointsRow.pick({ position: true });

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
  const vault = options.vault ?? noVault;
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

  /** One projection's batch in its own transaction: the group's path for a group of one. */
  async function applyInTransaction(
    tx: DatabaseTransactionConnection,
    projection: Projection,
    batch: readonly StoredEvent[],
    believed: Position | null,
  ): Promise<BatchOutcome> {
    const outcomes = await applyGroupInTransaction(
      tx,
      [projection],
      batch,
      new Map([[projection.name, believed]]),
    );
    return outcomes.get(projection.name)!;
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

  /**
   * Applies one delivered batch to every projection in `group`, in one transaction. `believed`
   * holds, per projection, the checkpoint the caller read last. If a projection's stored
   * checkpoint moved backwards (a reset), it is stale and the caller resubscribes; if it moved
   * forwards (a rebuild swapped tables, another projector process), the events it covers are
   * dropped. If applying throws (other than the database going away), the batch is applied
   * again one projection per transaction (handleBatch), so only the projection that cannot
   * handle an event stops.
   */
  async function handleGroupBatch(
    group: readonly Projection[],
    batch: readonly StoredEvent[],
    believed: ReadonlyMap<string, Position | null>,
  ): Promise<Map<string, BatchOutcome>> {
    try {
      return await pool.transaction((tx) => applyGroupInTransaction(tx, group, batch, believed));
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
    }
    const outcomes = new Map<string, BatchOutcome>();
    for (const projection of group) {
      const outcome = await handleBatch(projection, batch, believed.get(projection.name) ?? null);
      outcomes.set(projection.name, outcome);
    }
    return outcomes;
  }

  async function applyGroupInTransaction(
    tx: DatabaseTransactionConnection,
    group: readonly Projection[],
    batch: readonly StoredEvent[],
    believed: ReadonlyMap<string, Position | null>,
  ): Promise<Map<string, BatchOutcome>> {
    const names = group.map((p) => p.name);
    // Locked in name order, as every projector process does: no deadlock between them.
    const rows = await tx.any(sql.type(
      projectionCheckpointsRow.pick({ projection: true, position: true }),
    )`
      select projection, position from projection_checkpoints
      where projection = any(${sql.array(names, "text")})
      order by projection
      for update
    `);
    const stored = new Map(rows.map((r) => [r.projection, r.position]));
    const outcomes = new Map<string, BatchOutcome>();
    const moved: { projection: string; position: Position; applied: number }[] = [];
    const context: ProjectionContext = { tx, table: liveTable, vault };
    for (const projection of group) {
      const checkpoint = stored.get(projection.name) ?? null;
      const thought = believed.get(projection.name) ?? null;
      if (
        thought !== null &&
        (checkpoint === null || store.comparePositions(checkpoint, thought) < 0)
      ) {
        outcomes.set(projection.name, { kind: "stale", checkpoint });
        continue;
      }
      const fresh =
        checkpoint === null
          ? batch
          : batch.filter((e) => store.comparePositions(e.position, checkpoint) > 0);
      if (fresh.length === 0) {
        outcomes.set(projection.name, { kind: "applied", position: checkpoint, applied: 0 });
        continue;
      }
      const applied = await applyBatch(projection, fresh, context, store.comparePositions);
      const last = fresh[fresh.length - 1]!.position;
      moved.push({ projection: projection.name, position: last, applied });
      outcomes.set(projection.name, { kind: "applied", position: last, applied });
    }
    if (moved.length > 0) {
      await tx.query(statement`
        with moved as (
          select * from jsonb_to_recordset(${sql.jsonb(moved)}) as m(projection text,
            position text, applied int8)
        ), saved as (
          update projection_checkpoints c
          set position = moved.position, events_applied = c.events_applied + moved.applied,
              updated_at = now(), failed_position = null, failed_event_id = null,
              failed_event_type = null, failed_error = null, failed_at = null
          from moved where c.projection = moved.projection
          returning c.projection, c.position
        )
        select pg_notify(${CHECKPOINTS_CHANNEL}, json_object_agg(projection, position)::text)
        from saved
      `);
    }
    return outcomes;
  }

  /** The stored checkpoint of every projection (rows made where missing), by name. */
  async function checkpointsOf(group: readonly Projection[]) {
    const believed = new Map<string, Position | null>();
    for (const p of group) believed.set(p.name, await ensureCheckpoint(pool, p.name));
    return believed;
  }

  /** Where a subscription serving every projection in `believed` starts: the earliest. */
  function earliest(believed: ReadonlyMap<string, Position | null>): Position | null {
    let from: Position | undefined;
    for (const position of believed.values()) {
      if (position === null) return null;
      if (from === undefined || store.comparePositions(position, from) < 0) from = position;
    }
    return from ?? null;
  }

  /**
   * Applies one outcome per projection to the loop's view: a failed projection leaves the group
   * (it stays stopped until the process restarts; see docs), the others' checkpoints move.
   * Returns whether one was stale (the caller resubscribes from the stored checkpoints).
   */
  function settleOutcomes(
    group: Projection[],
    believed: Map<string, Position | null>,
    outcomes: ReadonlyMap<string, BatchOutcome>,
  ): boolean {
    let stale = false;
    for (const [name, outcome] of outcomes) {
      if (outcome.kind === "failed") {
        group.splice(
          group.findIndex((p) => p.name === name),
          1,
        );
        believed.delete(name);
        continue;
      }
      const position = outcome.kind === "stale" ? outcome.checkpoint : outcome.position;
      if (outcome.kind === "stale") stale = true;
      believed.set(name, position);
      options.watch?.advanced(name, position);
    }
    return stale;
  }

  /** The live loop: one subscription for every projection still running. */
  async function run(): Promise<void> {
    const signal = controller.signal;
    const group = [...projections];
    let attempt = 0;
    while (!signal.aborted && group.length > 0) {
      try {
        const believed = await checkpointsOf(group);
        for (const [name, position] of believed) options.watch?.advanced(name, position);
        const after = earliest(believed);
        for await (const batch of store.subscribe({ after, batchSize, signal })) {
          const outcomes = await handleGroupBatch(group, batch, believed);
          attempt = 0;
          if (settleOutcomes(group, believed, outcomes) || group.length === 0) break;
        }
      } catch (error) {
        if (signal.aborted) return;
        attempt += 1;
        log.warn({ err: error, attempt }, "projector lost the database; retrying");
        await sleep(Math.min(100 * 2 ** attempt, 5000), signal);
      }
    }
  }

  return {
    handleBatch,
    catchUp,
    /**
     * Catches every projection up to the head once, the way the live loop does (each batch read
     * once, applied to all in one transaction), for tools and tests.
     */
    async catchUpAll(): Promise<Record<string, BatchOutcome>> {
      const group = [...projections];
      const believed = await checkpointsOf(group);
      const result: Record<string, BatchOutcome> = {};
      const applied = new Map<string, number>();
      for (const [name, position] of believed) {
        result[name] = { kind: "applied", position, applied: 0 };
      }
      while (group.length > 0) {
        const batch = await store.readAll({ after: earliest(believed), limit: batchSize });
        if (batch.length === 0) break;
        const outcomes = await handleGroupBatch(group, batch, believed);
        for (const [name, outcome] of outcomes) {
          if (outcome.kind === "applied") {
            applied.set(name, (applied.get(name) ?? 0) + outcome.applied);
            result[name] = { ...outcome, applied: applied.get(name)! };
          } else if (outcome.kind === "failed") {
            result[name] = outcome;
          }
        }
        settleOutcomes(group, believed, outcomes);
      }
      return result;
    },
    start(): void {
      running.push(run());
    },
    async stop(): Promise<void> {
      controller.abort();
      await Promise.allSettled(running);
    },
  };
}

export type Projector = ReturnType<typeof createProjector>;
