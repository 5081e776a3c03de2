// `levelfield serve`: the API, the projector and the SPA in one process on one port (the
// default for `npm start`). With --no-projector it is the API service of the production shape,
// where `levelfield project` runs the projector as its own service. With --workers=N (N > 1) the
// API runs in N processes sharing the port, and this process is their primary (cli/serve-cluster.ts).
import cluster from "node:cluster";
import { readFileSync } from "node:fs";
import { buildApp } from "../api/app.ts";
import type { ProjectionRebuilds } from "../api/admin/rebuilds.ts";
import { deriveApiKeys } from "../api/deps.ts";
import { rebuildJournal } from "../api/admin/rebuild-journal.ts";
import { createMailer, type Mailer } from "../api/mail/mailer.ts";
import { createSessionStore } from "../api/plugins/session-store.ts";
import { bankIsEmpty, publishBank } from "../api/questions/publish.ts";
import { importSampleIfEmpty } from "../database/schools/sample.ts";
import { listen } from "../api/server.ts";
import { buildQuestionBank } from "../domain/questions/bank.ts";
import type { Logger } from "pino";
import { createVault, type SealedOpener } from "../vault/vault.ts";
import { projections } from "../projections/registry.ts";
import { CheckpointWatch, followCheckpoints } from "../database/projection-status.ts";
import { createRebuildRunner, type RebuildRunner } from "../projections/rebuild-runner.ts";
import { createProjector } from "../projections/runtime.ts";
import { createTimeTravel, progressProjections } from "../projections/time-travel.ts";
import { authOptions, mailerOptions, trustProxy, type Config } from "./config.ts";
import { createLogger } from "./logger.ts";
import { openRuntime, openVault, readMasterKey, type Runtime } from "./runtime.ts";
import { onShutdown } from "./shutdown.ts";
import { ensureWebBundle } from "./web-bundle.ts";

export type ServeFlags = { projector: boolean; web: boolean; workers: number };

export async function serve(config: Config, flags: ServeFlags): Promise<void> {
  if (cluster.isWorker || flags.workers > 1) {
    const { serveCluster } = await import("./serve-cluster.ts");
    return serveCluster(config, flags);
  }
  const log = createLogger(config, "levelfield");
  const masterKey = await readMasterKey(config);
  if (flags.web) await ensureWebBundle(config.WEB_DIST, (line) => log.info({}, line));
  const runtime = await openRuntime(config, log, { applicationName: "levelfield-api" });
  const vault = await openVault(runtime.pool, masterKey);

  // With the projector in this process, requests wait for their writes on its checkpoints.
  const checkpoints = flags.projector
    ? new CheckpointWatch((a, b) => runtime.store.comparePositions(a, b))
    : undefined;
  const projector = flags.projector
    ? createProjector({
        pool: runtime.pool,
        store: runtime.store,
        projections,
        batchSize: config.PROJECTOR_BATCH_SIZE,
        log,
        vault,
        ...(checkpoints ? { watch: checkpoints } : {}),
      })
    : null;
  projector?.start();

  await firstStart(runtime, log);
  const now = serverClock(config);
  const api = await startApi(config, log, runtime, masterKey, {
    // Rebuilds started from /admin run in this process, one at a time, recorded on their streams.
    rebuilds: createRebuilds(runtime, now, log, vault),
    web: flags.web,
    now,
    ...(checkpoints ? { checkpoints } : {}),
  });
  announce(config, api.mailer);

  onShutdown(log, async () => {
    await api.close();
    await projector?.stop();
    await runtime.close();
  });
}

/**
 * What a fresh installation gets once: the question bank (later changes are published from the
 * admin screen's Build Question Dataset) and the school directory Levelfield ships, so
 * onboarding's school search finds schools.
 */
export async function firstStart(runtime: Runtime, log: Logger): Promise<void> {
  const bank = buildQuestionBank();
  if (await bankIsEmpty(runtime, bank)) {
    const built = await publishBank({ ...runtime, log }, bank);
    log.info(built, "question bank published");
  }
  const schools = await importSampleIfEmpty(runtime.pool);
  if (schools) {
    log.info(
      { schools: schools.inserted, seconds: Math.round(schools.seconds * 10) / 10 },
      `school directory imported: ${schools.inserted} schools (NCES 2009-10 sample; import newer files with levelfield import-schools)`,
    );
  }
}

/** The server's clock: the wall clock, or with CLOCK_OFFSET_FILE (testing) moved by it. */
export function serverClock(config: Config): () => Date {
  return config.CLOCK_OFFSET_FILE ? offsetClock(config.CLOCK_OFFSET_FILE) : () => new Date();
}

/** The runner of rebuilds started from /admin: one at a time, recorded on their streams. */
export function createRebuilds(
  runtime: Runtime,
  now: () => Date,
  log: Logger,
  vault: SealedOpener,
): RebuildRunner {
  return createRebuildRunner({
    pool: runtime.pool,
    store: runtime.store,
    projections,
    journal: rebuildJournal(runtime.store),
    now,
    log,
    vault,
  });
}

/** Password reset mail: SMTP_URL's server, or .eml files in DATA_DIR/outbox. */
export function openMailer(config: Config, log: Logger, options: { warn: boolean }): Mailer {
  const mailer = createMailer(mailerOptions(config));
  if (options.warn && !config.SMTP_URL && config.NODE_ENV === "production") {
    log.warn(
      { outbox: mailer.destination },
      "SMTP_URL is not set: password reset emails are written to the outbox folder and reach no one",
    );
  }
  return mailer;
}

export type RunningApi = { mailer: Mailer; close(): Promise<void> };

/**
 * The HTTP API (and with `web` the built web app) on HOST:PORT: opens the session store and the
 * mailer, builds the app and listens (the caller has checked the master key against the
 * database: vault.checkMasterKey). In an API worker several processes
 * listen on the same port (node:cluster shares it). `close` stops taking requests and closes
 * what it opened; the runtime is the caller's.
 */
export async function startApi(
  config: Config,
  log: Logger,
  runtime: Runtime,
  masterKey: Buffer,
  options: {
    rebuilds: ProjectionRebuilds;
    web: boolean;
    now: () => Date;
    checkpoints?: CheckpointWatch;
    /** Warn about a production server without SMTP_URL (once per server, not per worker). */
    warnMail?: boolean;
  },
): Promise<RunningApi> {
  const vault = createVault({ pool: runtime.pool, masterKey });
  const sessions = createSessionStore({
    pool: runtime.pool,
    pruneIntervalSeconds: 15 * 60,
    onError: (message, error) => log.error({ err: error }, `session store: ${message}`),
  });
  const mailer = openMailer(config, log, { warn: options.warnMail ?? true });
  // Without the projector in this process, its notifications feed a watch of our own, so
  // requests still wait for their writes on memory (database/projection-status.ts).
  const followed = options.checkpoints
    ? null
    : (() => {
        const watch = new CheckpointWatch((a, b) => runtime.store.comparePositions(a, b));
        return { watch, follower: followCheckpoints(runtime.databaseUrl, watch, log) };
      })();
  const checkpoints = options.checkpoints ?? followed!.watch;
  try {
    const app = await buildApp({
      pool: runtime.pool,
      store: runtime.store,
      vault,
      keys: deriveApiKeys(masterKey),
      sessionStore: sessions.store,
      auth: authOptions(config),
      trustProxy: trustProxy(config),
      log,
      projections: projections.map((p) => p.name),
      mailer,
      rebuilds: options.rebuilds,
      // Progress as of a past day: the student's events folded by these projections' own code.
      timeTravel: createTimeTravel({
        pool: runtime.pool,
        store: runtime.store,
        projections: progressProjections,
        vault,
      }),
      checkpoints,
      ...(options.web ? { webRoot: config.WEB_DIST } : {}),
      now: options.now,
    });
    try {
      await listen(app, { host: config.HOST, port: config.PORT });
    } catch (error) {
      await app.close();
      throw error;
    }
    return {
      mailer,
      async close() {
        await app.close();
        mailer.close();
        await sessions.close();
        await followed?.follower.stop();
      },
    };
  } catch (error) {
    mailer.close();
    await sessions.close();
    throw error;
  }
}

/** The start-up lines: where the app is, and where its mail goes. */
export function announce(config: Config, mailer: Mailer, detail = ""): void {
  const shown =
    config.HOST === "0.0.0.0" || config.HOST === "127.0.0.1" ? "localhost" : config.HOST;
  console.log(
    `\nLevelfield is running at http://${shown}:${config.PORT}${detail}  (health: /api/health; Ctrl+C stops it)\n`,
  );
  console.log(
    config.SMTP_URL
      ? `Email (password reset links) goes through ${mailer.destination}\n`
      : `No SMTP_URL: emails (password reset links) are written to ${mailer.destination}\n`,
  );
}

/** The wall clock plus the milliseconds in `file` (0 when it is missing or empty): testing only
 *  (CLOCK_OFFSET_FILE, refused in production by the configuration). */
function offsetClock(file: string): () => Date {
  return () => {
    let text = "";
    try {
      text = readFileSync(file, "utf8").trim();
    } catch {
      // No file: no offset.
    }
    const offset = Number(text || "0");
    if (!Number.isFinite(offset)) throw new Error(`${file}: not a number of milliseconds`);
    return new Date(Date.now() + offset);
  };
}
