// The rankings through the routes as the SPA calls them, against a real Postgres, with the
// server's clock under the test's control: students at the same school, region and elsewhere,
// and friends, answer real Daily Drops in one week; the clock moves past the week's close; every
// card's numbers are checked against the students' own practice events. A hidden student
// vanishes from others' counts and still sees their own standing; no school, alone, and a tie
// say so honestly.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { friendshipStream } from "../../domain/friends/friendship/events.ts";
import { startTestApi, type TestApi, type TestClient } from "../../testing/api.ts";
import { upsertSchools } from "../../database/schools/directory.ts";
import {
  enrol as enrolStudent,
  practice as practiseDrop,
  rankingsOf,
  settled as waitForProjections,
  weekOf as weekFromEvents,
  type RankedStudent,
} from "../testing/rankings.ts";

// Week A: Sunday 2026-11-15 to Saturday 2026-11-21 (New York). 15:00 UTC is 10:00 there.
let clock = new Date("2026-11-16T15:00:00Z");
let api: TestApi;

const SCHOOLS = [
  { id: "100000000001", name: "Lincoln High School", zip: "02139" },
  { id: "100000000002", name: "Adams High School", zip: "02140" },
  { id: "100000000003", name: "Faraway High School", zip: "99501" },
  { id: "100000000004", name: "Twin Lakes High School", zip: "59801" },
];

type Student = RankedStudent;
const students: Record<string, Student> = {};

const enrol = (name: string, school: (typeof SCHOOLS)[number] | null) =>
  enrolStudent(api, name, school && { school: school.name, schoolId: school.id });
const practice = (student: Student, count?: number, skip?: boolean) =>
  practiseDrop(api, student, count, skip);
const weekOf = (student: Student, sunday: string) => weekFromEvents(api, student, sunday);
const settled = () => waitForProjections(api, Object.values(students));
const rankings = rankingsOf;

const put = (client: TestClient, url: string, payload: unknown) =>
  client.request({ method: "PUT", url, payload: payload as object });

const percentile = (me: number, others: number[]) =>
  others.length === 0 ? 0 : Math.floor((100 * others.filter((o) => o < me).length) / others.length);

beforeAll(async () => {
  api = await startTestApi({ bank: true, now: () => clock });
  await upsertSchools(
    api.db.pool,
    SCHOOLS.map((s) => ({ ...s, source: "ccd" as const, city: "Town", state: "MA" })),
  );
  const [lincoln, adams, faraway, twin] = SCHOOLS;
  for (const [name, school] of [
    ["ana", lincoln],
    ["ben", lincoln],
    ["eve", lincoln],
    ["cal", adams],
    ["dee", null],
    ["fay", faraway],
    ["gus", twin],
    ["hal", twin],
  ] as const) {
    students[name] = await enrol(name, school ?? null);
  }
  const { ana, ben, cal, dee, eve, fay, gus, hal } = students as Record<string, Student>;
  // Ana and Ben are friends.
  await api.store.append(
    friendshipStream(ana!.id, ben!.id),
    [
      {
        eventId: randomUUID(),
        type: "FriendAddedByInvite",
        data: { inviterUserId: ana!.id, inviteeUserId: ben!.id, addedAt: clock.toISOString() },
      },
    ],
    { expectedVersion: "any" },
  );
  // Week A. Monday: full drops for Ana, Cal, Dee, Eve, Fay; two answers for Ben; Gus and Hal
  // each skip one question at 0 XP (a skip at 0 costs nothing): a tie.
  for (const s of [ana, cal, dee, eve, fay]) await practice(s!);
  await practice(ben!, 2);
  await practice(gus!, 1, true);
  await practice(hal!, 1, true);
  // Tuesday: Ana again.
  clock = new Date("2026-11-17T15:00:00Z");
  await practice(ana!);
  // Eve hides.
  const hidden = await put(eve!.client, "/api/rankings/visibility", { hidden: true });
  expect(hidden.statusCode, hidden.body).toBe(200);
  expect(hidden.json()).toEqual({ hidden: true });
  // Week B: week A closes on Sunday 2026-11-22 at 12:00 UTC. Ana, Ben, Cal and Dee answer one
  // each; Jo, new at Lincoln, finishes her first drop.
  clock = new Date("2026-11-22T15:00:00Z");
  students.jo = await enrol("jo", lincoln!);
  for (const s of [ana, ben, cal, dee]) await practice(s!, 1);
  await practice(students.jo);
  await settled();
}, 240_000);
afterAll(() => api.close());

const WEEK_A = "2026-11-15";
const WEEK_B = "2026-11-22";

describe("GET /api/rankings", () => {
  it("given students at Ana's school, region and elsewhere, then her four cards have the exact numbers, and none over a group under 5", async () => {
    const { ana, ben, cal, dee, fay, gus, hal } = students as Record<string, Student>;
    const a = await weekOf(ana!, WEEK_A);
    const others = await Promise.all([ben, cal, dee, fay, gus, hal].map((s) => weekOf(s!, WEEK_A)));
    const anaNow = await weekOf(ana!, WEEK_B);
    const benNow = await weekOf(ben!, WEEK_B);
    const r = await rankings(ana!);

    // Lincoln: Ana and Ben last week (Eve is hidden), Ana, Ben and Jo this week. Two or three
    // students are too few: no share, no average, only how many more are needed (with one
    // classmate, an average and her own XP would give his exact XP).
    expect(r.school).toEqual({
      name: "Lincoln High School",
      totalStudents: 2,
      percentileBetter: 0,
      xpThisWeek: anaNow.xp,
      averageXpThisWeek: null,
      averageStudentsNeeded: 2,
      message:
        "Standings at Lincoln High School start once 5 students practice in the same week: 2 more students needed — invite classmates.",
      lastWeek: {
        week: WEEK_A,
        totalStudents: 2,
        ranked: true,
        percentileBetter: null,
        studentsNeeded: 3,
      },
      thisWeek: {
        week: WEEK_B,
        totalStudents: 3,
        ranked: true,
        percentileBetter: null,
        studentsNeeded: 2,
      },
    });

    // ZIP area 021: 3 last week (Lincoln 2, Adams 1), 4 this week: no share, no average, and
    // no school of 5, so no school place and no trending school.
    expect(r.region).toMatchObject({
      zipCode: "021",
      totalStudents: 3,
      percentileBetter: 0,
      yourSchoolRank: null,
      xpThisWeek: anaNow.xp,
      averageXpThisWeek: null,
      trendingSchools: [],
      lastWeek: { totalStudents: 3, percentileBetter: null, studentsNeeded: 2 },
      thisWeek: { totalStudents: 4, percentileBetter: null, studentsNeeded: 1 },
    });

    const everyone = [a, ...others];
    expect(r.global).toMatchObject({
      totalStudents: 7,
      percentileBetter: percentile(
        a.score,
        others.map((o) => o.score),
      ),
      xpPercentile: percentile(
        a.xp,
        others.map((o) => o.xp),
      ),
      streakPercentile: percentile(
        a.streak,
        others.map((o) => o.streak),
      ),
      completionRatePercentile: percentile(
        a.drops,
        others.map((o) => o.drops),
      ),
      globalStats: {
        averageXpPerWeek: Math.round((everyone.reduce((t, s) => t + s.xp, 0) / 7) * 10) / 10,
        averageStreak: Math.round((everyone.reduce((t, s) => t + s.streak, 0) / 7) * 10) / 10,
        averageCompletionRate:
          Math.round(((100 * everyone.reduce((t, s) => t + s.drops, 0)) / 7 / 7) * 10) / 10,
        week: WEEK_A,
        studentsNeeded: 0,
      },
      lastWeek: { week: WEEK_A, totalStudents: 7, ranked: true, studentsNeeded: 0 },
      // This week so far: Ana, Ben, Cal, Dee and Jo.
      thisWeek: { week: WEEK_B, totalStudents: 5, ranked: true, studentsNeeded: 0 },
    });
    expect(r.global.thisWeek.percentileBetter).toBe(
      percentile(
        anaNow.score,
        await Promise.all(
          [ben, cal, dee, students.jo].map(async (s) => (await weekOf(s!, WEEK_B)).score),
        ),
      ),
    );

    expect(r.friends).toMatchObject({
      totalFriends: 1,
      friendsActive: 1,
      yourXpThisWeek: anaNow.xp,
      topFriendXp: benNow.xp,
    });
    expect(r.friends.topPerformers.map((p) => p.name).sort()).toEqual(
      [ana!.username, ben!.username].filter((_, i) => [anaNow.xp, benNow.xp][i]! > 0).sort(),
    );
    // "(you)": the student is marked among the top performers, nobody else is.
    expect(r.friends.topPerformers.filter((p) => p.isYou).map((p) => p.name)).toEqual(
      anaNow.xp > 0 ? [ana!.username] : [],
    );
    expect(JSON.stringify(r)).not.toContain(ben!.id);
    // Never another student's email or school beyond the public directory names.
    expect(JSON.stringify(r)).not.toMatch(/@example\.com|Faraway|Twin Lakes/);
  });

  it("given two students at a school, one ahead of the other, then both read the same card: nothing tells who was ahead", async () => {
    const { ana, ben } = students as Record<string, Student>;
    expect((await weekOf(ana!, WEEK_A)).score).toBeGreaterThan((await weekOf(ben!, WEEK_A)).score);
    const [ra, rb] = [await rankings(ana!), await rankings(ben!)];
    const standings = (x: Awaited<ReturnType<typeof rankings>>) => ({
      ...x.school,
      xpThisWeek: 0,
    });
    expect(standings(rb)).toEqual(standings(ra));
  });

  it("given a hidden student, then they vanish from others' counts but see their own standing", async () => {
    const { eve, ana } = students as Record<string, Student>;
    expect((await eve!.client.get("/api/rankings/visibility")).json()).toEqual({ hidden: true });
    expect((await ana!.client.get("/api/rankings/visibility")).json()).toEqual({ hidden: false });
    const e = await weekOf(eve!, WEEK_A);
    const r = await rankings(eve!);
    expect(r.school.totalStudents).toBe(2);
    // Against Ana and Ben only: three, too few for a share.
    expect(r.school.lastWeek).toMatchObject({ percentileBetter: null, studentsNeeded: 2 });
    expect(r.global.totalStudents).toBe(7);
    // Among all students she is compared with the 7 counted.
    expect(r.global.percentileBetter).toBe(
      percentile(
        e.score,
        await Promise.all(
          ["ana", "ben", "cal", "dee", "fay", "gus", "hal"].map(
            async (n) => (await weekOf(students[n]!, WEEK_A)).score,
          ),
        ),
      ),
    );
  });

  it("given no school, then no school or region, and honest messages", async () => {
    const r = await rankings(students.dee!);
    expect(r.school).toMatchObject({
      name: null,
      totalStudents: 0,
      percentileBetter: 0,
      message: "Add your school to see how you compare with classmates.",
    });
    expect(r.region).toMatchObject({ zipCode: null, yourSchoolRank: null, trendingSchools: [] });
    expect(r.global.totalStudents).toBe(7);
  });

  it("given the only school in its region, then no school place (#1 of one school is no rank) and how many more students are needed", async () => {
    const r = await rankings(students.fay!);
    expect(r.school).toMatchObject({ totalStudents: 1, percentileBetter: 0 });
    expect(r.school.message).toBe(
      "Standings at Faraway High School start once 5 students practice in the same week: 5 more students needed — invite classmates.",
    );
    expect(r.region).toMatchObject({ zipCode: "995", totalStudents: 1, yourSchoolRank: null });
  });

  it("given a student who finished her first drop this week, then this week's standing so far and when the final one appears, not to finish a drop", async () => {
    const r = await rankings(students.jo!);
    expect(r.global.lastWeek).toMatchObject({ ranked: false, percentileBetter: null });
    expect(r.global.thisWeek).toMatchObject({ ranked: true, totalStudents: 5, studentsNeeded: 0 });
    expect(r.global.thisWeek.percentileBetter).not.toBeNull();
    expect(r.global.message).toBe(
      "You've practiced this week: your standing on Levelfield appears on Sunday, November 29, when the week closes.",
    );
    expect(r.school.message).toBe(
      "You've practiced this week. Standings at Lincoln High School start once 5 students practice in the same week: 2 more students this week — invite classmates.",
    );
    for (const card of [r.school, r.region, r.global]) {
      expect(card.message).not.toContain("Finish a Daily Drop");
    }
  });

  it("given a student who did not practice last week, then no standing yet", async () => {
    const late = await enrol("ivy", SCHOOLS[0]!);
    students.ivy = late;
    await settled();
    const r = await rankings(late);
    expect(r.school).toMatchObject({ totalStudents: 2, percentileBetter: 0 });
    expect(r.global.message).toBe("Finish a Daily Drop this week to get a standing next week.");
  });

  it("refuses a signed-out visitor and a malformed visibility", async () => {
    expect((await api.client().get("/api/rankings")).statusCode).toBe(401);
    const bad = await put(students.ana!.client, "/api/rankings/visibility", { hidden: "yes" });
    expect(bad.statusCode).toBe(400);
  });
});
