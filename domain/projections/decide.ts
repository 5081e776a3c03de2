// One decision per rebuild command. The rule the stream keeps: a rebuild ends (finished or
// failed) only after it started, and its end names the administrator who started it. "One
// rebuild at a time" is kept by the server process that runs them (projections/rebuild-runner.ts
// refuses a second start while one runs); the stream does not refuse a start over a Started
// with no end, because that is a rebuild whose process stopped, and only a new start can follow
// it. Time arrives in the context.
import { CommandRefused, refusal } from "../decider.ts";
import type { ProjectionRebuildEvent } from "./events.ts";
import type { ProjectionRebuildState } from "./state.ts";

export const NOT_RUNNING = refusal(
  "conflict",
  "rebuild-not-running",
  "No rebuild of this projection is running.",
);
/** A rebuild asked for a name no projection has (the rebuild runner's). */
export const noSuchProjection = (name: string) =>
  refusal("not-found", "no-such-projection", `There is no projection named "${name}".`);
/** One rebuild at a time, of any projection (the rebuild runner's). */
export const rebuildAlreadyRunning = (projection: string) =>
  refusal(
    "conflict",
    "rebuild-already-running",
    `A rebuild of the ${projection} projection is already running. Wait for it to finish, then start another.`,
  );

/** A failure's message is kept this long at most (a stack or a query can be long). */
export const MAX_ERROR_LENGTH = 2000;

export type ProjectionRebuildCommand =
  | { type: "StartProjectionRebuild"; projection: string; startedByUserId: string }
  | { type: "FinishProjectionRebuild"; projection: string; events: number; seconds: number }
  | { type: "FailProjectionRebuild"; projection: string; error: string };

export type ProjectionRebuildContext = { now: Date };

type Command<T extends ProjectionRebuildCommand["type"]> = Extract<
  ProjectionRebuildCommand,
  { type: T }
>;

export function startProjectionRebuild(
  command: Command<"StartProjectionRebuild">,
  _state: ProjectionRebuildState,
  { now }: ProjectionRebuildContext,
): ProjectionRebuildEvent[] {
  return [
    {
      type: "ProjectionRebuildStarted",
      data: {
        projection: command.projection,
        startedByUserId: command.startedByUserId,
        startedAt: now.toISOString(),
      },
    },
  ];
}

function running(state: ProjectionRebuildState) {
  if (!state.running) throw new CommandRefused(NOT_RUNNING);
  return state.running;
}

export function finishProjectionRebuild(
  command: Command<"FinishProjectionRebuild">,
  state: ProjectionRebuildState,
  { now }: ProjectionRebuildContext,
): ProjectionRebuildEvent[] {
  const { startedByUserId } = running(state);
  return [
    {
      type: "ProjectionRebuildFinished",
      data: {
        projection: command.projection,
        startedByUserId,
        finishedAt: now.toISOString(),
        events: command.events,
        seconds: command.seconds,
      },
    },
  ];
}

export function failProjectionRebuild(
  command: Command<"FailProjectionRebuild">,
  state: ProjectionRebuildState,
  { now }: ProjectionRebuildContext,
): ProjectionRebuildEvent[] {
  const { startedByUserId } = running(state);
  return [
    {
      type: "ProjectionRebuildFailed",
      data: {
        projection: command.projection,
        startedByUserId,
        failedAt: now.toISOString(),
        error: command.error.slice(0, MAX_ERROR_LENGTH),
      },
    },
  ];
}
