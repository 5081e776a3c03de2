// The username decider (stream username-<lower-case name>): who holds a username. Claiming it
// is how two students choosing one name at once are told apart: the stream's expected version
// makes exactly one claim win. A claim whose holder moved on (UsernameReleased), was erased, or
// never finished choosing it is dead; the command handler, which can read the holder's stream,
// says so in `holderIsLive`, and a dead claim may be superseded.
import { assertNever, CommandRefused, type Decider } from "../decider.ts";
import type { IdentityEvent } from "./events.ts";

/** The events of a username stream. */
export type UsernameClaimEvent = Extract<
  IdentityEvent,
  { type: "UsernameClaimed" | "UsernameReleased" }
>;

export type UsernameClaimState = { status: "free" } | { status: "claimed"; userId: string };

export type UsernameClaimCommand =
  | { type: "ClaimUsername"; userId: string; holderIsLive: boolean }
  | { type: "ReleaseUsername"; userId: string };

export const USERNAME_TAKEN = "That username is taken. Please try another.";

export const usernameClaimDecider: Decider<
  UsernameClaimCommand,
  UsernameClaimEvent,
  UsernameClaimState,
  unknown
> = {
  initialState: { status: "free" },

  decide(command, state) {
    switch (command.type) {
      case "ClaimUsername":
        if (state.status === "claimed") {
          if (state.userId === command.userId) return [];
          if (command.holderIsLive) throw new CommandRefused("conflict", USERNAME_TAKEN);
        }
        return [{ type: "UsernameClaimed", data: { userId: command.userId } }];
      case "ReleaseUsername":
        if (state.status !== "claimed" || state.userId !== command.userId) return [];
        return [{ type: "UsernameReleased", data: { userId: command.userId } }];
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case "UsernameClaimed":
        return { status: "claimed", userId: event.data.userId };
      case "UsernameReleased":
        return state.status === "claimed" && state.userId === event.data.userId
          ? { status: "free" }
          : state;
      default:
        return assertNever(event);
    }
  },
};
