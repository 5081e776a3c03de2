// The projection rebuild decider on stream projection-rebuild-<projection>: the events
// (events.ts), the state and `evolve` (state.ts) and one decision per command (decide.ts), joined.
import { assertNever, type Decider } from "../decider.ts";
import {
  failProjectionRebuild,
  finishProjectionRebuild,
  startProjectionRebuild,
  type ProjectionRebuildCommand,
  type ProjectionRebuildContext,
} from "./decide.ts";
import type { ProjectionRebuildEvent } from "./events.ts";
import { evolve, initialProjectionRebuildState, type ProjectionRebuildState } from "./state.ts";

export const projectionRebuildDecider: Decider<
  ProjectionRebuildCommand,
  ProjectionRebuildEvent,
  ProjectionRebuildState,
  ProjectionRebuildContext
> = {
  initialState: initialProjectionRebuildState,
  evolve,
  decide(command, state, context) {
    switch (command.type) {
      case "StartProjectionRebuild":
        return startProjectionRebuild(command, state, context);
      case "FinishProjectionRebuild":
        return finishProjectionRebuild(command, state, context);
      case "FailProjectionRebuild":
        return failProjectionRebuild(command, state, context);
      default:
        return assertNever(command);
    }
  },
};
