// Reads for study planning, from tables only: the student's latest plan and study sessions
// (migration 0016) and their answers (practice_answers, migration 0008). The practice reads the
// projection needs (days, time, the student's row) are the Daily Drop's own
// (../practice/queries.ts); the clock is ../students/clock.ts.
import { z } from "zod";
import type { AnswerRow } from "../../domain/planning/insights.ts";
import type { PlanData } from "../../domain/planning/schedule.ts";
import { sql, type CommonQueryMethods } from "../../database/pool.ts";
import { practiceAnswersRow } from "../../database/tables/practice-answers.ts";
import { studyPlansRow } from "../../database/tables/study-plans.ts";
import { studySessionsRow } from "../../database/tables/study-sessions.ts";

// created_at is read as ISO 8601 text.
const planRow = studyPlansRow.extend({ created_at: z.string() });

/** The student's latest plan, or null before the first. */
export async function readStudyPlan(
  db: CommonQueryMethods,
  userId: string,
): Promise<PlanData | null> {
  const row = await db.maybeOne(sql.type(planRow)`
    select user_id::text, plan_id::text,
      to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
      created_on::text, test_date::text, test_date_from_profile, weekly_hours, preferred_time,
      study_intensity
    from study_plans where user_id = ${userId}`);
  if (!row) return null;
  return {
    userId: row.user_id,
    planId: row.plan_id,
    createdAt: row.created_at,
    createdOn: row.created_on,
    testDate: row.test_date,
    testDateFromProfile: row.test_date_from_profile,
    weeklyHours: row.weekly_hours,
    preferredTime: row.preferred_time,
    studyIntensity: row.study_intensity,
  };
}

const sessionRow = studySessionsRow.pick({ minutes: true }).extend({ started_ms: z.number() });

/** The student's recorded study sessions: when each started and its minutes. */
export async function readStudySessions(db: CommonQueryMethods, userId: string) {
  const rows = await db.any(sql.type(sessionRow)`
    select extract(epoch from started_at)::float8 * 1000 as started_ms, minutes
    from study_sessions where user_id = ${userId} order by started_at`);
  return rows.map((r) => ({ startedAt: new Date(r.started_ms), minutes: r.minutes }));
}

const answerRow = practiceAnswersRow
  .pick({
    subject: true,
    domain: true,
    skill: true,
    skipped: true,
    correct: true,
    response_time_ms: true,
    day: true,
  })
  .extend({ recorded_ms: z.number() });

/** Every answer and skip of the student (practice_answers), oldest first. */
export async function readAnswerRows(db: CommonQueryMethods, userId: string): Promise<AnswerRow[]> {
  const rows = await db.any(sql.type(answerRow)`
    select subject, domain, skill, skipped, correct, response_time_ms,
      extract(epoch from recorded_at)::float8 * 1000 as recorded_ms, day::text
    from practice_answers where user_id = ${userId} order by recorded_at, question_id`);
  return rows.map((r) => ({
    subject: r.subject,
    domain: r.domain,
    skill: r.skill,
    skipped: r.skipped,
    correct: r.correct,
    responseTimeMs: r.response_time_ms,
    recordedAt: new Date(r.recorded_ms),
    day: r.day,
  }));
}
