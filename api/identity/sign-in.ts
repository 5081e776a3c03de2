// What every way of signing in shares: finishing the sign-in (a new session, the admin role for
// ADMIN_EMAILS and the analyst role for ANALYST_EMAILS, the log line) and answering with the User.
import type { FastifyRequest } from "fastify";
import type { ApiDeps } from "../deps.ts";
import { signIn } from "../plugins/session.ts";
import type { Accounts } from "./accounts.ts";
import { ownUserAfterWrite } from "./user-routes.ts";

/** Requests per minute per address on each sign-in route. */
export const SIGN_IN_RATE = { max: 30, timeWindow: "1 minute" };

export function createSignIn(deps: ApiDeps, accounts: Accounts) {
  const { now } = deps;
  return {
    now,
    /** The user as signing up or in left them (their stream, not a read model that may lag). */
    userResponse: (userId: string) => ownUserAfterWrite(deps, accounts, userId),
    async complete(
      request: FastifyRequest,
      userId: string,
      provider: string,
      email: string | null,
    ) {
      await signIn(request, userId, now());
      await accounts.grantRolesIfListed(userId, email);
      request.log.info({ userId, provider }, "signed in");
    },
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
