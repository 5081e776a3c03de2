// The password reset decider on stream password-reset-<userId>: the events (events.ts), the
// state and `evolve` (state.ts) and one decision per command (decide.ts), joined.
import { assertNever, type Decider } from "../../decider.ts";
import {
  completePasswordReset,
  requestPasswordReset,
  type PasswordResetCommand,
  type PasswordResetContext,
} from "./decide.ts";
import type { PasswordResetEvent } from "./events.ts";
import { evolve, initialPasswordResetState, type PasswordResetState } from "./state.ts";

export const passwordResetDecider: Decider<
  PasswordResetCommand,
  PasswordResetEvent,
  PasswordResetState,
  PasswordResetContext
> = {
  initialState: initialPasswordResetState,
  evolve,
  decide(command, state, context) {
    switch (command.type) {
      case "RequestPasswordReset":
        return requestPasswordReset(command, state, context);
      case "CompletePasswordReset":
        return completePasswordReset(command, state, context);
      default:
        return assertNever(command);
    }
  },
};
