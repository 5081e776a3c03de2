// Question reports against a real Postgres, through the routes as the SPA calls them: a student
// reports a question (before or after answering; once while open), the note is filtered and
// sealed, the admins' queue shows the report with the item, its statistics and the opened note;
// retiring takes the question out of every new selection (while an answer to it assigned earlier
// is still scored) and resolves every open report of it; revising changes what the drop serves; a
// new build undoes neither; erasing the reporter removes their report and shreds its note, and a
// rebuild brings neither back; a rebuild of question_reports equals the live table.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sql } from "../../database/pool.ts";
import { startTestApi, type TestApi, type TestClient } from "../../testing/api.ts";
import type { DailyDrop } from "../schemas/practice.ts";
import type { QueuedReport, ResolveResult } from "../schemas/reports.ts";
import { loadQuestionBank } from "./bank.ts";

const ADMIN = "reports.admin@example.com";
const clock = new Date("2026-11-20T15:00:00Z");
let api: TestApi;
let admin: TestClient;
let n = 0;

async function student(): Promise<{ client: TestClient; id: string }> {
  const client = api.client();
  n += 1;
  const { id } = await client.register(`reporter${n}@example.com`);
  const onboarded = await client.post("/api/onboarding/demographics", {
    firstName: `Reporterfirst${"abcdefghijklmnopqrstuvwxyz"[n % 26]}`,
    lastName: "Reporterlast",
    gradeLevel: "11",
    satHistory: "never",
    timeZone: "America/New_York",
  });
  expect(onboarded.statusCode, onboarded.body).toBe(200);
  return { client, id };
}

async function dropOf(client: TestClient): Promise<DailyDrop> {
  const response = await client.get("/api/daily-drop");
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function firstDiagnosticQuestion(client: TestClient): Promise<string> {
  const started = await client.post("/api/diagnostic/start", { subject: "english" });
  expect(started.statusCode, started.body).toBe(200);
  const question = await client.get("/api/diagnostic/english/question");
  expect(question.statusCode, question.body).toBe(200);
  return question.json().id;
}

const report = (client: TestClient, questionId: string, body: unknown) =>
  client.post(`/api/questions/${questionId}/report`, body);

async function queue(status = "open"): Promise<QueuedReport[]> {
  const response = await admin.get(`/api/admin/question-reports?status=${status}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function resolve(reportId: string, body: unknown) {
  return admin.post(`/api/admin/question-reports/${reportId}/resolve`, body);
}

const keyOf = (id: string) =>
  api.db.pool.oneFirst(sql.type(z.object({ answer: z.string() }))`
    select answer from questions where id = ${id}`);

const reportRow = z.object({
  report_id: z.string(),
  question_id: z.string(),
  reporter_user_id: z.string(),
  reason: z.string(),
  text_sealed: z.string().nullable(),
  answered: z.boolean(),
  reported_at: z.date(),
  status: z.string(),
  resolved_at: z.date().nullable(),
  note: z.string().nullable(),
});
const allReportRows = () =>
  api.db.pool.any(sql.type(reportRow)`select * from question_reports order by report_id`);
/** The rows of this student or of this report. */
const reportRows = (reporterUserId: string, reportId: string) =>
  api.db.pool.any(sql.type(reportRow)`
    select * from question_reports
    where reporter_user_id = ${reporterUserId} or report_id = ${reportId}`);

async function retireByReport(reporter: TestClient, questionId: string) {
  const made = await report(reporter, questionId, { reason: "wrong-key" });
  expect(made.statusCode, made.body).toBe(201);
  const resolved = await resolve(made.json().reportId, { action: "retire" });
  expect(resolved.statusCode, resolved.body).toBe(200);
}

beforeAll(async () => {
  api = await startTestApi({ auth: { adminEmails: [ADMIN] }, bank: true, now: () => clock });
  admin = api.client();
  await admin.register(ADMIN);
}, 120_000);
afterAll(() => api?.close());

describe("reporting a question", () => {
  it("records a report before answering, sealed, and shows it to admins with the item and its statistics", async () => {
    const { client, id } = await student();
    const [q] = (await dropOf(client)).questions;
    const made = await report(client, q!.id, {
      reason: "unclear",
      text: "  The second sentence\u0007 reads two ways.  ",
    });
    expect(made.statusCode, made.body).toBe(201);
    const { reportId } = made.json();

    // The note is sealed in the event and the read model.
    const [event] = await api.store.readStream(`question-report-${reportId}`);
    expect(event!.type).toBe("QuestionReported");
    expect(event!.data).toMatchObject({ reporterUserId: id, answered: false, reason: "unclear" });
    expect((event!.data as { text: string }).text).toMatch(/^pd1\./);
    expect(JSON.stringify(event!.data)).not.toContain("reads two ways");

    const queued = (await queue()).find((r) => r.reportId === reportId)!;
    expect(queued).toMatchObject({
      reason: "unclear",
      reasonLabel: "Unclear question",
      text: "The second sentence reads two ways.",
      answered: false,
      status: "open",
      openReportsForQuestion: 1,
      question: { id: q!.id, stem: q!.question_text, retired: false },
      stats: { attempts: 0, percentCorrect: null },
    });
    expect(queued.question.answer).toMatch(/^[A-D]$/);
    expect(queued.question.explanation.length).toBeGreaterThan(0);
    // Never who reported: no name, no email, no account id.
    const body = JSON.stringify(queued);
    for (const secret of [id, "Reporterfirst", "Reporterlast", "@example.com"]) {
      expect(body).not.toContain(secret);
    }

    // One open report per question: a second is refused and records nothing.
    const again = await report(client, q!.id, { reason: "typo" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("You have already reported this question.");
  });

  it("records a report after answering as answered, and counts the item's statistics", async () => {
    const { client } = await student();
    const [q] = (await dropOf(client)).questions;
    const answered = await client.post("/api/daily-drop/answer", {
      questionId: q!.id,
      userAnswer: await keyOf(q!.id),
      responseTime: 30_000,
      isSkipped: false,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const made = await report(client, q!.id, { reason: "wrong-key", text: null });
    expect(made.statusCode, made.body).toBe(201);
    const queued = (await queue()).find((r) => r.reportId === made.json().reportId)!;
    expect(queued.answered).toBe(true);
    expect(queued.text).toBeNull();
    expect(queued.stats.attempts).toBeGreaterThanOrEqual(1);
    expect(queued.stats.percentCorrect).not.toBeNull();
  });

  it("refuses a note over 500 characters, a link, profanity, an unknown question and a visitor", async () => {
    const { client } = await student();
    const [q] = (await dropOf(client)).questions;
    const long = await report(client, q!.id, { reason: "other", text: "a".repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("Your note must be 500 characters or fewer.");
    const link = await report(client, q!.id, { reason: "other", text: "see www.spam.example" });
    expect(link.statusCode).toBe(400);
    expect(link.json().message).toMatch(/links/);
    const rude = await report(client, q!.id, { reason: "other", text: "this is sh1t" });
    expect(rude.statusCode).toBe(400);
    expect(rude.json().message).toMatch(/rude or hateful/);
    const unknown = await report(client, "m-no-such-999", { reason: "typo" });
    expect(unknown.statusCode).toBe(404);
    expect((await report(api.client(), q!.id, { reason: "typo" })).statusCode).toBe(401);
    // None of them was recorded: the student may still report the question.
    expect((await report(client, q!.id, { reason: "typo" })).statusCode).toBe(201);
    // Students do not see the queue.
    expect((await client.get("/api/admin/question-reports")).statusCode).toBe(403);
  });
});

describe("retiring a question", () => {
  it("resolves every open report of it, keeps today's assigned question answerable, and a resolved report cannot be resolved again", async () => {
    const first = await student();
    const second = await student();
    const [q] = (await dropOf(first.client)).questions;
    const a = (
      await report(first.client, q!.id, { reason: "wrong-key", text: "B is right" })
    ).json();
    const b = (await report(second.client, q!.id, { reason: "typo" })).json();
    // Every open report of the question, the earlier tests' students' included (new students
    // are often served the same first question).
    const open = new Set([
      a.reportId,
      b.reportId,
      ...(await queue()).filter((r) => r.question.id === q!.id).map((r) => r.reportId),
    ]);
    const resolved = await resolve(a.reportId, { action: "retire", note: "Key disputed." });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const result: ResolveResult = resolved.json();
    expect(result.resolution).toBe("retired");
    expect(new Set(result.resolvedReportIds)).toEqual(open);

    const retired = (await queue("retired")).filter((r) => r.question.id === q!.id);
    expect(new Set(retired.map((r) => r.reportId))).toEqual(open);
    expect(retired.every((r) => r.question.retired && r.note === "Key disputed.")).toBe(true);
    const events = await api.store.readStream(`question-${q!.id}`);
    expect(events.at(-1)).toMatchObject({
      type: "QuestionRetired",
      data: { questionId: q!.id, reason: "Key disputed.", reportId: a.reportId },
    });

    const again = await resolve(a.reportId, { action: "dismiss" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This report has already been resolved.");

    // A drop assigned before the retirement keeps the question for the day, and it is scored.
    const today = await dropOf(first.client);
    expect(today.questions.map((x) => x.id)).toContain(q!.id);
    const answered = await first.client.post("/api/daily-drop/answer", {
      questionId: q!.id,
      userAnswer: await keyOf(q!.id),
      responseTime: 20_000,
      isSkipped: false,
    });
    expect(answered.statusCode, answered.body).toBe(200);
  });

  it("never serves a retired question again: not in new drops, not in the diagnostic, not in the bank's selections", async () => {
    // The questions new students are served first: their drops and first diagnostic questions.
    const served = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const { client } = await student();
      for (const q of (await dropOf(client)).questions) served.add(q.id);
      served.add(await firstDiagnosticQuestion(client));
    }
    const reporter = await student();
    for (const id of served) await retireByReport(reporter.client, id);

    const bank = await loadQuestionBank(api.db.pool);
    for (const id of served) {
      expect(bank.items.some((i) => i.id === id)).toBe(false);
      expect(bank.diagnostic.candidates("english").some((i) => i.id === id)).toBe(false);
      expect(bank.diagnostic.candidates("math").some((i) => i.id === id)).toBe(false);
      expect(bank.find(id)?.id).toBe(id);
      expect(bank.diagnostic.find(id)?.id).toBe(id);
    }

    for (let i = 0; i < 6; i++) {
      const { client } = await student();
      const drop = (await dropOf(client)).questions.map((q) => q.id);
      expect(drop).toHaveLength(5);
      expect(drop.filter((id) => served.has(id))).toEqual([]);
      expect(served.has(await firstDiagnosticQuestion(client))).toBe(false);
    }
    // A focused set chooses from the same items.
    const { client } = await student();
    const set = await client.post("/api/practice/focused", {});
    expect(set.statusCode, set.body).toBe(201);
    const ids = (set.json().questions as { id: string }[]).map((q) => q.id);
    expect(ids).toHaveLength(5);
    expect(ids.filter((id) => served.has(id))).toEqual([]);
  }, 120_000);
});

describe("revising a question", () => {
  it("serves the new text in a drop that holds it, refuses a broken revision, and a build undoes neither revision nor retirement", async () => {
    const { client } = await student();
    const [q, other] = (await dropOf(client)).questions;
    const made = (await report(client, q!.id, { reason: "typo", text: "teh -> the" })).json();
    const open = (await queue()).find((r) => r.reportId === made.reportId)!;
    const edit = {
      stem: `${open.question.stem} (revised by an admin)`,
      choices: open.question.choices,
      answer: open.question.answer,
      explanation: open.question.explanation,
    };

    const broken = await resolve(made.reportId, {
      action: "revise",
      question: { ...edit, choices: ["1", "1", "2", "3"] },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/two choices are the same/);
    const missing = await resolve(made.reportId, { action: "revise" });
    expect(missing.statusCode).toBe(400);
    // Refused: the report is still open.
    expect((await queue()).some((r) => r.reportId === made.reportId)).toBe(true);

    const revised = await resolve(made.reportId, { action: "revise", question: edit });
    expect(revised.statusCode, revised.body).toBe(200);
    expect(revised.json().resolution).toBe("revised");
    const served = (await dropOf(client)).questions.find((x) => x.id === q!.id)!;
    expect(served.question_text).toBe(edit.stem);

    // Retire another question, then build the bank again: both decisions stand.
    await retireByReport(client, other!.id);
    const rebuilt = await admin.post("/api/admin/build-dataset");
    expect(rebuilt.statusCode).toBe(200);
    const after = (await dropOf(client)).questions.find((x) => x.id === q!.id)!;
    expect(after.question_text).toBe(edit.stem);
    const bank = await loadQuestionBank(api.db.pool);
    expect(bank.items.some((i) => i.id === other!.id)).toBe(false);
    const retiredAt = await api.db.pool.oneFirst(sql.type(z.object({ r: z.boolean() }))`
      select retired_at is not null as r from questions where id = ${other!.id}`);
    expect(retiredAt).toBe(true);
    // A retired question cannot be revised.
    const late = (await report(client, other!.id, { reason: "typo" })).json();
    const refused = await resolve(late.reportId, { action: "revise", question: edit });
    expect(refused.statusCode).toBe(409);
  });

  it("dismisses a report with a note, leaving the question as it was", async () => {
    const { client } = await student();
    const [q] = (await dropOf(client)).questions;
    const made = (await report(client, q!.id, { reason: "wrong-key" })).json();
    const dismissed = await resolve(made.reportId, {
      action: "dismiss",
      note: "The key is right.",
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    const row = (await queue("dismissed")).find((r) => r.reportId === made.reportId)!;
    expect(row).toMatchObject({ status: "dismissed", note: "The key is right." });
    expect(row.question.retired).toBe(false);
    // Resolved: the student may report the question again.
    expect((await report(client, q!.id, { reason: "unclear" })).statusCode).toBe(201);
  });
});

describe("erasure", () => {
  it("removes the reporter's report from the queue and shreds its note", async () => {
    const { client, id } = await student();
    const [q] = (await dropOf(client)).questions;
    const made = (
      await report(client, q!.id, { reason: "other", text: "My note names me." })
    ).json();
    expect((await queue()).find((r) => r.reportId === made.reportId)?.text).toBe(
      "My note names me.",
    );
    const erased = await client.request({ method: "DELETE", url: "/api/auth/user" });
    expect(erased.statusCode, erased.body).toBe(204);
    expect((await queue()).some((r) => r.reportId === made.reportId)).toBe(false);
    expect(await reportRows(id, made.reportId)).toEqual([]);
    const [event] = await api.store.readStream(`question-report-${made.reportId}`);
    expect(await api.vault.open(id, (event!.data as { text: string }).text)).toBeNull();

    // A rebuild from the log brings none of it back: no row of theirs, not in the queue.
    await api.rebuild("question-reports");
    expect(await reportRows(id, made.reportId)).toEqual([]);
    expect((await queue()).some((r) => r.reportId === made.reportId)).toBe(false);
  });
});

describe("the read model", () => {
  it("a rebuild of question_reports equals the live table", async () => {
    const live = await allReportRows();
    expect(live.some((r) => r.status === "open")).toBe(true);
    expect(live.some((r) => r.status === "retired")).toBe(true);
    await api.rebuild("question-reports");
    expect(await allReportRows()).toEqual(live);
  });
});
