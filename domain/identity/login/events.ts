// Login events (stream login-<key>, one per email address or provider subject): a stored
// contract. Each type has a zod schema; a changed shape gets a new version and an upcaster, never
// an edit in place. `key` is a keyed hash, never the email.
import { z } from "zod";
import { eventCodec, streamName, type EventOf } from "../../events.ts";
import { sealed } from "../sealed.ts";

export const providers = ["email", "google", "apple", "x"] as const;
export const providerSchema = z.enum(providers);
export type Provider = z.infer<typeof providerSchema>;

const userId = z.uuid();

export const loginEventSchemas = {
  /** This email, or this provider's subject, signs in as userId. */
  LoginClaimed: z.object({
    userId,
    provider: providerSchema,
    /** scrypt hash of the password, sealed; null for OpenID Connect logins. */
    passwordHash: sealed.nullable(),
  }),
  /** The login is free again (its account was erased). */
  LoginReleased: z.object({ userId }),
  /**
   * The login's password was replaced through a password reset
   * (domain/identity/password-reset/). The new scrypt hash is sealed, like LoginClaimed's.
   */
  PasswordChanged: z.object({ userId, passwordHash: sealed }),
} as const;

const loginEvents = eventCodec("login", loginEventSchemas);
/** The events of a login stream. */
export type LoginEvent = EventOf<typeof loginEventSchemas>;
export const parseLoginEvent = loginEvents.parse;
export const loginStream = streamName("login");
