// The item calibration's admin calls: POST /api/admin/calibrate runs it (the admin screen's
// "Calibrate items" button), GET /api/admin/calibration reads the latest run and the flagged
// items. Under /api/admin, so guarded for admins by api/plugins/routes.ts.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MIN_CALIBRATION_RESPONSES, RMSD_FLAG } from "../../domain/questions/mml.ts";
import type { ApiDeps } from "../deps.ts";
import { errorBody } from "../plugins/errors.ts";
import { calibrationRunSchema, calibrationSummarySchema } from "../schemas/calibration.ts";
import { runCalibration } from "./calibrate.ts";
import { readCalibrationSummary } from "./calibration-queries.ts";
import { noBody } from "../schemas/body.ts";

export function calibrationRoutes(deps: ApiDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/admin/calibrate",
      {
        schema: {
          summary:
            "Calibrate the items from students' answers (marginal maximum likelihood); records new parameters as events",
          tags: ["admin"],
          body: noBody,
          response: { 200: calibrationRunSchema, 401: errorBody, 403: errorBody },
        },
      },
      async () => runCalibration(deps, "admin"),
    );

    app.get(
      "/api/admin/calibration",
      {
        schema: {
          summary: "The latest item calibration and the items whose fit is flagged",
          tags: ["admin"],
          response: { 200: calibrationSummarySchema, 401: errorBody, 403: errorBody },
        },
      },
      async () =>
        readCalibrationSummary(deps.pool, {
          minResponses: MIN_CALIBRATION_RESPONSES,
          rmsdFlag: RMSD_FLAG,
        }),
    );
  };
}
