// The invite workflow run on the memory event store, given/when/then: given the streams, when
// students use a code, then what the code's and the pair's streams hold, or the refusal. Covers a
// crash between the two writes and two students racing for one code.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CommandRefused } from "../../domain/decider.ts";
import { friendshipStream } from "../../domain/friends/friendship/events.ts";
import { inviteCodeStream, type InviteCodeEvent } from "../../domain/friends/invite-code/events.ts";
import type { EventStore } from "../../eventstore/port.ts";
import { createMemoryEventStore } from "../../eventstore/memory.ts";
import { runInviteUse, type InviteUseDeps } from "./invite-use.ts";

const sam = "7d0c6f7e-4d59-4a5e-9a43-3f4a4f1b2c3d";
const ava = "0b1c2d3e-4f50-4a61-8b72-93a4b5c6d7e8";
const leo = "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d";
const code = "K7MPQ2XWRT";
const now = new Date("2026-11-21T09:00:00Z");
const generated: InviteCodeEvent = {
  type: "InviteCodeGenerated",
  data: {
    code,
    ownerUserId: sam,
    generatedAt: "2026-11-20T09:00:00.000Z",
    expiresAt: "2026-11-27T09:00:00.000Z",
  },
};

/** A store holding sam's open code; `failFriendshipAppends` makes that many appends to a
 *  friendship stream throw as a crash or a lost database would. */
async function given(options: { failFriendshipAppends?: number } = {}) {
  const memory = createMemoryEventStore({ now: () => now });
  await memory.append(
    inviteCodeStream(code),
    [{ eventId: randomUUID(), type: generated.type, data: generated.data, metadata: {} }],
    { expectedVersion: "no_stream" },
  );
  let failures = options.failFriendshipAppends ?? 0;
  const store: EventStore = {
    ...memory,
    append: (stream, events, expectation) => {
      if (stream.startsWith("friendship-") && failures > 0) {
        failures -= 1;
        return Promise.reject(new Error("connection terminated unexpectedly"));
      }
      return memory.append(stream, events, expectation);
    },
  };
  const logged: string[] = [];
  const deps: InviteUseDeps = {
    store,
    now: () => now,
    ownerUsername: async (id) => (id === sam ? "sam_owl" : null),
    log: { error: (_fields, message) => logged.push(message) },
    sleep: async () => {},
  };
  const types = async (stream: string) =>
    (await memory.readStream(stream)).map((e) => `${e.type}:${JSON.stringify(e.data)}`);
  return { deps, logged, types };
}

const redeemedBy = (userId: string) =>
  `InviteCodeRedeemed:${JSON.stringify({ code, ownerUserId: sam, redeemedByUserId: userId, redeemedAt: now.toISOString() })}`;
const addedByInvite = (userId: string) =>
  `FriendAddedByInvite:${JSON.stringify({ inviterUserId: sam, inviteeUserId: userId, addedAt: now.toISOString() })}`;

async function refusal(run: Promise<unknown>): Promise<CommandRefused> {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CommandRefused);
  return error as CommandRefused;
}

describe("using an invite code on the event store", () => {
  it("given an open code, when a student uses it, then the code is redeemed and the two are friends", async () => {
    const { deps, types } = await given();
    const result = await runInviteUse(deps, { userId: ava, code });
    expect(result.ownerUserId).toBe(sam);
    expect(result.position).not.toBeNull();
    expect((await types(inviteCodeStream(code))).slice(1)).toEqual([redeemedBy(ava)]);
    expect(await types(friendshipStream(sam, ava))).toEqual([addedByInvite(ava)]);
  });

  it("given the friendship write fails twice, when a student uses the code, then the third attempt records it", async () => {
    const { deps, types, logged } = await given({ failFriendshipAppends: 2 });
    await runInviteUse(deps, { userId: ava, code });
    expect(await types(friendshipStream(sam, ava))).toEqual([addedByInvite(ava)]);
    expect(logged).toEqual([]);
  });

  it("given a crash between the two writes (every friendship attempt fails), when the student tries again, then the friendship is completed, not refused", async () => {
    const crashed = await given({ failFriendshipAppends: 3 });
    await expect(runInviteUse(crashed.deps, { userId: ava, code })).rejects.toThrow(
      "connection terminated unexpectedly",
    );
    expect(crashed.logged).toEqual(["invite code redeemed but the friendship was not recorded"]);
    expect((await crashed.types(inviteCodeStream(code))).slice(1)).toEqual([redeemedBy(ava)]);
    expect(await crashed.types(friendshipStream(sam, ava))).toEqual([]);

    // The same streams, the database back (the three failures are spent): the student's retry.
    await runInviteUse(crashed.deps, { userId: ava, code });
    expect(await crashed.types(friendshipStream(sam, ava))).toEqual([addedByInvite(ava)]);
    expect((await crashed.types(inviteCodeStream(code))).slice(1)).toEqual([redeemedBy(ava)]);
  });

  it("given two students using one code at the same moment, then exactly one becomes the owner's friend and the other is refused used-code", async () => {
    const { deps, types } = await given();
    const results = await Promise.allSettled([
      runInviteUse(deps, { userId: ava, code }),
      runInviteUse(deps, { userId: leo, code }),
    ]);
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r) => r.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const reason = (lost[0] as PromiseRejectedResult).reason as CommandRefused;
    expect([reason.kind, reason.code]).toEqual(["conflict", "used-code"]);
    const winner = results[0]!.status === "fulfilled" ? ava : leo;
    const loser = winner === ava ? leo : ava;
    expect((await types(inviteCodeStream(code))).slice(1)).toEqual([redeemedBy(winner)]);
    expect(await types(friendshipStream(sam, winner))).toEqual([addedByInvite(winner)]);
    expect(await types(friendshipStream(sam, loser))).toEqual([]);
  });

  it("given one student sending the code twice at once (a double click), then both succeed and they are friends once", async () => {
    const { deps, types } = await given();
    await Promise.all([
      runInviteUse(deps, { userId: ava, code }),
      runInviteUse(deps, { userId: ava, code }),
    ]);
    expect((await types(inviteCodeStream(code))).slice(1)).toEqual([redeemedBy(ava)]);
    expect(await types(friendshipStream(sam, ava))).toEqual([addedByInvite(ava)]);
  });

  it("given no such code, then refused invalid-code and nothing is written", async () => {
    const { deps, types } = await given();
    const refused = await refusal(runInviteUse(deps, { userId: ava, code: "ABCDEFGHJK" }));
    expect([refused.kind, refused.code]).toEqual(["not-found", "invalid-code"]);
    expect(await types(inviteCodeStream("ABCDEFGHJK"))).toEqual([]);
  });
});
