// Invite codes, given/when/then: generated once, redeemed once, for a week, never by their owner;
// and the code itself: long enough, unambiguous, typed any way.
import { describe, expect, it } from "vitest";
import { seededRandom } from "../../random.ts";
import { deciderSpec } from "../../testing/decider-spec.ts";
import {
  currentInviteCode,
  drawInviteCode,
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  INVITE_CODE_TTL_DAYS,
  normalizeInviteCode,
} from "./code.ts";
import { CODE_TAKEN, EXPIRED_CODE, INVALID_CODE, OWN_CODE, USED_CODE } from "./decide.ts";
import { inviteCodeDecider } from "./decider.ts";
import { inviteCodeStream, type InviteCodeEvent } from "./events.ts";

const sam = "7d0c6f7e-4d59-4a5e-9a43-3f4a4f1b2c3d";
const ava = "0b1c2d3e-4f50-4a61-8b72-93a4b5c6d7e8";
const leo = "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d";
const code = "K7MPQ2XWRT";
const generatedAt = new Date("2026-11-20T09:00:00Z");
const after = (days: number) => new Date(generatedAt.getTime() + days * 86_400_000);
const given = deciderSpec(inviteCodeDecider);

const generated: InviteCodeEvent = {
  type: "InviteCodeGenerated",
  data: {
    code,
    ownerUserId: sam,
    generatedAt: generatedAt.toISOString(),
    expiresAt: after(INVITE_CODE_TTL_DAYS).toISOString(),
  },
};
const redeemedBy = (byUserId: string, now: Date): InviteCodeEvent => ({
  type: "InviteCodeRedeemed",
  data: { code, ownerUserId: sam, redeemedByUserId: byUserId, redeemedAt: now.toISOString() },
});

describe("GenerateInviteCode", () => {
  it("given a fresh code, when Sam generates it, then it is his for 7 days", () => {
    given([])
      .when({ type: "GenerateInviteCode", code, ownerUserId: sam }, { now: generatedAt })
      .then([generated]);
  });

  it("given a code already generated, when drawn again, then refused: taken", () => {
    given([generated])
      .when({ type: "GenerateInviteCode", code, ownerUserId: ava }, { now: after(1) })
      .thenRefused("conflict", CODE_TAKEN);
  });
});

describe("RedeemInviteCode", () => {
  const redeem = (byUserId: string) => ({ type: "RedeemInviteCode" as const, code, byUserId });

  it("given Sam's code, when Ava redeems it within the week, then redeemed by Ava", () => {
    given([generated])
      .when(redeem(ava), { now: after(6.9) })
      .then([redeemedBy(ava, after(6.9))]);
  });

  it("given no such code (a guess), when redeemed, then refused: not valid", () => {
    given([])
      .when(redeem(ava), { now: after(1) })
      .thenRefused("not-found", INVALID_CODE);
  });

  it("given Sam's code, when Sam redeems it, then refused: his own", () => {
    given([generated])
      .when(redeem(sam), { now: after(1) })
      .thenRefused("invalid", OWN_CODE);
  });

  it("given a redeemed code, when Leo redeems it too, then refused: used", () => {
    const refused = given([generated, redeemedBy(ava, after(1))])
      .when(redeem(leo), { now: after(2) })
      .thenRefused("conflict", USED_CODE);
    expect(refused.code).toBe("used-code");
  });

  it("given a code 7 days old, when redeemed, then refused: expired", () => {
    const refused = given([generated])
      .when(redeem(ava), { now: after(INVITE_CODE_TTL_DAYS) })
      .thenRefused("conflict", EXPIRED_CODE);
    expect(refused.code).toBe("expired-code");
  });
});

describe("the code", () => {
  it("given any draw, then 10 characters of the unambiguous alphabet (≥ 40 bits)", () => {
    const random = seededRandom(7);
    for (let i = 0; i < 200; i++) {
      const drawn = drawInviteCode(random);
      expect(drawn).toMatch(new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`));
    }
    expect(INVITE_CODE_ALPHABET).not.toMatch(/[0O1IL]/);
    expect(INVITE_CODE_LENGTH * Math.log2(INVITE_CODE_ALPHABET.length)).toBeGreaterThanOrEqual(40);
  });

  it("given a code typed in lower case with spaces around, then the code; given junk, then null", () => {
    expect(normalizeInviteCode("  k7mpq2xwrt ")).toBe(code);
    expect(normalizeInviteCode("K7MPQ2XWR0")).toBeNull();
    expect(normalizeInviteCode("K7MPQ")).toBeNull();
  });

  it("given a code, then its stream is invite-<code>", () => {
    expect(inviteCodeStream(code)).toBe(`invite-${code}`);
  });
});

describe("the code shown again after a reload", () => {
  const now = new Date("2026-11-20T12:00:00.000Z");
  const code = (
    name: string,
    generatedAt: string,
    expiresAt: string,
    redeemedAt: string | null = null,
  ) => ({
    code: name,
    generatedAt,
    expiresAt,
    redeemedAt,
  });

  it("given no codes, then none", () => {
    expect(currentInviteCode([], now)).toBeNull();
  });

  it("given an unused code that has not expired, then it, with its expiry", () => {
    const open = code("ABCDEFGHJK", "2026-11-19T12:00:00.000Z", "2026-11-26T12:00:00.000Z");
    expect(currentInviteCode([open], now)).toEqual({
      code: "ABCDEFGHJK",
      expiresAt: "2026-11-26T12:00:00.000Z",
    });
  });

  it("given several unused codes, then the newest", () => {
    const older = code("ABCDEFGHJK", "2026-11-18T12:00:00.000Z", "2026-11-25T12:00:00.000Z");
    const newer = code("MNPQRSTUVW", "2026-11-19T12:00:00.000Z", "2026-11-26T12:00:00.000Z");
    expect(currentInviteCode([newer, older], now)?.code).toBe("MNPQRSTUVW");
    expect(currentInviteCode([older, newer], now)?.code).toBe("MNPQRSTUVW");
  });

  it("given the newest code used, then the newest still unused one; given all used, then none", () => {
    const older = code("ABCDEFGHJK", "2026-11-18T12:00:00.000Z", "2026-11-25T12:00:00.000Z");
    const used = code(
      "MNPQRSTUVW",
      "2026-11-19T12:00:00.000Z",
      "2026-11-26T12:00:00.000Z",
      "2026-11-19T13:00:00.000Z",
    );
    expect(currentInviteCode([used, older], now)?.code).toBe("ABCDEFGHJK");
    expect(currentInviteCode([used], now)).toBeNull();
  });

  it("given a code at the instant it expires, then none (it no longer works, as redeeming decides)", () => {
    const expiring = code("ABCDEFGHJK", "2026-11-13T12:00:00.000Z", "2026-11-20T12:00:00.000Z");
    expect(currentInviteCode([expiring], now)).toBeNull();
    expect(currentInviteCode([expiring], new Date(now.getTime() - 1))?.code).toBe("ABCDEFGHJK");
  });
});
