// The username claim decider on stream username-<claim>: the events (events.ts), the state and
// `evolve` (state.ts) and one decision per command (decide.ts), joined.
import { assertNever, type Decider } from "../../decider.ts";
import { claimUsername, releaseUsername, type UsernameClaimCommand } from "./decide.ts";
import type { UsernameClaimEvent } from "./events.ts";
import { evolve, initialUsernameClaimState, type UsernameClaimState } from "./state.ts";

export const usernameClaimDecider: Decider<
  UsernameClaimCommand,
  UsernameClaimEvent,
  UsernameClaimState,
  unknown
> = {
  initialState: initialUsernameClaimState,
  evolve,
  decide(command, state) {
    switch (command.type) {
      case "ClaimUsername":
        return claimUsername(command, state);
      case "ReleaseUsername":
        return releaseUsername(command, state);
      default:
        return assertNever(command);
    }
  },
};
