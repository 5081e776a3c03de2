// `npm run bench:school-search`: school search over 100,000 schools, through the real HTTP route.
//
// On a throwaway embedded PostgreSQL with durable commits it:
//   1. imports ../shared/data/nces-high-schools-2009-10.csv (26,765 rows) with the importer,
//      timed, then imports it again (the idempotent path: every row unchanged);
//   2. adds deterministic variants up to 100,000 schools (school-search-data.ts);
//   3. builds 1,200 realistic queries from the data (prefixes as typed, full names, cities,
//      typos, name + city, a few generic words), and sends each through GET /api/schools/search
//      on a local port, at concurrency 1 and 8, after a warm-up;
//   4. prints p50/p95/p99/max and req/s per concurrency, per kind of query at concurrency 1, and
//      how often the school a query was made from is among the 10 results.
// Options: --schools=100000 --queries=1200 --seed=1.
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import type { SchoolSearchResult } from "../api/schemas/schools.ts";
import { openDirectoryFile } from "../database/schools/directory-file.ts";
import { importDirectoryFile } from "../database/schools/import.ts";
import { countSchools } from "../database/schools/directory.ts";
import { directoryBytes } from "../database/schools/sample.ts";
import { startBenchApi } from "./api.ts";
import { addVariants, buildQueries, sampleFile, type Query } from "./school-search-data.ts";
import {
  formatNumber,
  log,
  printMachine,
  printTable,
  quantile,
  runBench,
  wholeNumberArg,
} from "./support.ts";

const { values: args } = parseArgs({
  options: {
    schools: { type: "string", default: "100000" },
    queries: { type: "string", default: "1200" },
    seed: { type: "string", default: "1" },
  },
});
const SCHOOLS = wholeNumberArg("schools", args.schools);
const QUERIES = wholeNumberArg("queries", args.queries);
const SEED = wholeNumberArg("seed", args.seed);
const WARMUP = 200;
const AIM_P99_MS = 20;

type Sample = { query: Query; ms: number; found: boolean };

async function runAt(base: string, queries: readonly Query[], concurrency: number) {
  const samples: Sample[] = [];
  let next = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  const worker = async () => {
    for (let i = next++; i < queries.length; i = next++) {
      const query = queries[i]!;
      const t = performance.now();
      const response = await fetch(`${base}/api/schools/search?q=${encodeURIComponent(query.q)}`);
      const body = (await response.json()) as SchoolSearchResult[];
      const ms = performance.now() - t;
      if (response.status !== 200) throw new Error(`${query.q}: ${response.status}`);
      samples.push({ query, ms, found: body.some((s) => s.id === query.target) });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  return { samples, seconds, nodeCpu: (used.user + used.system) / 1e6 / seconds };
}

const ms = (values: number[], q: number) => formatNumber(quantile(values, q), 1);

await runBench({ name: "school-search", maximumPoolSize: 10 }, async (env) => {
  const file = sampleFile();
  log(`importing ${file}…`);
  let t = performance.now();
  const first = await importDirectoryFile(env.pool, await openDirectoryFile(directoryBytes(file)));
  const firstSeconds = (performance.now() - t) / 1000;
  t = performance.now();
  const again = await importDirectoryFile(env.pool, await openDirectoryFile(directoryBytes(file)));
  const againSeconds = (performance.now() - t) / 1000;
  log(
    `imported ${first.inserted} in ${firstSeconds.toFixed(2)} s; again in ${againSeconds.toFixed(2)} s`,
  );

  t = performance.now();
  const added = await addVariants(env.pool, SCHOOLS);
  const variantsSeconds = (performance.now() - t) / 1000;
  const total = await countSchools(env.pool);
  log(
    `added ${formatNumber(added)} variants in ${variantsSeconds.toFixed(1)} s: ${formatNumber(total)} schools`,
  );
  const queries = await buildQueries(env.pool, QUERIES + WARMUP, SEED);

  const { base, close } = await startBenchApi(env);
  try {
    const warmup = queries.slice(0, WARMUP);
    const measured = queries.slice(WARMUP);
    const runs: { concurrency: number; samples: Sample[]; seconds: number; nodeCpu: number }[] = [];
    for (const concurrency of [1, 8]) {
      log(`warm-up, then ${measured.length} queries at concurrency ${concurrency}…`);
      await runAt(base, warmup, concurrency);
      runs.push({ concurrency, ...(await runAt(base, measured, concurrency)) });
    }

    printMachine(env.machine);
    console.log("## Import (durable commits)\n");
    printTable(
      ["step", "rows", "seconds", "rows/s"],
      [
        ["import the 2009-10 list (new)", first.rowsRead, firstSeconds],
        ["import it again (unchanged)", again.rowsRead, againSeconds],
        ["add synthetic variants", added, variantsSeconds],
      ].map(([label, rows, s]) => [
        String(label),
        formatNumber(Number(rows)),
        Number(s).toFixed(2),
        formatNumber(Number(rows) / Number(s)),
      ]),
    );
    console.log(`\n## GET /api/schools/search over ${formatNumber(total)} schools\n`);
    printTable(
      [
        "concurrency",
        "queries",
        "req/s",
        "p50 ms",
        "p95 ms",
        "p99 ms",
        "max ms",
        `p99 ≤ ${AIM_P99_MS} ms`,
        "Node CPU",
      ],
      runs.map((r) => {
        const values = r.samples.map((s) => s.ms);
        return [
          String(r.concurrency),
          formatNumber(values.length),
          formatNumber(values.length / r.seconds),
          ms(values, 0.5),
          ms(values, 0.95),
          ms(values, 0.99),
          ms(values, 1),
          quantile(values, 0.99) <= AIM_P99_MS ? "yes" : "no",
          `${Math.round(100 * r.nodeCpu)}%`,
        ];
      }),
    );
    console.log("\n## By kind of query, concurrency 1\n");
    const single = runs[0]!.samples;
    const kinds = [...new Set(single.map((s) => s.query.kind))];
    printTable(
      ["kind", "queries", "p50 ms", "p99 ms", "max ms", "example", "made-from school in top 10"],
      kinds.map((kind) => {
        const of = single.filter((s) => s.query.kind === kind);
        const values = of.map((s) => s.ms);
        const targeted = of.filter((s) => s.query.target !== null);
        const found = targeted.filter((s) => s.found).length;
        return [
          kind,
          formatNumber(of.length),
          ms(values, 0.5),
          ms(values, 0.99),
          ms(values, 1),
          `"${of[0]?.query.q ?? ""}"`,
          targeted.length ? `${((100 * found) / targeted.length).toFixed(0)}%` : "-",
        ];
      }),
    );
    const slowest = [...single].sort((a, b) => b.ms - a.ms).slice(0, 5);
    console.log(
      `\nSlowest at concurrency 1: ${slowest.map((s) => `"${s.query.q}" ${s.ms.toFixed(1)} ms`).join(", ")}`,
    );
  } finally {
    await close();
  }
});
