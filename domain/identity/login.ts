// The login decider (stream login-<key>, one per email address or provider subject): which
// account signs in with it. Claiming it is how two sign-ups with one email are told apart: the
// stream's expected version makes exactly one claim win.
//
// A claim whose account never finished registering (a crash between the two appends) or was
// erased is dead; the command handler, which can read the account's stream, says so in
// `claimantIsLive`, and a dead claim may be superseded.
import { assertNever, CommandRefused, type Decider } from "../decider.ts";
import type { IdentityEvent, Provider } from "./events.ts";

/** The events of a login stream. */
export type LoginEvent = Extract<
  IdentityEvent,
  { type: "LoginClaimed" | "LoginReleased" | "PasswordChanged" }
>;

export type LoginState =
  | { status: "free" }
  | { status: "claimed"; userId: string; provider: Provider; passwordHash: string | null };

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

export const loginDecider: Decider<LoginCommand, LoginEvent, LoginState, unknown> = {
  initialState: { status: "free" },

  decide(command, state) {
    switch (command.type) {
      case "ClaimLogin":
        if (state.status === "claimed" && command.claimantIsLive) {
          throw new CommandRefused("conflict", "This login already belongs to an account.");
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
      case "ReleaseLogin":
        if (state.status !== "claimed" || state.userId !== command.userId) return [];
        return [{ type: "LoginReleased", data: { userId: command.userId } }];
      case "ChangePassword":
        if (state.status !== "claimed" || state.userId !== command.userId) {
          throw new CommandRefused("not-found", "This login does not belong to the account.");
        }
        if (state.passwordHash === null) {
          throw new CommandRefused("invalid", "This login signs in through a provider.");
        }
        return [
          {
            type: "PasswordChanged",
            data: { userId: command.userId, passwordHash: command.passwordHash },
          },
        ];
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case "LoginClaimed":
        return {
          status: "claimed",
          userId: event.data.userId,
          provider: event.data.provider,
          passwordHash: event.data.passwordHash,
        };
      case "LoginReleased":
        return state.status === "claimed" && state.userId === event.data.userId
          ? { status: "free" }
          : state;
      case "PasswordChanged":
        return state.status === "claimed" && state.userId === event.data.userId
          ? { ...state, passwordHash: event.data.passwordHash }
          : state;
      default:
        return assertNever(event);
    }
  },
};
