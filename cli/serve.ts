// `levelfield serve`: the API, the projector and the SPA in one process on one port (the
// default for `npm start`). With --no-projector it is the API service of the production shape,
// where `levelfield project` runs the projector as its own service.
import { readFileSync } from "node:fs";
import { buildApp } from "../api/app.ts";
import { deriveApiKeys } from "../api/deps.ts";
import { rebuildJournal } from "../api/admin/rebuild-journal.ts";
import { createMailer } from "../api/mail/mailer.ts";
import { createSessionStore } from "../api/plugins/session-store.ts";
import { bankIsEmpty, publishBank } from "../api/questions/publish.ts";
import { importSampleIfEmpty } from "../api/schools/sample.ts";
import { listen } from "../api/server.ts";
import { buildQuestionBank } from "../domain/questions/bank.ts";
import { createVault, loadMasterKey } from "../vault/vault.ts";
import { projections } from "../projections/registry.ts";
import { CheckpointWatch } from "../database/projection-status.ts";
import { createRebuildRunner } from "../projections/rebuild-runner.ts";
import { createProjector } from "../projections/runtime.ts";
import { createTimeTravel, progressProjections } from "../projections/time-travel.ts";
import { authOptions, mailerOptions, trustProxy, type Config } from "./config.ts";
import { createLogger } from "./logger.ts";
import { openRuntime } from "./runtime.ts";
import { onShutdown } from "./shutdown.ts";
import { ensureWebBundle } from "./web-bundle.ts";

export async function serve(
  config: Config,
  flags: { projector: boolean; web: boolean },
): Promise<void> {
  const log = createLogger(config, "levelfield");
  const masterKey = await loadMasterKey({
    dataDir: config.DATA_DIR,
    ...(config.MASTER_KEY ? { masterKey: config.MASTER_KEY } : {}),
  });
  if (flags.web) await ensureWebBundle(config.WEB_DIST, (line) => log.info({}, line));
  const runtime = await openRuntime(config, log, { applicationName: "levelfield-api" });
  const vault = createVault({ pool: runtime.pool, masterKey });
  await vault.checkMasterKey();
  const sessions = createSessionStore({
    databaseUrl: runtime.databaseUrl,
    pruneIntervalSeconds: 15 * 60,
    onError: (message, error) => log.error({ err: error }, `session store: ${message}`),
  });

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
        ...(checkpoints ? { watch: checkpoints } : {}),
      })
    : null;
  projector?.start();

  // A fresh installation gets the question bank (later changes are published from the admin
  // screen's Build Question Dataset).
  const bank = buildQuestionBank();
  if (await bankIsEmpty(runtime, bank)) {
    const built = await publishBank({ ...runtime, log }, bank);
    log.info(built, "question bank published");
  }
  // …and the school directory Levelfield ships, so onboarding's school search finds schools.
  const schools = await importSampleIfEmpty(runtime.pool);
  if (schools) {
    log.info(
      { schools: schools.inserted, seconds: Math.round(schools.seconds * 10) / 10 },
      `school directory imported: ${schools.inserted} schools (NCES 2009-10 sample; import newer files with levelfield import-schools)`,
    );
  }

  // Password reset mail: SMTP_URL's server, or .eml files in DATA_DIR/outbox.
  const mailer = createMailer(mailerOptions(config));
  if (!config.SMTP_URL && config.NODE_ENV === "production") {
    log.warn(
      { outbox: mailer.destination },
      "SMTP_URL is not set: password reset emails are written to the outbox folder and reach no one",
    );
  }

  const now = config.CLOCK_OFFSET_FILE ? offsetClock(config.CLOCK_OFFSET_FILE) : () => new Date();
  // Rebuilds started from /admin run in this process, one at a time, recorded on their streams.
  const rebuilds = createRebuildRunner({
    pool: runtime.pool,
    store: runtime.store,
    projections,
    journal: rebuildJournal(runtime.store),
    now,
    log,
  });

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
    rebuilds,
    // Progress as of a past day: the student's events folded by these projections' own code.
    timeTravel: createTimeTravel({
      pool: runtime.pool,
      store: runtime.store,
      projections: progressProjections,
    }),
    ...(checkpoints ? { checkpoints } : {}),
    ...(flags.web ? { webRoot: config.WEB_DIST } : {}),
    now,
  });
  await listen(app, { host: config.HOST, port: config.PORT });
  const shown =
    config.HOST === "0.0.0.0" || config.HOST === "127.0.0.1" ? "localhost" : config.HOST;
  console.log(
    `\nLevelfield is running at http://${shown}:${config.PORT}  (health: /api/health; Ctrl+C stops it)\n`,
  );
  console.log(
    config.SMTP_URL
      ? `Email (password reset links) goes through ${mailer.destination}\n`
      : `No SMTP_URL: emails (password reset links) are written to ${mailer.destination}\n`,
  );

  onShutdown(log, async () => {
    await app.close();
    mailer.close();
    await sessions.close();
    await projector?.stop();
    await runtime.close();
  });
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
