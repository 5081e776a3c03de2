// The Daily Drop's (and focused practice's) decider on stream practice-<userId>: the events (events.ts), the state and
// `evolve` (state.ts) and one decision per command (decide.ts), joined.
import { assertNever, type Decider } from "../decider.ts";
import {
  assignToday,
  startFocusedPractice,
  submitAnswer,
  submitFocusedAnswer,
  withStudentDay,
  type PracticeCommand,
  type PracticeContext,
} from "./decide.ts";
import type { PracticeEvent } from "./events.ts";
import { evolve, initialPracticeState, type PracticeState } from "./state.ts";

export const practiceDecider: Decider<
  PracticeCommand,
  PracticeEvent,
  PracticeState,
  PracticeContext
> = {
  initialState: initialPracticeState,
  evolve,
  decide(command, state, caller) {
    // Every decision runs on the student's day as the stream allows it, never the caller's.
    const context = withStudentDay(state, caller);
    switch (command.type) {
      case "AssignToday":
        return assignToday(command, state, context);
      case "SubmitAnswer":
        return submitAnswer(command, state, context);
      case "StartFocusedPractice":
        return startFocusedPractice(command, state, context);
      case "SubmitFocusedAnswer":
        return submitFocusedAnswer(command, state, context);
      default:
        return assertNever(command);
    }
  },
};
