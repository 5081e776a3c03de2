// Question reports (issue 20, item 7): a signed-in student reports a problem with a question
// (POST /api/questions/:id/report, before or after answering it); admins read the queue (GET
// /api/admin/question-reports) and resolve a report by retiring the question, revising it or
// dismissing the report (POST /api/admin/question-reports/:id/resolve). /api/admin/* is guarded
// for admins by the route catalogue (api/plugins/routes.ts). Commands and reads: reports.ts.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ApiDeps } from "../deps.ts";
import { errorBody } from "../plugins/errors.ts";
import { currentUserId } from "../plugins/session.ts";
import {
  queuedReportSchema,
  questionIdParamsSchema,
  reportBodySchema,
  reportCreatedSchema,
  reportIdParamsSchema,
  reportQueueQuerySchema,
  resolveBodySchema,
  resolveResultSchema,
} from "../schemas/reports.ts";
import type { QuestionReports } from "./reports.ts";

export function questionReportRoutes(
  _deps: ApiDeps,
  reports: QuestionReports,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/questions/:id/report",
      {
        schema: {
          summary:
            "Report a problem with a question (wrong answer key, unclear, typo, other), with an optional note of at most 500 characters; one open report per question",
          tags: ["questions"],
          params: questionIdParamsSchema,
          body: reportBodySchema,
          response: {
            201: reportCreatedSchema,
            400: errorBody,
            401: errorBody,
            404: errorBody,
            409: errorBody,
          },
        },
      },
      async (request, reply) => {
        const userId = currentUserId(request);
        const reportId = await reports.report(userId, request.params.id, request.body);
        return reply.status(201).send({ reportId });
      },
    );

    app.get(
      "/api/admin/question-reports",
      {
        schema: {
          summary:
            "The question report queue (open by default), oldest first: each report with its question (key and explanation), its statistics and the student's note",
          tags: ["admin"],
          querystring: reportQueueQuerySchema,
          response: { 200: z.array(queuedReportSchema), 401: errorBody, 403: errorBody },
        },
      },
      async (request) => reports.queue(request.query.status),
    );

    app.post(
      "/api/admin/question-reports/:id/resolve",
      {
        schema: {
          summary:
            "Resolve a report: retire the question (every open report of it is resolved), revise its stem, choices, answer and explanation, or dismiss the report",
          tags: ["admin"],
          params: reportIdParamsSchema,
          body: resolveBodySchema,
          response: {
            200: resolveResultSchema,
            400: errorBody,
            401: errorBody,
            403: errorBody,
            404: errorBody,
            409: errorBody,
          },
        },
      },
      async (request) => reports.resolve(currentUserId(request), request.params.id, request.body),
    );
  };
}
