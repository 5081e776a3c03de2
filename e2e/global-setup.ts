// Browser tests' global setup: what every test file's server would otherwise make again for
// itself, made once for the run.
//
// - An embedded PostgreSQL (fast: no fsync) per worker, and in each a template database that is
//   an installation after its first start: every migration, then what `levelfield serve` does on
//   an empty database (cli/serve.ts firstStart, the same code: the question bank published, the
//   school directory imported) with the projector running as serve runs it, then every
//   projection caught up. startApp() (harness.ts) clones it for each test file
//   (`create database … template …`), so each file still has a database, a server and a port of
//   its own. No user exists in the template, so no personal data key is sealed under any master
//   key: each server makes its own key in its own DATA_DIR, as on a first start
//   (vault.checkMasterKey has nothing to refuse).
// - The web bundle, built once (cli/web-bundle.ts, as `serve` builds it), so files running side
//   by side never race to build it; each server serves a copy of it (harness.ts).
//
// Files that prove the real first start (`startApp({ fresh: true })`, workers.e2e.ts) still
// start with DATABASE_URL="" and make their own embedded PostgreSQL.
import pg from "pg";
import type { TestProject } from "vitest/node";
import { loadConfig } from "../cli/config.ts";
import { createLogger } from "../cli/logger.ts";
import { openRuntime } from "../cli/runtime.ts";
import { firstStart } from "../cli/serve.ts";
import { ensureWebBundle } from "../cli/web-bundle.ts";
import { projections } from "../projections/registry.ts";
import { createProjector } from "../projections/runtime.ts";
import { startWorkerServers } from "../testing/worker-servers.ts";

/** The installation every test file's database is cloned from. */
export const E2E_TEMPLATE = "levelfield_e2e_template";

export default async function setup(project: TestProject) {
  const started = performance.now();
  const say = (line: string) => process.stderr.write(`e2e setup: ${line}\n`);
  // Where `serve` builds and serves it (WEB_DIST, by default dist/web).
  await ensureWebBundle(process.env.WEB_DIST || loadConfig({}).WEB_DIST, say);

  // A PostgreSQL per worker (testing/worker-servers.ts says why), each with the template.
  const workers = project.config.maxWorkers;
  const servers = await startWorkerServers(workers, "levelfield-e2e-pg", async (db, dataDir) => {
    await db.createDatabase(E2E_TEMPLATE);
    await buildInstallation(db.url(E2E_TEMPLATE), dataDir);
    await closeConnections(db.url("postgres"), E2E_TEMPLATE);
  });
  say(
    `${workers} template installation(s) ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  project.provide("e2ePostgresAdminUrls", servers.adminUrls);
  project.provide("e2eTemplate", E2E_TEMPLATE);
  return servers.stop;
}

/**
 * Migrates the database and gives it what `serve` gives an empty one (openRuntime's migrations,
 * then firstStart with the projector running, as serve orders them), then catches every
 * projection up, so the servers cloned from it start with nothing left to do.
 */
async function buildInstallation(databaseUrl: string, dataDir: string): Promise<void> {
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  });
  const log = createLogger(config, "levelfield-e2e-template");
  const runtime = await openRuntime(config, log, { applicationName: "levelfield-e2e-template" });
  const projector = () =>
    createProjector({
      pool: runtime.pool,
      store: runtime.store,
      projections,
      batchSize: config.PROJECTOR_BATCH_SIZE,
      log,
    });
  try {
    const live = projector();
    live.start();
    try {
      await firstStart(runtime, log);
    } finally {
      await live.stop();
    }
    const outcomes = await projector().catchUpAll();
    for (const [name, outcome] of Object.entries(outcomes)) {
      if (outcome.kind !== "applied") {
        throw new Error(`e2e template: projection ${name} did not catch up: ${outcome.kind}`);
      }
    }
  } finally {
    await runtime.close();
  }
}

/**
 * `create database … template` refuses while anyone is connected to the template: ends any
 * connection a closed pool may have left behind, and checks none is left.
 */
async function closeConnections(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [database],
    );
    for (let attempt = 0; ; attempt++) {
      const { rows } = await client.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = $1",
        [database],
      );
      if (rows[0]!.n === 0) return;
      if (attempt === 50) throw new Error(`e2e template: ${rows[0]!.n} connection(s) stay open`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await client.end();
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    /** One server's `postgres` database per worker (VITEST_POOL_ID 1 is the first). */
    e2ePostgresAdminUrls: string[];
    e2eTemplate: string;
  }
}
