// `levelfield serve --workers=N` (or API_WORKERS=N), N > 1: the API in N processes sharing one
// port through node:cluster, with one primary.
//
// The primary does what must happen once: it starts the embedded PostgreSQL when DATABASE_URL is
// unset, applies the migrations, builds the web bundle, publishes the question bank and imports
// the school directory on a first start, runs the projector (unless --no-projector) and runs the
// rebuilds started from /admin. It serves no requests. Each worker is `serve --no-projector`
// without those once-only steps: it opens its own pool on the primary's database and listens on
// the shared port (the primary accepts connections and hands them to the workers in turn).
//
// What is process-local and how the workers share it (docs/operations.md, "Scaling"):
// - Rebuilds from /admin run in the primary, so "one at a time" holds for the whole server and
//   every worker shows the same progress: a worker asks the primary to start one over IPC, and
//   the primary sends every worker the rebuilds' state whenever it changes (every 250 ms while
//   one runs); a worker answers the admin screen's polls from that copy.
// - The general rate limit stays per process (a client's requests go to the worker its
//   connection went to); failed sign-ins are counted in PostgreSQL, across processes.
// - The question bank cache stays per process: another process sees a retired question within
//   BANK_CACHE_MS, as separate API services already do.
// - Sessions are in PostgreSQL; read-your-writes in a worker waits on the checkpoints the
//   projector announces (LISTEN levelfield_checkpoints), as `serve --no-projector` does.
//
// A worker that dies is replaced after a backoff; one that fails before every worker has
// listened once stops the whole server (a bad port or configuration is not fixed by retrying).
// SIGINT/SIGTERM stops the workers gracefully (each finishes its requests), then the projector,
// then the database.
import cluster, { type Worker } from "node:cluster";
import { z } from "zod";
import type { ProjectionRebuilds } from "../api/admin/rebuilds.ts";
import type { RebuildProgress } from "../api/schemas/admin.ts";
import { isDatabaseUnavailable, sql, type DatabasePool } from "../database/pool.ts";
import { CommandRefused, refusal, type RefusalKind } from "../domain/decider.ts";
import type { Logger } from "pino";
import { projections } from "../projections/registry.ts";
import type { RebuildRunner } from "../projections/rebuild-runner.ts";
import { createProjector } from "../projections/runtime.ts";
import type { Config } from "./config.ts";
import { createLogger } from "./logger.ts";
import { openRuntime, openVault, readMasterKey } from "./runtime.ts";
import {
  announce,
  createRebuilds,
  firstStart,
  openMailer,
  serverClock,
  startApi,
  type ServeFlags,
} from "./serve.ts";
import { onShutdown } from "./shutdown.ts";
import { ensureWebBundle } from "./web-bundle.ts";

/** Messages between the primary and its workers (tagged, so others on the channel are ignored). */
type RebuildState = {
  current: RebuildProgress | null;
  byProjection: Record<string, RebuildProgress>;
};
type ToPrimary = {
  levelfield: "rebuild-start";
  id: number;
  projection: string;
  startedByUserId: string;
};
type ToWorker =
  | { levelfield: "rebuilds"; state: RebuildState }
  | {
      levelfield: "rebuild-started";
      id: number;
      rebuild?: RebuildProgress;
      error?: { message: string; kind?: RefusalKind; code?: string; unavailable?: boolean };
    }
  | { levelfield: "stop" };

/** How long the primary waits for the workers to finish their requests before killing them. */
const STOP_TIMEOUT_MS = 30_000;
/** How often the primary looks for a change in the rebuilds' state to send the workers. */
const REBUILD_STATE_MS = 250;

export async function serveCluster(config: Config, flags: ServeFlags): Promise<void> {
  return cluster.isWorker ? serveWorker(config, flags) : servePrimary(config, flags);
}

/**
 * The wait before starting a worker again, from the unplanned exits in the last minute
 * (this one included): 0.5 s, 1 s, 2 s, … up to 30 s, so a worker that crashes at once does not
 * spin, and one crash after a long healthy run is replaced almost at once.
 */
export function restartDelayMs(recentExits: number): number {
  return Math.min(30_000, 500 * 2 ** Math.max(0, recentExits - 1));
}

/**
 * The connections the server opens to PostgreSQL at most: each worker's pool (sessions are read
 * on it) and its LISTEN connection for the projector's checkpoints, and the primary's pool and
 * the event store's LISTEN connection.
 */
export function connectionBudget(workers: number, poolSize: number): number {
  return workers * (poolSize + 1) + poolSize + 1;
}

async function servePrimary(config: Config, flags: ServeFlags): Promise<void> {
  const log = createLogger(config, "levelfield");
  const masterKey = await readMasterKey(config);
  if (flags.web) await ensureWebBundle(config.WEB_DIST, (line) => log.info({}, line));
  const runtime = await openRuntime(config, log, { applicationName: "levelfield-primary" });
  const vault = await openVault(runtime.pool, masterKey);
  await checkConnectionBudget(runtime.pool, config, flags.workers, log);

  // The projector announces its checkpoints; the workers' requests wait on those.
  const projector = flags.projector
    ? createProjector({
        pool: runtime.pool,
        store: runtime.store,
        projections,
        batchSize: config.PROJECTOR_BATCH_SIZE,
        log,
        vault,
      })
    : null;
  projector?.start();
  await firstStart(runtime, log);
  const rebuilds = createRebuilds(runtime, serverClock(config), log, vault);

  const workers = startWorkers({
    count: flags.workers,
    // The workers open their pools on the database this process opened (the embedded one when
    // DATABASE_URL is unset); the environment of a process is readable only by its own user.
    env: { DATABASE_URL: runtime.databaseUrl },
    log,
    rebuilds,
  });
  try {
    await workers.listening;
  } catch (error) {
    await workers.stop();
    await projector?.stop();
    await runtime.close();
    throw error;
  }
  log.info({ workers: workers.pids() }, `${flags.workers} API workers listening`);
  const mailer = openMailer(config, log, { warn: true });
  announce(config, mailer, ` with ${flags.workers} API workers`);
  mailer.close();

  onShutdown(log, async () => {
    await workers.stop();
    await projector?.stop();
    await runtime.close();
  });
}

async function checkConnectionBudget(
  pool: DatabasePool,
  config: Config,
  workers: number,
  log: Logger,
): Promise<void> {
  const needed = connectionBudget(workers, config.DATABASE_POOL_SIZE);
  const row = await pool.one(sql.type(z.object({ allowed: z.number() }))`
    select current_setting('max_connections')::int
      - current_setting('superuser_reserved_connections')::int
      - coalesce(current_setting('reserved_connections', true), '0')::int as allowed`);
  const details = { workers, poolSize: config.DATABASE_POOL_SIZE, needed, allowed: row.allowed };
  if (needed > row.allowed) {
    log.warn(
      details,
      `${workers} API workers with DATABASE_POOL_SIZE=${config.DATABASE_POOL_SIZE} may open ${needed} PostgreSQL connections, more than its max_connections allows (${row.allowed}): lower DATABASE_POOL_SIZE or the workers, or raise max_connections`,
    );
  } else {
    log.info(details, "PostgreSQL connections this server may open");
  }
}

type Workers = {
  /** Resolves once every worker has listened; rejects when one exits before that. */
  listening: Promise<void>;
  pids(): number[];
  /** Asks every worker to stop and waits for them (killing any left after STOP_TIMEOUT_MS). */
  stop(): Promise<void>;
};

function startWorkers(options: {
  count: number;
  env: Record<string, string>;
  log: Logger;
  rebuilds: RebuildRunner;
}): Workers {
  const { count, env, log, rebuilds } = options;
  const live = new Set<Worker>();
  const everListened = new Set<Worker>();
  let started = false;
  let stopping = false;
  let failStart: (error: Error) => void = () => {};
  let startedAll: () => void = () => {};
  const listening = new Promise<void>((resolve, reject) => {
    startedAll = resolve;
    failStart = reject;
  });
  const exits: number[] = [];
  const restarts = new Set<NodeJS.Timeout>();

  // The rebuilds' state, sent to every worker when it changes and to each new worker at once.
  let sent = "";
  const state = (): RebuildState => {
    const byProjection: Record<string, RebuildProgress> = {};
    for (const p of projections) {
      const status = rebuilds.of(p.name);
      if (status) byProjection[p.name] = status;
    }
    return { current: rebuilds.current(), byProjection };
  };
  const send = (worker: Worker, message: ToWorker) => {
    if (worker.isConnected()) worker.send(message, () => {});
  };
  const broadcast = () => {
    const message: ToWorker = { levelfield: "rebuilds", state: state() };
    const text = JSON.stringify(message);
    if (text === sent) return;
    sent = text;
    for (const worker of live) send(worker, message);
  };
  const ticker = setInterval(broadcast, REBUILD_STATE_MS);
  ticker.unref();

  const onMessage = (worker: Worker) => (message: unknown) => {
    const m = message as Partial<ToPrimary> | null;
    if (m?.levelfield !== "rebuild-start") return;
    const { id, projection, startedByUserId } = m as ToPrimary;
    rebuilds.start(projection, startedByUserId).then(
      (rebuild) => {
        // Every worker knows of the rebuild before the one that asked answers the request.
        broadcast();
        send(worker, { levelfield: "rebuild-started", id, rebuild });
      },
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        send(worker, {
          levelfield: "rebuild-started",
          id,
          error:
            error instanceof CommandRefused
              ? { message: reason, kind: error.kind, code: error.code }
              : { message: reason, unavailable: isDatabaseUnavailable(error) },
        });
      },
    );
  };

  const fork = () => {
    const worker = cluster.fork(env);
    live.add(worker);
    worker.on("message", onMessage(worker));
    worker.once("online", () => send(worker, { levelfield: "rebuilds", state: state() }));
    worker.once("listening", () => {
      if (started)
        log.info({ workerPid: worker.process.pid }, "API worker listening (a replacement)");
      everListened.add(worker);
      if (!started && everListened.size === count) {
        started = true;
        startedAll();
      }
    });
    worker.once("exit", (code, signal) => {
      live.delete(worker);
      if (stopping) return;
      const pid = worker.process.pid;
      if (!started) {
        failStart(
          new Error(
            `API worker ${pid} exited while starting (${signal ?? `code ${code}`}); its error is above`,
          ),
        );
        return;
      }
      const now = Date.now();
      exits.push(now);
      while (exits.length > 0 && exits[0]! < now - 60_000) exits.shift();
      const delay = restartDelayMs(exits.length);
      log.error(
        { workerPid: pid, code, signal, restartInMs: delay },
        `API worker ${pid} exited unexpectedly; starting another in ${delay} ms`,
      );
      const timer = setTimeout(() => {
        restarts.delete(timer);
        if (!stopping) fork();
      }, delay);
      restarts.add(timer);
    });
  };
  for (let i = 0; i < count; i++) fork();

  return {
    listening,
    pids: () => [...live].map((w) => w.process.pid!),
    async stop() {
      stopping = true;
      clearInterval(ticker);
      for (const timer of restarts) clearTimeout(timer);
      const exited = [...live].map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once("exit", () => resolve());
            send(worker, { levelfield: "stop" });
          }),
      );
      const deadline = setTimeout(() => {
        for (const worker of live) {
          log.warn(
            { workerPid: worker.process.pid },
            "API worker did not stop in time; killing it",
          );
          worker.process.kill("SIGKILL");
        }
      }, STOP_TIMEOUT_MS);
      await Promise.all(exited);
      clearTimeout(deadline);
    },
  };
}

async function serveWorker(config: Config, flags: ServeFlags): Promise<void> {
  const log = createLogger(config, "levelfield");
  const masterKey = await readMasterKey(config);
  // The primary migrated the database; a worker only opens its pool on it.
  const runtime = await openRuntime(config, log, {
    applicationName: "levelfield-api",
    migrate: false,
  });
  let api;
  try {
    api = await startApi(config, log, runtime, masterKey, {
      rebuilds: rebuildsInPrimary(),
      web: flags.web,
      now: serverClock(config),
      warnMail: false,
    });
  } catch (error) {
    await runtime.close();
    throw error;
  }
  const running = api;
  const stop = onShutdown(log, async () => {
    await running.close();
    await runtime.close();
  });
  process.on("message", (message: unknown) => {
    if ((message as Partial<ToWorker> | null)?.levelfield === "stop") stop("primary");
  });
}

/**
 * The admin routes' rebuilds in a worker: started by the primary (over IPC), read from the
 * state the primary sends.
 */
function rebuildsInPrimary(): ProjectionRebuilds {
  let state: RebuildState = { current: null, byProjection: {} };
  let nextId = 1;
  const pending = new Map<
    number,
    { resolve: (r: RebuildProgress) => void; reject: (e: Error) => void }
  >();
  process.on("message", (message: unknown) => {
    const m = message as Partial<ToWorker> | null;
    if (m?.levelfield === "rebuilds") {
      state = (m as Extract<ToWorker, { levelfield: "rebuilds" }>).state;
    } else if (m?.levelfield === "rebuild-started") {
      const { id, rebuild, error } = m as Extract<ToWorker, { levelfield: "rebuild-started" }>;
      const waiting = pending.get(id);
      if (!waiting) return;
      pending.delete(id);
      if (rebuild) waiting.resolve(rebuild);
      else if (error?.kind) {
        // The primary's refusal as it was: its kind, its code and its message.
        const { kind, code = "unspecified", message } = error;
        waiting.reject(new CommandRefused(refusal(kind, code, message)));
      } else {
        // An outage in the primary is an outage here too (503 with Retry-After, not 500).
        const failure = new Error(error?.message ?? "the rebuild did not start");
        waiting.reject(error?.unavailable ? Object.assign(failure, { code: "08006" }) : failure);
      }
    }
  });
  return {
    start(projection, startedByUserId) {
      return new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        const request: ToPrimary = { levelfield: "rebuild-start", id, projection, startedByUserId };
        process.send!(request, undefined, {}, (error: Error | null) => {
          if (!error) return;
          pending.delete(id);
          reject(error);
        });
      });
    },
    current: () => state.current,
    of: (projection) => state.byProjection[projection] ?? null,
  };
}
