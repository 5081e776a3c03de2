// An API under test, composed like `levelfield serve` does: a fresh database cloned from the
// migrated template, the Postgres event store, the vault, the session store, the projector with
// every real projection, and the app (driven with inject). Logs are captured for assertions.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { pino } from "pino";
import { z } from "zod";
import { buildApp } from "../api/app.ts";
import { sql } from "../database/pool.ts";
import { deriveApiKeys, type ApiDeps, type AuthOptions } from "../api/deps.ts";
import { outboxMailer, type Mailer } from "../api/mail/mailer.ts";
import { createSessionStore } from "../api/plugins/session-store.ts";
import { authOptions, loadConfig } from "../cli/config.ts";
import { CheckpointWatch, waitUntilProjected } from "../database/projection-status.ts";
import { logSerializers } from "../eventstore/logger.ts";
import type { EventStore } from "../eventstore/port.ts";
import { createPostgresEventStore, encodePosition } from "../eventstore/postgres.ts";
import { createVault, type Vault } from "../vault/vault.ts";
import { findProjection, projections } from "../projections/registry.ts";
import { rebuildProjection } from "../projections/rebuild.ts";
import { createRebuildRunner, type RebuildRunner } from "../projections/rebuild-runner.ts";
import type { Projection } from "../projections/projection.ts";
import { rebuildJournal } from "../api/admin/rebuild-journal.ts";
import { createProjector } from "../projections/runtime.ts";
import { createTimeTravel, progressProjections } from "../projections/time-travel.ts";
import { publishBank } from "../api/questions/publish.ts";
import {
  BANK_TEMPLATE_DATABASE,
  createTestDatabase,
  openTestDatabase,
  type TestDatabase,
} from "./database.ts";

export type TestApi = {
  app: FastifyInstance;
  db: TestDatabase;
  store: EventStore;
  vault: Vault;
  masterKey: Buffer;
  deps: ApiDeps;
  /** Every log line written so far, parsed. */
  logs: Record<string, unknown>[];
  /** Raw log output, to search for things that must never be logged. */
  rawLogs(): string;
  /** Replays every event into fresh tables for this projection and swaps them in. */
  rebuild(projection: string): Promise<void>;
  /**
   * Waits until every projection (or those named) has applied every event committed so far.
   * Commands do not wait for the projector (a later read of the same session does), so a test
   * that reads the tables directly after a command waits here first. (Not on the store's
   * headPosition: it hides the newest events while an older transaction is open — the
   * projector's own, say — so a wait for it may end before they are applied.)
   */
  caughtUp(projections?: readonly string[]): Promise<void>;
  /** The runner of rebuilds started from /admin (ApiDeps.rebuilds). */
  rebuilds: RebuildRunner;
  /** A client with its own cookie jar, like one browser. */
  client(): TestClient;
  close(): Promise<void>;
};

export type TestApiOptions = {
  auth?: Partial<AuthOptions>;
  now?: () => Date;
  /** Run the projector (default true); health tests drive checkpoints themselves. */
  projector?: boolean;
  /** Overrides of the composed dependencies. */
  deps?: Partial<Pick<ApiDeps, "projections" | "trustProxy">>;
  /**
   * Start with the question bank published and projected (as `npm start` publishes it on a first
   * start), from a template built once per run; on a test's own database, published here.
   */
  bank?: boolean;
  /** A migrated database of the test's own (default: a fresh clone of the shared template). */
  databaseUrl?: string;
  /** Where mail goes (default: an outbox folder of the test's own, deleted on close). */
  mailer?: Mailer;
  /**
   * The projections /admin may rebuild, made from the registered ones (default: those): a test
   * wraps one (a slow or failing apply) without importing projections/ from api/.
   */
  rebuildable?: (registered: readonly Projection[]) => readonly Projection[];
};

export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  // The bank comes with the database: a clone of the template it was published into once per
  // run (global-setup.ts), unless the test brings a database of its own.
  const db = options.databaseUrl
    ? await openTestDatabase(options.databaseUrl)
    : await createTestDatabase(options.bank ? { template: BANK_TEMPLATE_DATABASE } : {});
  const store = createPostgresEventStore({
    pool: db.pool,
    databaseUrl: db.url,
    pollIntervalMs: 50,
  });
  const masterKey = randomBytes(32);
  const vault = createVault({ pool: db.pool, masterKey });
  const sessions = createSessionStore({
    pool: db.pool,
    pruneIntervalSeconds: false,
    onError: () => {},
  });
  const chunks: string[] = [];
  const log = pino(
    { level: "info", serializers: logSerializers },
    new Writable({
      write(chunk, _encoding, done) {
        chunks.push(String(chunk));
        done();
      },
    }),
  );
  // As `serve` composes them: requests wait for their writes on the projector's checkpoints.
  const checkpoints = new CheckpointWatch((a, b) => store.comparePositions(a, b));
  const projector = createProjector({
    pool: db.pool,
    store,
    projections,
    batchSize: 500,
    log: pino({ level: "silent" }),
    watch: checkpoints,
    vault,
  });
  if (options.projector !== false) projector.start();
  const outbox = options.mailer
    ? null
    : await mkdtemp(path.join(os.tmpdir(), "levelfield-test-outbox-"));
  const mailer = options.mailer ?? outboxMailer({ dir: outbox!, from: "no-reply@levelfield.test" });
  const now = options.now ?? (() => new Date());
  const rebuilds = createRebuildRunner({
    pool: db.pool,
    store,
    projections: options.rebuildable ? options.rebuildable(projections) : projections,
    journal: rebuildJournal(store),
    now,
    log,
    vault,
  });
  const deps: ApiDeps = {
    pool: db.pool,
    store,
    vault,
    keys: deriveApiKeys(masterKey),
    sessionStore: sessions.store,
    // The defaults an empty environment gives `levelfield serve`, with the test's changes.
    auth: { ...authOptions(loadConfig({})), ...options.auth },
    log,
    projections: projections.map((p) => p.name),
    checkpoints,
    mailer,
    now,
    rebuilds,
    timeTravel: createTimeTravel({
      pool: db.pool,
      store,
      projections: progressProjections,
      vault,
    }),
    ...options.deps,
  };
  const app = await buildApp(deps);
  await app.ready();
  if (options.bank && options.databaseUrl) await publishWholeBank(deps);
  return {
    app,
    db,
    store,
    vault,
    masterKey,
    deps,
    rebuilds,
    get logs() {
      return chunks
        .join("")
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>);
    },
    rawLogs: () => chunks.join(""),
    client: () => new TestClient(app),
    async caughtUp(names = projections.map((p) => p.name)) {
      const last = await db.pool.maybeOne(sql.type(z.object({ tx: z.string(), seq: z.number() }))`
        select transaction_id::text as tx, seq from events
        order by transaction_id desc, seq desc limit 1`);
      if (!last) return;
      const head = encodePosition(last.tx, last.seq);
      const result = await waitUntilProjected(db.pool, store, head, {
        projections: names,
        timeoutMs: 30_000,
        watch: checkpoints,
      });
      if (!result.ok) throw new Error(`projection ${result.projection}: ${result.reason}`);
    },
    async rebuild(name) {
      await rebuildProjection({ pool: db.pool, store, projection: findProjection(name), vault });
    },
    async close() {
      await app.close();
      await rebuilds.settled();
      await projector.stop();
      await sessions.close();
      await store.close();
      await db.close();
      if (outbox) {
        mailer.close();
        await rm(outbox, { recursive: true, force: true });
      }
    },
  };
}

/** inject() with a cookie jar: each instance is one browser. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  readonly app: FastifyInstance;

  constructor(app: FastifyInstance) {
    this.app = app;
  }

  async request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const response = await this.app.inject({
      ...options,
      headers: { ...(cookie ? { cookie } : {}), ...options.headers },
    });
    for (const c of response.cookies) {
      const expired = c.expires !== undefined && c.expires.getTime() <= Date.now();
      if (c.value === "" || expired || c.maxAge === 0) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return response;
  }

  get = (url: string, headers: Record<string, string> = {}) =>
    this.request({ method: "GET", url, headers });
  post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    this.request({
      method: "POST",
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }),
    });

  /** Registers an email account and keeps its session. */
  async register(email: string, password = "correct horse battery", birthYear = 2008) {
    const response = await this.post("/api/auth/email/register", { email, password, birthYear });
    if (response.statusCode !== 201) {
      throw new Error(`register failed: ${response.statusCode} ${response.body}`);
    }
    return response.json() as { id: string };
  }
}

/** The bank published as a first start publishes it, waiting for the questions projection. */
async function publishWholeBank(deps: ApiDeps) {
  const built = await publishBank(deps);
  if (built.failed > 0) throw new Error(`publishing the bank failed: ${JSON.stringify(built)}`);
}
