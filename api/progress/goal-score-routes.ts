// The goal score (POST /api/progress/goal-score): the SAT total the student aims for, which Test
// Readiness measures against. The user decider owns the rule (domain/identity/user/decide-profile.ts
// SetGoalScore, domain/practice/goal-score.ts); the route appends the decision, waits (bounded)
// for the users read model, and answers the detailed progress the Parent View shows, so the
// screen shows the new readiness without another request.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ApiDeps } from "../deps.ts";
import type { Accounts } from "../identity/accounts.ts";
import { errorBody } from "../plugins/errors.ts";
import { currentUserId, requireUser } from "../plugins/session.ts";
import { detailedProgressSchema, goalScoreBodySchema } from "../schemas/practice.ts";
import { detailedProgressOf } from "../students/progress-views.ts";

export function goalScoreRoutes(deps: ApiDeps, accounts: Accounts): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("preHandler", requireUser);

    app.post(
      "/api/progress/goal-score",
      {
        schema: {
          summary:
            "Set the SAT total the student aims for (410–1600, steps of 10), or null to remove it",
          description:
            "Answers the detailed progress with readiness measured against the new goal.",
          tags: ["progress"],
          body: goalScoreBodySchema,
          response: { 200: detailedProgressSchema, 400: errorBody, 401: errorBody },
        },
      },
      async (request) => {
        const userId = currentUserId(request);
        await accounts.runUserCommand(userId, {
          type: "SetGoalScore",
          goalScore: request.body.goalScore,
        });
        return detailedProgressOf(deps, userId);
      },
    );
  };
}
