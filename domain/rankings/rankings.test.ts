import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { activeFriends, buildRankings, overallLevel, type RankingsInput } from "./rankings.ts";

const counts = (lower: number, equal: number, total: number) => ({ lower, equal, total });
const input = (over: Partial<RankingsInput> = {}): RankingsInput => ({
  schoolName: "Lincoln High",
  schoolKey: "school:1",
  zipArea: "021",
  timeZone: "America/New_York",
  closed: {
    week: "2026-11-15",
    ranked: true,
    counted: true,
    school: counts(3, 1, 6),
    region: counts(4, 1, 9),
    global: {
      score: counts(6, 1, 11),
      xp: counts(5, 1, 11),
      streak: counts(0, 11, 11),
      completion: counts(10, 1, 11),
      level: counts(0, 1, 11),
    },
    globalSums: { students: 11, xp: 550, streak: 22, dropsCompleted: 33 },
    regionSchools: [
      { schoolKey: "school:1", name: "Lincoln High", students: 6, xp: 300, score: 450 },
      { schoolKey: "school:2", name: "Adams High", students: 5, xp: 500, score: 650 },
      { schoolKey: "school:3", name: "Baker High", students: 3, xp: 90, score: 150 },
      { schoolKey: "school:4", name: "Dale High", students: 5, xp: 200, score: 260 },
    ],
    regionSchoolsWeekBefore: [
      { schoolKey: "school:1", students: 5, xp: 150, score: 200 },
      { schoolKey: "school:2", students: 5, xp: 500, score: 600 },
      { schoolKey: "school:4", students: 2, xp: 10, score: 20 },
    ],
  },
  current: {
    week: "2026-11-22",
    ranked: true,
    counted: true,
    xp: 45,
    school: counts(2, 1, 5),
    region: counts(3, 1, 10),
    global: counts(7, 1, 12),
    schoolTotals: { students: 5, xp: 100 },
    regionTotals: { students: 10, xp: 130 },
  },
  friends: {
    total: 3,
    active: [
      { username: "BraveOtter042", xp: 60, level: 5 },
      { username: "CalmFox101", xp: 45, level: 3 },
      { username: "KeenOwl777", xp: 20, level: 2 },
    ],
    me: { username: "SwiftHare300", level: 4 },
  },
  ...over,
});
type Input = RankingsInput;
const closed = (over: Partial<Input["closed"]>): Partial<Input> => ({
  closed: { ...input().closed, ...over },
});
const current = (over: Partial<Input["current"]>): Partial<Input> => ({
  current: { ...input().current, ...over },
});

describe("the four cards", () => {
  it("given last week's counts and this week's so far, then both standings, the averages and the friends' board", () => {
    const r = buildRankings(input());
    expect(r.school).toMatchObject({
      name: "Lincoln High",
      totalStudents: 6,
      percentileBetter: 60, // ahead of 3 of 5 others
      xpThisWeek: 45,
      averageXpThisWeek: 20,
      averageStudentsNeeded: 0,
      lastWeek: {
        week: "2026-11-15",
        totalStudents: 6,
        ranked: true,
        percentileBetter: 60,
        studentsNeeded: 0,
      },
      thisWeek: {
        week: "2026-11-22",
        totalStudents: 5,
        ranked: true,
        percentileBetter: 50, // ahead of 2 of 4 others so far
        studentsNeeded: 0,
      },
    });
    expect(r.region).toMatchObject({
      zipCode: "021",
      totalStudents: 9,
      percentileBetter: 50,
      // Schools of 5+: averages 75 (mine), 130, 52; Baker (3 students) takes no part.
      yourSchoolRank: 2,
      averageXpThisWeek: 13,
      thisWeek: { totalStudents: 10, percentileBetter: 33 },
      // Average XP: Lincoln 30 → 50 (+20), Adams 100 → 100 (0); Baker has 3 students, Dale
      // had 2 the week before: neither takes part.
      trendingSchools: [{ name: "Lincoln High", xpGain: 20, isYourSchool: true }],
    });
    expect(r.global).toMatchObject({
      totalStudents: 11,
      percentileBetter: 60,
      xpPercentile: 50,
      streakPercentile: 0,
      completionRatePercentile: 100,
      levelProgressPercentile: 0,
      globalStats: {
        averageXpPerWeek: 50,
        averageStreak: 2,
        averageCompletionRate: 42.9,
        week: "2026-11-15",
        studentsNeeded: 0,
      },
      thisWeek: { week: "2026-11-22", totalStudents: 12, percentileBetter: 63 },
    });
    // Me (45) ties CalmFox101 (45): the student first, marked as the student; the 3rd is dropped.
    expect(r.friends).toEqual({
      totalFriends: 3,
      friendsActive: 3,
      yourXpThisWeek: 45,
      topFriendXp: 60,
      topPerformers: [
        { name: "BraveOtter042", xp: 60, level: 5, isYou: false },
        { name: "SwiftHare300", xp: 45, level: 4, isYou: true },
        { name: "CalmFox101", xp: 45, level: 3, isYou: false },
      ],
      message: "15 XP to catch your top friend this week.",
    });
  });

  it("given a student who practiced neither week, then every percentile is 0 or null and the message asks for a drop", () => {
    const r = buildRankings({
      ...input(),
      ...closed({ ranked: false, counted: false }),
      ...current({ ranked: false, counted: false, xp: 0 }),
    });
    expect([
      r.school.percentileBetter,
      r.region.percentileBetter,
      r.global.percentileBetter,
    ]).toEqual([0, 0, 0]);
    expect([r.school.lastWeek.percentileBetter, r.school.thisWeek.percentileBetter]).toEqual([
      null,
      null,
    ]);
    expect(r.global.message).toBe("Finish a Daily Drop this week to get a standing next week.");
  });

  it("given a first drop finished this week, then this week's standing so far and when the final one appears", () => {
    const r = buildRankings({ ...input(), ...closed({ ranked: false, counted: false }) });
    expect(r.global.thisWeek.percentileBetter).toBe(63);
    expect(r.global.lastWeek.percentileBetter).toBeNull();
    for (const message of [r.school.message, r.region.message, r.global.message]) {
      expect(message).not.toContain("Finish a Daily Drop");
      expect(message).toContain("appears on Sunday, November 29");
    }
  });

  it("given no school, then no school, region or rank", () => {
    const r = buildRankings({
      ...input(),
      schoolName: null,
      schoolKey: null,
      zipArea: null,
      ...closed({ school: null, region: null, regionSchools: [], regionSchoolsWeekBefore: [] }),
      ...current({ school: null, region: null, schoolTotals: null, regionTotals: null }),
    });
    expect(r.school).toMatchObject({
      name: null,
      totalStudents: 0,
      percentileBetter: 0,
      averageXpThisWeek: null,
    });
    expect(r.region).toMatchObject({ zipCode: null, yourSchoolRank: null, trendingSchools: [] });
  });
});

describe("small groups (k-anonymity)", () => {
  it("given two students at the school this week and last, then no average, no percentile, and how many more are needed", () => {
    const r = buildRankings({
      ...input(),
      ...closed({ school: counts(1, 1, 2) }),
      ...current({ school: counts(1, 1, 2), schoolTotals: { students: 2, xp: 78 } }),
    });
    expect(r.school).toMatchObject({
      totalStudents: 2,
      percentileBetter: 0,
      averageXpThisWeek: null,
      averageStudentsNeeded: 3,
      lastWeek: { totalStudents: 2, percentileBetter: null, studentsNeeded: 3 },
      thisWeek: { totalStudents: 2, percentileBetter: null, studentsNeeded: 3 },
    });
    expect(r.school.message).toBe(
      "Standings at Lincoln High start once 5 students practice in the same week: 3 more students needed — invite classmates.",
    );
  });

  it("given a region of 7 this week whose school has 5, then no region average (it minus the school's is 2 students)", () => {
    const r = buildRankings({ ...input(), ...current({ regionTotals: { students: 7, xp: 200 } }) });
    expect(r.school.averageXpThisWeek).toBe(20);
    expect(r.region).toMatchObject({ averageXpThisWeek: null, averageStudentsNeeded: 3 });
  });

  it("given nobody ranked last week, then no global averages, labelled with their week", () => {
    const r = buildRankings({
      ...input(),
      ...closed({ globalSums: { students: 0, xp: 0, streak: 0, dropsCompleted: 0 } }),
    });
    expect(r.global.globalStats).toEqual({
      averageXpPerWeek: null,
      averageStreak: null,
      averageCompletionRate: null,
      week: "2026-11-15",
      studentsNeeded: 5,
    });
  });
});

describe("the school's place in its region", () => {
  it("given the only school of 5+ in its region, then no rank", () => {
    const r = buildRankings({
      ...input(),
      ...closed({ regionSchools: input().closed.regionSchools.slice(0, 1) }),
    });
    expect(r.region.yourSchoolRank).toBeNull();
  });
  it("given a student not ranked last week, then no rank", () => {
    const r = buildRankings({ ...input(), ...closed({ ranked: false, counted: false }) });
    expect(r.region.yourSchoolRank).toBeNull();
  });
  it("given a school of 4 among schools of 5+, then no rank", () => {
    const schools = input().closed.regionSchools.map((s) =>
      s.schoolKey === "school:1" ? { ...s, students: 4 } : s,
    );
    expect(
      buildRankings({ ...input(), ...closed({ regionSchools: schools }) }).region.yourSchoolRank,
    ).toBeNull();
  });
});

describe("property: no figure over a group under 5 depends on its students' values", () => {
  // A group of 1 to 4 students, and the same group with other values for its members.
  const size = fc.integer({ min: 0, max: 4 });
  const countsOf = (total: number) =>
    fc
      .tuple(fc.integer({ min: 0, max: total }), fc.integer({ min: 0, max: total }))
      .map(([lower, equal]) =>
        counts(Math.min(lower, total), Math.min(equal, total - Math.min(lower, total)), total),
      );
  const totalsOf = (students: number) =>
    fc.integer({ min: 0, max: 400 }).map((xp) => ({ students, xp }));

  it("given random small groups, when only their members' values change, then the cards are the same", () => {
    const world = fc
      .record({
        schoolLast: size,
        schoolNow: size,
        regionNow: fc.integer({ min: 0, max: 40 }),
        globalLast: fc.integer({ min: 0, max: 40 }),
        rankedLast: fc.boolean(),
        rankedNow: fc.boolean(),
        counted: fc.boolean(),
        smallSchools: fc.array(fc.tuple(size, size), { maxLength: 3 }),
      })
      .chain((w) => {
        // The region this week: the school's students plus others, either few (1–4) or none.
        // A hidden student who practiced adds themselves to the group they are compared in.
        const hiddenLast = w.rankedLast && !w.counted ? 1 : 0;
        const hiddenNow = w.rankedNow && !w.counted ? 1 : 0;
        w = {
          ...w,
          schoolLast: Math.min(w.schoolLast, 4 - hiddenLast),
          schoolNow: Math.min(w.schoolNow, 4 - hiddenNow),
        };
        const regionNow = w.schoolNow + (w.regionNow % 5);
        const globalLast = w.globalLast % (5 - hiddenLast);
        const variant = fc.record({
          schoolLast: countsOf(w.schoolLast),
          schoolNow: countsOf(w.schoolNow),
          regionNow: countsOf(regionNow),
          schoolTotals: totalsOf(w.schoolNow),
          regionTotals: totalsOf(regionNow),
          global: fc.record({
            score: countsOf(globalLast),
            xp: countsOf(globalLast),
            streak: countsOf(globalLast),
            completion: countsOf(globalLast),
            level: countsOf(globalLast),
          }),
          sums: fc.record({
            xp: fc.integer({ min: 0, max: 2000 }),
            streak: fc.integer({ min: 0, max: 30 }),
            dropsCompleted: fc.integer({ min: 0, max: 35 }),
          }),
          schools: fc.tuple(
            ...w.smallSchools.map(([last, before]) =>
              fc.record({ last: totalsOf(last), before: totalsOf(before), score: fc.nat(900) }),
            ),
          ),
        });
        return fc.tuple(fc.constant({ ...w, regionNow, globalLast }), variant, variant);
      });
    fc.assert(
      fc.property(world, ([w, a, b]) => {
        const build = (v: typeof a) =>
          buildRankings({
            ...input(),
            closed: {
              ...input().closed,
              ranked: w.rankedLast,
              counted: w.rankedLast && w.counted,
              school: v.schoolLast,
              // The region last week is large (its values may show); the school's is small.
              global: v.global,
              globalSums: { students: w.globalLast, ...v.sums },
              regionSchools: [
                ...input().closed.regionSchools.slice(1, 2),
                ...v.schools.map((s, i) => ({
                  schoolKey: `school:${10 + i}`,
                  name: `Small ${i}`,
                  students: s.last.students,
                  xp: s.last.xp,
                  score: s.score,
                })),
              ],
              regionSchoolsWeekBefore: v.schools.map((s, i) => ({
                schoolKey: `school:${10 + i}`,
                students: s.before.students,
                xp: s.before.xp,
                score: s.score,
              })),
            },
            current: {
              ...input().current,
              ranked: w.rankedNow,
              counted: w.rankedNow && w.counted,
              school: v.schoolNow,
              region: v.regionNow,
              schoolTotals: v.schoolTotals,
              regionTotals: v.regionTotals,
            },
          });
        const [ra, rb] = [build(a), build(b)];
        // The region's standings are of a large group; everything else must not move.
        const strip = (r: ReturnType<typeof buildRankings>) => ({
          ...r,
          region: { ...r.region, thisWeek: null, message: null },
          global: { ...r.global, thisWeek: null },
        });
        expect(strip(ra)).toEqual(strip(rb));
      }),
      { numRuns: 300 },
    );
  });
});

describe("friends who count", () => {
  it("given hidden friends and friends without an answer this week, then only visible active ones, with their level", () => {
    const base = {
      username: "A",
      hidden: false,
      xp: 10,
      answers: 2,
      levels: { english: 5, math: 6 },
    };
    expect(
      activeFriends([
        base,
        { ...base, username: "Hidden", hidden: true },
        { ...base, username: "Idle", answers: null, xp: null },
        { ...base, username: "New", hidden: null, levels: null },
      ]),
    ).toEqual([
      { username: "A", xp: 10, level: 5 },
      { username: "New", xp: 10, level: 1 },
    ]);
    expect(overallLevel(null)).toBe(1);
  });
});
