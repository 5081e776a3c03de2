// Time travel for analysts (issue 20, item 3): GET /api/analyst/students/:id/progress?asOf= is a
// student's detailed progress (the progress screen's) and total XP as they stood at the end of
// that day in the student's zone, or now without asOf. The student is named by the pseudonymous
// id analysts see; every answered read is recorded in the analyst access log first.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { localDay } from "../../domain/practice/days.ts";
import type { ApiDeps } from "../deps.ts";
import { errorBody, HttpError } from "../plugins/errors.ts";
import { currentUserId } from "../plugins/session.ts";
import { checkAsOf, progressAsOf } from "../students/as-of.ts";
import { readStudentClock } from "../students/clock.ts";
import { detailedProgressOf, progressOf } from "../students/progress-views.ts";
import {
  analystProgressSchema,
  analystStudentParamsSchema,
  asOfQuerySchema,
  type AnalystProgress,
} from "../schemas/analyst.ts";
import { recordAnalystAccess } from "./access.ts";
import { studentOf } from "./routes.ts";
import { studentView } from "./history.ts";

export function analystProgressRoutes(deps: ApiDeps): FastifyPluginAsyncZod {
  // Signed in and holding the analyst role: the route catalogue's guard (api/plugins/routes.ts).
  return async (app) => {
    app.get(
      "/api/analyst/students/:id/progress",
      {
        schema: {
          summary: "A student's progress as of a day (time travel), or now",
          description:
            "Levels, XP, streak and estimates as they stood at the end of asOf (yyyy-MM-dd) in " +
            "the student's time zone, folded from the events recorded by then; now without it.",
          tags: ["analyst"],
          params: analystStudentParamsSchema,
          querystring: asOfQuerySchema,
          response: {
            200: analystProgressSchema,
            400: errorBody,
            401: errorBody,
            403: errorBody,
            404: errorBody,
            410: errorBody,
          },
        },
      },
      async (request): Promise<AnalystProgress> => {
        const analystUserId = currentUserId(request);
        const found = await studentOf(deps, request.params.id);
        const { userId } = found;
        const student = studentView(deps.keys.analystPseudonym, found);
        if (student.status === "erased") throw new HttpError(410, "This account was erased.");
        const { asOf } = request.query;
        if (asOf !== undefined) await checkAsOf(deps, userId, asOf);
        const clock = await readStudentClock(deps.pool, userId);
        const day = asOf ?? localDay(deps.now(), clock.timeZone);
        await recordAnalystAccess(deps, {
          analystUserId,
          studentUserId: userId,
          action: "progress",
          detail: day,
        });
        const read = await progressAsOf(deps, userId, asOf, async (at, id) => {
          const [progress, today] = await Promise.all([
            detailedProgressOf(at, id),
            progressOf(at, id, at.now()),
          ]);
          return { progress, totalXP: today.totalXP };
        });
        return { student, asOf: day, ...read };
      },
    );
  };
}
