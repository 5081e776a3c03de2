// The question report rules. A signed-in student reports a question of the bank, before or after
// answering it, with a reason and an optional note; one open report per student per question (a
// second waits until an admin resolves the first); an admin resolves a report once. The note is
// checked (text.ts) before it is sealed; the command carries it sealed.
import { CommandRefused } from "../../decider.ts";
// A report of a question not in the bank is refused with the question decider's sentence.
import { NO_SUCH_QUESTION } from "../question/decide.ts";
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

export const ALREADY_REPORTED = "You have already reported this question.";
export const NO_SUCH_REPORT = "No report has this id.";
export const ALREADY_RESOLVED = "This report has already been resolved.";

export function reportQuestion(
  command: Extract<ReportCommand, { type: "ReportQuestion" }>,
  state: ReportState,
  context: ReportContext,
): ReportEvent[] {
  if (!context.questionExists) throw new CommandRefused("not-found", NO_SUCH_QUESTION);
  // The stream exists already: the same report was just made (two clicks racing for one id).
  if (state.report || context.reporterHasOpenReport) {
    throw new CommandRefused("conflict", ALREADY_REPORTED);
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
  if (!state.report) throw new CommandRefused("not-found", NO_SUCH_REPORT);
  if (state.resolution) throw new CommandRefused("conflict", ALREADY_RESOLVED);
  if (command.note !== null && [...command.note].length > REPORT_TEXT_MAX) {
    throw new CommandRefused("invalid", REPORT_NOTE_TOO_LONG);
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
