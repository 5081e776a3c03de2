// Read-your-writes by position (issue 22) against a real PostgreSQL: an answer answers without
// waiting for the projector; a later request of the same session waits for the projections to
// pass its position, bounded, then 503 with Retry-After. Here one projection never runs (a name
// no projector serves), so every wait reaches its bound: what must wait says so, and what must
// not wait (routes decided from the streams, sign-out, another browser, a forged position)
// answers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sql } from "../../database/pool.ts";
import { startTestApi, type TestApi, type TestClient } from "../../testing/api.ts";
import type { DailyDrop } from "../schemas/practice.ts";
import { READ_BEHIND_MESSAGE, READ_RETRY_AFTER_SECONDS } from "../read-your-writes.ts";
import { WRITTEN_COOKIE } from "./session.ts";

const EMAIL = "ryw@example.com";
const PASSWORD = "correct horse battery";
let api: TestApi;
let student: TestClient;

beforeAll(async () => {
  api = await startTestApi({
    bank: true,
    // The projections reads wait for, with one no projector runs: a wait never ends in time.
    deps: { projections: ["practice", "never-projected"] },
  });
  student = api.client();
  await student.register(EMAIL);
  const onboarded = await student.post("/api/onboarding/demographics", {
    firstName: "Rosa",
    lastName: "Park",
    gradeLevel: "11",
    satHistory: "never",
    timeZone: "America/New_York",
  });
  expect(onboarded.statusCode, onboarded.body).toBe(200);
}, 120_000);
afterAll(() => api.close());

const keyOf = (id: string) =>
  api.db.pool.oneFirst(sql.type(z.object({ answer: z.string() }))`
    select answer from questions where id = ${id}`);

describe("read-your-writes by position", () => {
  let drop: DailyDrop;

  it("given a new answer, it is answered at once from the decided state and the session keeps its position", async () => {
    // GET /api/daily-drop is decided from the streams: it does not wait, even with a write pending.
    const assigned = await student.get("/api/daily-drop");
    expect(assigned.statusCode, assigned.body).toBe(200);
    drop = assigned.json();
    const q = drop.questions[0]!;
    const answered = await student.post("/api/daily-drop/answer", {
      questionId: q.id,
      userAnswer: await keyOf(q.id),
      responseTime: 30_000,
      isSkipped: false,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ isCorrect: true, questionsCompleted: 1 });
    expect(answered.json().totalXP).toBeGreaterThan(0);
    const cookie = answered.cookies.find((c) => c.name === WRITTEN_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api" });
    // The next answer is not held back by the projection of the one before.
    const q2 = drop.questions[1]!;
    const second = await student.post("/api/daily-drop/answer", {
      questionId: q2.id,
      userAnswer: "",
      responseTime: 30_000,
      isSkipped: true,
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ isSkipped: true, questionsCompleted: 2 });
  });

  it("when a read must show it and the projections never get there, then 503 with Retry-After, not a read without it", async () => {
    const progress = await student.get("/api/daily-drop/progress");
    expect(progress.statusCode).toBe(503);
    expect(progress.headers["retry-after"]).toBe(String(READ_RETRY_AFTER_SECONDS));
    expect(progress.json().message).toBe(READ_BEHIND_MESSAGE);
  });

  it("a command that decides from read tables waits too (a question report asks whether the student answered)", async () => {
    const reported = await student.post(`/api/questions/${drop.questions[0]!.id}/report`, {
      reason: "typo",
    });
    expect(reported.statusCode).toBe(503);
    expect(reported.json().message).toBe(READ_BEHIND_MESSAGE);
  });

  it("a position this server did not sign is ignored; another browser of the student does not wait", async () => {
    const forged = api.client();
    for (const [name, value] of student.cookies) forged.cookies.set(name, value);
    forged.cookies.set(WRITTEN_COOKIE, "999999:999999");
    expect((await forged.get("/api/daily-drop/progress")).statusCode).toBe(200);

    const other = api.client();
    const signedIn = await other.post("/api/auth/email/sign-in", {
      email: EMAIL,
      password: PASSWORD,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await other.get("/api/daily-drop/progress")).statusCode).toBe(200);
  });

  it("signing out never waits, and forgets the position", async () => {
    const out = await student.post("/api/logout");
    expect(out.statusCode).toBe(204);
    expect(student.cookies.has(WRITTEN_COOKIE)).toBe(false);
  });
});
