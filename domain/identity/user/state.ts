// An account as its user stream has it: none yet, registered (roles, flags, the profile), or
// erased (what erasure still has to release). `evolve` applies what was recorded; it decides
// nothing.
import { assertNever } from "../../decider.ts";
import type { Provider } from "../login/events.ts";
import { claimStreamOf } from "../username-claim/events.ts";
import type { Role, UserEvent } from "./events.ts";

/** What onboarding, the username screen and progress set: the profile. */
export type ProfileState = {
  gradeLevel: string | null;
  school: { id: string | null; name: string } | null;
  satDate: string | null;
  /** The SAT total the student aims for (GoalScoreSet); null: none set. */
  goalScore: number | null;
  timeZone: string | null;
  /** As recorded: sealed (in the clear on events before 2026-11-28). */
  username: string | null;
  /** The claim stream the username is held on (username-<claim>, or a legacy one). */
  usernameStream: string | null;
  /** When the username was last changed (not first chosen), for the change limit. */
  usernameChangedAt: string | null;
};

export const emptyProfile: ProfileState = {
  gradeLevel: null,
  school: null,
  satDate: null,
  goalScore: null,
  timeZone: null,
  username: null,
  usernameStream: null,
  usernameChangedAt: null,
};

/** The account's personal fields as the events recorded them: sealed by the vault, or null. */
export type PersonalFields = {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
};

export type UserState =
  | { status: "none" }
  | {
      status: "registered";
      userId: string;
      provider: Provider;
      /** As recorded (sealed): what the account's owner is shown of themselves. */
      personal: PersonalFields;
      role: Role;
      /** Holds the analyst role (AnalystRoleGranted), whatever `role` is: admins are not
       *  analysts unless granted it too. */
      analyst: boolean;
      diagnosticCompleted: boolean;
      /** Hidden from other students' rankings (RankingVisibilitySet). */
      rankingHidden: boolean;
      logins: string[];
      profile: ProfileState;
    }
  | {
      status: "erased";
      userId: string;
      logins: string[];
      /** The claim stream of the username held at erasure, to release it. */
      usernameStream: string | null;
    };

export const initialUserState: UserState = { status: "none" };

/** The profile after one of its events; other events leave it as it is. */
export function evolveProfile(profile: ProfileState, event: UserEvent): ProfileState {
  switch (event.type) {
    case "DemographicsRecorded":
      return { ...profile, gradeLevel: event.data.gradeLevel };
    case "SchoolChosen":
      return { ...profile, school: { id: event.data.schoolId, name: event.data.name } };
    case "SatDateChosen":
      return { ...profile, satDate: event.data.satDate };
    case "GoalScoreSet":
      return { ...profile, goalScore: event.data.goalScore };
    case "TimeZoneSet":
      return { ...profile, timeZone: event.data.timeZone };
    case "UsernameChosen":
      return {
        ...profile,
        username: event.data.username,
        usernameStream: claimStreamOf(event.data),
        // A change (not the first choice) starts the interval; an old event without its time
        // leaves none to wait.
        usernameChangedAt:
          event.data.previous !== null ? (event.data.chosenAt ?? null) : profile.usernameChangedAt,
      };
    default:
      return profile;
  }
}

export function evolve(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case "UserRegistered":
      return {
        status: "registered",
        userId: event.data.userId,
        provider: event.data.provider,
        personal: {
          email: event.data.email,
          firstName: event.data.firstName,
          lastName: event.data.lastName,
          profileImageUrl: event.data.profileImageUrl,
        },
        role: "student",
        analyst: false,
        diagnosticCompleted: false,
        rankingHidden: false,
        logins: [event.data.login],
        profile: emptyProfile,
      };
    case "AdminRoleGranted":
      return state.status === "registered" ? { ...state, role: "admin" } : state;
    case "AdminRoleRevoked":
      return state.status === "registered" ? { ...state, role: "student" } : state;
    case "AnalystRoleGranted":
      return state.status === "registered" ? { ...state, analyst: true } : state;
    case "AnalystRoleRevoked":
      return state.status === "registered" ? { ...state, analyst: false } : state;
    case "DiagnosticCompleted":
      return state.status === "registered" ? { ...state, diagnosticCompleted: true } : state;
    case "RankingVisibilitySet":
      return state.status === "registered" ? { ...state, rankingHidden: event.data.hidden } : state;
    case "UserErased":
      return state.status === "registered"
        ? {
            status: "erased",
            userId: state.userId,
            logins: state.logins,
            usernameStream: state.profile.usernameStream,
          }
        : state;
    case "DemographicsRecorded":
      return state.status === "registered"
        ? {
            ...state,
            personal: {
              ...state.personal,
              firstName: event.data.firstName,
              lastName: event.data.lastName,
            },
            profile: evolveProfile(state.profile, event),
          }
        : state;
    case "SchoolChosen":
    case "SatDateChosen":
    case "GoalScoreSet":
    case "TimeZoneSet":
    case "UsernameChosen":
      return state.status === "registered"
        ? { ...state, profile: evolveProfile(state.profile, event) }
        : state;
    default:
      return assertNever(event);
  }
}
