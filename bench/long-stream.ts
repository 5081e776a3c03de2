// `npm run bench:long-stream`: what a long-lived practice stream costs to load. A command on
// practice-<userId> folds the student's whole stream (no snapshots), so the fold must stay
// linear in the stream's length and the state it builds must stay small however long the
// student has practised (docs/ARCHITECTURE.md, "Long-lived streams").
//
//   1. The stream: one simulated student, one Daily Drop a day for --days days (730: two years),
//      made by the real decider (domain/practice/decider.ts) day by day with a seeded random
//      source: AssignToday, then each of the day's questions answered (right with the 3PL
//      probability of a true ability that grows 1 point a week, wrong otherwise) or, one time in
//      thirty, skipped; the level-ups and the completion the decider records with them. The bank
//      is domain/questions/bank.ts's, mapped as api/practice/queries.ts maps it.
//   2. The fold: the stream's first 90, 180, 365 and all days are folded --runs times each
//      (after a warm-up), and the median time printed with the time per event: flat per-event
//      times are a linear fold.
//   4. What the study-planning and tips reads compute on the folded two-year state, beside the
//      fold they start from (a median of --runs each): rankFocus, the study recommendations, the
//      tip choice over the whole catalogue (with 365 tips seen), and the performance insights
//      over every answer of the stream as practice_answers rows.
//   5. Time travel (issue 20): the stream in an embedded PostgreSQL, the progress screen's
//      detailed feed read as of the middle and the last day (projections/time-travel.ts).
//   3. Memory: the heap one folded state retains (heap used after a full garbage collection
//      with 20 folded states held, minus before, over 20), the state's JSON size and the answers it keeps
//      (history): bounded by the rules' window (ANSWER_HISTORY_DAYS), not by the stream.
//
// Options: --days=730 --runs=15 --seed=1. Deterministic for a seed. Progress goes to stderr.
import os from "node:os";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import v8 from "node:v8";
import vm from "node:vm";
import { fold } from "../domain/decider.ts";
import { probabilityCorrect } from "../domain/diagnostic/engine.ts";
import { addDays, daysBetween } from "../domain/practice/days.ts";
import type { DropItem, PracticeCommand, PracticeContext } from "../domain/practice/decide.ts";
import { practiceDecider } from "../domain/practice/decider.ts";
import type { PracticeEvent } from "../domain/practice/events.ts";
import type { PracticeState } from "../domain/practice/state.ts";
import { buildQuestionBank } from "../domain/questions/bank.ts";
import { letters, type Subject } from "../domain/questions/item.ts";
import { seededRandom } from "../domain/random.ts";
import { rankFocus } from "../domain/planning/focus.ts";
import { performanceInsights, type AnswerRow } from "../domain/planning/insights.ts";
import { studyRecommendations } from "../domain/planning/recommendations.ts";
import { tipCatalogue } from "../domain/tips/catalogue.ts";
import { chooseTip } from "../domain/tips/choice.ts";
import { randomUUID } from "node:crypto";
import { detailedProgressOf } from "../api/students/progress-views.ts";
import { FALLBACK_TIME_ZONE } from "../api/students/clock.ts";
import { sql } from "../database/pool.ts";
import { practiceStream } from "../domain/practice/events.ts";
import { createProjector } from "../projections/runtime.ts";
import { createTimeTravel, progressProjections } from "../projections/time-travel.ts";
import { formatNumber, log, printTable, quantile, runBench, wholeNumberArg } from "./support.ts";

const { values: args } = parseArgs({
  options: {
    days: { type: "string", default: "730" },
    runs: { type: "string", default: "15" },
    seed: { type: "string", default: "1" },
  },
});
const DAYS = wholeNumberArg("days", args.days);
const RUNS = wholeNumberArg("runs", args.runs);
const SEED = wholeNumberArg("seed", args.seed);

const USER = "6f1c7c1e-3a57-4b6e-9a51-0b0d3f1e2a10";
const FIRST_DAY = "2025-01-05";
const TIME_ZONE = "America/New_York";
/** The simulated student: a diagnostic a little above average in English, below in Math. */
const DIAGNOSTIC = { english: { theta: 0.3, se: 0.3 }, math: { theta: -0.2, se: 0.3 } };
/** True growth, θ a day: 1 SAT point a week. */
const GROWTH_PER_DAY = 0.01 / 7;
/** States folded and held at once to measure the heap one retains. */
const HELD_STATES = 20;
/** One question in thirty is skipped. */
const SKIP_RATE = 1 / 30;

// The global garbage collector, for retained-heap figures without a command-line flag.
v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;

function practiceBank(): PracticeContext["bank"] {
  const items: DropItem[] = buildQuestionBank().map((q) => ({
    id: q.id,
    subject: q.subject,
    domain: q.domain,
    skill: q.skill,
    level: q.level,
    passageKey: q.passage,
    answer: q.answer,
    irt: q.irt,
  }));
  const byId = new Map(items.map((i) => [i.id, i]));
  return { items, find: (id) => byId.get(id) };
}

/** The student's stream after `days` daily drops, each decided by the real decider. */
function simulateStream(days: number, seed: number): PracticeEvent[] {
  const bank = practiceBank();
  const random = seededRandom(seed);
  const events: PracticeEvent[] = [];
  let state: PracticeState = practiceDecider.initialState;
  for (let i = 0; i < days; i++) {
    const day = addDays(FIRST_DAY, i);
    const context: PracticeContext = {
      timeZone: TIME_ZONE,
      now: new Date(`${day}T23:00:00Z`),
      bank,
      diagnostic: DIAGNOSTIC,
      diagnosticSeen: [],
      testDate: null,
      random,
    };
    const run = (command: PracticeCommand) => {
      for (const event of practiceDecider.decide(command, state, context)) {
        events.push(event);
        state = practiceDecider.evolve(state, event);
      }
    };
    run({ type: "AssignToday", userId: USER });
    const ability = (subject: Subject) => DIAGNOSTIC[subject].theta + i * GROWTH_PER_DAY;
    for (const question of state.today?.questions ?? []) {
      const item = bank.find(question.questionId)!;
      const skipped = random() < SKIP_RATE;
      const right = random() < probabilityCorrect(ability(item.subject), item.irt);
      const wrong = letters.find((l) => l !== item.answer)!;
      run({
        type: "SubmitAnswer",
        userId: USER,
        questionId: item.id,
        answer: skipped ? null : right ? item.answer : wrong,
        skipped,
        responseTimeMs: 60_000,
        idempotencyKey: null,
      });
    }
    if ((i + 1) % 100 === 0) log(`simulated ${i + 1} days (${events.length} events)`);
  }
  return events;
}

/** The events of the stream's first `days` days. */
function firstDays(events: readonly PracticeEvent[], days: number): PracticeEvent[] {
  const last = addDays(FIRST_DAY, days - 1);
  return events.filter((e) => daysBetween(e.data.day, last) >= 0);
}

function measure(events: readonly PracticeEvent[]) {
  for (let i = 0; i < 3; i++) fold(practiceDecider, events);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    fold(practiceDecider, events);
    times.push(performance.now() - start);
  }
  // Several folded states held at once, so the retained heap per state rises above the noise.
  gc();
  gc();
  const before = process.memoryUsage().heapUsed;
  const states = Array.from({ length: HELD_STATES }, () => fold(practiceDecider, events));
  gc();
  gc();
  const retained = (process.memoryUsage().heapUsed - before) / HELD_STATES;
  const state = states[0]!;
  return {
    median: quantile(times, 0.5),
    retained,
    json: JSON.stringify(state).length,
    history: state.history.length,
  };
}

const started = performance.now();
log(`simulating ${DAYS} days of Daily Drops (seed ${SEED})`);
const stream = simulateStream(DAYS, SEED);
const generated = performance.now() - started;
const lengths = [...new Set([90, 180, 365, DAYS].filter((d) => d <= DAYS))];
const rows = lengths.map((days) => {
  const events = firstDays(stream, days);
  log(`folding ${days} days (${events.length} events) × ${RUNS}`);
  const m = measure(events);
  return [
    formatNumber(days),
    formatNumber(events.length),
    formatNumber(m.median, 2),
    formatNumber((m.median * 1000) / events.length, 2),
    formatNumber(m.retained / 1024, 0),
    formatNumber(m.json / 1024, 1),
    formatNumber(m.history),
  ];
});

console.log(`# Folding a long practice stream (${DAYS} days, seed ${SEED})\n`);
console.log(
  `Stream made by the real decider in ${formatNumber(generated / 1000, 1)} s: ` +
    `${formatNumber(stream.length)} events. Fold times are medians of ${RUNS} runs.\n`,
);
printTable(
  [
    "Days",
    "Events",
    "Fold (ms)",
    "Per event (µs)",
    "State retained (KiB)",
    "State JSON (KiB)",
    "Answers kept",
  ],
  rows,
);
// ─── 4. The planning reads on the folded state ────────────────────────────────────────────────

/** The median time of `run` over RUNS runs, after a warm-up, in ms. */
function timed(run: () => unknown): number {
  for (let i = 0; i < 3; i++) run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    run();
    times.push(performance.now() - t);
  }
  return quantile(times, 0.5);
}

const folded = fold(practiceDecider, stream);
const lastDay = stream.at(-1)!.data.day;
const answerRows: AnswerRow[] = stream.flatMap((e) =>
  e.type === "DailyDropAnswerSubmitted" || e.type === "DailyDropQuestionSkipped"
    ? [
        {
          subject: e.data.subject,
          domain: e.data.domain,
          skill: e.data.skill,
          skipped: e.type === "DailyDropQuestionSkipped",
          correct: e.type === "DailyDropAnswerSubmitted" && e.data.correct,
          responseTimeMs: e.data.responseTimeMs,
          recordedAt: new Date(`${e.data.day}T16:00:00Z`),
          day: e.data.day,
        },
      ]
    : [],
);
const practisedDays = [...new Set(answerRows.map((a) => a.day))];
const seen = Object.fromEntries(
  tipCatalogue.map((tip, i) => [tip.id, addDays(lastDay, -1 - (i % 365))]),
);
const focus = rankFocus({ tracker: folded.tracker, history: folded.history });
const reads: [string, number][] = [
  ["fold the whole stream (the start of each read)", timed(() => fold(practiceDecider, stream))],
  ["rankFocus", timed(() => rankFocus({ tracker: folded.tracker, history: folded.history }))],
  [
    "study recommendations",
    timed(() => studyRecommendations({ state: folded, today: lastDay, testDate: null })),
  ],
  [
    `tip choice (${tipCatalogue.length} tips)`,
    timed(() =>
      chooseTip({ catalogue: tipCatalogue, focus, levels: folded.levels, seen, day: lastDay }),
    ),
  ],
  [
    `performance insights (${formatNumber(answerRows.length)} answers)`,
    timed(() =>
      performanceInsights({
        answers: answerRows,
        practisedDays,
        firstDay: folded.firstDay,
        today: lastDay,
        streakDays: folded.streak.days,
      }),
    ),
  ],
];
console.log(`\n# The planning and tips reads on the ${DAYS}-day state\n`);
printTable(
  ["Computation", "Median (ms)"],
  reads.map(([name, ms]) => [name, formatNumber(ms, 2)]),
);

// ─── 5. Time travel on the two-year stream ────────────────────────────────────────────────────
// The stream goes into a fresh embedded PostgreSQL (each day's events recorded at 16:00 UTC of
// its day, one transaction a day); then the progress screen's detailed feed is read as of the
// middle day and as of the last day through projections/time-travel.ts, which folds every event
// recorded by then into temp tables with the practice and users projections' own code and rolls
// back (a median of --runs each).
const travel: [string, number][] = [];
await runBench({ name: "long-stream", maximumPoolSize: 4 }, async ({ pool, store }) => {
  const byDay = new Map<string, PracticeEvent[]>();
  for (const e of stream) byDay.set(e.data.day, [...(byDay.get(e.data.day) ?? []), e]);
  let version = 0;
  for (const [day, events] of byDay) {
    const rows = events.map((e, i) => ({
      stream_version: version + i + 1,
      event_id: randomUUID(),
      type: e.type,
      data: e.data,
      recorded_at: new Date(Date.parse(`${day}T16:00:00Z`) + i).toISOString(),
    }));
    version += events.length;
    await pool.query(sql.unsafe`
      insert into events (stream_id, stream_version, event_id, type, data, recorded_at)
      select ${practiceStream(USER)}, stream_version, event_id, type, data, recorded_at
      from jsonb_to_recordset(${sql.jsonb(rows)}) as e(stream_version int, event_id uuid,
        type text, data jsonb, recorded_at timestamptz)
      order by stream_version`);
  }
  log(`stored ${formatNumber(version)} events over ${byDay.size} days; timing time travel`);
  const timeTravel = createTimeTravel({ pool, store, projections: progressProjections });
  const deps = { pool, store, now: () => new Date() };
  const asOf = (day: string) =>
    timeTravel.asOf({ userId: USER, day, fallbackTimeZone: FALLBACK_TIME_ZONE }, (past) =>
      detailedProgressOf(past, USER),
    );
  const middle = addDays(FIRST_DAY, Math.floor(DAYS / 2));
  for (const [label, day] of [
    [`as of day ${Math.floor(DAYS / 2) + 1} (${middle})`, middle],
    [`as of the last day (${lastDay}), the whole stream`, lastDay],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i < Math.max(3, Math.ceil(RUNS / 3)) + 1; i++) {
      const t = performance.now();
      await asOf(day);
      if (i > 0) times.push(performance.now() - t); // the first run warms up
    }
    travel.push([label, quantile(times, 0.5)]);
  }
  // The same feed read from live tables, for scale: the projector's fold of the stream first.
  const projecting = performance.now();
  await createProjector({ pool, store, projections: progressProjections }).catchUpAll();
  travel.push([
    "the live projector's fold of the same stream (users, practice), for scale",
    performance.now() - projecting,
  ]);
  const live: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    await detailedProgressOf({ ...deps, now: () => new Date(`${lastDay}T23:00:00Z`) }, USER);
    live.push(performance.now() - t);
  }
  travel.push(["the same feed from the live tables (no time travel)", quantile(live, 0.5)]);
});
console.log(`\n# Time travel on the ${DAYS}-day stream (GET /api/progress/detailed?asOf=)\n`);
printTable(
  ["Read", "Median (ms)"],
  travel.map(([name, ms]) => [name, formatNumber(ms, 0)]),
);

const cpus = os.cpus();
console.log(
  `\nMachine: ${cpus[0]?.model.trim() ?? "unknown"} × ${cpus.length}, ` +
    `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ${os.type()} ${os.release()}, Node ${process.version}, ` +
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}.`,
);
