// The admins' view of the analyst access log: GET /api/admin/analyst-accesses, every analyst
// read of a student's history, newest first. Guarded as an admin route by the route catalogue
// (api/plugins/routes.ts): 401 for a visitor, 403 for anyone but an admin.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ApiDeps } from "../deps.ts";
import { errorBody } from "../plugins/errors.ts";
import { analystAccessesQuerySchema, analystAccessesSchema } from "../schemas/analyst.ts";
import { readAnalystAccesses } from "./access-queries.ts";

export function analystAccessRoutes(deps: ApiDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/admin/analyst-accesses",
      {
        schema: {
          summary:
            "Every analyst read of a student's learning history, newest first: when, the analyst's username (or email), the student's pseudonymous id, what was read; `before` pages back",
          tags: ["admin"],
          querystring: analystAccessesQuerySchema,
          response: { 200: analystAccessesSchema, 401: errorBody, 403: errorBody },
        },
      },
      async (request) => readAnalystAccesses(deps.pool, deps.vault, request.query),
    );
  };
}
