// Friends' learning-history entries (domain/history/entry.ts composes every context's): each
// event names two students, so it makes one entry for each, naming the other by account id
// (otherUserId) alone; an invite code itself never appears.
import { historyRules, type Draft } from "../history/draft.ts";
import { friendshipEventSchemas } from "./friendship/events.ts";
import { inviteCodeEventSchemas } from "./invite-code/events.ts";

/** One entry for each of the two students, each naming the other. */
const pair = (a: string, aSays: string, b: string, bSays: string): Draft[] => [
  { userId: a, summary: aSays, otherUserId: b },
  { userId: b, summary: bSays, otherUserId: a },
];

export const friendshipHistory = historyRules({
  context: "friends",
  schemas: friendshipEventSchemas,
  entries: {
    FriendRequestSent: (d) =>
      pair(d.fromUserId, "Friend request sent", d.toUserId, "Friend request received"),
    FriendRequestAccepted: (d) =>
      pair(d.byUserId, "Friend request accepted", d.fromUserId, "Friend request was accepted"),
    FriendRequestDeclined: (d) =>
      pair(d.byUserId, "Friend request declined", d.fromUserId, "Friend request was declined"),
    FriendAddedByInvite: (d) =>
      pair(
        d.inviterUserId,
        "Friend added: their invite code was used",
        d.inviteeUserId,
        "Friend added by using an invite code",
      ),
    FriendRemoved: (d) =>
      pair(d.byUserId, "Removed a friend", d.otherUserId, "Was removed as a friend"),
  },
});

export const inviteCodeHistory = historyRules({
  context: "friends",
  schemas: inviteCodeEventSchemas,
  entries: {
    // The code itself stays out: it is a secret that works until it expires.
    InviteCodeGenerated: (d) => [
      {
        userId: d.ownerUserId,
        summary: "Invite code generated",
        detail: { expiresAt: d.expiresAt },
      },
    ],
    InviteCodeRedeemed: (d) =>
      pair(
        d.ownerUserId,
        "Invite code redeemed by another student",
        d.redeemedByUserId,
        "Redeemed an invite code",
      ),
  },
});
