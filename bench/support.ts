// Shared by the benchmarks: a throwaway embedded PostgreSQL with durable commits (the embedded
// defaults: fsync on, synchronous_commit on — unlike the test suites, which run with fast: true),
// a migrated database, one slonik pool and a Postgres event store on it; a description of the
// machine; a small table printer; and cleanup that leaves no server or temp folder behind.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../cli/embedded-postgres.ts";
import { migrate } from "../cli/migrate.ts";
import { createDatabasePool, sql, type DatabasePool } from "../database/pool.ts";
import type { EventStore } from "../eventstore/port.ts";
import { createPostgresEventStore } from "../eventstore/postgres.ts";

export type BenchEnvironment = {
  url: string;
  pool: DatabasePool;
  store: EventStore;
  machine: Machine;
  /** Stops everything started here; safe to call twice. */
  cleanup(): Promise<void>;
};

export type Machine = {
  cpu: string;
  cores: number;
  memory: string;
  os: string;
  node: string;
  postgres: string;
  /** Settings that decide what a commit costs. */
  settings: Record<string, string>;
  loadAverage: string;
};

const DURABILITY_SETTINGS = [
  "fsync",
  "synchronous_commit",
  "full_page_writes",
  "wal_sync_method",
  "commit_delay",
  "shared_buffers",
  "max_wal_size",
];

async function startBenchEnvironment(options: {
  name: string;
  maximumPoolSize: number;
}): Promise<BenchEnvironment> {
  const root = await mkdtemp(path.join(os.tmpdir(), `levelfield-bench-${options.name}-`));
  let db: EmbeddedDatabase | null = null;
  let pool: DatabasePool | null = null;
  let store: EventStore | null = null;
  let cleaned = false;

  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    await store?.close().catch(() => {});
    await pool?.end().catch(() => {});
    await db?.stop().catch((error: unknown) => log(`could not stop PostgreSQL: ${String(error)}`));
    await rm(root, { recursive: true, force: true });
  };
  // Ctrl-C must not leave a postmaster running on a deleted folder.
  const onSignal = (signal: NodeJS.Signals) => {
    log(`${signal}: stopping PostgreSQL`);
    void cleanup().finally(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  try {
    log(`starting embedded PostgreSQL in ${root} (durable: fsync on, synchronous_commit on)`);
    db = await startEmbeddedPostgres({
      dataDir: path.join(root, "pg"),
      persistent: false,
      log,
    });
    await db.createDatabase("levelfield_bench");
    const url = db.url("levelfield_bench");
    await migrate(url);
    pool = await createDatabasePool(url, {
      applicationName: `levelfield-bench-${options.name}`,
      maximumPoolSize: options.maximumPoolSize,
      statementTimeoutMs: 600_000,
    });
    store = createPostgresEventStore({ pool, databaseUrl: url });
    const machine = await describeMachine(pool);
    return { url, pool, store, machine, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/** Runs a benchmark body against a fresh environment and always cleans up. */
export async function runBench(
  options: { name: string; maximumPoolSize: number },
  body: (env: BenchEnvironment) => Promise<void>,
): Promise<void> {
  const env = await startBenchEnvironment(options);
  try {
    await body(env);
  } finally {
    await env.cleanup();
  }
}

export async function describeMachine(pool: DatabasePool): Promise<Machine> {
  const cpus = os.cpus();
  const version = await pool.oneFirst(sql.type(z.object({ version: z.string() }))`
    select version() as version
  `);
  const rows = await pool.any(sql.type(z.object({ name: z.string(), setting: z.string() }))`
    select name, current_setting(name) as setting from unnest(${sql.array(DURABILITY_SETTINGS, "text")}) as name
  `);
  return {
    cpu: cpus[0]?.model.trim() ?? "unknown",
    cores: cpus.length,
    memory: `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    postgres: version.replace(/ on .*$/, ""),
    settings: Object.fromEntries(rows.map((r) => [r.name, r.setting])),
    loadAverage: os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" "),
  };
}

export function printMachine(machine: Machine): void {
  console.log("## Machine\n");
  printTable(
    ["", "Value"],
    [
      ["CPU", `${machine.cpu} × ${machine.cores}`],
      ["Memory", machine.memory],
      ["OS", machine.os],
      ["Node", machine.node],
      ["PostgreSQL", machine.postgres],
      [
        "Settings",
        Object.entries(machine.settings)
          .map(([k, v]) => `${k}=${v}`)
          .join(", "),
      ],
      ["Load average at start", machine.loadAverage],
    ],
  );
  console.log();
}

/** Prints rows as a Markdown table, padded so it also reads well in a terminal. */
export function printTable(headers: readonly string[], rows: readonly (readonly string[])[]) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const numeric = headers.map((_, i) => rows.every((r) => /^[\d.,% ×-]*$/.test(r[i] ?? "")));
  const cell = (text: string, i: number) =>
    numeric[i] ? text.padStart(widths[i]!) : text.padEnd(widths[i]!);
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => cell(c, i)).join(" | ")} |`;
  console.log(line(headers));
  console.log(
    `| ${widths.map((w, i) => (numeric[i] ? `${"-".repeat(Math.max(w - 1, 1))}:` : "-".repeat(w))).join(" | ")} |`,
  );
  for (const row of rows) console.log(line(row));
}

/** A command-line number that must be a whole number ≥ 1: a typo stops the run with its name. */
export function wholeNumberArg(name: string, text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < 1) {
    throw new Error(`--${name} must be a whole number of at least 1 (got "${text}")`);
  }
  return n;
}

export function formatNumber(n: number, digits = 0): string {
  return n.toLocaleString("en-US", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** The q-quantile (0..1) of unsorted samples. */
export function quantile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = Float64Array.from(samples).sort();
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index]!;
}

/** Progress and diagnostics go to stderr, so stdout is only the report. */
export function log(line: string): void {
  process.stderr.write(`${line}\n`);
}

/** An event to write straight into the log (no adapter): its stream, type, data and time. */
export type LogEvent = {
  streamId: string;
  type: string;
  data: unknown;
  recordedAt: Date;
};

/**
 * Writes `events` into the `events` table in this order (one multi-row INSERT per 5,000; each
 * stream's versions numbered 1, 2, … as they come), then vacuums and checkpoints, so a replay
 * benchmark times the replay and not the log's making.
 */
export async function writeLog(pool: DatabasePool, events: readonly LogEvent[]): Promise<void> {
  const versions = new Map<string, number>();
  for (let from = 0; from < events.length; from += 5_000) {
    const rows = events.slice(from, from + 5_000).map((e) => {
      const version = (versions.get(e.streamId) ?? 0) + 1;
      versions.set(e.streamId, version);
      return {
        stream_id: e.streamId,
        stream_version: version,
        type: e.type,
        data: JSON.stringify(e.data),
        recorded_at: e.recordedAt.toISOString(),
      };
    });
    // jsonb_to_recordset yields the rows in order: `seq`, and so the log order, follows it.
    await pool.query(sql.unsafe`
      insert into events (stream_id, stream_version, event_id, type, data, recorded_at)
      select stream_id, stream_version, gen_random_uuid(), type, data::jsonb, recorded_at
      from jsonb_to_recordset(${sql.jsonb(rows)}) as r(stream_id text,
        stream_version integer, type text, data text, recorded_at timestamptz)
    `);
  }
  await pool.query(sql.unsafe`vacuum (analyze) events`);
  await pool.query(sql.unsafe`checkpoint`);
}
