// A PostgreSQL per test worker, for the integration and the browser tests' global set-ups. Why
// not one for all: the Postgres event store reads up to the server's oldest open transaction
// (its xmin rule, eventstore/postgres.ts), and that is the whole server's, not one database's.
// Files running side by side on one server held back each other's reads (a rebuild, a
// late-commit test's open transaction). A worker runs its files one at a time, so on its own
// server every file sees what it saw when the whole run was one file at a time.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../cli/embedded-postgres.ts";

export type WorkerServers = {
  /** Each server's `postgres` database, in worker order (VITEST_POOL_ID 1 is the first). */
  adminUrls: string[];
  stop(): Promise<void>;
};

/**
 * Starts `workers` fast embedded PostgreSQL servers side by side and runs `build` on each (its
 * templates), with a folder of its own for anything else it needs. On a failure, stops them all.
 */
export async function startWorkerServers(
  workers: number,
  name: string,
  build: (db: EmbeddedDatabase, dir: string) => Promise<void>,
): Promise<WorkerServers> {
  const root = await mkdtemp(path.join(os.tmpdir(), `${name}-`));
  const servers: EmbeddedDatabase[] = [];
  const stop = async () => {
    await Promise.all(servers.map((db) => db.stop().catch(() => {})));
    await rm(root, { recursive: true, force: true });
  };
  try {
    await Promise.all(
      Array.from({ length: Math.max(1, workers) }, async (_, i) => {
        const db = await startEmbeddedPostgres({
          dataDir: path.join(root, `pg-${i + 1}`),
          persistent: false,
          fast: true,
          log: (line) => process.stderr.write(`${line}\n`),
        });
        servers[i] = db;
        await build(db, path.join(root, `data-${i + 1}`));
      }),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { adminUrls: servers.map((db) => db.url("postgres")), stop };
}

/** The server of the worker running this file: VITEST_POOL_ID runs from 1 to the workers. */
export function workerServer(adminUrls: readonly string[]): string {
  const worker = Number(process.env.VITEST_POOL_ID ?? "1");
  return adminUrls[(worker - 1) % adminUrls.length]!;
}
