// What onboarding, the username screen and progress change on a user's stream: demographics,
// school, SAT date, goal score, time zone and username. The user decider (decider.ts) hands
// these commands here once it knows the account is registered. Each command is idempotent: choosing what is already chosen
// records nothing.
import { assertNever, CommandRefused, refusal } from "../../decider.ts";
import { goalScoreProblem } from "../../practice/goal-score.ts";
import { latestSatDate, SAT_DATE_MAX_YEARS_AHEAD } from "../onboarding-rules.ts";
import { sealed } from "../sealed.ts";
import type { UserEvent } from "./events.ts";
import type { ProfileState } from "./state.ts";

/**
 * A username may be changed once every 30 days: often enough to fix a name a student regrets,
 * rare enough that friends and leaderboards can still tell who is who. Choosing the first one
 * (onboarding) does not count, so a student can change it once right after.
 */
const USERNAME_CHANGE_INTERVAL_DAYS = 30;
const DAY_MS = 86_400_000;

/** The instant from which this student may change their username again; null = now. */
function nextUsernameChange(profile: ProfileState, now: Date): Date | null {
  if (profile.usernameChangedAt === null) return null;
  const next = new Date(
    Date.parse(profile.usernameChangedAt) + USERNAME_CHANGE_INTERVAL_DAYS * DAY_MS,
  );
  return next > now ? next : null;
}

/** Refuses a change of username within the interval, naming the day it becomes possible. */
export function assertUsernameChangeAllowed(profile: ProfileState, now: Date): void {
  if (profile.username === null) return;
  const next = nextUsernameChange(profile, now);
  if (next === null) return;
  const day = next.toLocaleDateString("en-US", {
    timeZone: profile.timeZone ?? "UTC",
    month: "long",
    day: "numeric",
    year: "numeric",
  });
  throw new CommandRefused(profileRefusals.usernameChangedRecently(day));
}

export type ProfileCommand =
  | {
      type: "RecordDemographics";
      /** Sealed by the vault before the command is made. */
      firstName: string;
      lastName: string;
      gradeLevel: "9" | "10" | "11" | "12";
      satHistory: "never" | "once" | "multiple";
      /** The browser's time zone, sent with the first form; recorded in the same append. */
      timeZone?: string;
    }
  | {
      type: "ChooseSchool";
      schoolId: string | null;
      /** The directory's name, or (schoolId null) the typed name sealed by the vault. */
      name: string;
      zip: string | null;
      /**
       * A typed school's group key, computed by the API (it holds the key): the keyed hash of
       * the normalised name, or null when it normalises to nothing. Null for a directory school.
       */
      typedSchoolKey: string | null;
    }
  | { type: "ChooseSatDate"; satDate: string }
  /** A goal score to measure readiness against, or null to remove it. */
  | { type: "SetGoalScore"; goalScore: number | null }
  | { type: "SetTimeZone"; timeZone: string }
  | {
      type: "ChooseUsername";
      /** Sealed by the vault before the command is made, like the names. */
      username: string;
      /** The current username sealed afresh (a legacy one was in the clear); null for a first. */
      previous: string | null;
      /** The claim key the API computed (it holds the key): the new claim stream's name. */
      claim: string;
    };

/** What the profile commands refuse, each with its stable code; messages name the field. */
export const profileRefusals = {
  schoolRequired: refusal("invalid", "school-required", "school: is required"),
  schoolNotSealed: refusal("invalid", "school-not-sealed", "school: a typed school must be sealed"),
  schoolKeyNotAllowed: refusal(
    "invalid",
    "school-key-not-allowed",
    "school: a directory school has no typed-school key",
  ),
  satDateNotReal: refusal(
    "invalid",
    "sat-date-not-real",
    "satDate: must be a real date like 2027-03-13",
  ),
  satDatePast: refusal("invalid", "sat-date-past", "satDate: must not be in the past"),
  satDateTooFar: (latest: string) =>
    refusal(
      "invalid",
      "sat-date-too-far",
      `satDate: must be within ${SAT_DATE_MAX_YEARS_AHEAD} years of today (on or before ${longDate(latest)})`,
    ),
  goalScoreInvalid: (problem: string) =>
    refusal("invalid", "goal-score-invalid", `goalScore: ${problem}`),
  timeZoneInvalid: refusal(
    "invalid",
    "time-zone-invalid",
    "timeZone: must be a time zone like America/Chicago",
  ),
  usernameNotSealed: refusal("invalid", "username-not-sealed", "username: must be sealed"),
  previousUsernameNotSealed: refusal(
    "invalid",
    "previous-username-not-sealed",
    "username: the previous username must be sealed",
  ),
  /** `day`: when a change is possible again, as the student reads it. */
  usernameChangedRecently: (day: string) =>
    refusal(
      "conflict",
      "username-changed-recently",
      `You changed your username recently. You can change it again on ${day}.`,
    ),
} as const;

/** True for an IANA zone this runtime knows ("America/Chicago"), false for anything else. */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone.length <= 64;
  } catch {
    return false;
  }
}

/** The calendar date (yyyy-MM-dd) at this instant in this time zone. */
export function dateIn(now: Date, timeZone: string): string {
  // en-CA formats as yyyy-MM-dd.
  return new Intl.DateTimeFormat("en-CA", { timeZone }).format(now);
}

/** A calendar day as the student reads it: "November 21, 2028". */
function longDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", {
    timeZone: "UTC",
    month: "long",
    day: "numeric",
    year: "numeric",
  });
}

/** True when yyyy-MM-dd names a day that exists (not 2027-02-30). */
export function isRealDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function decideProfile(
  command: ProfileCommand,
  userId: string,
  profile: ProfileState,
  now: Date,
): UserEvent[] {
  switch (command.type) {
    case "RecordDemographics": {
      const zone = command.timeZone;
      return [
        {
          type: "DemographicsRecorded",
          data: {
            userId,
            firstName: command.firstName,
            lastName: command.lastName,
            gradeLevel: command.gradeLevel,
            satHistory: command.satHistory,
          },
        },
        ...(zone === undefined
          ? []
          : decideProfile({ type: "SetTimeZone", timeZone: zone }, userId, profile, now)),
      ];
    }
    case "ChooseSchool": {
      const name = command.name.trim();
      if (!name) throw new CommandRefused(profileRefusals.schoolRequired);
      if (command.schoolId === null && !sealed.safeParse(name).success) {
        // Free text a student typed is personal data: it is never recorded in the clear.
        throw new CommandRefused(profileRefusals.schoolNotSealed);
      }
      if (command.schoolId !== null && command.typedSchoolKey !== null) {
        throw new CommandRefused(profileRefusals.schoolKeyNotAllowed);
      }
      const current = profile.school;
      if (current && current.id === command.schoolId && current.name === name) return [];
      return [
        {
          type: "SchoolChosen",
          data: {
            userId,
            schoolId: command.schoolId,
            name,
            zip: command.zip,
            typedSchoolKey: command.typedSchoolKey,
          },
        },
      ];
    }
    case "ChooseSatDate": {
      if (!isRealDate(command.satDate)) {
        throw new CommandRefused(profileRefusals.satDateNotReal);
      }
      // "Today" is the student's, when the browser told us their time zone.
      const today = dateIn(now, profile.timeZone ?? "UTC");
      if (command.satDate < today) {
        throw new CommandRefused(profileRefusals.satDatePast);
      }
      const latest = latestSatDate(today);
      if (command.satDate > latest) {
        throw new CommandRefused(profileRefusals.satDateTooFar(latest));
      }
      if (profile.satDate === command.satDate) return [];
      return [{ type: "SatDateChosen", data: { userId, satDate: command.satDate } }];
    }
    case "SetGoalScore": {
      const goal = command.goalScore;
      const problem = goal === null ? null : goalScoreProblem(goal);
      if (problem !== null) throw new CommandRefused(profileRefusals.goalScoreInvalid(problem));
      if (profile.goalScore === goal) return [];
      return [{ type: "GoalScoreSet", data: { userId, goalScore: goal } }];
    }
    case "SetTimeZone":
      if (!isTimeZone(command.timeZone)) {
        throw new CommandRefused(profileRefusals.timeZoneInvalid);
      }
      if (profile.timeZone === command.timeZone) return [];
      return [{ type: "TimeZoneSet", data: { userId, timeZone: command.timeZone } }];
    case "ChooseUsername": {
      // A username can be a real name: it is never recorded in the clear. Sealing is new each
      // time, so a repeat of the current name is told apart by the API, which can open it.
      if (!sealed.safeParse(command.username).success) {
        throw new CommandRefused(profileRefusals.usernameNotSealed);
      }
      const previous = profile.username === null ? null : command.previous;
      if (profile.username !== null && (previous === null || !sealed.safeParse(previous).success)) {
        throw new CommandRefused(profileRefusals.previousUsernameNotSealed);
      }
      if (profile.username === command.username) return [];
      assertUsernameChangeAllowed(profile, now);
      return [
        {
          type: "UsernameChosen",
          data: {
            userId,
            username: command.username,
            previous,
            claim: command.claim,
            chosenAt: now.toISOString(),
          },
        },
      ];
    }
    default:
      return assertNever(command);
  }
}
