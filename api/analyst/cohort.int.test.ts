// The analysts' cohort view against a real Postgres, with students answering through the app as
// the SPA does (a diagnostic begun, Daily Drops over two days, a skip) and, for volume, answers
// of synthetic students appended to the event store as the diagnostic records them (never
// written into read tables). Every number the API gives (per item, per skill, per day, and in
// the CSVs) equals what the test recomputes from the raw events; "x% of students missed this"
// appears with a question's 30th scored answer and not with its 29th.
import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sql } from "../../database/pool.ts";
import { diagnosticStream } from "../../domain/diagnostic/events.ts";
import { questionStream } from "../../domain/questions/question/events.ts";
import { startTestApi, type TestApi, type TestClient } from "../../testing/api.ts";
import type { CohortDay, CohortItem, CohortSkill } from "../schemas/analyst.ts";
import type {
  DailyDrop,
  DailyDropAnswerResult,
  FocusedAnswerResult,
  FocusedSetView,
} from "../schemas/practice.ts";
import type { QueuedReport } from "../schemas/reports.ts";
import type { QuestionStatsRow } from "../schemas/questions.ts";
import type { DiagnosticQuestion } from "../schemas/questions.ts";

let clock = new Date();
let api: TestApi;
let analyst: TestClient;

type BankRow = { id: string; subject: string; skill: string; answer: string };
let bank: Map<string, BankRow>;

const wrongFor = (key: string) => (key === "A" ? "B" : "A");

const idOf = new Map<string, string>();

async function student(email: string): Promise<TestClient> {
  const client = api.client();
  idOf.set(email, (await client.register(email)).id);
  const onboarded = await client.post("/api/onboarding/demographics", {
    firstName: "Sam",
    lastName: "Lee",
    gradeLevel: "11",
    satHistory: "never",
    timeZone: "America/New_York",
  });
  expect(onboarded.statusCode, onboarded.body).toBe(200);
  return client;
}

/** Begins the English diagnostic and answers `count` questions (every other one wrong). */
async function someDiagnostic(client: TestClient, count: number) {
  expect((await client.post("/api/diagnostic/start", { subject: "english" })).statusCode).toBe(200);
  for (let n = 0; n < count; n++) {
    const question = (await client.get("/api/diagnostic/english/question")).json();
    const { id } = question as Extract<DiagnosticQuestion, { completed: false }>;
    const key = bank.get(id)!.answer;
    const response = await client.post("/api/diagnostic/english/answer", {
      questionId: id,
      answer: n % 2 === 1 ? wrongFor(key) : key,
      responseTime: 30_000,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
}

async function dropOf(client: TestClient): Promise<DailyDrop> {
  const response = await client.get("/api/daily-drop");
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function answer(
  client: TestClient,
  questionId: string,
  how: "right" | "wrong" | "skip",
): Promise<DailyDropAnswerResult> {
  const key = bank.get(questionId)!.answer;
  const response = await client.post("/api/daily-drop/answer", {
    questionId,
    userAnswer: how === "skip" ? "" : how === "right" ? key : wrongFor(key),
    responseTime: 20_000,
    isSkipped: how === "skip",
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function settled() {
  await api.caughtUp(api.deps.projections);
}

/** The questions' authored parameters. */
async function irtOf(ids: string[]) {
  const rows = await api.db.pool.any(sql.type(
    z.object({ id: z.string(), a: z.number(), b: z.number(), c: z.number() }),
  )`select id, irt_a as a, irt_b as b, irt_c as c from questions
    where id = any(${sql.array(ids, "text")})`);
  return new Map(rows.map((r) => [r.id, { a: r.a, b: r.b, c: r.c }]));
}

const calibrated = { a: 1.31, b: 0.42, c: 0.18 };

/** Synthetic students' diagnostic answers, appended as the diagnostic records them. */
async function appendSyntheticAnswers(
  userId: string,
  answers: { questionId: string; correct: boolean; theta: number }[],
) {
  const irt = await irtOf(answers.map((a) => a.questionId));
  await api.store.append(
    diagnosticStream(userId),
    answers.map((a) => {
      const row = bank.get(a.questionId)!;
      return {
        eventId: randomUUID(),
        type: "DiagnosticAnswerRecorded",
        data: {
          userId,
          subject: row.subject,
          questionId: a.questionId,
          answer: a.correct ? row.answer : wrongFor(row.answer),
          correct: a.correct,
          responseTimeMs: 25_000,
          irt: irt.get(a.questionId)!,
          before: { theta: a.theta, se: 0.5 },
          after: { theta: a.theta + (a.correct ? 0.1 : -0.1), se: 0.45 },
        },
      };
    }),
    { expectedVersion: "no_stream" },
  );
}

/** What the two answers to the probe questions returned. */
let missedAt29: DailyDropAnswerResult;
let missedAt30: DailyDropAnswerResult;
let probe30Wrong: number;
let focusedAt30: FocusedAnswerResult;
let focusedProbeWrong = 0;
let admin: TestClient;
const probes = { at29: "", at30: "", focused: "", skipped: "" };

beforeAll(async () => {
  api = await startTestApi({
    bank: true,
    now: () => clock,
    auth: { analystEmails: ["analyst@example.com"], adminEmails: ["admin@example.com"] },
  });
  bank = new Map(
    (
      await api.db.pool.any(
        sql.type(
          z.object({ id: z.string(), subject: z.string(), skill: z.string(), answer: z.string() }),
        )`select id, subject, skill, answer from questions`,
      )
    ).map((r) => [r.id, r]),
  );
  analyst = await student("analyst@example.com");
  admin = api.client();
  await admin.register("admin@example.com");

  // Ana: a diagnostic begun, then her first drop, whose first two questions are the probes.
  const ana = await student("ana@example.com");
  await someDiagnostic(ana, 3);
  const anaDrop = await dropOf(ana);
  const [probe29, probe30] = [anaDrop.questions[0]!.id, anaDrop.questions[1]!.id];
  Object.assign(probes, { at29: probe29, at30: probe30 });
  // Probe 29 gets 28 synthetic answers (Ana's is its 29th), probe 30 gets 29 (hers is its 30th).
  // Each synthetic student also answers two more questions of probe 29's skill, so the skill has
  // students with 3 answers in it.
  const skill = bank.get(probe29)!.skill;
  const sameSkill = [...bank.values()]
    .filter((q) => q.skill === skill && q.id !== probe29 && q.id !== probe30)
    .map((q) => q.id);
  expect(sameSkill.length).toBeGreaterThanOrEqual(2);
  probe30Wrong = 0;
  for (let i = 0; i < 29; i++) {
    const theta = -1.5 + 0.1 * i;
    const answers = [{ questionId: probe30, correct: i % 3 !== 0 && i > 4, theta }];
    if (!answers[0]!.correct) probe30Wrong++;
    if (i < 28) {
      answers.push(
        { questionId: probe29, correct: i % 2 === 0, theta },
        { questionId: sameSkill[0]!, correct: i > 10, theta },
        { questionId: sameSkill[1]!, correct: i % 4 !== 1, theta },
      );
    }
    await appendSyntheticAnswers(randomUUID(), answers);
  }
  await settled();
  missedAt29 = await answer(ana, probe29, "wrong");
  missedAt30 = await answer(ana, probe30, "wrong");
  probe30Wrong++;
  await answer(ana, anaDrop.questions[2]!.id, "right");
  await answer(ana, anaDrop.questions[3]!.id, "skip");
  await answer(ana, anaDrop.questions[4]!.id, "right");

  // Ben: a diagnostic begun and a drop, right and wrong in turn.
  const ben = await student("ben@example.com");
  await someDiagnostic(ben, 4);
  const benDrop = await dropOf(ben);
  for (const [i, q] of benDrop.questions.entries()) {
    await answer(ben, q.id, i % 2 === 0 ? "right" : "wrong");
  }

  // Ben's drop done, a focused set (Practice Mode): one of its questions gets 29 synthetic
  // answers, and Ben's focused answer is its 30th; he reports it to the admins.
  const started = await ben.post("/api/practice/focused", {});
  expect(started.statusCode, started.body).toBe(201);
  const set: FocusedSetView = started.json();
  // A question of the set nobody has answered yet (the set may hold one the probes or the
  // drops above already counted), so Ben's answer is its 30th whatever the draw.
  await settled();
  const answered = new Set(
    await api.db.pool.anyFirst(
      sql.type(z.object({ question_id: z.string() }))`
        select distinct question_id from item_responses`,
    ),
  );
  const fresh = set.questions.find((q) => !answered.has(q.id));
  expect(fresh, "a question of the set with no answer yet").toBeDefined();
  probes.focused = fresh!.id;
  for (let i = 0; i < 29; i++) {
    const correct = i % 4 !== 0;
    if (!correct) focusedProbeWrong++;
    await appendSyntheticAnswers(randomUUID(), [
      { questionId: probes.focused, correct, theta: -1 + 0.05 * i },
    ]);
  }
  await settled();
  const focusedAnswer = await ben.post(`/api/practice/focused/${set.setId}/answer`, {
    questionId: probes.focused,
    userAnswer: wrongFor(bank.get(probes.focused)!.answer),
    responseTime: 20_000,
    isSkipped: false,
  });
  expect(focusedAnswer.statusCode, focusedAnswer.body).toBe(200);
  focusedAt30 = focusedAnswer.json();
  focusedProbeWrong++;
  const reported = await ben.post(`/api/questions/${probes.focused}/report`, { reason: "typo" });
  expect(reported.statusCode, reported.body).toBe(201);
  // And skips a second question of the set: a skip is not a scored answer.
  const skipped = await ben.post(`/api/practice/focused/${set.setId}/answer`, {
    questionId: set.questions[1]!.id,
    userAnswer: "",
    responseTime: 20_000,
    isSkipped: true,
  });
  expect(skipped.statusCode, skipped.body).toBe(200);
  probes.skipped = set.questions[1]!.id;

  // Cy only skips one question: active, with no answer.
  const cy = await student("cy@example.com");
  await answer(cy, (await dropOf(cy)).questions[0]!.id, "skip");

  // The next day (the students' clock): Ana's second drop.
  clock = new Date(clock.getTime() + 86_400_000);
  for (const [i, q] of (await dropOf(ana)).questions.entries()) {
    await answer(ana, q.id, i === 1 ? "wrong" : "right");
  }
  // A calibration run's estimate for the probe with 30 answers, its fit flagged, recorded as
  // the calibration records it.
  await api.store.append(
    questionStream(probe30),
    [
      {
        eventId: randomUUID(),
        type: "QuestionCalibrated",
        data: {
          questionId: probe30,
          calibrationId: randomUUID(),
          source: "cli",
          before: (await irtOf([probe30])).get(probe30)!,
          after: calibrated,
          responses: 30,
          fit: { rmsd: 0.21, flagged: true },
        },
      },
    ],
    { expectedVersion: "stream_exists" },
  );
  await settled();
}, 240_000);
afterAll(() => api.close());

// ---------------------------------------------------------------------------------------------
// The same statistics recomputed from the raw events, by their textbook definitions.

type Response = { userId: string; questionId: string; correct: boolean; theta: number; at: Date };

async function rawEvents() {
  const events = await api.store.readAll({ after: null, limit: 100_000 });
  const responses: Response[] = [];
  const skips: { userId: string; at: Date }[] = [];
  for (const e of events) {
    const d = e.data as {
      userId: string;
      questionId: string;
      correct: boolean;
      before: { theta?: number; mean?: number };
    };
    if (
      e.type === "DiagnosticAnswerRecorded" ||
      e.type === "DailyDropAnswerSubmitted" ||
      e.type === "FocusedAnswerSubmitted"
    ) {
      const theta = e.type === "DiagnosticAnswerRecorded" ? d.before.theta! : d.before.mean!;
      responses.push({ ...d, theta, at: e.recordedAt });
    }
    if (e.type === "DailyDropQuestionSkipped" || e.type === "FocusedQuestionSkipped") {
      skips.push({ userId: d.userId, at: e.recordedAt });
    }
  }
  return { responses, skips };
}

function pearson(xs: number[], ys: number[]): number {
  const n = xs.length;
  const mx = xs.reduce((s, x) => s + x, 0) / n;
  const my = ys.reduce((s, y) => s + y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my);
    sxx += (xs[i]! - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);
const addDays = (day: string, n: number) =>
  utcDay(new Date(new Date(`${day}T00:00:00Z`).getTime() + n * 86_400_000));

// ---------------------------------------------------------------------------------------------

describe("x% of students missed this", () => {
  it("given a question's 29th scored answer, then the result says nothing", () => {
    expect(missedAt29.missedShare).toBeNull();
  });

  it("given its 30th, then the rounded share of wrong answers, this one counted", async () => {
    // The first 30 recorded answers to the probe: the 29 synthetic ones and Ana's (wrong).
    const { responses } = await rawEvents();
    const first30 = responses.filter((r) => r.questionId === probes.at30).slice(0, 30);
    expect(first30).toHaveLength(30);
    const wrong = first30.filter((r) => !r.correct).length;
    expect(wrong).toBe(probe30Wrong);
    expect(missedAt30.missedShare).toBe(Math.round((100 * wrong) / 30));
    expect(missedAt30.missedShare).toBeGreaterThan(0);
    expect(first30[29]!.userId).toBe(idOf.get("ana@example.com"));
    // And the probe that said nothing: Ana's answer was its 29th.
    const at29 = responses.filter((r) => r.questionId === probes.at29);
    expect(at29[28]!.userId).toBe(idOf.get("ana@example.com"));
  });
});

describe("GET /api/analyst/cohort/items", () => {
  it("given the cohort's answers, then every question's statistics equal those recomputed from the events", async () => {
    const response = await analyst.get("/api/analyst/cohort/items");
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json() as { items: CohortItem[] };
    expect(items).toHaveLength(bank.size);
    const { responses } = await rawEvents();
    const subjectStudents = (subject: string) =>
      new Set(
        responses.filter((r) => bank.get(r.questionId)!.subject === subject).map((r) => r.userId),
      ).size;
    let withCorrelation = 0;
    for (const item of items) {
      const mine = responses.filter((r) => r.questionId === item.questionId);
      const right = mine.filter((r) => r.correct).length;
      expect(item.attempts, item.questionId).toBe(mine.length);
      expect(item.pValue).toBe(mine.length === 0 ? null : right / mine.length);
      const spread = right > 0 && right < mine.length;
      if (mine.length >= 10 && spread) {
        withCorrelation++;
        expect(item.pointBiserial, item.questionId).toBeCloseTo(
          pearson(
            mine.map((r) => (r.correct ? 1 : 0)),
            mine.map((r) => r.theta),
          ),
          9,
        );
      } else {
        expect(item.pointBiserial, item.questionId).toBeNull();
      }
      const students = new Set(mine.map((r) => r.userId)).size;
      const all = subjectStudents(item.subject);
      expect(item.exposure, item.questionId).toBeCloseTo(all === 0 ? 0 : students / all, 12);
      const isProbe = item.questionId === probes.at30;
      expect(item.calibrated, item.questionId).toEqual(isProbe ? calibrated : null);
      expect(item.flagged, item.questionId).toBe(isProbe);
      expect(item.retired).toBe(false);
    }
    // The two probes and the synthetic students' skill have 10+ answers with spread.
    expect(withCorrelation).toBeGreaterThanOrEqual(3);
    const authored = await api.db.pool.any(
      sql.type(
        z.object({ id: z.string(), a: z.number(), b: z.number(), c: z.number() }),
      )`select id, irt_a as a, irt_b as b, irt_c as c from questions`,
    );
    for (const q of authored) {
      expect(items.find((i) => i.questionId === q.id)!.authored).toEqual({
        a: q.a,
        b: q.b,
        c: q.c,
      });
    }
  });

  it("given the CSV, then it parses back to the same numbers, one row per question, as an attachment", async () => {
    const json = (await analyst.get("/api/analyst/cohort/items")).json() as { items: CohortItem[] };
    const response = await analyst.get("/api/analyst/cohort/items.csv");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="cohort-items.csv"');
    const rows = parse(response.body, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(json.items.length);
    const num = (text: string) => (text === "" ? null : Number(text));
    for (const [i, item] of json.items.entries()) {
      const row = rows[i]!;
      expect(row.question_id).toBe(item.questionId);
      expect(row.subject).toBe(item.subject);
      expect(row.skill).toBe(item.skill);
      expect(num(row.level!)).toBe(item.level);
      expect(num(row.attempts!)).toBe(item.attempts);
      expect(num(row.p_value!)).toBe(item.pValue);
      expect(num(row.point_biserial!)).toBe(item.pointBiserial);
      expect(num(row.exposure!)).toBe(item.exposure);
      expect(num(row.authored_a!)).toBe(item.authored.a);
      expect(num(row.authored_b!)).toBe(item.authored.b);
      expect(num(row.authored_c!)).toBe(item.authored.c);
      expect(num(row.calibrated_a!)).toBe(item.calibrated?.a ?? null);
      expect(num(row.calibrated_b!)).toBe(item.calibrated?.b ?? null);
      expect(num(row.calibrated_c!)).toBe(item.calibrated?.c ?? null);
      expect(row.flagged).toBe(String(item.flagged));
      expect(row.retired).toBe(String(item.retired));
    }
  });
});

describe("GET /api/analyst/cohort/skills", () => {
  it("given the cohort's answers, then each skill's mastery bands and median equal those recomputed", async () => {
    const response = await analyst.get("/api/analyst/cohort/skills");
    expect(response.statusCode, response.body).toBe(200);
    const { minAnswers, skills } = response.json() as {
      minAnswers: number;
      skills: CohortSkill[];
    };
    expect(minAnswers).toBe(3);
    expect(skills).toHaveLength(30);
    const { responses } = await rawEvents();
    const perStudent = new Map<string, { answers: number; correct: number }>();
    for (const r of responses) {
      const key = `${bank.get(r.questionId)!.skill}|${r.userId}`;
      const record = perStudent.get(key) ?? { answers: 0, correct: 0 };
      record.answers++;
      if (r.correct) record.correct++;
      perStudent.set(key, record);
    }
    let counted = 0;
    for (const s of skills) {
      const masteries = [...perStudent.entries()]
        .filter(([key, r]) => key.startsWith(`${s.skill}|`) && r.answers >= 3)
        .map(([, r]) => (r.correct + 1) / (r.answers + 2))
        .sort((x, y) => x - y);
      expect(s.students, s.skill).toBe(masteries.length);
      const bands = [0, 0, 0, 0, 0];
      for (const m of masteries) bands[Math.min(4, Math.floor(m * 5 + 1e-9))]!++;
      expect(s.bands).toEqual(
        ["0–20%", "20–40%", "40–60%", "60–80%", "80–100%"].map((label, i) => ({
          label,
          students: bands[i],
        })),
      );
      const mid = masteries.length / 2;
      const median =
        masteries.length === 0
          ? null
          : masteries.length % 2
            ? masteries[Math.floor(mid)]!
            : (masteries[mid - 1]! + masteries[mid]!) / 2;
      if (median === null) expect(s.medianMastery).toBeNull();
      else expect(s.medianMastery).toBeCloseTo(median, 12);
      counted += masteries.length;
    }
    // The 28 synthetic students answered 3 questions of one skill.
    expect(counted).toBeGreaterThanOrEqual(28);

    const csv = await analyst.get("/api/analyst/cohort/skills.csv");
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="cohort-skills.csv"');
    const rows = parse(csv.body, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => [r.subject, r.skill, Number(r.students)])).toEqual(
      skills.map((s) => [s.subject, s.skill, s.students]),
    );
    for (const [i, s] of skills.entries()) {
      expect(s.bands.map((b) => Number(rows[i]![`mastery ${b.label}`]))).toEqual(
        s.bands.map((b) => b.students),
      );
      const median = rows[i]!.median_mastery!;
      expect(median === "" ? null : Number(median)).toBe(s.medianMastery);
    }
  });
});

describe("GET /api/analyst/cohort/days", () => {
  it("given a range around the activity, then each day's active students (skips too) and answers, zeros elsewhere", async () => {
    const { responses, skips } = await rawEvents();
    const activeDays = [...responses, ...skips].map((r) => utcDay(r.at)).sort();
    const from = addDays(activeDays[0]!, -2);
    const to = addDays(activeDays.at(-1)!, 1);
    const response = await analyst.get(`/api/analyst/cohort/days?from=${from}&to=${to}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { from: string; to: string; days: CohortDay[] };
    expect([body.from, body.to]).toEqual([from, to]);
    const expected: CohortDay[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const answers = responses.filter((r) => utcDay(r.at) === day);
      const active = new Set(
        [...answers, ...skips.filter((s) => utcDay(s.at) === day)].map((r) => r.userId),
      );
      expected.push({ date: day, activeStudents: active.size, answers: answers.length });
    }
    expect(body.days).toEqual(expected);
    // Cy skipped and answered nothing: the 29 + 29 synthetic students, Ana, Ben and Cy are active.
    const total = new Set([...responses, ...skips].map((r) => r.userId));
    expect(total.size).toBe(61);
    expect(expected[0]).toEqual({ date: from, activeStudents: 0, answers: 0 });

    const csv = await analyst.get(`/api/analyst/cohort/days.csv?from=${from}&to=${to}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="cohort-days.csv"');
    expect(csv.body.startsWith("date,active_students,answers\r\n")).toBe(true);
    const rows = parse(csv.body, { columns: true }) as Record<string, string>[];
    expect(
      rows.map((r) => ({
        date: r.date,
        activeStudents: Number(r.active_students),
        answers: Number(r.answers),
      })),
    ).toEqual(expected);
  });

  it("given no range, then the last 90 UTC days up to the server's today", async () => {
    const body = (await analyst.get("/api/analyst/cohort/days")).json() as {
      from: string;
      to: string;
      days: CohortDay[];
    };
    expect(body.to).toBe(utcDay(clock));
    expect(body.from).toBe(addDays(utcDay(clock), -89));
    expect(body.days).toHaveLength(90);
  });

  it("given from after to, or more than 366 days, then a 400 naming the problem", async () => {
    const after = await analyst.get("/api/analyst/cohort/days?from=2026-05-02&to=2026-05-01");
    expect(after.statusCode).toBe(400);
    expect(after.json().message).toBe('"from" (2026-05-02) is after "to" (2026-05-01).');
    const long = await analyst.get("/api/analyst/cohort/days.csv?from=2024-01-01&to=2025-01-01");
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("The range covers 367 days; ask for at most 366.");
    const bad = await analyst.get("/api/analyst/cohort/days?from=2026-11");
    expect(bad.statusCode).toBe(400);
  });
});

describe("who may read the cohort", () => {
  const paths = ["items", "items.csv", "skills", "skills.csv", "days", "days.csv"];

  it("given a visitor, then every cohort route is a 401", async () => {
    const visitor = api.client();
    for (const path of paths) {
      const response = await visitor.get(`/api/analyst/cohort/${path}`);
      expect(response.statusCode, path).toBe(401);
    }
  });

  it("given a student without the analyst role, then every cohort route is a 403", async () => {
    const student = api.client();
    await student.register("not.an.analyst@example.com");
    for (const path of paths) {
      const response = await student.get(`/api/analyst/cohort/${path}`);
      expect(response.statusCode, path).toBe(403);
    }
  });

  it("given the analyst's reads, then no analyst access is recorded (cohort aggregates)", async () => {
    const events = await api.store.readAll({ after: null, limit: 100_000 });
    expect(events.filter((e) => e.type === "StudentHistoryAccessed")).toEqual([]);
  });
});

describe("one count of a question's scored answers (item statistics)", () => {
  it("given a focused answer as a question's 30th scored answer, then it says how many missed it", () => {
    expect(focusedAt30.missedShare).toBe(Math.round((100 * focusedProbeWrong) / 30));
  });

  it("given answers from the diagnostic, the Daily Drop and focused sets, then the admins' queue and question table count what the analysts' view counts", async () => {
    const { responses } = await rawEvents();
    const { items } = (await analyst.get("/api/analyst/cohort/items")).json() as {
      items: CohortItem[];
    };
    const queued: QueuedReport[] = (
      await admin.get("/api/admin/question-reports?status=open")
    ).json();
    const table: QuestionStatsRow[] = (await admin.get("/api/admin/questions")).json();
    const report = queued.find((r) => r.question.id === probes.focused)!;
    // 30 by Ben's focused answer; Ana's second drop may have served it again.
    const scored = responses.filter((r) => r.questionId === probes.focused);
    expect(scored.length).toBeGreaterThanOrEqual(30);
    const right = scored.filter((r) => r.correct).length;
    expect(items.find((i) => i.questionId === probes.focused)!.attempts).toBe(scored.length);
    expect(report.stats.attempts).toBe(scored.length);
    expect(report.stats.percentCorrect).toBe(Math.round((1000 * right) / scored.length) / 10);
    // Every question: the admins' table and the analysts' view agree, and equal the raw events.
    const cohort = new Map(items.map((i) => [i.questionId, i.attempts]));
    for (const row of table) {
      const raw = responses.filter((r) => r.questionId === row.id).length;
      expect([row.id, row.attempts, cohort.get(row.id)]).toEqual([row.id, raw, raw]);
    }
    // The skipped question: no scored answer from its skip.
    expect(table.find((r) => r.id === probes.skipped)!.attempts).toBe(
      responses.filter((r) => r.questionId === probes.skipped).length,
    );
  });
});
