// The question decider on stream question-<id>: the events (events.ts), the state and `evolve`
// (state.ts) and one decision per command (decide.ts), joined.
import { assertNever, type Decider } from "../../decider.ts";
import {
  publishQuestion,
  recordCalibration,
  retireQuestion,
  reviseQuestion,
  type QuestionCommand,
} from "./decide.ts";
import type { QuestionEvent } from "./events.ts";
import { evolve, initialQuestionState, type QuestionState } from "./state.ts";

export const questionDecider: Decider<QuestionCommand, QuestionEvent, QuestionState, void> = {
  initialState: initialQuestionState,
  evolve,
  decide(command, state) {
    switch (command.type) {
      case "PublishQuestion":
        return publishQuestion(command, state);
      case "RecordCalibration":
        return recordCalibration(command, state);
      case "RetireQuestion":
        return retireQuestion(command, state);
      case "ReviseQuestion":
        return reviseQuestion(command, state);
      default:
        return assertNever(command);
    }
  },
};
