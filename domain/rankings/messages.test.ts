// Given what a student's standing is, when the card is written, then its message is honest.
import { describe, expect, it } from "vitest";
import {
  friendsMessage,
  NO_FRIENDS_MESSAGE,
  NO_REGION_MESSAGE,
  NO_SCHOOL_MESSAGE,
  NO_SCHOOL_REGION_MESSAGE,
  NOT_PRACTISED_MESSAGE,
  regionMessage,
  schoolMessage,
  standingMessage,
  TYPED_SCHOOL_MESSAGE,
  type StandingFacts,
} from "./messages.ts";
import { noStanding, standingFrom, type Standing } from "./standing.ts";

const at = (ahead: number, level: number, behind: number) =>
  standingFrom({ lower: ahead, equal: level + 1, total: ahead + level + behind + 1 }, true);
/** Last week's standing with a large enough group; this week practiced, with enough students. */
const facts = (
  standing: Standing,
  over: Partial<Omit<StandingFacts, "thisWeek">> & {
    thisWeek?: Partial<StandingFacts["thisWeek"]>;
  } = {},
): StandingFacts => ({
  rankedLastWeek: true,
  standing,
  studentsNeeded: 0,
  ...over,
  thisWeek: { ranked: true, studentsNeeded: 0, closesOn: "2026-11-29", ...over.thisWeek },
});
const school = (schoolName: string | null, standing = at(3, 0, 1), rankedLastWeek = true) =>
  schoolMessage({
    schoolName,
    inSchoolGroup: schoolName !== null,
    facts: facts(standing, { rankedLastWeek }),
  });

describe("school card message", () => {
  it("given no school, then it asks for one", () => {
    expect(school(null)).toBe(NO_SCHOOL_MESSAGE);
  });
  it("given a typed school nobody else can match, then it says so", () => {
    expect(
      schoolMessage({
        schoolName: "My Co-op",
        inSchoolGroup: false,
        facts: facts(noStanding),
      }),
    ).toBe(TYPED_SCHOOL_MESSAGE);
  });
  it("given no practice last week nor this week, then it asks for a drop", () => {
    const none = facts(noStanding, { rankedLastWeek: false, thisWeek: { ranked: false } });
    expect(schoolMessage({ schoolName: "Lincoln High", inSchoolGroup: true, facts: none })).toBe(
      NOT_PRACTISED_MESSAGE,
    );
  });
  it("given a first drop finished this week, then it says when the standing appears, not to finish one", () => {
    const first = facts(noStanding, { rankedLastWeek: false });
    expect(standingMessage({ kind: "global" }, first)).toBe(
      "You've practiced this week: your standing on Levelfield appears on Sunday, November 29, when the week closes.",
    );
    expect(
      standingMessage(
        { kind: "school", school: "Lincoln High" },
        facts(noStanding, { rankedLastWeek: false, thisWeek: { studentsNeeded: 3 } }),
      ),
    ).toBe(
      "You've practiced this week. Standings at Lincoln High start once 5 students practice in the same week: 3 more students this week — invite classmates.",
    );
  });
  it("given last week's group under 5, then how many more are needed and never where the student stood", () => {
    const small = facts(at(1, 0, 0), { studentsNeeded: 3, thisWeek: { studentsNeeded: 2 } });
    const message = standingMessage({ kind: "school", school: "Lincoln High" }, small);
    expect(message).toBe(
      "Standings at Lincoln High start once 5 students practice in the same week: 2 more students needed — invite classmates.",
    );
    expect(message).not.toMatch(/ahead|behind|level with/);
    expect(
      standingMessage(
        { kind: "region", zipArea: "021" },
        facts(at(1, 0, 0), { studentsNeeded: 3 }),
      ),
    ).toBe(
      "Too few students practiced in ZIP area 021 last week for a standing. This week has enough: yours appears on Sunday, November 29.",
    );
  });
  it("given level with everyone, then no brag", () => {
    expect(school("Lincoln High", at(0, 2, 0))).toBe(
      "You were level with all the other students at Lincoln High last week — one more day of practice pulls you ahead.",
    );
  });
  it("given behind everyone, then encouragement, not a percentile", () => {
    expect(school("Lincoln High", at(0, 0, 3))).toBe(
      "Other students at Lincoln High practiced more last week — a Daily Drop each day this week will move you up.",
    );
  });
  it("given ahead of some of at least 10 others, then graded by the percentile", () => {
    expect(school("Lincoln High", at(9, 0, 1))).toBe(
      "You were ahead of 90% of students at Lincoln High last week — outstanding consistency!",
    );
    expect(school("Lincoln High", at(30, 0, 10))).toBe(
      "You were ahead of 75% of students at Lincoln High last week — great work, keep it up.",
    );
    expect(school("Lincoln High", at(10, 0, 10))).toBe(
      "You were ahead of 50% of students at Lincoln High last week — keep the streak going.",
    );
    expect(school("Lincoln High", at(5, 0, 15))).toBe(
      "You were ahead of 25% of students at Lincoln High last week — a few more days of practice will move you up.",
    );
  });

  it("given fewer than 10 others, then the counts, not a graded share ('100%' of one is no brag)", () => {
    expect(school("Lincoln High", at(3, 0, 1))).toBe(
      "You were ahead of 3 of the 4 other students at Lincoln High last week.",
    );
  });
});

describe("region and global messages", () => {
  it("given no school, or a school without a ZIP, then no region is claimed", () => {
    const base = { facts: facts(at(10, 0, 10)) };
    expect(regionMessage({ ...base, hasSchool: false, zipArea: null })).toBe(
      NO_SCHOOL_REGION_MESSAGE,
    );
    expect(regionMessage({ ...base, hasSchool: true, zipArea: null })).toBe(NO_REGION_MESSAGE);
    expect(regionMessage({ ...base, hasSchool: true, zipArea: "021" })).toBe(
      "You were ahead of 50% of students in ZIP area 021 last week — keep the streak going.",
    );
  });
});

describe("friends card message", () => {
  const msg = (totalFriends: number, friendsActive: number, yourXp: number, topFriendXp: number) =>
    friendsMessage({ totalFriends, friendsActive, yourXp, topFriendXp });
  it("given no friends, then it asks for some", () => {
    expect(msg(0, 0, 40, 0)).toBe(NO_FRIENDS_MESSAGE);
  });
  it("given no friend active, then it says who practiced", () => {
    expect(msg(2, 0, 40, 0)).toBe(
      "You're the only one of your friends to practice this week so far.",
    );
    expect(msg(2, 0, 0, 0)).toBe(
      "None of your friends has practiced this week yet — finish a Daily Drop to get on the board.",
    );
  });
  it("given active friends, then ahead, level, or the gap", () => {
    expect(msg(2, 1, 40, 30)).toBe("You've earned the most XP among your friends this week.");
    expect(msg(2, 1, 30, 30)).toBe("You're level with your top friend this week.");
    expect(msg(2, 1, 10, 30)).toBe("20 XP to catch your top friend this week.");
  });
});
