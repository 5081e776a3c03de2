// The four rankings cards (GET /api/rankings) from what the read model holds for one student:
// last week's final standings and this week's so far (from the group counts of each week), this
// week's XP live. No figure over a group under MIN_GROUP_SIZE is returned (privacy.ts). Pure: the
// API reads the inputs (api/rankings/queries.ts) and answers what this returns.
import { MIN_GROUP_SIZE, TOP_PERFORMERS, TRENDING_SCHOOLS } from "./constants.ts";
import {
  friendsMessage,
  regionMessage,
  schoolMessage,
  standingMessage,
  type StandingFacts,
} from "./messages.ts";
import { complementNeeded, studentsNeeded } from "./privacy.ts";
import {
  average,
  noStanding,
  oneDecimal,
  standingFrom,
  type GroupCounts,
  type Standing,
} from "./standing.ts";
import { weekClosesOn } from "./week.ts";
import { completionRate, type Metric } from "./week-record.ts";

/** A standing in one group over one week: last week's final one, or this week's so far. */
export type WeekStanding = {
  /** The week's Sunday (yyyy-MM-dd). */
  week: string;
  /** Ranked students counted in the group that week (hidden students are not). */
  totalStudents: number;
  /** The student practiced (answered or skipped) that week. */
  ranked: boolean;
  /** Share of the other ranked students strictly behind; null when the student was not ranked
   *  or the group is under MIN_GROUP_SIZE. */
  percentileBetter: number | null;
  /** More ranked students the group needs that week before it is shown (0: it has enough). */
  studentsNeeded: number;
};

type Standings = {
  /** Last week's (spec): 0 whenever lastWeek.percentileBetter is null. */
  totalStudents: number;
  percentileBetter: number;
  message: string;
  lastWeek: WeekStanding;
  thisWeek: WeekStanding;
};

/** An average over this week's group: null under MIN_GROUP_SIZE (or when it would let the
 *  student subtract another average from it), with how many more students it needs. */
type ThisWeekAverage = { averageXpThisWeek: number | null; averageStudentsNeeded: number };

/** The four cards, in the shape of api/schemas/rankings.ts (which checks them on the way out). */
export type Rankings = {
  school: Standings & ThisWeekAverage & { name: string | null; xpThisWeek: number };
  friends: {
    totalFriends: number;
    friendsActive: number;
    yourXpThisWeek: number;
    topFriendXp: number;
    topPerformers: { name: string; xp: number; level: number; isYou: boolean }[];
    message: string;
  };
  region: Standings &
    ThisWeekAverage & {
      zipCode: string | null;
      yourSchoolRank: number | null;
      xpThisWeek: number;
      trendingSchools: { name: string; xpGain: number; isYourSchool: boolean }[];
    };
  global: Standings & {
    xpPercentile: number;
    streakPercentile: number;
    completionRatePercentile: number;
    levelProgressPercentile: number;
    globalStats: {
      averageXpPerWeek: number | null;
      averageStreak: number | null;
      averageCompletionRate: number | null;
      /** The week the averages are of: last week (its Sunday). */
      week: string;
      /** More students needed before they are shown (0: shown). */
      studentsNeeded: number;
    };
  };
};

/** A school's totals for one week: its ranked students, their XP and their scores. */
export type SchoolWeek = { schoolKey: string; students: number; xp: number; score: number };

/** A group's ranked students and their XP in one week. */
export type GroupTotals = { students: number; xp: number };

export type RankingsInput = {
  /** The student's school as they see it (a typed name opened for them), or null. */
  schoolName: string | null;
  /** Their school group and region (domain/rankings/groups.ts). */
  schoolKey: string | null;
  zipArea: string | null;
  /** The student's time zone: the day their week closes on. */
  timeZone: string;
  /** Last closed week: whether they were ranked, and whether they are in the counts (not hidden). */
  closed: {
    week: string;
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
  /** The student's current week, live: the same counts at this week's score so far. */
  current: {
    week: string;
    ranked: boolean;
    counted: boolean;
    xp: number;
    school: GroupCounts | null;
    region: GroupCounts | null;
    global: GroupCounts;
    /** Their school's and region's ranked students and XP this week. */
    schoolTotals: GroupTotals | null;
    regionTotals: GroupTotals | null;
  };
  friends: {
    total: number;
    /** This week's XP of the student's visible friends who answered at least once. */
    active: { username: string | null; xp: number; level: number }[];
    me: { username: string | null; level: number };
  };
};

const emptyCounts: GroupCounts = { lower: 0, equal: 0, total: 0 };

/**
 * The student's standing in one group over one week. The group's size is its counted students,
 * plus the student when ranked but hidden (they are compared with everyone counted).
 */
function weekStanding(
  week: string,
  counts: GroupCounts | null,
  ranked: boolean,
  counted: boolean,
): { shown: WeekStanding; standing: Standing } {
  const c = counts ?? emptyCounts;
  const size = c.total + (ranked && !counted ? 1 : 0);
  const needed = counts === null ? MIN_GROUP_SIZE : studentsNeeded(size);
  const standing = ranked && needed === 0 ? standingFrom(c, counted) : noStanding;
  return {
    shown: {
      week,
      totalStudents: c.total,
      ranked,
      percentileBetter: ranked && needed === 0 ? standing.percentile : null,
      studentsNeeded: needed,
    },
    standing,
  };
}

export function buildRankings(input: RankingsInput): Rankings {
  const { closed, current } = input;
  const closesOn = weekClosesOn(current.week, input.timeZone);
  const both = (last: GroupCounts | null, now: GroupCounts | null) => {
    const lastWeek = weekStanding(closed.week, last, closed.ranked, closed.counted);
    const thisWeek = weekStanding(current.week, now, current.ranked, current.counted);
    const facts: StandingFacts = {
      rankedLastWeek: closed.ranked,
      standing: lastWeek.standing,
      studentsNeeded: lastWeek.shown.studentsNeeded,
      thisWeek: {
        ranked: current.ranked,
        studentsNeeded: thisWeek.shown.studentsNeeded,
        closesOn,
      },
    };
    return {
      spec: {
        totalStudents: lastWeek.shown.totalStudents,
        percentileBetter: lastWeek.shown.percentileBetter ?? 0,
      },
      lastWeek: lastWeek.shown,
      thisWeek: thisWeek.shown,
      facts,
    };
  };

  const schoolStanding = both(closed.school, current.school);
  const schoolAverage = averageOf(current.schoolTotals, 0);
  const school = {
    name: input.schoolName,
    ...schoolStanding.spec,
    xpThisWeek: current.xp,
    ...schoolAverage,
    message: schoolMessage({
      schoolName: input.schoolName,
      inSchoolGroup: input.schoolKey !== null,
      facts: schoolStanding.facts,
    }),
    lastWeek: schoolStanding.lastWeek,
    thisWeek: schoolStanding.thisWeek,
  };

  const regionStanding = both(closed.region, current.region);
  const region = {
    zipCode: input.zipArea,
    ...regionStanding.spec,
    yourSchoolRank: schoolRank(input, closed.regionSchools),
    xpThisWeek: current.xp,
    // The school's average is beside it: the region's other schools must be none or 5+.
    ...averageOf(current.regionTotals, current.schoolTotals?.students ?? 0),
    trendingSchools: trending(
      input.schoolKey,
      closed.regionSchools,
      closed.regionSchoolsWeekBefore,
    ),
    message: regionMessage({
      hasSchool: input.schoolName !== null,
      zipArea: input.zipArea,
      facts: regionStanding.facts,
    }),
    lastWeek: regionStanding.lastWeek,
    thisWeek: regionStanding.thisWeek,
  };

  const globalStanding = both(closed.global.score, current.global);
  const metric = (m: Metric) =>
    weekStanding(closed.week, closed.global[m], closed.ranked, closed.counted).shown
      .percentileBetter ?? 0;
  const sums = closed.globalSums;
  // Everyone outside the student's school last week: none or 5+, so the global average and a
  // school's figures cannot be subtracted down to a few students.
  const statsNeeded = Math.max(
    studentsNeeded(sums.students),
    complementNeeded(sums.students, closed.school?.total ?? 0),
  );
  const stat = (value: number) => (statsNeeded === 0 ? value : null);
  const global = {
    ...globalStanding.spec,
    xpPercentile: metric("xp"),
    streakPercentile: metric("streak"),
    completionRatePercentile: metric("completion"),
    levelProgressPercentile: metric("level"),
    message: standingMessage({ kind: "global" }, globalStanding.facts),
    globalStats: {
      averageXpPerWeek: stat(average(sums.xp, sums.students)),
      averageStreak: stat(average(sums.streak, sums.students)),
      averageCompletionRate: stat(
        sums.students > 0 ? oneDecimal(completionRate(sums.dropsCompleted / sums.students)) : 0,
      ),
      week: closed.week,
      studentsNeeded: statsNeeded,
    },
    lastWeek: globalStanding.lastWeek,
    thisWeek: globalStanding.thisWeek,
  };

  return { school, friends: friendsCard(input), region, global };
}

/**
 * This week's average XP over a group, or null while the group has fewer than MIN_GROUP_SIZE
 * ranked students, or while the group minus an `inner` group shown beside it (the student's
 * school inside the region) has from 1 to MIN_GROUP_SIZE − 1.
 */
function averageOf(totals: GroupTotals | null, inner: number): ThisWeekAverage {
  if (totals === null) return { averageXpThisWeek: null, averageStudentsNeeded: MIN_GROUP_SIZE };
  const needed = Math.max(
    studentsNeeded(totals.students),
    complementNeeded(totals.students, inner),
  );
  return {
    averageXpThisWeek: needed === 0 ? average(totals.xp, totals.students) : null,
    averageStudentsNeeded: needed,
  };
}

/**
 * The school's place among the region's schools by last week's average score: 1 + the schools
 * strictly higher. Only schools with at least MIN_GROUP_SIZE ranked students take part; null
 * unless the student was ranked last week and their school is one of at least two such schools.
 */
function schoolRank(
  input: Pick<RankingsInput, "schoolKey" | "zipArea"> & { closed: { ranked: boolean } },
  schools: readonly SchoolWeek[],
): number | null {
  if (!input.closed.ranked || input.schoolKey === null || input.zipArea === null) return null;
  const ranked = schools.filter((s) => s.students >= MIN_GROUP_SIZE);
  const mine = ranked.find((s) => s.schoolKey === input.schoolKey);
  if (mine === undefined || ranked.length < 2) return null;
  const averageScore = (s: SchoolWeek) => s.score / s.students;
  return 1 + ranked.filter((s) => averageScore(s) > averageScore(mine)).length;
}

/**
 * Up to three of the region's directory schools whose average XP per ranked student rose the
 * most from the week before to last week; only rises count. A school takes part with at least
 * MIN_GROUP_SIZE ranked students last week and none or at least MIN_GROUP_SIZE the week before
 * (a school with nobody the week before rose from 0). Ties by name, so the order is stable.
 */
function trending(
  schoolKey: string | null,
  schools: readonly (SchoolWeek & { name: string | null })[],
  weekBefore: readonly SchoolWeek[],
): Rankings["region"]["trendingSchools"] {
  const before = new Map(weekBefore.map((s) => [s.schoolKey, s]));
  const averageXp = (s: SchoolWeek | undefined) => (s && s.students > 0 ? s.xp / s.students : 0);
  return schools
    .flatMap((s) => {
      const then = before.get(s.schoolKey);
      if (s.name === null || studentsNeeded(s.students) > 0) return [];
      if (then !== undefined && then.students > 0 && studentsNeeded(then.students) > 0) return [];
      const gain = averageXp(s) - averageXp(then);
      return gain > 0
        ? [
            {
              name: s.name,
              xpGain: oneDecimal(gain),
              isYourSchool: s.schoolKey === schoolKey,
              exact: gain,
            },
          ]
        : [];
    })
    .sort((a, b) => b.exact - a.exact || a.name.localeCompare(b.name))
    .slice(0, TRENDING_SCHOOLS)
    .map(({ name, xpGain, isYourSchool }) => ({ name, xpGain, isYourSchool }));
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
    .map((p) => ({ name: p.username, xp: p.xp, level: p.level, isYou: p.me }));
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
