// Password reset for email accounts (reliability row 20).
//
// - POST /api/auth/password-reset/request {email}: 202 and one message whether or not an account
//   uses the email. Every request does the same work before answering (the throttle, the login
//   lookup, a random token and its hash); an account's link is recorded before the answer (one
//   append) and emailed after it, so the answer never waits for the mail server. Throttled per
//   email and per address through the sign-in throttle's table (api/throttle.ts), under keys of
//   their own so resets and sign-in failures do not count against each other.
// - POST /api/auth/password-reset/confirm {token, password}: a new password through a link;
//   a dead link is a 400 naming why (unknown, used, replaced by a newer one, expired). Every
//   session of the account ends, this one too.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ResetLinkRefused } from "../../domain/identity/password-reset/decide.ts";
import type { ApiDeps } from "../deps.ts";
import type { Mailer } from "../mail/mailer.ts";
import { errorBody, HttpError } from "../plugins/errors.ts";
import { clientAddress } from "../plugins/security.ts";
import { signOut } from "../plugins/session.ts";
import type { Accounts } from "./accounts.ts";
import { email, password } from "./email-routes.ts";
import {
  createPasswordResets,
  newResetToken,
  RESET_TOKEN_PATTERN,
  type IssuedLink,
} from "./password-resets.ts";
import { SIGN_IN_RATE } from "./sign-in.ts";
import { clearAccount, recordFailure, throttledFor } from "../throttle.ts";

/**
 * Requests per 15 minutes (AuthOptions.passwordResetThrottle): 3 per email (a lost first mail
 * and a retry, not a mailbox flooded), 30 per address (a school's students share one).
 */
export const DEFAULT_RESET_THROTTLE = { perAccount: 3, perAddress: 30 };

export const RESET_REQUESTED =
  "If a Levelfield account uses this email, we've sent it a link to choose a new password. The link works for 30 minutes; check your spam folder if it doesn't arrive.";
export const PASSWORD_CHANGED = "Your password has been changed. Log in with your new password.";

const messageBody = z.object({ message: z.string() });
const token = z
  .string()
  .regex(RESET_TOKEN_PATTERN, "must be the code from the link in the email (43 characters)");

export function passwordResetRoutes(
  deps: ApiDeps,
  accounts: Accounts,
  mailer: Mailer,
): FastifyPluginAsyncZod {
  const now = () => deps.now();
  const resets = createPasswordResets(deps, accounts, mailer);
  return async (app) => {
    // Mail goes out after the answer; closing the app waits for what is on its way.
    const deliveries = new Set<Promise<void>>();
    app.addHook("onClose", async () => {
      await Promise.allSettled([...deliveries]);
    });

    function deliverLater(link: IssuedLink) {
      const delivery = resets
        .deliver(link)
        .then((sent) => {
          if (sent) deps.log.info({ userId: link.userId }, "password reset mail sent");
        })
        .catch((error: unknown) => {
          // Only the error's codes: a mail server's message can quote the recipient.
          const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
          deps.log.error(
            { userId: link.userId, code: String(code ?? ""), responseCode },
            "password reset mail failed",
          );
        })
        .finally(() => deliveries.delete(delivery));
      deliveries.add(delivery);
    }

    app.post(
      "/api/auth/password-reset/request",
      {
        config: { rateLimit: SIGN_IN_RATE },
        schema: {
          summary: "Email a password reset link (the same answer whether or not an account exists)",
          tags: ["sign-in"],
          body: z.strictObject({ email }),
          response: { 202: messageBody, 400: errorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        const login = accounts.emailLogin(request.body.email);
        const keys = {
          account: `password-reset:${login}`,
          address: `password-reset:${clientAddress(request)}`,
        };
        const limits = deps.auth.passwordResetThrottle;
        const wait = await throttledFor(deps.pool, keys, limits, now());
        if (wait > 0) {
          throw new HttpError(
            429,
            `Too many password reset requests. Please wait ${Math.ceil(wait / 60_000)} minutes and try again.`,
          );
        }
        // Every request counts, whoever the email belongs to.
        await recordFailure(deps.pool, keys, now());
        const link = await resets.issue(login, newResetToken());
        if (link) {
          request.log.info({ userId: link.userId }, "password reset requested");
          deliverLater(link);
        } else {
          request.log.info({}, "password reset requested for an email with no password account");
        }
        return reply.status(202).send({ message: RESET_REQUESTED });
      },
    );

    app.post(
      "/api/auth/password-reset/confirm",
      {
        config: { rateLimit: SIGN_IN_RATE },
        schema: {
          summary: "Set a new password with a reset link's token; ends every session",
          tags: ["sign-in"],
          body: z.strictObject({ token, password }),
          response: { 200: messageBody, 400: errorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        let changed: { userId: string; login: string };
        try {
          changed = await resets.confirm(request.body.token, request.body.password);
        } catch (error) {
          if (error instanceof ResetLinkRefused) {
            request.log.warn({ reason: error.reason }, "password reset refused");
          }
          throw error;
        }
        const { userId, login } = changed;
        // Failed sign-ins of the old password no longer hold the account back.
        await clearAccount(deps.pool, { account: login, address: clientAddress(request) });
        if (request.userId === userId) await signOut(request, reply);
        request.log.info({ userId }, "password reset; every session ended");
        return { message: PASSWORD_CHANGED };
      },
    );
  };
}
