// A new student's first day as a parent would read it, against a real Postgres through the
// routes the SPA calls: the diagnostic, then the first Daily Drop. The drop repeats none of the
// diagnostic's questions; every screen's "estimated score" is one number (the diagnostic's
// result until a drop moves it, then the same on the dashboard's feed and the projection); and
// the Parent View's figures are honest from day one (readiness only against a goal the student
// set, measured from 400; accuracy
// as the completion screen counts it, participation over the days since joining).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sql } from "../../database/pool.ts";
import { startTestApi, type TestApi, type TestClient } from "../../testing/api.ts";
import type { DailyDrop, DetailedProgress, Projections } from "../schemas/practice.ts";
import type { DiagnosticAnswerResult, DiagnosticQuestion } from "../schemas/questions.ts";

let api: TestApi;
let student: TestClient;
let userId: string;

const keyOf = (id: string) =>
  api.db.pool.oneFirst(sql.type(z.object({ answer: z.string() }))`
    select answer from questions where id = ${id}`);
const wrongFor = (key: string) => (key === "A" ? "B" : "A");

/** Answers the subject's diagnostic until it completes: right, except every third answer. */
async function diagnostic(subject: "english" | "math") {
  const started = await student.post("/api/diagnostic/start", { subject });
  expect(started.statusCode, started.body).toBe(200);
  for (let n = 0; n < 20; n++) {
    const question = (await student.get(`/api/diagnostic/${subject}/question`)).json();
    if ((question as DiagnosticQuestion).completed) throw new Error("completed before an answer");
    const { id } = question as Extract<DiagnosticQuestion, { completed: false }>;
    const key = await keyOf(id);
    const response = await student.post(`/api/diagnostic/${subject}/answer`, {
      questionId: id,
      answer: n % 3 === 2 ? wrongFor(key) : key,
      responseTime: 40_000,
    });
    expect(response.statusCode, response.body).toBe(200);
    if ((response.json() as DiagnosticAnswerResult).isComplete) return;
  }
  throw new Error(`the ${subject} diagnostic never completed`);
}

const detailed = async () =>
  (await student.get("/api/progress/detailed")).json() as DetailedProgress;
const projections = async () =>
  (await student.get("/api/progress/projections")).json() as Projections;

beforeAll(async () => {
  api = await startTestApi({ bank: true });
  student = api.client();
  ({ id: userId } = await student.register("first.day@example.com"));
  const onboarded = await student.post("/api/onboarding/demographics", {
    firstName: "Ana",
    lastName: "Diaz",
    gradeLevel: "11",
    satHistory: "never",
    timeZone: "America/Chicago",
  });
  expect(onboarded.statusCode, onboarded.body).toBe(200);
  await diagnostic("english");
  await diagnostic("math");
}, 180_000);
afterAll(() => api.close());

describe("a new student's first day after the diagnostic", () => {
  it("shows the diagnostic's result as the estimated score everywhere before any drop", async () => {
    const user = (await student.get("/api/auth/user")).json();
    const progress = await detailed();
    expect(progress.estimatedScores.english).toMatchObject({
      score: user.estimatedEnglishScore,
      low: user.englishScoreRange.low,
      high: user.englishScoreRange.high,
      measured: true,
    });
    expect(progress.estimatedScores.math).toMatchObject({
      score: user.estimatedMathScore,
      low: user.mathScoreRange.low,
      high: user.mathScoreRange.high,
    });
    const fan = await projections();
    expect(fan.subjects.map((s) => s.currentScore)).toEqual([
      progress.estimatedScores.english.score,
      progress.estimatedScores.math.score,
    ]);
    expect(progress.measured).toEqual({ english: true, math: true });
  });

  it("serves a first Daily Drop with none of the questions the diagnostic served", async () => {
    const served = (await api.store.readStream(`diagnostic-${userId}`))
      .filter((e) => e.type === "DiagnosticQuestionServed")
      .map((e) => (e.data as { questionId: string }).questionId);
    expect(served.length).toBeGreaterThanOrEqual(12);
    const drop = (await student.get("/api/daily-drop")).json() as DailyDrop;
    expect(drop.questions).toHaveLength(5);
    expect(drop.questions.filter((q) => served.includes(q.id))).toEqual([]);
  });

  it("after a drop with one skip, every figure agrees with the drop and with each other", async () => {
    const drop = (await student.get("/api/daily-drop")).json() as DailyDrop;
    let right = 0;
    for (const [i, q] of drop.questions.entries()) {
      const key = await keyOf(q.id);
      const isSkipped = i === 0;
      const answer = i === 1 ? wrongFor(key) : key;
      const response = await student.post("/api/daily-drop/answer", {
        questionId: q.id,
        userAnswer: isSkipped ? "" : answer,
        responseTime: 30_000,
        isSkipped,
      });
      expect(response.statusCode, response.body).toBe(200);
      if (response.json().isCorrect) right += 1;
    }
    expect(right).toBe(3); // "You got 3 of 5 right"

    const progress = await detailed();
    // Accuracy as the completion screen counts it: 3 of 5, the skip stated, not 3 of 4.
    expect(progress.weekly).toMatchObject({
      questionsAnswered: 5,
      correct: 3,
      skipped: 1,
      accuracy: 0.6,
      // Joined today and finished today's drop: 1 of 1 day, whatever weekday today is.
      daysPracticed: 1,
      possibleDays: 1,
      participation: 1,
    });
    expect(progress.completionRate).toBe(1);
    // Without a goal there is no readiness percent: the estimated total and its range instead.
    const { english, math } = progress.estimatedScores;
    expect(progress.estimatedTotal).toEqual({
      score: english.score + math.score,
      low: english.low + math.low,
      high: english.high + math.high,
    });
    expect(progress.goalScore).toBeNull();
    expect(progress.testReadiness).toBeNull();
    // One score: the projection's "now" is the same estimate.
    const fan = await projections();
    expect(fan.subjects.map((s) => s.currentScore)).toEqual([english.score, math.score]);
  });
});

describe("the goal score Test Readiness measures against (POST /api/progress/goal-score)", () => {
  const setGoal = (body: unknown) => student.post("/api/progress/goal-score", body);

  it("given a goal, then the answer and every later read measure readiness from 400 towards it", async () => {
    const before = await detailed();
    const total = before.estimatedTotal.score;
    // A goal above the estimate, so the percent is under 100 and says how far there is to go.
    const goal = Math.min(1600, Math.ceil((total + 100) / 10) * 10);
    const response = await setGoal({ goalScore: goal });
    expect(response.statusCode, response.body).toBe(200);
    const expected = Math.round((100 * (total - 400)) / (goal - 400));
    expect(response.json()).toMatchObject({ goalScore: goal, testReadiness: expected });
    expect(await detailed()).toMatchObject({ goalScore: goal, testReadiness: expected });
    expect(expected).toBeLessThan(100);
    // Recorded once on the student's own stream; the same goal again records nothing.
    expect((await setGoal({ goalScore: goal })).statusCode).toBe(200);
    const recorded = (await api.store.readStream(`user-${userId}`)).filter(
      (e) => e.type === "GoalScoreSet",
    );
    expect(recorded.map((e) => e.data)).toEqual([{ userId, goalScore: goal }]);
  });

  it("given a goal at or below the estimate, then 100%", async () => {
    const { estimatedTotal } = await detailed();
    const reached = Math.max(410, Math.floor(estimatedTotal.score / 10) * 10);
    expect((await setGoal({ goalScore: reached })).json()).toMatchObject({ testReadiness: 100 });
  });

  it("given null, then the goal is removed and the percent with it", async () => {
    const response = await setGoal({ goalScore: null });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ goalScore: null, testReadiness: null });
  });

  it("given a goal no SAT total can be, or a body it does not expect, then a 400 naming the problem and nothing recorded", async () => {
    const before = (await api.store.readStream(`user-${userId}`)).length;
    const refusals: [unknown, RegExp][] = [
      [{ goalScore: 400 }, /goalScore: must be a total from 410 to 1,600 in steps of 10/],
      [{ goalScore: 1205 }, /goalScore: must be a total from 410 to 1,600 in steps of 10/],
      [{ goalScore: 9999 }, /goalScore: must be a total from 410 to 1,600 in steps of 10/],
      [{ goalScore: 1200.5 }, /goalScore/],
      [{ goalScore: "1200" }, /goalScore/],
      [{}, /goalScore/],
      [{ goalScore: 1200, extra: 1 }, /extra/],
    ];
    for (const [body, message] of refusals) {
      const response = await setGoal(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message, JSON.stringify(body)).toMatch(message);
    }
    expect((await api.store.readStream(`user-${userId}`)).length).toBe(before);
  });

  it("given no session, then 401", async () => {
    expect(
      (await api.client().post("/api/progress/goal-score", { goalScore: 1200 })).statusCode,
    ).toBe(401);
  });
});
