// The user decider (stream user-<userId>): registration, roles, the diagnostic flag, the
// profile (onboarding and username, in profile.ts), erasure.
// Personal fields arrive already sealed; only the birth year also arrives in the clear, for the
// age rule, and never leaves this function except sealed.
import { assertNever, CommandRefused, type Decider } from "../decider.ts";
import { assertBirthYear } from "./age.ts";
import type { IdentityEvent, Provider, Role } from "./events.ts";
import {
  decideProfile,
  emptyProfile,
  evolveProfile,
  type ProfileCommand,
  type ProfileState,
} from "./profile.ts";

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

/** The account's personal fields as the events recorded them: sealed by the vault, or null. */
export type PersonalFields = {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
};

export type SealedProfile = {
  email: string | null;
  emailLookup: string | null;
  birthYear: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
};

export type UserCommand =
  | {
      type: "RegisterUser";
      userId: string;
      provider: Provider;
      login: string;
      /** In the clear only for the age rule; the event carries sealed.birthYear. */
      birthYear: number;
      sealed: SealedProfile;
    }
  | { type: "GrantAdminRole"; source: "ADMIN_EMAILS" | "cli" }
  | { type: "RevokeAdminRole"; source: "cli" }
  | { type: "GrantAnalystRole"; source: "ANALYST_EMAILS" | "cli" }
  | { type: "RevokeAnalystRole"; source: "cli" }
  | { type: "CompleteDiagnostic" }
  | { type: "EraseUser" }
  | { type: "SetRankingVisibility"; hidden: boolean }
  | ProfileCommand;

export type UserContext = { now: Date };

function registered(state: UserState) {
  if (state.status !== "registered") throw new CommandRefused("not-found", "No such account.");
  return state;
}

export const userDecider: Decider<UserCommand, IdentityEvent, UserState, UserContext> = {
  initialState: { status: "none" },

  decide(command, state, { now }) {
    switch (command.type) {
      case "RegisterUser": {
        if (state.status !== "none") {
          throw new CommandRefused("conflict", "This account already exists.");
        }
        assertBirthYear(command.birthYear, now);
        return [
          {
            type: "UserRegistered",
            data: {
              userId: command.userId,
              provider: command.provider,
              login: command.login,
              ...command.sealed,
            },
          },
        ];
      }
      case "GrantAdminRole": {
        const user = registered(state);
        if (user.role === "admin") return [];
        return [
          { type: "AdminRoleGranted", data: { userId: user.userId, source: command.source } },
        ];
      }
      case "RevokeAdminRole": {
        const user = registered(state);
        if (user.role !== "admin") return [];
        return [
          { type: "AdminRoleRevoked", data: { userId: user.userId, source: command.source } },
        ];
      }
      case "GrantAnalystRole": {
        const user = registered(state);
        if (user.analyst) return [];
        return [
          { type: "AnalystRoleGranted", data: { userId: user.userId, source: command.source } },
        ];
      }
      case "RevokeAnalystRole": {
        const user = registered(state);
        if (!user.analyst) return [];
        return [
          { type: "AnalystRoleRevoked", data: { userId: user.userId, source: command.source } },
        ];
      }
      case "CompleteDiagnostic": {
        const user = registered(state);
        if (user.diagnosticCompleted) return [];
        return [{ type: "DiagnosticCompleted", data: { userId: user.userId } }];
      }
      case "SetRankingVisibility": {
        const user = registered(state);
        if (user.rankingHidden === command.hidden) return [];
        return [
          {
            type: "RankingVisibilitySet",
            data: { userId: user.userId, hidden: command.hidden },
          },
        ];
      }
      case "EraseUser": {
        if (state.status === "erased") return [];
        const user = registered(state);
        return [{ type: "UserErased", data: { userId: user.userId } }];
      }
      case "RecordDemographics":
      case "ChooseSchool":
      case "ChooseSatDate":
      case "SetGoalScore":
      case "SetTimeZone":
      case "ChooseUsername": {
        const user = registered(state);
        return decideProfile(command, user.userId, user.profile, now);
      }
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
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
        return state.status === "registered"
          ? { ...state, rankingHidden: event.data.hidden }
          : state;
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
      case "LoginClaimed":
      case "LoginReleased":
      case "PasswordChanged":
      case "UsernameClaimed":
      case "UsernameReleased":
        return state;
      default:
        return assertNever(event);
    }
  },
};
