// The item calibration against a real Postgres: 320 simulated students' diagnostic answers go
// into the event store as DiagnosticAnswerRecorded events (the real projector turns them into
// item_responses rows), an admin runs the calibration, and then: QuestionCalibrated is appended
// for each English item with enough answers (none for the rest), the questions table and the
// bank serve the calibrated parameters, the item whose answers ignore ability is flagged, a
// second run on the same answers records nothing, and a student is refused.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { probabilityCorrect } from "../../domain/diagnostic/engine.ts";
import { diagnosticStream } from "../../domain/diagnostic/events.ts";
import { questionStream } from "../../domain/questions/question/events.ts";
import { letters } from "../../domain/questions/item.ts";
import { MIN_CALIBRATION_RESPONSES } from "../../domain/questions/mml.ts";
import { normalDraw } from "../../domain/testing/mml-simulation.ts";
import { seededRandom } from "../../domain/random.ts";
import { sql } from "../../database/pool.ts";
import { startTestApi, type TestApi, type TestClient } from "../../testing/api.ts";
import type { CalibrationRun, CalibrationSummary } from "../schemas/calibration.ts";
import { loadQuestionBank } from "./bank.ts";

const ADMIN = "calibration.admin@example.com";
const STUDENTS = 320;
let api: TestApi;
let admin: TestClient;

type Row = { id: string; answer: string; irt_a: number; irt_b: number; irt_c: number };
let calibratedItems: Row[];
let rareItem: Row;
const BROKEN = 0;

beforeAll(async () => {
  api = await startTestApi({ auth: { adminEmails: [ADMIN] }, bank: true });
  admin = api.client();
  await admin.register(ADMIN);
  const rows = await api.db.pool.any(sql.type(
    z.object({
      id: z.string(),
      answer: z.string(),
      irt_a: z.number(),
      irt_b: z.number(),
      irt_c: z.number(),
    }),
  )`select id, answer, irt_a, irt_b, irt_c from questions where subject = 'english'
    order by id limit 11`);
  calibratedItems = rows.slice(0, 10);
  rareItem = rows[10]!;

  // Every student answers the ten items (the first at random, whatever their ability; the
  // others by parameters a little off the authored ones); the first 40 also answer the rare one.
  const random = seededRandom(2026);
  const truthOf = (row: Row) => ({ a: row.irt_a * 1.2, b: row.irt_b + 0.5, c: row.irt_c });
  const answerEvent = (userId: string, row: Row, correct: boolean, theta: number) => ({
    eventId: randomUUID(),
    type: "DiagnosticAnswerRecorded",
    data: {
      userId,
      subject: "english",
      questionId: row.id,
      answer: correct ? row.answer : letters.find((l) => l !== row.answer)!,
      correct,
      responseTimeMs: 30_000,
      irt: { a: row.irt_a, b: row.irt_b, c: row.irt_c },
      before: { theta, se: 0.9 },
      after: { theta, se: 0.8 },
    },
    metadata: {},
  });
  for (let s = 0; s < STUDENTS; s++) {
    const userId = randomUUID();
    const theta = normalDraw(random);
    const items = s < 40 ? [...calibratedItems, rareItem] : calibratedItems;
    const events = items.map((row, i) =>
      answerEvent(
        userId,
        row,
        i === BROKEN ? random() < 0.5 : random() < probabilityCorrect(theta, truthOf(row)),
        theta,
      ),
    );
    await api.store.append(diagnosticStream(userId), events, { expectedVersion: "no_stream" });
  }
  // The projector has turned every answer into an item_responses row and counted it in
  // question_stats.
  const responses = () =>
    api.db.pool.oneFirst(
      sql.type(z.object({ n: z.number() }))`
        select least((select count(*) from item_responses),
          (select coalesce(sum(attempts), 0) from question_stats))::int as n`,
    );
  const deadline = Date.now() + 120_000;
  while ((await responses()) < STUDENTS * 10 + 40 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(await responses()).toBe(STUDENTS * 10 + 40);
}, 240_000);
afterAll(() => api.close());

const calibrationEvents = async (id: string) =>
  (await api.store.readStream(questionStream(id))).filter((e) => e.type === "QuestionCalibrated");

describe("item calibration", () => {
  let run: CalibrationRun;

  it("calibrates the items with enough answers and records each as QuestionCalibrated", async () => {
    const response = await admin.post("/api/admin/calibrate");
    expect(response.statusCode, response.body).toBe(200);
    run = response.json();
    expect(run.minResponses).toBe(MIN_CALIBRATION_RESPONSES);
    expect(run.calibrated).toBe(10);
    const english = run.subjects.find((s) => s.subject === "english")!;
    expect(english).toMatchObject({ calibrated: 10, unchanged: 0, students: STUDENTS });
    // Every other English question (the rare one included) and all of Math: too few answers.
    expect(run.skipped).toBeGreaterThan(300);
    expect(run.subjects.find((s) => s.subject === "math")).toMatchObject({
      calibrated: 0,
      students: 0,
    });

    for (const row of calibratedItems) {
      const events = await calibrationEvents(row.id);
      expect(events).toHaveLength(1);
      expect(events[0]!.data).toMatchObject({
        questionId: row.id,
        calibrationId: run.calibrationId,
        source: "admin",
        before: { a: row.irt_a, b: row.irt_b, c: row.irt_c },
        responses: STUDENTS,
      });
    }
    expect(await calibrationEvents(rareItem.id)).toEqual([]);
  });

  it("the questions table, question_stats and the bank serve the calibrated parameters", async () => {
    const rows = await api.db.pool.any(sql.type(
      z.object({
        id: z.string(),
        cal_a: z.number().nullable(),
        cal_b: z.number().nullable(),
        cal_c: z.number().nullable(),
        cal_responses: z.number().nullable(),
        fit_flagged: z.boolean(),
        current_b: z.number(),
      }),
    )`select q.id, q.cal_a, q.cal_b, q.cal_c, q.cal_responses, q.fit_flagged, s.current_b
      from questions q join question_stats s on s.question_id = q.id
      where q.id = any(${sql.array(
        [...calibratedItems, rareItem].map((r) => r.id),
        "text",
      )})`);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const bank = await loadQuestionBank(api.db.pool);
    for (const row of calibratedItems) {
      const [event] = await calibrationEvents(row.id);
      const after = (event!.data as { after: { a: number; b: number; c: number } }).after;
      const stored = byId.get(row.id)!;
      expect(stored).toMatchObject({
        cal_a: after.a,
        cal_b: after.b,
        cal_c: after.c,
        cal_responses: STUDENTS,
        current_b: after.b,
      });
      // The answers were simulated with b half a logit above the authored one.
      expect(after.b).toBeGreaterThan(row.irt_b);
      expect(bank.diagnostic.find(row.id)!.irt).toEqual(after);
      expect(bank.find(row.id)!.irt).toEqual({ a: after.a, b: stored.current_b, c: after.c });
    }
    const rare = byId.get(rareItem.id)!;
    expect(rare).toMatchObject({ cal_a: null, cal_b: null, cal_c: null, fit_flagged: false });
    expect(bank.diagnostic.find(rareItem.id)!.irt).toEqual({
      a: rareItem.irt_a,
      b: rareItem.irt_b,
      c: rareItem.irt_c,
    });
  });

  it("flags the item whose answers ignore ability, on the admin screen's summary", async () => {
    const response = await admin.get("/api/admin/calibration");
    expect(response.statusCode, response.body).toBe(200);
    const summary: CalibrationSummary = response.json();
    expect(summary.latest).toMatchObject({ calibrationId: run.calibrationId, calibrated: 10 });
    expect(summary.calibratedItems).toBe(10);
    expect(summary.flagged.map((f) => f.id)).toEqual([calibratedItems[BROKEN]!.id]);
    expect(summary.flagged[0]).toMatchObject({
      subject: "english",
      n: STUDENTS,
      before: {
        a: calibratedItems[BROKEN]!.irt_a,
        b: calibratedItems[BROKEN]!.irt_b,
        c: calibratedItems[BROKEN]!.irt_c,
      },
    });
    expect(summary.flagged[0]!.rmsd).toBeGreaterThan(summary.rmsdFlag);
    expect(summary.latest!.flagged).toBe(1);
  });

  it("a second run on the same answers records nothing new", async () => {
    const response = await admin.post("/api/admin/calibrate");
    expect(response.statusCode, response.body).toBe(200);
    const again: CalibrationRun = response.json();
    expect(again.calibrated).toBe(0);
    expect(again.subjects.find((s) => s.subject === "english")).toMatchObject({
      calibrated: 0,
      unchanged: 10,
    });
    for (const row of calibratedItems) expect(await calibrationEvents(row.id)).toHaveLength(1);
  });

  it("refuses a student and a visitor", async () => {
    const student = api.client();
    await student.register("calibration.student@example.com");
    expect((await student.post("/api/admin/calibrate")).statusCode).toBe(403);
    expect((await student.get("/api/admin/calibration")).statusCode).toBe(403);
    expect((await api.client().post("/api/admin/calibrate")).statusCode).toBe(401);
  });
});
