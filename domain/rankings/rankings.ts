// The four rankings cards (GET /api/rankings) from what the read model holds for one student:
// standings of the last closed week (from the group counts), this week's XP live. Pure: the API
// reads the inputs (api/rankings/queries.ts) and answers what this returns.
import { TOP_PERFORMERS, TRENDING_SCHOOLS } from "./constants.ts";
import { friendsMessage, regionMessage, schoolMessage, standingMessage } from "./messages.ts";
import { average, noStanding, oneDecimal, standingFrom, type GroupCounts } from "./standing.ts";
import { completionRate, type Metric } from "./week-record.ts";

type Standings = { totalStudents: number; percentileBetter: number; message: string };

/** The four cards, in the shape of api/schemas/rankings.ts (which checks them on the way out). */
export type Rankings = {
  school: Standings & { name: string | null; xpThisWeek: number; averageXpThisWeek: number };
  friends: {
    totalFriends: number;
    friendsActive: number;
    yourXpThisWeek: number;
    topFriendXp: number;
    topPerformers: { name: string; xp: number; level: number }[];
    message: string;
  };
  region: Standings & {
    zipCode: string | null;
    yourSchoolRank: number | null;
    xpThisWeek: number;
    averageXpThisWeek: number;
    trendingSchools: { name: string; xpGain: number }[];
  };
  global: Standings & {
    xpPercentile: number;
    streakPercentile: number;
    completionRatePercentile: number;
    levelProgressPercentile: number;
    globalStats: { averageXpPerWeek: number; averageStreak: number; averageCompletionRate: number };
  };
};

/** A school's totals for one week: its ranked students, their XP and their scores. */
export type SchoolWeek = { schoolKey: string; students: number; xp: number; score: number };

export type RankingsInput = {
  /** The student's school as they see it (a typed name opened for them), or null. */
  schoolName: string | null;
  /** Their school group and region (domain/rankings/groups.ts). */
  schoolKey: string | null;
  zipArea: string | null;
  /** Last closed week: whether they were ranked, and whether they are in the counts (not hidden). */
  closed: {
    ranked: boolean;
    counted: boolean;
    /** The group counts at the student's values (null: no such group). */
    school: GroupCounts | null;
    region: GroupCounts | null;
    global: Record<Metric, GroupCounts>;
    /** The global sums over last week's ranked students, for the averages. */
    globalSums: { students: number; xp: number; streak: number; dropsCompleted: number };
    /** The region's schools last week and the week before (directory names where known). */
    regionSchools: (SchoolWeek & { name: string | null })[];
    regionSchoolsWeekBefore: SchoolWeek[];
  };
  /** The student's current week, live. */
  current: {
    xp: number;
    /** Their school's and region's ranked students and XP this week. */
    school: { students: number; xp: number } | null;
    region: { students: number; xp: number } | null;
  };
  friends: {
    total: number;
    /** This week's XP of the student's visible friends who answered at least once. */
    active: { username: string | null; xp: number; level: number }[];
    me: { username: string | null; level: number };
  };
};

const emptyCounts: GroupCounts = { lower: 0, equal: 0, total: 0 };

export function buildRankings(input: RankingsInput): Rankings {
  const { closed, current } = input;
  const standing = (counts: GroupCounts | null) =>
    closed.ranked ? standingFrom(counts ?? emptyCounts, closed.counted) : noStanding;

  const schoolStanding = standing(closed.school);
  const school = {
    name: input.schoolName,
    totalStudents: closed.school?.total ?? 0,
    percentileBetter: schoolStanding.percentile,
    xpThisWeek: current.xp,
    averageXpThisWeek: average(current.school?.xp ?? 0, current.school?.students ?? 0),
    message: schoolMessage({
      schoolName: input.schoolName,
      inSchoolGroup: input.schoolKey !== null,
      rankedLastWeek: closed.ranked,
      standing: schoolStanding,
    }),
  };

  const regionStanding = standing(closed.region);
  const region = {
    zipCode: input.zipArea,
    totalStudents: closed.region?.total ?? 0,
    percentileBetter: regionStanding.percentile,
    yourSchoolRank: schoolRank(input.schoolKey, input.zipArea, closed.regionSchools),
    xpThisWeek: current.xp,
    averageXpThisWeek: average(current.region?.xp ?? 0, current.region?.students ?? 0),
    trendingSchools: trending(closed.regionSchools, closed.regionSchoolsWeekBefore),
    message: regionMessage({
      hasSchool: input.schoolName !== null,
      zipArea: input.zipArea,
      rankedLastWeek: closed.ranked,
      standing: regionStanding,
    }),
  };

  const globalStanding = standing(closed.global.score);
  const sums = closed.globalSums;
  const global = {
    totalStudents: closed.global.score.total,
    percentileBetter: globalStanding.percentile,
    xpPercentile: standing(closed.global.xp).percentile,
    streakPercentile: standing(closed.global.streak).percentile,
    completionRatePercentile: standing(closed.global.completion).percentile,
    levelProgressPercentile: standing(closed.global.level).percentile,
    message: standingMessage({ kind: "global" }, closed.ranked, globalStanding),
    globalStats: {
      averageXpPerWeek: average(sums.xp, sums.students),
      averageStreak: average(sums.streak, sums.students),
      averageCompletionRate:
        sums.students > 0 ? oneDecimal(completionRate(sums.dropsCompleted / sums.students)) : 0,
    },
  };

  return { school, friends: friendsCard(input), region, global };
}

/** 1 + the region's schools with a strictly higher average score last week; null without one. */
function schoolRank(
  schoolKey: string | null,
  zipArea: string | null,
  schools: readonly SchoolWeek[],
): number | null {
  if (schoolKey === null || zipArea === null) return null;
  const mine = schools.find((s) => s.schoolKey === schoolKey);
  const myAverage = mine && mine.students > 0 ? mine.score / mine.students : 0;
  return 1 + schools.filter((s) => s.students > 0 && s.score / s.students > myAverage).length;
}

/**
 * Up to three of the region's directory schools whose average XP per ranked student rose the
 * most from the week before to last week (a school with nobody ranked the week before rose from
 * 0); only rises count. Ties by name, so the order is stable.
 */
function trending(
  schools: readonly (SchoolWeek & { name: string | null })[],
  weekBefore: readonly SchoolWeek[],
): { name: string; xpGain: number }[] {
  const before = new Map(weekBefore.map((s) => [s.schoolKey, s]));
  const averageXp = (s: SchoolWeek | undefined) => (s && s.students > 0 ? s.xp / s.students : 0);
  return schools
    .flatMap((s) => {
      if (s.name === null || s.students === 0) return [];
      const gain = averageXp(s) - averageXp(before.get(s.schoolKey));
      return gain > 0 ? [{ name: s.name, xpGain: oneDecimal(gain), exact: gain }] : [];
    })
    .sort((a, b) => b.exact - a.exact || a.name.localeCompare(b.name))
    .slice(0, TRENDING_SCHOOLS)
    .map(({ name, xpGain }) => ({ name, xpGain }));
}

function friendsCard(input: RankingsInput): Rankings["friends"] {
  const { friends, current } = input;
  const topFriendXp = friends.active.reduce((top, f) => Math.max(top, f.xp), 0);
  const board = [
    ...friends.active.map((f) => ({ ...f, me: false })),
    { username: friends.me.username, xp: current.xp, level: friends.me.level, me: true },
  ];
  const topPerformers = board
    .filter((p): p is typeof p & { username: string } => p.username !== null && p.xp > 0)
    .sort(
      (a, b) => b.xp - a.xp || Number(b.me) - Number(a.me) || a.username.localeCompare(b.username),
    )
    .slice(0, TOP_PERFORMERS)
    .map((p) => ({ name: p.username, xp: p.xp, level: p.level }));
  return {
    totalFriends: friends.total,
    friendsActive: friends.active.length,
    yourXpThisWeek: current.xp,
    topFriendXp,
    topPerformers,
    message: friendsMessage({
      totalFriends: friends.total,
      friendsActive: friends.active.length,
      yourXp: current.xp,
      topFriendXp,
    }),
  };
}

/** A student's overall level: the mean of their English and Math levels, rounded down (1 before any). */
export function overallLevel(levels: { english: number; math: number } | null): number {
  if (levels === null) return 1;
  return Math.max(1, Math.min(12, Math.floor((levels.english + levels.math) / 2)));
}

/**
 * The friends who count on the friends card this week: visible (not hidden), with at least one
 * answer or skip this week.
 */
export function activeFriends(
  friends: readonly {
    username: string | null;
    hidden: boolean | null;
    xp: number | null;
    answers: number | null;
    levels: { english: number; math: number } | null;
  }[],
): RankingsInput["friends"]["active"] {
  return friends.flatMap((f) =>
    f.hidden !== true && (f.answers ?? 0) > 0
      ? [{ username: f.username, xp: f.xp ?? 0, level: overallLevel(f.levels) }]
      : [],
  );
}
