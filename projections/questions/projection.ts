// questions: the published bank (QuestionPublished / QuestionRevised), the latest calibrated
// parameters and fit (QuestionCalibrated: cal_a, cal_b, cal_c, fit_rmsd, fit_flagged, migration
// 0021) and, in question_stats, how students do on each question (every DiagnosticAnswerRecorded
// and DailyDropAnswerSubmitted): attempts, correct answers and the difficulty re-estimated online.
// A calibration resets current_b to the calibrated b, and the online step then continues from it
// with the calibrated a and c.
// QuestionRetired sets retired_at: an admin took the question out of the bank.
import { z } from "zod";
import { diagnosticEventSchemas } from "../../domain/diagnostic/events.ts";
import { practiceEventSchemas } from "../../domain/practice/events.ts";
import { updateDifficulty } from "../../domain/questions/calibration.ts";
import { parseQuestionEvent } from "../../domain/questions/events.ts";
import { bandOf } from "../../domain/questions/item.ts";
import { sql, statement } from "../../database/pool.ts";
import type { StoredEvent } from "../../eventstore/port.ts";
import { defineProjection } from "../projection.ts";

const statsRow = z.object({
  attempts: z.number(),
  current_b: z.number(),
  irt_a: z.number(),
  irt_c: z.number(),
});

/** A scored answer to a question, from either context: which question, whether it was right,
 *  and the student's ability before it (what the difficulty update needs); null otherwise. */
function scoredAnswer(stored: StoredEvent) {
  if (stored.type === "DiagnosticAnswerRecorded") {
    const d = diagnosticEventSchemas.DiagnosticAnswerRecorded.parse(stored.data);
    return { questionId: d.questionId, correct: d.correct, theta: d.before.theta };
  }
  if (stored.type === "DailyDropAnswerSubmitted") {
    const d = practiceEventSchemas.DailyDropAnswerSubmitted.parse(stored.data);
    return { questionId: d.questionId, correct: d.correct, theta: d.before.mean };
  }
  return null;
}

export const questionsProjection = defineProjection({
  name: "questions",
  tables: ["questions", "question_stats"],
  // The bank, and per-question counts over every student: no row is about one student.
  personalRows: { questions: "none", question_stats: "none" },
  handles: [
    "QuestionPublished",
    "QuestionRevised",
    "QuestionRetired",
    "DiagnosticAnswerRecorded",
    "DailyDropAnswerSubmitted",
    "QuestionCalibrated",
  ],
  async apply(events, { tx, table }) {
    const questions = table("questions");
    const stats = table("question_stats");
    for (const stored of events) {
      const at = sql.timestamp(stored.recordedAt);
      const data = scoredAnswer(stored);
      if (data) {
        const row = await tx.maybeOne(sql.type(statsRow)`
          select s.attempts, s.current_b, coalesce(q.cal_a, q.irt_a) as irt_a,
            coalesce(q.cal_c, q.irt_c) as irt_c
          from ${stats} s join ${questions} q on q.id = s.question_id
          where s.question_id = ${data.questionId}
          for update of s
        `);
        // An answer to a question no longer in the bank changes no statistics.
        if (!row) continue;
        const b = updateDifficulty(
          { a: row.irt_a, b: row.current_b, c: row.irt_c },
          row.attempts,
          data.theta,
          data.correct,
        );
        await tx.query(statement`
          update ${stats} set attempts = attempts + 1,
            correct = correct + ${data.correct ? 1 : 0}, current_b = ${b}, updated_at = ${at}
          where question_id = ${data.questionId}
        `);
        continue;
      }
      const event = parseQuestionEvent(stored.type, stored.data);
      if (event.type === "QuestionCalibrated") {
        const { questionId, calibrationId, after, responses, fit } = event.data;
        await tx.query(statement`
          update ${questions} set cal_a = ${after.a}, cal_b = ${after.b}, cal_c = ${after.c},
            calibrated_at = ${at}, cal_responses = ${responses}, fit_rmsd = ${fit.rmsd},
            fit_flagged = ${fit.flagged}, calibration_id = ${calibrationId}
          where id = ${questionId}
        `);
        await tx.query(statement`
          update ${stats} set current_b = ${after.b}, updated_at = ${at}
          where question_id = ${questionId}
        `);
        continue;
      }
      if (event.type === "QuestionRetired") {
        // The question stays (an answer to it assigned earlier is still scored and shown); the
        // bank's selections leave it out from now (api/questions/bank.ts).
        await tx.query(statement`
          update ${questions} set retired_at = ${at} where id = ${event.data.questionId}
        `);
        continue;
      }
      if (event.type !== "QuestionPublished" && event.type !== "QuestionRevised") continue;
      const { question: q } = event.data;
      await tx.query(statement`
        insert into ${questions} (id, subject, domain, skill, level, band, passage, stem, choices,
          answer, explanation, irt_a, irt_b, irt_c, source, license, published_at, revised_at)
        values (${q.id}, ${q.subject}, ${q.domain}, ${q.skill}, ${q.level}, ${bandOf(q.level)},
          ${q.passage}, ${q.stem}, ${sql.jsonb([...q.choices])}, ${q.answer}, ${q.explanation},
          ${q.irt.a}, ${q.irt.b}, ${q.irt.c}, ${q.source}, ${q.license}, ${at}, ${at})
        on conflict (id) do update set subject = excluded.subject, domain = excluded.domain,
          skill = excluded.skill, level = excluded.level, band = excluded.band,
          passage = excluded.passage, stem = excluded.stem, choices = excluded.choices,
          answer = excluded.answer, explanation = excluded.explanation, irt_a = excluded.irt_a,
          irt_b = excluded.irt_b, irt_c = excluded.irt_c, source = excluded.source,
          license = excluded.license, revised_at = excluded.revised_at
      `);
      // Statistics start from the authored difficulty; a revision keeps what students did.
      await tx.query(statement`
        insert into ${stats} (question_id, current_b, updated_at) values (${q.id}, ${q.irt.b}, ${at})
        on conflict (question_id) do nothing
      `);
    }
  },
});
