// The diagnostic's decider on stream diagnostic-<userId>: the events (events.ts), the state and
// `evolve` (state.ts) and one decision per command (decide.ts), joined.
import { assertNever, type Decider } from "../decider.ts";
import {
  answerQuestion,
  serveNextQuestion,
  startSubject,
  type DiagnosticCommand,
  type DiagnosticContext,
} from "./decide.ts";
import type { DiagnosticEvent } from "./events.ts";
import { evolve, initialDiagnosticState, type DiagnosticState } from "./state.ts";

export const diagnosticDecider: Decider<
  DiagnosticCommand,
  DiagnosticEvent,
  DiagnosticState,
  DiagnosticContext
> = {
  initialState: initialDiagnosticState,
  evolve,
  decide(command, state, context) {
    switch (command.type) {
      case "StartSubject":
        return startSubject(command, state);
      case "ServeNextQuestion":
        return serveNextQuestion(command, state, context);
      case "AnswerQuestion":
        return answerQuestion(command, state, context);
      default:
        return assertNever(command);
    }
  },
};
