// The erasure contract every projection goes through (projections/erasure.ts): which students an
// event names, and that a projection must say, for each of its tables, whose rows it holds.
import { describe, expect, it } from "vitest";
import type { Position, StoredEvent } from "../eventstore/port.ts";
import {
  friendshipEventSchemas,
  parseFriendshipEvent,
} from "../domain/friends/friendship/events.ts";
import { parseInviteCodeEvent } from "../domain/friends/invite-code/events.ts";
import { assertErasureDeclared, studentsNamedBy } from "./erasure.ts";
import type { Projection } from "./projection.ts";
import { projections } from "./registry.ts";

const a = "0b7a2f4e-58f4-4a8e-9a51-1f0c6c1f8d10";
const b = "7d3e9c55-2b1a-4f7e-8c0d-3a4b5c6d7e8f";

function event(data: unknown): StoredEvent {
  return {
    eventId: "e",
    type: "T",
    streamId: "s",
    streamVersion: 1,
    data,
    metadata: {},
    recordedAt: new Date(0),
    position: "1" as Position,
  };
}

describe("studentsNamedBy", () => {
  it("names data.userId and every data.<role>UserId, lower-cased", () => {
    expect(studentsNamedBy(event({ userId: a.toUpperCase(), day: "2026-11-25" }))).toEqual([a]);
    expect(studentsNamedBy(event({ fromUserId: a, toUserId: b, userIds: [a] }))).toEqual([a, b]);
  });

  it("names both students of every friendship and invite code event, so erasure filters them", () => {
    const samples: Record<string, Record<string, unknown>> = {
      FriendRequestSent: { fromUserId: a, toUserId: b, sentAt: "2026-11-25T10:00:00.000Z" },
      FriendRequestAccepted: { fromUserId: a, byUserId: b, acceptedAt: "2026-11-25T10:00:00.000Z" },
      FriendRequestDeclined: { fromUserId: a, byUserId: b, declinedAt: "2026-11-25T10:00:00.000Z" },
      FriendAddedByInvite: {
        inviterUserId: a,
        inviteeUserId: b,
        addedAt: "2026-11-25T10:00:00.000Z",
      },
      FriendRemoved: { byUserId: a, otherUserId: b, removedAt: "2026-11-25T10:00:00.000Z" },
      InviteCodeRedeemed: {
        code: "K7MPQ2XWRT",
        ownerUserId: a,
        redeemedByUserId: b,
        redeemedAt: "2026-11-25T10:00:00.000Z",
      },
    };
    const parse = (type: string, data: unknown) =>
      type in friendshipEventSchemas
        ? parseFriendshipEvent(type, data)
        : parseInviteCodeEvent(type, data);
    for (const [type, data] of Object.entries(samples)) {
      // The sample is a valid stored event of that type, and erasure finds both students in it.
      expect(parse(type, data).type).toBe(type);
      expect(studentsNamedBy(event(data)).sort()).toEqual([a, b].sort());
    }
    expect(
      Object.keys(samples)
        .filter((t) => t in friendshipEventSchemas)
        .sort(),
    ).toEqual(Object.keys(friendshipEventSchemas).sort());
  });

  it("names nobody for events about no student, or ids that are not ids", () => {
    expect(studentsNamedBy(event({ question: { id: "m-001" } }))).toEqual([]);
    expect(studentsNamedBy(event({ userId: "not-a-uuid" }))).toEqual([]);
    expect(studentsNamedBy(event(null))).toEqual([]);
  });
});

describe("assertErasureDeclared", () => {
  const base = { name: "p", handles: "all", apply: async () => {} } as const;

  it("accepts every registered projection: each declares every table it writes", () => {
    for (const p of projections) expect(() => assertErasureDeclared(p), p.name).not.toThrow();
  });

  it("refuses a projection that leaves a table out, or declares one it does not write", () => {
    const missing: Projection = { ...base, tables: ["a", "b"], personalRows: { a: ["user_id"] } };
    expect(() => assertErasureDeclared(missing)).toThrow(/missing: b/);
    const extra: Projection = { ...base, tables: ["a"], personalRows: { a: "none", c: "none" } };
    expect(() => assertErasureDeclared(extra)).toThrow(/not its tables: c/);
  });
});
