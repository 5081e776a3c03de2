// Vitest global setup of the integration project: an embedded PostgreSQL per worker, each with
// two template databases built once. Each test file clones one (createTestDatabase), so tests
// get a real, isolated database in milliseconds:
// - `levelfield_template`: every migration applied, nothing else;
// - `levelfield_template_bank`: that, plus the question bank published as `npm start` publishes
//   it on a first start (api/questions/publish.ts) with every projection caught up, for
//   `startTestApi({ bank: true })` (22 files used to publish the 375 questions each).
//
// A server per worker: testing/worker-servers.ts says why.
import { pino } from "pino";
import type { TestProject } from "vitest/node";
import { publishBank } from "../api/questions/publish.ts";
import type { EmbeddedDatabase } from "../cli/embedded-postgres.ts";
import { migrate } from "../cli/migrate.ts";
import { createDatabasePool } from "../database/pool.ts";
import { createPostgresEventStore } from "../eventstore/postgres.ts";
import { projections } from "../projections/registry.ts";
import { createProjector } from "../projections/runtime.ts";
import { adminQuery, BANK_TEMPLATE_DATABASE, TEMPLATE_DATABASE } from "./database.ts";
import { projectAll } from "./projected.ts";
import { startWorkerServers } from "./worker-servers.ts";

export default async function setup(project: TestProject) {
  const servers = await startWorkerServers(project.config.maxWorkers, "levelfield-test", (db) =>
    buildTemplates(db),
  );
  project.provide("postgresAdminUrls", servers.adminUrls);
  return servers.stop;
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
