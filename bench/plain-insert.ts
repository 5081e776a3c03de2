// The physical limit beside the benchmarks that append: plain durable INSERT transactions into an
// unindexed table, on the bench's PostgreSQL, at a given concurrency. Shared by `bench:append`
// (3 event rows per transaction, against the adapter's append of the same rows) and `bench:answer`
// (1 row per transaction: what one durable commit per answer costs). Each worker loops one
// autocommit INSERT (fsync on, as the bench database runs); a phase warms up, then counts the
// transactions that complete inside the measured window and their latencies.
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { sql, type DatabasePool } from "../database/pool.ts";
import type { NewEvent } from "../eventstore/port.ts";
import { quantile } from "./support.ts";

export type Timing = { warmupMs: number; measureMs: number };

export type WorkersResult = {
  /** Calls completed, warm-up included. */
  completed: number;
  /** Latency of each call that completed inside the measured window, ms. */
  latencies: number[];
  /** The measured window, s. */
  seconds: number;
};

/**
 * Runs `concurrency` workers, each looping `work`, for warm-up + measured window; the calls that
 * complete inside the window are counted, with their latencies.
 */
export async function runWorkers(
  concurrency: number,
  timing: Timing,
  work: (worker: number) => Promise<void>,
): Promise<WorkersResult> {
  let completed = 0;
  const started = performance.now();
  const measureStart = started + timing.warmupMs;
  const measureEnd = measureStart + timing.measureMs;
  const latencies: number[] = [];
  const worker = async (w: number) => {
    for (;;) {
      const t0 = performance.now();
      if (t0 >= measureEnd) return;
      await work(w);
      completed += 1;
      const t1 = performance.now();
      if (t1 >= measureStart && t1 < measureEnd) latencies.push(t1 - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, w) => worker(w)));
  return { completed, latencies, seconds: timing.measureMs / 1000 };
}

const SECTIONS = ["math", "reading-writing"];
const SKILLS = [
  "linear-equations-one-variable",
  "systems-of-linear-equations",
  "nonlinear-functions",
  "words-in-context",
  "command-of-evidence-textual",
  "boundaries-punctuation",
];
const CHOICES = ["A", "B", "C", "D"];

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)]!;
}

/** The 3 events an answer command produces, with fresh ids: ~300 bytes of JSON data each. */
export function answerEvents(stream: number): NewEvent[] {
  const studentId = `student-${stream}`;
  const now = new Date().toISOString();
  const correct = Math.random() < 0.6;
  const xp = correct ? 10 + Math.floor(Math.random() * 15) : 2;
  const metadata = {
    commandId: randomUUID(),
    correlationId: randomUUID(),
    userId: studentId,
    app: "levelfield-web/1.4.2",
  };
  const questionId = `sat-${pick(SECTIONS)}-${String(Math.floor(Math.random() * 5000)).padStart(6, "0")}`;
  const dropId = `drop-${now.slice(0, 10)}-${studentId}`;
  return [
    {
      eventId: randomUUID(),
      type: "AnswerSubmitted",
      data: {
        studentId,
        dropId,
        questionId,
        section: pick(SECTIONS),
        skill: pick(SKILLS),
        difficulty: 1 + Math.floor(Math.random() * 5),
        choice: pick(CHOICES),
        correct,
        timeSpentMs: 5000 + Math.floor(Math.random() * 90_000),
        hintsUsed: Math.floor(Math.random() * 2),
        answeredAt: now,
        sessionId: randomUUID(),
      },
      metadata,
    },
    {
      eventId: randomUUID(),
      type: "XpAwarded",
      data: {
        studentId,
        dropId,
        questionId,
        reason: correct ? "correct-answer" : "attempt",
        amount: xp,
        streakBonus: correct ? Math.floor(Math.random() * 5) : 0,
        totalXp: 1000 + Math.floor(Math.random() * 50_000),
        dailyXp: Math.floor(Math.random() * 400),
        awardedAt: now,
        ruleVersion: "xp-rules/2025-02",
      },
      metadata,
    },
    {
      eventId: randomUUID(),
      type: "LevelChanged",
      data: {
        studentId,
        skill: pick(SKILLS),
        previousLevel: 3,
        level: correct ? 4 : 3,
        previousMastery: Math.round(Math.random() * 1000) / 1000,
        mastery: Math.round(Math.random() * 1000) / 1000,
        evidence: { questionId, correct, difficulty: 3, answeredAt: now },
        changedAt: now,
        model: "mastery-elo/3",
      },
      metadata,
    },
  ];
}

/** The baseline's table: the event store's columns, no index, no constraint. */
export async function createPlainTable(pool: DatabasePool): Promise<void> {
  await pool.query(sql.unsafe`
    create table if not exists bench_plain (
      stream_id text, stream_version int, event_id uuid, type text, data jsonb, metadata jsonb,
      recorded_at timestamptz default now()
    )
  `);
}

/**
 * One plain INSERT transaction: the first `rowsPerCommit` (1–3) events of an answer command, as
 * rows of bench_plain, to a random stream of `streams` (versions tracked here, as an append would
 * number them). Autocommit: one durable commit per call.
 */
export function plainInserter(
  pool: DatabasePool,
  options: { streams: number; rowsPerCommit: number },
): () => Promise<void> {
  const versions = new Int32Array(options.streams);
  return async () => {
    const stream = Math.floor(Math.random() * options.streams);
    const streamId = `student-${stream}`;
    const base = versions[stream]!;
    versions[stream] = base + options.rowsPerCommit;
    const rows = answerEvents(stream)
      .slice(0, options.rowsPerCommit)
      .map((e, i) => [
        streamId,
        base + i + 1,
        e.eventId,
        e.type,
        JSON.stringify(e.data),
        JSON.stringify(e.metadata ?? {}),
      ]);
    await pool.query(sql.unsafe`
      insert into bench_plain (stream_id, stream_version, event_id, type, data, metadata)
      select * from ${sql.unnest(rows, ["text", "int4", "uuid", "text", "jsonb", "jsonb"])}
    `);
  };
}

export type PlainCommits = {
  concurrency: number;
  commits: number;
  seconds: number;
  rate: number;
  p50: number;
  p99: number;
};

/**
 * Single-row durable INSERT transactions at `concurrency` through `pool` (which must have at least
 * that many connections), from an empty bench_plain after a CHECKPOINT; the table is emptied after.
 */
export async function measurePlainCommits(
  pool: DatabasePool,
  concurrency: number,
  timing: Timing,
): Promise<PlainCommits> {
  await createPlainTable(pool);
  await pool.query(sql.unsafe`truncate bench_plain`);
  await pool.query(sql.unsafe`checkpoint`);
  const insert = plainInserter(pool, { streams: 10_000, rowsPerCommit: 1 });
  const result = await runWorkers(concurrency, timing, insert);
  await pool.query(sql.unsafe`truncate bench_plain`);
  const commits = result.latencies.length;
  return {
    concurrency,
    commits,
    seconds: result.seconds,
    rate: commits / result.seconds,
    p50: quantile(result.latencies, 0.5),
    p99: quantile(result.latencies, 0.99),
  };
}
