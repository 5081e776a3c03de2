// The analysts' learning history against a real Postgres, through the routes: a student who
// onboards, does the diagnostic and three Daily Drops and gets a friend request; an analyst
// finds them by username prefix and by pseudonym, pages through the timeline (every entry once,
// in order), exports CSV and JSON Lines that parse back to the same entries, and every read is in
// the access log. A history of 20,000 events is exported in batches (the HTTP response's chunks,
// one per batch read). An erased student shows as erased with an empty history, and the friend
// request they sent is gone from the other student's history, a rebuild included. No response
// holds an email, a name, a school or an account id; a rebuild equals the live table.
import { randomUUID } from "node:crypto";
import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sql } from "../../database/pool.ts";
import { waitUntilProjected } from "../../database/projection-status.ts";
import type { Position } from "../../eventstore/port.ts";
import { startTestApi, type TestApi, type TestClient } from "../../testing/api.ts";
import type { DailyDrop } from "../schemas/practice.ts";
import type { DiagnosticAnswerResult, DiagnosticQuestion } from "../schemas/questions.ts";
import {
  timelineCsvColumns,
  type AnalystSearch,
  type TimelineEntry,
  type TimelinePage,
} from "../schemas/analyst.ts";
import { pseudonymOf } from "./pseudonym.ts";

const ANALYST = "analyst.history@example.com";
const EMAIL = "history.student@example.com";
const FIRST = "Rosalindqz";
const LAST = "Featherstonqz";
const SCHOOL = "Typed Academy Historyqz";
const USERNAME = "BraveOtter042";
let clock = new Date("2026-11-20T15:00:00Z");
let api: TestApi;
let analyst: TestClient;
let analystId: string;
let student: TestClient;
let userId: string;
let friendId: string;
let key: Buffer;
/** The erased student's stream: the last event the history tests append. */
let goneStream = "";
/** Every raw response body the analyst received, to search for what must never be in one. */
const bodies: string[] = [];

const keyOf = (id: string) =>
  api.db.pool.oneFirst(sql.type(z.object({ answer: z.string() }))`
    select answer from questions where id = ${id}`);
const wrongFor = (answer: string) => (answer === "A" ? "B" : "A");

/**
 * Waits until the history and users projections have applied the last event of these streams
 * (the store's head position leaves out transactions still open, the projector's own among them,
 * so it can lag behind an append that has returned).
 */
async function caughtUp(...streams: string[]) {
  let last: Position | null = null;
  for (const stream of streams) {
    const position = (await api.store.readStream(stream)).at(-1)?.position ?? null;
    if (position && (!last || api.store.comparePositions(position, last) > 0)) last = position;
  }
  expect(last).not.toBeNull();
  const result = await waitUntilProjected(api.db.pool, api.store, last!, {
    projections: ["history", "users"],
    timeoutMs: 180_000,
  });
  expect(result).toMatchObject({ ok: true });
}

async function ok(client: TestClient, url: string, body?: unknown) {
  const response = await client.post(url, body);
  expect(response.statusCode, `${url} ${response.body}`).toBe(200);
  return response;
}

async function diagnostic(subject: "english" | "math") {
  await ok(student, "/api/diagnostic/start", { subject });
  for (let n = 0; n < 20; n++) {
    const question = (await student.get(`/api/diagnostic/${subject}/question`)).json();
    const { id } = question as Extract<DiagnosticQuestion, { completed: false }>;
    const answer = await keyOf(id);
    const response = await ok(student, `/api/diagnostic/${subject}/answer`, {
      questionId: id,
      answer: n % 3 === 2 ? wrongFor(answer) : answer,
      responseTime: 40_000,
    });
    if ((response.json() as DiagnosticAnswerResult).isComplete) return;
  }
  throw new Error(`the ${subject} diagnostic never completed`);
}

/** Today's drop: the first question skipped, one wrong, the rest right. */
async function dailyDrop() {
  const drop = (await student.get("/api/daily-drop")).json() as DailyDrop;
  for (const [i, q] of drop.questions.entries()) {
    const answer = await keyOf(q.id);
    await ok(student, "/api/daily-drop/answer", {
      questionId: q.id,
      userAnswer: i === 1 ? wrongFor(answer) : answer,
      responseTime: 30_000 + i * 1_000,
      isSkipped: i === 0,
    });
  }
}

/** A GET by the analyst, its body kept for the privacy sweep. */
async function get(url: string) {
  const response = await analyst.get(url);
  bodies.push(response.body);
  return response;
}

beforeAll(async () => {
  api = await startTestApi({ bank: true, auth: { analystEmails: [ANALYST] }, now: () => clock });
  key = api.deps.keys.analystPseudonym;
  analyst = api.client();
  ({ id: analystId } = await analyst.register(ANALYST));
  student = api.client();
  ({ id: userId } = await student.register(EMAIL));
  await ok(student, "/api/onboarding/demographics", {
    firstName: FIRST,
    lastName: LAST,
    gradeLevel: "11",
    satHistory: "never",
    timeZone: "America/New_York",
  });
  await ok(student, "/api/onboarding/school", { school: SCHOOL });
  await ok(student, "/api/onboarding/sat-date", { satDate: "2027-03-13" });
  await ok(student, "/api/username/update", { username: USERNAME });
  await diagnostic("english");
  await diagnostic("math");
  for (let day = 0; day < 3; day++) {
    await dailyDrop();
    clock = new Date(clock.getTime() + 86_400_000);
  }
  const friend = api.client();
  ({ id: friendId } = await friend.register("history.friend@example.com"));
  await ok(friend, "/api/username/update", { username: "CalmHeron117" });
  await ok(friend, "/api/friends/request", { username: USERNAME });
  await caughtUp(`user-${friendId}`, `friendship-${[userId, friendId].sort().join("-")}`);
}, 300_000);
afterAll(() => api.close());

const pageOf = (response: { json(): unknown }) => response.json() as TimelinePage;

async function wholeTimeline(id: string, limit: number): Promise<TimelineEntry[]> {
  const entries: TimelineEntry[] = [];
  for (let after: number | null = 0; after !== null;) {
    const response = await get(
      `/api/analyst/students/${id}/timeline?after=${after}&limit=${limit}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const page = pageOf(response);
    entries.push(...page.entries);
    after = page.nextAfter;
  }
  return entries;
}

describe("finding a student", () => {
  it("by a username prefix, whatever its case", async () => {
    const response = await get(`/api/analyst/students?q=${USERNAME.slice(0, 6).toLowerCase()}`);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as AnalystSearch).students).toEqual([
      {
        id: pseudonymOf(key, userId),
        username: USERNAME,
        status: "active",
        registeredOn: await api.db.pool.oneFirst(sql.type(z.object({ day: z.string() }))`
          select to_char(registered_at at time zone 'UTC', 'YYYY-MM-DD') as day
          from users where user_id = ${userId}`),
        erasedAt: null,
      },
    ]);
  });

  it("by pseudonym, and nobody for an unknown one or a prefix no username has", async () => {
    const id = pseudonymOf(key, userId);
    const found = await get(`/api/analyst/students?q=${id.toUpperCase()}`);
    expect((found.json() as AnalystSearch).students.map((s) => s.id)).toEqual([id]);
    const unknown = await get(`/api/analyst/students?q=${pseudonymOf(key, randomUUID())}`);
    expect(unknown.json()).toEqual({ students: [] });
    expect((await get("/api/analyst/students?q=zzzqqq")).json()).toEqual({ students: [] });
  });

  it("one student by id, 404 for an id naming nobody", async () => {
    const response = await get(`/api/analyst/students/${pseudonymOf(key, userId)}`);
    expect(response.json()).toMatchObject({ username: USERNAME, status: "active" });
    const unknown = await get(`/api/analyst/students/${pseudonymOf(key, randomUUID())}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: "No student has this id." });
  });
});

describe("the timeline", () => {
  let entries: TimelineEntry[];

  it("pages cover every entry exactly once, in recorded order", async () => {
    const id = pseudonymOf(key, userId);
    entries = await wholeTimeline(id, 7);
    const first = pageOf(await get(`/api/analyst/students/${id}/timeline?limit=7`));
    expect(first.total).toBe(entries.length);
    expect(first.entries).toHaveLength(7);
    expect(first.nextAfter).toBe(7);
    expect(entries.map((e) => e.seq)).toEqual(entries.map((_, i) => i + 1));
    const times = entries.map((e) => e.at);
    expect([...times].sort()).toEqual(times);
    // The same entries in one page.
    expect(pageOf(await get(`/api/analyst/students/${id}/timeline?limit=500`)).entries).toEqual(
      entries,
    );
  });

  it("holds the onboarding, the diagnostic, three drops and the friend request, in that order", async () => {
    const types = entries.map((e) => e.type);
    expect(types.slice(0, 5)).toEqual([
      "UserRegistered",
      "DemographicsRecorded",
      "SchoolChosen",
      "SatDateChosen",
      "UsernameChosen",
    ]);
    expect(types.filter((t) => t === "DiagnosticSubjectCompleted")).toHaveLength(2);
    expect(types.filter((t) => t === "DailyDropAnswerSubmitted")).toHaveLength(12);
    expect(types.filter((t) => t === "DailyDropQuestionSkipped")).toHaveLength(3);
    expect(types.at(-1)).toBe("FriendRequestSent");
    expect(entries.at(-1)).toMatchObject({
      context: "friends",
      summary: "Friend request received",
      detail: { otherStudent: pseudonymOf(key, friendId) },
    });
    const answer = entries.find((e) => e.type === "DiagnosticAnswerRecorded")!;
    expect(answer).toMatchObject({ context: "diagnostic", subject: "english" });
    expect(answer.answer).toMatch(/^[A-D]$/);
    expect(answer.estimate!.low).toBeLessThanOrEqual(answer.estimate!.score);
    const completions = entries.filter((e) => e.type === "DailyDropCompleted");
    expect(completions.map((e) => e.streakDays)).toEqual([1, 2, 3]);
    const drop = entries.find((e) => e.type === "DailyDropAssigned")!;
    expect((drop.detail.questionIds as string[]).length).toBe(5);
  });

  it("is recorded in the analyst access log", async () => {
    const logged = await api.store.readStream(`analyst-access-${analystId}`);
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.map((e) => (e.data as { action: string }).action)).toContain("timeline");
  });

  it("is refused to a student who is not an analyst", async () => {
    const response = await student.get(
      `/api/analyst/students/${pseudonymOf(key, userId)}/timeline`,
    );
    expect(response.statusCode).toBe(403);
  });

  it("CSV and JSON Lines exports parse back to the same entries", async () => {
    const id = pseudonymOf(key, userId);
    const csv = await get(`/api/analyst/students/${id}/history.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe(
      `attachment; filename="levelfield-history-${id}.csv"`,
    );
    const [header, ...records] = parse(csv.body) as string[][];
    expect(header).toEqual([...timelineCsvColumns]);
    const text = (v: unknown) => (v === null ? "" : String(v));
    expect(records).toEqual(
      entries.map((e) => [
        text(e.seq),
        e.at,
        e.context,
        e.type,
        e.summary,
        text(e.subject),
        text(e.questionId),
        text(e.answer),
        text(e.correct),
        text(e.responseTimeMs),
        text(e.xp),
        text(e.estimate?.score ?? null),
        text(e.estimate?.low ?? null),
        text(e.estimate?.high ?? null),
        text(e.level),
        text(e.streakDays),
        JSON.stringify(e.detail),
      ]),
    );

    const jsonl = await get(`/api/analyst/students/${id}/history.jsonl`);
    expect(jsonl.headers["content-type"]).toBe("application/x-ndjson");
    expect(jsonl.headers["content-disposition"]).toBe(
      `attachment; filename="levelfield-history-${id}.jsonl"`,
    );
    const lines = jsonl.body.trimEnd().split("\n");
    expect(lines.map((l) => JSON.parse(l) as unknown)).toEqual(entries);

    const logged = await api.store.readStream(`analyst-access-${analystId}`);
    const actions = logged.map((e) => (e.data as { action: string }).action);
    expect(actions).toContain("export-csv");
    expect(actions).toContain("export-jsonl");
  });
});

/** GET over a real socket: the raw chunks of the chunked body, as the server wrote them. */
async function rawChunks(url: string, cookies: Map<string, string>) {
  const address = await api.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = api.app.server.address() as AddressInfo;
  expect(address).toContain(String(port));
  const raw = await new Promise<Buffer>((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const parts: Buffer[] = [];
    socket.on("data", (d: Buffer) => parts.push(d));
    socket.on("end", () => resolve(Buffer.concat(parts)));
    socket.on("error", reject);
    const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    socket.write(
      `GET ${url} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\nConnection: close\r\n\r\n`,
    );
  });
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.subarray(0, split).toString("latin1");
  const chunks: Buffer[] = [];
  for (let at = split + 4; ;) {
    const lineEnd = raw.indexOf("\r\n", at);
    const size = parseInt(raw.subarray(at, lineEnd).toString("latin1"), 16);
    if (size === 0) break;
    chunks.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return { head, chunks };
}

describe("a long history", () => {
  const EVENTS = 20_000;

  it("exports 20,000 entries in batches of 1,000 rows, one chunk each", async () => {
    const bulk = api.client();
    const { id: bulkId } = await bulk.register("history.bulk@example.com");
    for (let i = 0; i < EVENTS; i += 1_000) {
      const events = Array.from({ length: 1_000 }, (_, j) => ({
        eventId: randomUUID(),
        type: "DailyDropQuestionSkipped",
        data: {
          userId: bulkId,
          day: "2026-11-20",
          questionId: `synthetic-${i + j}`,
          subject: "math",
          domain: "algebra",
          skill: "linear_functions",
          responseTimeMs: 1_000,
          xp: 0,
          performanceCategory: "skipped",
          idempotencyKey: null,
        },
      }));
      await api.store.append(`practice-${bulkId}`, events, { expectedVersion: "any" });
    }
    await caughtUp(`practice-${bulkId}`, `user-${bulkId}`);
    const id = pseudonymOf(key, bulkId);
    // Every skip and the account's creation (the projector may still be applying the last ones).
    let total = 0;
    for (let tries = 0; tries < 600 && total < EVENTS + 1; tries++) {
      if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 200));
      total = pageOf(await get(`/api/analyst/students/${id}/timeline?limit=1`)).total;
    }
    expect(total).toBe(EVENTS + 1);

    const { head, chunks } = await rawChunks(
      `/api/analyst/students/${id}/history.csv`,
      analyst.cookies,
    );
    expect(head).toMatch(/^HTTP\/1\.1 200/);
    expect(head.toLowerCase()).toContain("transfer-encoding: chunked");
    expect(head.toLowerCase()).not.toContain("content-length");
    // The header, then one chunk per batch of 1,000 rows read: never the whole history at once.
    expect(chunks).toHaveLength(1 + Math.ceil(total / 1_000));
    const [header, ...records] = parse(Buffer.concat(chunks).toString("utf8")) as string[][];
    expect(header).toEqual([...timelineCsvColumns]);
    expect(records.map((r) => Number(r[0]))).toEqual(records.map((_, i) => i + 1));
    for (const chunk of chunks.slice(1, -1)) {
      expect(parse(chunk.toString("utf8"))).toHaveLength(1_000);
    }
  }, 300_000);
});

/** The erased student's account id. */
let goneId = "";
/** The rows of learning_history that hold the account id anywhere. */
const rowsNaming = (id: string) =>
  api.db.pool.anyFirst(sql.type(z.object({ row: z.string() }))`
    select t::text as row from learning_history t where t::text like ${`%${id}%`}`);

describe("an erased student", () => {
  it("is found by pseudonym as erased, with an empty timeline and exports", async () => {
    const gone = api.client();
    ({ id: goneId } = await gone.register("history.gone@example.com"));
    await ok(gone, "/api/username/update", { username: "CalmHeron233" });
    await ok(gone, "/api/friends/request", { username: USERNAME });
    await caughtUp(`user-${goneId}`, `friendship-${[userId, goneId].sort().join("-")}`);
    const id = pseudonymOf(key, goneId);
    expect(pageOf(await get(`/api/analyst/students/${id}/timeline`)).total).toBe(3);
    const otherOf = async () =>
      (await wholeTimeline(pseudonymOf(key, userId), 500)).filter(
        (e) => e.detail.otherStudent === id,
      );
    expect(await otherOf()).toHaveLength(1);
    const erased = await gone.request({ method: "DELETE", url: "/api/auth/user" });
    expect(erased.statusCode, erased.body).toBe(204);
    await caughtUp(`user-${goneId}`);
    goneStream = `user-${goneId}`;
    // Nothing of theirs is left: not their rows, nor the friend request in the other's history.
    expect(await rowsNaming(goneId)).toEqual([]);
    expect(await otherOf()).toEqual([]);

    const [found] = ((await get(`/api/analyst/students?q=${id}`)).json() as AnalystSearch).students;
    expect(found).toMatchObject({ id, username: null, status: "erased", registeredOn: null });
    expect(found!.erasedAt).not.toBeNull();
    expect((await get("/api/analyst/students?q=calmheron2")).json()).toEqual({ students: [] });

    const page = await get(`/api/analyst/students/${id}/timeline`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      student: { status: "erased" },
      entries: [],
      nextAfter: null,
      total: 0,
    });
    expect((await get(`/api/analyst/students/${id}/history.csv`)).body).toBe(
      timelineCsvColumns.join(",") + "\r\n",
    );
    expect((await get(`/api/analyst/students/${id}/history.jsonl`)).body).toBe(
      '{"status":"erased"}\n',
    );
  });
});

describe("privacy and the read model", () => {
  it("no response holds an email, a name, the school or an account id", () => {
    const all = bodies.join("\n").toLowerCase();
    expect(bodies.length).toBeGreaterThan(10);
    for (const secret of [EMAIL, ANALYST, FIRST, LAST, SCHOOL, userId, friendId, analystId]) {
      expect(all).not.toContain(secret.toLowerCase());
    }
    expect(all).not.toContain("pd1.");
  });

  it("a rebuild of learning_history equals the live table", async () => {
    const rows = () =>
      api.db.pool.anyFirst(sql.type(z.object({ row: z.string() }))`
        select t::text as row from learning_history t order by user_id, seq`);
    await caughtUp(goneStream);
    const live = await rows();
    expect(live.length).toBeGreaterThan(EVENTS_AT_LEAST);
    await api.rebuild("history");
    expect(await rows()).toEqual(live);
    expect(await rowsNaming(goneId)).toEqual([]);
  }, 300_000);
});

const EVENTS_AT_LEAST = 20_000;
