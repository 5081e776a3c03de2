// The time-zone exploit of issue 30 through the routes, as it was reproduced: a student completes
// New York's drop, then moves the profile to Pacific/Kiritimati (already the next date) and to
// Pacific/Pago_Pago (still the same date) and asks for a drop each time. One real day gives one
// drop, one completion bonus and a streak of 1; the header's day agrees with the drop's; a
// bookmark beyond the day's 3 stays refused. The rule itself is the deciders'
// (docs/rules.md, "The student's day"; domain/practice/fair-play.test.ts proves it).
import { afterAll, beforeAll, expect, it } from "vitest";
import { z } from "zod";
import { sql } from "../../database/pool.ts";
import { startTestApi, type TestApi, type TestClient } from "../../testing/api.ts";
import type { DailyDrop, DailyDropProgress } from "../schemas/practice.ts";

// 17:00 UTC: 12:00 on 11-27 in New York, 07:00 on 11-28 in Kiritimati, 06:00 on 11-27 in Pago Pago.
let clock = new Date("2026-11-27T17:00:00Z");
let api: TestApi;
let student: TestClient;
let userId: string;

const profile = (timeZone: string) => ({
  firstName: "Ada",
  lastName: "Byron",
  gradeLevel: "11",
  satHistory: "never",
  timeZone,
});

beforeAll(async () => {
  api = await startTestApi({ bank: true, now: () => clock });
  student = api.client();
  ({ id: userId } = await student.register("zones@example.com"));
  await moveTo("America/New_York");
}, 120_000);
afterAll(() => api.close());

async function moveTo(timeZone: string) {
  const response = await student.post("/api/onboarding/demographics", profile(timeZone));
  expect(response.statusCode, response.body).toBe(200);
}

const keyOf = (id: string) =>
  api.db.pool.oneFirst(sql.type(z.object({ answer: z.string() }))`
    select answer from questions where id = ${id}`);

async function drop(): Promise<DailyDrop> {
  const response = await student.get("/api/daily-drop");
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Answers every open question of the drop shown, right. */
async function answerAll(shown: DailyDrop) {
  for (const q of shown.questions.filter((q) => q.answered === null)) {
    const response = await student.post("/api/daily-drop/answer", {
      questionId: q.id,
      userAnswer: await keyOf(q.id),
      responseTime: 40_000,
      isSkipped: false,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
}

const completions = async () =>
  (await api.store.readStream(`practice-${userId}`)).filter((e) => e.type === "DailyDropCompleted");

it("New York → Kiritimati → Pago Pago within one real day: one drop, one bonus, a streak of 1", async () => {
  const first = await drop();
  expect(first.day).toBe("2026-11-27");
  await answerAll(first);
  const done = (await student.get("/api/daily-drop/progress")).json<DailyDropProgress>();
  expect(done).toMatchObject({ todaySession: { isCompleted: true }, streakDays: 1 });
  const xp = done.totalXP;

  for (const zone of ["Pacific/Kiritimati", "Pacific/Pago_Pago", "Pacific/Kiritimati"]) {
    await moveTo(zone);
    const again = await drop();
    expect(again).toMatchObject({ day: "2026-11-27", completed: true });
    const progress = (await student.get("/api/daily-drop/progress")).json<DailyDropProgress>();
    // The header's day is the drop's: today's session is the completed one, not a new day's.
    expect(progress).toMatchObject({ todaySession: { isCompleted: true }, streakDays: 1 });
    expect(progress.totalXP).toBe(xp);
  }
  expect(await completions()).toHaveLength(1);
});

it("after New York's midnight, in Kiritimati: still 11-27 until Kiritimati's 11-29 begins, then a new drop", async () => {
  clock = new Date("2026-11-28T06:00:00Z"); // 20:00 on 11-28 in Kiritimati
  await moveTo("Pacific/Kiritimati");
  expect(await drop()).toMatchObject({ day: "2026-11-27", completed: true });
  clock = new Date("2026-11-28T10:00:00Z"); // 00:00 on 11-29 there
  const next = await drop();
  expect(next).toMatchObject({ day: "2026-11-29", completed: false });
  await answerAll(next);
  expect(await completions()).toHaveLength(2);
  const progress = (await student.get("/api/daily-drop/progress")).json<DailyDropProgress>();
  expect(progress).toMatchObject({ todaySession: { isCompleted: true }, streakDays: 2 });
});
