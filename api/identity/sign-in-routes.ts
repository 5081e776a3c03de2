// Sign-in navigations and sign-out: /api/login (the landing screen's navigation, per provider
// and intent), the OpenID Connect callback, the provider list, /api/logout. Email accounts are
// in email-routes.ts.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CommandRefused } from "../../domain/decider.ts";
import { checkBirthYear } from "../../domain/identity/age.ts";
import type { ApiDeps } from "../deps.ts";
import { crossSiteRefusal } from "../plugins/security.ts";
import { signOut } from "../plugins/session.ts";
import { providersSchema } from "../schemas/identity.ts";
import type { Accounts } from "./accounts.ts";
import { sendNotice } from "./notice.ts";
import { createOidc, providerNames } from "./oidc.ts";
import { SIGN_IN_RATE, type SignIn } from "./sign-in.ts";
import { noBody } from "../schemas/body.ts";

/** An OpenID Connect sign-in must come back within this long. */
const PENDING_SIGN_IN_MS = 10 * 60_000;

/** In a query string everything is text. */
const birthYearParam = z.coerce
  .number({ error: "must be a year, like 2009" })
  .int("must be a whole year, like 2009");

const oidcProviders = ["google", "apple", "x"] as const;

export function signInRoutes(
  deps: ApiDeps,
  accounts: Accounts,
  signIn: SignIn,
): FastifyPluginAsyncZod {
  const { now } = signIn;
  const oidc = createOidc(deps.auth.providers);
  const redirectUri = (provider: string) =>
    new URL(`/api/login/callback/${provider}`, deps.auth.publicUrl).toString();

  return async (app) => {
    app.get(
      "/api/auth/providers",
      {
        schema: {
          summary: "Sign-in options and whether this server has each one set up",
          tags: ["sign-in"],
          response: { 200: providersSchema },
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
        if (provider === "email") return reply.redirect(`/?sign-in=email&intent=${intent}`);
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
          const age = checkBirthYear(request.query.birthYear, now());
          if (!age.ok) {
            request.log.warn({ provider, reason: age.reason }, "sign-in refused: birth year");
            const status = age.reason === "under-age" ? 403 : 400;
            return sendNotice(request, reply, status, "Sorry!", age.message);
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
          // The provider's parameters (OpenID Connect's code, state, iss, or an error), and any
          // it adds of its own (scope, …): openid-client reads and checks them from the URL.
          querystring: z.looseObject({
            code: z.string().optional(),
            state: z.string().optional(),
            iss: z.string().optional(),
            error: z.string().optional(),
            error_description: z.string().optional(),
          }),
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
        await signIn.complete(request, userId, provider, identity.email);
        return reply.redirect("/");
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
        // Signing out never waits for the read model to show the session's last write.
        config: { readsOwnWrites: false },
        schema: {
          summary: "Sign out (a browser navigation) and go to the landing page",
          tags: ["sign-in"],
        },
      },
      async (request, reply) => {
        // The spec signs out with a link, i.e. a GET. A GET that changes state must not be
        // triggerable from another site: a cross-site navigation here changes nothing.
        if (crossSiteRefusal(request, deps.auth.publicUrl) === null) await logout(request, reply);
        else request.log.warn({ userId: request.userId }, "cross-site sign-out ignored");
        return reply.redirect("/");
      },
    );

    app.post(
      "/api/logout",
      {
        // Signing out never waits for the read model to show the session's last write.
        config: { readsOwnWrites: false },
        schema: {
          summary: "Sign out",
          tags: ["sign-in"],
          body: noBody,
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
