// `node bench/practice-replay.ts`: the practice projection's rebuild rate, the batched fold
// (projections/practice/projection.ts) beside the per-event statements it replaced (kept as the
// tests' oracle, projections/testing/practice.ts). The log: students' practice streams made by
// the real decider (projections/testing/practice.ts, practiceHistories: drops answered, skipped
// and completed, focused sets, level changes), interleaved, written straight into `events` in
// log order (bench/support.ts writeLog, not the adapter). Each variant
// rebuilds from the whole log through rebuildProjection, the same batches a rebuild reads; after
// both, the rebuilt tables must be equal (the benchmark checks it, and fails if not). "read only"
// reads the log in the same batches and applies nothing: the floor under any rebuild.
// Options: --students=400 --days=20 (≈ 50,000 events) --batch-sizes=5000 --seed=1.
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import type { DatabasePool } from "../database/pool.ts";
import type { Position } from "../eventstore/port.ts";
import type { Projection } from "../projections/projection.ts";
import { practiceProjection } from "../projections/practice/projection.ts";
import { applyPerEvent, practiceHistories } from "../projections/testing/practice.ts";
import { rebuildProjection } from "../projections/rebuild.ts";
import { tableChecksum } from "../projections/testing/fixtures.ts";
import {
  formatNumber,
  log,
  printMachine,
  printTable,
  runBench,
  wholeNumberArg,
  writeLog,
  type BenchEnvironment,
} from "./support.ts";

const { values: args } = parseArgs({
  options: {
    students: { type: "string", default: "400" },
    days: { type: "string", default: "20" },
    "batch-sizes": { type: "string", default: "5000" },
    seed: { type: "string", default: "1" },
  },
});
const STUDENTS = wholeNumberArg("students", args.students);
const DAYS = wholeNumberArg("days", args.days);
const BATCH_SIZES = args["batch-sizes"].split(",").map((b) => wholeNumberArg("batch-sizes", b));
const SEED = wholeNumberArg("seed", args.seed);

const perEventProjection: Projection = { ...practiceProjection, apply: applyPerEvent };

async function generate(pool: DatabasePool): Promise<number> {
  const started = performance.now();
  const events = practiceHistories(SEED, { students: STUDENTS, days: DAYS });
  log(
    `decided ${formatNumber(events.length)} events for ${STUDENTS} students over ${DAYS} days ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await writeLog(pool, events);
  return events.length;
}

async function main({ pool, store, machine }: BenchEnvironment) {
  const total = await generate(pool);
  const rows: string[][] = [];
  const digests = new Map<string, string>();
  for (const batchSize of BATCH_SIZES) {
    const started = performance.now();
    let position: Position | null = null;
    let read = 0;
    for (;;) {
      const batch = await store.readAll({ after: position, limit: batchSize });
      if (batch.length === 0) break;
      read += batch.length;
      position = batch[batch.length - 1]!.position;
    }
    const seconds = (performance.now() - started) / 1000;
    rows.push([
      "read only",
      formatNumber(batchSize),
      formatNumber(read),
      seconds.toFixed(1),
      formatNumber(read / seconds),
    ]);
    for (const [name, projection] of [
      ["per event (before)", perEventProjection],
      ["batched fold (after)", practiceProjection],
    ] as const) {
      const started = performance.now();
      const result = await rebuildProjection({ pool, store, projection, batchSize });
      const seconds = (performance.now() - started) / 1000;
      log(`${name}, batch ${batchSize}: ${formatNumber(result.events / seconds)} events/s`);
      rows.push([
        name,
        formatNumber(batchSize),
        formatNumber(result.events),
        seconds.toFixed(1),
        formatNumber(result.events / seconds),
      ]);
      const digest = (
        await Promise.all(practiceProjection.tables.map((t) => tableChecksum(pool, t)))
      ).join(",");
      digests.set(`${name} ${batchSize}`, digest);
    }
  }
  if (new Set(digests.values()).size !== 1) {
    throw new Error(`the rebuilt tables differ: ${JSON.stringify(Object.fromEntries(digests))}`);
  }
  console.log(`\npractice projection rebuild, ${formatNumber(total)} events (tables equal)`);
  printTable(["variant", "batch", "events", "seconds", "events/s"], rows);
  printMachine(machine);
}

await runBench({ name: "practice-replay", maximumPoolSize: 4 }, main);
