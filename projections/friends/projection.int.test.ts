// The friends projection against a real PostgreSQL: each side of a pair as the friendship events
// say, a decline and a removal leaving nothing, erasure deleting both sides of every row naming
// the student (and keeping a late event of theirs out), and a rebuild equal to the live table.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { z } from "zod";
import { sql } from "../../database/pool.ts";
import { waitUntilProjected } from "../../database/projection-status.ts";
import { friendshipStream, type FriendshipEvent } from "../../domain/friends/friendship/events.ts";
import { createPostgresEventStore } from "../../eventstore/postgres.ts";
import type { EventStore } from "../../eventstore/port.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/database.ts";
import { rebuildProjection } from "../rebuild.ts";
import { createProjector } from "../runtime.ts";
import { tableChecksum } from "../testing/fixtures.ts";
import { friendsProjection } from "./projection.ts";

let db: TestDatabase;
let store: EventStore;

beforeAll(async () => {
  db = await createTestDatabase();
  store = createPostgresEventStore({ pool: db.pool, databaseUrl: db.url, pollIntervalMs: 50 });
});
afterAll(async () => {
  await store.close();
  await db.close();
});

const [sam, ava, leo, mia] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 10, minute)).toISOString();

async function append(a: string, b: string, events: FriendshipEvent[]) {
  return store.append(
    friendshipStream(a, b),
    events.map((e) => ({ eventId: randomUUID(), type: e.type, data: e.data })),
    { expectedVersion: "any" },
  );
}

const row = z.object({ user_id: z.string(), friend_id: z.string(), status: z.string() });
const rows = () =>
  db.pool.any(sql.type(row)`
    select user_id, friend_id, status from friendships order by user_id, friend_id`);
const sides = (...list: [string, string, string][]) =>
  list
    .map(([user_id, friend_id, status]) => ({ user_id, friend_id, status }))
    .sort((x, y) => (x.user_id + x.friend_id < y.user_id + y.friend_id ? -1 : 1));

async function projected() {
  const head = await store.headPosition();
  expect(
    await waitUntilProjected(db.pool, store, head!, {
      projections: ["friends"],
      timeoutMs: 10_000,
    }),
  ).toEqual({ ok: true });
}

it("folds requests, answers, invites and removals into each student's side, erases both sides, and rebuilds the same", async () => {
  const projector = createProjector({ pool: db.pool, store, projections: [friendsProjection] });
  projector.start();
  try {
    // Sam asks Ava (pending), Leo asks Sam and Sam accepts, Mia joins Sam by invite code,
    // Ava asks Leo and Leo declines, Mia and Leo become friends and Leo removes her.
    await append(sam, ava, [
      { type: "FriendRequestSent", data: { fromUserId: sam, toUserId: ava, sentAt: at(1) } },
    ]);
    await append(leo, sam, [
      { type: "FriendRequestSent", data: { fromUserId: leo, toUserId: sam, sentAt: at(2) } },
      {
        type: "FriendRequestAccepted",
        data: { fromUserId: leo, byUserId: sam, acceptedAt: at(3) },
      },
    ]);
    await append(sam, mia, [
      {
        type: "FriendAddedByInvite",
        data: { inviterUserId: sam, inviteeUserId: mia, addedAt: at(4) },
      },
    ]);
    await append(ava, leo, [
      { type: "FriendRequestSent", data: { fromUserId: ava, toUserId: leo, sentAt: at(5) } },
      {
        type: "FriendRequestDeclined",
        data: { fromUserId: ava, byUserId: leo, declinedAt: at(6) },
      },
    ]);
    await append(mia, leo, [
      {
        type: "FriendAddedByInvite",
        data: { inviterUserId: mia, inviteeUserId: leo, addedAt: at(7) },
      },
      { type: "FriendRemoved", data: { byUserId: leo, otherUserId: mia, removedAt: at(8) } },
    ]);
    await projected();
    expect(await rows()).toEqual(
      sides(
        [sam, ava, "requested"],
        [ava, sam, "incoming"],
        [leo, sam, "friends"],
        [sam, leo, "friends"],
        [sam, mia, "friends"],
        [mia, sam, "friends"],
      ),
    );

    // Sam is erased: every row naming him goes, on both sides; a request of his that was in
    // flight and lands after the erasure brings nothing back.
    await store.append(
      `user-${sam}`,
      [{ eventId: randomUUID(), type: "UserErased", data: { userId: sam } }],
      { expectedVersion: "any" },
    );
    await append(sam, leo, [
      { type: "FriendRequestSent", data: { fromUserId: sam, toUserId: leo, sentAt: at(9) } },
    ]);
    await projected();
    expect(await rows()).toEqual([]);

    // Ava and Leo become friends after all; a rebuild from the log equals the live table.
    await append(ava, leo, [
      { type: "FriendRequestSent", data: { fromUserId: leo, toUserId: ava, sentAt: at(10) } },
      {
        type: "FriendRequestAccepted",
        data: { fromUserId: leo, byUserId: ava, acceptedAt: at(11) },
      },
    ]);
    await projected();
    const live = await tableChecksum(db.pool, "friendships");
    expect(await rows()).toEqual(sides([ava, leo, "friends"], [leo, ava, "friends"]));
    await projector.stop();
    await rebuildProjection({ pool: db.pool, store, projection: friendsProjection });
    expect(await tableChecksum(db.pool, "friendships")).toBe(live);
  } finally {
    await projector.stop();
  }
});
