// Records each rebuild started from /admin on its projection's stream, projection-rebuild-<name>,
// through the decider (domain/projections/): the start names the administrator, the end (finished
// or failed) names the same one. The runner (projections/rebuild-runner.ts) calls it.
import {
  parseProjectionRebuildEvent,
  projectionRebuildStream,
} from "../../domain/projections/events.ts";
import { projectionRebuildDecider } from "../../domain/projections/decider.ts";
import type { ProjectionRebuildCommand } from "../../domain/projections/decide.ts";
import type { EventStore } from "../../eventstore/port.ts";
import { handleCommand } from "../commands.ts";
import type { RebuildJournal } from "./rebuilds.ts";

export function rebuildJournal(store: EventStore): RebuildJournal {
  const record = async (command: ProjectionRebuildCommand, now: Date) => {
    await handleCommand({
      store,
      stream: projectionRebuildStream(command.projection),
      decider: projectionRebuildDecider,
      parse: (e) => parseProjectionRebuildEvent(e.type, e.data),
      command,
      context: { now },
    });
  };
  return {
    started: ({ projection, startedByUserId, at }) =>
      record({ type: "StartProjectionRebuild", projection, startedByUserId }, at),
    finished: ({ projection, at, events, seconds }) =>
      record({ type: "FinishProjectionRebuild", projection, events, seconds }, at),
    failed: ({ projection, at, error }) =>
      record({ type: "FailProjectionRebuild", projection, error }, at),
  };
}
