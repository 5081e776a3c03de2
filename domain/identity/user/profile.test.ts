import { describe, expect, it } from "vitest";
import { deciderSpec } from "../../testing/decider-spec.ts";
import type { UserEvent } from "./events.ts";
import { latestSatDate } from "../onboarding-rules.ts";
import { dateIn, isRealDate } from "./decide-profile.ts";
import type { UserCommand } from "./decide.ts";
import { userDecider } from "./decider.ts";
import { USERNAME_TAKEN, type UsernameClaimCommand } from "../username-claim/decide.ts";
import { usernameClaimDecider } from "../username-claim/decider.ts";
import type { UsernameClaimEvent } from "../username-claim/events.ts";

const userId = "7d0c6f7e-4d59-4a5e-9a43-3f4a4f1b2c3d";
const otherId = "0b1c2d3e-4f50-4a61-8b72-93a4b5c6d7e8";
// 03:00 UTC on Nov 21 is still Nov 20 in Los Angeles.
const now = new Date("2026-11-21T03:00:00Z");
const seal = (v: string) => `pd1.aaaa.bbbb.${Buffer.from(v).toString("base64url")}`;

const registered: UserEvent = {
  type: "UserRegistered",
  data: {
    userId,
    provider: "email",
    login: "login-abc",
    email: seal("sam@example.com"),
    emailLookup: "lookup",
    birthYear: seal("2010"),
    firstName: null,
    lastName: null,
    profileImageUrl: null,
  },
};

const spec = deciderSpec(userDecider);

/** The shared harness at this file's `now`. */
function given(events: UserEvent[]) {
  return { when: (command: UserCommand) => spec(events).when(command, { now }) };
}

describe("onboarding on the user stream", () => {
  it("given a registered user, when demographics are recorded, then DemographicsRecorded with sealed names", () => {
    given([registered])
      .when({
        type: "RecordDemographics",
        firstName: seal("Maya"),
        lastName: seal("Chen"),
        gradeLevel: "11",
        satHistory: "once",
      })
      .then([
        {
          type: "DemographicsRecorded",
          data: {
            userId,
            firstName: seal("Maya"),
            lastName: seal("Chen"),
            gradeLevel: "11",
            satHistory: "once",
          },
        },
      ]);
  });

  it("given a registered user, when demographics come with the browser's time zone, then both are recorded in one decision", () => {
    const command = {
      type: "RecordDemographics",
      firstName: seal("Maya"),
      lastName: seal("Chen"),
      gradeLevel: "11",
      satHistory: "once",
      timeZone: "America/Chicago",
    } as const;
    expect(
      given([registered])
        .when(command)
        .events()
        .map((e) => e.type),
    ).toEqual(["DemographicsRecorded", "TimeZoneSet"]);
    given([registered])
      .when({ ...command, timeZone: "Nowhere/Else" })
      .thenRefused("invalid", "timeZone: must be a time zone like America/Chicago");
  });

  it("given no account, when a profile command (the SAT date) comes, then it is refused as not found", () => {
    given([])
      .when({ type: "ChooseSatDate", satDate: "2027-03-13" })
      .thenRefused("not-found", "No such account.");
  });

  const school = {
    type: "ChooseSchool",
    schoolId: "010000500870",
    name: "Albertville High School",
    zip: "35950",
    typedSchoolKey: null,
  } as const;
  const schoolChosen: UserEvent = {
    type: "SchoolChosen",
    data: {
      userId,
      schoolId: "010000500870",
      name: "Albertville High School",
      zip: "35950",
      typedSchoolKey: null,
    },
  };

  it("given a registered user, when a directory school is chosen, then SchoolChosen with its id and ZIP", () => {
    given([registered]).when(school).then([schoolChosen]);
  });

  it("given that school already chosen, when it is chosen again, then nothing new is recorded", () => {
    given([registered, schoolChosen]).when(school).then([]);
  });

  // A typed school is sealed by the vault before the command is made (like names), and the API
  // computes its group key (a keyed hash of the normalised name) for the command.
  const typedSealed = "pd1.k1.aXY.Y2lwaGVy";
  const typedKey = "k3y-0f-th3-n0rmal1sed-name";

  it("given a registered user, when a school is typed freely, then SchoolChosen without id or ZIP, sealed, trimmed, with its group key", () => {
    given([registered])
      .when({
        type: "ChooseSchool",
        schoolId: null,
        name: ` ${typedSealed} `,
        zip: null,
        typedSchoolKey: typedKey,
      })
      .then([
        {
          type: "SchoolChosen",
          data: { userId, schoolId: null, name: typedSealed, zip: null, typedSchoolKey: typedKey },
        },
      ]);
  });

  it("given a registered user, when a typed school normalises to nothing (no key), then SchoolChosen with a null key", () => {
    given([registered])
      .when({
        type: "ChooseSchool",
        schoolId: null,
        name: typedSealed,
        zip: null,
        typedSchoolKey: null,
      })
      .then([
        {
          type: "SchoolChosen",
          data: { userId, schoolId: null, name: typedSealed, zip: null, typedSchoolKey: null },
        },
      ]);
  });

  it("given a registered user, when a directory school comes with a typed-school key, then it is refused", () => {
    given([registered])
      .when({ ...school, typedSchoolKey: typedKey })
      .thenRefused("invalid", "school: a directory school has no typed-school key");
  });

  it("given a registered user, when a typed school arrives in the clear, then it is refused: free text is never recorded unsealed", () => {
    given([registered])
      .when({
        type: "ChooseSchool",
        schoolId: null,
        name: "Home school co-op",
        zip: null,
        typedSchoolKey: typedKey,
      })
      .thenRefused("invalid", "school: a typed school must be sealed");
  });

  it("given a registered user, when a blank school is chosen, then it is refused", () => {
    given([registered])
      .when({ type: "ChooseSchool", schoolId: null, name: "   ", zip: null, typedSchoolKey: null })
      .thenRefused("invalid", "school: is required");
  });

  it("given a user in UTC, when the SAT date is today or later, then SatDateChosen; earlier is refused", () => {
    given([registered])
      .when({ type: "ChooseSatDate", satDate: "2026-11-21" })
      .then([{ type: "SatDateChosen", data: { userId, satDate: "2026-11-21" } }]);
    given([registered])
      .when({ type: "ChooseSatDate", satDate: "2026-11-20" })
      .thenRefused("invalid", "satDate: must not be in the past");
  });

  it("given a user on Nov 21, 2026, when the SAT date is two years ahead, then SatDateChosen; a day later or 9999-12-31 is refused", () => {
    given([registered])
      .when({ type: "ChooseSatDate", satDate: "2028-11-21" })
      .then([{ type: "SatDateChosen", data: { userId, satDate: "2028-11-21" } }]);
    for (const satDate of ["2028-11-22", "9999-12-31"]) {
      given([registered])
        .when({ type: "ChooseSatDate", satDate })
        .thenRefused(
          "invalid",
          "satDate: must be within 2 years of today (on or before November 21, 2028)",
        );
    }
  });

  it("given today, then the latest SAT date is the same date two years later (Feb 28 from Feb 29)", () => {
    expect(latestSatDate("2026-11-21")).toBe("2028-11-21");
    expect(latestSatDate("2028-02-29")).toBe("2030-02-28");
    expect(latestSatDate("2027-12-31")).toBe("2029-12-31");
  });

  it("given a user in Los Angeles (still Nov 20 there), when the SAT date is Nov 20, then it is accepted", () => {
    const inLosAngeles: UserEvent = {
      type: "TimeZoneSet",
      data: { userId, timeZone: "America/Los_Angeles" },
    };
    given([registered, inLosAngeles])
      .when({ type: "ChooseSatDate", satDate: "2026-11-20" })
      .then([{ type: "SatDateChosen", data: { userId, satDate: "2026-11-20" } }]);
  });

  it("given a registered user, when the SAT date is not a real day, then it is refused", () => {
    given([registered])
      .when({ type: "ChooseSatDate", satDate: "2027-02-30" })
      .thenRefused("invalid", "satDate: must be a real date like 2027-03-13");
  });

  it("given a registered user, when a goal score is set, then GoalScoreSet; the same goal again records nothing; null removes it", () => {
    const set: UserEvent = { type: "GoalScoreSet", data: { userId, goalScore: 1200 } };
    given([registered]).when({ type: "SetGoalScore", goalScore: 1200 }).then([set]);
    given([registered, set]).when({ type: "SetGoalScore", goalScore: 1200 }).then([]);
    given([registered, set])
      .when({ type: "SetGoalScore", goalScore: null })
      .then([{ type: "GoalScoreSet", data: { userId, goalScore: null } }]);
    given([registered]).when({ type: "SetGoalScore", goalScore: null }).then([]);
  });

  it("given a registered user, when the goal is not a total the SAT reports above 400, then it is refused naming the rule", () => {
    for (const goalScore of [400, 1610, 1205, 9999]) {
      given([registered])
        .when({ type: "SetGoalScore", goalScore })
        .thenRefused("invalid", "goalScore: must be a total from 410 to 1,600 in steps of 10");
    }
  });

  it("given a registered user, when the time zone is set, then TimeZoneSet; an unknown zone is refused; the same zone again records nothing", () => {
    const set: UserEvent = {
      type: "TimeZoneSet",
      data: { userId, timeZone: "America/Chicago" },
    };
    given([registered]).when({ type: "SetTimeZone", timeZone: "America/Chicago" }).then([set]);
    given([registered, set]).when({ type: "SetTimeZone", timeZone: "America/Chicago" }).then([]);
    given([registered])
      .when({ type: "SetTimeZone", timeZone: "Mars/Olympus" })
      .thenRefused("invalid", "timeZone: must be a time zone like America/Chicago");
  });

  it("given a username, when another is chosen, then UsernameChosen names the previous one and when", () => {
    const chosenAt = now.toISOString();
    const brave = seal("BraveOtter042");
    const first: UserEvent = {
      type: "UsernameChosen",
      data: { userId, username: brave, previous: null, claim: "k-brave", chosenAt },
    };
    const choose = (username: string, previous: string | null, claim: string) =>
      ({ type: "ChooseUsername", username, previous, claim }) as const;
    given([registered])
      .when(choose(brave, null, "k-brave"))
      .then([first]);
    given([registered, first])
      .when(choose(brave, brave, "k-brave"))
      .then([]);
    // The first choice starts no wait: a student may change it right away.
    given([registered, first])
      .when(choose(seal("CalmKoala007"), seal("BraveOtter042 again"), "k-calm"))
      .then([
        {
          type: "UsernameChosen",
          data: {
            userId,
            username: seal("CalmKoala007"),
            previous: seal("BraveOtter042 again"),
            claim: "k-calm",
            chosenAt,
          },
        },
      ]);
  });

  it("given a username in the clear, when it is chosen, then refused: a username can be a real name", () => {
    given([registered])
      .when({ type: "ChooseUsername", username: "MariaGarcia", previous: null, claim: "k" })
      .thenRefused("invalid", "username: must be sealed");
  });

  it("given a username, when another is chosen with the previous one in the clear or missing, then refused", () => {
    const first: UserEvent = {
      type: "UsernameChosen",
      data: { userId, username: "BraveOtter042", previous: null },
    };
    for (const previous of ["BraveOtter042", null]) {
      given([registered, first])
        .when({ type: "ChooseUsername", username: seal("CalmKoala007"), previous, claim: "k" })
        .thenRefused("invalid", "username: the previous username must be sealed");
    }
  });
});

describe("the username's claim stream, as the user's stream records it", () => {
  const fold = (events: UserEvent[]) => events.reduce(userDecider.evolve, userDecider.initialState);
  const chosen = (data: { username: string; claim?: string }): UserEvent => ({
    type: "UsernameChosen",
    data: { userId, previous: null, ...data },
  });

  it("given a username recorded in the clear before claims were keyed, then its claim stream is username-<lower-case name>", () => {
    const state = fold([registered, chosen({ username: "BraveOtter042" })]);
    expect(state.status === "registered" && state.profile.usernameStream).toBe(
      "username-braveotter042",
    );
  });

  it("given a sealed username with its claim key, then its claim stream is username-<claim>, and erasure keeps it to release", () => {
    const events = [registered, chosen({ username: seal("BraveOtter042"), claim: "k3y" })];
    const state = fold(events);
    expect(state.status === "registered" && state.profile.usernameStream).toBe("username-k3y");
    const erased = fold([...events, { type: "UserErased", data: { userId } }]);
    expect(erased).toMatchObject({ status: "erased", usernameStream: "username-k3y" });
  });
});

describe("the username change limit (once every 30 days)", () => {
  const chosen = (username: string, previous: string | null, at?: string): UserEvent => ({
    type: "UsernameChosen",
    data: {
      userId,
      username: seal(username),
      previous: previous && seal(previous),
      claim: username.toLowerCase(),
      ...(at ? { chosenAt: at } : {}),
    },
  });
  const change = {
    type: "ChooseUsername",
    username: seal("QuietHeron314"),
    previous: seal("CalmKoala007"),
    claim: "quietheron314",
  } as const;
  const decideAt = (events: UserEvent[], at: string) =>
    spec(events).when(change, { now: new Date(at) });
  const history = [
    registered,
    chosen("BraveOtter042", null, "2026-11-01T10:00:00Z"),
    chosen("CalmKoala007", "BraveOtter042", "2026-11-02T10:00:00Z"),
  ];

  it("given a change on Nov 2, when changed again within 30 days, then refused naming the day it may", () => {
    decideAt(history, "2026-12-02T09:59:59Z").thenRefused(
      "conflict",
      "You changed your username recently. You can change it again on December 2, 2026.",
    );
  });

  it("given a change on Nov 2, when changed 30 days later, then it goes through", () => {
    decideAt(history, "2026-12-02T10:00:00Z").then([
      chosen("QuietHeron314", "CalmKoala007", "2026-12-02T10:00:00.000Z"),
    ]);
  });

  it("given a change recorded before the limit existed (no time), then it counts as long ago", () => {
    const old = [
      registered,
      chosen("BraveOtter042", null),
      chosen("CalmKoala007", "BraveOtter042"),
    ];
    expect(decideAt(old, "2026-11-21T00:00:00Z").events()).toHaveLength(1);
  });
});

describe("the username claim stream", () => {
  const claimed: UsernameClaimEvent = { type: "UsernameClaimed", data: { userId } };
  const username = deciderSpec(usernameClaimDecider);
  const when = (events: UsernameClaimEvent[], command: UsernameClaimCommand) =>
    username(events).when(command, {});

  it("given a free username, when claimed, then UsernameClaimed", () => {
    when([], { type: "ClaimUsername", userId, holderIsLive: false }).then([claimed]);
  });

  it("given a username held by a live student, when another claims it, then it is refused as taken", () => {
    when([claimed], { type: "ClaimUsername", userId: otherId, holderIsLive: true }).thenRefused(
      "conflict",
      USERNAME_TAKEN,
    );
  });

  it("given a username whose holder moved on or was erased, when another claims it, then it changes hands", () => {
    when([claimed], { type: "ClaimUsername", userId: otherId, holderIsLive: false }).then([
      { type: "UsernameClaimed", data: { userId: otherId } },
    ]);
    const released: UsernameClaimEvent = { type: "UsernameReleased", data: { userId } };
    expect(username([claimed, released]).state).toEqual({ status: "free" });
  });

  it("given a username its holder claims again, then nothing new; only the holder's release counts", () => {
    when([claimed], { type: "ClaimUsername", userId, holderIsLive: true }).then([]);
    when([claimed], { type: "ReleaseUsername", userId: otherId }).then([]);
    when([claimed], { type: "ReleaseUsername", userId }).then([
      { type: "UsernameReleased", data: { userId } },
    ]);
  });
});

describe("dates", () => {
  it("knows real days and the date in a time zone", () => {
    expect(isRealDate("2028-02-29")).toBe(true);
    expect(isRealDate("2027-02-29")).toBe(false);
    expect(isRealDate("2027-3-13")).toBe(false);
    expect(dateIn(now, "UTC")).toBe("2026-11-21");
    expect(dateIn(now, "America/Los_Angeles")).toBe("2026-11-20");
  });
});
