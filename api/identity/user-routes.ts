// The signed-in user: who they are (GET /api/auth/user), marking the diagnostic done (PATCH),
// their profile (GET /api/user/profile), and erasing the account (DELETE /api/auth/user).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ApiDeps } from "../deps.ts";
import { errorBody } from "../plugins/errors.ts";
import { currentUserId, notSignedIn, requireUser, signOut } from "../plugins/session.ts";
import type { Accounts } from "./accounts.ts";
import { profileSchema, userSchema } from "../schemas/identity.ts";
import { readOwnUser } from "./queries.ts";

/** The signed-in user's own User; a 401 when the account is gone. */
export async function ownUser(deps: Pick<ApiDeps, "pool" | "vault" | "now">, userId: string) {
  const user = await readOwnUser(deps.pool, deps.vault, userId, (deps.now ?? (() => new Date()))());
  if (!user) throw notSignedIn();
  return user;
}

export function userRoutes(deps: ApiDeps, accounts: Accounts): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("preHandler", requireUser);

    app.get(
      "/api/auth/user",
      {
        schema: {
          summary: "The signed-in user (401 when signed out)",
          tags: ["user"],
          response: { 200: userSchema, 401: errorBody },
        },
      },
      async (request) => ownUser(deps, currentUserId(request)),
    );

    app.patch(
      "/api/auth/user",
      {
        schema: {
          summary: "Mark the diagnostic completed",
          tags: ["user"],
          body: z.strictObject({
            diagnosticCompleted: z.literal(true, { error: "must be true" }),
          }),
          response: { 200: userSchema, 401: errorBody },
        },
      },
      async (request) => {
        const userId = currentUserId(request);
        await accounts.completeDiagnostic(userId);
        return ownUser(deps, userId);
      },
    );

    app.delete(
      "/api/auth/user",
      {
        schema: {
          summary:
            "Erase the account: every session ends, personal data becomes unreadable, read tables forget the user",
          tags: ["user"],
          response: { 204: z.null(), 401: errorBody },
        },
      },
      async (request, reply) => {
        const userId = currentUserId(request);
        await accounts.erase(userId);
        await signOut(request, reply);
        request.log.info({ userId }, "account erased");
        return reply.status(204).send(null);
      },
    );

    app.get(
      "/api/user/profile",
      {
        schema: {
          summary: "What the home screen checks: onboarding answers and username",
          tags: ["user"],
          response: { 200: profileSchema, 401: errorBody },
        },
      },
      async (request) => profileSchema.parse(await ownUser(deps, currentUserId(request))),
    );
  };
}
