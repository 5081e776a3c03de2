// `npm run bench:append`: events/s appended through the Postgres adapter at concurrency 1, 8 and
// 32, against a plain multi-row INSERT of the same rows into an unindexed table, in the same run,
// on the same server, through the same pool.
//
// Workload: one append = one answer command = 3 events (AnswerSubmitted, XpAwarded,
// LevelChanged, ~300 bytes of JSON data each, ~150 bytes of metadata) to a random stream among
// 10,000 student streams, expectedVersion "any". Each append is its own autocommit transaction
// with a durable commit (fsync on). Each phase starts from empty tables after a CHECKPOINT, warms
// up, then counts appends completed in the measured window. Finally the exact-expected-version
// path at concurrency 32: every worker owns its own streams and tracks their versions.
import { parseArgs } from "node:util";
import { z } from "zod";
import { sql, type DatabasePool } from "../database/pool.ts";
import type { EventStore, ExpectedVersion } from "../eventstore/port.ts";
import { answerEvents, createPlainTable, plainInserter, runWorkers } from "./plain-insert.ts";
import {
  formatNumber,
  log,
  printMachine,
  printTable,
  quantile,
  runBench,
  wholeNumberArg,
  type BenchEnvironment,
} from "./support.ts";

const { values: args } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    streams: { type: "string", default: "10000" },
  },
});
const MEASURE_MS = wholeNumberArg("seconds", args.seconds) * 1000;
const WARMUP_MS = wholeNumberArg("warmup", args.warmup) * 1000;
const STREAMS = wholeNumberArg("streams", args.streams);
const CONCURRENCIES = [1, 8, 32];
const EVENTS_PER_APPEND = 3;

type PhaseResult = {
  appends: number;
  events: number;
  seconds: number;
  p50: number;
  p99: number;
  /** Transaction ids assigned per append: each is a commit that waits for a WAL flush. */
  xidsPerAppend: number;
};

/**
 * Runs `concurrency` workers, each looping `appendOne`, for warm-up + measured window; counts the
 * appends that complete inside the window and their latencies.
 */
async function runPhase(
  pool: DatabasePool,
  label: string,
  concurrency: number,
  appendOne: (worker: number) => Promise<void>,
): Promise<PhaseResult> {
  const xidsBefore = await nextXid(pool);
  const { completed, latencies, seconds } = await runWorkers(
    concurrency,
    { warmupMs: WARMUP_MS, measureMs: MEASURE_MS },
    appendOne,
  );
  // Transaction ids assigned per append (warm-up included): each is one durable commit.
  const xidsPerAppend = ((await nextXid(pool)) - xidsBefore) / completed;
  const result = {
    appends: latencies.length,
    events: latencies.length * EVENTS_PER_APPEND,
    seconds,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    xidsPerAppend,
  };
  log(
    `${label.padEnd(28)} c=${String(concurrency).padStart(2)}  ` +
      `${formatNumber(result.events / seconds).padStart(7)} events/s  ` +
      `${formatNumber(result.appends / seconds).padStart(6)} appends/s  ` +
      `p50 ${result.p50.toFixed(2)} ms  p99 ${result.p99.toFixed(2)} ms  ` +
      `${xidsPerAppend.toFixed(2)} xids/append`,
  );
  return result;
}

/** The next transaction id to be assigned (reading it assigns none). */
async function nextXid(pool: DatabasePool): Promise<number> {
  return pool.oneFirst(sql.type(z.object({ xid: z.number() }))`
    select pg_snapshot_xmax(pg_current_snapshot())::text::bigint as xid
  `);
}

async function resetTables(pool: DatabasePool) {
  await pool.query(sql.unsafe`truncate events, bench_plain restart identity`);
  // Every phase starts at a fresh checkpoint, so each pays the same full-page writes.
  await pool.query(sql.unsafe`checkpoint`);
}

function randomStream(): number {
  return Math.floor(Math.random() * STREAMS);
}

async function adapterAny(store: EventStore, pool: DatabasePool, concurrency: number) {
  await resetTables(pool);
  return runPhase(pool, "adapter, expectedVersion any", concurrency, async () => {
    const stream = randomStream();
    await store.append(`student-${stream}`, answerEvents(stream), { expectedVersion: "any" });
  });
}

async function adapterExact(store: EventStore, pool: DatabasePool, concurrency: number) {
  await resetTables(pool);
  // Worker w owns the streams n with n % concurrency === w, so expected versions never race.
  const versions = new Int32Array(STREAMS);
  const owned = Math.floor(STREAMS / concurrency);
  return runPhase(pool, "adapter, exact version", concurrency, async (w) => {
    const stream = w + concurrency * Math.floor(Math.random() * owned);
    const expectedVersion: ExpectedVersion = versions[stream]!;
    const result = await store.append(`student-${stream}`, answerEvents(stream), {
      expectedVersion,
    });
    versions[stream] = result.nextExpectedVersion;
  });
}

async function plainInsert(pool: DatabasePool, concurrency: number) {
  await resetTables(pool);
  const insert = plainInserter(pool, { streams: STREAMS, rowsPerCommit: EVENTS_PER_APPEND });
  return runPhase(pool, "plain multi-row INSERT", concurrency, insert);
}

async function main({ pool, store, machine }: BenchEnvironment) {
  await createPlainTable(pool);
  const sample = answerEvents(0);
  const dataBytes = sample.map((e) => JSON.stringify(e.data).length);
  const metadataBytes = JSON.stringify(sample[0]!.metadata).length;
  log(
    `workload: ${EVENTS_PER_APPEND} events per append (data ${dataBytes.join(", ")} bytes, ` +
      `metadata ${metadataBytes} bytes) over ${formatNumber(STREAMS)} streams; ` +
      `${WARMUP_MS / 1000} s warm-up + ${MEASURE_MS / 1000} s measured per phase`,
  );

  const rows: string[][] = [];
  for (const concurrency of CONCURRENCIES) {
    const adapter = await adapterAny(store, pool, concurrency);
    const plain = await plainInsert(pool, concurrency);
    const adapterRate = adapter.events / adapter.seconds;
    const plainRate = plain.events / plain.seconds;
    rows.push([
      String(concurrency),
      formatNumber(adapterRate),
      formatNumber(adapter.appends / adapter.seconds),
      `${adapter.p50.toFixed(1)} / ${adapter.p99.toFixed(1)}`,
      formatNumber(plainRate),
      `${plain.p50.toFixed(1)} / ${plain.p99.toFixed(1)}`,
      `${((100 * adapterRate) / plainRate).toFixed(0)}%`,
      `${adapter.xidsPerAppend.toFixed(2)} / ${plain.xidsPerAppend.toFixed(2)}`,
    ]);
  }
  const exactConcurrency = CONCURRENCIES[CONCURRENCIES.length - 1]!;
  const exact = await adapterExact(store, pool, exactConcurrency);
  const anyRow = rows[rows.length - 1]!;

  console.log("# Append benchmark\n");
  printMachine(machine);
  console.log(
    `Workload: ${EVENTS_PER_APPEND} events per append (~${Math.round(
      dataBytes.reduce((a, b) => a + b, 0) / dataBytes.length,
    )} bytes of JSON data + ${metadataBytes} bytes of metadata each), random stream of ` +
      `${formatNumber(STREAMS)}, one autocommit transaction per append; ` +
      `${WARMUP_MS / 1000} s warm-up + ${MEASURE_MS / 1000} s measured per row.\n`,
  );
  printTable(
    [
      "Concurrency",
      "Adapter events/s",
      "Adapter appends/s",
      "Adapter p50 / p99 ms",
      "Plain INSERT events/s",
      "Plain p50 / p99 ms",
      "Adapter / plain",
      "Commits per append (adapter / plain)",
    ],
    rows,
  );
  const exactRate = exact.events / exact.seconds;
  console.log();
  printTable(
    ["Concurrency 32, adapter", "Events/s", "Appends/s", "p50 / p99 ms"],
    [
      ["expectedVersion any", anyRow[1]!, anyRow[2]!, anyRow[3]!],
      [
        "exact expectedVersion",
        formatNumber(exactRate),
        formatNumber(exact.appends / exact.seconds),
        `${exact.p50.toFixed(1)} / ${exact.p99.toFixed(1)}`,
      ],
    ],
  );
  console.log(
    "\nCommits per append: transaction ids assigned per append, warm-up included; each is a " +
      "commit that waits for its WAL flush. The adapter's NOTIFY after a burst of appends is " +
      "its own transaction.",
  );
  console.log(`\nAim: adapter ≥ 50% of plain INSERT at concurrency 32 — measured ${anyRow[6]}.`);
}

await runBench({ name: "append", maximumPoolSize: 40 }, main);
