// Email accounts: register and sign in with email and password. Wrong passwords and unknown
// accounts get one answer, at one cost; failures are throttled per account and address.
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CommandRefused } from "../../domain/decider.ts";
import { assertBirthYear } from "../../domain/identity/age.ts";
import { loginRefusals } from "../../domain/identity/login/decide.ts";
import { userRefusals } from "../../domain/identity/user/decide.ts";
import type { ApiDeps } from "../deps.ts";
import { errorBody, HttpError } from "../plugins/errors.ts";
import { userSchema } from "../schemas/identity.ts";
import type { Accounts } from "./accounts.ts";
import { dummyPasswordHash, hashPassword, passwordProblem, verifyPassword } from "./passwords.ts";
import { clientAddress } from "../plugins/security.ts";
import { SIGN_IN_RATE, type SignIn } from "./sign-in.ts";
import { addressThrottledFor, clearAccount, recordFailure, throttledFor } from "../throttle.ts";

const birthYear = z
  .number({ error: "must be a year, like 2009" })
  .int("must be a whole year, like 2009");
/** The email field of the email account routes (and the password reset's request). */
export const email = z
  .string()
  .trim()
  .max(254, "must be at most 254 characters")
  .pipe(z.email("must be an email address, like sam@example.com"));
/** A password as sent; the policy (passwords.ts passwordProblem) is checked after. */
export const password = z.string().min(1, "is required").max(1024, "is too long");

/** The 429 of a throttled sign-in or sign-up, with the minutes left. */
function tooManyAttempts(waitMs: number) {
  return new HttpError(
    429,
    `Too many sign-in attempts. Please wait ${Math.ceil(waitMs / 60_000)} minutes and try again.`,
  );
}

export function emailRoutes(
  deps: ApiDeps,
  accounts: Accounts,
  signIn: SignIn,
): FastifyPluginAsyncZod {
  const { now } = signIn;
  return async (app) => {
    app.post(
      "/api/auth/email/register",
      {
        config: { rateLimit: SIGN_IN_RATE },
        schema: {
          summary: "Create an account with email and password, and sign in",
          tags: ["sign-in"],
          body: z.strictObject({ email, password, birthYear }),
          response: {
            201: userSchema,
            200: userSchema,
            400: errorBody,
            403: errorBody,
            409: errorBody,
            429: errorBody,
          },
        },
      },
      async (request, reply) => {
        const { email, password, birthYear } = request.body;
        // An address past its failures gets no sign-up at all, taken email or not, so a run of
        // "taken" answers cannot be continued by watching which sign-ups still succeed.
        const wait = await addressThrottledFor(
          deps.pool,
          clientAddress(request),
          deps.auth.signInThrottle,
          now(),
        );
        if (wait > 0) throw tooManyAttempts(wait);
        assertBirthYear(birthYear, now());
        const problem = passwordProblem(password, email);
        if (problem) throw new HttpError(400, problem);
        const login = accounts.emailLogin(email);
        const taken = new HttpError(
          409,
          "We couldn't create an account with this email. If you already have one, sign in instead.",
        );
        const existing = await accounts.findLogin(login);
        if (existing.owner || existing.pending) {
          // Someone signing up again with their own password is simply signed in; a wrong
          // password counts as a failed sign-in, so this is no way around the throttle.
          const userId = await checkPassword(request, login, password);
          if (!userId) throw taken;
          await signIn.complete(request, userId, "email", email);
          return reply.status(200).send(await signIn.userResponse(userId));
        }
        let userId: string;
        try {
          userId = await accounts.register({
            provider: "email",
            login,
            passwordHash: await hashPassword(password),
            birthYear,
            email,
          });
        } catch (error) {
          if (CommandRefused.is(error, loginRefusals.claimed, userRefusals.exists)) throw taken;
          throw error;
        }
        request.log.info({ userId, provider: "email" }, "account created");
        await signIn.complete(request, userId, "email", email);
        return reply.status(201).send(await signIn.userResponse(userId));
      },
    );

    /** The user whose password this is, or null. Costs one scrypt either way. */
    async function passwordOwner(
      login: Awaited<ReturnType<Accounts["findLogin"]>>,
      password: string,
    ): Promise<string | null> {
      const { state } = login;
      if (login.owner && state.status === "claimed" && state.passwordHash) {
        const hash = await deps.vault.open(login.owner, state.passwordHash);
        if (hash) return (await verifyPassword(password, hash)) ? login.owner : null;
      }
      await verifyPassword(password, await dummyPasswordHash());
      return null;
    }

    /** Checks a password under the failed-attempt throttle; null when it is wrong. */
    async function checkPassword(request: FastifyRequest, login: string, password: string) {
      const keys = { account: login, address: clientAddress(request) };
      const wait = await throttledFor(deps.pool, keys, deps.auth.signInThrottle, now());
      if (wait > 0) throw tooManyAttempts(wait);
      const userId = await passwordOwner(await accounts.findLogin(login), password);
      if (userId) await clearAccount(deps.pool, keys);
      else {
        await recordFailure(deps.pool, keys, now());
        request.log.warn(
          { provider: "email", reason: "wrong email or password" },
          "sign-in refused",
        );
      }
      return userId;
    }

    app.post(
      "/api/auth/email/sign-in",
      {
        config: { rateLimit: SIGN_IN_RATE },
        schema: {
          summary: "Sign in with email and password",
          tags: ["sign-in"],
          body: z.strictObject({ email, password }),
          response: { 200: userSchema, 400: errorBody, 401: errorBody, 429: errorBody },
        },
      },
      async (request) => {
        const { email, password } = request.body;
        const userId = await checkPassword(request, accounts.emailLogin(email), password);
        if (!userId) throw new HttpError(401, "Incorrect email or password.");
        await signIn.complete(request, userId, "email", email);
        return signIn.userResponse(userId);
      },
    );
  };
}
