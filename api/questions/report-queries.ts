// Reads for question reports (the `question_reports`, `questions` and `item_responses` read
// models; a question's counts through itemCountsOf): whether a question is in the bank, what a student has reported of
// it, whether they answered it, and the admins' queue. The student's note comes out sealed; the
// command handlers (reports.ts) open it for admins.
import { z } from "zod";
import { sql, type CommonQueryMethods } from "../../database/pool.ts";
import { questionReportsRow } from "../../database/tables/question-reports.ts";
import { questionContent, questionsRow } from "../../database/tables/questions.ts";
import type { reportStatuses } from "../schemas/reports.ts";
import { itemCountsOf } from "./item-counts.ts";

export async function questionExists(db: CommonQueryMethods, questionId: string): Promise<boolean> {
  return db.oneFirst(sql.type(z.object({ found: z.boolean() }))`
    select exists (select 1 from questions where id = ${questionId}) as found`);
}

/** How many reports of the question the student has made, and whether one is open. */
export async function reporterReports(
  db: CommonQueryMethods,
  reporterUserId: string,
  questionId: string,
): Promise<{ made: number; open: boolean }> {
  return db.one(sql.type(z.object({ made: z.number(), open: z.boolean() }))`
    select count(*)::int as made, coalesce(bool_or(status = 'open'), false) as open
    from question_reports
    where reporter_user_id = ${reporterUserId} and question_id = ${questionId}`);
}

/** Whether the student has a scored answer to the question (any context). */
export async function hasAnswered(
  db: CommonQueryMethods,
  userId: string,
  questionId: string,
): Promise<boolean> {
  return db.oneFirst(sql.type(z.object({ found: z.boolean() }))`
    select exists (
      select 1 from item_responses where user_id = ${userId} and question_id = ${questionId}
    ) as found`);
}

/** The open reports of a question (retiring it resolves them all). */
export async function openReportIds(db: CommonQueryMethods, questionId: string): Promise<string[]> {
  const rows = await db.any(sql.type(z.object({ report_id: z.string() }))`
    select report_id from question_reports where question_id = ${questionId} and status = 'open'
    order by reported_at, report_id`);
  return rows.map((r) => r.report_id);
}

const queueRow = questionReportsRow
  .extend(questionsRow.pick(questionContent).omit({ id: true }).shape)
  .extend({
    open_for_question: z.number(),
    retired: z.boolean(),
    attempts: z.number(),
    correct: z.number(),
  });
type QueueRow = z.infer<typeof queueRow>;

/** The longest queue one read returns (oldest first). */
const QUEUE_LIMIT = 200;

/** Reports with this status, oldest first, each with its question and statistics. */
export async function readReportQueue(
  db: CommonQueryMethods,
  status: (typeof reportStatuses)[number],
): Promise<QueueRow[]> {
  return [
    ...(await db.any(sql.type(queueRow)`
      select r.report_id, r.reporter_user_id, r.reason, r.text_sealed, r.answered, r.reported_at,
        r.status, r.resolved_at, r.note,
        (select count(*)::int from question_reports o
          where o.question_id = r.question_id and o.status = 'open') as open_for_question,
        q.id as question_id, q.subject, q.skill, q.level, q.passage, q.stem, q.choices, q.answer,
        q.explanation, q.retired_at is not null as retired,
        s.attempts, s.correct
      from question_reports r
      join questions q on q.id = r.question_id
      cross join lateral ${itemCountsOf(["q", "id"])} s
      where r.status = ${status}
      order by r.reported_at, r.report_id
      limit ${QUEUE_LIMIT}`)),
  ];
}
