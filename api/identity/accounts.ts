// The identity command handlers: create an account, find the account behind a login, grant
// roles, mark the diagnostic complete, erase an account (its logins and username released). Each loads its stream, lets the domain
// decide, appends, and waits (bounded) for the users projection so the next read sees it.
import { randomUUID } from "node:crypto";
import { CommandRefused } from "../../domain/decider.ts";
import { assertBirthYear } from "../../domain/identity/age.ts";
import { loginDecider } from "../../domain/identity/login/decider.ts";
import { loginStream, parseLoginEvent, type Provider } from "../../domain/identity/login/events.ts";
import type { LoginState } from "../../domain/identity/login/state.ts";
import { userRefusals, type UserCommand } from "../../domain/identity/user/decide.ts";
import { userDecider } from "../../domain/identity/user/decider.ts";
import { parseUserEvent, userStream } from "../../domain/identity/user/events.ts";
import type { UserState } from "../../domain/identity/user/state.ts";
import { usernameClaimDecider } from "../../domain/identity/username-claim/decider.ts";
import { parseUsernameClaimEvent } from "../../domain/identity/username-claim/events.ts";
import type { Position, StoredEvent } from "../../eventstore/port.ts";
import { keyedHash } from "../../vault/vault.ts";
import { handleCommand, loadStream, type LoadedStream } from "../commands.ts";
import type { ApiDeps } from "../deps.ts";
import { settle } from "../read-your-writes.ts";
import { deleteUserSessions } from "../plugins/session-store.ts";
import { findUserIdByEmailLookup } from "./queries.ts";

const parseUser = (e: StoredEvent) => parseUserEvent(e.type, e.data);
const parseLogin = (e: StoredEvent) => parseLoginEvent(e.type, e.data);
const parseUsernameClaim = (e: StoredEvent) => parseUsernameClaimEvent(e.type, e.data);

const normalizeEmail = (email: string) => email.trim().normalize("NFC").toLowerCase();

/** The keyed hash the users read model stores to find an account by email. */
export const emailLookup = (lookupKey: Buffer, email: string) =>
  keyedHash(lookupKey, `email:${normalizeEmail(email)}`);

/** The roles an operator grants and revokes by email (`levelfield admin grant --role …`). */
export const grantableRoles = ["admin", "analyst"] as const;
export type GrantableRole = (typeof grantableRoles)[number];

const roleCommands = {
  admin: {
    grant: { type: "GrantAdminRole", source: "cli" },
    revoke: { type: "RevokeAdminRole", source: "cli" },
  },
  analyst: {
    grant: { type: "GrantAnalystRole", source: "cli" },
    revoke: { type: "RevokeAnalystRole", source: "cli" },
  },
} as const satisfies Record<GrantableRole, Record<"grant" | "revoke", UserCommand>>;

/**
 * Grants or revokes a role of the account with this email (`levelfield admin`), as an event
 * with source "cli", so every change of role is in the log. Null when no account has it.
 */
export async function setRoleByEmail(
  deps: Pick<ApiDeps, "pool" | "store" | "keys">,
  role: GrantableRole,
  email: string,
  grant: boolean,
): Promise<{ userId: string; changed: boolean } | null> {
  const userId = await findUserIdByEmailLookup(deps.pool, emailLookup(deps.keys.lookup, email));
  if (!userId) return null;
  const result = await handleCommand({
    store: deps.store,
    stream: userStream(userId),
    decider: userDecider,
    parse: parseUser,
    command: roleCommands[role][grant ? "grant" : "revoke"],
    context: { now: new Date() },
  });
  return { userId: userId, changed: result.events.length > 0 };
}

export type NewAccount = {
  provider: Provider;
  login: string;
  passwordHash: string | null;
  birthYear: number;
  email: string | null;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
};

/**
 * A login and who owns it. `owner` is the registered account that signs in with it. A claim
 * whose account has not registered yet is `pending` for CLAIM_LEASE_MS (the sign-up that made
 * it is between its two appends); after that, or once the account is erased, it is abandoned
 * and a new sign-up may take the login over.
 */
export type Login = { state: LoginState; owner: string | null; pending: boolean };

const CLAIM_LEASE_MS = 60_000;

/**
 * Whether a claim (of a login or a username) appended at `lastRecordedAt` is still within its
 * lease. The wall clock, not deps.now: recordedAt is the database's time.
 */
export function withinClaimLease(lastRecordedAt: Date | null): boolean {
  return lastRecordedAt !== null && Date.now() - lastRecordedAt.getTime() < CLAIM_LEASE_MS;
}

export function createAccounts(deps: ApiDeps) {
  const now = () => deps.now();
  const lookup = (value: string) => keyedHash(deps.keys.lookup, value);

  async function userState(userId: string): Promise<UserState> {
    return (await loadStream(deps.store, userStream(userId), userDecider, parseUser)).state;
  }

  const settleUsers = (position: Position | null) => settle(deps, position, ["users"]);

  async function runUserCommand(userId: string, command: UserCommand) {
    const result = await handleCommand({
      store: deps.store,
      stream: userStream(userId),
      decider: userDecider,
      parse: parseUser,
      command,
      context: { now: now() },
    });
    await settleUsers(result.position);
    return result;
  }

  function loginFrom(loaded: LoadedStream<LoginState>, claimant: UserState | null): Login {
    const { state, lastRecordedAt } = loaded;
    if (state.status !== "claimed" || !claimant) return { state, owner: null, pending: false };
    return {
      state,
      owner: claimant.status === "registered" ? state.userId : null,
      pending: claimant.status === "none" && withinClaimLease(lastRecordedAt),
    };
  }

  async function claimantOf(state: LoginState) {
    return state.status === "claimed" ? userState(state.userId) : null;
  }

  async function findLogin(login: string): Promise<Login> {
    const loaded = await loadStream(deps.store, loginStream(login), loginDecider, parseLogin);
    return loginFrom(loaded, await claimantOf(loaded.state));
  }

  return {
    /** The login stream key for an email address: a keyed hash, never the address. */
    emailLogin: (email: string) => lookup(`login:email:${normalizeEmail(email)}`),
    oidcLogin: (provider: string, issuer: string, subject: string) =>
      lookup(`login:oidc:${provider}:${issuer}:${subject}`),

    findLogin,

    /**
     * Creates the account: claims the login (exactly one of two racing sign-ups wins), then
     * registers the user. The birth year is checked before anything is written.
     */
    async register(account: NewAccount): Promise<string> {
      const userId = randomUUID();
      // Refuse an under-age or invalid sign-up before anything is sealed or written.
      assertBirthYear(account.birthYear, now());
      const given = (value: string | null | undefined) => value ?? undefined;
      const fields = await deps.vault.sealFields(userId, {
        email: given(account.email),
        birthYear: String(account.birthYear),
        firstName: given(account.firstName),
        lastName: given(account.lastName),
        profileImageUrl: given(account.profileImageUrl),
        passwordHash: given(account.passwordHash),
      });
      const sealed = {
        email: fields.email ?? null,
        emailLookup: account.email ? emailLookup(deps.keys.lookup, account.email) : null,
        birthYear: fields.birthYear!,
        firstName: fields.firstName ?? null,
        lastName: fields.lastName ?? null,
        profileImageUrl: fields.profileImageUrl ?? null,
      };
      const passwordHash = fields.passwordHash ?? null;
      try {
        // Exactly one of two racing sign-ups appends its claim; the other decides again on the
        // fresh stream, where the winner's claim is pending or owned, and is refused.
        await handleCommand({
          store: deps.store,
          stream: loginStream(account.login),
          decider: loginDecider,
          parse: parseLogin,
          command: async (loaded) => {
            const login = loginFrom(loaded, await claimantOf(loaded.state));
            return {
              type: "ClaimLogin" as const,
              userId,
              provider: account.provider,
              passwordHash,
              claimantIsLive: login.owner !== null || login.pending,
            };
          },
          context: undefined,
        });
        await runUserCommand(userId, {
          type: "RegisterUser",
          userId,
          provider: account.provider,
          login: account.login,
          birthYear: account.birthYear,
          sealed,
        });
      } catch (error) {
        // The account was not created (a claim it may have left is abandoned after the lease):
        // shred the key its fields were sealed with.
        await deps.vault.forget(userId);
        throw error;
      }
      return userId;
    },

    userState,
    /** Runs a command on the user's stream and waits (bounded) for the users read model. */
    runUserCommand,

    /** The roles ADMIN_EMAILS and ANALYST_EMAILS give this email, granted at sign-in. */
    async grantRolesIfListed(userId: string, email: string | null) {
      if (!email) return;
      const normalized = normalizeEmail(email);
      if (deps.auth.adminEmails.includes(normalized)) {
        await runUserCommand(userId, { type: "GrantAdminRole", source: "ADMIN_EMAILS" });
      }
      if (deps.auth.analystEmails.includes(normalized)) {
        await runUserCommand(userId, { type: "GrantAnalystRole", source: "ANALYST_EMAILS" });
      }
    },

    async completeDiagnostic(userId: string) {
      await runUserCommand(userId, { type: "CompleteDiagnostic" });
    },

    /**
     * Erases the account: UserErased (the users projection deletes its row), every login
     * released, the data key forgotten (sealed fields in the log become unreadable), and every
     * session of the user deleted. Safe to repeat after a crash part way.
     */
    async erase(userId: string) {
      const state = await userState(userId);
      if (state.status === "none") throw new CommandRefused(userRefusals.noSuchAccount);
      await runUserCommand(userId, { type: "EraseUser" });
      for (const login of state.logins) {
        await handleCommand({
          store: deps.store,
          stream: loginStream(login),
          decider: loginDecider,
          parse: parseLogin,
          command: { type: "ReleaseLogin", userId },
          context: undefined,
        });
      }
      const usernameStream =
        state.status === "registered" ? state.profile.usernameStream : state.usernameStream;
      if (usernameStream) {
        await handleCommand({
          store: deps.store,
          stream: usernameStream,
          decider: usernameClaimDecider,
          parse: parseUsernameClaim,
          command: { type: "ReleaseUsername", userId },
          context: undefined,
        });
      }
      await deps.vault.forget(userId);
      await deleteUserSessions(deps.pool, userId);
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
