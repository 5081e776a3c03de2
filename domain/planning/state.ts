// The study plan stream's state: the latest plan and the sessions recorded (their ids, so a
// session is recorded once). `evolve` applies each recorded fact as is.
import { assertNever } from "../decider.ts";
import type { StudyPlanEvent, StudyPlanEventData } from "./events.ts";

export type StudyPlanState = {
  plan: StudyPlanEventData<"StudyPlanCreated"> | null;
  sessionIds: ReadonlySet<string>;
};

export const initialStudyPlanState: StudyPlanState = { plan: null, sessionIds: new Set() };

export function evolve(state: StudyPlanState, event: StudyPlanEvent): StudyPlanState {
  switch (event.type) {
    case "StudyPlanCreated":
      return { ...state, plan: event.data };
    case "StudySessionRecorded":
      return { ...state, sessionIds: new Set([...state.sessionIds, event.data.sessionId]) };
    default:
      return assertNever(event);
  }
}
