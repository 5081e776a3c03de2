// One decision per login command (stream login-<key>): which account signs in with it.
// Claiming it is how two sign-ups with one email are told apart: the stream's expected version
// makes exactly one claim win.
//
// A claim whose account never finished registering (a crash between the two appends) or was
// erased is dead; the command handler, which can read the account's stream, says so in
// `claimantIsLive`, and a dead claim may be superseded.
import { CommandRefused, refusal } from "../../decider.ts";
import type { LoginEvent, Provider } from "./events.ts";
import type { LoginState } from "./state.ts";

export type LoginCommand =
  | {
      type: "ClaimLogin";
      userId: string;
      provider: Provider;
      passwordHash: string | null;
      claimantIsLive: boolean;
    }
  | { type: "ReleaseLogin"; userId: string }
  /** A password reset's new password (sealed scrypt hash) for the account's own login. */
  | { type: "ChangePassword"; userId: string; passwordHash: string };

/** What the login commands refuse, each with its stable code. */
export const loginRefusals = {
  claimed: refusal("conflict", "login-claimed", "This login already belongs to an account."),
  notTheAccounts: refusal(
    "not-found",
    "login-not-the-accounts",
    "This login does not belong to the account.",
  ),
  noPassword: refusal(
    "invalid",
    "login-without-password",
    "This login signs in through a provider.",
  ),
} as const;

type Command<T extends LoginCommand["type"]> = Extract<LoginCommand, { type: T }>;

export function claimLogin(command: Command<"ClaimLogin">, state: LoginState): LoginEvent[] {
  if (state.status === "claimed" && command.claimantIsLive) {
    throw new CommandRefused(loginRefusals.claimed);
  }
  return [
    {
      type: "LoginClaimed",
      data: {
        userId: command.userId,
        provider: command.provider,
        passwordHash: command.passwordHash,
      },
    },
  ];
}

export function releaseLogin(command: Command<"ReleaseLogin">, state: LoginState): LoginEvent[] {
  if (state.status !== "claimed" || state.userId !== command.userId) return [];
  return [{ type: "LoginReleased", data: { userId: command.userId } }];
}

export function changePassword(
  command: Command<"ChangePassword">,
  state: LoginState,
): LoginEvent[] {
  if (state.status !== "claimed" || state.userId !== command.userId) {
    throw new CommandRefused(loginRefusals.notTheAccounts);
  }
  if (state.passwordHash === null) {
    throw new CommandRefused(loginRefusals.noPassword);
  }
  return [
    {
      type: "PasswordChanged",
      data: { userId: command.userId, passwordHash: command.passwordHash },
    },
  ];
}
