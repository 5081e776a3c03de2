// Admin routes. Every route under /api/admin is guarded (401 for visitors, 403 for students) by
// api/plugins/routes.ts, wherever it is registered.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { readProjectionStatus } from "../../database/projection-status.ts";
import type { ApiDeps } from "../deps.ts";
import { errorBody } from "../plugins/errors.ts";

const projectionStatus = z.object({
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
});

export function adminRoutes(deps: ApiDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/admin/projections",
      {
        schema: {
          summary:
            "Each read model's checkpoint, lag and failure (what `levelfield project --status` shows)",
          tags: ["admin"],
          response: {
            200: z.object({ projections: z.array(projectionStatus) }),
            401: errorBody,
            403: errorBody,
          },
        },
      },
      async () => {
        const statuses = await readProjectionStatus(deps.pool, deps.store, {
          ...(deps.now ? { now: deps.now } : {}),
        });
        return {
          projections: statuses.map((s) => ({
            projection: s.projection,
            position: s.position,
            eventsApplied: s.eventsApplied,
            updatedAt: s.updatedAt.toISOString(),
            behindEvents: s.behindEvents,
            behindMs: s.behindMs,
            failure: s.failure && { ...s.failure, at: s.failure.at.toISOString() },
          })),
        };
      },
    );
  };
}
