// The friendship decider on stream friendship-<lower id>-<higher id>: the events (events.ts),
// the state and `evolve` (state.ts) and one decision per command (decide.ts), joined.
import { assertNever, type Decider } from "../../decider.ts";
import {
  acceptFriendRequest,
  addFriendByInvite,
  declineFriendRequest,
  removeFriend,
  sendFriendRequest,
  type FriendshipCommand,
  type FriendshipContext,
} from "./decide.ts";
import type { FriendshipEvent } from "./events.ts";
import { evolve, initialFriendshipState, type FriendshipState } from "./state.ts";

export const friendshipDecider: Decider<
  FriendshipCommand,
  FriendshipEvent,
  FriendshipState,
  FriendshipContext
> = {
  initialState: initialFriendshipState,
  evolve,
  decide(command, state, context) {
    switch (command.type) {
      case "SendFriendRequest":
        return sendFriendRequest(command, state, context);
      case "AcceptFriendRequest":
        return acceptFriendRequest(command, state, context);
      case "DeclineFriendRequest":
        return declineFriendRequest(command, state, context);
      case "AddFriendByInvite":
        return addFriendByInvite(command, state, context);
      case "RemoveFriend":
        return removeFriend(command, state, context);
      default:
        return assertNever(command);
    }
  },
};
