// What the Daily Drop's and focused practice's answer calls share: the command's answer fields
// from the request, the question row the result shows, and an answered question's result.
import { z } from "zod";
import { missedShare } from "../../domain/analytics/item-statistics.ts";
import type { AnswerRecord } from "../../domain/practice/state.ts";
import { HttpError } from "../plugins/errors.ts";
import type { DailyDropAnswerBody } from "../schemas/practice.ts";
import type { Position } from "../../eventstore/port.ts";
import type { ApiDeps } from "../deps.ts";
import {
  readAnsweredQuestion as readQuestionWithOutcomes,
  type DropQuestionRow,
} from "./queries.ts";

/** An answer call's headers: the optional Idempotency-Key a retry is recognised by. */
export const answerHeaders = z.object({ "idempotency-key": z.string().min(1).max(200).optional() });

/** The answer as a command carries it (an empty answer that is not a skip is refused by the
 *  decider: ANSWER_REQUIRED, 400). */
export function answerFields(body: DailyDropAnswerBody, idempotencyKey: string | undefined) {
  return {
    questionId: body.questionId,
    answer: body.isSkipped || body.userAnswer === "" ? null : body.userAnswer,
    skipped: body.isSkipped,
    responseTimeMs: body.responseTime,
    idempotencyKey: idempotencyKey ?? null,
  };
}

/** A Daily Drop answer's day and device time (an answer sent late from the offline queue). */
export function dropAnswerFields(body: DailyDropAnswerBody) {
  return {
    ...(body.day === undefined ? {} : { day: body.day }),
    ...(body.answeredAt === undefined ? {} : { answeredAt: body.answeredAt }),
  };
}

/** An answered question's result: right or not, the XP, the category, the key and the why. */
export function answeredView(record: AnswerRecord, row: DropQuestionRow) {
  return {
    isCorrect: record.correct,
    xp: record.xp,
    performanceCategory: record.performanceCategory,
    correctAnswer: row.answer,
    explanation: row.explanation,
    userAnswer: record.answer ?? ("" as const),
    isSkipped: record.skipped,
  };
}

/**
 * The answered question's row (its key and explanation; a 503 if the bank lost it) and "x% of
 * students missed this" for the result (null under 30 scored answers), in one read. The answer
 * counts in the share: the command does not wait for the responses projection, so a scored
 * answer (`counted`: its correctness and the position it was appended at; null for a skip) it
 * has not applied yet is added to the counts read.
 */
export async function readAnsweredQuestion(
  deps: Pick<ApiDeps, "pool" | "store">,
  questionId: string,
  counted: { correct: boolean; position: Position | null } | null,
): Promise<{ row: DropQuestionRow; missedShare: number | null }> {
  const read = await readQuestionWithOutcomes(deps.pool, questionId);
  if (!read) {
    throw new HttpError(503, "This question is no longer in the bank. Please try again.");
  }
  let outcomes = read.outcomes;
  const pending =
    counted?.position != null &&
    (read.countedTo === null || deps.store.comparePositions(read.countedTo, counted.position) < 0);
  if (pending) {
    // The answer's student is not added: they may have answered the question before, and a
    // count too low only keeps the share hidden longer.
    outcomes = {
      attempts: outcomes.attempts + 1,
      correct: outcomes.correct + (counted.correct ? 1 : 0),
      students: outcomes.students,
    };
  }
  return { row: read.question, missedShare: missedShare(outcomes) };
}
