// The admin dataset screen's calls (spec: GET /api/admin/dataset-stats, POST
// /api/admin/build-dataset) and the per-question statistics table (GET /api/admin/questions).
// Under /api/admin, so guarded for admins by api/plugins/routes.ts.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ApiDeps } from "../deps.ts";
import { errorBody } from "../plugins/errors.ts";
import {
  buildResultSchema,
  datasetStatsRowSchema,
  questionStatsRowSchema,
} from "../schemas/questions.ts";
import { publishBank } from "./publish.ts";
import { readDatasetStats, readQuestionStats } from "./queries.ts";
import { noBody } from "../schemas/body.ts";

export function questionAdminRoutes(deps: ApiDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/admin/dataset-stats",
      {
        schema: {
          summary: "Published questions per section, category (domain) and difficulty",
          tags: ["admin"],
          response: { 200: z.array(datasetStatsRowSchema), 401: errorBody, 403: errorBody },
        },
      },
      async () => readDatasetStats(deps.pool),
    );

    app.post(
      "/api/admin/build-dataset",
      {
        schema: {
          summary:
            "Publish the question bank as events (new and revised questions; re-running adds nothing twice)",
          tags: ["admin"],
          body: noBody,
          response: { 200: buildResultSchema, 401: errorBody, 403: errorBody },
        },
      },
      async () => publishBank(deps),
    );

    app.get(
      "/api/admin/questions",
      {
        schema: {
          summary: "Every published question with its attempts, % correct and current difficulty",
          tags: ["admin"],
          response: { 200: z.array(questionStatsRowSchema), 401: errorBody, 403: errorBody },
        },
      },
      async () => readQuestionStats(deps.pool),
    );
  };
}
