// The question bank and the diagnostic against a real Postgres, through the routes as the SPA
// calls them: the admin build (375 questions, idempotent), the dataset stats, and a student's
// whole diagnostic: resuming, refusals that change nothing, one answer in flight at a time,
// 6–8 questions per subject, the Math prior borrowing from English, the scores on the user, and
// English's result read back with the score first measured beside the one Math revised.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { BANK_PLAN, BANK_TARGET } from "../../domain/questions/item.ts";
import { sql } from "../../database/pool.ts";
import { startTestApi, type TestApi, type TestClient } from "../../testing/api.ts";
import type {
  BuildResult,
  DatasetStatsRow,
  DiagnosticAnswerResult,
  DiagnosticQuestion,
  DiagnosticSession,
  QuestionStatsRow,
} from "../schemas/questions.ts";

const ADMIN = "admin@example.com";
let api: TestApi;
let admin: TestClient;
let firstBuild: BuildResult;

beforeAll(async () => {
  api = await startTestApi({ auth: { adminEmails: [ADMIN] } });
  admin = api.client();
  await admin.register(ADMIN);
  const built = await admin.post("/api/admin/build-dataset");
  expect(built.statusCode, built.body).toBe(200);
  firstBuild = built.json();
}, 120_000);
afterAll(() => api.close());

const keyOf = (id: string) =>
  api.db.pool.oneFirst(sql.type(z.object({ answer: z.string() }))`
    select answer from questions where id = ${id}`);
const wrongFor = (key: string) => (key === "A" ? "B" : "A");
const streamVersion = async (userId: string) =>
  (await api.store.readStream(`diagnostic-${userId}`)).length;

async function question(client: TestClient, subject: string) {
  const response = await client.get(`/api/diagnostic/${subject}/question`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as DiagnosticQuestion;
}

async function answer(client: TestClient, subject: string, questionId: string, letter: string) {
  return client.post(`/api/diagnostic/${subject}/answer`, {
    questionId,
    answer: letter,
    responseTime: 42_000,
  });
}

/** Answers until the subject completes; `correct` decides each answer. Returns the last result. */
async function finish(client: TestClient, subject: string, correct: (n: number) => boolean) {
  for (let n = 0; n < 20; n++) {
    const q = await question(client, subject);
    if (q.completed) throw new Error("completed before an answer said so");
    const key = await keyOf(q.id);
    const response = await answer(client, subject, q.id, correct(n) ? key : wrongFor(key));
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as DiagnosticAnswerResult;
    if (result.isComplete) return { result, asked: n + 1 };
  }
  throw new Error("the subject never completed");
}

describe("the admin dataset", () => {
  it("given an empty bank, when an admin builds it, then all 375 questions are published", () => {
    expect(firstBuild).toEqual({ success: 375, failed: 0, total: 375, published: 375 });
  });

  it("given the same bank, when built again, then nothing is added twice", async () => {
    const again = await admin.post("/api/admin/build-dataset");
    expect(again.json()).toEqual({ success: 375, failed: 0, total: 375, published: 0 });
    const published = await api.db.pool.oneFirst(sql.type(z.object({ n: z.number() }))`
      select count(*)::int as n from events where type = 'QuestionPublished'`);
    expect(published).toBe(375);
  });

  it("shows the spec's stats rows, adding up to the plan per section, category and band", async () => {
    const rows = (await admin.get("/api/admin/dataset-stats")).json() as DatasetStatsRow[];
    const total = (filter: (r: DatasetStatsRow) => boolean) =>
      rows.filter(filter).reduce((n, r) => n + r.count, 0);
    expect(total(() => true)).toBe(BANK_TARGET.total);
    expect(total((r) => r.section === "Math")).toBe(BANK_TARGET.math);
    expect(total((r) => r.section === "Reading and Writing")).toBe(BANK_TARGET.english);
    expect(rows).toContainEqual({
      section: "Math",
      category: "Algebra",
      difficultyLevel: "easy",
      count: BANK_PLAN.algebra.easy,
    });
    expect(total((r) => r.difficultyLevel === "hard")).toBe(75);
  });

  it("refuses students: 403 on every admin call, and nothing is built", async () => {
    const student = api.client();
    await student.register("not-admin@example.com");
    for (const [method, url] of [
      ["GET", "/api/admin/dataset-stats"],
      ["POST", "/api/admin/build-dataset"],
      ["GET", "/api/admin/questions"],
    ] as const) {
      const response = await student.request({ method, url });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe("This page is for Levelfield administrators.");
    }
  });
});

describe("a student's diagnostic", () => {
  let student: TestClient;
  let userId: string;

  beforeAll(async () => {
    student = api.client();
    ({ id: userId } = await student.register("diagnostic@example.com"));
  });

  it("given no start, refuses a question, and refuses Math before English", async () => {
    const early = await student.get("/api/diagnostic/english/question");
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("Start this section of the diagnostic first.");
    const math = await student.post("/api/diagnostic/start", { subject: "math" });
    expect(math.statusCode).toBe(409);
    expect(math.json().message).toBe("Finish the English section of the diagnostic first.");
    expect(await streamVersion(userId)).toBe(0);
    expect((await student.get("/api/auth/user")).json().diagnosticInProgress).toBe(false);
    const bad = await student.get("/api/diagnostic/science/question");
    expect(bad.statusCode).toBe(400);
  });

  it("serves the same question until it is answered, without the key", async () => {
    const started = await student.post("/api/diagnostic/start", { subject: "english" });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({
      subject: "english",
      status: "in_progress",
      answered: 0,
      answeredOverall: 0,
    } satisfies Partial<DiagnosticSession>);
    const first = await question(student, "english");
    const again = await question(student, "english");
    expect(again).toEqual(first);
    if (first.completed) throw new Error("unexpected");
    expect(first.questionNumber).toBe(1);
    expect(first.subject).toBe("english");
    expect(first.options).toHaveLength(4);
    const raw = (await student.get("/api/diagnostic/english/question")).body;
    expect(raw).not.toMatch(/"answer"|"explanation"|"irt/);
  });

  it("refuses an answer to another question, changing nothing", async () => {
    const before = await streamVersion(userId);
    const response = await answer(student, "english", "m-not-the-question", "A");
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/not the current one/);
    expect(await streamVersion(userId)).toBe(before);
  });

  it("given two answers to the same question at once, records one and refuses the other", async () => {
    const q = await question(student, "english");
    if (q.completed) throw new Error("unexpected");
    const key = await keyOf(q.id);
    const responses = await Promise.all([
      answer(student, "english", q.id, key),
      answer(student, "english", q.id, wrongFor(key)),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const recorded = (await api.store.readStream(`diagnostic-${userId}`)).filter(
      (e) => e.type === "DiagnosticAnswerRecorded",
    );
    expect(recorded).toHaveLength(1);
  });

  it("finishes English in 6 to 8 questions with a high score for all-correct answers", async () => {
    // One answer is already in (right or wrong); answer the rest correctly.
    const { result, asked } = await finish(student, "english", () => true);
    expect(asked + 1).toBeGreaterThanOrEqual(6);
    expect(asked + 1).toBeLessThanOrEqual(8);
    expect(result.finalScore).toBeGreaterThanOrEqual(550);
    expect(result.finalScore! % 10).toBe(0);
    expect(result.scoreRange!.low).toBeLessThan(result.finalScore!);
    expect(result.scoreRange!.high).toBeGreaterThan(result.finalScore!);
    expect(result.questionsRemaining).toBe(0);
    const user = (await student.get("/api/auth/user")).json();
    expect(user.estimatedEnglishScore).toBe(result.finalScore);
    expect(user.englishScoreRange).toEqual(result.scoreRange);
    expect(user.diagnosticCompleted).toBe(false);
    // Begun, not finished: the dashboard and the intro offer to resume it.
    expect(user.diagnosticInProgress).toBe(true);
  });

  it("refuses answers after English is complete, and start shows it completed", async () => {
    const late = await answer(student, "english", "anything", "A");
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("This section of the diagnostic is already complete.");
    const restart = (await student.post("/api/diagnostic/start", { subject: "english" })).json();
    expect(restart.status).toBe("completed");
    const done = await question(student, "english");
    expect(done).toMatchObject({ completed: true, subject: "english" });
  });

  it("starts Math from a prior borrowed from English, numbers questions after English, and completes the diagnostic", async () => {
    const started = (await student.post("/api/diagnostic/start", { subject: "math" })).json();
    expect(started.answeredOverall).toBeGreaterThanOrEqual(6);
    const prior = (await api.store.readStream(`diagnostic-${userId}`))
      .filter((e) => e.type === "DiagnosticSubjectStarted")
      .map((e) => (e.data as { prior: { mean: number; sd: number } }).prior);
    expect(prior[1]!.mean).toBeGreaterThan(0);
    expect(prior[1]!.sd).toBeLessThan(1);
    const first = await question(student, "math");
    if (first.completed) throw new Error("unexpected");
    expect(first.questionNumber).toBe(started.answeredOverall + 1);

    const englishBefore = (await student.get("/api/auth/user")).json().estimatedEnglishScore;
    const { result } = await finish(student, "math", () => false);
    expect(result.finalScore).toBeLessThan(500);
    // English re-scored with the Math answers reaches the user (and the session) at once.
    const revised = (await api.store.readStream(`diagnostic-${userId}`)).filter(
      (e) => e.type === "DiagnosticScoreRevised",
    );
    expect(revised).toHaveLength(1);
    const { score, range } = revised[0]!.data as { score: number; range: object };
    expect(score).toBeLessThan(englishBefore);
    const user = (await student.get("/api/auth/user")).json();
    expect(user).toMatchObject({
      diagnosticCompleted: true,
      diagnosticInProgress: false,
      estimatedMathScore: result.finalScore,
      estimatedEnglishScore: score,
      englishScoreRange: range,
    });
    const english = (await student.post("/api/diagnostic/start", { subject: "english" })).json();
    expect(english).toMatchObject({ status: "completed", finalScore: score });
  });

  it("given the whole diagnostic, when English's result is read (as after a reload), then it carries the score first measured beside the revised one", async () => {
    const events = await api.store.readStream(`diagnostic-${userId}`);
    type Result = { subject: string; score: number; range: { low: number; high: number } };
    const completed = events
      .filter((e) => e.type === "DiagnosticSubjectCompleted")
      .map((e) => e.data as Result)
      .find((d) => d.subject === "english")!;
    const revised = events
      .filter((e) => e.type === "DiagnosticScoreRevised")
      .map((e) => e.data as Result)
      .find((d) => d.subject === "english")!;
    // This student's Math moved English: the two scores differ, so the screen explains it.
    expect(revised.score).not.toBe(completed.score);
    const both = {
      finalScore: revised.score,
      scoreRange: revised.range,
      firstScore: completed.score,
      firstScoreRange: completed.range,
    };
    expect(await question(student, "english")).toEqual({
      completed: true,
      subject: "english",
      ...both,
    });
    const session = (await student.post("/api/diagnostic/start", { subject: "english" })).json();
    expect(session).toMatchObject({ status: "completed", ...both });
    // Math is never revised: its first measured score is the one it keeps.
    const math = await question(student, "math");
    if (!math.completed) throw new Error("Math not completed");
    expect(math.firstScore).toBe(math.finalScore);
    expect(math.firstScoreRange).toEqual(math.scoreRange);
  });

  it("counts every answer in the admin's per-question table", async () => {
    const rows = (await admin.get("/api/admin/questions")).json() as QuestionStatsRow[];
    expect(rows).toHaveLength(375);
    const answered = (await api.store.readStream(`diagnostic-${userId}`)).filter(
      (e) => e.type === "DiagnosticAnswerRecorded",
    ).length;
    expect(rows.reduce((n, r) => n + r.attempts, 0)).toBe(answered);
    const tried = rows.find((r) => r.attempts > 0)!;
    expect(tried.percentCorrect).not.toBeNull();
    expect(tried.currentDifficulty).not.toBe(tried.authoredDifficulty);
  });
});
