// Reads of the published question bank (the `questions`, `question_stats` and `item_responses`
// read models): a question as a student is served it, and the admin screen's stats and
// per-question table (its counts through itemCountsOf, the online difficulty from question_stats). The
// bank the deciders use is in bank.ts.
import { z } from "zod";
import { percentCorrect } from "../../domain/analytics/item-statistics.ts";
import { domainNameOf, sectionNames } from "../../domain/questions/item.ts";
import { sql, type CommonQueryMethods } from "../../database/pool.ts";
import { questionStatsRow } from "../../database/tables/question-stats.ts";
import { questionContent, questionsRow } from "../../database/tables/questions.ts";
import type { DatasetStatsRow, QuestionStatsRow } from "../schemas/questions.ts";
import { itemCountsOf } from "./item-counts.ts";

export async function countPublishedQuestions(db: CommonQueryMethods): Promise<number> {
  return db.oneFirst(
    sql.type(z.object({ n: z.number() }))`select count(*)::int as n from questions`,
  );
}

// What a student is shown before answering: the content without the answer and explanation.
const servedRow = questionsRow.pick(questionContent).omit({ answer: true, explanation: true });

/** A question as a student sees it: the spec's fields, never the key or the explanation. */
export async function readServedQuestion(db: CommonQueryMethods, id: string) {
  const row = await db.maybeOne(sql.type(servedRow)`
    select id, subject, skill, level, passage, stem, choices from questions where id = ${id}`);
  return row ? servedQuestionOf(row) : null;
}

/** A question row in the spec's served fields (the diagnostic's, the drop's, a focused set's). */
export function servedQuestionOf(row: z.infer<typeof servedRow>) {
  return {
    id: row.id,
    subject: row.subject,
    subsection: row.skill,
    level_1_to_12: row.level,
    passage: row.passage,
    question_text: row.stem,
    options: row.choices,
  };
}

const statsRow = questionsRow
  .pick({ subject: true, domain: true, band: true })
  .extend({ count: z.number() });

/** The spec's dataset stats rows: published questions per section, category and difficulty. */
export async function readDatasetStats(db: CommonQueryMethods): Promise<DatasetStatsRow[]> {
  const rows = await db.any(sql.type(statsRow)`
    select subject, domain, band, count(*)::int as count from questions
    group by subject, domain, band order by subject desc, domain, band`);
  return rows.map((r) => ({
    section: sectionNames[r.subject],
    category: domainNameOf(r.domain),
    difficultyLevel: r.band,
    count: r.count,
  }));
}

const questionRow = questionsRow
  .pick({ id: true, subject: true, domain: true, skill: true, level: true, irt_b: true })
  .extend({ attempts: z.number(), correct: z.number() })
  .extend(questionStatsRow.pick({ current_b: true }).shape);

/** Every published question with its attempts, % correct and difficulty now and as authored. */
export async function readQuestionStats(db: CommonQueryMethods): Promise<QuestionStatsRow[]> {
  const rows = await db.any(sql.type(questionRow)`
    select q.id, q.subject, q.domain, q.skill, q.level, q.irt_b,
      n.attempts, n.correct, coalesce(s.current_b, q.irt_b) as current_b
    from questions q left join question_stats s on s.question_id = q.id
      cross join lateral ${itemCountsOf(["q", "id"])} n
    order by q.subject, q.domain, q.level, q.id`);
  return rows.map((r) => ({
    id: r.id,
    subject: r.subject,
    domain: r.domain,
    skill: r.skill,
    level: r.level,
    attempts: r.attempts,
    percentCorrect: percentCorrect(r),
    authoredDifficulty: r.irt_b,
    currentDifficulty: Math.round(r.current_b * 1000) / 1000,
  }));
}
