// The student's progress routes (GET /api/progress/*, each with ?asOf= through time travel, and
// /api/progress/as-of-range); the views they answer are in api/students/progress-views.ts.
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ProgressDeps } from "../../database/time-travel.ts";
import type { ApiDeps } from "../deps.ts";
import { errorBody } from "../plugins/errors.ts";
import { currentUserId, requireUser } from "../plugins/session.ts";
import { asOfQuerySchema } from "../schemas/analyst.ts";
import {
  asOfRangeSchema,
  detailedProgressSchema,
  performanceDetailedSchema,
  projectionsSchema,
} from "../schemas/practice.ts";
import { asOfRange, checkAsOf, progressAsOf } from "../students/as-of.ts";
import { detailedProgressOf, performanceOf, projectionsOf } from "../students/progress-views.ts";

export function progressRoutes(deps: ApiDeps): FastifyPluginAsyncZod {
  /** The feed for today, or as of `asOf` once the day is checked (400 otherwise). */
  async function feedOf<T>(
    request: FastifyRequest,
    asOf: string | undefined,
    feed: (deps: ProgressDeps, userId: string) => Promise<T>,
  ): Promise<T> {
    const userId = currentUserId(request);
    if (asOf !== undefined) await checkAsOf(deps, userId, asOf);
    return progressAsOf(deps, userId, asOf, feed);
  }

  return async (app) => {
    app.addHook("preHandler", requireUser);

    app.get(
      "/api/progress/as-of-range",
      {
        schema: {
          summary:
            "The days progress can be seen as of: from the day the account was created to today",
          tags: ["progress"],
          response: { 200: asOfRangeSchema, 401: errorBody },
        },
      },
      (request) => asOfRange(deps, currentUserId(request)),
    );

    app.get(
      "/api/progress/detailed",
      {
        schema: {
          summary: "Levels now and projected, readiness, this week's summary, questions per day",
          description: "With ?asOf=yyyy-MM-dd: as it stood at the end of that day (time travel).",
          tags: ["progress"],
          querystring: asOfQuerySchema,
          response: { 200: detailedProgressSchema, 400: errorBody, 401: errorBody },
        },
      },
      (request) => feedOf(request, request.query.asOf, detailedProgressOf),
    );

    app.get(
      "/api/progress/performance-detailed",
      {
        schema: {
          summary: "Accuracy by skill, XP per day, score and level history, pacing",
          description: "With ?asOf=yyyy-MM-dd: as it stood at the end of that day (time travel).",
          tags: ["progress"],
          querystring: asOfQuerySchema,
          response: { 200: performanceDetailedSchema, 400: errorBody, 401: errorBody },
        },
      },
      (request) => feedOf(request, request.query.asOf, performanceOf),
    );

    app.get(
      "/api/progress/projections",
      {
        schema: {
          summary: "The projection to the test date per subject: median and 80% band by week",
          description: "With ?asOf=yyyy-MM-dd: as it stood at the end of that day (time travel).",
          tags: ["progress"],
          querystring: asOfQuerySchema,
          response: { 200: projectionsSchema, 400: errorBody, 401: errorBody },
        },
      },
      (request) => feedOf(request, request.query.asOf, projectionsOf),
    );
  };
}
