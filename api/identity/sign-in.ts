// What every way of signing in shares: finishing the sign-in (a new session, the admin role for
// ADMIN_EMAILS, the log line) and answering with the User.
import type { FastifyRequest } from "fastify";
import type { ApiDeps } from "../deps.ts";
import { HttpError } from "../plugins/errors.ts";
import { signIn } from "../plugins/session.ts";
import type { Accounts } from "./accounts.ts";
import { readOwnUser } from "./queries.ts";

/** Requests per minute per address on each sign-in route. */
export const SIGN_IN_RATE = { max: 30, timeWindow: "1 minute" };

export function createSignIn(deps: ApiDeps, accounts: Accounts) {
  const now = deps.now ?? (() => new Date());
  return {
    now,
    async userResponse(userId: string) {
      const user = await readOwnUser(deps.pool, deps.vault, userId, now());
      if (!user) throw new HttpError(503, "Your account is still being set up. Please try again.");
      return user;
    },
    async complete(
      request: FastifyRequest,
      userId: string,
      provider: string,
      email: string | null,
    ) {
      await signIn(request, userId, now());
      await accounts.grantAdminIfListed(userId, email);
      request.log.info({ userId, provider }, "signed in");
    },
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
