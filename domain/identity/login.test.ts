import { describe, expect, it } from "vitest";
import { CommandRefused, fold } from "../decider.ts";
import type { IdentityEvent } from "./events.ts";
import { loginDecider, type LoginCommand } from "./login.ts";

const alice = "11111111-1111-4111-8111-111111111111";
const bob = "22222222-2222-4222-8222-222222222222";
const claim = (userId: string, claimantIsLive: boolean): LoginCommand => ({
  type: "ClaimLogin",
  userId,
  provider: "email",
  passwordHash: "pd1.a.b.c",
  claimantIsLive,
});
const claimed = (userId: string): IdentityEvent => ({
  type: "LoginClaimed",
  data: { userId, provider: "email", passwordHash: "pd1.a.b.c" },
});

const decide = (events: IdentityEvent[], command: LoginCommand) =>
  loginDecider.decide(command, fold(loginDecider, events), undefined);

describe("login decider", () => {
  it("given a free login, when claimed, then LoginClaimed", () => {
    expect(decide([], claim(alice, false))).toEqual([claimed(alice)]);
  });

  it("given a login claimed by a live account, when another claims it, then it conflicts", () => {
    expect(() => decide([claimed(alice)], claim(bob, true))).toThrow(CommandRefused);
  });

  it("given a login claimed by a dead account (never registered or erased), when another claims it, then the claim supersedes", () => {
    expect(decide([claimed(alice)], claim(bob, false))).toEqual([claimed(bob)]);
  });

  it("given a claimed login, when its owner releases it, then LoginReleased and it is free again", () => {
    const released: IdentityEvent = { type: "LoginReleased", data: { userId: alice } };
    expect(decide([claimed(alice)], { type: "ReleaseLogin", userId: alice })).toEqual([released]);
    expect(fold(loginDecider, [claimed(alice), released])).toEqual({ status: "free" });
    expect(decide([claimed(alice), released], claim(bob, true))).toEqual([claimed(bob)]);
  });

  it("given a login claimed by someone else, when another user releases it, then nothing", () => {
    expect(decide([claimed(bob)], { type: "ReleaseLogin", userId: alice })).toEqual([]);
  });
});
