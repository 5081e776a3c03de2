// The question report decider on stream question-report-<reportId>: the events (events.ts), the
// state and `evolve` (state.ts) and one decision per command (decide.ts), joined.
import { assertNever, type Decider } from "../../decider.ts";
import {
  reportQuestion,
  resolveQuestionReport,
  type ReportCommand,
  type ReportContext,
} from "./decide.ts";
import type { ReportEvent } from "./events.ts";
import { evolve, initialReportState, type ReportState } from "./state.ts";

export const reportDecider: Decider<ReportCommand, ReportEvent, ReportState, ReportContext> = {
  initialState: initialReportState,
  evolve,
  decide(command, state, context) {
    switch (command.type) {
      case "ReportQuestion":
        return reportQuestion(command, state, context);
      case "ResolveQuestionReport":
        return resolveQuestionReport(command, state, context);
      default:
        return assertNever(command);
    }
  },
};
