// A database outage answers 503, never 500 (reliability row 6). A real embedded PostgreSQL of
// this test's own (the shared one serves every other test file) is stopped in the middle of a
// load of students answering their Daily Drops and reading their progress, and started again on
// the same port. While it is down every request answers 2xx or 503 with Retry-After, never 500
// and never a 2xx for an answer that was not saved; afterwards the same app (no restart: its
// pools, the session store, the event store's listener and the projector) serves again, every
// answer acknowledged with a 2xx is in the event store, and the read tables catch up to it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sql } from "../database/pool.ts";
import { startTestApi, type TestApi, type TestClient } from "../testing/api.ts";
import { buildApp } from "./app.ts";
import { startOwnDatabaseServer } from "../testing/database.ts";
import type { DailyDrop } from "./schemas/practice.ts";

const STUDENTS = 8;
const OUTAGE_MS = 2_000;
/** The load stops by itself: at most this long, and this many requests. */
const LOAD_LIMIT = { ms: 60_000, requests: 5_000 };

let server: Awaited<ReturnType<typeof startOwnDatabaseServer>>;
let api: TestApi;

beforeAll(async () => {
  server = await startOwnDatabaseServer();
  api = await startTestApi({ databaseUrl: server.url, bank: true });
}, 120_000);
afterAll(async () => {
  await api?.close();
  await server?.close();
});

type Student = { client: TestClient; id: string; questions: { id: string }[] };
type Seen = { status: number; retryAfter: string | undefined; body: string; at: number };

async function student(n: number): Promise<Student> {
  const client = api.client();
  const { id } = await client.register(`outage${n}@example.com`);
  const drop = (await client.get("/api/daily-drop")).json() as DailyDrop;
  return { client, id, questions: drop.questions };
}

describe("PostgreSQL stopped and started again under load", () => {
  it("answers 503 with Retry-After while it is down, recovers without a restart, and loses no acknowledged answer", async () => {
    const students = await Promise.all(Array.from({ length: STUDENTS }, (_, i) => student(i)));
    const seen: Seen[] = [];
    const acknowledged: { userId: string; questionId: string }[] = [];
    const started = Date.now();
    let down: { from: number; to: number } | null = null;
    const stopLoad = () =>
      Date.now() - started > LOAD_LIMIT.ms || seen.length > LOAD_LIMIT.requests;

    async function record(run: () => ReturnType<TestClient["get"]>) {
      const response = await run();
      seen.push({
        status: response.statusCode,
        retryAfter: response.headers["retry-after"] as string | undefined,
        body: response.body,
        at: Date.now(),
      });
      return response;
    }

    // Each student answers their five questions in order, reading their progress between
    // answers; a 503 is retried with the same Idempotency-Key, as the app's client does.
    async function work(s: Student) {
      for (const q of s.questions) {
        for (;;) {
          if (stopLoad()) return;
          await record(() => s.client.get("/api/daily-drop/progress"));
          const answered = await record(() =>
            s.client.post(
              "/api/daily-drop/answer",
              { questionId: q.id, userAnswer: "A", responseTime: 20_000, isSkipped: false },
              { "idempotency-key": `${s.id}-${q.id}` },
            ),
          );
          if (answered.statusCode === 200) {
            acknowledged.push({ userId: s.id, questionId: q.id });
            break;
          }
          await new Promise((r) => setTimeout(r, 50));
        }
        // Pace the load so the outage falls in the middle of it.
        await new Promise((r) => setTimeout(r, 150));
      }
    }

    async function outage() {
      while (acknowledged.length < STUDENTS && !stopLoad()) {
        await new Promise((r) => setTimeout(r, 20));
      }
      const from = Date.now();
      await server.stop();
      await new Promise((r) => setTimeout(r, OUTAGE_MS));
      await server.start();
      down = { from, to: Date.now() };
    }

    await Promise.all([...students.map(work), outage()]);
    expect(down).not.toBeNull();
    const { from, to } = down!;

    // While it was down: 2xx (served before the outage reached it) or 503 with Retry-After.
    const during = seen.filter((r) => r.at >= from && r.at <= to);
    const unavailable = during.filter((r) => r.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const r of seen) {
      expect(r.status === 503 || (r.status >= 200 && r.status < 300), r.body).toBe(true);
      if (r.status === 503) {
        expect(r.retryAfter).toBe("5");
        expect(JSON.parse(r.body).message).toMatch(/can't reach its database/);
      }
    }

    // Recovered without a restart: every student finished, and the answers after the restart
    // were served by the same app.
    expect(acknowledged).toHaveLength(STUDENTS * 5);
    const recovered = seen.find((r) => r.at > to && r.status === 200);
    expect(recovered).toBeDefined();

    // Nothing acknowledged is lost: each acknowledged answer is in the student's stream, once.
    for (const s of students) {
      const answers = (await api.store.readStream(`practice-${s.id}`))
        .filter((e) => e.type === "DailyDropAnswerSubmitted")
        .map((e) => (e.data as { questionId: string }).questionId);
      const mine = acknowledged.filter((a) => a.userId === s.id).map((a) => a.questionId);
      expect(answers.sort()).toEqual(mine.sort());
    }
    // The projector came back too: the read tables hold every answer.
    await api.caughtUp(api.deps.projections);
    const rows = await api.db.pool.oneFirst(
      sql.type(z.object({ n: z.number() }))`select count(*)::int as n from practice_answers`,
    );
    expect(rows).toBe(STUDENTS * 5);
    console.log(
      `outage: ${seen.length} requests, ${unavailable.length} answered 503 while PostgreSQL was down for ${to - from} ms, ` +
        `first success ${recovered!.at - to} ms after it was back, ${acknowledged.length} answers acknowledged and all stored`,
    );
  }, 120_000);
});

describe("a session save that fails because PostgreSQL is shutting down", () => {
  it("answers the app's 503 through the one error handler: no PostgreSQL text, logged as a warning", async () => {
    // PostgreSQL's refusal of a new connection while it stops (SQLSTATE 57P03), as pg raises it.
    const shuttingDown = () =>
      Object.assign(new Error("the database system is shutting down"), {
        code: "57P03",
        severity: "FATAL",
      });
    // The store saves a fresh session at sign-up (regenerate), then fails the save of the
    // signed-in session @fastify/session makes in onSend, after the route answered: the moment
    // the database went away in issue 31.
    const real = api.deps.sessionStore;
    const failing: typeof real = {
      get: (id, callback) => real.get(id, callback),
      destroy: (id, callback) => real.destroy(id, callback),
      set: (id, session, callback) =>
        (session as { userId?: string }).userId
          ? callback(shuttingDown())
          : real.set(id, session, callback),
    };
    const app = await buildApp({ ...api.deps, sessionStore: failing });
    try {
      const logsBefore = api.logs.length;
      const response = await app.inject({
        method: "POST",
        url: "/api/auth/email/register",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({
          email: "shutdown@example.com",
          password: "correct horse battery",
          birthYear: 2008,
        }),
      });
      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers["retry-after"]).toBe("5");
      expect(response.json()).toEqual({
        error: "Service Unavailable",
        message: "Levelfield can't reach its database just now. Please try again in a few seconds.",
      });
      expect(response.body).not.toMatch(/shutting down|statusCode/);
      expect(response.headers["set-cookie"] ?? []).toEqual([]);
      const logged = api.logs.slice(logsBefore);
      expect(logged.filter((l) => (l.level as number) >= 50)).toEqual([]);
      expect(logged.some((l) => l.msg === "database unavailable" && l.level === 40)).toBe(true);
    } finally {
      await app.close();
    }
  });
});
