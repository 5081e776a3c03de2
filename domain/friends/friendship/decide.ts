// One decision per friendship command. The spec is silent on acceptance; without it anyone could
// attach themselves to anyone, so a request waits for the other student's Accept (a request sent
// back the other way is taken as that Accept). Time arrives in the context.
import { CommandRefused, refusal } from "../../decider.ts";
import type { FriendshipEvent } from "./events.ts";
import type { FriendshipState } from "./state.ts";

export const FRIEND_YOURSELF = "You can't add yourself as a friend.";
export const ALREADY_FRIENDS = "You're already friends with this student.";
export const REQUEST_PENDING =
  "You've already sent this student a friend request. They'll see it on their Friends page.";
export const NO_REQUEST = "There is no friend request from this student to answer.";
export const NOT_FRIENDS = "You're not friends with this student.";

/** What the friendship commands refuse, each with its stable code. */
export const friendshipRefusals = {
  yourself: refusal("invalid", "friend-yourself", FRIEND_YOURSELF),
  alreadyFriends: refusal("conflict", "already-friends", ALREADY_FRIENDS),
  requestPending: refusal("conflict", "request-pending", REQUEST_PENDING),
  /** No request from this student to answer (the pair is not in the state the command needs). */
  noRequest: refusal("conflict", "no-request", NO_REQUEST),
  notFriends: refusal("conflict", "not-friends", NOT_FRIENDS),
} as const;

export const CHOOSE_USERNAME_FIRST =
  "Choose a username first: friends find and see each other by username only.";
export const noSuchUsername = (username: string) =>
  `No student has the username ${username}. Check the spelling with your friend and try again.`;

/**
 * What the friends commands refuse before a pair's stream is read: a student without a username
 * (it is all friends see of each other), a username nobody holds, and a student named who is not
 * among one's own pairs. The last two also stand for the decider's `noRequest` and `notFriends`
 * when answering the student: from where they stand there is nothing there to act on.
 */
export const friendsRefusals = {
  usernameRequired: refusal("conflict", "username-required", CHOOSE_USERNAME_FIRST),
  noSuchUsername: (username: string) =>
    refusal("not-found", "no-such-username", noSuchUsername(username)),
  noSuchRequest: refusal("not-found", "no-such-request", NO_REQUEST),
  noSuchFriend: refusal("not-found", "no-such-friend", NOT_FRIENDS),
} as const;

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
  if (command.fromUserId === command.toUserId)
    throw new CommandRefused(friendshipRefusals.yourself);
  if (state.status === "friends") throw new CommandRefused(friendshipRefusals.alreadyFriends);
  if (state.status === "pending") {
    if (state.fromUserId === command.fromUserId)
      throw new CommandRefused(friendshipRefusals.requestPending);
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
  if (state.status === "friends") throw new CommandRefused(friendshipRefusals.alreadyFriends);
  if (
    state.status !== "pending" ||
    state.toUserId !== byUserId ||
    state.fromUserId !== fromUserId
  ) {
    throw new CommandRefused(friendshipRefusals.noRequest);
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
    throw new CommandRefused(friendshipRefusals.yourself);
  if (state.status === "friends") throw new CommandRefused(friendshipRefusals.alreadyFriends);
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
  if (state.status !== "friends") throw new CommandRefused(friendshipRefusals.notFriends);
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
