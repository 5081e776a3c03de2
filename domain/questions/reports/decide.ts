// The question report rules. A signed-in student reports a question of the bank, before or after
// answering it, with a reason and an optional note; one open report per student per question (a
// second waits until an admin resolves the first); an admin resolves a report once. The note is
// checked (text.ts) before it is sealed; the command carries it sealed.
import { CommandRefused, refusal } from "../../decider.ts";
// A report of a question not in the bank is refused with the question decider's sentence.
import { questionRefusals } from "../question/decide.ts";
import {
  REPORT_TEXT_MAX,
  type ReportEvent,
  type ReportReason,
  type ReportResolution,
} from "./events.ts";
import type { ReportState } from "./state.ts";
import { REPORT_NOTE_TOO_LONG } from "./text.ts";

export type ReportCommand =
  | {
      type: "ReportQuestion";
      reportId: string;
      questionId: string;
      reporterUserId: string;
      reason: ReportReason;
      /** The note, already checked (reportText) and sealed for the reporter; null for none. */
      text: string | null;
      answered: boolean;
    }
  | {
      type: "ResolveQuestionReport";
      resolution: ReportResolution;
      /** The admin's note, already cleaned (cleanNote); null for none. */
      note: string | null;
    };

export type ReportContext = {
  now: Date;
  /** Whether the bank has the question (a report of anything else is a 404). */
  questionExists: boolean;
  /** Whether the reporter already has an open report of this question (from the read model). */
  reporterHasOpenReport: boolean;
};

/** A report of a question the bank does not have (the question decider's sentence). */
/** A report of a question the bank does not hold: the question decider's own refusal. */
export const QUESTION_NOT_FOUND = questionRefusals.noSuchQuestion;
export const ALREADY_REPORTED = refusal(
  "conflict",
  "already-reported",
  "You have already reported this question.",
);
export const NO_SUCH_REPORT = refusal("not-found", "no-such-report", "No report has this id.");
export const ALREADY_RESOLVED = refusal(
  "conflict",
  "already-resolved",
  "This report has already been resolved.",
);
/** A "revise" resolution that does not send the question's new version. */
export const REVISION_NEEDS_QUESTION = refusal(
  "invalid",
  "revision-needs-question",
  "To revise, send the question's stem, choices, answer and explanation.",
);

export function reportQuestion(
  command: Extract<ReportCommand, { type: "ReportQuestion" }>,
  state: ReportState,
  context: ReportContext,
): ReportEvent[] {
  if (!context.questionExists) throw new CommandRefused(QUESTION_NOT_FOUND);
  // The stream exists already: the same report was just made (two clicks racing for one id).
  if (state.report || context.reporterHasOpenReport) {
    throw new CommandRefused(ALREADY_REPORTED);
  }
  const { reportId, questionId, reporterUserId, reason, text, answered } = command;
  return [
    {
      type: "QuestionReported",
      data: {
        reportId,
        questionId,
        reporterUserId,
        reason,
        text,
        answered,
        at: context.now.toISOString(),
      },
    },
  ];
}

export function resolveQuestionReport(
  command: Extract<ReportCommand, { type: "ResolveQuestionReport" }>,
  state: ReportState,
  context: Pick<ReportContext, "now">,
): ReportEvent[] {
  if (!state.report) throw new CommandRefused(NO_SUCH_REPORT);
  if (state.resolution) throw new CommandRefused(ALREADY_RESOLVED);
  if (command.note !== null && [...command.note].length > REPORT_TEXT_MAX) {
    throw new CommandRefused(REPORT_NOTE_TOO_LONG);
  }
  return [
    {
      type: "QuestionReportResolved",
      data: {
        reportId: state.report.reportId,
        questionId: state.report.questionId,
        resolution: command.resolution,
        note: command.note,
        resolvedBy: "admin",
        at: context.now.toISOString(),
      },
    },
  ];
}
