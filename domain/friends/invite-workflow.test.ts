// The invite workflow's steps, given/when/then: given what the code's and the pair's streams
// hold, when a student uses the code, then the next command (on which stream), the end, or the
// refusal (with its code).
import { describe, expect, it } from "vitest";
import { CommandRefused, fold } from "../decider.ts";
import { friendshipRefusals } from "./friendship/decide.ts";
import { friendshipDecider } from "./friendship/decider.ts";
import { friendshipStream, type FriendshipEvent } from "./friendship/events.ts";
import { EXPIRED_CODE, INVALID_CODE, inviteCodeRefusals } from "./invite-code/decide.ts";
import { inviteCodeDecider } from "./invite-code/decider.ts";
import { inviteCodeStream, type InviteCodeEvent } from "./invite-code/events.ts";
import {
  ADD_FRIEND_ATTEMPTS,
  afterBefriend,
  afterRedeem,
  alreadyFriendsWith,
  startInviteUse,
  type BefriendStep,
  type InviteUse,
  type RedeemStep,
} from "./invite-workflow.ts";

const sam = "7d0c6f7e-4d59-4a5e-9a43-3f4a4f1b2c3d";
const ava = "0b1c2d3e-4f50-4a61-8b72-93a4b5c6d7e8";
const leo = "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d";
const code = "K7MPQ2XWRT";
const generated: InviteCodeEvent = {
  type: "InviteCodeGenerated",
  data: {
    code,
    ownerUserId: sam,
    generatedAt: "2026-11-20T09:00:00.000Z",
    expiresAt: "2026-11-27T09:00:00.000Z",
  },
};
const redeemedBy = (userId: string): InviteCodeEvent => ({
  type: "InviteCodeRedeemed",
  data: {
    code,
    ownerUserId: sam,
    redeemedByUserId: userId,
    redeemedAt: "2026-11-21T09:00:00.000Z",
  },
});
const friends: FriendshipEvent = {
  type: "FriendAddedByInvite",
  data: { inviterUserId: sam, inviteeUserId: leo, addedAt: "2026-11-19T09:00:00.000Z" },
};

const invite = (events: InviteCodeEvent[]) => fold(inviteCodeDecider, events);
const pair = (events: FriendshipEvent[]) => fold(friendshipDecider, events);
const ava_uses: InviteUse = { userId: ava, code };

/** The refusal a step throws. */
function refusalOf(step: () => unknown): CommandRefused {
  try {
    step();
  } catch (error) {
    expect(error).toBeInstanceOf(CommandRefused);
    return error as CommandRefused;
  }
  throw new Error("not refused");
}

const redeemStep = (): RedeemStep => {
  const step = startInviteUse(ava_uses, {
    invite: invite([generated]),
    ownerUsername: "sam_owl",
    pair: pair([]),
  });
  if (step.type !== "redeem") throw new Error(step.type);
  return step;
};
const befriendStep = (attempt: number): BefriendStep => ({
  type: "befriend",
  stream: friendshipStream(sam, ava),
  command: { type: "AddFriendByInvite", inviterUserId: sam, inviteeUserId: ava },
  ownerUserId: sam,
  attempt,
  delayMs: 0,
});

describe("starting to use a code", () => {
  it("given an open code of a friend-to-be, then redeem it on the code's stream", () => {
    expect(redeemStep()).toEqual({
      type: "redeem",
      stream: inviteCodeStream(code),
      command: { type: "RedeemInviteCode", code, byUserId: ava },
      ownerUserId: sam,
    });
  });

  it("given a code this student already redeemed, then straight to the friendship", () => {
    const step = startInviteUse(ava_uses, {
      invite: invite([generated, redeemedBy(ava)]),
      ownerUsername: null,
      pair: pair([]),
    });
    expect(step).toMatchObject({
      type: "befriend",
      stream: friendshipStream(sam, ava),
      command: { type: "AddFriendByInvite", inviterUserId: sam, inviteeUserId: ava },
      attempt: 1,
      delayMs: 0,
    });
  });

  it("given no such code, or what was typed cannot be one, then refused invalid-code (404)", () => {
    for (const use of [ava_uses, { userId: ava, code: null }]) {
      const refused = refusalOf(() =>
        startInviteUse(use, { invite: invite([]), ownerUsername: null, pair: pair([]) }),
      );
      expect([refused.kind, refused.code, refused.message]).toEqual([
        "not-found",
        "invalid-code",
        INVALID_CODE,
      ]);
    }
  });

  it("given the owner was erased, then refused invite-owner-gone (404, told as an unknown code)", () => {
    const refused = refusalOf(() =>
      startInviteUse(ava_uses, {
        invite: invite([generated]),
        ownerUsername: null,
        pair: pair([]),
      }),
    );
    expect([refused.kind, refused.code, refused.message]).toEqual([
      "not-found",
      "invite-owner-gone",
      INVALID_CODE,
    ]);
  });

  it("given the two are friends already, then refused naming the owner, and nothing is redeemed", () => {
    const refused = refusalOf(() =>
      startInviteUse(
        { userId: leo, code },
        { invite: invite([generated]), ownerUsername: "sam_owl", pair: pair([friends]) },
      ),
    );
    expect([refused.kind, refused.code, refused.message]).toEqual([
      "conflict",
      "already-friends-with-owner",
      alreadyFriendsWith("sam_owl"),
    ]);
  });

  it("given one's own code, then redeem: the code's decider refuses it", () => {
    const step = startInviteUse(
      { userId: sam, code },
      { invite: invite([generated]), ownerUsername: null, pair: pair([]) },
    );
    expect(step.type).toBe("redeem");
  });
});

describe("after the redeem", () => {
  it("when it was appended, then the friendship's first attempt", () => {
    expect(afterRedeem(ava_uses, redeemStep(), { ok: true }, invite([generated]))).toEqual(
      befriendStep(1),
    );
  });

  it("when refused as used, by this very student (a double submit), then the friendship", () => {
    const used = new CommandRefused(inviteCodeRefusals.used);
    const after = invite([generated, redeemedBy(ava)]);
    expect(afterRedeem(ava_uses, redeemStep(), { ok: false, error: used }, after)).toEqual(
      befriendStep(1),
    );
  });

  it("when refused as used by someone else, then that refusal stands (409)", () => {
    const used = new CommandRefused(inviteCodeRefusals.used);
    const after = invite([generated, redeemedBy(leo)]);
    const refused = refusalOf(() =>
      afterRedeem(ava_uses, redeemStep(), { ok: false, error: used }, after),
    );
    expect(refused).toBe(used);
  });

  it("when refused as expired, then refused invite-code-expired (410 gone)", () => {
    const expired = new CommandRefused(inviteCodeRefusals.expired);
    const refused = refusalOf(() =>
      afterRedeem(ava_uses, redeemStep(), { ok: false, error: expired }, invite([generated])),
    );
    expect([refused.kind, refused.code, refused.message]).toEqual([
      "gone",
      "invite-code-expired",
      EXPIRED_CODE,
    ]);
  });
});

describe("after a friendship write", () => {
  it("when appended, then done", () => {
    expect(afterBefriend(ava_uses, befriendStep(1), { ok: true })).toEqual({
      type: "done",
      ownerUserId: sam,
    });
  });

  it("when refused as friends already (an earlier attempt wrote it), then done", () => {
    const error = new CommandRefused(friendshipRefusals.alreadyFriends);
    expect(afterBefriend(ava_uses, befriendStep(1), { ok: false, error })).toEqual({
      type: "done",
      ownerUserId: sam,
    });
  });

  it("when the write failed (a crash, the database gone), then again after 100 ms, then 200 ms", () => {
    const error = new Error("connection terminated");
    const second = afterBefriend(ava_uses, befriendStep(1), { ok: false, error });
    expect(second).toMatchObject({ type: "befriend", attempt: 2, delayMs: 100 });
    const third = afterBefriend(ava_uses, second as BefriendStep, { ok: false, error });
    expect(third).toMatchObject({ type: "befriend", attempt: 3, delayMs: 200 });
  });

  it(`when the write failed ${ADD_FRIEND_ATTEMPTS} times, or was refused otherwise, then abandon with that error`, () => {
    const error = new Error("connection terminated");
    expect(
      afterBefriend(ava_uses, befriendStep(ADD_FRIEND_ATTEMPTS), { ok: false, error }),
    ).toEqual({ type: "abandon", ownerUserId: sam, error });
    const yourself = new CommandRefused(friendshipRefusals.yourself);
    expect(afterBefriend(ava_uses, befriendStep(1), { ok: false, error: yourself })).toEqual({
      type: "abandon",
      ownerUserId: sam,
      error: yourself,
    });
  });
});
