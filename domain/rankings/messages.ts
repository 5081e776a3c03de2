// What each rankings card says: honest, never a brag when it means nothing. A standing is only
// praised when the student is ahead of somebody; in a group too small to show (under
// MIN_GROUP_SIZE), tied with everyone, or without last week's practice, the message says that
// instead, and a student who practiced this week is told when their standing appears.
import { MIN_GROUP_SIZE } from "./constants.ts";
import type { Standing } from "./standing.ts";

export const NO_SCHOOL_MESSAGE = "Add your school to see how you compare with classmates.";
/** A school the rankings cannot group: a typed name saved before typed names had a group key,
 *  or one with no letters or digits. */
export const TYPED_SCHOOL_MESSAGE =
  "We can't match the school you typed with classmates, so there is no school standing yet.";
export const NOT_PRACTISED_MESSAGE = "Finish a Daily Drop this week to get a standing next week.";
export const NO_SCHOOL_REGION_MESSAGE =
  "Add your school to see how you compare with students in your area.";
export const NO_REGION_MESSAGE =
  "Regional rankings come from a directory school's ZIP code, and your school has none. If your school is in the search, choose it there.";
export const NO_FRIENDS_MESSAGE = "Add friends to compare your week with theirs.";

/** Who a standing is among, as a message names them. */
export type Audience =
  { kind: "school"; school: string } | { kind: "region"; zipArea: string } | { kind: "global" };

function among(audience: Audience): string {
  switch (audience.kind) {
    case "school":
      return `students at ${audience.school}`;
    case "region":
      return `students in ZIP area ${audience.zipArea}`;
    case "global":
      return "Levelfield students";
  }
}

function place(audience: Audience): string {
  switch (audience.kind) {
    case "school":
      return `at ${audience.school}`;
    case "region":
      return `in ZIP area ${audience.zipArea}`;
    case "global":
      return "on Levelfield";
  }
}

/** Below this many other students a percentage means little ("100%" of one other student):
 *  the message gives the counts instead of grading the share. */
export const FEW_OTHERS = 10;

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** A calendar day as a sentence names it: "Sunday, November 29". */
export function dayText(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
}

function invite(audience: Audience): string {
  return audience.kind === "global" ? "invite friends" : "invite classmates";
}

/** "1 more student", "3 more students". */
const more = (n: number) => `${n} more ${n === 1 ? "student" : "students"}`;

/** What the card knows of a standing: last week's (final) and this week's so far. */
export type StandingFacts = {
  /** The student was ranked last week (the closed week). */
  rankedLastWeek: boolean;
  /** Last week's standing among the others (only read when the group was large enough). */
  standing: Standing;
  /** How many more ranked students the group needed last week (0: it had enough). */
  studentsNeeded: number;
  thisWeek: {
    /** The student has practiced this week. */
    ranked: boolean;
    /** How many more ranked students the group needs this week so far. */
    studentsNeeded: number;
    /** The student's calendar day on which this week closes and its standing appears. */
    closesOn: string;
  };
};

/**
 * The message for a standing: no practice either week; practiced this week only (when the
 * standing appears, or how many more students it needs); last week's group too small (how many
 * more, never where the student stood in it); level with every other student, behind everyone,
 * the counts among fewer than FEW_OTHERS others, or graded by the percentile.
 */
export function standingMessage(audience: Audience, facts: StandingFacts): string {
  const { rankedLastWeek, standing, studentsNeeded, thisWeek } = facts;
  const where = place(audience);
  if (!rankedLastWeek) {
    if (!thisWeek.ranked) return NOT_PRACTISED_MESSAGE;
    if (thisWeek.studentsNeeded > 0) {
      return `You've practiced this week. Standings ${where} start once ${MIN_GROUP_SIZE} students practice in the same week: ${more(thisWeek.studentsNeeded)} this week — ${invite(audience)}.`;
    }
    return `You've practiced this week: your standing ${where} appears on ${dayText(thisWeek.closesOn)}, when the week closes.`;
  }
  if (studentsNeeded > 0) {
    if (thisWeek.ranked && thisWeek.studentsNeeded === 0) {
      return `Too few students practiced ${where} last week for a standing. This week has enough: yours appears on ${dayText(thisWeek.closesOn)}.`;
    }
    return `Standings ${where} start once ${MIN_GROUP_SIZE} students practice in the same week: ${more(Math.max(1, thisWeek.studentsNeeded))} needed — ${invite(audience)}.`;
  }
  const who = among(audience);
  if (standing.ahead === 0 && standing.behind === 0) {
    return `You were level with all the other ${who} last week — one more day of practice pulls you ahead.`;
  }
  const p = standing.percentile;
  if (standing.ahead === 0) {
    return `Other ${who} practiced more last week — a Daily Drop each day this week will move you up.`;
  }
  if (standing.others < FEW_OTHERS) {
    const noun = standing.others === 1 ? "other student" : "other students";
    return `You were ahead of ${standing.ahead} of the ${standing.others} ${noun} ${where} last week.`;
  }
  if (p >= 90) return `You were ahead of ${p}% of ${who} last week — outstanding consistency!`;
  if (p >= 75) return `You were ahead of ${p}% of ${who} last week — great work, keep it up.`;
  if (p >= 50) return `You were ahead of ${p}% of ${who} last week — keep the streak going.`;
  return `You were ahead of ${p}% of ${who} last week — a few more days of practice will move you up.`;
}

/** The school card's message: first whether there is a school group at all. */
export function schoolMessage(input: {
  schoolName: string | null;
  inSchoolGroup: boolean;
  facts: StandingFacts;
}): string {
  if (input.schoolName === null) return NO_SCHOOL_MESSAGE;
  if (!input.inSchoolGroup) return TYPED_SCHOOL_MESSAGE;
  return standingMessage({ kind: "school", school: input.schoolName }, input.facts);
}

/** The region card's message: first whether the student has a school, and it a ZIP area. */
export function regionMessage(input: {
  hasSchool: boolean;
  zipArea: string | null;
  facts: StandingFacts;
}): string {
  if (!input.hasSchool) return NO_SCHOOL_REGION_MESSAGE;
  if (input.zipArea === null) return NO_REGION_MESSAGE;
  return standingMessage({ kind: "region", zipArea: input.zipArea }, input.facts);
}

/** The friends card's message, on this week's XP (live). */
export function friendsMessage(input: {
  totalFriends: number;
  friendsActive: number;
  yourXp: number;
  topFriendXp: number;
}): string {
  const { totalFriends, friendsActive, yourXp, topFriendXp } = input;
  if (totalFriends === 0) return NO_FRIENDS_MESSAGE;
  if (friendsActive === 0) {
    return yourXp > 0
      ? "You're the only one of your friends to practice this week so far."
      : "None of your friends has practiced this week yet — finish a Daily Drop to get on the board.";
  }
  if (yourXp > topFriendXp) return "You've earned the most XP among your friends this week.";
  if (yourXp === topFriendXp) return "You're level with your top friend this week.";
  return `${topFriendXp - yourXp} XP to catch your top friend this week.`;
}
