// Time travel against a real Postgres (issue 20, item 3; docs/rules.md "Time travel").
//
// The property: for random histories made through the real routes and deciders (a student in a
// random time zone takes the diagnostic, then over about two weeks answers, skips, half does or
// misses the Daily Drop at random), and random days D of each, the three progress feeds read
// through time travel at D equal the same feeds read, with now = the last millisecond of D, from
// a second database into which only the events recorded by the end of D were copied and then
// projected by the normal projector. The server's clock moves day by day; the event store records
// its own (real) time, so after each step the test sets the new events' recorded_at to the
// server's clock, as if the days had really passed.
//
// Beside it: the temp tables shadow the live ones (pg_temp first) and the live tables are
// byte-for-byte unchanged after a time-travel read; the routes' 400s; the analyst route's 401,
// 403, 404 and 410, its answer and its access record.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sql, statement, type DatabasePool } from "../../database/pool.ts";
import { userDecider } from "../../domain/identity/user/decider.ts";
import { parseUserEvent, userStream } from "../../domain/identity/user/events.ts";
import { addDays, endOfLocalDay, localDay } from "../../domain/practice/days.ts";
import { pick, seededRandom } from "../../domain/random.ts";
import type { StoredEvent } from "../../eventstore/port.ts";
import { createPostgresEventStore } from "../../eventstore/postgres.ts";
import { startTestApi, type TestApi, type TestClient } from "../../testing/api.ts";
import { createTestDatabase } from "../../testing/database.ts";
import { projectAll, tableDigest } from "../../testing/projected.ts";
import { handleCommand } from "../commands.ts";
import { pseudonymOf } from "../analyst/pseudonym.ts";
import type { AnalystProgress } from "../schemas/analyst.ts";
import type { DailyDrop, DetailedProgress } from "../schemas/practice.ts";
import type { DiagnosticAnswerResult, DiagnosticQuestion } from "../schemas/questions.ts";
import { detailedProgressOf, performanceOf, projectionsOf } from "../students/progress-views.ts";
import { FALLBACK_TIME_ZONE } from "../students/clock.ts";
import type { ProgressDeps } from "../../database/time-travel.ts";

const ZONES = [
  "America/New_York",
  "America/Los_Angeles",
  "Pacific/Honolulu",
  "Europe/Berlin",
  "Asia/Kolkata",
  "Pacific/Kiritimati",
  "America/St_Johns",
];
const HOUR = 3_600_000;

let clock = new Date();
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ bank: true, now: () => clock });
}, 120_000);
afterAll(() => api.close());

const lastSeq = (pool: DatabasePool) =>
  pool.oneFirst(sql.type(z.object({ seq: z.number() }))`
    select coalesce(max(seq), 0)::int8 as seq from events`);

/** Gives the events appended since `mark` the server's clock as their recorded time (1 ms
 *  apart, in order), as if they had been recorded when the server thought they were. */
async function recordAtClock(mark: number): Promise<number> {
  await api.db.pool.query(statement`
    update events set recorded_at = ${sql.timestamp(clock)} + (seq - ${mark}) * interval '1 millisecond'
    where seq > ${mark}`);
  return lastSeq(api.db.pool);
}

const keyOf = (id: string) =>
  api.db.pool.oneFirst(sql.type(z.object({ answer: z.string() }))`
    select answer from questions where id = ${id}`);
const wrongFor = (key: string) => (key === "A" ? "B" : "A");

async function diagnostic(student: TestClient, subject: "english" | "math", random: () => number) {
  const started = await student.post("/api/diagnostic/start", { subject });
  expect(started.statusCode, started.body).toBe(200);
  for (let n = 0; n < 40; n++) {
    const question = (await student.get(`/api/diagnostic/${subject}/question`)).json();
    const { id } = question as Extract<DiagnosticQuestion, { completed: false }>;
    const key = await keyOf(id);
    const response = await student.post(`/api/diagnostic/${subject}/answer`, {
      questionId: id,
      answer: random() < 0.6 ? key : wrongFor(key),
      responseTime: 20_000 + Math.floor(random() * 60_000),
    });
    expect(response.statusCode, response.body).toBe(200);
    if ((response.json() as DiagnosticAnswerResult).isComplete) return;
  }
  throw new Error(`the ${subject} diagnostic never completed`);
}

type History = {
  userId: string;
  client: TestClient;
  zone: string;
  firstDay: string;
  lastDay: string;
};

/**
 * A student's random history: registered and onboarded in a random zone, the diagnostic, then
 * `days` days each missed, half done (1 to 4 questions) or done, each question answered (right
 * 60% of the time) or skipped (1 in 10).
 */
async function history(seed: number, days: number): Promise<History> {
  const random = seededRandom(seed);
  const zone = pick(random, ZONES);
  clock = new Date();
  const firstDay = localDay(clock, zone);
  let mark = await lastSeq(api.db.pool);
  const client = api.client();
  const { id: userId } = await client.register(
    `tt-${seed}-${randomUUID().slice(0, 8)}@example.com`,
  );
  const onboarded = await client.post("/api/onboarding/demographics", {
    firstName: "Ada",
    lastName: "Byron",
    gradeLevel: "11",
    satHistory: "never",
    timeZone: zone,
  });
  expect(onboarded.statusCode, onboarded.body).toBe(200);
  const satDate = addDays(firstDay, 40 + Math.floor(random() * 120));
  expect((await client.post("/api/onboarding/sat-date", { satDate })).statusCode).toBe(200);
  await diagnostic(client, "english", random);
  await diagnostic(client, "math", random);
  mark = await recordAtClock(mark);
  let day = firstDay;
  for (let k = 1; k <= days; k++) {
    day = addDays(firstDay, k);
    clock = new Date(endOfLocalDay(addDays(day, -1), zone).getTime() + (7 + random() * 15) * HOUR);
    const roll = random();
    if (roll < 0.2) continue; // a missed day
    const drop = (await client.get("/api/daily-drop")).json() as DailyDrop;
    const count = roll < 0.4 ? 1 + Math.floor(random() * 4) : drop.questions.length;
    for (const q of drop.questions.slice(0, count)) {
      const skip = random() < 0.1;
      const key = await keyOf(q.id);
      const response = await client.post("/api/daily-drop/answer", {
        questionId: q.id,
        userAnswer: skip ? "" : random() < 0.6 ? key : wrongFor(key),
        responseTime: 15_000 + Math.floor(random() * 90_000),
        isSkipped: skip,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    mark = await recordAtClock(mark);
  }
  return { userId, client, zone, firstDay, lastDay: day };
}

const feeds = (deps: ProgressDeps, userId: string) =>
  Promise.all([
    detailedProgressOf(deps, userId),
    performanceOf(deps, userId),
    projectionsOf(deps, userId),
  ]);

function timeTravel(userId: string, day: string) {
  return api.deps.timeTravel!.asOf({ userId, day, fallbackTimeZone: FALLBACK_TIME_ZONE }, (deps) =>
    feeds(deps, userId),
  );
}

const eventRow = z.object({
  stream_id: z.string(),
  stream_version: z.number(),
  event_id: z.string(),
  type: z.string(),
  data: z.unknown(),
  metadata: z.unknown(),
  recorded_at: z.date(),
});

/**
 * The three feeds as a database holding only the events recorded before `end` shows them, once
 * the normal projector (every registered projection) has caught up, read at `end` − 1 ms.
 */
async function projectedUntil(userId: string, end: Date) {
  const rows = await api.db.pool.any(sql.type(eventRow)`
    select stream_id, stream_version, event_id::text, type, data, metadata, recorded_at
    from events where recorded_at < ${sql.timestamp(end)} order by transaction_id, seq`);
  const db = await createTestDatabase();
  const store = createPostgresEventStore({ pool: db.pool, databaseUrl: db.url });
  try {
    const copied = rows.map((r, i) => ({ ...r, ord: i, recorded_at: r.recorded_at.toISOString() }));
    await db.pool.query(statement`
      insert into events (stream_id, stream_version, event_id, type, data, metadata, recorded_at)
      select stream_id, stream_version, event_id, type, data, metadata, recorded_at
      from jsonb_to_recordset(${sql.jsonb(copied)}) as e(ord int, stream_id text,
        stream_version int, event_id uuid, type text, data jsonb, metadata jsonb,
        recorded_at timestamptz)
      order by ord`);
    await projectAll(db.pool, store);
    return await feeds({ pool: db.pool, store, now: () => new Date(end.getTime() - 1) }, userId);
  } finally {
    await store.close();
    await db.close();
  }
}

describe("time travel equals the projection of the events up to the end of the day", () => {
  it("for random histories and random days, all three feeds", async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), async (seed) => {
        runs += 1;
        const h = await history(seed, 10 + (seed % 5));
        const random = seededRandom(seed ^ 0x5eed);
        const span = Math.round(
          (Date.parse(`${h.lastDay}T00:00:00Z`) - Date.parse(`${h.firstDay}T00:00:00Z`)) / 864e5,
        );
        const days = new Set([
          h.firstDay,
          h.lastDay,
          addDays(h.firstDay, 1 + Math.floor(random() * (span - 1))),
          addDays(h.firstDay, 1 + Math.floor(random() * (span - 1))),
        ]);
        for (const day of days) {
          const travelled = await timeTravel(h.userId, day);
          const expected = await projectedUntil(h.userId, endOfLocalDay(day, h.zone));
          expect(travelled, `${h.zone} ${day}`).toEqual(expected);
        }
        // Through the route too: the same as the port's read.
        const middle = [...days][2]!;
        const response = await h.client.get(`/api/progress/detailed?asOf=${middle}`);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toEqual((await timeTravel(h.userId, middle))[0]);
        // A day in the past is not today: the history moved on since (the totals grew).
        const [then] = await timeTravel(h.userId, h.firstDay);
        const now = (await h.client.get("/api/progress/detailed")).json() as DetailedProgress;
        expect(then.totalQuestionsAnswered).toBe(0);
        expect(now.totalQuestionsAnswered).toBeGreaterThan(0);
      }),
      { numRuns: 3, endOnFailure: true },
    );
    expect(runs).toBe(3);
  }, 600_000);
});

describe("time travel never touches the live tables", () => {
  let h: History;
  beforeAll(async () => {
    h = await history(77, 5);
  }, 300_000);

  it("reads temp tables that shadow the live ones, and leaves the live ones unchanged", async () => {
    const live = [
      "users",
      "practice_students",
      "practice_days",
      "practice_answers",
      "erased_users",
    ];
    await api.caughtUp();
    await api.caughtUp();
    const before = await Promise.all(live.map((t) => tableDigest(api.db.pool, t)));
    const schemas = await api.deps.timeTravel!.asOf(
      { userId: h.userId, day: addDays(h.firstDay, 2), fallbackTimeZone: FALLBACK_TIME_ZONE },
      ({ pool }) =>
        pool.anyFirst(sql.type(z.object({ schema: z.string() }))`
          select n.nspname::text as schema
          from unnest(${sql.array(live, "text")}) as t(name)
          join pg_class c on c.oid = t.name::regclass
          join pg_namespace n on n.oid = c.relnamespace`),
    );
    expect(schemas).toHaveLength(live.length);
    for (const schema of schemas) expect(schema).toMatch(/^pg_temp_\d+$/);
    await timeTravel(h.userId, addDays(h.firstDay, 3));
    const after = await Promise.all(live.map((t) => tableDigest(api.db.pool, t)));
    expect(after).toEqual(before);
    // No temp table outlives the read on any pooled connection.
    const leftover = await api.db.pool.anyFirst(sql.type(z.object({ name: z.string() }))`
      select relname::text as name from pg_class where relpersistence = 't'`);
    expect(leftover).toEqual([]);
  });

  it("refuses a day after the student's today or before the account was created", async () => {
    const today = localDay(clock, h.zone);
    const after = await h.client.get(`/api/progress/projections?asOf=${addDays(today, 1)}`);
    expect(after.statusCode).toBe(400);
    expect(after.json().message).toBe(`asOf must not be after today (${today}).`);
    // Registered at the start of the history's first day (in the student's zone).
    const created = h.firstDay;
    const before = await h.client.get(
      `/api/progress/performance-detailed?asOf=${addDays(h.firstDay, -1)}`,
    );
    expect(before.statusCode).toBe(400);
    expect(before.json().message).toBe(
      `asOf must be on or after ${created}, the day this account was created.`,
    );
    const range = await h.client.get("/api/progress/as-of-range");
    expect(range.json()).toEqual({ from: created, today });
    const malformed = await h.client.get("/api/progress/detailed?asOf=2026-13-45x");
    expect(malformed.statusCode).toBe(400);
    const visitor = await api.client().get(`/api/progress/detailed?asOf=${today}`);
    expect(visitor.statusCode).toBe(401);
  });

  it("shows today's progress for asOf = today, the same as without asOf", async () => {
    const today = localDay(clock, h.zone);
    const asOf = await h.client.get(`/api/progress/detailed?asOf=${today}`);
    const live = await h.client.get("/api/progress/detailed");
    expect(asOf.statusCode, asOf.body).toBe(200);
    expect(asOf.json()).toEqual(live.json());
  });
});

describe("GET /api/analyst/students/:id/progress", () => {
  let h: History;
  let analyst: TestClient;
  let analystId: string;
  beforeAll(async () => {
    h = await history(91, 4);
    analyst = api.client();
    ({ id: analystId } = await analyst.register(`analyst-${randomUUID().slice(0, 8)}@example.com`));
  }, 300_000);

  const url = (userId: string, asOf?: string) =>
    `/api/analyst/students/${pseudonymOf(api.deps.keys.analystPseudonym, userId)}/progress` +
    (asOf ? `?asOf=${asOf}` : "");

  it("refuses visitors (401) and students (403)", async () => {
    expect((await api.client().get(url(h.userId))).statusCode).toBe(401);
    const response = await h.client.get(url(h.userId));
    expect(response.statusCode).toBe(403);
  });

  it("answers an analyst with the student's progress as of a day, and records the access", async () => {
    await handleCommand({
      store: api.store,
      stream: userStream(analystId),
      decider: userDecider,
      parse: (e: StoredEvent) => parseUserEvent(e.type, e.data),
      command: { type: "GrantAnalystRole", source: "cli" },
      context: { now: clock },
    });
    await expect.poll(async () => (await analyst.get(url(h.userId))).statusCode).toBe(200);
    const day = addDays(h.firstDay, 2);
    const response = await analyst.get(url(h.userId, day));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as AnalystProgress;
    const [detailed] = await timeTravel(h.userId, day);
    expect(body.asOf).toBe(day);
    expect(body.progress).toEqual(detailed);
    expect(body.student).toMatchObject({
      id: pseudonymOf(api.deps.keys.analystPseudonym, h.userId),
      status: "active",
    });
    const practice = await api.deps.timeTravel!.asOf(
      { userId: h.userId, day, fallbackTimeZone: FALLBACK_TIME_ZONE },
      ({ pool }) =>
        pool.maybeOneFirst(sql.type(z.object({ total_xp: z.number() }))`
          select total_xp from practice_students where user_id = ${h.userId}`),
    );
    expect(body.totalXP).toBe(practice ?? 0);
    const accesses = (await api.store.readStream(`analyst-access-${analystId}`)).map(
      (e) => e.data as { action: string; detail: string },
    );
    expect(accesses).toContainEqual(expect.objectContaining({ action: "progress", detail: day }));
    const unknown = await analyst.get(url(randomUUID()));
    expect(unknown.statusCode).toBe(404);
    const refused = await analyst.get(url(h.userId, addDays(localDay(clock, h.zone), 1)));
    expect(refused.statusCode).toBe(400);
  });

  it("answers 410 for an erased student", async () => {
    const erased = await h.client.request({ method: "DELETE", url: "/api/auth/user" });
    expect(erased.statusCode, erased.body).toBe(204);
    await expect.poll(async () => (await analyst.get(url(h.userId))).statusCode).toBe(410);
    expect((await analyst.get(url(h.userId))).json().message).toBe("This account was erased.");
  });
});
