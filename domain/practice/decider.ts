// The Daily Drop's (and focused practice's) decider on stream practice-<userId>: the events
// (events.ts), the state and `evolve` (state.ts) and the decisions (decide.ts, which dispatches
// each command to its feature: daily-drop.ts, late-answers.ts, focused.ts), joined.
import type { Decider } from "../decider.ts";
import { decide, type PracticeCommand, type PracticeContext } from "./decide.ts";
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
  decide,
};
