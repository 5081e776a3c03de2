// Projection rebuild events (stream projection-rebuild-<projection>): an administrator started a
// rebuild of a read model from /admin, and how it ended. They record who replayed the log and
// when, next to the events themselves; no projection folds them. The administrator is named by
// `startedByUserId`, the `<role>UserId` convention erasure reads.
import { z } from "zod";
import { eventCodec, streamName, type EventOf } from "../events.ts";

const userId = z.uuid();
const at = z.iso.datetime();
const projection = z.string().min(1);

export const projectionRebuildEventSchemas = {
  /** An administrator started replaying every event into fresh copies of the tables. */
  ProjectionRebuildStarted: z.object({ projection, startedByUserId: userId, startedAt: at }),
  /** The fresh tables were swapped in: `events` replayed in `seconds`. */
  ProjectionRebuildFinished: z.object({
    projection,
    startedByUserId: userId,
    finishedAt: at,
    events: z.number().int().min(0),
    seconds: z.number().min(0),
  }),
  /** The rebuild stopped with `error`; the live tables were left as they were. */
  ProjectionRebuildFailed: z.object({
    projection,
    startedByUserId: userId,
    failedAt: at,
    error: z.string(),
  }),
} as const;

const projectionRebuildEvents = eventCodec("projection rebuild", projectionRebuildEventSchemas);
export type ProjectionRebuildEvent = EventOf<typeof projectionRebuildEventSchemas>;
export const parseProjectionRebuildEvent = projectionRebuildEvents.parse;
export const projectionRebuildStream = streamName("projection-rebuild");
