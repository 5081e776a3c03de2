// Classical item statistics of the bank's questions, from students' scored answers: the one
// definition of a scored answer (scoredAnswerOf) and of every figure made of them, for the
// analysts' cohort view, the admins' question table and report queue, and "x% of students missed
// this" under an answer (docs/rules.md, "Item statistics"). Pure: the sums come from the read
// model (item_responses, which holds exactly the scored answers).
import { MIN_GROUP_SIZE } from "../group-figures.ts";
import { diagnosticEventSchemas } from "../diagnostic/events.ts";
import { focusedEventSchemas, practiceEventSchemas } from "../practice/events.ts";
import type { Subject } from "../questions/item.ts";

/** The events that record a scored answer: the diagnostic's, the Daily Drop's and a focused
 *  set's answers. Skips (DailyDropQuestionSkipped, FocusedQuestionSkipped) are not among them. */
export const scoredAnswerEventTypes = [
  "DiagnosticAnswerRecorded",
  "DailyDropAnswerSubmitted",
  "FocusedAnswerSubmitted",
] as const;

/** Where a scored answer was given. */
export type AnswerSource = "diagnostic" | "daily-drop" | "focused";

/** A scored answer: a student's choice marked right or wrong, with their ability before it. */
export type ScoredAnswer = {
  userId: string;
  questionId: string;
  source: AnswerSource;
  subject: Subject;
  correct: boolean;
  responseTimeMs: number;
  /** θ just before the answer (logits): the diagnostic's EAP, the practice tracker's mean. */
  thetaBefore: number;
};

/**
 * The one definition of a scored answer: every answer a student gave to a question, wherever it
 * was served (the diagnostic, the Daily Drop, a focused set), scored right or wrong. Each is a
 * real attempt at the item by a student of known ability, so each counts in every item figure.
 * A skip is not: it records no choice, so it is neither right nor wrong. Null for any other event.
 */
export function scoredAnswerOf(type: string, data: unknown): ScoredAnswer | null {
  switch (type) {
    case "DiagnosticAnswerRecorded": {
      const d = diagnosticEventSchemas.DiagnosticAnswerRecorded.parse(data);
      return {
        userId: d.userId,
        questionId: d.questionId,
        source: "diagnostic",
        subject: d.subject,
        correct: d.correct,
        responseTimeMs: d.responseTimeMs,
        thetaBefore: d.before.theta,
      };
    }
    case "DailyDropAnswerSubmitted":
    case "FocusedAnswerSubmitted": {
      const d =
        type === "DailyDropAnswerSubmitted"
          ? practiceEventSchemas.DailyDropAnswerSubmitted.parse(data)
          : focusedEventSchemas.FocusedAnswerSubmitted.parse(data);
      return {
        userId: d.userId,
        questionId: d.questionId,
        source: type === "DailyDropAnswerSubmitted" ? "daily-drop" : "focused",
        subject: d.subject,
        correct: d.correct,
        responseTimeMs: d.responseTimeMs,
        thetaBefore: d.before.mean,
      };
    }
    default:
      return null;
  }
}

/** A question's scored answers and right ones. */
export type ItemCounts = { attempts: number; correct: number };

/** Percent correct to one decimal (the admins' figure), null with no attempts. */
export function percentCorrect(counts: ItemCounts): number | null {
  return counts.attempts === 0 ? null : Math.round((1000 * counts.correct) / counts.attempts) / 10;
}

/** The fewest attempts for a point-biserial: below it the correlation is mostly noise. */
export const POINT_BISERIAL_MIN_ATTEMPTS = 10;

/** The fewest scored answers before the feedback says how many students missed a question. */
export const MISSED_SHARE_MIN_ANSWERS = 30;

/**
 * One question's responses summed: attempts, right answers, and the students' abilities before
 * answering (θ, logits) summed, squared and summed, and summed over the right answers. With the
 * answer x ∈ {0, 1} these are n, Σx, Σθ, Σθ², Σxθ: all a Pearson correlation needs.
 */
export type ItemSums = {
  attempts: number;
  correct: number;
  sumTheta: number;
  sumThetaSquared: number;
  sumThetaCorrect: number;
};

/** The share answered correctly (classical difficulty), null with no attempts. */
export function pValue(sums: Pick<ItemSums, "attempts" | "correct">): number | null {
  return sums.attempts > 0 ? sums.correct / sums.attempts : null;
}

/**
 * The point-biserial: Pearson's correlation of being right (1/0) with θ before answering,
 *
 *   r = (n·Σxθ − Σx·Σθ) / √((n·Σx − (Σx)²) · (n·Σθ² − (Σθ)²))
 *
 * (x² = x). Null under POINT_BISERIAL_MIN_ATTEMPTS attempts, or without spread: everyone right,
 * everyone wrong, or every student at the same θ.
 */
export function pointBiserial(sums: ItemSums): number | null {
  const n = sums.attempts;
  if (n < POINT_BISERIAL_MIN_ATTEMPTS) return null;
  const spreadX = n * sums.correct - sums.correct * sums.correct;
  const spreadTheta = n * sums.sumThetaSquared - sums.sumTheta * sums.sumTheta;
  // θ's spread is a difference of floating sums: what is left of rounding counts as none.
  if (spreadX <= 0 || spreadTheta <= 1e-9 * n * sums.sumThetaSquared || spreadTheta <= 0) {
    return null;
  }
  const r =
    (n * sums.sumThetaCorrect - sums.correct * sums.sumTheta) / Math.sqrt(spreadX * spreadTheta);
  return Math.max(-1, Math.min(1, r));
}

/** Exposure: the share of the subject's students (any response in it) who answered the
 *  question; 0 when the subject has none. */
export function exposure(students: number, subjectStudents: number): number {
  return subjectStudents > 0 ? students / subjectStudents : 0;
}

/**
 * "x% of students missed this": x = round(100 × wrong ÷ answers), once the question has at least
 * MISSED_SHARE_MIN_ANSWERS scored answers from at least MIN_GROUP_SIZE students; null before (a
 * share of few students' answers tells one student about the others).
 */
export function missedShare(stats: {
  attempts: number;
  correct: number;
  students: number;
}): number | null {
  if (stats.attempts < MISSED_SHARE_MIN_ANSWERS || stats.students < MIN_GROUP_SIZE) return null;
  return Math.round((100 * (stats.attempts - stats.correct)) / stats.attempts);
}
