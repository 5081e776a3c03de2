// A projection's rebuild stream as it stands: the rebuild running (who started it, when), or
// none. `evolve` applies what was recorded; it decides nothing.
import { assertNever } from "../decider.ts";
import type { ProjectionRebuildEvent } from "./events.ts";

export type ProjectionRebuildState = {
  running: null | { startedByUserId: string; startedAt: string };
};

export const initialProjectionRebuildState: ProjectionRebuildState = { running: null };

export function evolve(
  _state: ProjectionRebuildState,
  event: ProjectionRebuildEvent,
): ProjectionRebuildState {
  switch (event.type) {
    case "ProjectionRebuildStarted":
      return {
        running: { startedByUserId: event.data.startedByUserId, startedAt: event.data.startedAt },
      };
    case "ProjectionRebuildFinished":
    case "ProjectionRebuildFailed":
      return { running: null };
    default:
      return assertNever(event);
  }
}
