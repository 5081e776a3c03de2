// What each rankings card says: honest, never a brag when it means nothing. A standing is only
// praised when the student is ahead of somebody; alone, tied with everyone, or without last
// week's practice, the message says that instead.
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

function alone(audience: Audience): string {
  switch (audience.kind) {
    case "school":
      return `You're the first Levelfield student at ${audience.school} — invite classmates to compare.`;
    case "region":
      return `You're the only ranked student in ZIP area ${audience.zipArea} so far — invite classmates to compare.`;
    case "global":
      return "You were the only student ranked last week — invite friends to compare.";
  }
}

/**
 * The message for last week's standing in a group: no practice last week, alone, level with
 * everyone, behind everyone, the counts among fewer than FEW_OTHERS others, or graded by the
 * percentile.
 */
export function standingMessage(
  audience: Audience,
  rankedLastWeek: boolean,
  standing: Standing,
): string {
  if (!rankedLastWeek) return NOT_PRACTISED_MESSAGE;
  if (standing.others === 0) return alone(audience);
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
    return `You were ahead of ${standing.ahead} of the ${standing.others} ${noun} ${place(audience)} last week.`;
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
  rankedLastWeek: boolean;
  standing: Standing;
}): string {
  if (input.schoolName === null) return NO_SCHOOL_MESSAGE;
  if (!input.inSchoolGroup) return TYPED_SCHOOL_MESSAGE;
  return standingMessage(
    { kind: "school", school: input.schoolName },
    input.rankedLastWeek,
    input.standing,
  );
}

/** The region card's message: first whether the student has a school, and it a ZIP area. */
export function regionMessage(input: {
  hasSchool: boolean;
  zipArea: string | null;
  rankedLastWeek: boolean;
  standing: Standing;
}): string {
  if (!input.hasSchool) return NO_SCHOOL_REGION_MESSAGE;
  if (input.zipArea === null) return NO_REGION_MESSAGE;
  return standingMessage(
    { kind: "region", zipArea: input.zipArea },
    input.rankedLastWeek,
    input.standing,
  );
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
