// An answer retried (reliability row 8): a network retry, a double click, two tabs. Twenty
// identical answers sent at once, with one Idempotency-Key or with none, count once: one event,
// XP once, and every response carries the first result. A key reused for a different request is
// refused with 422 (IETF Idempotency-Key draft), never answered with the other answer's result.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sql } from "../../database/pool.ts";
import { startTestApi, type TestApi, type TestClient } from "../../testing/api.ts";
import type { DailyDrop, DailyDropAnswerResult } from "../schemas/practice.ts";

let api: TestApi;
let student: TestClient;
let userId: string;
let drop: DailyDrop;

beforeAll(async () => {
  api = await startTestApi({ bank: true });
  student = api.client();
  ({ id: userId } = await student.register("retries@example.com"));
  drop = (await student.get("/api/daily-drop")).json();
}, 120_000);
afterAll(() => api.close());

const keyOf = (id: string) =>
  api.db.pool.oneFirst(sql.type(z.object({ answer: z.string() }))`
    select answer from questions where id = ${id}`);

const answersFor = async (questionId: string) =>
  (await api.store.readStream(`practice-${userId}`)).filter(
    (e) =>
      (e.type === "DailyDropAnswerSubmitted" || e.type === "DailyDropQuestionSkipped") &&
      (e.data as { questionId: string }).questionId === questionId,
  );

async function twentyAtOnce(questionId: string, headers: Record<string, string>) {
  const body = {
    questionId,
    userAnswer: await keyOf(questionId),
    responseTime: 20_000,
    isSkipped: false,
  };
  return Promise.all(
    Array.from({ length: 20 }, () => student.post("/api/daily-drop/answer", body, headers)),
  );
}

describe("twenty identical answers at once", () => {
  it.each([
    ["with one Idempotency-Key", 0, { "idempotency-key": "double-click-1" }],
    ["with no key (two tabs)", 1, {}],
  ] as const)("%s count once, and all answer the first result", async (_name, n, headers) => {
    const question = drop.questions[n]!;
    const xpBefore = (await student.get("/api/auth/user")).json().totalXP as number;
    const responses = await twentyAtOnce(question.id, headers);
    for (const r of responses) expect(r.statusCode, r.body).toBe(200);
    const results = responses.map((r) => r.json() as DailyDropAnswerResult);
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(results[0]).toMatchObject({ isCorrect: true, questionsCompleted: n + 1 });
    expect(await answersFor(question.id)).toHaveLength(1);
    const xpAfter = (await student.get("/api/auth/user")).json().totalXP as number;
    expect(xpAfter - xpBefore).toBe(results[0]!.xp);
  });
});

describe("an Idempotency-Key reused for a different request", () => {
  it("is refused with 422 and a clear message, appends nothing, and the answer goes through with its own key", async () => {
    const [first, , third] = drop.questions;
    const body = (questionId: string, userAnswer: string) => ({
      questionId,
      userAnswer,
      responseTime: 20_000,
      isSkipped: false,
    });
    const key = { "idempotency-key": "reused-key" };
    const answered = await student.post("/api/daily-drop/answer", body(third!.id, "A"), key);
    expect(answered.statusCode, answered.body).toBe(200);
    const streamLength = (await api.store.readStream(`practice-${userId}`)).length;

    for (const other of [body(first!.id, "B"), body(third!.id, "C")]) {
      const reused = await student.post("/api/daily-drop/answer", other, key);
      expect(reused.statusCode, reused.body).toBe(422);
      expect(reused.json()).toEqual({
        error: "Unprocessable Entity",
        message: expect.stringMatching(/^Idempotency-Key: this key was already used/),
      });
    }
    expect((await api.store.readStream(`practice-${userId}`)).length).toBe(streamLength);
    // The same request with the same key is still a retry.
    const retry = await student.post("/api/daily-drop/answer", body(third!.id, "A"), key);
    expect(retry.json()).toEqual(answered.json());
  });
});
