// Rebuilds started from /admin, run inside the server process: one at a time (a second start
// while one runs is refused, naming the running one), each in the background through
// rebuildProjection (fresh copies, replay, swap under the checkpoint lock: the live tables serve
// until the swap, and a failure leaves them as they were), with its live progress kept in memory
// for the admin screen to poll. Its start and end are recorded through the journal the
// composition root gives (api/admin/rebuild-journal.ts: the projection's rebuild stream).
//
// "One at a time" is this process's guard: the admin routes of one server start rebuilds here.
// Two API processes would each allow one; their swaps still take turns on the checkpoint lock.
import { CommandRefused } from "../domain/decider.ts";
import { noSuchProjection, rebuildAlreadyRunning } from "../domain/projections/decide.ts";
import type { DatabasePool } from "../database/pool.ts";
import type { EventStore } from "../eventstore/port.ts";
import type { SealedOpener } from "../vault/vault.ts";
import type { Projection } from "./projection.ts";
import { rebuildProjection, type RebuildProgress as ReplayProgress } from "./rebuild.ts";

/** What the admin screen shows of a rebuild (api/schemas/admin.ts rebuildProgressSchema). */
export type RebuildStatus = {
  projection: string;
  phase: "starting" | "replay" | "swap" | "done" | "failed";
  eventsDone: number;
  eventsTotal: number;
  eventsPerSecond: number;
  secondsLeft: number | null;
  seconds: number;
  startedAt: string;
  startedByUserId: string;
  finishedAt: string | null;
  error: string | null;
};

/** Where starts and ends are recorded (api/admin/rebuilds.ts RebuildJournal). */
export type RebuildJournal = {
  started(r: { projection: string; startedByUserId: string; at: Date }): Promise<void>;
  finished(r: { projection: string; at: Date; events: number; seconds: number }): Promise<void>;
  failed(r: { projection: string; at: Date; error: string }): Promise<void>;
};

export type RebuildRunner = {
  start(projection: string, startedByUserId: string): Promise<RebuildStatus>;
  current(): RebuildStatus | null;
  of(projection: string): RebuildStatus | null;
  /** Resolves once no rebuild runs (shutdown waits for it before closing the pool). */
  settled(): Promise<void>;
};

/**
 * The replay's time left at its current rate: the events still to read over the events per
 * second, rounded up to a whole second; null while there is no rate yet; 0 once every event
 * counted at the start is read (the swap's catch-up is not estimated).
 */
export function secondsLeft(done: number, total: number, eventsPerSecond: number): number | null {
  const left = Math.max(0, total - done);
  if (left === 0) return 0;
  if (!(eventsPerSecond > 0) || !Number.isFinite(eventsPerSecond)) return null;
  return Math.ceil(left / eventsPerSecond);
}

/** Seconds from `from` to `to`, to the tenth. */
export function elapsedSeconds(from: Date, to: Date): number {
  return Math.max(0, Math.round((to.getTime() - from.getTime()) / 100) / 10);
}

type Run = {
  projection: string;
  phase: RebuildStatus["phase"];
  eventsDone: number;
  eventsTotal: number;
  eventsPerSecond: number;
  startedAt: Date;
  startedByUserId: string;
  finishedAt: Date | null;
  error: string | null;
};

export function createRebuildRunner(options: {
  pool: DatabasePool;
  store: EventStore;
  projections: readonly Projection[];
  journal: RebuildJournal;
  now: () => Date;
  /** Events per replay transaction (and per progress report); by default the projection's
   *  own (Projection.rebuildBatchSize), else 5,000. */
  batchSize?: number;
  log?: { error(details: object, message: string): void };
  /** Opens sealed usernames (ProjectionContext.vault). */
  vault?: SealedOpener;
}): RebuildRunner {
  const { pool, store, journal, now } = options;
  const { batchSize } = options;
  const byName = new Map<string, Run>();
  let running: Run | null = null;
  let last: Run | null = null;
  let runningDone: Promise<void> = Promise.resolve();

  const status = (run: Run): RebuildStatus => {
    const ended = run.phase === "done" || run.phase === "failed";
    return {
      projection: run.projection,
      phase: run.phase,
      eventsDone: run.eventsDone,
      eventsTotal: run.eventsTotal,
      eventsPerSecond: Math.round(run.eventsPerSecond),
      secondsLeft:
        run.phase === "done"
          ? 0
          : run.phase === "failed" || run.phase === "starting"
            ? null
            : secondsLeft(run.eventsDone, run.eventsTotal, run.eventsPerSecond),
      seconds: elapsedSeconds(run.startedAt, ended && run.finishedAt ? run.finishedAt : now()),
      startedAt: run.startedAt.toISOString(),
      startedByUserId: run.startedByUserId,
      finishedAt: run.finishedAt?.toISOString() ?? null,
      error: run.error,
    };
  };

  const report = (run: Run) => (p: ReplayProgress) => {
    if (p.phase === "done") return; // the end is set once it is recorded (below)
    run.phase = p.phase;
    run.eventsDone = p.read;
    run.eventsTotal = p.total;
    run.eventsPerSecond = p.eventsPerSecond;
  };

  const logError = (error: unknown, message: string) => options.log?.error({ err: error }, message);

  async function execute(run: Run, projection: Projection): Promise<void> {
    try {
      const result = await rebuildProjection({
        pool,
        store,
        projection,
        ...(batchSize === undefined ? {} : { batchSize }),
        ...(options.vault === undefined ? {} : { vault: options.vault }),
        onProgress: report(run),
      });
      const finishedAt = now();
      await journal
        .finished({
          projection: run.projection,
          at: finishedAt,
          events: result.events,
          seconds: Math.round(result.seconds * 1000) / 1000,
        })
        .catch((error: unknown) => logError(error, "recording a finished rebuild failed"));
      Object.assign(run, {
        phase: "done",
        eventsDone: result.events,
        eventsTotal: result.events,
        eventsPerSecond: result.eventsPerSecond,
        finishedAt,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logError(error, `rebuilding ${run.projection} failed`);
      const finishedAt = now();
      await journal
        .failed({ projection: run.projection, at: finishedAt, error: message })
        .catch((e: unknown) => logError(e, "recording a failed rebuild failed"));
      Object.assign(run, { phase: "failed", error: message.slice(0, 2000), finishedAt });
    } finally {
      running = null;
    }
  }

  return {
    async start(name, startedByUserId) {
      const projection = options.projections.find((p) => p.name === name);
      if (!projection) {
        throw new CommandRefused(noSuchProjection(name));
      }
      if (running) {
        throw new CommandRefused(rebuildAlreadyRunning(running.projection));
      }
      // Taken before the first await: of two starts at once, the second sees this one.
      const run: Run = {
        projection: name,
        phase: "starting",
        eventsDone: 0,
        eventsTotal: 0,
        eventsPerSecond: 0,
        startedAt: now(),
        startedByUserId,
        finishedAt: null,
        error: null,
      };
      running = run;
      last = run;
      byName.set(name, run);
      try {
        await journal.started({ projection: name, startedByUserId, at: run.startedAt });
      } catch (error) {
        Object.assign(run, {
          phase: "failed",
          error: error instanceof Error ? error.message : String(error),
          finishedAt: now(),
        });
        running = null;
        throw error;
      }
      runningDone = execute(run, projection);
      return status(run);
    },
    current: () => (last ? status(last) : null),
    of: (name) => {
      const run = byName.get(name);
      return run ? status(run) : null;
    },
    settled: () => runningDone,
  };
}
