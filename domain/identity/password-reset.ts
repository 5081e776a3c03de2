// The password reset decider (stream password-reset-<userId>): the reset links sent to an email
// account, and whether one may still set a new password. A link carries a random token; only a
// keyed hash of it is ever recorded (the API hashes it), so neither the log nor a read table
// holds anything that opens the account.
//
// A link works once, for PASSWORD_RESET_TTL_MS after it was asked for, and only while it is the
// newest link of the account: asking again replaces the earlier link, and a completed reset ends
// every link sent before it. The new password itself is recorded on the login stream
// (PasswordChanged, login.ts), where sign-in reads it.
import { z } from "zod";
import { assertNever, CommandRefused, type Decider } from "../decider.ts";
import { eventCodec, streamName, type EventOf } from "../events.ts";

/**
 * How long a reset link works: 30 minutes. Long enough for the email to arrive and be opened on
 * another device; short enough that a link found later in a mailbox (a shared computer, a
 * forwarded message) no longer opens the account (OWASP's Forgot Password Cheat Sheet asks for
 * a short expiry).
 */
export const PASSWORD_RESET_TTL_MS = 30 * 60_000;

/** What a student is told about a link that cannot be used, one sentence per reason. */
export const RESET_LINK_PROBLEMS = {
  unknown:
    "This password reset link isn't valid. Check that you opened the whole link from the email, or ask for a new one.",
  used: "This password reset link has already been used. If you need to reset your password again, ask for a new link.",
  replaced:
    "This password reset link was replaced by a newer one. Use the link in the most recent email we sent you.",
  expired: `This password reset link has expired: links work for ${PASSWORD_RESET_TTL_MS / 60_000} minutes. Ask for a new one.`,
} as const;

export type ResetLinkProblem = keyof typeof RESET_LINK_PROBLEMS;

/** A refused link, with the reason for the log (the message is the student's). */
export class ResetLinkRefused extends CommandRefused {
  readonly reason: ResetLinkProblem;
  constructor(reason: ResetLinkProblem) {
    super("invalid", RESET_LINK_PROBLEMS[reason]);
    this.name = "ResetLinkRefused";
    this.reason = reason;
  }
}

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

export type ResetLink = { tokenHash: string; login: string; expiresAt: string; used: boolean };

/** Every link sent, oldest first. */
export type PasswordResetState = { links: ResetLink[] };

export type PasswordResetCommand =
  | { type: "RequestPasswordReset"; userId: string; login: string; tokenHash: string }
  | { type: "CompletePasswordReset"; userId: string; tokenHash: string };

export type PasswordResetContext = { now: Date };

/** The link with this token hash if it may set a new password now; refused with the reason. */
export function usableLink(state: PasswordResetState, tokenHash: string, now: Date): ResetLink {
  const link = state.links.find((l) => l.tokenHash === tokenHash);
  if (!link) throw new ResetLinkRefused("unknown");
  if (link.used) throw new ResetLinkRefused("used");
  if (state.links.at(-1) !== link) throw new ResetLinkRefused("replaced");
  if (now.getTime() >= Date.parse(link.expiresAt)) throw new ResetLinkRefused("expired");
  return link;
}

export const passwordResetDecider: Decider<
  PasswordResetCommand,
  PasswordResetEvent,
  PasswordResetState,
  PasswordResetContext
> = {
  initialState: { links: [] },

  decide(command, state, { now }) {
    switch (command.type) {
      case "RequestPasswordReset": {
        // 32 random bytes never repeat; a repeated hash would mean a broken random source.
        if (state.links.some((l) => l.tokenHash === command.tokenHash)) {
          throw new CommandRefused("conflict", "This reset token was already issued.");
        }
        const expiresAt = new Date(now.getTime() + PASSWORD_RESET_TTL_MS).toISOString();
        return [
          {
            type: "PasswordResetRequested",
            data: {
              userId: command.userId,
              login: command.login,
              tokenHash: command.tokenHash,
              expiresAt,
            },
          },
        ];
      }
      case "CompletePasswordReset": {
        usableLink(state, command.tokenHash, now);
        return [
          {
            type: "PasswordResetCompleted",
            data: { userId: command.userId, tokenHash: command.tokenHash },
          },
        ];
      }
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case "PasswordResetRequested": {
        const { tokenHash, login, expiresAt } = event.data;
        return { links: [...state.links, { tokenHash, login, expiresAt, used: false }] };
      }
      case "PasswordResetCompleted":
        return {
          links: state.links.map((l) =>
            l.tokenHash === event.data.tokenHash ? { ...l, used: true } : l,
          ),
        };
      default:
        return assertNever(event);
    }
  },
};
