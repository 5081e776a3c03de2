// Vitest global setup of the integration project: an embedded PostgreSQL per worker, each with
// two template databases built once. Each test file clones one (createTestDatabase), so tests
// get a real, isolated database in milliseconds:
// - `levelfield_template`: every migration applied, nothing else;
// - `levelfield_template_bank`: that, plus the question bank published as `npm start` publishes
//   it on a first start (api/questions/publish.ts) with every projection caught up, for
//   `startTestApi({ bank: true })` (22 files used to publish the 375 questions each).
//
// Why a server per worker, not one for all: the Postgres event store reads events up to the
// oldest transaction still open on the server (its xmin rule, eventstore/postgres.ts), and that
// is the whole server's, not one database's. Files running side by side on one server hold back
// each other's reads (a rebuild, a late-commit test's open transaction), and tests that read
// right after appending saw too little. A worker runs its files one at a time, so on its own
// server every file sees what it saw when the whole run was one file at a time.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pino } from "pino";
import type { TestProject } from "vitest/node";
import { publishBank } from "../api/questions/publish.ts";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../cli/embedded-postgres.ts";
import { migrate } from "../cli/migrate.ts";
import { createDatabasePool } from "../database/pool.ts";
import { createPostgresEventStore } from "../eventstore/postgres.ts";
import { projections } from "../projections/registry.ts";
import { createProjector } from "../projections/runtime.ts";
import { adminQuery, BANK_TEMPLATE_DATABASE, TEMPLATE_DATABASE } from "./database.ts";
import { projectAll } from "./projected.ts";

export default async function setup(project: TestProject) {
  const workers = Math.max(1, project.config.maxWorkers);
  const root = await mkdtemp(path.join(os.tmpdir(), "levelfield-test-"));
  const servers: EmbeddedDatabase[] = [];
  const stop = async () => {
    await Promise.all(servers.map((db) => db.stop()));
    await rm(root, { recursive: true, force: true });
  };
  try {
    await Promise.all(
      Array.from({ length: workers }, async (_, i) => {
        const db = await startEmbeddedPostgres({
          dataDir: path.join(root, `pg-${i + 1}`),
          persistent: false,
          fast: true,
          log: (line) => process.stderr.write(`${line}\n`),
        });
        servers.push(db);
        await buildTemplates(db);
      }),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide(
    "postgresAdminUrls",
    servers.map((db) => db.url("postgres")),
  );
  return stop;
}

async function buildTemplates(db: EmbeddedDatabase): Promise<void> {
  await db.createDatabase(TEMPLATE_DATABASE);
  await migrate(db.url(TEMPLATE_DATABASE));
  await adminQuery(
    db.url("postgres"),
    `create database ${BANK_TEMPLATE_DATABASE} template ${TEMPLATE_DATABASE}`,
  );
  await publishBankInto(db.url(BANK_TEMPLATE_DATABASE));
}

/**
 * Publishes the question bank into a migrated database and projects it, then closes every
 * connection (a database is a template only while nobody is connected to it).
 */
export async function publishBankInto(url: string): Promise<void> {
  const pool = await createDatabasePool(url, {
    applicationName: "levelfield-test-template",
    maximumPoolSize: 4,
  });
  const store = createPostgresEventStore({ pool, databaseUrl: url, pollIntervalMs: 50 });
  const log = pino({ level: "silent" });
  // As on a first start (cli/serve.ts): the projector runs while the bank is published.
  const projector = createProjector({ pool, store, projections, log });
  projector.start();
  try {
    const built = await publishBank({ pool, store, log });
    if (built.failed > 0 || built.published !== built.total) {
      throw new Error(`publishing the bank into the template failed: ${JSON.stringify(built)}`);
    }
    await projector.stop();
    await projectAll(pool, store);
  } finally {
    await projector.stop();
    await store.close();
    await pool.end();
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    /** One server's `postgres` database per worker (VITEST_POOL_ID 1 is the first). */
    postgresAdminUrls: string[];
  }
}
