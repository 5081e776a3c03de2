// The rankings projection against a real PostgreSQL: a few students' weeks in their groups'
// histograms and school rows, a hide and a school change moving their counts, erasure deleting
// their personal rows (the aggregates keep counting anonymously), and a property: random
// students, schools, weeks, answers, completions, levels, hides, school changes and erasures
// leave the same tables live as after a rebuild from the log.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { z } from "zod";
import { sql } from "../../database/pool.ts";
import { waitUntilProjected } from "../../database/projection-status.ts";
import { pick, randomInt, seededRandom } from "../../domain/random.ts";
import { createPostgresEventStore } from "../../eventstore/postgres.ts";
import type { EventStore, Position } from "../../eventstore/port.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/database.ts";
import { rebuildProjection } from "../rebuild.ts";
import { createProjector } from "../runtime.ts";
import { tableChecksum } from "../testing/fixtures.ts";
import { rankingsProjection } from "./projection.ts";

let db: TestDatabase;
let store: EventStore;

beforeAll(async () => {
  db = await createTestDatabase();
  store = createPostgresEventStore({ pool: db.pool, databaseUrl: db.url, pollIntervalMs: 20 });
});
afterAll(async () => {
  await store.close();
  await db.close();
});

type E = { type: string; data: Record<string, unknown> };
const skip = (userId: string, day: string, xp: number): E => ({
  type: "DailyDropQuestionSkipped",
  data: {
    userId,
    day,
    questionId: "q",
    subject: "math",
    domain: "algebra",
    skill: "s",
    responseTimeMs: 1000,
    xp,
    performanceCategory: "learning",
    idempotencyKey: null,
  },
});
/** A focused set's skip: it counts in the week like a drop's answer (XP, a day practiced). */
const focusedSkip = (userId: string, day: string, xp: number): E => ({
  type: "FocusedQuestionSkipped",
  data: { ...skip(userId, day, xp).data, setId: "00000000-0000-4000-8000-000000000001" },
});
const completed = (userId: string, day: string, bonusXp: number, streakDays: number): E => ({
  type: "DailyDropCompleted",
  data: {
    userId,
    day,
    timeZone: "America/New_York",
    completedAt: `${day}T20:00:00.000Z`,
    bonusXp,
    correct: 3,
    streakDays,
    streakBrokenOn: null,
  },
});
const levelUp = (userId: string, day: string): E => ({
  type: "LevelChanged",
  data: { userId, day, subject: "math", from: 3, to: 4, belief: { mean: 0, sd: 1 } },
});
const school = (userId: string, schoolId: string | null, name: string, zip: string | null): E => ({
  type: "SchoolChosen",
  data: { userId, schoolId, name, zip },
});
const hide = (userId: string, hidden: boolean): E => ({
  type: "RankingVisibilitySet",
  data: { userId, hidden },
});
const username = (userId: string, name: string): E => ({
  type: "UsernameChosen",
  data: { userId, username: name, previous: null },
});

/** The position of the last append: what `projected` waits for. (The store's head can lag
 *  behind a committed append while another transaction, the projector's, is open.) */
let last: Position | null = null;

async function append(stream: string, events: E[]) {
  ({ position: last } = await store.append(
    stream,
    events.map((e) => ({ eventId: randomUUID(), type: e.type, data: e.data })),
    { expectedVersion: "any" },
  ));
}
const practice = (userId: string, events: E[]) => append(`practice-${userId}`, events);
const user = (userId: string, events: E[]) => append(`user-${userId}`, events);

async function projected() {
  const result = await waitUntilProjected(db.pool, store, last!, {
    projections: ["rankings"],
    timeoutMs: 20_000,
  });
  if (!result.ok) {
    const error = await db.pool.maybeOneFirst(sql.type(z.object({ e: z.string().nullable() }))`
      select failed_error as e from projection_checkpoints where projection = 'rankings'`);
    expect(error).toBeNull();
  }
  expect(result).toEqual({ ok: true });
}

const histogramRow = z.object({ group_key: z.string(), value: z.number(), students: z.number() });
const histogram = (scope: string, metric: string) =>
  db.pool.any(sql.type(histogramRow)`
    select group_key, value, students from ranking_histograms
    where week = '2026-11-22' and scope = ${scope} and metric = ${metric}
    order by group_key, value`);
const schoolRow = z.object({
  school_key: z.string(),
  zip_area: z.string().nullable(),
  students: z.number(),
  xp: z.number(),
  score: z.number(),
});
const schools = () =>
  db.pool.any(sql.type(schoolRow)`
    select school_key, zip_area, students, xp::int, score::int from ranking_schools
    where week = '2026-11-22' order by school_key`);
const count = (table: string, userId: string) =>
  db.pool.oneFirst(sql.type(z.object({ n: z.number() }))`
    select count(*)::int as n from ${sql.identifier([table])} where user_id = ${userId}`);

type Model = {
  school: string | null;
  zip: string | null;
  hidden: boolean;
  weeks: Map<
    string,
    {
      xp: number;
      days: Set<string>;
      answers: number;
      drops: number;
      levels: number;
      streak: number;
    }
  >;
};
/** The model's week of a day (Sunday-based), created empty. */
function weekIn(m: Model, day: string) {
  const date = new Date(`${day}T00:00:00Z`);
  const sunday = new Date(date.getTime() - date.getUTCDay() * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const w = m.weeks.get(sunday) ?? {
    xp: 0,
    days: new Set<string>(),
    answers: 0,
    drops: 0,
    levels: 0,
    streak: 0,
  };
  m.weeks.set(sunday, w);
  return w;
}
function expectedHistograms(model: Map<string, Model>): string[] {
  const counts = new Map<string, number>();
  const add = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const m of model.values()) {
    if (m.hidden) continue;
    for (const [week, w] of m.weeks) {
      if (w.answers === 0) continue;
      const score = w.xp + 10 * w.days.size + 20 * Math.max(0, w.levels);
      add(`${week}|global||score|${score}`);
      add(`${week}|global||xp|${w.xp}`);
      add(`${week}|global||streak|${w.streak}`);
      add(`${week}|global||completion|${w.drops}`);
      add(`${week}|global||level|${w.levels}`);
      if (m.school !== null) add(`${week}|school|${m.school}|score|${score}`);
      if (m.zip !== null) add(`${week}|region|${m.zip}|score|${score}`);
    }
  }
  return [...counts].map(([key, n]) => `${key}=${n}`).sort();
}
/** The histogram rows of one year's weeks (each seed plays in a year of its own). */
const allHistograms = async (year: number) =>
  [
    ...(await db.pool.anyFirst(sql.type(z.object({ row: z.string() }))`
      select week::text || '|' || scope || '|' || group_key || '|' || metric || '|' || value
        || '=' || students as row
      from ranking_histograms where extract(year from week) = ${year}`)),
  ].sort();

const TABLES = rankingsProjection.tables;
const checksums = async () =>
  Object.fromEntries(
    await Promise.all(TABLES.map(async (t) => [t, await tableChecksum(db.pool, t)])),
  );

it("counts students' weeks in their groups, moves them on a hide and a school change, erases personal rows, and rebuilds the same", async () => {
  const projector = createProjector({ pool: db.pool, store, projections: [rankingsProjection] });
  projector.start();
  try {
    const [ana, ben, cai] = [randomUUID(), randomUUID(), randomUUID()];
    await user(ana, [username(ana, "BraveOtter042"), school(ana, "S1", "Lincoln High", "02139")]);
    await user(ben, [school(ben, "S1", "Lincoln High", "02139")]);
    await user(cai, [school(cai, "S2", "Adams High", "02140")]);
    // Week of Sunday 2026-11-22. Ana: two days, a drop, a level. Ben: one day. Cai: one skip.
    await practice(ana, [
      skip(ana, "2026-11-22", 10),
      completed(ana, "2026-11-22", 20, 2),
      skip(ana, "2026-11-23", 5),
      levelUp(ana, "2026-11-23"),
    ]);
    await practice(ben, [skip(ben, "2026-11-28", 12)]);
    await practice(cai, [skip(cai, "2026-11-24", -1)]);
    await projected();
    // Scores: Ana 35 + 20 + 20 = 75; Ben 12 + 10 = 22; Cai −1 + 10 = 9.
    expect(await histogram("school", "score")).toEqual([
      { group_key: "school:S1", value: 22, students: 1 },
      { group_key: "school:S1", value: 75, students: 1 },
      { group_key: "school:S2", value: 9, students: 1 },
    ]);
    expect(await histogram("region", "score")).toEqual([
      { group_key: "021", value: 9, students: 1 },
      { group_key: "021", value: 22, students: 1 },
      { group_key: "021", value: 75, students: 1 },
    ]);
    expect(await histogram("global", "streak")).toEqual([
      { group_key: "", value: 0, students: 2 },
      { group_key: "", value: 2, students: 1 },
    ]);
    expect(await schools()).toEqual([
      { school_key: "school:S1", zip_area: "021", students: 2, xp: 47, score: 97 },
      { school_key: "school:S2", zip_area: "021", students: 1, xp: -1, score: 9 },
    ]);

    // Ana hides: she leaves every count; Ben moves to Adams High and his week goes with him.
    await user(ana, [hide(ana, true)]);
    await user(ben, [school(ben, "S2", "Adams High", "02140")]);
    await projected();
    expect(await histogram("school", "score")).toEqual([
      { group_key: "school:S2", value: 9, students: 1 },
      { group_key: "school:S2", value: 22, students: 1 },
    ]);
    expect(await histogram("global", "score")).toEqual([
      { group_key: "", value: 9, students: 1 },
      { group_key: "", value: 22, students: 1 },
    ]);
    expect(await schools()).toEqual([
      { school_key: "school:S2", zip_area: "021", students: 2, xp: 11, score: 31 },
    ]);

    // Cai is erased: his rows go; the aggregates keep his week anonymously.
    await user(cai, [{ type: "UserErased", data: { userId: cai } }]);
    await projected();
    expect([await count("ranking_students", cai), await count("ranking_weeks", cai)]).toEqual([
      0, 0,
    ]);
    expect(await count("ranking_weeks", ana)).toBe(1);
    expect((await schools())[0]?.students).toBe(2);

    const live = await checksums();
    await projector.stop();
    await rebuildProjection({ pool: db.pool, store, projection: rankingsProjection });
    expect(await checksums()).toEqual(live);
  } finally {
    await projector.stop();
  }
}, 60_000);

it("property: random students, schools, weeks, practice, hides, school changes and erasures give the same tables live and rebuilt", async () => {
  for (const seed of [1, 2, 3]) {
    const random = seededRandom(seed);
    const projector = createProjector({ pool: db.pool, store, projections: [rankingsProjection] });
    projector.start();
    try {
      const students = Array.from({ length: 12 }, () => randomUUID());
      const erased = new Set<string>();
      const directory: [string | null, string, string | null][] = [
        ["P1", "Park High", "10001"],
        ["P2", "Pine High", "10002"],
        ["Q1", "Quay Academy", "94110"],
        ["NZ", "No Zip School", null],
        [null, "St. Mary's  High", null],
        [null, "st marys high", null],
        [null, "pd1.aaaa.bbbb.cccc", null],
      ];
      const year = 2027 + seed;
      const days = [
        "2026-11-14",
        "2026-11-15",
        "2026-11-21",
        "2026-11-22",
        "2026-11-26",
        "2026-11-29",
      ].map((d) => d.replace("2026", String(year)));
      // The oracle: each student's group and weeks, kept by plain arithmetic alongside.
      const model = new Map<string, Model>();
      const of = (id: string) => {
        const m = model.get(id) ?? { school: null, zip: null, hidden: false, weeks: new Map() };
        model.set(id, m);
        return m;
      };
      for (let step = 0; step < 60; step++) {
        const who = pick(random, students);
        const kind = randomInt(random, 0, 9);
        const live = !erased.has(who);
        if (kind <= 4) {
          const day = pick(random, days);
          const events: E[] = [];
          const w = live ? weekIn(of(who), day) : null;
          for (let i = randomInt(random, 1, 5); i > 0; i--) {
            const xp = randomInt(random, -1, 15);
            // Drop answers and focused ones count alike (the model does not tell them apart).
            events.push(random() < 0.3 ? focusedSkip(who, day, xp) : skip(who, day, xp));
            if (w) Object.assign(w, { xp: w.xp + xp, answers: w.answers + 1 }).days.add(day);
          }
          if (random() < 0.5) {
            const streak = randomInt(random, 1, 9);
            events.push(completed(who, day, 20, streak));
            if (w)
              Object.assign(w, {
                xp: w.xp + 20,
                drops: w.drops + 1,
                streak: Math.max(w.streak, streak),
              });
          }
          if (random() < 0.2) {
            events.push(levelUp(who, day));
            if (w) w.levels += 1;
          }
          await practice(who, events);
        } else if (kind <= 6) {
          const [id, name, zip] = pick(random, directory);
          await user(who, [school(who, id, name, zip)]);
          if (live) {
            const m = of(who);
            m.school =
              id !== null ? `school:${id}` : name.startsWith("pd1.") ? null : "typed:st marys high";
            m.zip = id !== null && zip !== null ? zip.slice(0, 3) : null;
          }
        } else if (kind <= 7) {
          const hidden = random() < 0.6;
          await user(who, [hide(who, hidden)]);
          if (live) of(who).hidden = hidden;
        } else if (kind <= 8) {
          await user(who, [username(who, `User${step}`)]);
        } else if (!erased.has(who) && random() < 0.3) {
          erased.add(who);
          await user(who, [{ type: "UserErased", data: { userId: who } }]);
        }
      }
      await projected();
      const live = await checksums();
      expect(Object.values(live)).not.toContain("empty");
      // The histograms hold exactly what the oracle says the students' weeks count for
      // (erased students' weeks as they stood, anonymously).
      expect(await allHistograms(year)).toEqual(expectedHistograms(model));
      // Nothing personal of an erased student is left.
      for (const id of erased) {
        expect(await count("ranking_students", id)).toBe(0);
        expect(await count("ranking_weeks", id)).toBe(0);
      }
      // Every count is positive (a 0 is deleted) and the schools agree with the histograms.
      const nonPositive = await db.pool.oneFirst(sql.type(z.object({ n: z.number() }))`
        select (select count(*) from ranking_histograms where students <= 0)
          + (select count(*) from ranking_schools where students <= 0) as n`);
      expect(nonPositive).toBe(0);
      await projector.stop();
      await rebuildProjection({ pool: db.pool, store, projection: rankingsProjection });
      expect(await checksums(), `seed ${seed}`).toEqual(live);
    } finally {
      await projector.stop();
    }
  }
}, 120_000);
