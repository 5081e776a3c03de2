// Request and response shapes of the admin projection routes, shared with the SPA (which imports
// only their types): each read model's checkpoint, lag and failure, and the rebuild an
// administrator starts from /admin with its live progress.
import { z } from "zod";

/** Where a rebuild is: recording its start, replaying the log, swapping tables, done or failed. */
export const rebuildPhases = ["starting", "replay", "swap", "done", "failed"] as const;
export type RebuildPhase = (typeof rebuildPhases)[number];

/** A rebuild started from /admin, as the server process running it knows it. */
export const rebuildProgressSchema = z.object({
  projection: z.string(),
  phase: z.enum(rebuildPhases),
  /** Events replayed so far. */
  eventsDone: z.number().int().min(0),
  /** Events in the log when the replay began (it grows if events arrive meanwhile). */
  eventsTotal: z.number().int().min(0),
  eventsPerSecond: z.number().min(0),
  /** The replay's estimated time left; null until there is a rate to estimate from. */
  secondsLeft: z.number().min(0).nullable(),
  /** Seconds since it started (until it ended, once it has). */
  seconds: z.number().min(0),
  startedAt: z.iso.datetime(),
  /** The administrator who started it. */
  startedByUserId: z.string(),
  finishedAt: z.iso.datetime().nullable(),
  /** Why it failed (the live tables were left as they were); null otherwise. */
  error: z.string().nullable(),
});
export type RebuildProgress = z.infer<typeof rebuildProgressSchema>;

export const projectionStatusSchema = z.object({
  projection: z.string(),
  position: z.string().nullable(),
  eventsApplied: z.number(),
  updatedAt: z.iso.datetime(),
  behindEvents: z.number(),
  behindMs: z.number(),
  failure: z
    .object({
      position: z.string(),
      eventId: z.string(),
      eventType: z.string(),
      error: z.string(),
      at: z.iso.datetime(),
    })
    .nullable(),
  /** This projection's current or last rebuild in the serving process, or null. */
  rebuild: rebuildProgressSchema.nullable(),
});
export type ProjectionStatusItem = z.infer<typeof projectionStatusSchema>;

/** GET /api/admin/projections */
export const projectionListSchema = z.object({ projections: z.array(projectionStatusSchema) });
export type ProjectionList = z.infer<typeof projectionListSchema>;

/**
 * GET /api/admin/projections/rebuild (the current or last rebuild, null when none has run in
 * this process) and POST /api/admin/projections/:name/rebuild (202, the rebuild just started).
 */
export const rebuildReadSchema = z.object({ rebuild: rebuildProgressSchema.nullable() });
export type RebuildRead = z.infer<typeof rebuildReadSchema>;
export const rebuildStartedSchema = z.object({ rebuild: rebuildProgressSchema });

export const rebuildParamsSchema = z.object({ name: z.string().min(1).max(64) });
