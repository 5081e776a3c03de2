// The invite code decider on stream invite-<code>: the events (events.ts), the state and
// `evolve` (state.ts) and one decision per command (decide.ts), joined; what a code is, in
// code.ts.
import { assertNever, type Decider } from "../../decider.ts";
import {
  generateInviteCode,
  redeemInviteCode,
  type InviteCodeCommand,
  type InviteCodeContext,
} from "./decide.ts";
import type { InviteCodeEvent } from "./events.ts";
import { evolve, initialInviteCodeState, type InviteCodeState } from "./state.ts";

export const inviteCodeDecider: Decider<
  InviteCodeCommand,
  InviteCodeEvent,
  InviteCodeState,
  InviteCodeContext
> = {
  initialState: initialInviteCodeState,
  evolve,
  decide(command, state, context) {
    switch (command.type) {
      case "GenerateInviteCode":
        return generateInviteCode(command, state, context);
      case "RedeemInviteCode":
        return redeemInviteCode(command, state, context);
      default:
        return assertNever(command);
    }
  },
};
