// `npm run bench:answer`: Daily Drop answers under load, through HTTP, against the stack
// `levelfield serve` composes (Postgres event store with durable commits, sessions in Postgres,
// the projector running), with zero drift between the events and the read tables afterwards,
// beside the physical limit of an answer (one durable commit) measured on the same PostgreSQL.
//
//   0. The physical limit, before the server starts: plain single-row INSERT transactions
//      (autocommit, fsync on) into an unindexed table, from a pool of --connections connections in
//      this process, one worker per connection, 2 s warm-up + --plain-seconds measured
//      (bench/plain-insert.ts, shared with bench:append). Then `levelfield serve --no-web`
//      (npm start: the API and the projector; --workers=N passed on to it) runs as a child process
//      on the bench's embedded PostgreSQL; the load comes from this process.
//   1. Setup (not measured): an admin publishes the bank (POST /api/admin/build-dataset);
//      --students students register and onboard over HTTP (each from its own address).
//   2. For each of --days days (the server's clock moved a day at a time, noon in New York):
//      a. the students load today's drop (GET /api/daily-drop assigns it), under autocannon;
//         then each student's drop is read once (this assigns the overflow's, below);
//      b. the students load today's drop again, now assigned, under autocannon (the store's head
//         must not move: a read that appends fails the run);
//      c. the students answer their five questions in order, under autocannon at --connections
//         connections: a connection takes one student at a time and sends that student's answers
//         one after another, as a browser would (≈ 70% right, 5% skipped, each with an
//         Idempotency-Key). Every response must be a 200. (autocannon builds each connection's
//         next request before it stops, so a phase serves all but --connections students: the
//         overflow. A student the assign phase missed gets the drop when its answers are read.)
//      Meanwhile a sampler measures the projection lag: it notes the store's head position,
//      then times how long until the practice projection's checkpoint reaches it.
//      d. right after the answers, the students read their progress (GET /api/daily-drop/progress)
//         under autocannon: each response's totalXP and today's XP must equal the events' truth
//         (the decider's fold of that student's stream): a student sees their own answers
//         (read-your-writes). Any mismatch fails the run.
//   3. Drift check: each practice stream folded with the decider (the events' truth) against
//      practice_students.total_xp, practice_days (xp per day, the bonus included) and practice_answers
//      (xp per student). Any difference fails the run.
//   4. A verdict per aim of issue 22: answers/s ≥ 20% of the plain commit rate, answer p99 ≤ 50 ms
//      at 64 connections, projection lag p99 ≤ 250 ms, zero drift.
// Options: --students=640 --days=4 --connections=64 --seed=1 --plain-seconds=10 --workers=N
// --split (students a multiple of connections, at least twice it: autocannon splits a phase's
// requests evenly over the connections; without --workers, serve's own default).
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { z } from "zod";
import { fold } from "../domain/decider.ts";
import { practiceDecider } from "../domain/practice/decider.ts";
import { parsePracticeEvent, type PracticeEvent } from "../domain/practice/events.ts";
import { seededRandom } from "../domain/random.ts";
import { createDatabasePool, sql } from "../database/pool.ts";
import type { Position, StoredEvent } from "../eventstore/port.ts";
import { waitUntilProjected } from "../database/projection-status.ts";
import { measurePlainCommits, type PlainCommits } from "./plain-insert.ts";
import { startServe } from "./serve.ts";
import {
  describeMachine,
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
    students: { type: "string", default: "640" },
    days: { type: "string", default: "4" },
    connections: { type: "string", default: "64" },
    seed: { type: "string", default: "1" },
    "plain-seconds": { type: "string", default: "10" },
    workers: { type: "string" },
    split: { type: "boolean", default: false },
  },
});
const STUDENTS = wholeNumberArg("students", args.students);
const DAYS = wholeNumberArg("days", args.days);
const CONNECTIONS = wholeNumberArg("connections", args.connections);
const SEED = wholeNumberArg("seed", args.seed);
const PLAIN_SECONDS = wholeNumberArg("plain-seconds", args["plain-seconds"]);
const WORKERS = args.workers === undefined ? null : wholeNumberArg("workers", args.workers);
if (STUDENTS % CONNECTIONS !== 0 || STUDENTS < 2 * CONNECTIONS) {
  throw new Error(
    `--students (${STUDENTS}) must be a multiple of --connections (${CONNECTIONS}), at least twice it`,
  );
}
const ADMIN = "bench-admin@example.com";
const PASSWORD = "correct horse battery staple";
const FIRST_DAY = Date.parse("2026-11-02T17:00:00Z"); // noon in New York, a Monday
const DAY_MS = 24 * 60 * 60 * 1000;
const SKIP_RATE = 0.05;
const RIGHT_RATE = 0.7;
const REGISTER_CONCURRENCY = 4;
const PLAIN_WARMUP_MS = 2_000;
/** Issue 22's aims. */
const AIM_SHARE_OF_PLAIN = 0.2;
const AIM_P99_MS = 50;
const AIM_P99_CONNECTIONS = 64;
const AIM_LAG_P99_MS = 250;

type Answer = { questionId: string; body: string; key: string };
type Student = { index: number; cookie: string; address: string; userId: string };
/** What GET /api/daily-drop/progress says about XP (the parts checked against the events). */
const progressXp = z.object({
  totalXP: z.number(),
  todaySession: z.object({ totalXP: z.number() }),
});

/** autocannon's merge of runs made with skipAggregateResult (in its README; not in its types). */
const aggregateResult = (
  autocannon as unknown as {
    aggregateResult(
      results: autocannon.Result[],
      options: { url: string; connections: number },
    ): autocannon.Result;
  }
).aggregateResult;

await runBench({ name: "answer", maximumPoolSize: 4 }, async (env) => {
  log(
    `plain single-row INSERT transactions at ${CONNECTIONS} connections ` +
      `(${PLAIN_WARMUP_MS / 1000} s warm-up + ${PLAIN_SECONDS} s)…`,
  );
  const plain = await plainCommits(env);
  log(
    `  ${formatNumber(plain.rate)} commits/s, p50 ${plain.p50.toFixed(1)} ms, ` +
      `p99 ${plain.p99.toFixed(1)} ms`,
  );
  const serveArgs = WORKERS === null ? [] : [`--workers=${WORKERS}`];
  const server = await startServe(
    env,
    {
      ADMIN_EMAILS: ADMIN,
      // Every student comes from its own address (X-Forwarded-For), as behind a proxy.
      TRUST_PROXY: "true",
    },
    { split: args.split, serveArgs },
  );
  const base = server.base;
  const random = seededRandom(SEED);
  try {
    const call = async (
      method: string,
      path: string,
      body: unknown,
      headers: Record<string, string>,
    ) => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!response.ok) {
        throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      }
      return response;
    };
    const register = async (email: string, address: string) => {
      const response = await call(
        "POST",
        "/api/auth/email/register",
        { email, password: PASSWORD, birthYear: 2008 },
        { "x-forwarded-for": address },
      );
      const cookie = response.headers.getSetCookie()[0]!.split(";")[0]!;
      const user = (await response.json()) as { id: string };
      return { cookie, userId: user.id };
    };

    log("publishing the bank…");
    const admin = await register(ADMIN, "10.0.0.1");
    await call("POST", "/api/admin/build-dataset", undefined, {
      cookie: admin.cookie,
      "x-forwarded-for": "10.0.0.1",
    });
    const keys = new Map(
      (
        await env.pool.any(sql.type(z.object({ id: z.string(), answer: z.string() }))`
          select id, answer from questions`)
      ).map((r) => [r.id, r.answer]),
    );

    log(`registering and onboarding ${STUDENTS} students…`);
    const students: Student[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: REGISTER_CONCURRENCY }, async () => {
        while (next < STUDENTS) {
          const index = next++;
          const address = `10.1.${index >> 8}.${index & 255}`;
          const { cookie, userId } = await register(`student-${index}@example.com`, address);
          await call(
            "POST",
            "/api/onboarding/demographics",
            {
              firstName: "Bench",
              lastName: "Student",
              gradeLevel: "11",
              satHistory: "never",
              timeZone: index % 2 === 0 ? "America/New_York" : "America/Chicago",
            },
            { cookie, "x-forwarded-for": address },
          );
          students.push({ index, cookie, address, userId });
        }
      }),
    );

    /**
     * One autocannon phase: each connection serves one student at a time, sending that student's
     * `perStudent` requests in order (autocannon loops over a `requests` array of that length and
     * keeps a context for one pass). autocannon builds a connection's next request before it
     * knows it is done, so each connection takes one student more than it serves: a phase of
     * N students serves N − connections of them, and the rest are the overflow.
     */
    const phase = async (
      method: "GET" | "POST",
      path: string,
      perStudent: number,
      queue: { student: Student; requests: (Answer | null)[] }[],
      /** Looks at each 200's body (the student's own); returns what is wrong, or null. */
      check?: (student: Student, body: string) => string | null,
    ) => {
      const connections = Math.min(CONNECTIONS, queue.length - 1);
      const served = queue.length - connections;
      let taken = 0;
      const failures: string[] = [];
      const mismatches: string[] = [];
      type Pass = { current?: { student: Student; requests: (Answer | null)[] } };
      const build = (position: number) => (request: autocannon.Request, raw: object) => {
        const context = raw as Pass;
        if (position === 0) context.current = queue[taken++];
        const current = context.current;
        // Past the end of the queue (a final, never-sent build): any well-formed request.
        if (!current) return request;
        const item = current.requests[position]!;
        const headers: Record<string, string> = {
          cookie: current.student.cookie,
          "x-forwarded-for": current.student.address,
        };
        if (!item) return { ...request, headers };
        headers["content-type"] = "application/json";
        headers["idempotency-key"] = item.key;
        return { ...request, headers, body: item.body };
      };
      const started = performance.now();
      const result = await autocannon({
        url: base,
        connections,
        amount: served * perStudent,
        skipAggregateResult: true,
        requests: Array.from({ length: perStudent }, (_, position) => ({
          method,
          path,
          setupRequest: build(position),
          onResponse: (status: number, body: string, raw: object) => {
            if (status !== 200) {
              failures.push(`${status} ${body}`);
              return;
            }
            // autocannon calls this before it builds the connection's next request: the context
            // still holds the student this response is for.
            const student = (raw as Pass).current?.student;
            const wrong = check && student ? check(student, body) : null;
            if (wrong) mismatches.push(wrong);
          },
        })),
      });
      const seconds = (performance.now() - started) / 1000;
      if (result.non2xx > 0 || result.errors > 0 || failures.length > 0) {
        throw new Error(
          `${method} ${path}: ${result.non2xx} non-2xx, ${result.errors} errors; first: ${failures[0] ?? "-"}`,
        );
      }
      return { result, seconds, count: served * perStudent, served, mismatches };
    };

    // The projection-lag sampler: head position noted, then timed until practice reaches it.
    const lags: number[] = [];
    let sampling = false;
    const sampler = async () => {
      while (sampling) {
        const head = await env.store.headPosition();
        const t = performance.now();
        if (head) {
          const ok = await waitUntilProjected(env.pool, env.store, head, {
            projections: ["practice"],
            timeoutMs: 30_000,
          });
          if (!ok.ok) throw new Error(`practice projection ${ok.reason}`);
          lags.push(performance.now() - t);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    const assignRuns: Awaited<ReturnType<typeof phase>>[] = [];
    const assignedRuns: Awaited<ReturnType<typeof phase>>[] = [];
    const answerRuns: Awaited<ReturnType<typeof phase>>[] = [];
    const progressRuns: Awaited<ReturnType<typeof phase>>[] = [];
    const everyStudentOnce = students.map((student) => ({ student, requests: [null] }));
    for (let day = 0; day < DAYS; day++) {
      await server.setClock(FIRST_DAY + day * DAY_MS);
      log(`day ${day + 1}: assigning ${STUDENTS} drops…`);
      assignRuns.push(await phase("GET", "/api/daily-drop", 1, everyStudentOnce));
      // What each student answers today (their drop, read back through the API; this assigns the
      // drops of the assign phase's overflow, so the next phase finds every drop assigned).
      const days = new Map<string, string>();
      const queues = await Promise.all(
        students.map(async (student) => {
          const drop = (await (
            await call("GET", "/api/daily-drop", undefined, {
              cookie: student.cookie,
              "x-forwarded-for": student.address,
            })
          ).json()) as { day: string; questions: { id: string }[] };
          days.set(student.userId, drop.day);
          const bodies = drop.questions.map((q, i): Answer => {
            const skipped = random() < SKIP_RATE;
            const key = keys.get(q.id)!;
            const wrong = ["A", "B", "C", "D"].filter((l) => l !== key);
            const userAnswer = skipped
              ? ""
              : random() < RIGHT_RATE
                ? key
                : wrong[Math.floor(random() * 3)]!;
            return {
              questionId: q.id,
              key: `bench-${student.index}-${day}-${i}`,
              body: JSON.stringify({
                questionId: q.id,
                userAnswer,
                responseTime: Math.round(20_000 + random() * 100_000),
                isSkipped: skipped,
              }),
            };
          });
          if (bodies.length !== 5) throw new Error(`a drop of ${bodies.length} questions`);
          return { student, requests: bodies };
        }),
      );
      log(`day ${day + 1}: loading ${STUDENTS} drops already assigned…`);
      const headBefore = await env.store.headPosition();
      assignedRuns.push(await phase("GET", "/api/daily-drop", 1, everyStudentOnce));
      const headAfter = await env.store.headPosition();
      if (headAfter !== headBefore) {
        throw new Error(
          `GET /api/daily-drop of assigned drops appended events (head ${headBefore ?? "none"} → ${headAfter ?? "none"})`,
        );
      }
      log(`day ${day + 1}: answering…`);
      sampling = true;
      const sampled = sampler();
      try {
        answerRuns.push(await phase("POST", "/api/daily-drop/answer", 5, queues));
      } finally {
        sampling = false;
        await sampled;
      }
      // The events' truth once every answer has its response; a progress read right after must
      // show it (reads append nothing, so it stays the truth through the phase).
      log(`day ${day + 1}: reading progress…`);
      const truth = await practiceTruth(env);
      progressRuns.push(
        await phase("GET", "/api/daily-drop/progress", 1, everyStudentOnce, (student, body) => {
          const parsed = progressXp.safeParse(JSON.parse(body));
          if (!parsed.success)
            return `student ${student.index}: a progress body without XP: ${body}`;
          const seen = parsed.data;
          const expected = truth.get(student.userId);
          const total = expected?.total ?? 0;
          const today = expected?.days.get(days.get(student.userId)!) ?? 0;
          if (seen.totalXP === total && seen.todaySession.totalXP === today) return null;
          return (
            `student ${student.index}: totalXP ${seen.totalXP} (events: ${total}), ` +
            `today's XP ${seen.todaySession.totalXP} (events: ${today})`
          );
        }),
      );
    }

    log("checking XP: events against read tables…");
    const drift = await xpDrift(env);

    const summary = (runs: Awaited<ReturnType<typeof phase>>[]) => {
      const aggregated = aggregateResult(
        runs.map((r) => r.result),
        { url: base, connections: CONNECTIONS },
      );
      const count = runs.reduce((n, r) => n + r.count, 0);
      const seconds = runs.reduce((s, r) => s + r.seconds, 0);
      return { count, seconds, rate: count / seconds, latency: aggregated.latency };
    };
    const assigning = summary(assignRuns);
    const assigned = summary(assignedRuns);
    const answered = summary(answerRuns);
    const progressed = summary(progressRuns);
    const mismatches = progressRuns.flatMap((r) => r.mismatches);

    console.log("# Answer benchmark\n");
    console.log(
      `${STUDENTS} students × ${DAYS} days, ${CONNECTIONS} connections, seed ${SEED}; the API: ` +
        `\`levelfield serve --no-web${serveArgs.map((a) => ` ${a}`).join("")}` +
        `${args.split ? " --no-projector` and `levelfield project`" : "`"}; ` +
        `workers: ${WORKERS ?? "serve's default"}.\n`,
    );
    printMachine(await describeMachine(env.pool));
    console.log(
      `## The physical limit: plain single-row INSERT transactions (${CONNECTIONS} connections)\n`,
    );
    printTable(
      ["connections", "commits", "commits/s", "p50 ms", "p99 ms"],
      [
        [
          formatNumber(plain.concurrency),
          formatNumber(plain.commits),
          formatNumber(plain.rate),
          formatNumber(plain.p50, 1),
          formatNumber(plain.p99, 1),
        ],
      ],
    );
    console.log(
      `\nOne autocommit INSERT of one event-sized row per transaction (fsync on) into an ` +
        `unindexed table, a pool of ${CONNECTIONS} connections in the bench process, ` +
        `${PLAIN_WARMUP_MS / 1000} s warm-up + ${PLAIN_SECONDS} s measured, before the server ` +
        `started.\n`,
    );
    console.log(`## Answers under load (${STUDENTS} students × ${DAYS} days)\n`);
    printTable(
      ["phase", "requests", "req/s", "p50 ms", "p99 ms", "max ms"],
      (
        [
          ["GET /api/daily-drop (assigns the day's drop)", assigning],
          ["GET /api/daily-drop (already assigned)", assigned],
          ["POST /api/daily-drop/answer", answered],
          ["GET /api/daily-drop/progress (after the answers)", progressed],
        ] as const
      ).map(([name, r]) => [
        name,
        formatNumber(r.count),
        formatNumber(r.rate),
        formatNumber(r.latency.p50, 1),
        formatNumber(r.latency.p99, 1),
        formatNumber(r.latency.max, 1),
      ]),
    );
    console.log(
      `\nConnections: ${CONNECTIONS}; every response a 200. Answers: ` +
        `${formatNumber((100 * answered.rate) / plain.rate, 1)}% of the plain commit rate ` +
        `(${formatNumber(answered.rate)} / ${formatNumber(plain.rate)}).\n`,
    );
    console.log("## Projection lag during the answer phases (practice)\n");
    printTable(
      ["samples", "p50 ms", "p99 ms", "max ms"],
      [
        [
          formatNumber(lags.length),
          formatNumber(quantile(lags, 0.5), 1),
          formatNumber(quantile(lags, 0.99), 1),
          formatNumber(Math.max(...lags), 1),
        ],
      ],
    );
    console.log("\n## XP drift: events against read tables\n");
    printTable(
      ["check", "compared", "different"],
      drift.map((d) => [d.check, formatNumber(d.compared), formatNumber(d.different)]),
    );
    const different = drift.reduce((n, d) => n + d.different, 0);
    console.log(`\nDrift: ${different === 0 ? "none" : `${different} differences`}`);
    console.log("\n## Read-your-writes: progress right after the answers\n");
    console.log(
      `${formatNumber(progressed.count)} progress reads, each compared with the decider's fold of ` +
        `the student's stream (totalXP and today's XP): ` +
        `${mismatches.length === 0 ? "none wrong" : `${mismatches.length} wrong`}.`,
    );
    for (const line of mismatches.slice(0, 10)) console.log(`- ${line}`);

    const lagP99 = quantile(lags, 0.99);
    const share = answered.rate / plain.rate;
    const verdict = (met: boolean, aim: string, measured: string) =>
      console.log(`- ${aim}: ${met ? "met" : "not met"} (${measured})`);
    console.log("\n## Aims (issue 22)\n");
    verdict(
      share >= AIM_SHARE_OF_PLAIN,
      `answers/s ≥ ${100 * AIM_SHARE_OF_PLAIN}% of the plain commit rate`,
      `${formatNumber(answered.rate)} answers/s = ${formatNumber(100 * share, 1)}% of ` +
        `${formatNumber(plain.rate)} commits/s`,
    );
    verdict(
      answered.latency.p99 <= AIM_P99_MS && CONNECTIONS >= AIM_P99_CONNECTIONS,
      `answer p99 ≤ ${AIM_P99_MS} ms at ${AIM_P99_CONNECTIONS} connections`,
      `p99 ${formatNumber(answered.latency.p99, 1)} ms, p50 ${formatNumber(answered.latency.p50, 1)} ms ` +
        `at ${CONNECTIONS} connections` +
        (CONNECTIONS < AIM_P99_CONNECTIONS ? `, fewer than the aim's ${AIM_P99_CONNECTIONS}` : ""),
    );
    verdict(
      lagP99 <= AIM_LAG_P99_MS,
      `projection lag p99 ≤ ${AIM_LAG_P99_MS} ms`,
      lags.length === 0
        ? "no samples"
        : `p99 ${formatNumber(lagP99, 1)} ms, p50 ${formatNumber(quantile(lags, 0.5), 1)} ms, ` +
            `${formatNumber(lags.length)} samples`,
    );
    verdict(different === 0, "zero drift", `${formatNumber(different)} differences`);
    if (different > 0 || mismatches.length > 0) process.exitCode = 1;
  } finally {
    await server.stop();
  }
});

/**
 * Single-row INSERT transactions at --connections, through a pool of that many connections of its
 * own (the bench's pool has 4).
 */
async function plainCommits(env: BenchEnvironment): Promise<PlainCommits> {
  const pool = await createDatabasePool(env.url, {
    applicationName: "levelfield-bench-answer-plain",
    maximumPoolSize: CONNECTIONS,
    statementTimeoutMs: 600_000,
  });
  try {
    return await measurePlainCommits(pool, CONNECTIONS, {
      warmupMs: PLAIN_WARMUP_MS,
      measureMs: PLAIN_SECONDS * 1000,
    });
  } finally {
    await pool.end();
  }
}

/**
 * The events' truth per student (by user id), from every practice stream: the decider's total,
 * XP per assigned day (answers, skips and the completion bonus), and the answers' XP alone
 * (practice_answers has no bonus).
 */
async function practiceTruth(env: BenchEnvironment) {
  const streams = new Map<string, StoredEvent[]>();
  let after: Position | null = null;
  for (;;) {
    const page = await env.store.readAll({ after, limit: 5_000 });
    if (page.length === 0) break;
    for (const event of page) {
      if (!event.streamId.startsWith("practice-")) continue;
      const list = streams.get(event.streamId) ?? [];
      list.push(event);
      streams.set(event.streamId, list);
    }
    after = page.at(-1)!.position;
  }
  const fromEvents = new Map<
    string,
    { total: number; days: Map<string, number>; answers: number }
  >();
  for (const [streamId, stored] of streams) {
    const events: PracticeEvent[] = stored.map((e) => parsePracticeEvent(e.type, e.data));
    const days = new Map<string, number>();
    let answers = 0;
    const add = (day: string, xp: number) => days.set(day, (days.get(day) ?? 0) + xp);
    for (const event of events) {
      if (event.type === "DailyDropAssigned") add(event.data.day, 0);
      if (event.type === "DailyDropAnswerSubmitted" || event.type === "DailyDropQuestionSkipped") {
        add(event.data.day, event.data.xp);
        answers += event.data.xp;
      }
      if (event.type === "DailyDropCompleted") add(event.data.day, event.data.bonusXp);
    }
    const state = fold(practiceDecider, events);
    fromEvents.set(streamId.slice("practice-".length), { total: state.totalXp, days, answers });
  }
  return fromEvents;
}

/** Every practice stream folded by the decider, compared with the three read tables. */
async function xpDrift(env: BenchEnvironment) {
  const fromEvents = await practiceTruth(env);

  const students = await env.pool.any(sql.type(
    z.object({ user_id: z.string(), total_xp: z.number() }),
  )`
    select user_id::text, total_xp from practice_students`);
  const dayRows = await env.pool.any(
    sql.type(
      z.object({ user_id: z.string(), day: z.string(), xp: z.number() }),
    )`select user_id::text, day::text, xp from practice_days`,
  );
  const answerRows = await env.pool.any(sql.type(z.object({ user_id: z.string(), xp: z.number() }))`
    select user_id::text, sum(xp)::int as xp from practice_answers group by user_id`);

  const totals = new Map(students.map((r) => [r.user_id, r.total_xp]));
  const dayXp = new Map(dayRows.map((r) => [`${r.user_id}/${r.day}`, r.xp]));
  const answerXp = new Map(answerRows.map((r) => [r.user_id, r.xp]));
  let totalDiff = 0;
  let dayDiff = 0;
  let answerDiff = 0;
  let dayCount = 0;
  for (const [userId, truth] of fromEvents) {
    if (totals.get(userId) !== truth.total) totalDiff++;
    for (const [day, xp] of truth.days) {
      dayCount++;
      if (dayXp.get(`${userId}/${day}`) !== xp) dayDiff++;
    }
    if ((answerXp.get(userId) ?? 0) !== truth.answers) answerDiff++;
  }
  const extra = (map: Map<string, unknown>) =>
    [...map.keys()].filter((k) => !fromEvents.has(k.split("/")[0]!)).length;
  return [
    {
      check: "practice_students.total_xp = the decider's totalXp",
      compared: fromEvents.size,
      different: totalDiff + extra(totals),
    },
    {
      check: "practice_days.xp (answers + bonus) = the day's XP in the events",
      compared: dayCount,
      different: dayDiff + extra(dayXp),
    },
    {
      check: "practice_answers Σ xp = the answers' XP in the events",
      compared: fromEvents.size,
      different: answerDiff + extra(answerXp),
    },
  ];
}
