// A pair of students as their friendship stream has it: strangers, a request pending from one of
// them, or friends. `evolve` applies what was recorded; it decides nothing.
import { assertNever } from "../../decider.ts";
import type { FriendshipEvent } from "./events.ts";

export type FriendshipState =
  | { status: "none" }
  | { status: "pending"; fromUserId: string; toUserId: string }
  | { status: "friends" };

export const initialFriendshipState: FriendshipState = { status: "none" };

export function evolve(_state: FriendshipState, event: FriendshipEvent): FriendshipState {
  switch (event.type) {
    case "FriendRequestSent":
      return {
        status: "pending",
        fromUserId: event.data.fromUserId,
        toUserId: event.data.toUserId,
      };
    case "FriendRequestAccepted":
    case "FriendAddedByInvite":
      return { status: "friends" };
    case "FriendRequestDeclined":
    case "FriendRemoved":
      return { status: "none" };
    default:
      return assertNever(event);
  }
}
