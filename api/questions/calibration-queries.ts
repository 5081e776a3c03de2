// Reads of the item calibration: the bank's parameters and the students' responses it estimates
// from (item_responses, migration 0018, joined with questions), and the admin screen's summary
// (the latest run and the flagged items, from questions.cal_*, migration 0021).
import { z } from "zod";
import type { Subject } from "../../domain/questions/item.ts";
import type { CalibrationItemInput, ResponsePattern } from "../../domain/questions/mml.ts";
import { sql, type CommonQueryMethods } from "../../database/pool.ts";
import { itemResponsesRow } from "../../database/tables/item-responses.ts";
import { itemParameters, questionsRow } from "../../database/tables/questions.ts";
import type { CalibrationSummary, FlaggedItem } from "../schemas/calibration.ts";
import { calibratedParameters } from "./bank.ts";

const itemRow = questionsRow.pick({ id: true, ...itemParameters });

/** A subject's published questions: authored parameters (the priors) and those in use now. */
export async function readCalibrationItems(
  db: CommonQueryMethods,
  of: Subject,
): Promise<CalibrationItemInput[]> {
  const rows = await db.any(sql.type(itemRow)`
    select id, irt_a, irt_b, irt_c, cal_a, cal_b, cal_c
    from questions where subject = ${of} order by id`);
  return rows.map((r) => {
    const current = calibratedParameters(r);
    return {
      id: r.id,
      authored: { a: r.irt_a, b: r.irt_b, c: r.irt_c },
      ...(current ? { current } : {}),
    };
  });
}

const responseRow = itemResponsesRow.pick({ user_id: true, question_id: true, correct: true });

/**
 * Every scored answer of a subject to a published question, as one response pattern per student
 * (answers in the order given; the estimator keeps a student's first answer to an item). The
 * whole subject is read at once: the estimator needs every pattern in every EM cycle (about 40
 * bytes a response; a million responses is ≈ 40 MB).
 */
export async function readResponsePatterns(
  db: CommonQueryMethods,
  of: Subject,
): Promise<ResponsePattern[]> {
  const rows = await db.any(sql.type(responseRow)`
    select r.user_id, r.question_id, r.correct
    from item_responses r join questions q on q.id = r.question_id
    where r.subject = ${of}
    order by r.user_id, r.answered_at, r.event_id`);
  const patterns: ResponsePattern[] = [];
  let current: { studentId: string; responses: { itemId: string; correct: boolean }[] } | null =
    null;
  for (const row of rows) {
    if (!current || current.studentId !== row.user_id) {
      current = { studentId: row.user_id, responses: [] };
      patterns.push(current);
    }
    current.responses.push({ itemId: row.question_id, correct: row.correct });
  }
  return patterns;
}

const latestRow = z.object({
  calibration_id: z.string(),
  calibrated_ms: z.number(),
  calibrated: z.number(),
  flagged: z.number(),
});
const countRow = z.object({ n: z.number() });
// A flagged item was calibrated (cal_a is not null): its calibration's columns are not null.
const { cal_a, cal_b, cal_c, fit_rmsd, cal_responses } = questionsRow.shape;
const flaggedRow = questionsRow
  .pick({ id: true, subject: true, skill: true, irt_a: true, irt_b: true, irt_c: true })
  .extend({
    cal_a: cal_a.unwrap(),
    cal_b: cal_b.unwrap(),
    cal_c: cal_c.unwrap(),
    fit_rmsd: fit_rmsd.unwrap(),
    cal_responses: cal_responses.unwrap(),
    calibrated_ms: z.number(),
  });

const round = (x: number, digits = 3) => Math.round(x * 10 ** digits) / 10 ** digits;

/** The admin screen's calibration summary: the latest run that recorded anything (the run whose
 *  id the most recently calibrated question carries) and every item flagged now. */
export async function readCalibrationSummary(
  db: CommonQueryMethods,
  thresholds: { minResponses: number; rmsdFlag: number },
): Promise<CalibrationSummary> {
  const latest = await db.maybeOne(sql.type(latestRow)`
    with last as (
      select calibration_id from questions where calibration_id is not null
      order by calibrated_at desc, id limit 1
    )
    select q.calibration_id::text as calibration_id,
      extract(epoch from max(q.calibrated_at))::float8 * 1000 as calibrated_ms,
      count(*)::int as calibrated, count(*) filter (where q.fit_flagged)::int as flagged
    from questions q join last on last.calibration_id = q.calibration_id
    group by q.calibration_id`);
  const calibratedItems = await db.oneFirst(
    sql.type(countRow)`select count(*)::int as n from questions where calibrated_at is not null`,
  );
  const flagged = await db.any(sql.type(flaggedRow)`
    select id, subject, skill, irt_a, irt_b, irt_c, cal_a, cal_b, cal_c, fit_rmsd, cal_responses,
      extract(epoch from calibrated_at)::float8 * 1000 as calibrated_ms
    from questions where fit_flagged and cal_a is not null
    order by fit_rmsd desc, id`);
  return {
    ...thresholds,
    latest: latest
      ? {
          calibrationId: latest.calibration_id,
          calibratedAt: new Date(latest.calibrated_ms).toISOString(),
          calibrated: latest.calibrated,
          flagged: latest.flagged,
        }
      : null,
    calibratedItems,
    flagged: flagged.map((r): FlaggedItem => ({
      id: r.id,
      subject: r.subject,
      skill: r.skill,
      before: { a: r.irt_a, b: r.irt_b, c: r.irt_c },
      after: { a: round(r.cal_a), b: round(r.cal_b), c: round(r.cal_c) },
      rmsd: round(r.fit_rmsd),
      n: r.cal_responses,
      calibratedAt: new Date(r.calibrated_ms).toISOString(),
    })),
  };
}
