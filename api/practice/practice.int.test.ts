// The Daily Drop and progress against a real Postgres, through the routes as the SPA calls them,
// with the server's clock under the test's control: today's drop fixed for the day, answers and
// a skip with their XP, retries counted once (Idempotency-Key and the one-answer-per-question
// rule), refusals that change nothing (reliability rows 8 and 10), completion with its bonus,
// the streak across days in the student's own time zone, and the progress feeds.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sql } from "../../database/pool.ts";
import { startTestApi, type TestApi, type TestClient } from "../../testing/api.ts";
import type {
  DailyDrop,
  DailyDropAnswerResult,
  DailyDropProgress,
  DetailedProgress,
  PerformanceDetailed,
  Projections,
} from "../schemas/practice.ts";

// 15:00 UTC is 10:00 in New York: the student's day is 2026-11-20.
let clock = new Date("2026-11-20T15:00:00Z");
let api: TestApi;
let student: TestClient;
let userId: string;

beforeAll(async () => {
  api = await startTestApi({ bank: true, now: () => clock });
  student = api.client();
  ({ id: userId } = await student.register("practice@example.com"));
  const onboarded = await student.post("/api/onboarding/demographics", {
    firstName: "Rosa",
    lastName: "Park",
    gradeLevel: "11",
    satHistory: "never",
    timeZone: "America/New_York",
  });
  expect(onboarded.statusCode, onboarded.body).toBe(200);
  expect(
    (await student.post("/api/onboarding/sat-date", { satDate: "2027-03-13" })).statusCode,
  ).toBe(200);
}, 120_000);
afterAll(() => api.close());

const keyOf = (id: string) =>
  api.db.pool.oneFirst(sql.type(z.object({ answer: z.string() }))`
    select answer from questions where id = ${id}`);
const wrongFor = (key: string) => (key === "A" ? "B" : "A");
const streamLength = async () => (await api.store.readStream(`practice-${userId}`)).length;

async function drop(): Promise<DailyDrop> {
  const response = await student.get("/api/daily-drop");
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function progress(): Promise<DailyDropProgress> {
  return (await student.get("/api/daily-drop/progress")).json();
}

function answer(questionId: string, userAnswer: string, key?: string, isSkipped = false) {
  return student.post(
    "/api/daily-drop/answer",
    { questionId, userAnswer, responseTime: 45_000, isSkipped },
    key ? { "idempotency-key": key } : {},
  );
}

async function completeDay(): Promise<DailyDropAnswerResult> {
  const today = await drop();
  let last: DailyDropAnswerResult | undefined;
  for (const q of today.questions.filter((x) => !x.answered)) {
    const response = await answer(q.id, await keyOf(q.id));
    expect(response.statusCode, response.body).toBe(200);
    last = response.json();
  }
  return last!;
}

describe("today's Daily Drop", () => {
  it("given a new student with no diagnostic and no answers, then progress claims no readiness and no projected gain", async () => {
    const detailed: DetailedProgress = (await student.get("/api/progress/detailed")).json();
    expect(detailed.testReadiness).toBeNull();
    expect(detailed.projectedEnglishLevel).toBe(detailed.currentEnglishLevel);
    expect(detailed.projectedMathLevel).toBe(detailed.currentMathLevel);
    const projected: Projections = (await student.get("/api/progress/projections")).json();
    expect(projected.subjects.map((s) => s.measured)).toEqual([false, false]);
  });

  it("given a drop loaded but nothing answered, then the score history is still empty", async () => {
    await drop();
    const performance: PerformanceDetailed = (
      await student.get("/api/progress/performance-detailed")
    ).json();
    expect(performance.abilityHistory).toEqual([]);
  });

  it("given a new student, when the drop is loaded, then it has 3 English and 2 Math questions and no keys", async () => {
    const today = await drop();
    expect(today.day).toBe("2026-11-20");
    expect(today.completed).toBe(false);
    expect(today.questions.map((q) => q.subject)).toEqual([
      "english",
      "english",
      "english",
      "math",
      "math",
    ]);
    const raw = JSON.stringify(today);
    expect(raw).not.toMatch(/"answer"|"explanation"/);
    expect(new Set(today.questions.map((q) => q.id)).size).toBe(5);
  });

  it("given today's drop, when loaded again, then the same questions come back and nothing is appended", async () => {
    const first = await drop();
    const before = await streamLength();
    const again = await drop();
    expect(again.questions.map((q) => q.id)).toEqual(first.questions.map((q) => q.id));
    expect(await streamLength()).toBe(before);
  });

  it("refuses a question not in today's drop and changes nothing", async () => {
    const before = await streamLength();
    const response = await answer("m-not-today", "A");
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("That question is not in today's Daily Drop.");
    expect(await streamLength()).toBe(before);
  });

  it("refuses an empty answer that is not a skip, naming the field", async () => {
    const [q] = (await drop()).questions;
    const response = await answer(q!.id, "");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/userAnswer/);
  });

  it("given a right answer, then it earns XP, the progress shows it at once, and a retry returns the first result", async () => {
    const [q] = (await drop()).questions;
    const key = await keyOf(q!.id);
    const response = await answer(q!.id, key, "retry-key-1");
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as DailyDropAnswerResult;
    expect(result).toMatchObject({ isCorrect: true, correctAnswer: key, questionsCompleted: 1 });
    expect(result.xp).toBeGreaterThan(0);
    expect(result.totalXP).toBe(result.xp);
    expect(result.explanation.length).toBeGreaterThan(20);
    expect((await progress()).todaySession).toEqual({
      isCompleted: false,
      questionsCompleted: 1,
      totalXP: result.xp,
    });
    const before = await streamLength();
    // The same key with the same answer: the first result, nothing appended.
    const retried = (await answer(q!.id, key, "retry-key-1")).json();
    expect(retried).toEqual(result);
    // The same key with a different answer is another request: refused, nothing appended.
    expect((await answer(q!.id, wrongFor(key), "retry-key-1")).statusCode).toBe(422);
    // Without a key, the same question again today: still the first result.
    const duplicate = (await answer(q!.id, wrongFor(key))).json();
    expect(duplicate).toMatchObject({ isCorrect: true, xp: result.xp, totalXP: result.xp });
    expect(await streamLength()).toBe(before);
  });

  it("given a skip, then it costs 1 XP and is recorded as skipped", async () => {
    const q = (await drop()).questions[1]!;
    const before = (await progress()).totalXP;
    const result = (await answer(q.id, "", undefined, true)).json() as DailyDropAnswerResult;
    expect(result).toMatchObject({ isCorrect: false, xp: -1, performanceCategory: "skipped" });
    expect(result.totalXP).toBe(before - 1);
    const reloaded = (await drop()).questions[1]!;
    expect(reloaded.answered).toMatchObject({ isSkipped: true, userAnswer: "", xp: -1 });
  });

  it("given the last answer, then the drop completes with its bonus, the streak is 1 and later answers are refused", async () => {
    const last = await completeDay();
    expect(last.isCompleted).toBe(true);
    expect(last.bonusXp).toBeGreaterThan(0);
    expect(last.streakDays).toBe(1);
    const today = await drop();
    expect(today.completed).toBe(true);
    expect(today.questions.every((q) => q.answered !== null)).toBe(true);
    const p = await progress();
    expect(p.todaySession.isCompleted).toBe(true);
    expect(p.todaySession.questionsCompleted).toBe(5);
    expect(p.streakDays).toBe(1);
    expect(p.totalXP).toBe(last.totalXP);
    const user = (await student.get("/api/auth/user")).json();
    expect(user).toMatchObject({ totalXP: last.totalXP, streakDays: 1 });
  });

  it("keeps XP in the read tables equal to XP in the events", async () => {
    const events = await api.store.readStream(`practice-${userId}`);
    const fromEvents = events.reduce((sum, e) => {
      const d = e.data as { xp?: number; bonusXp?: number };
      if (e.type === "DailyDropCompleted") return sum + (d.bonusXp ?? 0);
      if (e.type === "DailyDropAnswerSubmitted" || e.type === "DailyDropQuestionSkipped") {
        return sum + (d.xp ?? 0);
      }
      return sum;
    }, 0);
    const stored = await api.db.pool.oneFirst(sql.type(z.object({ total_xp: z.number() }))`
      select total_xp from practice_students where user_id = ${userId}`);
    expect(stored).toBe(fromEvents);
  });
});

describe("the next days", () => {
  it("given the clock at the next day, then a new drop without yesterday's questions, and completing it makes the streak 2", async () => {
    const yesterday = (await drop()).questions.map((q) => q.id);
    clock = new Date("2026-11-21T16:00:00Z");
    const today = await drop();
    expect(today.day).toBe("2026-11-21");
    expect(today.completed).toBe(false);
    for (const q of today.questions.filter((x) => x.slot === "practice")) {
      expect(yesterday).not.toContain(q.id);
    }
    const stale = await answer(yesterday[0]!, "A");
    expect(stale.statusCode).toBe(409);
    const last = await completeDay();
    expect(last.streakDays).toBe(2);
  });

  it("given a missed day, then the shown streak is 0, and the next completion starts again at 1", async () => {
    clock = new Date("2026-11-23T15:00:00Z");
    expect((await progress()).streakDays).toBe(0);
    const last = await completeDay();
    expect(last.streakDays).toBe(1);
  });

  it("serves the progress feeds from the same records", async () => {
    const detailed = (await student.get("/api/progress/detailed")).json() as DetailedProgress;
    expect(detailed.totalQuestionsAnswered).toBe(15);
    expect(detailed.streakDays).toBe(1);
    expect(detailed.daysUntilTest).toBe(110);
    expect(detailed.questionsPerDay).toHaveLength(14);
    expect(detailed.questionsPerDay.at(-1)).toEqual({ date: "2026-11-23", count: 5 });
    // No goal set: no readiness percent (after-diagnostic.int.test.ts sets one).
    expect(detailed.goalScore).toBeNull();
    expect(detailed.testReadiness).toBeNull();
    // The week began on Sunday the 22nd (missed); today's drop is done: 1 of 2 days.
    expect(detailed.weekly).toMatchObject({
      questionsAnswered: 5,
      daysPracticed: 1,
      possibleDays: 2,
      participation: 0.5,
    });
    // Practised on the 20th and 21st, missed the 22nd, done today: 3 of 4 days since joining.
    expect(detailed.completionRate).toBe(0.75);
    const performance = (
      await student.get("/api/progress/performance-detailed")
    ).json() as PerformanceDetailed;
    expect(performance.xpByDay.map((d) => d.date)).toEqual([
      "2026-11-20",
      "2026-11-21",
      "2026-11-23",
    ]);
    // Skips included: a skip is a question done and not right (one accuracy everywhere).
    expect(performance.bySkill.reduce((n, s) => n + s.attempts, 0)).toBe(15);
    expect(performance.pacing.find((p) => p.subject === "math")).toMatchObject({
      medianSeconds: 45,
      budgetSeconds: 95,
    });
    const projections = (await student.get("/api/progress/projections")).json() as Projections;
    expect(projections.testDate).toBe("2027-03-13");
    for (const s of projections.subjects) {
      expect(s.fan.at(0)!.date).toBe("2026-11-23");
      expect(s.fan.at(-1)!.date).toBe("2027-03-13");
      for (const point of s.fan) {
        expect(point.low).toBeLessThanOrEqual(point.median);
        expect(point.high).toBeGreaterThanOrEqual(point.median);
      }
    }
  });
});
