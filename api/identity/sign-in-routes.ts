// Sign-in and sign-out: /api/login (the landing screen's navigation, per provider and intent),
// the OpenID Connect callback, email registration and sign-in, /api/logout.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CommandRefused } from "../../domain/decider.ts";
import { assertBirthYear } from "../../domain/identity/age.ts";
import type { ApiDeps } from "../deps.ts";
import { errorBody, HttpError } from "../plugins/errors.ts";
import { crossSiteRefusal } from "../plugins/security.ts";
import { signIn, signOut } from "../plugins/session.ts";
import type { Accounts } from "./accounts.ts";
import { sendNotice } from "./notice.ts";
import { createOidc, providerNames } from "./oidc.ts";
import { dummyPasswordHash, hashPassword, passwordProblem, verifyPassword } from "./passwords.ts";
import { readUser, userForOwner, userSchema } from "./queries.ts";
import { clearAccount, recordFailure, throttledFor } from "./throttle.ts";

/** An OpenID Connect sign-in must come back within this long. */
const PENDING_SIGN_IN_MS = 10 * 60_000;
const SIGN_IN_RATE = { max: 30, timeWindow: "1 minute" };

const birthYear = z
  .number({ error: "must be a year, like 2009" })
  .int("must be a whole year, like 2009");
/** In a query string everything is text. */
const birthYearParam = z.coerce
  .number({ error: "must be a year, like 2009" })
  .int("must be a whole year, like 2009");
const email = z
  .string()
  .trim()
  .max(254, "must be at most 254 characters")
  .pipe(z.email("must be an email address, like sam@example.com"));
const password = z.string().min(1, "is required").max(1024, "is too long");

const oidcProviders = ["google", "apple", "x"] as const;

export function signInRoutes(deps: ApiDeps, accounts: Accounts): FastifyPluginAsyncZod {
  const now = deps.now ?? (() => new Date());
  const oidc = createOidc(deps.auth.providers);
  const redirectUri = (provider: string) =>
    new URL(`/api/login/callback/${provider}`, deps.auth.publicUrl).toString();

  async function userResponse(userId: string) {
    const row = await readUser(deps.pool, userId);
    if (!row) throw new HttpError(503, "Your account is still being set up. Please try again.");
    return userForOwner(deps.vault, row);
  }

  async function completeSignIn(
    request: FastifyRequest,
    userId: string,
    provider: string,
    email: string | null,
  ) {
    await signIn(request, userId, now());
    await accounts.grantAdminIfListed(userId, email);
    request.log.info({ userId, provider }, "signed in");
  }

  return async (app) => {
    app.get(
      "/api/auth/providers",
      {
        schema: {
          summary: "Sign-in options and whether this server has each one set up",
          tags: ["sign-in"],
          response: {
            200: z.object({
              providers: z.array(
                z.object({ id: z.string(), name: z.string(), available: z.boolean() }),
              ),
            }),
          },
        },
      },
      async () => ({
        providers: [
          ...oidcProviders.map((id) => ({
            id,
            name: providerNames[id],
            available: oidc.isConfigured(id),
          })),
          { id: "email", name: "Email", available: true },
        ],
      }),
    );

    app.get(
      "/api/login",
      {
        config: { rateLimit: SIGN_IN_RATE },
        schema: {
          summary:
            "Start signing in (a browser navigation): redirects to the provider or the email form",
          tags: ["sign-in"],
          querystring: z.strictObject({
            provider: z.enum(["google", "apple", "x", "email"]).optional(),
            intent: z.enum(["new", "returning"]).default("returning"),
            birthYear: birthYearParam.optional(),
          }),
        },
      },
      async (request, reply) => {
        const { provider, intent } = request.query;
        if (request.userId) return reply.redirect("/");
        if (!provider) return reply.redirect("/?sign-in=returning");
        if (provider === "email") return reply.redirect(`/login/email?intent=${intent}`);
        const name = providerNames[provider];
        if (!oidc.isConfigured(provider)) {
          request.log.warn({ provider }, "sign-in refused: provider not configured");
          return sendNotice(
            request,
            reply,
            501,
            `${name} sign-in isn't available`,
            `Signing in with ${name} hasn't been set up on this Levelfield server yet. Please go back and choose Email instead.`,
          );
        }
        let year: number | null = null;
        if (intent === "new") {
          if (request.query.birthYear === undefined) {
            return sendNotice(
              request,
              reply,
              400,
              "We need your birth year",
              "birthYear: is required to create an account. Please go back and enter your birth year.",
            );
          }
          try {
            assertBirthYear(request.query.birthYear, now());
          } catch (error) {
            if (!(error instanceof CommandRefused)) throw error;
            request.log.warn({ provider, reason: error.kind }, "sign-in refused: birth year");
            return sendNotice(
              request,
              reply,
              error.kind === "forbidden" ? 403 : 400,
              "Sorry!",
              error.message,
            );
          }
          year = request.query.birthYear;
        }
        let pending;
        try {
          pending = await oidc.start(provider, redirectUri(provider));
        } catch (error) {
          request.log.error({ err: error, provider }, "identity provider unreachable");
          return sendNotice(
            request,
            reply,
            503,
            `${name} isn't answering`,
            `We couldn't reach ${name} just now. Please try again in a minute, or choose Email.`,
          );
        }
        request.session.oidc = {
          provider,
          state: pending.state,
          nonce: pending.nonce,
          codeVerifier: pending.codeVerifier,
          intent,
          birthYear: year,
          startedAt: now().getTime(),
        };
        return reply.redirect(pending.url.toString());
      },
    );

    app.get(
      "/api/login/callback/:provider",
      {
        config: { rateLimit: SIGN_IN_RATE },
        schema: {
          summary: "Where the identity provider sends the browser back (OpenID Connect)",
          tags: ["sign-in"],
          params: z.object({ provider: z.enum(oidcProviders) }),
          // The provider adds its own parameters (code, state, iss, scope, …): openid-client
          // reads and checks them from the URL.
          querystring: z.record(z.string(), z.unknown()),
        },
      },
      async (request, reply) => {
        const provider = request.params.provider;
        const pending = request.session.oidc;
        const refuse = (reason: string) => {
          request.log.warn({ provider, reason }, "sign-in refused");
          return sendNotice(
            request,
            reply,
            400,
            "Sign-in didn't work",
            `We couldn't sign you in with ${providerNames[provider]}. Please go back and try again.`,
          );
        };
        // One use only, whatever happens next.
        request.session.oidc = undefined;
        if (!pending || pending.provider !== provider) return refuse("no sign-in in progress");
        if (now().getTime() - pending.startedAt > PENDING_SIGN_IN_MS) return refuse("expired");
        const callbackUrl = new URL(request.url, deps.auth.publicUrl);
        let identity;
        try {
          identity = await oidc.finish(provider, callbackUrl, pending);
        } catch (error) {
          // openid-client's message is generic; its cause names the failed check (never values).
          const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
          return refuse(
            error instanceof Error
              ? `${error.name}: ${error.message}${cause ? ` (${cause.message})` : ""}`
              : "failed",
          );
        }
        const login = accounts.oidcLogin(provider, identity.issuer, identity.subject);
        const existing = await accounts.findLogin(login);
        let userId: string;
        if (existing.owner) {
          userId = existing.owner;
        } else if (pending.intent === "new" && pending.birthYear !== null) {
          try {
            userId = await accounts.register({
              provider,
              login,
              passwordHash: null,
              birthYear: pending.birthYear,
              email: identity.email,
              firstName: identity.firstName,
              lastName: identity.lastName,
              profileImageUrl: identity.picture,
            });
          } catch (error) {
            if (!(error instanceof CommandRefused)) throw error;
            return refuse(`registration refused: ${error.kind}`);
          }
          request.log.info({ userId, provider }, "account created");
        } else {
          request.log.warn({ provider, reason: "no account" }, "sign-in refused");
          return sendNotice(
            request,
            reply,
            404,
            "No account yet",
            `There's no Levelfield account for this ${providerNames[provider]} login yet. Go back, enter your birth year and choose Create Account.`,
          );
        }
        await completeSignIn(request, userId, provider, identity.email);
        return reply.redirect("/");
      },
    );

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
          },
        },
      },
      async (request, reply) => {
        const { email, password, birthYear } = request.body;
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
          await completeSignIn(request, userId, "email", email);
          return reply.status(200).send(await userResponse(userId));
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
          if (error instanceof CommandRefused && error.kind === "conflict") throw taken;
          throw error;
        }
        request.log.info({ userId, provider: "email" }, "account created");
        await completeSignIn(request, userId, "email", email);
        return reply.status(201).send(await userResponse(userId));
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
      const keys = { account: login, address: request.ip };
      const wait = await throttledFor(deps.pool, keys, deps.auth.signInThrottle, now());
      if (wait > 0) {
        throw new HttpError(
          429,
          `Too many sign-in attempts. Please wait ${Math.ceil(wait / 60_000)} minutes and try again.`,
        );
      }
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
        await completeSignIn(request, userId, "email", email);
        return userResponse(userId);
      },
    );

    async function logout(request: FastifyRequest, reply: FastifyReply) {
      const userId = request.userId;
      await signOut(request, reply);
      if (userId) request.log.info({ userId }, "signed out");
    }

    app.get(
      "/api/logout",
      {
        schema: {
          summary: "Sign out (a browser navigation) and go to the landing page",
          tags: ["sign-in"],
        },
      },
      async (request, reply) => {
        // The spec signs out with a link, i.e. a GET. A GET that changes state must not be
        // triggerable from another site: a cross-site navigation here changes nothing.
        if (crossSiteRefusal(request) === null) await logout(request, reply);
        else request.log.warn({ userId: request.userId }, "cross-site sign-out ignored");
        return reply.redirect("/");
      },
    );

    app.post(
      "/api/logout",
      {
        schema: {
          summary: "Sign out",
          tags: ["sign-in"],
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await logout(request, reply);
        return reply.status(204).send(null);
      },
    );
  };
}
