// `node bench/replay-questions-users.ts`: the rebuild rate of the questions and users
// projections on a log shaped like theirs (projections/testing/histories.ts):
// - questions: the bank of 375 published, `--answers` scored answers (diagnostic and Daily Drop)
//   over it, one calibration run of every question half-way, a few revisions and retirements;
// - users: `--users` accounts, each registered then onboarded and through the diagnostic
//   (about a dozen events each), interleaved.
// Each log goes alone into the `events` table (bench/support.ts writeLog, not the adapter);
// its projection is then rebuilt with rebuildProjection (read, apply, swap), and the events/s
// printed. The tables are checked for the counts the log implies.
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { z } from "zod";
import { sql } from "../database/pool.ts";
import { buildQuestionBank } from "../domain/questions/bank.ts";
import { seededRandom } from "../domain/random.ts";
import { rebuildProjection } from "../projections/rebuild.ts";
import { questionsProjection } from "../projections/questions/projection.ts";
import {
  questionBankLife,
  userAccounts,
  type HistoryEvent,
} from "../projections/testing/histories.ts";
import { usersProjection } from "../projections/users/projection.ts";
import {
  formatNumber,
  log,
  printMachine,
  printTable,
  runBench,
  wholeNumberArg,
  writeLog,
  type BenchEnvironment,
  type LogEvent,
} from "./support.ts";

const { values: args } = parseArgs({
  options: {
    answers: { type: "string", default: "200000" },
    users: { type: "string", default: "20000" },
    "batch-size": { type: "string", default: "5000" },
    runs: { type: "string", default: "2" },
  },
});
const ANSWERS = wholeNumberArg("answers", args.answers);
const USERS = wholeNumberArg("users", args.users);
const BATCH = wholeNumberArg("batch-size", args["batch-size"]);
const RUNS = wholeNumberArg("runs", args.runs);

/** The history as log events, 50 ms apart from 2026-09-01 08:00 UTC. */
function asLog(history: readonly HistoryEvent[]): LogEvent[] {
  const start = Date.parse("2026-09-01T08:00:00.000Z");
  return history.map((e, i) => ({
    streamId: e.stream,
    type: e.type,
    data: e.data,
    recordedAt: new Date(start + 50 * (i + 1)),
  }));
}

async function main({ pool, store, machine }: BenchEnvironment) {
  const random = seededRandom(22);
  const bank = buildQuestionBank();
  const logs = [
    { projection: questionsProjection, history: questionBankLife(random, bank, ANSWERS) },
    { projection: usersProjection, history: userAccounts(random, USERS) },
  ];
  const rows: string[][] = [];
  // Each projection alone on a log of its own events: the rate is its own, not the reading of
  // the other's events.
  for (const { projection, history } of logs) {
    await pool.query(sql.unsafe`truncate events`);
    log(`inserting ${formatNumber(history.length)} events for ${projection.name}`);
    await writeLog(pool, asLog(history));
    for (let run = 1; run <= RUNS; run++) {
      const started = performance.now();
      const result = await rebuildProjection({ pool, store, projection, batchSize: BATCH });
      const seconds = (performance.now() - started) / 1000;
      log(`${projection.name} run ${run}: ${seconds.toFixed(1)} s`);
      rows.push([
        projection.name,
        String(run),
        formatNumber(result.events),
        seconds.toFixed(1),
        formatNumber(result.events / seconds),
      ]);
    }
  }
  const check = await pool.one(sql.type(
    z.object({ attempts: z.number(), questions: z.number(), users: z.number() }),
  )`
    select (select sum(attempts) from question_stats)::int as attempts,
      (select count(*) from questions)::int as questions,
      (select count(*) from users)::int as users
  `);
  if (check.attempts !== ANSWERS || check.questions !== bank.length || check.users !== USERS) {
    throw new Error(`rebuilt read models do not add up: ${JSON.stringify(check)}`);
  }

  console.log("# Replay benchmark: questions and users\n");
  printMachine(machine);
  console.log(
    `Logs: ${formatNumber(ANSWERS)} answers over ${bank.length} questions ` +
      `(${formatNumber(logs[0]!.history.length)} events); ${formatNumber(USERS)} users ` +
      `(${formatNumber(logs[1]!.history.length)} events); batch ${formatNumber(BATCH)}.\n`,
  );
  printTable(["Projection", "Run", "Events", "Seconds", "Events/s"], rows);
}

await runBench({ name: "replay-questions-users", maximumPoolSize: 4 }, main);
