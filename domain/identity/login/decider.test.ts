// The login decider, given/when/then: one claim per login wins, a dead claim may be superseded,
// and only the owner's release frees it.
import { describe, expect, it } from "vitest";
import { deciderSpec } from "../../testing/decider-spec.ts";
import type { LoginCommand } from "./decide.ts";
import { loginDecider } from "./decider.ts";
import type { LoginEvent } from "./events.ts";

const alice = "11111111-1111-4111-8111-111111111111";
const bob = "22222222-2222-4222-8222-222222222222";
const claim = (userId: string, claimantIsLive: boolean): LoginCommand => ({
  type: "ClaimLogin",
  userId,
  provider: "email",
  passwordHash: "pd1.a.b.c",
  claimantIsLive,
});
const claimed = (userId: string): LoginEvent => ({
  type: "LoginClaimed",
  data: { userId, provider: "email", passwordHash: "pd1.a.b.c" },
});

const spec = deciderSpec(loginDecider);
const given = (events: LoginEvent[]) => ({
  state: spec(events).state,
  when: (command: LoginCommand) => spec(events).when(command, undefined),
});

describe("login decider", () => {
  it("given a free login, when claimed, then LoginClaimed", () => {
    given([])
      .when(claim(alice, false))
      .then([claimed(alice)]);
  });

  it("given a login claimed by a live account, when another claims it, then it conflicts", () => {
    const refused = given([claimed(alice)])
      .when(claim(bob, true))
      .thenRefused("conflict", "This login already belongs to an account.");
    expect(refused.code).toBe("login-claimed");
  });

  it("given a login claimed by a dead account (never registered or erased), when another claims it, then the claim supersedes", () => {
    given([claimed(alice)])
      .when(claim(bob, false))
      .then([claimed(bob)]);
  });

  it("given a claimed login, when its owner releases it, then LoginReleased and it is free again", () => {
    const released: LoginEvent = { type: "LoginReleased", data: { userId: alice } };
    given([claimed(alice)])
      .when({ type: "ReleaseLogin", userId: alice })
      .then([released]);
    expect(given([claimed(alice), released]).state).toEqual({ status: "free" });
    given([claimed(alice), released])
      .when(claim(bob, true))
      .then([claimed(bob)]);
  });

  it("given a login claimed by someone else, when another user releases it, then nothing", () => {
    given([claimed(bob)])
      .when({ type: "ReleaseLogin", userId: alice })
      .then([]);
  });
});
