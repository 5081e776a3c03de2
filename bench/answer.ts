// `npm run bench:answer`: Daily Drop answers under load, through HTTP, against the stack
// `levelfield serve` composes (Postgres event store with durable commits, sessions in Postgres,
// the projector running), with zero drift between the events and the read tables afterwards.
//
//   0. `levelfield serve --no-web` (npm start: the API and the projector) runs as a child process
//      on the bench's embedded PostgreSQL; the load comes from this process.
//   1. Setup (not measured): an admin publishes the bank (POST /api/admin/build-dataset);
//      --students students register and onboard over HTTP (each from its own address).
//   2. For each of --days days (the server's clock moved a day at a time, noon in New York):
//      a. the students load today's drop (GET /api/daily-drop assigns it), under autocannon;
//      b. the students answer their five questions in order, under autocannon at --connections
//         connections: a connection takes one student at a time and sends that student's answers
//         one after another, as a browser would (≈ 70% right, 5% skipped, each with an
//         Idempotency-Key). Every response must be a 200. (autocannon builds each connection's
//         next request before it stops, so a phase serves all but --connections students: the
//         overflow. A student the assign phase missed gets the drop when its answers are read.)
//      Meanwhile a sampler measures the projection lag: it notes the store's head position,
//      then times how long until the practice projection's checkpoint reaches it.
//   3. Drift check: each practice stream folded with the decider (the events' truth) against
//      practice_students.total_xp, practice_days (xp per day, the bonus included) and practice_answers
//      (xp per student). Any difference fails the run.
// Options: --students=640 --days=4 --connections=64 --seed=1 (students a multiple of connections,
// at least twice it: autocannon splits a phase's requests evenly over the connections).
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { z } from "zod";
import { fold } from "../domain/decider.ts";
import { practiceDecider } from "../domain/practice/decider.ts";
import { parsePracticeEvent, type PracticeEvent } from "../domain/practice/events.ts";
import { seededRandom } from "../domain/random.ts";
import { sql } from "../database/pool.ts";
import type { Position, StoredEvent } from "../eventstore/port.ts";
import { waitUntilProjected } from "../database/projection-status.ts";
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
    split: { type: "boolean", default: false },
  },
});
const STUDENTS = wholeNumberArg("students", args.students);
const DAYS = wholeNumberArg("days", args.days);
const CONNECTIONS = wholeNumberArg("connections", args.connections);
const SEED = wholeNumberArg("seed", args.seed);
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

type Answer = { questionId: string; body: string; key: string };
type Student = { index: number; cookie: string; address: string; userId: string };

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
  const server = await startServe(
    env,
    {
      ADMIN_EMAILS: ADMIN,
      // Every student comes from its own address (X-Forwarded-For), as behind a proxy.
      TRUST_PROXY: "true",
    },
    { split: args.split },
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
    ) => {
      const connections = Math.min(CONNECTIONS, queue.length - 1);
      const served = queue.length - connections;
      let taken = 0;
      const failures: string[] = [];
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
          onResponse: (status: number, body: string) => {
            if (status !== 200) failures.push(`${status} ${body}`);
          },
        })),
      });
      const seconds = (performance.now() - started) / 1000;
      if (result.non2xx > 0 || result.errors > 0 || failures.length > 0) {
        throw new Error(
          `${method} ${path}: ${result.non2xx} non-2xx, ${result.errors} errors; first: ${failures[0] ?? "-"}`,
        );
      }
      return { result, seconds, count: served * perStudent, served };
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
    const answerRuns: Awaited<ReturnType<typeof phase>>[] = [];
    for (let day = 0; day < DAYS; day++) {
      await server.setClock(FIRST_DAY + day * DAY_MS);
      log(`day ${day + 1}: assigning ${STUDENTS} drops…`);
      assignRuns.push(
        await phase(
          "GET",
          "/api/daily-drop",
          1,
          students.map((student) => ({ student, requests: [null] })),
        ),
      );
      // What each student answers today (their drop, read back through the API).
      const queues = await Promise.all(
        students.map(async (student) => {
          const drop = (await (
            await call("GET", "/api/daily-drop", undefined, {
              cookie: student.cookie,
              "x-forwarded-for": student.address,
            })
          ).json()) as { questions: { id: string }[] };
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
      log(`day ${day + 1}: answering…`);
      sampling = true;
      const sampled = sampler();
      try {
        answerRuns.push(await phase("POST", "/api/daily-drop/answer", 5, queues));
      } finally {
        sampling = false;
        await sampled;
      }
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
    const assigned = summary(assignRuns);
    const answered = summary(answerRuns);

    printMachine(await describeMachine(env.pool));
    console.log(`## Answers under load (${STUDENTS} students × ${DAYS} days)\n`);
    printTable(
      ["phase", "requests", "req/s", "p50 ms", "p99 ms", "max ms"],
      (
        [
          ["GET /api/daily-drop (assigns the day's drop)", assigned],
          ["POST /api/daily-drop/answer", answered],
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
    console.log(`\nConnections: ${CONNECTIONS}; every response a 200.\n`);
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
    if (different > 0) process.exitCode = 1;
  } finally {
    await server.stop();
  }
});

/** Every practice stream folded by the decider, compared with the three read tables. */
async function xpDrift(env: BenchEnvironment) {
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
  // The events' truth per student: the decider's total, XP per assigned day (answers, skips and
  // the completion bonus), and the answers' XP alone (practice_answers has no bonus).
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
