// One decision per friendship command. The spec is silent on acceptance; without it anyone could
// attach themselves to anyone, so a request waits for the other student's Accept (a request sent
// back the other way is taken as that Accept). Time arrives in the context.
import { CommandRefused } from "../decider.ts";
import type { FriendshipEvent } from "./events.ts";
import type { FriendshipState } from "./state.ts";

export const FRIEND_YOURSELF = "You can't add yourself as a friend.";
export const ALREADY_FRIENDS = "You're already friends with this student.";
export const REQUEST_PENDING =
  "You've already sent this student a friend request. They'll see it on their Friends page.";
export const NO_REQUEST = "There is no friend request from this student to answer.";
export const NOT_FRIENDS = "You're not friends with this student.";

export type FriendshipCommand =
  | { type: "SendFriendRequest"; from: string; to: string }
  | { type: "AcceptFriendRequest"; by: string; from: string }
  | { type: "DeclineFriendRequest"; by: string; from: string }
  | { type: "AddFriendByInvite"; inviter: string; invitee: string }
  | { type: "RemoveFriend"; by: string; other: string };

export type FriendshipContext = { now: Date };

type Command<T extends FriendshipCommand["type"]> = Extract<FriendshipCommand, { type: T }>;

export function sendFriendRequest(
  command: Command<"SendFriendRequest">,
  state: FriendshipState,
  { now }: FriendshipContext,
): FriendshipEvent[] {
  if (command.from === command.to) throw new CommandRefused("invalid", FRIEND_YOURSELF);
  if (state.status === "friends") throw new CommandRefused("conflict", ALREADY_FRIENDS);
  if (state.status === "pending") {
    if (state.from === command.from) throw new CommandRefused("conflict", REQUEST_PENDING);
    // They asked first: asking back is saying yes.
    return [
      {
        type: "FriendRequestAccepted",
        data: { from: state.from, by: command.from, acceptedAt: now.toISOString() },
      },
    ];
  }
  return [
    {
      type: "FriendRequestSent",
      data: { from: command.from, to: command.to, sentAt: now.toISOString() },
    },
  ];
}

/** The request `by` may answer: one pending from `from` to `by`. */
function pendingTo(state: FriendshipState, by: string, from: string) {
  if (state.status === "friends") throw new CommandRefused("conflict", ALREADY_FRIENDS);
  if (state.status !== "pending" || state.to !== by || state.from !== from) {
    throw new CommandRefused("conflict", NO_REQUEST);
  }
  return state;
}

export function acceptFriendRequest(
  command: Command<"AcceptFriendRequest">,
  state: FriendshipState,
  { now }: FriendshipContext,
): FriendshipEvent[] {
  const pending = pendingTo(state, command.by, command.from);
  return [
    {
      type: "FriendRequestAccepted",
      data: { from: pending.from, by: command.by, acceptedAt: now.toISOString() },
    },
  ];
}

export function declineFriendRequest(
  command: Command<"DeclineFriendRequest">,
  state: FriendshipState,
  { now }: FriendshipContext,
): FriendshipEvent[] {
  const pending = pendingTo(state, command.by, command.from);
  return [
    {
      type: "FriendRequestDeclined",
      data: { from: pending.from, by: command.by, declinedAt: now.toISOString() },
    },
  ];
}

export function addFriendByInvite(
  command: Command<"AddFriendByInvite">,
  state: FriendshipState,
  { now }: FriendshipContext,
): FriendshipEvent[] {
  if (command.inviter === command.invitee) throw new CommandRefused("invalid", FRIEND_YOURSELF);
  if (state.status === "friends") throw new CommandRefused("conflict", ALREADY_FRIENDS);
  return [
    {
      type: "FriendAddedByInvite",
      data: { inviter: command.inviter, invitee: command.invitee, addedAt: now.toISOString() },
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
      data: { by: command.by, other: command.other, removedAt: now.toISOString() },
    },
  ];
}
