// One decision per friendship command. The spec is silent on acceptance; without it anyone could
// attach themselves to anyone, so a request waits for the other student's Accept (a request sent
// back the other way is taken as that Accept). Time arrives in the context.
import { CommandRefused } from "../../decider.ts";
import type { FriendshipEvent } from "./events.ts";
import type { FriendshipState } from "./state.ts";

export const FRIEND_YOURSELF = "You can't add yourself as a friend.";
export const ALREADY_FRIENDS = "You're already friends with this student.";
export const REQUEST_PENDING =
  "You've already sent this student a friend request. They'll see it on their Friends page.";
export const NO_REQUEST = "There is no friend request from this student to answer.";
export const NOT_FRIENDS = "You're not friends with this student.";

export type FriendshipCommand =
  | { type: "SendFriendRequest"; fromUserId: string; toUserId: string }
  | { type: "AcceptFriendRequest"; byUserId: string; fromUserId: string }
  | { type: "DeclineFriendRequest"; byUserId: string; fromUserId: string }
  | { type: "AddFriendByInvite"; inviterUserId: string; inviteeUserId: string }
  | { type: "RemoveFriend"; byUserId: string; otherUserId: string };

export type FriendshipContext = { now: Date };

type Command<T extends FriendshipCommand["type"]> = Extract<FriendshipCommand, { type: T }>;

export function sendFriendRequest(
  command: Command<"SendFriendRequest">,
  state: FriendshipState,
  { now }: FriendshipContext,
): FriendshipEvent[] {
  if (command.fromUserId === command.toUserId) throw new CommandRefused("invalid", FRIEND_YOURSELF);
  if (state.status === "friends") throw new CommandRefused("conflict", ALREADY_FRIENDS);
  if (state.status === "pending") {
    if (state.fromUserId === command.fromUserId)
      throw new CommandRefused("conflict", REQUEST_PENDING);
    // They asked first: asking back is saying yes.
    return [
      {
        type: "FriendRequestAccepted",
        data: {
          fromUserId: state.fromUserId,
          byUserId: command.fromUserId,
          acceptedAt: now.toISOString(),
        },
      },
    ];
  }
  return [
    {
      type: "FriendRequestSent",
      data: {
        fromUserId: command.fromUserId,
        toUserId: command.toUserId,
        sentAt: now.toISOString(),
      },
    },
  ];
}

/** The request `byUserId` may answer: one pending from `fromUserId` to them. */
function pendingTo(state: FriendshipState, byUserId: string, fromUserId: string) {
  if (state.status === "friends") throw new CommandRefused("conflict", ALREADY_FRIENDS);
  if (
    state.status !== "pending" ||
    state.toUserId !== byUserId ||
    state.fromUserId !== fromUserId
  ) {
    throw new CommandRefused("conflict", NO_REQUEST);
  }
  return state;
}

export function acceptFriendRequest(
  command: Command<"AcceptFriendRequest">,
  state: FriendshipState,
  { now }: FriendshipContext,
): FriendshipEvent[] {
  const pending = pendingTo(state, command.byUserId, command.fromUserId);
  return [
    {
      type: "FriendRequestAccepted",
      data: {
        fromUserId: pending.fromUserId,
        byUserId: command.byUserId,
        acceptedAt: now.toISOString(),
      },
    },
  ];
}

export function declineFriendRequest(
  command: Command<"DeclineFriendRequest">,
  state: FriendshipState,
  { now }: FriendshipContext,
): FriendshipEvent[] {
  const pending = pendingTo(state, command.byUserId, command.fromUserId);
  return [
    {
      type: "FriendRequestDeclined",
      data: {
        fromUserId: pending.fromUserId,
        byUserId: command.byUserId,
        declinedAt: now.toISOString(),
      },
    },
  ];
}

export function addFriendByInvite(
  command: Command<"AddFriendByInvite">,
  state: FriendshipState,
  { now }: FriendshipContext,
): FriendshipEvent[] {
  if (command.inviterUserId === command.inviteeUserId)
    throw new CommandRefused("invalid", FRIEND_YOURSELF);
  if (state.status === "friends") throw new CommandRefused("conflict", ALREADY_FRIENDS);
  return [
    {
      type: "FriendAddedByInvite",
      data: {
        inviterUserId: command.inviterUserId,
        inviteeUserId: command.inviteeUserId,
        addedAt: now.toISOString(),
      },
    },
  ];
}

export function removeFriend(
  command: Command<"RemoveFriend">,
  state: FriendshipState,
  { now }: FriendshipContext,
): FriendshipEvent[] {
  if (state.status !== "friends") throw new CommandRefused("conflict", NOT_FRIENDS);
  return [
    {
      type: "FriendRemoved",
      data: {
        byUserId: command.byUserId,
        otherUserId: command.otherUserId,
        removedAt: now.toISOString(),
      },
    },
  ];
}
