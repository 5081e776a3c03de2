import { describe, expect, it } from "vitest";
import {
  activityText,
  daysBetween,
  friendToasts,
  INVITE_COPIED_MS,
  inviteCodeToSend,
  inviteExpiryText,
  isRecentlyActive,
  requestResultToast,
  sentText,
  streakText,
  typedInviteCode,
  usernameToSend,
} from "./friends-model.ts";

describe("what the forms send", () => {
  it("given a username with spaces around it, when sent, then it is trimmed; only spaces is nothing to send", () => {
    expect(usernameToSend("  BraveOtter123 ")).toBe("BraveOtter123");
    expect(usernameToSend("   ")).toBeNull();
    expect(usernameToSend("")).toBeNull();
  });

  it("given a code typed in lower case, when shown, then upper case; when sent, then trimmed too", () => {
    expect(typedInviteCode("k7mq 2x")).toBe("K7MQ 2X");
    expect(inviteCodeToSend("  k7mq2xpr9a\t")).toBe("K7MQ2XPR9A");
    expect(inviteCodeToSend(" \n ")).toBeNull();
  });

  it("given the spec's validation toasts, when read, then their exact words", () => {
    expect(friendToasts.usernameRequired).toMatchObject({
      title: "Username required",
      description: "Please enter a username to send a friend request.",
    });
    expect(friendToasts.inviteCodeRequired).toMatchObject({
      title: "Invite code required",
      description: "Please enter an invite code to connect with a friend.",
    });
  });

  it("given a request's answer, when toasted, then 'Friend request sent!', or 'Friend added!' when they had asked too", () => {
    const friend = { id: "5b0f7a52-53a4-4c55-9d1a-7c1b6f1d2e10", username: "QuietFalcon42" };
    expect(requestResultToast({ success: true, status: "requested", friend }).title).toBe(
      "Friend request sent!",
    );
    const added = requestResultToast({ success: true, status: "friends", friend });
    expect(added.title).toBe("Friend added!");
    expect(added.description).toBe("You and QuietFalcon42 are now friends.");
  });
});

describe("a friend's activity (spec §9)", () => {
  const today = "2026-11-21";

  it("given each day from today back to 9 days, when read, then today, yesterday, n days ago up to 7, then Inactive", () => {
    const days = ["2026-11-21", "2026-11-20", "2026-11-19", "2026-11-14", "2026-11-13"];
    expect(days.map((day) => activityText(day, today))).toEqual([
      "Active today",
      "Active yesterday",
      "Active 2 days ago",
      "Active 7 days ago",
      "Inactive",
    ]);
    expect(activityText("2026-09-01", today)).toBe("Inactive");
  });

  it("given a friend who never practised, when read, then 'Not started yet' (not 'Inactive')", () => {
    expect(activityText(null, today)).toBe("Not started yet");
    expect(isRecentlyActive(null, today)).toBe(false);
  });

  it("given a friend whose calendar is a day ahead of the student's, when read, then 'Active today'", () => {
    expect(activityText("2026-11-22", today)).toBe("Active today");
  });

  it("given days across a clock change and a month end, when counted, then whole calendar days", () => {
    expect(daysBetween("2026-10-31", "2026-11-02")).toBe(2);
    expect(daysBetween("2027-03-13", "2027-03-15")).toBe(2);
    expect(daysBetween("2026-12-31", "2027-01-01")).toBe(1);
  });

  it("given 7 and 8 days since, when asked if recent, then yes and no (the active mark)", () => {
    expect(isRecentlyActive("2026-11-14", today)).toBe(true);
    expect(isRecentlyActive("2026-11-13", today)).toBe(false);
  });
});

describe("requests and invite codes over time", () => {
  const today = "2026-11-21";
  // Noon UTC: the same calendar day in every time zone from UTC-11 to UTC+11.
  const at = (day: string) => `${day}T12:00:00.000Z`;

  it("given when a request was sent, when read, then today, yesterday, n days ago, then its date", () => {
    expect(sentText(at("2026-11-21"), today)).toBe("Sent today");
    expect(sentText(at("2026-11-20"), today)).toBe("Sent yesterday");
    expect(sentText(at("2026-11-16"), today)).toBe("Sent 5 days ago");
    expect(sentText(at("2026-10-02"), today)).toBe("Sent Oct 2, 2026");
  });

  it("given a code just generated for 7 days, when read, then 'Expires in 7 days' and the date", () => {
    const now = new Date("2026-11-21T12:00:00.000Z");
    expect(inviteExpiryText("2026-11-28T12:00:00.000Z", now)).toBe(
      "Expires in 7 days (Nov 28, 2026)",
    );
    expect(inviteExpiryText("2026-11-28T12:00:00.000Z", new Date(now.getTime() + 1000))).toBe(
      "Expires in 7 days (Nov 28, 2026)",
    );
  });

  it("given a code in its last day or past it, when read, then 'Expires within a day' or 'Expired'", () => {
    const expiresAt = "2026-11-28T12:00:00.000Z";
    expect(inviteExpiryText(expiresAt, new Date("2026-11-27T20:00:00.000Z"))).toBe(
      "Expires within a day (Nov 28, 2026)",
    );
    expect(inviteExpiryText(expiresAt, new Date("2026-11-26T11:00:00.000Z"))).toBe(
      "Expires in 3 days (Nov 28, 2026)",
    );
    expect(inviteExpiryText(expiresAt, new Date(expiresAt))).toBe("Expired");
  });

  it("given the spec's copy indicator, when read, then it shows for exactly 2 s", () => {
    expect(INVITE_COPIED_MS).toBe(2000);
  });
});

describe("numbers as they read", () => {
  it("given streaks, when written, then the day count", () => {
    expect(streakText(1)).toBe("1 day streak");
    expect(streakText(12)).toBe("12 day streak");
  });
});
