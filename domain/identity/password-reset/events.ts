// Password reset events (stream password-reset-<userId>): the reset links sent to an email
// account and each completed reset. A stored contract: a changed shape gets a new version and an
// upcaster, never an edit in place. A link carries a random token; only a keyed hash of it is
// ever recorded (the API hashes it), so neither the log nor a read table holds anything that
// opens the account.
import { z } from "zod";
import { eventCodec, streamName, type EventOf } from "../../events.ts";

const userId = z.uuid();
/** HMAC-SHA256 of the token, base64url (43 characters): never the token. */
const tokenHash = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "must be a token hash");

export const passwordResetEventSchemas = {
  /** A reset link was emailed to the account's address. */
  PasswordResetRequested: z.object({
    userId,
    /** The login stream key (login-<key>) whose password the link may replace. */
    login: z.string().min(1),
    tokenHash,
    expiresAt: z.iso.datetime(),
  }),
  /** The link set a new password (PasswordChanged on the login stream follows it). */
  PasswordResetCompleted: z.object({ userId, tokenHash }),
} as const;

const passwordResetEvents = eventCodec("password reset", passwordResetEventSchemas);
export type PasswordResetEvent = EventOf<typeof passwordResetEventSchemas>;
export const parsePasswordResetEvent = passwordResetEvents.parse;
export const passwordResetStream = streamName("password-reset");
