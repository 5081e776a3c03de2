// Reads of the analysts' cohort view (GET /api/analyst/cohort/*): per-question sums of
// item_responses (every scored answer, migration 0018) with the bank's authored and calibrated
// parameters, per student and skill the answers and right answers, and per UTC day the active
// students and answers. Aggregates over the cohort only: no row names a student.
import { z } from "zod";
import {
  cohortDayRange,
  MASTERY_MIN_ANSWERS,
  masteryDistribution,
} from "../../domain/analytics/cohort.ts";
import { exposure, pointBiserial, pValue } from "../../domain/analytics/item-statistics.ts";
import { addDays } from "../../domain/practice/days.ts";
import { subjects, taxonomy } from "../../domain/questions/item.ts";
import { sql, type CommonQueryMethods } from "../../database/pool.ts";
import { itemParameters, questionsRow } from "../../database/tables/questions.ts";
import type { CohortDay, CohortItem, CohortSkill } from "../schemas/analyst.ts";

/** The latest calibrated parameters and fit flag (migration 0021) and the retirement (0022). */
const calibrationAndRetirement = sql.fragment`
  q.cal_a, q.cal_b, q.cal_c, q.fit_flagged, q.retired_at is not null as retired`;

const itemRow = questionsRow
  .pick({
    id: true,
    subject: true,
    domain: true,
    skill: true,
    level: true,
    ...itemParameters,
    fit_flagged: true,
  })
  .extend({
    attempts: z.number(),
    correct: z.number(),
    sum_theta: z.number(),
    sum_theta_squared: z.number(),
    sum_theta_correct: z.number(),
    students: z.number(),
    subject_students: z.number(),
    retired: z.boolean(),
  });
export type ItemRow = z.infer<typeof itemRow>;

/** Every question of the bank with the sums of its responses, the distinct students who
 *  answered it and those of its subject, in the bank's order (subject, domain, skill, level). */
export async function readItemRows(db: CommonQueryMethods): Promise<readonly ItemRow[]> {
  return db.any(sql.type(itemRow)`
    with per_item as (
      select question_id, count(*)::int as attempts,
        count(*) filter (where correct)::int as correct,
        sum(theta_before) as sum_theta,
        sum(theta_before * theta_before) as sum_theta_squared,
        coalesce(sum(theta_before) filter (where correct), 0) as sum_theta_correct,
        count(distinct user_id)::int as students
      from item_responses group by question_id
    ), per_subject as (
      select subject, count(distinct user_id)::int as students
      from item_responses group by subject
    )
    select q.id, q.subject, q.domain, q.skill, q.level, q.irt_a, q.irt_b, q.irt_c,
      coalesce(i.attempts, 0) as attempts, coalesce(i.correct, 0) as correct,
      coalesce(i.sum_theta, 0) as sum_theta,
      coalesce(i.sum_theta_squared, 0) as sum_theta_squared,
      coalesce(i.sum_theta_correct, 0) as sum_theta_correct,
      coalesce(i.students, 0) as students, coalesce(s.students, 0) as subject_students,
      ${calibrationAndRetirement}
    from questions q
      left join per_item i on i.question_id = q.id
      left join per_subject s on s.subject = q.subject
    order by q.subject, q.domain, q.skill, q.level, q.id`);
}

const skillRecordRow = questionsRow
  .pick({ subject: true, skill: true })
  .extend({ answers: z.number(), correct: z.number() });
export type SkillRecordRow = z.infer<typeof skillRecordRow>;

/** Per student and skill (of the answered question), their scored answers and right ones; only
 *  students with at least MASTERY_MIN_ANSWERS answers in the skill (no student id is returned). */
export async function readSkillRecords(db: CommonQueryMethods): Promise<readonly SkillRecordRow[]> {
  return db.any(sql.type(skillRecordRow)`
    select q.subject, q.skill, count(*)::int as answers,
      count(*) filter (where r.correct)::int as correct
    from item_responses r join questions q on q.id = r.question_id
    group by r.user_id, q.subject, q.skill
    having count(*) >= ${MASTERY_MIN_ANSWERS}`);
}

const dayRow = z.object({ day: z.string(), active_students: z.number(), answers: z.number() });

/**
 * Per UTC day from `from` to `to` (yyyy-MM-dd, both included) with any activity: the distinct
 * students who answered (item_responses) or skipped (practice_answers' skips: the Daily Drop's
 * and focused sets') a question, and the scored answers. Days without activity are absent.
 */
export async function readActivityByDay(
  db: CommonQueryMethods,
  from: string,
  to: string,
): Promise<Map<string, { activeStudents: number; answers: number }>> {
  const start = sql.timestamp(new Date(`${from}T00:00:00Z`));
  const end = sql.timestamp(new Date(`${addDays(to, 1)}T00:00:00Z`));
  const rows = await db.any(sql.type(dayRow)`
    with activity as (
      select user_id, answered_at as at, true as answer from item_responses
      where answered_at >= ${start} and answered_at < ${end}
      union all
      select user_id, recorded_at as at, false as answer from practice_answers
      where skipped and recorded_at >= ${start} and recorded_at < ${end}
    )
    select to_char(at at time zone 'UTC', 'YYYY-MM-DD') as day,
      count(distinct user_id)::int as active_students,
      count(*) filter (where answer)::int as answers
    from activity group by 1`);
  return new Map(
    rows.map((r) => [r.day, { activeStudents: r.active_students, answers: r.answers }]),
  );
}

// ── The views ────────────────────────────────────────────────────────────────────────────────

/** GET /api/analyst/cohort/items: each question with its statistics (domain/analytics). */
export async function readCohortItems(db: CommonQueryMethods): Promise<CohortItem[]> {
  const rows = await readItemRows(db);
  return rows.map((r) => ({
    questionId: r.id,
    subject: r.subject,
    domain: r.domain,
    skill: r.skill,
    level: r.level,
    retired: r.retired,
    attempts: r.attempts,
    pValue: pValue(r),
    pointBiserial: pointBiserial({
      attempts: r.attempts,
      correct: r.correct,
      sumTheta: r.sum_theta,
      sumThetaSquared: r.sum_theta_squared,
      sumThetaCorrect: r.sum_theta_correct,
    }),
    exposure: exposure(r.students, r.subject_students),
    authored: { a: r.irt_a, b: r.irt_b, c: r.irt_c },
    calibrated:
      r.cal_a !== null && r.cal_b !== null && r.cal_c !== null
        ? { a: r.cal_a, b: r.cal_b, c: r.cal_c }
        : null,
    flagged: r.fit_flagged,
  }));
}

/** GET /api/analyst/cohort/skills: every skill of the taxonomy, in its order, with the mastery
 *  distribution of the students with enough answers in it. */
export async function readCohortSkills(db: CommonQueryMethods): Promise<CohortSkill[]> {
  const records = Map.groupBy(await readSkillRecords(db), (r) => `${r.subject}/${r.skill}`);
  return subjects.flatMap((subject) =>
    Object.entries(taxonomy[subject] as Record<string, readonly string[]>).flatMap(
      ([domain, skills]) =>
        skills.map((skill) => ({
          subject,
          domain,
          skill,
          ...masteryDistribution(records.get(`${subject}/${skill}`) ?? []),
        })),
    ),
  );
}

/** GET /api/analyst/cohort/days: every UTC day of the range, days without activity as zeros;
 *  a range the rules refuse (cohortDayRange) comes back as its problem. */
export async function readCohortDays(
  db: CommonQueryMethods,
  asked: { from?: string | undefined; to?: string | undefined },
  today: string,
): Promise<
  { ok: true; from: string; to: string; days: CohortDay[] } | { ok: false; problem: string }
> {
  const range = cohortDayRange(asked, today);
  if (!range.ok) return range;
  const activity = await readActivityByDay(db, range.from, range.to);
  return {
    ok: true,
    from: range.from,
    to: range.to,
    days: range.days.map((date) => ({
      date,
      ...(activity.get(date) ?? { activeStudents: 0, answers: 0 }),
    })),
  };
}
