// The signed-in user: who they are (GET /api/auth/user), marking the diagnostic done (PATCH),
// their profile (GET /api/user/profile), and erasing the account (DELETE /api/auth/user).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ApiDeps } from "../deps.ts";
import { errorBody } from "../plugins/errors.ts";
import { currentUserId, notSignedIn, requireUser, signOut } from "../plugins/session.ts";
import type { Accounts } from "./accounts.ts";
import { profileSchema, userSchema } from "../schemas/identity.ts";
import { decidedUserRow, readUser, userForOwner } from "./queries.ts";
import { noBody } from "../schemas/body.ts";

type UserDeps = Pick<ApiDeps, "pool" | "vault" | "now">;
const nowOf = (deps: UserDeps) => deps.now();

/**
 * The signed-in user's own User after a command on their stream: what the stream decided (the
 * users read model may still be catching up, or stopped), with what other streams feed from the
 * read model. A write that succeeded answers with what it wrote, never stale data or a 503.
 * A 401 when the account is gone.
 */
export async function ownUserAfterWrite(deps: UserDeps, accounts: Accounts, userId: string) {
  const [state, row] = await Promise.all([accounts.userState(userId), readUser(deps.pool, userId)]);
  if (state.status !== "registered") throw notSignedIn();
  return userForOwner(deps.vault, decidedUserRow(state, row), nowOf(deps));
}

/**
 * The signed-in user's own User, from the read model; from their stream while the read model
 * has not seen the account yet (a sign-up a moment ago). A 401 when the account is gone.
 */
async function ownUser(deps: UserDeps, accounts: Accounts, userId: string) {
  const row = await readUser(deps.pool, userId);
  if (!row) return ownUserAfterWrite(deps, accounts, userId);
  return userForOwner(deps.vault, row, nowOf(deps));
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
      async (request) => ownUser(deps, accounts, currentUserId(request)),
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
        return ownUserAfterWrite(deps, accounts, userId);
      },
    );

    app.delete(
      "/api/auth/user",
      {
        // Erasing the account never waits for the read model to show the session's last write.
        config: { readsOwnWrites: false },
        schema: {
          summary:
            "Erase the account: every session ends, personal data becomes unreadable, read tables forget the user",
          tags: ["user"],
          body: noBody,
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
      async (request) => profileSchema.parse(await ownUser(deps, accounts, currentUserId(request))),
    );
  };
}
