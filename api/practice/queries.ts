// Reads for the Daily Drop and progress, from tables only: the questions of a drop as the
// student sees them, the goal score, and the practice read models (migration 0008). The
// student's clock is in ../students/clock.ts; the bank the Daily Drop decides with is in
// ../questions/bank.ts.
import { z } from "zod";
import type { Subject } from "../../domain/questions/item.ts";
import { sql, type CommonQueryMethods } from "../../database/pool.ts";
import { practiceAnswersRow } from "../../database/tables/practice-answers.ts";
import { practiceDaysRow } from "../../database/tables/practice-days.ts";
import { practiceStudentsRow } from "../../database/tables/practice-students.ts";
import { questionContent, questionsRow } from "../../database/tables/questions.ts";
import { usersRow } from "../../database/tables/users.ts";
import { storedPosition } from "../../eventstore/port.ts";
import { itemCountsOf } from "../questions/item-counts.ts";

const dropQuestionRow = questionsRow.pick(questionContent);
export type DropQuestionRow = z.infer<typeof dropQuestionRow>;

/** The drop's questions with their keys and explanations (the route decides what to show). */
export async function readDropQuestions(
  db: CommonQueryMethods,
  ids: readonly string[],
): Promise<Map<string, DropQuestionRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.any(sql.type(dropQuestionRow)`
    select id, subject, skill, level, passage, stem, choices, answer, explanation
    from questions where id = any(${sql.array([...ids], "text")})`);
  return new Map(rows.map((r) => [r.id, r]));
}

const goalScoreRow = usersRow.pick({ goal_score: true });

/** The SAT total the student aims for (users.goal_score, migration 0024); null: none set. */
export async function readGoalScore(
  db: CommonQueryMethods,
  userId: string,
): Promise<number | null> {
  const row = await db.maybeOne(sql.type(goalScoreRow)`
    select goal_score from users where user_id = ${userId}`);
  return row?.goal_score ?? null;
}

// streak_last_at is read as ISO 8601 text (the streak rule's instant).
const studentRow = practiceStudentsRow
  .omit({ user_id: true, updated_at: true })
  .extend({ streak_last_at: z.string().nullable() });
export type PracticeStudentRow = z.infer<typeof studentRow>;

export async function readPracticeStudent(
  db: CommonQueryMethods,
  userId: string,
): Promise<PracticeStudentRow | null> {
  return db.maybeOne(sql.type(studentRow)`
    select total_xp, streak_days, streak_last_day::text, streak_last_zone,
      to_char(streak_last_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as streak_last_at,
      english_level, math_level, english_mean, english_sd, math_mean, math_sd, first_day::text,
      questions_answered, correct_answers, days_completed
    from practice_students where user_id = ${userId}`);
}

const dayRow = practiceDaysRow.pick({
  day: true,
  answered: true,
  correct: true,
  xp: true,
  completed: true,
  english_mean: true,
  english_sd: true,
  math_mean: true,
  math_sd: true,
  english_level: true,
  math_level: true,
});
export type PracticeDayRow = z.infer<typeof dayRow>;

const latestDayRow = practiceDaysRow.pick({ day: true, time_zone: true });

/** The student's latest day with a drop and the zone it was lived in (null: none yet): where
 *  their next day may begin (studentDay, docs/rules.md "The student's day"). */
export async function readLatestPracticeDay(db: CommonQueryMethods, userId: string) {
  const row = await db.maybeOne(sql.type(latestDayRow)`
    select day::text, time_zone from practice_days
    where user_id = ${userId} order by day desc limit 1`);
  return row && { day: row.day, timeZone: row.time_zone };
}

/** The student's days with a drop from `from` on (all of them when null), oldest first. */
export async function readPracticeDays(
  db: CommonQueryMethods,
  userId: string,
  from: string | null,
): Promise<PracticeDayRow[]> {
  return [
    ...(await db.any(sql.type(dayRow)`
      select day::text, answered, correct, xp, completed, english_mean, english_sd, math_mean,
        math_sd, english_level, math_level
      from practice_days
      where user_id = ${userId} and (${from}::date is null or day >= ${from}::date)
      order by day`)),
  ];
}

const skillRow = practiceAnswersRow
  .pick({ subject: true, domain: true, skill: true })
  .extend({ attempts: z.number(), correct: z.number() });

/** Questions done and right per skill (a skip is done and not right: one accuracy everywhere). */
export async function readSkillPerformance(db: CommonQueryMethods, userId: string) {
  return [
    ...(await db.any(sql.type(skillRow)`
      select subject, domain, skill, count(*)::int as attempts,
        count(*) filter (where correct)::int as correct
      from practice_answers where user_id = ${userId}
      group by subject, domain, skill order by subject, domain, skill`)),
  ];
}

const pacingRow = practiceAnswersRow.pick({ subject: true }).extend({
  answered: z.number(),
  median_ms: z.number().nullable(),
  rushed: z.number(),
});

/** Median response time per subject over answered questions, and how many answers came faster
 *  than `rushedUnderMs` of their subject (domain/practice/pacing.ts isRushed). */
export async function readPacing(
  db: CommonQueryMethods,
  userId: string,
  rushedUnderMs: Record<Subject, number>,
) {
  return [
    ...(await db.any(sql.type(pacingRow)`
      select subject, count(*)::int as answered,
        percentile_cont(0.5) within group (order by response_time_ms) as median_ms,
        count(*) filter (where response_time_ms < case subject
          when 'english' then ${rushedUnderMs.english}::int
          else ${rushedUnderMs.math}::int end)::int as rushed
      from practice_answers where user_id = ${userId} and not skipped
      group by subject`)),
  ];
}

const weekRow = z.object({
  source: z.enum(["dailyDrop", "practice"]),
  questions: z.number(),
  correct: z.number(),
  skipped: z.number(),
});

/** Questions done from `from` on (answers and skips), the right ones, the skipped ones, per
 *  source: the Daily Drop (no set) and Practice Mode (a focused set). */
export async function readAnswersSince(db: CommonQueryMethods, userId: string, from: string) {
  return [
    ...(await db.any(sql.type(weekRow)`
      select case when set_id is null then 'dailyDrop' else 'practice' end as source,
        count(*)::int as questions, count(*) filter (where correct)::int as correct,
        count(*) filter (where skipped)::int as skipped
      from practice_answers where user_id = ${userId} and day >= ${from}::date
      group by 1`)),
  ];
}

const practiceXpRow = practiceAnswersRow.pick({ day: true, xp: true });

/** Practice Mode's XP per day from `from` on (all days when null): answers in focused sets (the
 *  drop's XP is on practice_days). */
export async function readPracticeModeXp(
  db: CommonQueryMethods,
  userId: string,
  from: string | null,
) {
  return [
    ...(await db.any(sql.type(practiceXpRow)`
      select day::text, sum(xp)::int as xp
      from practice_answers
      where user_id = ${userId} and set_id is not null
        and (${from}::date is null or day >= ${from}::date)
      group by day order by day`)),
  ];
}

const hoursRow = practiceAnswersRow.pick({ subject: true, day: true }).extend({ ms: z.number() });

/** Practice time per subject and day (the projection's hours). */
export async function readPracticeTime(db: CommonQueryMethods, userId: string) {
  return [
    ...(await db.any(sql.type(hoursRow)`
      select subject, day::text, sum(response_time_ms)::float8 as ms
      from practice_answers where user_id = ${userId}
      group by subject, day order by day`)),
  ];
}

const answeredQuestionRow = dropQuestionRow.extend({
  attempts: z.number(),
  correct: z.number(),
  students: z.number(),
  counted_to: storedPosition.nullable(),
});

/**
 * An answered question's row (its key and explanation) and its scored answers and right ones so
 * far (itemCountsOf: item_responses, every scored answer), with the position the responses
 * projection has counted them to — one read.
 */
export async function readAnsweredQuestion(db: CommonQueryMethods, questionId: string) {
  const row = await db.maybeOne(sql.type(answeredQuestionRow)`
    select q.id, q.subject, q.skill, q.level, q.passage, q.stem, q.choices, q.answer,
      q.explanation, n.attempts, n.correct, n.students,
      (select position from projection_checkpoints where projection = 'responses') as counted_to
    from questions q cross join lateral ${itemCountsOf(["q", "id"])} n
    where q.id = ${questionId}`);
  if (!row) return null;
  const { attempts, correct, students, counted_to: countedTo, ...question } = row;
  return {
    question,
    outcomes: { attempts, correct, students },
    countedTo,
  };
}
