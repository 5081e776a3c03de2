// Rebuild: replay every event into fresh copies of a projection's tables while the live tables
// keep serving, then swap them in. The swap holds the projection's checkpoint row lock, so the
// live projector waits for it; it first catches up on events appended during the copy, then
// renames the tables and moves the checkpoint, all in one transaction.
import { AsyncLocalStorage } from "node:async_hooks";
import { performance } from "node:perf_hooks";
import { z } from "zod";
import {
  sql,
  statement,
  type DatabasePool,
  type DatabaseTransactionConnection,
} from "../database/pool.ts";
import type { EventStore, Position, StoredEvent } from "../eventstore/port.ts";
import { noVault, type Projection } from "./projection.ts";
import type { SealedOpener } from "../vault/vault.ts";
import { applyBatch, assertErasureDeclared } from "./erasure.ts";

const SUFFIX = "__rebuild";

export type RebuildProgress = {
  phase: "replay" | "swap" | "done";
  read: number;
  total: number;
  eventsPerSecond: number;
};

export type RebuildResult = {
  events: number;
  applied: number;
  seconds: number;
  eventsPerSecond: number;
};

export async function rebuildProjection(options: {
  pool: DatabasePool;
  store: EventStore;
  projection: Projection;
  batchSize?: number;
  onProgress?: (progress: RebuildProgress) => void;
  /** Opens sealed usernames (ProjectionContext.vault); the live projector's vault. */
  vault?: SealedOpener;
}): Promise<RebuildResult> {
  const { pool, store, projection } = options;
  assertErasureDeclared(projection);
  const batchSize = options.batchSize ?? projection.rebuildBatchSize ?? 5000;
  const fresh = (name: string) => {
    if (!projection.tables.includes(name)) {
      throw new Error(
        `projection ${projection.name} writes ${name}, which it does not declare in tables`,
      );
    }
    return sql.identifier([`${name}${SUFFIX}`]);
  };

  await pool.transaction(async (tx) => {
    for (const t of projection.tables) {
      await tx.query(statement`drop table if exists ${fresh(t)}`);
      await tx.query(
        statement`create table ${fresh(t)} (like ${sql.identifier([t])} including all)`,
      );
    }
  });

  const total = await store.countAfter(null, Number.MAX_SAFE_INTEGER);
  const started = performance.now();
  let position: Position | null = null;
  let read = 0;
  let applied = 0;
  const rate = () => read / Math.max((performance.now() - started) / 1000, 1e-3);

  const replay = async (tx: DatabaseTransactionConnection, batch: readonly StoredEvent[]) => {
    const count = await applyBatch(
      projection,
      batch,
      { tx, table: fresh, vault: options.vault ?? noVault },
      store.comparePositions,
    );
    applied += count;
    read += batch.length;
    position = batch[batch.length - 1]!.position;
  };

  for (;;) {
    const batch = await store.readAll({ after: position, limit: batchSize });
    if (batch.length === 0) break;
    await pool.transaction((tx) => replay(tx, batch));
    options.onProgress?.({
      phase: "replay",
      read,
      total: Math.max(total, read),
      eventsPerSecond: rate(),
    });
  }

  options.onProgress?.({
    phase: "swap",
    read,
    total: Math.max(total, read),
    eventsPerSecond: rate(),
  });
  // The catch-up reads events through the store's own pool while this transaction holds the
  // lock; slonik refuses pool queries inside a transaction's async context, so the reads run in
  // the context captured here, outside it.
  const outsideTransaction = AsyncLocalStorage.snapshot();
  await pool.transaction(async (tx) => {
    await tx.query(statement`
      insert into projection_checkpoints (projection) values (${projection.name}) on conflict do nothing
    `);
    await tx.query(statement`
      select 1 from projection_checkpoints where projection = ${projection.name} for update
    `);
    for (;;) {
      const after = position;
      const batch = await outsideTransaction(() => store.readAll({ after, limit: batchSize }));
      if (batch.length === 0) break;
      await replay(tx, batch);
    }
    for (const t of projection.tables) {
      const old = sql.identifier([`${t}__old`]);
      await tx.query(statement`alter table ${sql.identifier([t])} rename to ${old}`);
      await tx.query(statement`alter table ${fresh(t)} rename to ${sql.identifier([t])}`);
      await tx.query(statement`drop table ${old}`);
      await renameIndexes(tx, t);
    }
    await tx.query(statement`
      update projection_checkpoints
      set position = ${position}, events_applied = ${applied}, updated_at = now(),
          failed_position = null, failed_event_id = null, failed_event_type = null,
          failed_error = null, failed_at = null
      where projection = ${projection.name}
    `);
  });
  const seconds = (performance.now() - started) / 1000;
  const result = {
    events: read,
    applied,
    seconds,
    eventsPerSecond: read / Math.max(seconds, 1e-3),
  };
  options.onProgress?.({
    phase: "done",
    read,
    total: read,
    eventsPerSecond: result.eventsPerSecond,
  });
  return result;
}

// `like ... including all` names the copy's indexes after the copy (t__rebuild_pkey); give
// them back the live names so every rebuild leaves the schema as the migrations made it.
async function renameIndexes(tx: DatabaseTransactionConnection, table: string) {
  const names = await tx.anyFirst(sql.type(z.object({ indexname: z.string() }))`
    select indexname from pg_indexes where schemaname = current_schema() and tablename = ${table}
  `);
  for (const name of names) {
    if (name.startsWith(`${table}${SUFFIX}`)) {
      const target = table + name.slice(table.length + SUFFIX.length);
      await tx.query(
        statement`alter index ${sql.identifier([name])} rename to ${sql.identifier([target])}`,
      );
    }
  }
}
