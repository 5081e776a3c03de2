// friends: folds the friendship streams into friendships (migration 0012), one row per side of
// each pair: 'friends' both ways, or 'requested' (the asker's row) and 'incoming' (the other's)
// while a request waits. A decline or a removal deletes both rows. Events are applied as recorded
// (the friendship decider has already refused what may not happen), and applying one twice
// leaves the same rows. Erasure deletes both sides of every row naming the student.
//
// And the invite codes (invite-<code>) into invite_codes (migration 0023): each code with its
// owner, expiry and, once a friend used it, when; the Friends screen shows the owner's current
// one again after a reload (domain/friends/invite-code/code.ts, currentInviteCode). Erasure deletes
// the owner's codes. Codes generated before this table existed appear after
// `levelfield rebuild friends`.
import {
  inviteCodeEventSchemas,
  parseInviteCodeEvent,
} from "../../domain/friends/invite-code/events.ts";
import {
  friendshipEventSchemas,
  parseFriendshipEvent,
  type FriendshipEvent,
} from "../../domain/friends/friendship/events.ts";
import { statement } from "../../database/pool.ts";
import { assertNever } from "../../domain/decider.ts";
import { defineProjection, typesOf } from "../projection.ts";

type Side = { userId: string; friendId: string; status: "friends" | "requested" | "incoming" };

/**
 * What a friendship event leaves of its pair: the two students, and their sides with the time
 * they date from (no sides after a decline or a removal). Each event replaces the pair's rows.
 */
function pairAfter(event: FriendshipEvent): {
  pair: [string, string];
  sides: Side[];
  since: string;
} {
  const friends = (a: string, b: string, since: string) => ({
    pair: [a, b] as [string, string],
    sides: [
      { userId: a, friendId: b, status: "friends" as const },
      { userId: b, friendId: a, status: "friends" as const },
    ],
    since,
  });
  switch (event.type) {
    case "FriendRequestSent":
      return {
        pair: [event.data.fromUserId, event.data.toUserId],
        sides: [
          { userId: event.data.fromUserId, friendId: event.data.toUserId, status: "requested" },
          { userId: event.data.toUserId, friendId: event.data.fromUserId, status: "incoming" },
        ],
        since: event.data.sentAt,
      };
    case "FriendRequestAccepted":
      return friends(event.data.fromUserId, event.data.byUserId, event.data.acceptedAt);
    case "FriendAddedByInvite":
      return friends(event.data.inviterUserId, event.data.inviteeUserId, event.data.addedAt);
    case "FriendRequestDeclined":
      return {
        pair: [event.data.fromUserId, event.data.byUserId],
        sides: [],
        since: event.data.declinedAt,
      };
    case "FriendRemoved":
      return {
        pair: [event.data.byUserId, event.data.otherUserId],
        sides: [],
        since: event.data.removedAt,
      };
    default:
      return assertNever(event);
  }
}

const inviteCodeTypes = new Set<string>(typesOf(inviteCodeEventSchemas));

export const friendsProjection = defineProjection({
  name: "friends",
  tables: ["friendships", "invite_codes"],
  personalRows: { friendships: ["user_id", "friend_id"], invite_codes: ["owner_user_id"] },
  handles: [...typesOf(friendshipEventSchemas), ...typesOf(inviteCodeEventSchemas)],
  async apply(events, { tx, table }) {
    for (const stored of events) {
      if (inviteCodeTypes.has(stored.type)) {
        const event = parseInviteCodeEvent(stored.type, stored.data);
        // An event applied twice leaves the same row.
        await tx.query(
          event.type === "InviteCodeGenerated"
            ? statement`
              insert into ${table("invite_codes")} (code, owner_user_id, generated_at, expires_at)
              values (${event.data.code}, ${event.data.ownerUserId}, ${event.data.generatedAt},
                ${event.data.expiresAt})
              on conflict (code) do nothing`
            : statement`
              update ${table("invite_codes")} set redeemed_at = ${event.data.redeemedAt}
              where code = ${event.data.code}`,
        );
        continue;
      }
      const {
        pair: [a, b],
        sides,
        since,
      } = pairAfter(parseFriendshipEvent(stored.type, stored.data));
      // Replacing the pair's rows makes a redelivered event a no-op.
      await tx.query(statement`
        delete from ${table("friendships")}
        where (user_id = ${a} and friend_id = ${b}) or (user_id = ${b} and friend_id = ${a})
      `);
      for (const side of sides) {
        await tx.query(statement`
          insert into ${table("friendships")} (user_id, friend_id, status, since)
          values (${side.userId}, ${side.friendId}, ${side.status}, ${since})
        `);
      }
    }
  },
});
