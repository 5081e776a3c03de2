// A question report's state, folded from its stream: what was reported, and how it was resolved.
import { assertNever } from "../../decider.ts";
import type { ReportEvent, ReportReason, ReportResolution } from "./events.ts";

export type ReportState = {
  report: {
    reportId: string;
    questionId: string;
    reporterUserId: string;
    reason: ReportReason;
    answered: boolean;
  } | null;
  resolution: ReportResolution | null;
};

export const initialReportState: ReportState = { report: null, resolution: null };

export function evolve(state: ReportState, event: ReportEvent): ReportState {
  switch (event.type) {
    case "QuestionReported": {
      const { reportId, questionId, reporterUserId, reason, answered } = event.data;
      return { ...state, report: { reportId, questionId, reporterUserId, reason, answered } };
    }
    case "QuestionReportResolved":
      return { ...state, resolution: event.data.resolution };
    default:
      return assertNever(event);
  }
}
