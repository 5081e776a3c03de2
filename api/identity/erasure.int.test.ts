// Erasure leaves nothing behind (reliability row 22), through the routes a student uses: a
// student who registered, onboarded with a typed school, took part of the diagnostic, answered
// a Daily Drop and chose a username erases the account. Afterwards, and again after every
// projection is rebuilt from the events, no table holds a row linked to their id (the erasure
// tombstone excepted: it exists to keep those rows gone), and neither the tables nor the events
// (their data and stream names) hold their email, names, the school they typed or their username. A late event of the erased student (a request
// in flight during the erasure) brings no row back, live or in a rebuild.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sql } from "../../database/pool.ts";
import { startTestApi, type TestApi, type TestClient } from "../../testing/api.ts";
import { dumpDatabase } from "../../testing/database.ts";
import { satDateAhead } from "../../testing/sat-date.ts";

const EMAIL = "Quillon.Erasure@example.com";
const FIRST = "Quillonia";
const LAST = "Marchettova";
const TYPED_SCHOOL = "Zephyrine Hollow Learning Co-op";
/** A username can be a real name: after erasure it is as gone as the names (issue 31). */
const USERNAME = "BraveOtter042";
const SECRETS = [EMAIL, FIRST, LAST, TYPED_SCHOOL, USERNAME].map((s) => s.toLowerCase());

let api: TestApi;
let student: TestClient;
let userId: string;

/** Waits until every projection has applied every event appended so far. */
async function caughtUp() {
  await api.caughtUp(api.deps.projections);
}

/** Each table's rows as text, by table name. */
async function tables(): Promise<Map<string, string>> {
  const sections = new Map<string, string>();
  let current = "";
  for (const line of (await dumpDatabase(api.db.pool)).split("\n")) {
    const header = /^-- [^.]+\.(.+)$/.exec(line);
    if (header) sections.set((current = header[1]!), "");
    else sections.set(current, `${sections.get(current)}${line}\n`);
  }
  return sections;
}

/** The read tables' rows, sorted (a rebuild writes them in another physical order). */
async function readTables() {
  const all = await tables();
  return Object.fromEntries(
    READ_TABLES.map((t) => [t, (all.get(t) ?? "").split("\n").filter(Boolean).sort()]),
  );
}
const READ_TABLES = [
  "users",
  "practice_students",
  "practice_days",
  "practice_answers",
  "questions",
  "question_stats",
  "activity_daily",
];

/** What is left of the student: tables with a row naming their id, and any secret anywhere. */
async function leftovers() {
  const found: string[] = [];
  for (const [table, rows] of await tables()) {
    // The event log keeps the events (their personal fields sealed under a shredded key), and
    // erased_users keeps the id so no late event can bring a row back.
    if (table !== "events" && table !== "erased_users" && rows.includes(userId)) {
      found.push(`${table}: a row with the id`);
    }
    for (const secret of SECRETS) {
      if (rows.toLowerCase().includes(secret)) found.push(`${table}: "${secret}"`);
    }
  }
  return found;
}

beforeAll(async () => {
  api = await startTestApi({ bank: true });

  student = api.client();
  ({ id: userId } = await student.register(EMAIL));
  const steps = [
    await student.post("/api/onboarding/demographics", {
      firstName: FIRST,
      lastName: LAST,
      gradeLevel: "11",
      satHistory: "never",
      timeZone: "America/New_York",
    }),
    await student.post("/api/onboarding/school", { school: TYPED_SCHOOL }),
    await student.post("/api/onboarding/sat-date", { satDate: satDateAhead(api.deps.now()) }),
    await student.post("/api/username/update", { username: USERNAME }),
    await student.post("/api/diagnostic/start", { subject: "english" }),
  ];
  for (const step of steps) expect(step.statusCode, step.body).toBe(200);
  const question = (await student.get("/api/diagnostic/english/question")).json();
  expect(
    (
      await student.post("/api/diagnostic/english/answer", {
        questionId: question.id,
        answer: "A",
        responseTime: 30_000,
      })
    ).statusCode,
  ).toBe(200);
  const drop = (await student.get("/api/daily-drop")).json();
  for (const q of drop.questions.slice(0, 2)) {
    const answered = await student.post("/api/daily-drop/answer", {
      questionId: q.id,
      userAnswer: "A",
      responseTime: 40_000,
      isSkipped: false,
    });
    expect(answered.statusCode, answered.body).toBe(200);
  }
  await caughtUp();
}, 120_000);
afterAll(() => api.close());

describe("erasing an account", () => {
  it("given a student with onboarding, a diagnostic and a Daily Drop, their rows and words are there before", async () => {
    await caughtUp();
    const found = await leftovers();
    // The search can fail: before erasure it finds the student in the read tables…
    const personal = [
      "users",
      "practice_students",
      "practice_days",
      "practice_answers",
      "item_responses",
    ];
    for (const table of personal) {
      expect(found).toContain(`${table}: a row with the id`);
    }
    // …and the typed school, like the names, is sealed even before erasure: never in the clear.
    expect(found.filter((f) => f.includes(TYPED_SCHOOL.toLowerCase()))).toEqual([]);
    // The username is in the clear where other students read it while the account lives, and
    // never in the log: sealed in UsernameChosen, the claim stream named by a keyed hash (the
    // dump of `events` holds every stream name).
    const username = USERNAME.toLowerCase();
    expect(found).toContain(`users: "${username}"`);
    expect(found).toContain(`ranking_students: "${username}"`);
    expect(found).not.toContain(`events: "${username}"`);
    expect((await student.get("/api/auth/user")).json().username).toBe(USERNAME);
    expect((await student.get("/api/auth/user")).json().school).toBe(TYPED_SCHOOL);
  });

  it("when the student erases the account, then no table keeps a row of theirs and nothing names them, live and after rebuilding every projection", async () => {
    const response = await student.request({ method: "DELETE", url: "/api/auth/user" });
    expect(response.statusCode).toBe(204);
    await caughtUp();
    expect(await leftovers()).toEqual([]);
    const live = await readTables();

    for (const name of api.deps.projections) await api.rebuild(name);
    expect(await leftovers()).toEqual([]);
    // A rebuild of a log with an erasure in it equals the live tables, row for row.
    expect(await readTables()).toEqual(live);
    // The tombstone holds the random id, where in the log and when: nothing else.
    const columns = await api.db.pool.anyFirst(sql.type(z.object({ column_name: z.string() }))`
      select column_name from information_schema.columns where table_name = 'erased_users'
      order by ordinal_position`);
    expect(columns).toEqual(["user_id", "position", "erased_at"]);
    const tombstones = await api.db.pool.anyFirst(sql.type(z.object({ user_id: z.string() }))`
      select user_id::text from erased_users`);
    expect(tombstones).toEqual([userId]);
  });

  it("when an event of the erased student lands after the erasure, then it brings no row back, live or rebuilt", async () => {
    const stream = `practice-${userId}`;
    const events = await api.store.readStream(stream);
    const answer = events.findLast((e) => e.type === "DailyDropAnswerSubmitted")!;
    // A request that passed its session check before the erasure and appends after it.
    await api.store.append(
      stream,
      [{ eventId: randomUUID(), type: answer.type, data: answer.data, metadata: {} }],
      { expectedVersion: events.length },
    );
    await caughtUp();
    expect(await leftovers()).toEqual([]);
    await api.rebuild("practice");
    expect(await leftovers()).toEqual([]);
  });
});
