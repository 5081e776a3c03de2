// Answers sent late from the offline queue (docs/rules.md, "Answers sent late"), through the
// route against a real Postgres with the server's clock under the test's control: an answer made
// before midnight and sent after it counts once for its day (XP, completion, streak), also after
// today's drop was assigned; the grace period is the server's clock, not the device's; a refusal
// changes nothing; a retry returns the first result.
import { afterAll, beforeAll, expect, it } from "vitest";
import { z } from "zod";
import { sql } from "../../database/pool.ts";
import { startTestApi, type TestApi, type TestClient } from "../../testing/api.ts";
import type { DailyDrop, DailyDropAnswerResult, DailyDropProgress } from "../schemas/practice.ts";

// 15:00 UTC is 10:00 in New York: the student's day is 2026-11-20, which ends at 05:00 UTC on
// the 21st; its grace period ends at 05:00 UTC on the 22nd.
let clock = new Date("2026-11-20T15:00:00Z");
let api: TestApi;
let student: TestClient;
let userId: string;

beforeAll(async () => {
  api = await startTestApi({ bank: true, now: () => clock });
  student = api.client();
  ({ id: userId } = await student.register("late@example.com"));
  const onboarded = await student.post("/api/onboarding/demographics", {
    firstName: "Ada",
    lastName: "Byron",
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
const events = async () => (await api.store.readStream(`practice-${userId}`)).map((e) => e.type);

async function drop(): Promise<DailyDrop> {
  const response = await student.get("/api/daily-drop");
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const progress = async (): Promise<DailyDropProgress> =>
  (await student.get("/api/daily-drop/progress")).json();

function late(questionId: string, userAnswer: string, key: string, answeredAt: string) {
  return student.post(
    "/api/daily-drop/answer",
    {
      questionId,
      userAnswer,
      responseTime: 30_000,
      isSkipped: false,
      day: "2026-11-20",
      answeredAt,
    },
    { "idempotency-key": key },
  );
}

it("counts answers made before midnight and sent after it for their day, once, within the grace period only", async () => {
  const day1 = await drop();
  expect(day1.day).toBe("2026-11-20");
  const [q1, q2, q3, q4, q5] = day1.questions;
  // Two answered online on the day.
  for (const q of [q1!, q2!]) {
    const r = await student.post("/api/daily-drop/answer", {
      questionId: q.id,
      userAnswer: await keyOf(q.id),
      responseTime: 30_000,
      isSkipped: false,
    });
    expect(r.statusCode, r.body).toBe(200);
  }
  const before = await progress();

  // 01:30 in New York the next day: the phone reconnects and sends what it saved at 23:50.
  clock = new Date("2026-11-21T06:30:00Z");
  const saved = "2026-11-20T23:50:00-05:00";
  const third = await late(q3!.id, await keyOf(q3!.id), "offline-3", saved);
  expect(third.statusCode, third.body).toBe(200);
  const result: DailyDropAnswerResult = third.json();
  expect(result).toMatchObject({ isCorrect: true, questionsCompleted: 3, isCompleted: false });
  expect(result.totalXP).toBe(before.totalXP + result.xp);

  // The same entry sent twice at once (the worker's Background Sync and the page's flush):
  // counted once, both answered with the first result.
  const [a, b] = await Promise.all([
    late(q3!.id, await keyOf(q3!.id), "offline-3", saved),
    late(q3!.id, await keyOf(q3!.id), "offline-3", saved),
  ]);
  expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
  expect(a.json<DailyDropAnswerResult>().totalXP).toBe(result.totalXP);
  expect(b.json<DailyDropAnswerResult>().totalXP).toBe(result.totalXP);
  expect((await events()).filter((t) => t === "DailyDropAnswerSubmitted")).toHaveLength(3);

  // Today's drop is loaded meanwhile (another tab): yesterday's late answers still count there.
  expect((await drop()).day).toBe("2026-11-21");
  const fourth = await late(q4!.id, await keyOf(q4!.id), "offline-4", "2026-11-20T23:52:00-05:00");
  expect(fourth.statusCode, fourth.body).toBe(200);
  expect(fourth.json<DailyDropAnswerResult>().questionsCompleted).toBe(4);
  expect((await drop()).questions.every((q) => q.answered === null)).toBe(true);

  // An answer the device made after midnight for yesterday's drop cannot count for it.
  const afterMidnight = await late(q5!.id, "A", "offline-5", "2026-11-21T00:10:00-05:00");
  expect(afterMidnight.statusCode).toBe(409);
  expect(afterMidnight.json<{ message: string }>().message).toBe(
    "That answer was given after the Daily Drop of 2026-11-20 had ended, so it can't count for that day.",
  );

  // More than 24 hours after the day ended, the server's clock refuses it whatever the device says.
  clock = new Date("2026-11-22T05:00:01Z");
  const tooLate = await late(q5!.id, await keyOf(q5!.id), "offline-5b", saved);
  expect(tooLate.statusCode).toBe(409);
  expect(tooLate.json<{ message: string }>().message).toMatch(
    /^That answer was for the Daily Drop of 2026-11-20\. .* within 24 hours after that day ends/,
  );
  const countAfterRefusals = (await events()).length;

  // A retry of a counted answer still gets the first result after the grace period.
  const retry = await late(q3!.id, await keyOf(q3!.id), "offline-3", saved);
  expect(retry.statusCode, retry.body).toBe(200);
  expect(retry.json<DailyDropAnswerResult>()).toMatchObject({ isCorrect: true, xp: result.xp });
  expect((await events()).length).toBe(countAfterRefusals);
  expect((await progress()).totalXP).toBe(fourth.json<DailyDropAnswerResult>().totalXP);
});

it("completes yesterday's drop late with the bonus, and the streak counts that day", async () => {
  // A new day (the 23rd): yesterday's (the 22nd's) drop, four answered on the day, the fifth
  // saved offline at 23:58 and sent at 00:20.
  clock = new Date("2026-11-22T15:00:00Z");
  const today = await drop();
  expect(today.day).toBe("2026-11-22");
  for (const q of today.questions.slice(0, 4)) {
    const r = await student.post("/api/daily-drop/answer", {
      questionId: q.id,
      userAnswer: await keyOf(q.id),
      responseTime: 30_000,
      isSkipped: false,
    });
    expect(r.statusCode, r.body).toBe(200);
  }
  clock = new Date("2026-11-23T05:20:00Z");
  const last = today.questions[4]!;
  const r = await student.post(
    "/api/daily-drop/answer",
    {
      questionId: last.id,
      userAnswer: await keyOf(last.id),
      responseTime: 30_000,
      isSkipped: false,
      day: "2026-11-22",
      answeredAt: "2026-11-22T23:58:00-05:00",
    },
    { "idempotency-key": "offline-last" },
  );
  expect(r.statusCode, r.body).toBe(200);
  const result: DailyDropAnswerResult = r.json();
  expect(result).toMatchObject({ isCompleted: true, questionsCompleted: 5, streakDays: 1 });
  expect(result.bonusXp).toBeGreaterThan(0);
  // The streak shown on the 23rd counts the 22nd (kept until the end of the 23rd).
  expect((await progress()).streakDays).toBe(1);
  const completed = await api.store.readStream(`practice-${userId}`);
  expect(completed.at(-1)).toMatchObject({
    type: "DailyDropCompleted",
    data: { day: "2026-11-22", timeZone: "America/New_York" },
  });
});
