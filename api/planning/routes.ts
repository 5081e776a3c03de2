// The study-planning calls (spec §3 "Study planning screen", §6, §7; issue 19): the day's
// recommendations, performance insights, optimal timing, the plan (read and create) and study
// sessions. Signed-in only (the screen forces login); every call is about the session's own
// student. Commands are in commands.ts, reads in queries.ts, the views in views.ts.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ApiDeps } from "../deps.ts";
import { errorBody } from "../plugins/errors.ts";
import { currentUserId, requireUser } from "../plugins/session.ts";
import {
  optimalTimingSchema,
  performanceInsightsSchema,
  studyPlanBodySchema,
  studyPlanCreatedSchema,
  studyPlanResponseSchema,
  studyRecommendationsSchema,
  studySessionBodySchema,
  studySessionRecordedSchema,
} from "../schemas/planning.ts";
import type { PlanningCommands } from "./commands.ts";
import { insightsOf, planViewOf, recommendationsOf, studyPlanOf, timingOf } from "./views.ts";

export function planningRoutes(deps: ApiDeps, planning: PlanningCommands): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("preHandler", requireUser);

    app.get(
      "/api/study-recommendations",
      {
        schema: {
          summary:
            "Today's recommendations: the Daily Drop, the areas with the best expected score gain per minute, skills due for review",
          tags: ["planning"],
          response: { 200: studyRecommendationsSchema, 401: errorBody },
        },
      },
      async (request) => recommendationsOf(deps, currentUserId(request)),
    );

    app.get(
      "/api/performance-insights",
      {
        schema: {
          summary:
            "Findings from my own answers (pacing, accuracy by skill, rushing, consistency), each with its computed confidence",
          tags: ["planning"],
          response: { 200: performanceInsightsSchema, 401: errorBody },
        },
      },
      async (request) => insightsOf(deps, currentUserId(request)),
    );

    app.get(
      "/api/optimal-study-timing",
      {
        schema: {
          summary: "Session length, sessions a week, best times and rest days, explained",
          tags: ["planning"],
          response: { 200: optimalTimingSchema, 401: errorBody },
        },
      },
      async (request) => timingOf(deps, currentUserId(request)),
    );

    app.get(
      "/api/study-plan",
      {
        schema: {
          summary:
            "My study plan with its weekly schedule, projected effect and adherence (null before one)",
          tags: ["planning"],
          response: { 200: studyPlanResponseSchema, 401: errorBody },
        },
      },
      async (request) => ({ plan: await studyPlanOf(deps, currentUserId(request)) }),
    );

    app.post(
      "/api/study-plan",
      {
        schema: {
          summary: "Create my study plan (replaces the previous one)",
          tags: ["planning"],
          body: studyPlanBodySchema,
          response: { 201: studyPlanCreatedSchema, 400: errorBody, 401: errorBody },
        },
      },
      async (request, reply) => {
        const userId = currentUserId(request);
        const { body } = request;
        const result = await planning.createPlan(userId, {
          testDate: body.testDate ?? null,
          weeklyHours: body.weeklyHours ?? null,
          preferredTime: body.preferredTimes[0]!,
          studyIntensity: body.studyIntensity,
        });
        const plan = await planViewOf(deps, userId, result.state.plan!);
        return reply.status(201).send({ success: true as const, plan });
      },
    );

    app.post(
      "/api/study-session",
      {
        schema: {
          summary:
            "Record a study session done outside the app's questions (counts toward the plan)",
          tags: ["planning"],
          body: studySessionBodySchema,
          response: { 201: studySessionRecordedSchema, 400: errorBody, 401: errorBody },
        },
      },
      async (request, reply) => {
        const { body } = request;
        const sessionId = await planning.recordSession(currentUserId(request), {
          startedAt: new Date(body.startedAt),
          minutes: body.minutes,
          activity: body.activity,
          subject: body.subject ?? null,
        });
        return reply.status(201).send({ success: true as const, sessionId });
      },
    );
  };
}
