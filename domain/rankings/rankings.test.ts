import { describe, expect, it } from "vitest";
import { activeFriends, buildRankings, overallLevel, type RankingsInput } from "./rankings.ts";

const counts = (lower: number, equal: number, total: number) => ({ lower, equal, total });
const input = (over: Partial<RankingsInput> = {}): RankingsInput => ({
  schoolName: "Lincoln High",
  schoolKey: "school:1",
  zipArea: "021",
  closed: {
    ranked: true,
    counted: true,
    school: counts(2, 1, 4),
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
      { schoolKey: "school:1", name: "Lincoln High", students: 4, xp: 200, score: 300 },
      { schoolKey: "school:2", name: "Adams High", students: 2, xp: 200, score: 260 },
      { schoolKey: "school:3", name: "Baker High", students: 3, xp: 90, score: 150 },
    ],
    regionSchoolsWeekBefore: [
      { schoolKey: "school:1", students: 2, xp: 60, score: 80 },
      { schoolKey: "school:2", students: 1, xp: 100, score: 110 },
    ],
  },
  current: { xp: 45, school: { students: 3, xp: 100 }, region: { students: 4, xp: 130 } },
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

describe("the four cards", () => {
  it("given last week's counts and this week's XP, then the standings, the averages and the friends' board", () => {
    const r = buildRankings(input());
    expect(r.school).toMatchObject({
      name: "Lincoln High",
      totalStudents: 4,
      percentileBetter: 66, // ahead of 2 of 3 others
      xpThisWeek: 45,
      averageXpThisWeek: 33.3,
    });
    expect(r.region).toMatchObject({
      zipCode: "021",
      totalStudents: 9,
      percentileBetter: 50,
      // Averages 75 (mine), 130, 50: one school higher.
      yourSchoolRank: 2,
      averageXpThisWeek: 32.5,
      // Average XP: Lincoln 30 → 50 (+20), Adams 100 → 100 (0), Baker 0 → 30 (+30).
      trendingSchools: [
        { name: "Baker High", xpGain: 30 },
        { name: "Lincoln High", xpGain: 20 },
      ],
    });
    expect(r.global).toMatchObject({
      totalStudents: 11,
      percentileBetter: 60,
      xpPercentile: 50,
      streakPercentile: 0,
      completionRatePercentile: 100,
      levelProgressPercentile: 0,
      globalStats: { averageXpPerWeek: 50, averageStreak: 2, averageCompletionRate: 42.9 },
    });
    // Me (45) ties CalmFox101 (45): the student first; the 3rd is dropped.
    expect(r.friends).toEqual({
      totalFriends: 3,
      friendsActive: 3,
      yourXpThisWeek: 45,
      topFriendXp: 60,
      topPerformers: [
        { name: "BraveOtter042", xp: 60, level: 5 },
        { name: "SwiftHare300", xp: 45, level: 4 },
        { name: "CalmFox101", xp: 45, level: 3 },
      ],
      message: "15 XP to catch your top friend this week.",
    });
  });

  it("given a student not ranked last week, then every percentile is 0 and the message asks for a drop", () => {
    const base = input();
    const r = buildRankings({ ...base, closed: { ...base.closed, ranked: false, counted: false } });
    expect([
      r.school.percentileBetter,
      r.region.percentileBetter,
      r.global.percentileBetter,
    ]).toEqual([0, 0, 0]);
    expect(r.global.message).toBe("Finish a Daily Drop this week to get a standing next week.");
  });

  it("given no school, then no school, region or rank", () => {
    const base = input();
    const r = buildRankings({
      ...base,
      schoolName: null,
      schoolKey: null,
      zipArea: null,
      closed: {
        ...base.closed,
        school: null,
        region: null,
        regionSchools: [],
        regionSchoolsWeekBefore: [],
      },
      current: { ...base.current, school: null, region: null },
    });
    expect(r.school).toMatchObject({
      name: null,
      totalStudents: 0,
      percentileBetter: 0,
      averageXpThisWeek: 0,
    });
    expect(r.region).toMatchObject({ zipCode: null, yourSchoolRank: null, trendingSchools: [] });
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
