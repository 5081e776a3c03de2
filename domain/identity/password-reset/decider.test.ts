// The password reset decider and the login's password change, given/when/then: the events a
// command causes, or the refusal a student sees, with time passed in.
import { describe, expect, it } from "vitest";
import { deciderSpec } from "../../testing/decider-spec.ts";
import type { LoginCommand } from "../login/decide.ts";
import { loginDecider } from "../login/decider.ts";
import type { LoginEvent } from "../login/events.ts";
import {
  PASSWORD_RESET_TTL_MS,
  RESET_LINK_PROBLEMS,
  ResetLinkRefused,
  type PasswordResetCommand,
  type ResetLinkProblem,
} from "./decide.ts";
import { passwordResetDecider } from "./decider.ts";
import type { PasswordResetEvent } from "./events.ts";

const userId = "7d0c6f7e-4d59-4a5e-9a43-3f4a4f1b2c3d";
const otherId = "0b1c2d3e-4f50-4a61-8b72-93a4b5c6d7e8";
const login = "bG9naW4ta2V5";
const hashA = "A".repeat(43);
const hashB = "B".repeat(43);
const requestedAt = new Date("2026-11-21T12:00:00Z");
const later = (ms: number) => new Date(requestedAt.getTime() + ms);

const requested = (tokenHash: string, at = requestedAt): PasswordResetEvent => ({
  type: "PasswordResetRequested",
  data: {
    userId,
    login,
    tokenHash,
    expiresAt: new Date(at.getTime() + PASSWORD_RESET_TTL_MS).toISOString(),
  },
});
const completed = (tokenHash: string): PasswordResetEvent => ({
  type: "PasswordResetCompleted",
  data: { userId, tokenHash },
});
const complete = (tokenHash: string): PasswordResetCommand => ({
  type: "CompletePasswordReset",
  userId,
  tokenHash,
});

const spec = deciderSpec(passwordResetDecider);

/** The shared harness at a given `now`; a refusal is also checked for its reason. */
function given(events: PasswordResetEvent[]) {
  return {
    when: (command: PasswordResetCommand, now: Date) => {
      const when = spec(events).when(command, { now });
      return {
        then: when.then,
        thenRefused: (reason: ResetLinkProblem) => {
          const error = when.thenRefused("invalid", RESET_LINK_PROBLEMS[reason]);
          expect(error).toBeInstanceOf(ResetLinkRefused);
          expect((error as ResetLinkRefused).reason).toBe(reason);
        },
      };
    },
  };
}

describe("password reset decider", () => {
  it("given no links, when a reset is asked for, then PasswordResetRequested expiring 30 minutes later", () => {
    given([])
      .when({ type: "RequestPasswordReset", userId, login, tokenHash: hashA }, requestedAt)
      .then([
        {
          type: "PasswordResetRequested",
          data: { userId, login, tokenHash: hashA, expiresAt: "2026-11-21T12:30:00.000Z" },
        },
      ]);
    expect(PASSWORD_RESET_TTL_MS).toBe(30 * 60_000);
  });

  it("given a link, when it is used within 30 minutes, then PasswordResetCompleted", () => {
    given([requested(hashA)])
      .when(complete(hashA), later(PASSWORD_RESET_TTL_MS - 1))
      .then([completed(hashA)]);
  });

  it("given a link, when it is used 30 minutes after it was asked for, then it has expired", () => {
    given([requested(hashA)])
      .when(complete(hashA), later(PASSWORD_RESET_TTL_MS))
      .thenRefused("expired");
  });

  it("given a used link, when it is used again, then it has already been used", () => {
    given([requested(hashA), completed(hashA)])
      .when(complete(hashA), later(60_000))
      .thenRefused("used");
  });

  it("given two links, when the older is used, then it was replaced by the newer, which works", () => {
    const events = [requested(hashA), requested(hashB, later(60_000))];
    given(events).when(complete(hashA), later(120_000)).thenRefused("replaced");
    given(events)
      .when(complete(hashB), later(120_000))
      .then([completed(hashB)]);
  });

  it("given a completed reset, when a link sent before it is used, then it is refused", () => {
    given([requested(hashA), requested(hashB), completed(hashB)])
      .when(complete(hashA), later(60_000))
      .thenRefused("replaced");
  });

  it("given a completed reset, when a new link is asked for, then it works", () => {
    const hashC = "C".repeat(43);
    given([requested(hashA), completed(hashA), requested(hashC, later(60_000))])
      .when(complete(hashC), later(120_000))
      .then([completed(hashC)]);
  });

  it("given no such link, when a token hash is used, then it is unknown", () => {
    given([requested(hashA)])
      .when(complete(hashB), later(1))
      .thenRefused("unknown");
    given([]).when(complete(hashA), requestedAt).thenRefused("unknown");
  });

  it("given a link, when the same token hash is issued again, then it conflicts", () => {
    spec([requested(hashA)])
      .when({ type: "RequestPasswordReset", userId, login, tokenHash: hashA }, { now: requestedAt })
      .thenRefused("conflict");
  });
});

describe("the login's password change (the reset's second step)", () => {
  const claimed: LoginEvent = {
    type: "LoginClaimed",
    data: { userId, provider: "email", passwordHash: "pd1.a.b.old" },
  };
  const change = (who: string): LoginCommand => ({
    type: "ChangePassword",
    userId: who,
    passwordHash: "pd1.a.b.new",
  });
  const login = deciderSpec(loginDecider);
  const when = (events: LoginEvent[], command: LoginCommand) =>
    login(events).when(command, undefined);

  it("given the account's email login, when its password is changed, then PasswordChanged and sign-in reads the new hash", () => {
    const changed: LoginEvent = {
      type: "PasswordChanged",
      data: { userId, passwordHash: "pd1.a.b.new" },
    };
    when([claimed], change(userId)).then([changed]);
    expect(login([claimed, changed]).state).toEqual({
      status: "claimed",
      userId,
      provider: "email",
      passwordHash: "pd1.a.b.new",
    });
  });

  it("given a login of another account, or a released one, when the password is changed, then it is refused", () => {
    when([claimed], change(otherId)).thenRefused("not-found");
    const released: LoginEvent = { type: "LoginReleased", data: { userId } };
    when([claimed, released], change(userId)).thenRefused("not-found");
  });

  it("given a provider login (no password), when a password is set, then it is refused", () => {
    const google: LoginEvent = {
      type: "LoginClaimed",
      data: { userId, provider: "google", passwordHash: null },
    };
    when([google], change(userId)).thenRefused("invalid");
  });
});
