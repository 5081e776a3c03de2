// questions: the published bank (QuestionPublished / QuestionRevised), the latest calibrated
// parameters and fit (QuestionCalibrated: cal_a, cal_b, cal_c, fit_rmsd, fit_flagged, migration
// 0021) and, in question_stats, the difficulty re-estimated online after every scored answer
// (scoredAnswerOf: the diagnostic's, the Daily Drop's and focused sets'), with the attempts that
// sized its steps. The figures shown of a question (attempts, percent correct, the missed share)
// are read from item_responses, not from here (docs/rules.md, "Item statistics").
// A calibration resets current_b to the calibrated b, and the online step then continues from it
// with the calibrated a and c.
// QuestionRetired sets retired_at: an admin took the question out of the bank.
//
// A batch costs the same few statements whatever its size: one read of the questions' parameters
// and one of their statistics (locked) for every question the batch names; the events folded in
// memory in their order (fold.ts: exactly what one statement per event did, the online difficulty
// step by step per question); then one multi-row write per kind of change: the published
// content, the calibrations, the retirements, the statistics.
import { sql, statement } from "../../database/pool.ts";
import { questionStatsRow } from "../../database/tables/question-stats.ts";
import { questionsRow } from "../../database/tables/questions.ts";
import { scoredAnswerEventTypes } from "../../domain/analytics/item-statistics.ts";
import { defineProjection } from "../projection.ts";
import { foldQuestions, questionIdOf } from "./fold.ts";

const parametersRow = questionsRow.pick({
  id: true,
  irt_a: true,
  irt_c: true,
  cal_a: true,
  cal_c: true,
});
const statsRow = questionStatsRow.omit({ updated_at: true });

export const questionsProjection = defineProjection({
  name: "questions",
  tables: ["questions", "question_stats"],
  // The bank, and per-question counts over every student: no row is about one student.
  personalRows: { questions: "none", question_stats: "none" },
  handles: [
    "QuestionPublished",
    "QuestionRevised",
    "QuestionRetired",
    "QuestionCalibrated",
    ...scoredAnswerEventTypes,
  ],
  async apply(events, { tx, table }) {
    const questions = table("questions");
    const stats = table("question_stats");
    const ids = [...new Set(events.map(questionIdOf))];
    if (ids.length === 0) return;
    const parameters = await tx.any(sql.type(parametersRow)`
      select id, irt_a, irt_c, cal_a, cal_c from ${questions}
      where id = any(${sql.array(ids, "text")})
    `);
    const counts = await tx.any(sql.type(statsRow)`
      select question_id, attempts, correct, current_b from ${stats}
      where question_id = any(${sql.array(ids, "text")})
      for update
    `);
    const changes = foldQuestions(
      events,
      parameters.map((r) => ({
        id: r.id,
        irtA: r.irt_a,
        irtC: r.irt_c,
        calA: r.cal_a,
        calC: r.cal_c,
      })),
      counts.map((r) => ({
        questionId: r.question_id,
        attempts: r.attempts,
        correct: r.correct,
        currentB: r.current_b,
      })),
    );

    if (changes.content.length > 0) {
      // A question new to the table is inserted with the batch's first publication time; one
      // already there keeps its published_at (as the upsert per event did).
      await tx.query(statement`
        insert into ${questions} (id, subject, domain, skill, level, band, passage, stem, choices,
          answer, explanation, irt_a, irt_b, irt_c, source, license, published_at, revised_at)
        select id, subject, domain, skill, level, band, passage, stem, choices, answer,
          explanation, irt_a, irt_b, irt_c, source, license, published_at, revised_at
        from jsonb_to_recordset(${sql.jsonb(changes.content)}) as r(id text, subject text,
          domain text, skill text, level smallint, band text, passage text, stem text,
          choices jsonb, answer text, explanation text, irt_a double precision,
          irt_b double precision, irt_c double precision, source text, license text,
          published_at timestamptz, revised_at timestamptz)
        on conflict (id) do update set subject = excluded.subject, domain = excluded.domain,
          skill = excluded.skill, level = excluded.level, band = excluded.band,
          passage = excluded.passage, stem = excluded.stem, choices = excluded.choices,
          answer = excluded.answer, explanation = excluded.explanation, irt_a = excluded.irt_a,
          irt_b = excluded.irt_b, irt_c = excluded.irt_c, source = excluded.source,
          license = excluded.license, revised_at = excluded.revised_at
      `);
    }
    if (changes.calibrations.length > 0) {
      await tx.query(statement`
        update ${questions} q set cal_a = r.cal_a, cal_b = r.cal_b, cal_c = r.cal_c,
          calibrated_at = r.calibrated_at, cal_responses = r.cal_responses,
          fit_rmsd = r.fit_rmsd, fit_flagged = r.fit_flagged, calibration_id = r.calibration_id
        from jsonb_to_recordset(${sql.jsonb(changes.calibrations)}) as r(id text,
          cal_a double precision, cal_b double precision, cal_c double precision,
          calibrated_at timestamptz, cal_responses integer, fit_rmsd double precision,
          fit_flagged boolean, calibration_id uuid)
        where q.id = r.id
      `);
    }
    if (changes.retirements.length > 0) {
      // The question stays (an answer to it assigned earlier is still scored and shown); the
      // bank's selections leave it out from now (api/questions/bank.ts).
      await tx.query(statement`
        update ${questions} q set retired_at = r.retired_at
        from jsonb_to_recordset(${sql.jsonb(changes.retirements)}) as r(id text,
          retired_at timestamptz)
        where q.id = r.id
      `);
    }
    if (changes.stats.length > 0) {
      // Statistics start from the authored difficulty (a new row); a revision keeps what
      // students did. The rows read above are locked, so the folded counts are the new ones.
      await tx.query(statement`
        insert into ${stats} (question_id, attempts, correct, current_b, updated_at)
        select question_id, attempts, correct, current_b, updated_at
        from jsonb_to_recordset(${sql.jsonb(changes.stats)}) as r(question_id text,
          attempts integer, correct integer, current_b double precision, updated_at timestamptz)
        on conflict (question_id) do update set attempts = excluded.attempts,
          correct = excluded.correct, current_b = excluded.current_b,
          updated_at = excluded.updated_at
      `);
    }
  },
});
