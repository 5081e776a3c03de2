// GET /api/schools/search?q=: the onboarding school search. Public (onboarding's demo mode
// searches before sign-in); it reads only the directory, so it changes no state.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  SCHOOL_SEARCH_MAX_LENGTH,
  SCHOOL_SEARCH_MIN_LENGTH,
} from "../../domain/identity/onboarding-rules.ts";
import type { ApiDeps } from "../deps.ts";
import { errorBody } from "../plugins/errors.ts";
import { schoolSearchResultsSchema } from "../schemas/schools.ts";
import { locationOf, searchSchools } from "./search.ts";

const q = z
  .string({ error: (issue) => (issue.input === undefined ? "is required" : "must be text") })
  .trim()
  .min(SCHOOL_SEARCH_MIN_LENGTH, `must be at least ${SCHOOL_SEARCH_MIN_LENGTH} characters`)
  .max(SCHOOL_SEARCH_MAX_LENGTH, `must be at most ${SCHOOL_SEARCH_MAX_LENGTH} characters`);

export function schoolRoutes(deps: ApiDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/schools/search",
      {
        schema: {
          summary: "Schools matching a typed name or city, best first (at most 10)",
          tags: ["schools"],
          querystring: z.strictObject({ q }),
          response: { 200: schoolSearchResultsSchema, 400: errorBody },
        },
      },
      async (request) => {
        const schools = await searchSchools(deps.pool, request.query.q);
        return schools.map((s) => ({ id: s.id, name: s.name, location: locationOf(s) }));
      },
    );
  };
}
