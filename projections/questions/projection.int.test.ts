// The questions projection folds a batch in memory and writes it with a few multi-row
// statements. Against a real PostgreSQL: random histories of publications, revisions,
// calibrations, retirements and answers (some to questions not, or not yet, in the bank) leave
// the same tables applied as one batch, one event per batch and in random-sized batches; answers
// after a calibration in the same batch step from the calibrated b; and the statements a batch
// sends do not grow with it.
import { afterAll, beforeAll, expect, it } from "vitest";
import { z } from "zod";
import { sql } from "../../database/pool.ts";
import { buildQuestionBank } from "../../domain/questions/bank.ts";
import { updateDifficulty } from "../../domain/questions/calibration.ts";
import { seededRandom } from "../../domain/random.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/database.ts";
import { applyInBatches, batchSizes, statementsForOneBatch } from "../testing/batches.ts";
import { questionBankLife, questionHistory, storedHistory } from "../testing/histories.ts";
import { questionsProjection } from "./projection.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.close();
});

const bank = buildQuestionBank();
const small = [...bank.slice(0, 4), ...bank.slice(-4)];

it("property: random histories give the same tables as one batch, one event per batch and random-sized batches", async () => {
  for (const seed of [1, 2, 3]) {
    const random = seededRandom(seed);
    const history = questionHistory(random, small, 300);
    const { events, store } = await storedHistory(history);
    const apply = (sizes: number[]) =>
      applyInBatches(db.pool, questionsProjection, events, sizes, store.comparePositions);
    const oneBatch = await apply(batchSizes("one batch", events.length, random));
    expect(await apply(batchSizes("one per batch", events.length, random)), `seed ${seed}`).toEqual(
      oneBatch,
    );
    expect(await apply(batchSizes("random", events.length, random)), `seed ${seed}`).toEqual(
      oneBatch,
    );

    // The tables hold what the history says: an answer counts when its question was published
    // before it; and every kind of change is there to compare.
    const published = new Set<string>();
    let counted = 0;
    for (const e of history) {
      if (e.type === "QuestionPublished" || e.type === "QuestionRevised") {
        published.add((e.data.question as { id: string }).id);
      } else if (e.type === "DiagnosticAnswerRecorded" || e.type === "DailyDropAnswerSubmitted") {
        if (published.has(e.data.questionId as string)) counted += 1;
      }
    }
    const summary = await db.pool.one(sql.type(
      z.object({
        attempts: z.number(),
        questions: z.number(),
        calibrated: z.number(),
        retired: z.number(),
        revised: z.number(),
      }),
    )`
      select (select coalesce(sum(attempts), 0)::int from question_stats) as attempts,
        (select count(*)::int from questions) as questions,
        (select count(*)::int from questions where cal_a is not null) as calibrated,
        (select count(*)::int from questions where retired_at is not null) as retired,
        (select count(*)::int from questions where stem like '%(revision %') as revised
    `);
    expect(summary.attempts, `seed ${seed}`).toBe(counted);
    expect(counted).toBeGreaterThan(50);
    expect(summary.questions).toBe(published.size);
    expect(summary.calibrated).toBeGreaterThan(0);
    expect(summary.retired).toBeGreaterThan(0);
    expect(summary.revised).toBeGreaterThan(0);
  }
}, 120_000);

it("answers after a calibration in the same batch step from the calibrated b with the calibrated a and c", async () => {
  const q = bank[0]!;
  const answer = (userId: string, correct: boolean, theta: number) => ({
    stream: `diagnostic-${userId}`,
    type: "DiagnosticAnswerRecorded",
    data: {
      userId,
      subject: q.subject,
      questionId: q.id,
      answer: "A",
      correct,
      responseTimeMs: 5000,
      irt: q.irt,
      before: { theta, se: 0.8 },
      after: { theta, se: 0.7 },
    },
  });
  const after = { a: 1.4, b: 1.2, c: 0.1 };
  const { events, store } = await storedHistory([
    { stream: `question-${q.id}`, type: "QuestionPublished", data: { question: q } },
    answer("8f0d6b52-3c1c-4c5e-9b1e-0a4b7c2d9e01", true, 0.5),
    {
      stream: `question-${q.id}`,
      type: "QuestionCalibrated",
      data: {
        questionId: q.id,
        calibrationId: "6a1f1d0e-8c7b-4a3e-9f2d-1b0c9e8d7a65",
        source: "cli",
        before: q.irt,
        after,
        responses: 40,
        fit: { rmsd: 0.02, flagged: false },
      },
    },
    answer("8f0d6b52-3c1c-4c5e-9b1e-0a4b7c2d9e02", false, -0.3),
  ]);
  await applyInBatches(
    db.pool,
    questionsProjection,
    events,
    [events.length],
    store.comparePositions,
  );
  const row = await db.pool.one(
    sql.type(
      z.object({ attempts: z.number(), correct: z.number(), current_b: z.number() }),
    )`select attempts, correct, current_b from question_stats where question_id = ${q.id}`,
  );
  expect(row).toEqual({
    attempts: 2,
    correct: 1,
    current_b: updateDifficulty(after, 1, -0.3, false),
  });
}, 30_000);

it("the statements a batch sends do not grow with its size", async () => {
  const random = seededRandom(7);
  const few = await storedHistory(questionHistory(random, small, 12));
  const many = await storedHistory(questionBankLife(random, bank, 4_000));
  expect(many.events.length).toBeGreaterThan(4_000);
  const statements = async (h: typeof few) => {
    // From tables that already hold the bank, so every kind of write has rows to change.
    await applyInBatches(
      db.pool,
      questionsProjection,
      many.events,
      [many.events.length],
      many.store.comparePositions,
    );
    return statementsForOneBatch(db.pool, questionsProjection, h.events, h.store.comparePositions);
  };
  const forFew = await statements(few);
  const forMany = await statements(many);
  // Two reads and at most four writes (content, calibrations, retirements, statistics).
  expect(forFew).toBeLessThanOrEqual(6);
  expect(forMany).toBeLessThanOrEqual(6);
  expect(forMany).toBeGreaterThanOrEqual(5);
}, 60_000);
