// One decision per password reset command (stream password-reset-<userId>): whether a reset
// link may still set a new password.
//
// A link works once, for PASSWORD_RESET_TTL_MS after it was asked for, and only while it is the
// newest link of the account: asking again replaces the earlier link, and a completed reset ends
// every link sent before it. The new password itself is recorded on the login stream
// (PasswordChanged, ../login/), where sign-in reads it.
import { CommandRefused, refusal } from "../../decider.ts";
import type { PasswordResetEvent } from "./events.ts";
import type { PasswordResetState, ResetLink } from "./state.ts";

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
    super(refusal("invalid", `reset-link-${reason}`, RESET_LINK_PROBLEMS[reason]));
    this.name = "ResetLinkRefused";
    this.reason = reason;
  }
}

/** A token hash issued twice (32 random bytes never repeat: a broken random source). */
const tokenReissued = refusal(
  "conflict",
  "reset-token-reissued",
  "This reset token was already issued.",
);

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

type Command<T extends PasswordResetCommand["type"]> = Extract<PasswordResetCommand, { type: T }>;

export function requestPasswordReset(
  command: Command<"RequestPasswordReset">,
  state: PasswordResetState,
  { now }: PasswordResetContext,
): PasswordResetEvent[] {
  // 32 random bytes never repeat; a repeated hash would mean a broken random source.
  if (state.links.some((l) => l.tokenHash === command.tokenHash)) {
    throw new CommandRefused(tokenReissued);
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

export function completePasswordReset(
  command: Command<"CompletePasswordReset">,
  state: PasswordResetState,
  { now }: PasswordResetContext,
): PasswordResetEvent[] {
  usableLink(state, command.tokenHash, now);
  return [
    {
      type: "PasswordResetCompleted",
      data: { userId: command.userId, tokenHash: command.tokenHash },
    },
  ];
}
