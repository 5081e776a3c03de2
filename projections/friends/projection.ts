// friends: folds the friendship streams into friendships (migration 0012), one row per side of
// each pair: 'friends' both ways, or 'requested' (the asker's row) and 'incoming' (the other's)
// while a request waits. A decline or a removal deletes both rows. Events are applied as recorded
// (the friendship decider has already refused what may not happen), and applying one twice
// leaves the same rows. Erasure deletes both sides of every row naming the student.
import { friendshipEventSchemas, parseFriendshipEvent } from "../../domain/friends/events.ts";
import { statement } from "../../database/pool.ts";
import { assertNever } from "../../domain/decider.ts";
import { defineProjection, type ProjectionContext } from "../projection.ts";

type Side = { userId: string; friendId: string; status: "friends" | "requested" | "incoming" };

async function setSides(
  tx: ProjectionContext["tx"],
  table: ProjectionContext["table"],
  sides: readonly Side[],
  since: string,
) {
  for (const side of sides) {
    await tx.query(statement`
      insert into ${table("friendships")} (user_id, friend_id, status, since)
      values (${side.userId}, ${side.friendId}, ${side.status}, ${since})
      on conflict (user_id, friend_id) do update set status = excluded.status, since = excluded.since
    `);
  }
}

async function deletePair(
  tx: ProjectionContext["tx"],
  table: ProjectionContext["table"],
  a: string,
  b: string,
) {
  await tx.query(statement`
    delete from ${table("friendships")}
    where (user_id = ${a} and friend_id = ${b}) or (user_id = ${b} and friend_id = ${a})
  `);
}

const friendsBothWays = (a: string, b: string): Side[] => [
  { userId: a, friendId: b, status: "friends" },
  { userId: b, friendId: a, status: "friends" },
];

export const friendsProjection = defineProjection({
  name: "friends",
  tables: ["friendships"],
  personalRows: { friendships: ["user_id", "friend_id"] },
  handles: Object.keys(friendshipEventSchemas),
  async apply(events, { tx, table }) {
    for (const stored of events) {
      const event = parseFriendshipEvent(stored.type, stored.data);
      switch (event.type) {
        case "FriendRequestSent":
          await setSides(
            tx,
            table,
            [
              { userId: event.data.fromUserId, friendId: event.data.toUserId, status: "requested" },
              { userId: event.data.toUserId, friendId: event.data.fromUserId, status: "incoming" },
            ],
            event.data.sentAt,
          );
          break;
        case "FriendRequestAccepted":
          await setSides(
            tx,
            table,
            friendsBothWays(event.data.fromUserId, event.data.byUserId),
            event.data.acceptedAt,
          );
          break;
        case "FriendAddedByInvite":
          await setSides(
            tx,
            table,
            friendsBothWays(event.data.inviterUserId, event.data.inviteeUserId),
            event.data.addedAt,
          );
          break;
        case "FriendRequestDeclined":
          await deletePair(tx, table, event.data.fromUserId, event.data.byUserId);
          break;
        case "FriendRemoved":
          await deletePair(tx, table, event.data.byUserId, event.data.otherUserId);
          break;
        default:
          assertNever(event);
      }
    }
  },
});
