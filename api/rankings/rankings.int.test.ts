// The rankings through the routes as the SPA calls them, against a real Postgres, with the
// server's clock under the test's control: students at the same school, region and elsewhere,
// and friends, answer real Daily Drops in one week; the clock moves past the week's close; every
// card's numbers are checked against the students' own practice events. A hidden student
// vanishes from others' counts and still sees their own standing; no school, alone, and a tie
// say so honestly.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { friendshipStream } from "../../domain/friends/events.ts";
import { startTestApi, type TestApi, type TestClient } from "../../testing/api.ts";
import { upsertSchools } from "../schools/queries.ts";
import {
  enrol as enrolStudent,
  practise as practiseDrop,
  rankingsOf,
  settled as waitForProjections,
  weekOf as weekFromEvents,
  type RankedStudent,
} from "./testing.ts";

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
const practise = (student: Student, count?: number, skip?: boolean) =>
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
  for (const s of [ana, cal, dee, eve, fay]) await practise(s!);
  await practise(ben!, 2);
  await practise(gus!, 1, true);
  await practise(hal!, 1, true);
  // Tuesday: Ana again.
  clock = new Date("2026-11-17T15:00:00Z");
  await practise(ana!);
  // Eve hides.
  const hidden = await put(eve!.client, "/api/rankings/visibility", { hidden: true });
  expect(hidden.statusCode, hidden.body).toBe(200);
  expect(hidden.json()).toEqual({ hidden: true });
  // Week B: week A closes on Sunday 2026-11-22 at 12:00 UTC. Ana and Ben answer one each.
  clock = new Date("2026-11-22T15:00:00Z");
  await practise(ana!, 1);
  await practise(ben!, 1);
  await settled();
}, 240_000);
afterAll(() => api.close());

const WEEK_A = "2026-11-15";
const WEEK_B = "2026-11-22";

describe("GET /api/rankings", () => {
  it("given students at Ana's school, region and elsewhere, then her four cards have the exact numbers", async () => {
    const { ana, ben, cal, dee, fay, gus, hal } = students as Record<string, Student>;
    const a = await weekOf(ana!, WEEK_A);
    const b = await weekOf(ben!, WEEK_A);
    const c = await weekOf(cal!, WEEK_A);
    const others = await Promise.all([ben, cal, dee, fay, gus, hal].map((s) => weekOf(s!, WEEK_A)));
    const anaNow = await weekOf(ana!, WEEK_B);
    const benNow = await weekOf(ben!, WEEK_B);
    const r = await rankings(ana!);

    expect(r.school).toEqual({
      name: "Lincoln High School",
      totalStudents: 2, // Ana and Ben: Eve is hidden
      percentileBetter: percentile(a.score, [b.score]),
      xpThisWeek: anaNow.xp,
      averageXpThisWeek: Math.round(((anaNow.xp + benNow.xp) / 2) * 10) / 10,
      message: "You were ahead of 1 of the 1 other student at Lincoln High School last week.",
    });
    expect(r.school.percentileBetter).toBe(100);

    const lincolnAverage = (a.score + b.score) / 2;
    expect(r.region).toMatchObject({
      zipCode: "021",
      totalStudents: 3,
      percentileBetter: percentile(a.score, [b.score, c.score]),
      yourSchoolRank: c.score > lincolnAverage ? 2 : 1,
      xpThisWeek: anaNow.xp,
      averageXpThisWeek: Math.round(((anaNow.xp + benNow.xp) / 2) * 10) / 10,
    });
    // Nobody practised the week before: each school gained its whole average XP.
    const gains = [
      { name: "Lincoln High School", xpGain: Math.round(((a.xp + b.xp) / 2) * 10) / 10 },
      { name: "Adams High School", xpGain: c.xp },
    ].sort((x, y) => y.xpGain - x.xpGain);
    expect(r.region.trendingSchools).toEqual(gains);

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
      },
    });

    expect(r.friends).toMatchObject({
      totalFriends: 1,
      friendsActive: 1,
      yourXpThisWeek: anaNow.xp,
      topFriendXp: benNow.xp,
    });
    expect(r.friends.topPerformers.map((p) => p.name).sort()).toEqual(
      [ana!.username, ben!.username].filter((_, i) => [anaNow.xp, benNow.xp][i]! > 0).sort(),
    );
    // Never another student's email or school beyond the public directory names.
    expect(JSON.stringify(r)).not.toMatch(/@example\.com|Faraway|Twin Lakes/);
  });

  it("given a student behind everyone at their school, then 0 and no brag", async () => {
    const r = await rankings(students.ben!);
    expect(r.school).toMatchObject({ totalStudents: 2, percentileBetter: 0 });
    expect(r.school.message).toBe(
      "Other students at Lincoln High School practiced more last week — a Daily Drop each day this week will move you up.",
    );
  });

  it("given a hidden student, then they vanish from others' counts but see their own standing", async () => {
    const { eve, ana, ben } = students as Record<string, Student>;
    expect((await eve!.client.get("/api/rankings/visibility")).json()).toEqual({ hidden: true });
    expect((await ana!.client.get("/api/rankings/visibility")).json()).toEqual({ hidden: false });
    const e = await weekOf(eve!, WEEK_A);
    const r = await rankings(eve!);
    expect(r.school.totalStudents).toBe(2);
    expect(r.school.percentileBetter).toBe(
      percentile(e.score, [(await weekOf(ana!, WEEK_A)).score, (await weekOf(ben!, WEEK_A)).score]),
    );
    expect(r.school.percentileBetter).toBe(50);
    expect(r.global.totalStudents).toBe(7);
    // Two others: the counts, not a graded percentage.
    expect(r.school.message).toBe(
      "You were ahead of 1 of the 2 other students at Lincoln High School last week.",
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

  it("given the only student at a school and in a region, then it says so", async () => {
    const r = await rankings(students.fay!);
    expect(r.school).toMatchObject({ totalStudents: 1, percentileBetter: 0 });
    expect(r.school.message).toBe(
      "You're the first Levelfield student at Faraway High School — invite classmates to compare.",
    );
    expect(r.region).toMatchObject({ zipCode: "995", totalStudents: 1, yourSchoolRank: 1 });
    expect(r.region.message).toBe(
      "You're the only ranked student in ZIP area 995 so far — invite classmates to compare.",
    );
  });

  it("given two students level with each other, then 0 and a tie message", async () => {
    const r = await rankings(students.gus!);
    expect(r.school).toMatchObject({ totalStudents: 2, percentileBetter: 0 });
    expect(r.school.message).toBe(
      "You were level with all the other students at Twin Lakes High School last week — one more day of practice pulls you ahead.",
    );
  });

  it("given a student who did not practise last week, then no standing yet", async () => {
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
