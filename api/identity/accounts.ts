// The identity command handlers: create an account, find the account behind a login, grant
// roles, mark the diagnostic complete, erase an account. Each loads its stream, lets the domain
// decide, appends, and waits (bounded) for the users projection so the next read sees it.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { CommandRefused } from "../../domain/decider.ts";
import { assertBirthYear } from "../../domain/identity/age.ts";
import {
  parseIdentityEvent,
  loginStream,
  userStream,
  type IdentityEvent,
  type Provider,
} from "../../domain/identity/events.ts";
import { loginDecider, type LoginState } from "../../domain/identity/login.ts";
import { userDecider, type UserCommand, type UserState } from "../../domain/identity/user.ts";
import { sql } from "../../eventstore/database.ts";
import type { Position, StoredEvent } from "../../eventstore/port.ts";
import { waitUntilProjected } from "../../eventstore/projection-status.ts";
import { keyedHash } from "../../eventstore/vault.ts";
import { handleCommand, loadStream } from "../commands.ts";
import type { ApiDeps } from "../deps.ts";

const READ_YOUR_WRITES_TIMEOUT_MS = 5_000;
const parse = (e: StoredEvent): IdentityEvent => parseIdentityEvent(e.type, e.data);

export const normalizeEmail = (email: string) => email.trim().normalize("NFC").toLowerCase();

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

export type Login = { state: LoginState; claimantIsLive: boolean };

export function createAccounts(deps: ApiDeps) {
  const now = () => (deps.now ?? (() => new Date()))();
  const lookup = (value: string) => keyedHash(deps.keys.lookup, value);

  async function userState(userId: string): Promise<UserState> {
    return (await loadStream(deps.store, userStream(userId), userDecider, parse)).state;
  }

  async function settle(position: Position | null) {
    if (!position) return;
    const result = await waitUntilProjected(deps.pool, deps.store, position, {
      projections: ["users"],
      timeoutMs: READ_YOUR_WRITES_TIMEOUT_MS,
    });
    if (!result.ok) {
      deps.log.warn({ projection: result.projection, reason: result.reason }, "read model behind");
    }
  }

  async function runUserCommand(userId: string, command: UserCommand, metadata = {}) {
    const result = await handleCommand(
      deps.store,
      userStream(userId),
      userDecider,
      parse,
      command,
      { now: now() },
      metadata,
    );
    await settle(result.position);
    return result;
  }

  /** Who this login belongs to; a claim by an account that is not registered is dead. */
  async function findLogin(login: string): Promise<Login> {
    const { state } = await loadStream(deps.store, loginStream(login), loginDecider, parse);
    if (state.status !== "claimed") return { state, claimantIsLive: false };
    const claimant = await userState(state.userId);
    return { state, claimantIsLive: claimant.status === "registered" };
  }

  return {
    /** The login stream key for an email address: a keyed hash, never the address. */
    emailLogin: (email: string) => lookup(`login:email:${normalizeEmail(email)}`),
    oidcLogin: (provider: string, issuer: string, subject: string) =>
      lookup(`login:oidc:${provider}:${issuer}:${subject}`),
    emailLookup: (email: string) => lookup(`email:${normalizeEmail(email)}`),

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
        emailLookup: account.email ? lookup(`email:${normalizeEmail(account.email)}`) : null,
        birthYear: fields.birthYear!,
        firstName: fields.firstName ?? null,
        lastName: fields.lastName ?? null,
        profileImageUrl: fields.profileImageUrl ?? null,
      };
      const passwordHash = fields.passwordHash ?? null;
      try {
        for (let attempt = 1; ; attempt++) {
          const existing = await findLogin(account.login);
          try {
            await handleCommand(
              deps.store,
              loginStream(account.login),
              loginDecider,
              parse,
              {
                type: "ClaimLogin",
                userId,
                provider: account.provider,
                passwordHash,
                claimantIsLive: existing.claimantIsLive,
              },
              undefined,
            );
            break;
          } catch (error) {
            // Another sign-up with this login won the race in between: decide again.
            if (error instanceof CommandRefused || attempt >= 3) throw error;
          }
        }
        await runUserCommand(userId, {
          type: "RegisterUser",
          userId,
          provider: account.provider,
          login: account.login,
          birthYear: account.birthYear,
          sealed,
        });
      } catch (error) {
        // Nothing of this account was stored: its key has nothing to protect.
        await deps.vault.forget(userId);
        throw error;
      }
      return userId;
    },

    userState,

    async grantAdminIfListed(userId: string, email: string | null) {
      if (!email || !deps.auth.adminEmails.includes(normalizeEmail(email))) return;
      await runUserCommand(userId, { type: "GrantAdminRole", source: "ADMIN_EMAILS" });
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
      if (state.status === "none") throw new CommandRefused("not-found", "No such account.");
      await runUserCommand(userId, { type: "EraseUser" });
      for (const login of state.logins) {
        await handleCommand(
          deps.store,
          loginStream(login),
          loginDecider,
          parse,
          { type: "ReleaseLogin", userId },
          undefined,
        );
      }
      await deps.vault.forget(userId);
      await deps.pool.query(sql.type(z.object({}))`delete from sessions where user_id = ${userId}`);
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
