// The questions projection's batch, folded in memory in event order: from the rows of the
// questions the batch names as they stand before it, the rows to write after it. Each event has
// exactly the effect its own statement had when the projection wrote one per event:
// - QuestionPublished / QuestionRevised: upsert the content (a new row also gets published_at;
//   a row already there keeps it), and a statistics row from the authored b if there is none;
// - QuestionCalibrated: the calibrated parameters and fit on the question if it exists, and
//   current_b reset to the calibrated b if it has statistics;
// - QuestionRetired: retired_at on the question if it exists;
// - a scored answer: if the question and its statistics exist, one more attempt and the online
//   difficulty step (updateDifficulty) from the current b with the parameters in use now (the
//   calibrated a and c, else the authored), so answers after a calibration or a revision in the
//   same batch start from it, as they did one statement at a time.
// The groups of columns written (content, calibration, retirement, statistics) do not overlap,
// so writing each group once after the fold leaves the rows the events one by one left.
import type { QuestionStatsRow } from "../../database/tables/question-stats.ts";
import type { QuestionsRow } from "../../database/tables/questions.ts";
import { scoredAnswerOf } from "../../domain/analytics/item-statistics.ts";
import { updateDifficulty } from "../../domain/questions/calibration.ts";
import { parseQuestionEvent } from "../../domain/questions/question/events.ts";
import { bandOf } from "../../domain/questions/item.ts";
import type { StoredEvent } from "../../eventstore/port.ts";

/** A question's parameters as stored: the authored a and c, and the calibrated ones if any. */
export type QuestionParameters = {
  id: string;
  irtA: number;
  irtC: number;
  calA: number | null;
  calC: number | null;
};
export type QuestionCounts = {
  questionId: string;
  attempts: number;
  correct: number;
  currentB: number;
};

/** A row with these timestamp columns as ISO text, as the fold writes them. */
type WithTextTimes<Row, K extends keyof Row> = Omit<Row, K> & { [P in K]: string };

/** Rows to write, their columns picked from the tables' rows (database/tables). */
export type ContentRow = WithTextTimes<
  Omit<
    QuestionsRow,
    | "cal_a"
    | "cal_b"
    | "cal_c"
    | "calibrated_at"
    | "cal_responses"
    | "fit_rmsd"
    | "fit_flagged"
    | "calibration_id"
    | "retired_at"
  >,
  "published_at" | "revised_at"
>;
/** A calibration's columns: not null once written. */
export type CalibrationRow = WithTextTimes<
  { [K in "id" | "fit_flagged"]: QuestionsRow[K] } & {
    [
      K in
        | "cal_a"
        | "cal_b"
        | "cal_c"
        | "calibrated_at"
        | "cal_responses"
        | "fit_rmsd"
        | "calibration_id"
    ]: NonNullable<QuestionsRow[K]>;
  },
  "calibrated_at"
>;
export type RetirementRow = { id: QuestionsRow["id"]; retired_at: string };
export type StatsRow = WithTextTimes<QuestionStatsRow, "updated_at">;

export type QuestionChanges = {
  content: ContentRow[];
  calibrations: CalibrationRow[];
  retirements: RetirementRow[];
  stats: StatsRow[];
};

/** A scored answer to a question (scoredAnswerOf: the diagnostic's, the Daily Drop's or a
 *  focused set's): which question, whether it was right, and the student's ability before it
 *  (what the difficulty update needs); null otherwise. */
function scoredAnswer(stored: StoredEvent) {
  const answer = scoredAnswerOf(stored.type, stored.data);
  return (
    answer && { questionId: answer.questionId, correct: answer.correct, theta: answer.thetaBefore }
  );
}

/** The question an event of the projection is about. */
export function questionIdOf(stored: StoredEvent): string {
  const answer = scoredAnswer(stored);
  if (answer) return answer.questionId;
  const event = parseQuestionEvent(stored.type, stored.data);
  return event.type === "QuestionPublished" || event.type === "QuestionRevised"
    ? event.data.question.id
    : event.data.questionId;
}

type Question = {
  parameters: Omit<QuestionParameters, "id"> | null;
  content: ContentRow | null;
  calibration: CalibrationRow | null;
  retirement: RetirementRow | null;
};
type Counts = { attempts: number; correct: number; currentB: number; updatedAt: string | null };

export function foldQuestions(
  events: readonly StoredEvent[],
  parameters: readonly QuestionParameters[],
  counts: readonly QuestionCounts[],
): QuestionChanges {
  const questions = new Map<string, Question>();
  const question = (id: string) => {
    let q = questions.get(id);
    if (!q) {
      q = { parameters: null, content: null, calibration: null, retirement: null };
      questions.set(id, q);
    }
    return q;
  };
  for (const { id, ...p } of parameters) question(id).parameters = p;
  /** Statistics rows that exist now; updatedAt is set once the batch changed the row. */
  const stats = new Map<string, Counts>(
    counts.map((c) => [
      c.questionId,
      { attempts: c.attempts, correct: c.correct, currentB: c.currentB, updatedAt: null },
    ]),
  );

  for (const stored of events) {
    const at = stored.recordedAt.toISOString();
    const answer = scoredAnswer(stored);
    if (answer) {
      const p = questions.get(answer.questionId)?.parameters;
      const s = stats.get(answer.questionId);
      // An answer to a question no longer in the bank changes no statistics.
      if (!p || !s) continue;
      s.currentB = updateDifficulty(
        { a: p.calA ?? p.irtA, b: s.currentB, c: p.calC ?? p.irtC },
        s.attempts,
        answer.theta,
        answer.correct,
      );
      s.attempts += 1;
      s.correct += answer.correct ? 1 : 0;
      s.updatedAt = at;
      continue;
    }
    const event = parseQuestionEvent(stored.type, stored.data);
    switch (event.type) {
      case "QuestionCalibrated": {
        const { questionId, calibrationId, after, responses, fit } = event.data;
        const q = question(questionId);
        if (q.parameters) {
          q.parameters = { ...q.parameters, calA: after.a, calC: after.c };
          q.calibration = {
            id: questionId,
            cal_a: after.a,
            cal_b: after.b,
            cal_c: after.c,
            calibrated_at: at,
            cal_responses: responses,
            fit_rmsd: fit.rmsd,
            fit_flagged: fit.flagged,
            calibration_id: calibrationId,
          };
        }
        const s = stats.get(questionId);
        if (s) Object.assign(s, { currentB: after.b, updatedAt: at });
        break;
      }
      case "QuestionRetired": {
        const q = question(event.data.questionId);
        if (q.parameters) q.retirement = { id: event.data.questionId, retired_at: at };
        break;
      }
      case "QuestionPublished":
      case "QuestionRevised": {
        const item = event.data.question;
        const q = question(item.id);
        q.content = {
          id: item.id,
          subject: item.subject,
          domain: item.domain,
          skill: item.skill,
          level: item.level,
          band: bandOf(item.level),
          passage: item.passage,
          stem: item.stem,
          choices: [...item.choices],
          answer: item.answer,
          explanation: item.explanation,
          irt_a: item.irt.a,
          irt_b: item.irt.b,
          irt_c: item.irt.c,
          source: item.source,
          license: item.license,
          // Used only when the row is new: the first publication of the question.
          published_at: q.content?.published_at ?? at,
          revised_at: at,
        };
        q.parameters = {
          irtA: item.irt.a,
          irtC: item.irt.c,
          calA: q.parameters?.calA ?? null,
          calC: q.parameters?.calC ?? null,
        };
        // Statistics start from the authored difficulty; a revision keeps what students did.
        if (!stats.has(item.id)) {
          stats.set(item.id, { attempts: 0, correct: 0, currentB: item.irt.b, updatedAt: at });
        }
        break;
      }
    }
  }

  const all = [...questions.values()];
  return {
    content: all.flatMap((q) => (q.content ? [q.content] : [])),
    calibrations: all.flatMap((q) => (q.calibration ? [q.calibration] : [])),
    retirements: all.flatMap((q) => (q.retirement ? [q.retirement] : [])),
    stats: [...stats].flatMap(([questionId, s]) =>
      s.updatedAt === null
        ? []
        : [
            {
              question_id: questionId,
              attempts: s.attempts,
              correct: s.correct,
              current_b: s.currentB,
              updated_at: s.updatedAt,
            },
          ],
    ),
  };
}
