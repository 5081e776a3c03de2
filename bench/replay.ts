// `npm run bench:replay`: generate 1,000,000 synthetic events straight into the `events` table
// (one INSERT ... SELECT generate_series per 100,000 events, not the adapter), then rebuild
// projections from them with rebuildProjection and print events/s.
//
// The log: 20,000 student streams with contiguous stream versions (50 events each), six event
// types, ~300 bytes of JSON data and ~140 bytes of metadata per event, recorded_at spread over
// 60 days, ten transactions. After a VACUUM ANALYZE (an old log is vacuumed), it measures:
// - read only: store.readAll in batches, nothing applied (what every rebuild pays to read);
// - activity: the real activity projection (projections/activity/projection.ts);
// - stream totals: a per-stream fold defined here (one upsert per stream in each batch).
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { z } from "zod";
import { sql, type DatabasePool } from "../database/pool.ts";
import type { EventStore, Position } from "../eventstore/port.ts";
import { activityProjection } from "../projections/activity/projection.ts";
import type { Projection } from "../projections/projection.ts";
import { rebuildProjection, type RebuildProgress } from "../projections/rebuild.ts";
import {
  formatNumber,
  log,
  printMachine,
  printTable,
  runBench,
  wholeNumberArg,
  type BenchEnvironment,
} from "./support.ts";

const { values: args } = parseArgs({
  options: {
    events: { type: "string", default: "1000000" },
    streams: { type: "string", default: "20000" },
    "batch-sizes": { type: "string", default: "5000" },
    "skip-read-only": { type: "boolean", default: false },
  },
});
const EVENTS = wholeNumberArg("events", args.events);
const STREAMS = wholeNumberArg("streams", args.streams);
const BATCH_SIZES = args["batch-sizes"].split(",").map((b) => wholeNumberArg("batch-sizes", b));
const CHUNK = 100_000;
const AIM = 50_000;

/** A representative second read model: events and last version per stream. */
const streamTotalsProjection: Projection = {
  name: "bench_stream_totals",
  tables: ["bench_stream_totals"],
  personalRows: { bench_stream_totals: "none" },
  handles: "all",
  async apply(events, { tx, table }) {
    const totals = new Map<string, { events: number; last: number }>();
    for (const e of events) {
      const entry = totals.get(e.streamId) ?? { events: 0, last: 0 };
      entry.events += 1;
      entry.last = Math.max(entry.last, e.streamVersion);
      totals.set(e.streamId, entry);
    }
    const t = table("bench_stream_totals");
    await tx.query(sql.unsafe`
      insert into ${t} (stream_id, events, last_version)
      select * from ${sql.unnest(
        [...totals].map(([id, v]) => [id, v.events, v.last]),
        ["text", "int4", "int4"],
      )}
      on conflict (stream_id) do update
      set events = ${t}.events + excluded.events,
          last_version = greatest(${t}.last_version, excluded.last_version)
    `);
  },
};

async function generate(pool: DatabasePool): Promise<{ seconds: number; vacuum: number }> {
  const started = performance.now();
  for (let from = 0; from < EVENTS; from += CHUNK) {
    const to = Math.min(from + CHUNK, EVENTS) - 1;
    // Event i belongs to stream i % STREAMS as its (i / STREAMS + 1)th event, so versions are
    // contiguous per stream and streams interleave in the global order, as in production.
    await pool.query(sql.unsafe`
      insert into events (stream_id, stream_version, event_id, type, data, metadata, recorded_at)
      select
        'student-' || s,
        i / ${STREAMS} + 1,
        gen_random_uuid(),
        (array['AnswerSubmitted', 'AnswerSubmitted', 'AnswerSubmitted', 'TipBookmarked',
               'XpAwarded', 'XpAwarded', 'XpAwarded', 'LevelChanged', 'QuestionSkipped',
               'DailyDropCompleted'])[1 + (i * 7919) % 10],
        jsonb_build_object(
          'studentId', 'student-' || s,
          'dropId', 'drop-' || to_char(at, 'YYYY-MM-DD') || '-student-' || s,
          'questionId', 'sat-math-' || lpad(((i * 31) % 5000)::text, 6, '0'),
          'skill', (array['linear-equations-one-variable', 'words-in-context',
                          'nonlinear-functions', 'boundaries-punctuation'])[1 + i % 4],
          'difficulty', 1 + i % 5,
          'choice', (array['A', 'B', 'C', 'D'])[1 + i % 4],
          'correct', i % 5 < 3,
          'timeSpentMs', 5000 + (i * 7) % 90000,
          'answeredAt', at,
          'sessionId', md5(i::text)
        ),
        jsonb_build_object(
          'commandId', gen_random_uuid(),
          'correlationId', gen_random_uuid(),
          'userId', 'student-' || s
        ),
        at
      from generate_series(${from}::bigint, ${to}::bigint) as i,
        lateral (select i % ${STREAMS} as s,
          timestamptz '2025-01-06 08:00:00+00' + (i::float8 / ${EVENTS}) * interval '60 days' as at) x
      order by i
    `);
    log(`generated ${formatNumber(to + 1)} / ${formatNumber(EVENTS)} events`);
  }
  const generated = performance.now();
  await pool.query(sql.unsafe`vacuum (analyze) events`);
  await pool.query(sql.unsafe`checkpoint`);
  return {
    seconds: (generated - started) / 1000,
    vacuum: (performance.now() - generated) / 1000,
  };
}

async function describeLog(pool: DatabasePool) {
  return pool.one(sql.type(
    z.object({
      events: z.number(),
      streams: z.number(),
      types: z.number(),
      days: z.number(),
      transactions: z.number(),
      data_bytes: z.number(),
      metadata_bytes: z.number(),
      table_size: z.string(),
    }),
  )`
    select count(*) as events, count(distinct stream_id) as streams, count(distinct type) as types,
      count(distinct (recorded_at at time zone 'UTC')::date) as days,
      count(distinct transaction_id::text) as transactions,
      avg(octet_length(data::text))::int as data_bytes,
      avg(octet_length(metadata::text))::int as metadata_bytes,
      pg_size_pretty(pg_total_relation_size('events')) as table_size
    from events
  `);
}

function progressPrinter(label: string) {
  let lastLogged = 0;
  return (p: RebuildProgress) => {
    const now = performance.now();
    if (p.phase === "replay" && now - lastLogged < 1000) return;
    lastLogged = now;
    log(
      `${label}: ${p.phase} ${formatNumber(p.read)} / ${formatNumber(p.total)} ` +
        `(${((100 * p.read) / Math.max(p.total, 1)).toFixed(0)}%) ` +
        `${formatNumber(p.eventsPerSecond)} events/s`,
    );
  };
}

/** Reads the whole log through the store, applying nothing: the floor under every rebuild. */
async function readOnly(store: EventStore, batchSize: number) {
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
  log(`read only (batch ${batchSize}): ${formatNumber(read / seconds)} events/s`);
  return { events: read, seconds, eventsPerSecond: read / seconds };
}

async function main({ pool, store, machine }: BenchEnvironment) {
  await pool.query(sql.unsafe`
    create table bench_stream_totals (
      stream_id text primary key, events int not null, last_version int not null
    )
  `);
  log(`generating ${formatNumber(EVENTS)} events over ${formatNumber(STREAMS)} streams`);
  const generation = await generate(pool);
  const shape = await describeLog(pool);
  log(
    `generated in ${generation.seconds.toFixed(1)} s ` +
      `(${formatNumber(EVENTS / generation.seconds)} events/s), ` +
      `vacuum analyze + checkpoint ${generation.vacuum.toFixed(1)} s`,
  );

  const rows: string[][] = [];
  const cpu = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1e6;
  };
  const row = (name: string, batch: number, events: number, seconds: number, nodeCpu: number) => {
    const rate = events / seconds;
    rows.push([
      name,
      formatNumber(batch),
      formatNumber(events),
      seconds.toFixed(1),
      formatNumber(rate),
      `${((100 * nodeCpu) / seconds).toFixed(0)}%`,
      rate >= AIM ? "yes" : "no",
    ]);
  };
  for (const batchSize of BATCH_SIZES) {
    if (!args["skip-read-only"]) {
      const c0 = cpu();
      const r = await readOnly(store, batchSize);
      row("read only (store.readAll)", batchSize, r.events, r.seconds, cpu() - c0);
    }
    for (const projection of [activityProjection, streamTotalsProjection]) {
      const c0 = cpu();
      const result = await rebuildProjection({
        pool,
        store,
        projection,
        batchSize,
        onProgress: progressPrinter(`${projection.name} (batch ${batchSize})`),
      });
      row(`rebuild ${projection.name}`, batchSize, result.events, result.seconds, cpu() - c0);
    }
  }
  const check = await pool.one(sql.type(
    z.object({ activity: z.number(), streams: z.number(), stream_events: z.number() }),
  )`
    select (select sum(events) from activity_daily) as activity,
      (select count(*) from bench_stream_totals) as streams,
      (select sum(events) from bench_stream_totals) as stream_events
  `);
  if (check.activity !== EVENTS || check.stream_events !== EVENTS || check.streams !== STREAMS) {
    throw new Error(`rebuilt read models do not add up: ${JSON.stringify(check)}`);
  }

  console.log("# Replay benchmark\n");
  printMachine(machine);
  console.log(
    `Log: ${formatNumber(shape.events)} events, ${formatNumber(shape.streams)} streams, ` +
      `${shape.types} types, ${shape.days} days, ${shape.transactions} transactions; ` +
      `~${shape.data_bytes} bytes of data + ~${shape.metadata_bytes} bytes of metadata per event; ` +
      `events table ${shape.table_size} with indexes.\n`,
  );
  console.log(
    `Generation (INSERT ... SELECT generate_series, ${EVENTS / CHUNK} transactions): ` +
      `${generation.seconds.toFixed(1)} s (${formatNumber(EVENTS / generation.seconds)} events/s); ` +
      `VACUUM ANALYZE + CHECKPOINT: ${generation.vacuum.toFixed(1)} s.\n`,
  );
  printTable(
    ["Pass", "Batch", "Events", "Seconds", "Events/s", "Node CPU", `≥ ${formatNumber(AIM)}/s`],
    rows,
  );
  console.log(
    "\nNode CPU: CPU time of the benchmark process (reading, parsing, validating, folding) " +
      "over the pass, as a share of one core; above 100% when GC and libuv threads run beside " +
      "the main thread. The first pass also warms caches.",
  );
}

await runBench({ name: "replay", maximumPoolSize: 4 }, main);
