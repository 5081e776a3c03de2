// Applying one history to a projection in batches of different sizes, the way the projector and
// a rebuild do (each batch through applyBatch in a transaction of its own), and reading the
// tables back to compare; and counting the statements a batch sends.
import { z } from "zod";
import {
  sql,
  statement,
  type DatabasePool,
  type DatabaseTransactionConnection,
} from "../../database/pool.ts";
import { randomInt } from "../../domain/random.ts";
import type { Position, StoredEvent } from "../../eventstore/port.ts";
import { applyBatch } from "../erasure.ts";
import { noVault, type Projection } from "../projection.ts";

/** Splits `n` events into batches: all at once, one by one, or of random sizes. */
export function batchSizes(
  mode: "one batch" | "one per batch" | "random",
  n: number,
  random: () => number,
): number[] {
  if (mode === "one batch") return [n];
  if (mode === "one per batch") return Array.from({ length: n }, () => 1);
  const sizes: number[] = [];
  for (let left = n; left > 0;) {
    const size = Math.min(left, randomInt(random, 1, 40));
    sizes.push(size);
    left -= size;
  }
  return sizes;
}

/** Every row of the tables, as JSON text in a stable order: equal tables give equal lists. */
export async function tableRows(pool: DatabasePool, tables: readonly string[]) {
  const rows: Record<string, readonly string[]> = {};
  for (const t of tables) {
    rows[t] = await pool.anyFirst(sql.type(z.object({ row: z.string() }))`
      select to_jsonb(t)::text as row from ${sql.identifier([t])} t order by 1`);
  }
  return rows;
}

/**
 * Empties the projection's tables and erased_users, applies `events` in batches of `sizes`, each
 * in its own transaction, and returns the tables' rows.
 */
export async function applyInBatches(
  pool: DatabasePool,
  projection: Projection,
  events: readonly StoredEvent[],
  sizes: readonly number[],
  comparePositions: (a: Position, b: Position) => number,
) {
  const tables = [...projection.tables, "erased_users"];
  await pool.query(
    statement`truncate ${sql.join(
      tables.map((t) => sql.identifier([t])),
      sql.fragment`, `,
    )}`,
  );
  let start = 0;
  for (const size of sizes) {
    const batch = events.slice(start, start + size);
    start += size;
    await pool.transaction((tx) =>
      applyBatch(
        projection,
        batch,
        { tx, table: (t) => sql.identifier([t]), vault: noVault },
        comparePositions,
      ),
    );
  }
  if (start !== events.length) throw new Error("the batch sizes do not add up to the history");
  return tableRows(pool, tables);
}

const STATEMENT_METHODS = new Set([
  "any",
  "anyFirst",
  "exists",
  "many",
  "manyFirst",
  "maybeOne",
  "maybeOneFirst",
  "one",
  "oneFirst",
  "query",
  "stream",
  "copyFromBinary",
]);

/**
 * The transaction with every statement it sends counted (each method call of slonik's that runs
 * SQL is one statement, one round trip).
 */
export function countingStatements(tx: DatabaseTransactionConnection) {
  let statements = 0;
  const counted = new Proxy(tx, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (typeof property === "string" && STATEMENT_METHODS.has(property)) statements += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { tx: counted, statements: () => statements };
}

/** How many statements applying `events` as one batch sends (rolled back afterwards). */
export async function statementsForOneBatch(
  pool: DatabasePool,
  projection: Projection,
  events: readonly StoredEvent[],
  comparePositions: (a: Position, b: Position) => number,
): Promise<number> {
  let counted = 0;
  const rollback = new Error("roll back");
  await pool
    .transaction(async (tx) => {
      const { tx: countingTx, statements } = countingStatements(tx);
      await applyBatch(
        projection,
        events,
        { tx: countingTx, table: (t) => sql.identifier([t]), vault: noVault },
        comparePositions,
      );
      counted = statements();
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  return counted;
}
