// Admin routes. Every route under /api/admin is guarded (401 for visitors, 403 for students) by
// api/plugins/routes.ts, wherever it is registered.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { readProjectionStatus } from "../../database/projection-status.ts";
import type { ApiDeps } from "../deps.ts";
import { errorBody } from "../plugins/errors.ts";
import { currentUserId } from "../plugins/session.ts";
import {
  projectionListSchema,
  rebuildParamsSchema,
  rebuildReadSchema,
  rebuildStartedSchema,
} from "../schemas/admin.ts";
import { noBody } from "../schemas/body.ts";

export function adminRoutes(deps: ApiDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/admin/projections",
      {
        schema: {
          summary:
            "Each read model's checkpoint, lag and failure (what `levelfield project --status` shows), with its current or last rebuild from /admin",
          tags: ["admin"],
          response: { 200: projectionListSchema, 401: errorBody, 403: errorBody },
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
            rebuild: deps.rebuilds?.of(s.projection) ?? null,
          })),
        };
      },
    );

    const rebuilds = deps.rebuilds;
    if (!rebuilds) return;

    app.get(
      "/api/admin/projections/rebuild",
      {
        schema: {
          summary:
            "The rebuild running now, or the last one this server ran (null before any): phase, events done of total, events/s, time left, who started it, and its error if it failed",
          tags: ["admin"],
          response: { 200: rebuildReadSchema, 401: errorBody, 403: errorBody },
        },
      },
      async () => ({ rebuild: rebuilds.current() }),
    );

    app.post(
      "/api/admin/projections/:name/rebuild",
      {
        schema: {
          summary:
            "Starts rebuilding one projection in this server (replay into fresh tables, then swap; the live tables serve meanwhile). One at a time: 409 while another runs",
          tags: ["admin"],
          body: noBody,
          params: rebuildParamsSchema,
          response: {
            202: rebuildStartedSchema,
            401: errorBody,
            403: errorBody,
            404: errorBody,
            409: errorBody,
          },
        },
      },
      async (request, reply) => {
        const rebuild = await rebuilds.start(request.params.name, currentUserId(request));
        return reply.status(202).send({ rebuild });
      },
    );
  };
}
