// One decision per user command (stream user-<userId>): registration, roles, the diagnostic
// flag, the rankings' visibility, erasure; the profile's commands are decided in
// decide-profile.ts once the account is known to be registered.
// Personal fields arrive already sealed; only the birth year also arrives in the clear, for the
// age rule, and never leaves this function except sealed.
import { CommandRefused, refusal } from "../../decider.ts";
import { assertBirthYear } from "../age.ts";
import type { Provider } from "../login/events.ts";
import type { ProfileCommand } from "./decide-profile.ts";
import type { UserEvent } from "./events.ts";
import type { UserState } from "./state.ts";

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

/** What the account commands refuse, each with its stable code (the age rule's: ../age.ts). */
export const userRefusals = {
  noSuchAccount: refusal("not-found", "no-such-account", "No such account."),
  exists: refusal("conflict", "account-exists", "This account already exists."),
} as const;

type Command<T extends UserCommand["type"]> = Extract<UserCommand, { type: T }>;

/** The registered account a command needs; refused when there is none. */
export function registered(state: UserState) {
  if (state.status !== "registered") throw new CommandRefused(userRefusals.noSuchAccount);
  return state;
}

export function registerUser(
  command: Command<"RegisterUser">,
  state: UserState,
  { now }: UserContext,
): UserEvent[] {
  if (state.status !== "none") {
    throw new CommandRefused(userRefusals.exists);
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

export function grantAdminRole(command: Command<"GrantAdminRole">, state: UserState): UserEvent[] {
  const user = registered(state);
  if (user.role === "admin") return [];
  return [{ type: "AdminRoleGranted", data: { userId: user.userId, source: command.source } }];
}

export function revokeAdminRole(
  command: Command<"RevokeAdminRole">,
  state: UserState,
): UserEvent[] {
  const user = registered(state);
  if (user.role !== "admin") return [];
  return [{ type: "AdminRoleRevoked", data: { userId: user.userId, source: command.source } }];
}

export function grantAnalystRole(
  command: Command<"GrantAnalystRole">,
  state: UserState,
): UserEvent[] {
  const user = registered(state);
  if (user.analyst) return [];
  return [{ type: "AnalystRoleGranted", data: { userId: user.userId, source: command.source } }];
}

export function revokeAnalystRole(
  command: Command<"RevokeAnalystRole">,
  state: UserState,
): UserEvent[] {
  const user = registered(state);
  if (!user.analyst) return [];
  return [{ type: "AnalystRoleRevoked", data: { userId: user.userId, source: command.source } }];
}

export function completeDiagnostic(state: UserState): UserEvent[] {
  const user = registered(state);
  if (user.diagnosticCompleted) return [];
  return [{ type: "DiagnosticCompleted", data: { userId: user.userId } }];
}

export function setRankingVisibility(
  command: Command<"SetRankingVisibility">,
  state: UserState,
): UserEvent[] {
  const user = registered(state);
  if (user.rankingHidden === command.hidden) return [];
  return [{ type: "RankingVisibilitySet", data: { userId: user.userId, hidden: command.hidden } }];
}

export function eraseUser(state: UserState): UserEvent[] {
  if (state.status === "erased") return [];
  const user = registered(state);
  return [{ type: "UserErased", data: { userId: user.userId } }];
}
