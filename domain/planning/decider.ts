// The study plan decider on stream study-plan-<userId>: the events (events.ts), the state and
// `evolve` (state.ts) and one decision per command (decide.ts), joined.
import { assertNever, type Decider } from "../decider.ts";
import {
  createStudyPlan,
  recordStudySession,
  type StudyPlanCommand,
  type StudyPlanContext,
} from "./decide.ts";
import type { StudyPlanEvent } from "./events.ts";
import { evolve, initialStudyPlanState, type StudyPlanState } from "./state.ts";

export const studyPlanDecider: Decider<
  StudyPlanCommand,
  StudyPlanEvent,
  StudyPlanState,
  StudyPlanContext
> = {
  initialState: initialStudyPlanState,
  evolve,
  decide(command, state, context) {
    switch (command.type) {
      case "CreateStudyPlan":
        return createStudyPlan(command, state, context);
      case "RecordStudySession":
        return recordStudySession(command, state, context);
      default:
        return assertNever(command);
    }
  },
};
