// The rankings reads (tables of migration 0014, the projection `rankings`), each an index lookup
// or a sum over one group's few hundred histogram or school rows: never a scan of a group.
// Friends come from `friendships`, levels from `practice_students`, school names from the
// directory. What they mean is decided in domain/rankings.
import { z } from "zod";
import { sql, type CommonQueryMethods } from "../../database/pool.ts";
import { practiceStudentsRow } from "../../database/tables/practice-students.ts";
import { rankingSchoolsRow } from "../../database/tables/ranking-schools.ts";
import { rankingStudentsRow } from "../../database/tables/ranking-students.ts";
import { rankingWeeksRow } from "../../database/tables/ranking-weeks.ts";
import { schoolsRow } from "../../database/tables/schools.ts";
import type { GroupCounts } from "../../domain/rankings/standing.ts";
import type { Metric, Scope, WeekRecord } from "../../domain/rankings/week-record.ts";
import type { SchoolWeek } from "../../domain/rankings/rankings.ts";

const studentRow = rankingStudentsRow.omit({ user_id: true });
export type RankingStudent = z.infer<typeof studentRow>;

/** The student as the rankings know them, or null before any ranking event of theirs. */
export function readRankingStudent(
  db: CommonQueryMethods,
  userId: string,
): Promise<RankingStudent | null> {
  return db.maybeOne(sql.type(studentRow)`
    select username, school_key, school_name, zip_area, hidden
    from ranking_students where user_id = ${userId}`);
}

const weekRow = rankingWeeksRow.omit({ user_id: true });

/** The student's record of one week, or null when they did not practice in it. */
export async function readWeek(
  db: CommonQueryMethods,
  userId: string,
  week: string,
): Promise<WeekRecord | null> {
  const row = await db.maybeOne(sql.type(weekRow)`
    select week::text, xp, days_mask, answers, drops_completed, level_progress, streak
    from ranking_weeks where user_id = ${userId} and week = ${week}::date`);
  return row
    ? {
        week: row.week,
        xp: row.xp,
        daysMask: row.days_mask,
        answers: row.answers,
        dropsCompleted: row.drops_completed,
        levelProgress: row.level_progress,
        streak: row.streak,
      }
    : null;
}

export type CountsQuery = { scope: Scope; group: string; metric: Metric; value: number };

const countsRow = z.object({ lower: z.number(), equal: z.number(), total: z.number() });

/** For each query, a week's counts in its group below, at and in all at its value (one query). */
export async function readGroupCounts(
  db: CommonQueryMethods,
  week: string,
  queries: readonly CountsQuery[],
): Promise<GroupCounts[]> {
  if (queries.length === 0) return [];
  const rows = await db.any(sql.type(countsRow.extend({ i: z.number() }))`
    select q.i::int as i,
      coalesce(sum(h.students) filter (where h.value < q.value), 0)::int as lower,
      coalesce(sum(h.students) filter (where h.value = q.value), 0)::int as equal,
      coalesce(sum(h.students), 0)::int as total
    from unnest(${sql.array(
      queries.map((q) => q.scope),
      "text",
    )}::text[], ${sql.array(
      queries.map((q) => q.group),
      "text",
    )}::text[], ${sql.array(
      queries.map((q) => q.metric),
      "text",
    )}::text[], ${sql.array(
      queries.map((q) => q.value),
      "int4",
    )}::int[]) with ordinality as q(scope, group_key, metric, value, i)
    left join ranking_histograms h on h.week = ${week}::date and h.scope = q.scope
      and h.group_key = q.group_key and h.metric = q.metric
    group by q.i order by q.i`);
  return rows.map(({ lower, equal, total }) => ({ lower, equal, total }));
}

const sumsRow = z.object({
  students: z.number(),
  xp: z.number(),
  streak: z.number(),
  drops_completed: z.number(),
});

/** A week's global sums over its ranked visible students, from the global histograms. */
export async function readGlobalSums(db: CommonQueryMethods, week: string) {
  const row = await db.one(sql.type(sumsRow)`
    select
      coalesce(sum(students) filter (where metric = 'score'), 0)::int as students,
      coalesce(sum(value::bigint * students) filter (where metric = 'xp'), 0)::float8 as xp,
      coalesce(sum(value::bigint * students) filter (where metric = 'streak'), 0)::float8 as streak,
      coalesce(sum(value::bigint * students) filter (where metric = 'completion'), 0)::float8
        as drops_completed
    from ranking_histograms where week = ${week}::date and scope = 'global' and group_key = ''`);
  return {
    students: row.students,
    xp: row.xp,
    streak: row.streak,
    dropsCompleted: row.drops_completed,
  };
}

const schoolRow = rankingSchoolsRow
  .pick({ school_key: true, students: true, xp: true, score: true })
  .extend({ name: schoolsRow.shape.name.nullable() }); // a typed school has no directory name

/** A week's school rows of a region, with each directory school's public name. */
export async function readRegionSchools(
  db: CommonQueryMethods,
  week: string,
  zipArea: string,
): Promise<(SchoolWeek & { name: string | null })[]> {
  const rows = await db.any(sql.type(schoolRow)`
    select r.school_key, r.students, r.xp::float8 as xp, r.score::float8 as score, s.name
    from ranking_schools r
    left join schools s on r.school_key like 'school:%' and s.id = substr(r.school_key, 8)
    where r.week = ${week}::date and r.zip_area = ${zipArea}`);
  return rows.map((r) => ({
    schoolKey: r.school_key,
    students: r.students,
    xp: r.xp,
    score: r.score,
    name: r.name,
  }));
}

const totalsRow = z.object({ students: z.number(), xp: z.number() });

/** A school's ranked students and XP in a week ({0, 0} when none). */
export function readSchoolTotals(db: CommonQueryMethods, week: string, schoolKey: string) {
  return db.one(sql.type(totalsRow)`
    select coalesce(sum(students), 0)::int as students, coalesce(sum(xp), 0)::float8 as xp
    from ranking_schools where week = ${week}::date and school_key = ${schoolKey}`);
}

/** A region's ranked students and XP in a week, over its schools. */
export function readRegionTotals(db: CommonQueryMethods, week: string, zipArea: string) {
  return db.one(sql.type(totalsRow)`
    select coalesce(sum(students), 0)::int as students, coalesce(sum(xp), 0)::float8 as xp
    from ranking_schools where week = ${week}::date and zip_area = ${zipArea}`);
}

// Each through a left join: null where the friend has no rankings row, week or drop yet.
const friendRow = z.object({
  username: rankingStudentsRow.shape.username,
  hidden: rankingStudentsRow.shape.hidden.nullable(),
  xp: rankingWeeksRow.shape.xp.nullable(),
  answers: rankingWeeksRow.shape.answers.nullable(),
  english_level: practiceStudentsRow.shape.english_level.nullable(),
  math_level: practiceStudentsRow.shape.math_level.nullable(),
});
export type FriendWeek = z.infer<typeof friendRow>;

/** The student's friends ('friends' both ways), each with their rankings row and week. */
export function readFriendsWeek(
  db: CommonQueryMethods,
  userId: string,
  week: string,
): Promise<readonly FriendWeek[]> {
  return db.any(sql.type(friendRow)`
    select rs.username, rs.hidden, w.xp, w.answers, p.english_level, p.math_level
    from friendships f
    left join ranking_students rs on rs.user_id = f.friend_id
    left join ranking_weeks w on w.user_id = f.friend_id and w.week = ${week}::date
    left join practice_students p on p.user_id = f.friend_id
    where f.user_id = ${userId} and f.status = 'friends'`);
}

const levelsRow = practiceStudentsRow.pick({ english_level: true, math_level: true });

/** The student's shown levels, or null before their first Daily Drop. */
export function readLevels(db: CommonQueryMethods, userId: string) {
  return db.maybeOne(sql.type(levelsRow)`
    select english_level, math_level from practice_students where user_id = ${userId}`);
}
