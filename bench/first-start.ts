// `node bench/first-start.ts [--runs 3]`: what a newcomer's first `npm start` costs, step by
// step: the real `levelfield serve --no-web` on an empty data folder (embedded PostgreSQL with
// durable commits, as `npm start` runs it), timed from its own log lines until it answers
// /api/health. Each run gets a fresh folder; the median of the runs is printed per step.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startAppProcesses } from "../testing/app-process.ts";
import { formatNumber, log, printTable, quantile, wholeNumberArg } from "./support.ts";

const { values: args } = parseArgs({ options: { runs: { type: "string", default: "3" } } });
const RUNS = wholeNumberArg("runs", args.runs);

/** The steps, each ending at the first log line whose message starts with `until`. */
const STEPS = [
  { name: "initdb and start PostgreSQL", until: "migration applied" },
  { name: "migrations", until: "database schema is current" },
  { name: "publish the question bank (375 streams)", until: "question bank published" },
  { name: "import the school directory", until: "school directory imported" },
  { name: "listen", until: "Server listening" },
] as const;

async function oneRun(): Promise<number[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "levelfield-bench-first-start-"));
  const started = Date.now();
  const app = await startAppProcesses({
    commands: [["serve", "--no-web"]],
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "info" },
    timeoutMs: 300_000,
  });
  const healthy = Date.now();
  try {
    const lines = app
      .output()
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as { time: number; msg: string });
    let from = started;
    const times = STEPS.map((step) => {
      const line = lines.find((l) => l.msg.startsWith(step.until));
      if (!line) throw new Error(`no log line "${step.until}…" in:\n${app.output()}`);
      const seconds = (line.time - from) / 1000;
      from = line.time;
      return seconds;
    });
    return [...times, (healthy - started) / 1000];
  } finally {
    await app.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const runs: number[][] = [];
for (let i = 0; i < RUNS; i++) {
  log(`run ${i + 1} of ${RUNS}`);
  runs.push(await oneRun());
}
const names = [...STEPS.map((s) => s.name), "total, until /api/health answers"];
console.log(
  `\n## First start (median of ${RUNS} runs; load average ${os.loadavg()[0]!.toFixed(2)})\n`,
);
printTable(
  ["step", "seconds"],
  names.map((name, i) => [
    name,
    formatNumber(
      quantile(
        runs.map((r) => r[i]!),
        0.5,
      ),
      2,
    ),
  ]),
);
