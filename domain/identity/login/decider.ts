// The login decider on stream login-<key>: the events (events.ts), the state and `evolve`
// (state.ts) and one decision per command (decide.ts), joined.
import { assertNever, type Decider } from "../../decider.ts";
import { changePassword, claimLogin, releaseLogin, type LoginCommand } from "./decide.ts";
import type { LoginEvent } from "./events.ts";
import { evolve, initialLoginState, type LoginState } from "./state.ts";

export const loginDecider: Decider<LoginCommand, LoginEvent, LoginState, unknown> = {
  initialState: initialLoginState,
  evolve,
  decide(command, state) {
    switch (command.type) {
      case "ClaimLogin":
        return claimLogin(command, state);
      case "ReleaseLogin":
        return releaseLogin(command, state);
      case "ChangePassword":
        return changePassword(command, state);
      default:
        return assertNever(command);
    }
  },
};
