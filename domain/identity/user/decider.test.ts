import { describe, expect, it } from "vitest";
import { deciderSpec } from "../../testing/decider-spec.ts";
import { UNDER_AGE_MESSAGE } from "../age.ts";
import type { UserEvent } from "./events.ts";
import type { UserCommand } from "./decide.ts";
import { userDecider } from "./decider.ts";

const userId = "7d0c6f7e-4d59-4a5e-9a43-3f4a4f1b2c3d";
const now = new Date("2026-11-21T12:00:00Z");
const seal = (v: string) => `pd1.aaaa.bbbb.${Buffer.from(v).toString("base64url")}`;

const register = (birthYear: number): Extract<UserCommand, { type: "RegisterUser" }> => ({
  type: "RegisterUser",
  userId,
  provider: "email",
  login: "login-abc",
  birthYear,
  sealed: {
    email: seal("sam@example.com"),
    emailLookup: "lookup",
    birthYear: seal(String(birthYear)),
    firstName: null,
    lastName: null,
    profileImageUrl: null,
  },
});
const registered: UserEvent = {
  type: "UserRegistered",
  data: { ...register(2010).sealed, userId, provider: "email", login: "login-abc" } as never,
};

const spec = deciderSpec(userDecider);

/** The shared harness at this file's `now`. */
function given(events: UserEvent[]) {
  return { when: (command: UserCommand) => spec(events).when(command, { now }) };
}

describe("user decider", () => {
  it("given no account, when a 16-year-old registers, then the user is registered with sealed fields only", () => {
    const events = given([]).when(register(2010)).events();
    expect(events).toHaveLength(1);
    expect(events[0]?.type).toBe("UserRegistered");
    expect(JSON.stringify(events)).not.toContain("2010");
  });

  it("given no account, when someone exactly 14 this year registers, then it is accepted", () => {
    given([])
      .when(register(2012))
      .then([expect.objectContaining({ type: "UserRegistered" })]);
  });

  it("given no account, when a 13-year-old registers, then it is refused with the spec's message", () => {
    given([]).when(register(2013)).thenRefused("forbidden", UNDER_AGE_MESSAGE);
  });

  it("given no account, when the birth year is in the future or absurd, then it is invalid", () => {
    given([]).when(register(2027)).thenRefused("invalid");
    given([]).when(register(1850)).thenRefused("invalid");
  });

  it("given a registered user, when registering again, then it conflicts", () => {
    expect(given([registered]).when(register(2010)).thenRefused("conflict").code).toBe(
      "account-exists",
    );
  });

  it("given a student, when granted admin twice, then one AdminRoleGranted", () => {
    const granted: UserEvent = { type: "AdminRoleGranted", data: { userId, source: "cli" } };
    given([registered]).when({ type: "GrantAdminRole", source: "cli" }).then([granted]);
    given([registered, granted]).when({ type: "GrantAdminRole", source: "cli" }).then([]);
  });

  it("given an admin, when revoked, then AdminRoleRevoked; a student revoked is a no-op", () => {
    const granted: UserEvent = { type: "AdminRoleGranted", data: { userId, source: "cli" } };
    given([registered, granted])
      .when({ type: "RevokeAdminRole", source: "cli" })
      .then([{ type: "AdminRoleRevoked", data: { userId, source: "cli" } }]);
    given([registered]).when({ type: "RevokeAdminRole", source: "cli" }).then([]);
  });

  it("given a student, when granted the analyst role twice, then one AnalystRoleGranted", () => {
    const granted: UserEvent = {
      type: "AnalystRoleGranted",
      data: { userId, source: "ANALYST_EMAILS" },
    };
    given([registered])
      .when({ type: "GrantAnalystRole", source: "ANALYST_EMAILS" })
      .then([granted]);
    given([registered, granted]).when({ type: "GrantAnalystRole", source: "cli" }).then([]);
  });

  it("given an admin, when granted the analyst role, then it is granted: the roles are separate", () => {
    const admin: UserEvent = { type: "AdminRoleGranted", data: { userId, source: "cli" } };
    given([registered, admin])
      .when({ type: "GrantAnalystRole", source: "cli" })
      .then([{ type: "AnalystRoleGranted", data: { userId, source: "cli" } }]);
  });

  it("given an analyst, when revoked, then AnalystRoleRevoked; revoking a non-analyst appends nothing", () => {
    const granted: UserEvent = { type: "AnalystRoleGranted", data: { userId, source: "cli" } };
    const revoked: UserEvent = { type: "AnalystRoleRevoked", data: { userId, source: "cli" } };
    given([registered, granted]).when({ type: "RevokeAnalystRole", source: "cli" }).then([revoked]);
    given([registered]).when({ type: "RevokeAnalystRole", source: "cli" }).then([]);
    given([registered, granted, revoked])
      .when({ type: "RevokeAnalystRole", source: "cli" })
      .then([]);
  });

  it("given an analyst who is also an admin, when the admin role is revoked, then they stay an analyst", () => {
    const admin: UserEvent = { type: "AdminRoleGranted", data: { userId, source: "cli" } };
    const analyst: UserEvent = { type: "AnalystRoleGranted", data: { userId, source: "cli" } };
    const adminRevoked: UserEvent = {
      type: "AdminRoleRevoked",
      data: { userId, source: "cli" },
    };
    given([registered, admin, analyst, adminRevoked])
      .when({ type: "GrantAnalystRole", source: "cli" })
      .then([]);
    given([registered, admin, analyst, adminRevoked])
      .when({ type: "RevokeAnalystRole", source: "cli" })
      .then([{ type: "AnalystRoleRevoked", data: { userId, source: "cli" } }]);
  });

  it("given an erased account or none, when the analyst role is granted or revoked, then it is not found", () => {
    const erased: UserEvent = { type: "UserErased", data: { userId } };
    given([registered, erased])
      .when({ type: "GrantAnalystRole", source: "cli" })
      .thenRefused("not-found");
    given([registered, erased])
      .when({ type: "RevokeAnalystRole", source: "cli" })
      .thenRefused("not-found");
    given([]).when({ type: "GrantAnalystRole", source: "ANALYST_EMAILS" }).thenRefused("not-found");
  });

  it("given a registered user, when the diagnostic completes twice, then one DiagnosticCompleted", () => {
    const done: UserEvent = { type: "DiagnosticCompleted", data: { userId } };
    given([registered]).when({ type: "CompleteDiagnostic" }).then([done]);
    given([registered, done]).when({ type: "CompleteDiagnostic" }).then([]);
  });

  it("given an erased user, when erased again, then nothing; other commands are refused", () => {
    const erased: UserEvent = { type: "UserErased", data: { userId } };
    given([registered]).when({ type: "EraseUser" }).then([erased]);
    given([registered, erased]).when({ type: "EraseUser" }).then([]);
    given([registered, erased]).when({ type: "CompleteDiagnostic" }).thenRefused("not-found");
    given([registered, erased]).when(register(2010)).thenRefused("conflict");
  });

  it("given no account, when anything but registration arrives, then it is not found", () => {
    given([]).when({ type: "GrantAdminRole", source: "ADMIN_EMAILS" }).thenRefused("not-found");
    given([]).when({ type: "EraseUser" }).thenRefused("not-found");
  });

  it("given a student, when they hide from rankings, then RankingVisibilitySet hidden; hiding again appends nothing", () => {
    const hidden: UserEvent = { type: "RankingVisibilitySet", data: { userId, hidden: true } };
    given([registered]).when({ type: "SetRankingVisibility", hidden: true }).then([hidden]);
    given([registered, hidden]).when({ type: "SetRankingVisibility", hidden: true }).then([]);
  });

  it("given a hidden student, when they show themselves again, then RankingVisibilitySet not hidden; a visible student showing is a no-op", () => {
    const hidden: UserEvent = { type: "RankingVisibilitySet", data: { userId, hidden: true } };
    given([registered, hidden])
      .when({ type: "SetRankingVisibility", hidden: false })
      .then([{ type: "RankingVisibilitySet", data: { userId, hidden: false } }]);
    given([registered]).when({ type: "SetRankingVisibility", hidden: false }).then([]);
  });

  it("given no account, when visibility is set, then it is refused as not found", () => {
    given([]).when({ type: "SetRankingVisibility", hidden: true }).thenRefused("not-found");
  });
});
