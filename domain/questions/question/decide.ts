// One decision per question command (stream question-<id>): publishing the bank appends
// QuestionPublished once per question; a question whose content changed since (a new generator
// version, a corrected explanation) gets QuestionRevised; the same question again appends
// nothing, so re-running the build adds nothing twice. A calibration records only a change; an
// admin retires or revises a question (from the report queue, or not).
import { CommandRefused, refusal } from "../../decider.ts";
import type { QuestionItem } from "../item.ts";
import { questionProblems } from "../validate.ts";
import type { QuestionEvent } from "./events.ts";
import { parametersInUse, type QuestionState } from "./state.ts";

export type PublishQuestion = { type: "PublishQuestion"; question: QuestionItem };
/** A calibration run's estimate for this question (domain/questions/mml.ts). */
export type RecordCalibration = {
  type: "RecordCalibration";
  calibrationId: string;
  source: "cli" | "admin";
  after: QuestionItem["irt"];
  responses: number;
  fit: { rmsd: number; flagged: boolean };
};
/** An admin takes the question out of the bank for good (from the report queue, or not). */
export type RetireQuestion = {
  type: "RetireQuestion";
  reason: string;
  reportId: string | null;
};
/** An admin replaces the question's content (the whole edited item). */
export type ReviseQuestion = { type: "ReviseQuestion"; question: QuestionItem };
export type QuestionCommand = PublishQuestion | RecordCalibration | RetireQuestion | ReviseQuestion;

/**
 * A new estimate that moves no parameter by this much is not recorded: 0.01 logits is one SAT
 * point, and it is above what stopping EM at a tolerance leaves (a second run on the same answers,
 * started from the first run's estimate, lands within a few thousandths of it).
 */
export const MIN_CALIBRATION_CHANGE = 0.01;

export const NO_SUCH_QUESTION = "No question in the bank has this id.";
export const RETIRED_CANNOT_BE_REVISED = "This question is retired: it cannot be revised.";
export const REVISION_CHANGES_NOTHING =
  "The revision changes nothing: edit the stem, a choice, the answer or the explanation.";
export const REVISION_CHANGES_ID = "A revision keeps the question's id.";

/** What the question commands refuse, each with its stable code. */
export const questionRefusals = {
  noSuchQuestion: refusal("not-found", "no-such-question", NO_SUCH_QUESTION),
  retired: refusal("conflict", "question-retired", RETIRED_CANNOT_BE_REVISED),
  changesId: refusal("invalid", "revision-changes-id", REVISION_CHANGES_ID),
  changesNothing: refusal("invalid", "revision-changes-nothing", REVISION_CHANGES_NOTHING),
  hasProblems: (problems: readonly string[]) =>
    refusal(
      "invalid",
      "revision-has-problems",
      `The revised question has problems: ${problems.join("; ")}.`,
    ),
} as const;

/** Stable JSON of a question (keys sorted), to tell "the same" from "revised". */
export function questionFingerprint(question: QuestionItem): string {
  const sort = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sort);
    if (value && typeof value === "object") {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, v]) => [k, sort(v)]),
      );
    }
    return value;
  };
  return JSON.stringify(sort(question));
}

export function publishQuestion(command: PublishQuestion, state: QuestionState): QuestionEvent[] {
  const { question } = command;
  if (!state.question) return [{ type: "QuestionPublished", data: { question } }];
  // A build never undoes an admin's decision: a retired question stays retired, and an
  // admin's revision stays until an admin revises it again.
  if (state.retired || state.revisedByAdmin) return [];
  if (questionFingerprint(state.question) === questionFingerprint(question)) return [];
  return [{ type: "QuestionRevised", data: { question } }];
}

export function recordCalibration(
  command: RecordCalibration,
  state: QuestionState,
): QuestionEvent[] {
  // Only a question in the bank (published, not retired) is calibrated, and only a change
  // is recorded: a run that finds the same parameters again appends nothing.
  const before = parametersInUse(state);
  if (!before || state.retired) return [];
  const { after } = command;
  const same = (["a", "b", "c"] as const).every(
    (k) => Math.abs(after[k] - before[k]) < MIN_CALIBRATION_CHANGE,
  );
  if (same) return [];
  return [
    {
      type: "QuestionCalibrated",
      data: {
        questionId: state.question!.id,
        calibrationId: command.calibrationId,
        source: command.source,
        before,
        after,
        responses: command.responses,
        fit: command.fit,
      },
    },
  ];
}

export function retireQuestion(command: RetireQuestion, state: QuestionState): QuestionEvent[] {
  if (!state.question) throw new CommandRefused(questionRefusals.noSuchQuestion);
  // Retired already (by another report's resolution): nothing more to record.
  if (state.retired) return [];
  return [
    {
      type: "QuestionRetired",
      data: {
        questionId: state.question.id,
        reason: command.reason,
        reportId: command.reportId,
      },
    },
  ];
}

export function reviseQuestion(command: ReviseQuestion, state: QuestionState): QuestionEvent[] {
  if (!state.question) throw new CommandRefused(questionRefusals.noSuchQuestion);
  if (state.retired) throw new CommandRefused(questionRefusals.retired);
  const { question } = command;
  if (question.id !== state.question.id) {
    throw new CommandRefused(questionRefusals.changesId);
  }
  const problems = questionProblems(question);
  if (problems.length > 0) {
    throw new CommandRefused(questionRefusals.hasProblems(problems));
  }
  if (questionFingerprint(state.question) === questionFingerprint(question)) {
    throw new CommandRefused(questionRefusals.changesNothing);
  }
  return [{ type: "QuestionRevised", data: { question, source: "admin" } }];
}
