// The tips calls against a real Postgres, through the routes as the SPA calls them, with the
// server's clock under the test's control: the tip of the day fixed for the student's day and
// new the next, another tip that differs, bookmarks (3 a day, the same tip once, a removal that
// gives no place back), 10 concurrent bookmarks of which exactly 3 pass (reliability row 9), the
// limit held by a second app instance on the same database (it comes from the events), unknown
// tips, visitors, erasure, and a rebuild of tip_bookmarks equal to the live table.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sql } from "../../database/pool.ts";
import { fold } from "../../domain/decider.ts";
import { rankFocus } from "../../domain/planning/focus.ts";
import { practiceDecider } from "../../domain/practice/decider.ts";
import { parsePracticeEvent } from "../../domain/practice/events.ts";
import { skillNames, type Skill } from "../../domain/questions/item.ts";
import { tipCatalogue } from "../../domain/tips/catalogue.ts";
import { createPostgresEventStore } from "../../eventstore/postgres.ts";
import { startTestApi, TestClient, type TestApi } from "../../testing/api.ts";
import { buildApp } from "../app.ts";
import type { BookmarkedTip, BookmarkResult, TipView } from "../schemas/tips.ts";

// 15:00 UTC is 10:00 in New York: the students' day is 2026-11-20.
let clock = new Date("2026-11-20T15:00:00Z");
const nextDay = () => {
  clock = new Date(clock.getTime() + 24 * 3600 * 1000);
};
let api: TestApi;
let enrolled = 0;

beforeAll(async () => {
  api = await startTestApi({ bank: true, now: () => clock });
}, 120_000);
afterAll(() => api.close());

type Student = { client: TestClient; id: string };

async function newStudent(): Promise<Student> {
  const client = api.client();
  const { id } = await client.register(`tips.student${++enrolled}@example.com`);
  const onboarded = await client.post("/api/onboarding/demographics", {
    firstName: "Tess",
    lastName: "Tipton",
    gradeLevel: "11",
    satHistory: "never",
    timeZone: "America/New_York",
  });
  expect(onboarded.statusCode, onboarded.body).toBe(200);
  return { client, id };
}

async function tipOfTheDay(student: Student): Promise<TipView> {
  const response = await student.client.get("/api/tip-of-the-day");
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function another(student: Student): Promise<TipView> {
  const response = await student.client.get("/api/tips/another");
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const bookmark = (student: Student, tipId: string, remoteAddress?: string) =>
  student.client.request({
    method: "POST",
    url: `/api/tips/${tipId}/bookmark`,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const unbookmark = (student: Student, tipId: string) =>
  student.client.request({ method: "DELETE", url: `/api/tips/${tipId}/bookmark` });

async function bookmarked(student: Student): Promise<BookmarkedTip[]> {
  const response = await student.client.get("/api/tips/bookmarked");
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const tipsEvents = async (student: Student) =>
  (await api.store.readStream(`tips-${student.id}`)).map((e) => e.type);

const LIMIT_MESSAGE = "You've reached the daily limit of 3 tips.";
const ids = tipCatalogue.map((t) => t.id);

async function caughtUp() {
  await api.caughtUp(["tips"]);
}

const bookmarkRows = async () =>
  api.db.pool.any(sql.type(
    z.object({ user_id: z.string(), tip_id: z.string(), at: z.string() }),
  )`select user_id::text, tip_id, bookmarked_at::text as at from tip_bookmarks
    order by user_id, tip_id`);

describe("the catalogue", () => {
  it("has tips to choose from (the content is merged)", () => {
    expect(tipCatalogue.length).toBeGreaterThanOrEqual(150);
  });
});

describe("visitors", () => {
  it.each([
    ["GET", "/api/tip-of-the-day"],
    ["GET", "/api/tips/another"],
    ["GET", "/api/tips/bookmarked"],
    ["POST", `/api/tips/${ids[0]}/bookmark`],
    ["DELETE", `/api/tips/${ids[0]}/bookmark`],
  ] as const)("%s %s: 401", async (method, url) => {
    const response = await api.client().request({ method, url });
    expect(response.statusCode, response.body).toBe(401);
  });
});

describe("the tip of the day", () => {
  let student: Student;
  let first: TipView;

  it("given a student who never practised, then it is a general tip that says why, the same on every read of the day", async () => {
    student = await newStudent();
    first = await tipOfTheDay(student);
    expect(["general", "wildcard"]).toContain(first.category);
    expect(first.reason).toBe(
      "A general tip while we learn your strengths: answer today's Daily Drop and tips will follow your weakest skill.",
    );
    expect(first.bookmarked).toBe(false);
    expect(await tipOfTheDay(student)).toEqual(first);
    clock = new Date("2026-11-21T04:30:00Z"); // 23:30 in New York: still the 20th there
    expect(await tipOfTheDay(student)).toEqual(first);
    // Recorded once: the later reads appended nothing.
    expect(await tipsEvents(student)).toEqual(["TipOfTheDayShown"]);
  });

  it("when another tip is asked for, then it differs from today's and from the previous one, and the tip of the day stays", async () => {
    const one = await another(student);
    const two = await another(student);
    expect(one.id).not.toBe(first.id);
    expect(two.id).not.toBe(one.id);
    expect(two.id).not.toBe(first.id);
    expect((await tipOfTheDay(student)).id).toBe(first.id);
    expect(await tipsEvents(student)).toEqual([
      "TipOfTheDayShown",
      "AnotherTipShown",
      "AnotherTipShown",
    ]);
  });

  it("the next day in the student's zone, then a different tip (none seen in the last 14 days)", async () => {
    const stored = await api.store.readStream(`tips-${student.id}`);
    const seen = new Set(stored.map((e) => (e.data as { tipId: string }).tipId));
    expect(seen.size).toBe(3);
    clock = new Date("2026-11-21T15:00:00Z");
    const next = await tipOfTheDay(student);
    expect(seen.has(next.id)).toBe(false);
    expect(await tipOfTheDay(student)).toEqual(next);
  });

  it("given the day's tip chosen before any answer, when today's Daily Drop is done, then its reason no longer asks for the drop, and the tip stays the same", async () => {
    const newcomer = await newStudent();
    const before = await tipOfTheDay(newcomer);
    expect(before.reason).toMatch(/answer today's Daily Drop/);
    const drop = (await newcomer.client.get("/api/daily-drop")).json() as {
      questions: { id: string }[];
    };
    for (const q of drop.questions) {
      const response = await newcomer.client.post("/api/daily-drop/answer", {
        questionId: q.id,
        userAnswer: "A",
        responseTime: 30_000,
        isSkipped: false,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const after = await tipOfTheDay(newcomer);
    expect(after.id).toBe(before.id);
    expect(after.reason).not.toMatch(/answer today's Daily Drop/);
    expect(after.reason).toBe(
      "A general tip while we learn your strengths: chosen before today's Daily Drop; from tomorrow, tips follow your weakest skill.",
    );
  });

  it("given a student who practised, then the tip is about a skill of their top focus area, with their numbers", async () => {
    const practised = await newStudent();
    const drop = (await practised.client.get("/api/daily-drop")).json() as {
      questions: { id: string }[];
    };
    for (const q of drop.questions) {
      const response = await practised.client.post("/api/daily-drop/answer", {
        questionId: q.id,
        userAnswer: "",
        responseTime: 20_000,
        isSkipped: true,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const stored = await api.store.readStream(`practice-${practised.id}`);
    const state = fold(
      practiceDecider,
      stored.map((e) => parsePracticeEvent(e.type, e.data)),
    );
    const top = rankFocus({ tracker: state.tracker, history: state.history })[0]!;
    const tip = await tipOfTheDay(practised);
    expect(tip.subSkill, tip.reason).toBeDefined();
    expect(top.skills.map((s) => s.skill)).toContain(tip.subSkill);
    const record = top.skills.find((s) => s.skill === tip.subSkill)!;
    expect(tip.reason).toContain(`For ${skillNames[tip.subSkill as Skill]}:`);
    if (record.answers > 0) {
      expect(tip.reason).toContain(
        `you got ${record.correct} of your last ${record.answers} right`,
      );
    }
  });
});

describe("bookmarks", () => {
  let student: Student;
  const [a, b, c, d, e] = ids as [string, string, string, string, string];

  it("given a student, when 3 tips are bookmarked, then each is 201 and counted, and the list shows them newest first", async () => {
    student = await newStudent();
    for (const [i, tipId] of [a, b, c].entries()) {
      clock = new Date(clock.getTime() + 1000);
      const response = await bookmark(student, tipId);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<BookmarkResult>()).toEqual({
        success: true,
        bookmarksToday: i + 1,
        limit: 3,
      });
    }
    const list = await bookmarked(student);
    expect(list.map((t) => t.id)).toEqual([c, b, a]);
    expect(list.every((t) => t.bookmarked)).toBe(true);
    expect(list[0]).toMatchObject({ headline: tipCatalogue.find((t) => t.id === c)!.headline });
  });

  it("when one of them is bookmarked again, then 200 and it still counts once", async () => {
    const response = await bookmark(student, b);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<BookmarkResult>().bookmarksToday).toBe(3);
  });

  it("when a 4th is bookmarked, then 429 with the spec's message, and nothing recorded", async () => {
    const before = await tipsEvents(student);
    const response = await bookmark(student, d);
    expect(response.statusCode, response.body).toBe(429);
    expect(response.json()).toMatchObject({ message: LIMIT_MESSAGE });
    expect(await tipsEvents(student)).toEqual(before);
  });

  it("the tip of the day says whether it is bookmarked", async () => {
    const other = await newStudent();
    const today = await tipOfTheDay(other);
    expect(today.bookmarked).toBe(false);
    expect((await bookmark(other, today.id)).statusCode).toBe(201);
    expect(await tipOfTheDay(other)).toEqual({ ...today, bookmarked: true });
  });

  it("when a bookmark is removed, then it leaves the list, and gives no place back today", async () => {
    const removed = await unbookmark(student, a);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await bookmarked(student)).map((t) => t.id)).toEqual([c, b]);
    expect((await bookmark(student, d)).statusCode).toBe(429);
    // Removing it again is a success that changes nothing.
    const events = await tipsEvents(student);
    expect((await unbookmark(student, a)).statusCode).toBe(200);
    expect(await tipsEvents(student)).toEqual(events);
    // The tip removed today may come back: it was one of today's three.
    expect((await bookmark(student, a)).statusCode).toBe(201);
  });

  it("the next day allows 3 more", async () => {
    nextDay();
    for (const tipId of [d, e]) expect((await bookmark(student, tipId)).statusCode).toBe(201);
    expect((await bookmark(student, ids[5]!)).statusCode).toBe(201);
    expect((await bookmark(student, ids[6]!)).statusCode).toBe(429);
    expect((await bookmarked(student)).map((t) => t.id).sort()).toEqual(
      [a, b, c, d, e, ids[5]!].sort(),
    );
  });

  it("an unknown tip is a 404 naming it", async () => {
    for (const response of [
      await bookmark(student, "no-such-tip"),
      await unbookmark(student, "no-such-tip"),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ message: 'There is no tip "no-such-tip".' });
    }
  });
});

describe("10 concurrent bookmarks (reliability row 9)", () => {
  it.each([1, 2, 3, 4])(
    "round %i: of 10 different tips bookmarked at once, exactly 3 succeed and 7 get 429",
    async (round) => {
      const student = await newStudent();
      const tips = ids.slice(round * 10, round * 10 + 10);
      const responses = await Promise.all(
        tips.map((tipId, i) => bookmark(student, tipId, `10.9.${round}.${i + 1}`)),
      );
      const codes = responses.map((r) => r.statusCode).sort();
      expect(codes, responses.map((r) => r.body).join("\n")).toEqual([
        ...Array(3).fill(201),
        ...Array(7).fill(429),
      ]);
      for (const r of responses.filter((x) => x.statusCode === 429)) {
        expect(r.json()).toMatchObject({ message: LIMIT_MESSAGE });
      }
      expect((await tipsEvents(student)).filter((t) => t === "TipBookmarked")).toHaveLength(3);
      expect(await bookmarked(student)).toHaveLength(3);
    },
  );
});

describe("after a restart", () => {
  it("a fresh app instance on the same database holds the day's count, and a new day allows 3 more there", async () => {
    const student = await newStudent();
    for (const tipId of ids.slice(100, 103)) {
      expect((await bookmark(student, tipId)).statusCode).toBe(201);
    }
    // A second app: its own event store client and its own process state, the same database.
    const store = createPostgresEventStore({
      pool: api.db.pool,
      databaseUrl: api.db.url,
      pollIntervalMs: 50,
    });
    const app = await buildApp({ ...api.deps, store });
    try {
      await app.ready();
      const restarted = { client: new TestClient(app), id: student.id };
      for (const [k, v] of student.client.cookies) restarted.client.cookies.set(k, v);
      const refused = await bookmark(restarted, ids[103]!);
      expect(refused.statusCode, refused.body).toBe(429);
      expect(refused.json()).toMatchObject({ message: LIMIT_MESSAGE });
      // Concurrently on both instances the next day: still exactly 3.
      nextDay();
      const responses = await Promise.all(
        ids
          .slice(104, 110)
          .map((tipId, i) => bookmark(i % 2 ? restarted : student, tipId, `10.8.0.${i + 1}`)),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 429, 429, 429]);
    } finally {
      await app.close();
      await store.close();
    }
  });
});

describe("the read model", () => {
  it("a rebuild of tip_bookmarks equals the live table", async () => {
    await caughtUp();
    const live = await bookmarkRows();
    expect(live.length).toBeGreaterThan(10);
    await api.rebuild("tips");
    expect(await bookmarkRows()).toEqual(live);
  });

  it("erasing a student leaves none of their tip_bookmarks rows, live or rebuilt", async () => {
    const student = await newStudent();
    expect((await bookmark(student, ids[0]!)).statusCode).toBe(201);
    const mine = async () => (await bookmarkRows()).filter((r) => r.user_id === student.id);
    expect(await mine()).toHaveLength(1);
    const erased = await student.client.request({ method: "DELETE", url: "/api/auth/user" });
    expect(erased.statusCode, erased.body).toBe(204);
    await caughtUp();
    expect(await mine()).toEqual([]);
    await api.rebuild("tips");
    expect(await mine()).toEqual([]);
  });
});
