// The password reset command handlers: issue a link for an email login, email it to the
// account's own address, and set a new password with it. The token is 32 random bytes
// (base64url) that exist only in the email; the log and the read table keep its keyed hash
// (HMAC-SHA256 under a key derived from the master key for this purpose alone). The decision
// rules (30 minutes, once, the newest link only) are the domain's (domain/identity/password-reset/).
import { randomBytes } from "node:crypto";
import { loginDecider } from "../../domain/identity/login/decider.ts";
import { loginStream, parseLoginEvent } from "../../domain/identity/login/events.ts";
import { ResetLinkRefused, usableLink } from "../../domain/identity/password-reset/decide.ts";
import { passwordResetDecider } from "../../domain/identity/password-reset/decider.ts";
import {
  parsePasswordResetEvent,
  passwordResetStream,
} from "../../domain/identity/password-reset/events.ts";
import type { Position, StoredEvent } from "../../eventstore/port.ts";
import { keyedHash } from "../../vault/vault.ts";
import { handleCommand, loadStream } from "../commands.ts";
import type { ApiDeps } from "../deps.ts";
import type { Mailer } from "../mail/mailer.ts";
import { HttpError } from "../plugins/errors.ts";
import { deleteUserSessions } from "../plugins/session-store.ts";
import { settle } from "../read-your-writes.ts";
import type { Accounts } from "./accounts.ts";
import { findResetLinkOwner } from "./queries.ts";
import { resetLink, resetMail } from "./password-reset-mail.ts";
import { hashPassword, passwordProblem } from "./passwords.ts";

const TOKEN_BYTES = 32;
/** A token as the link carries it: 32 bytes in base64url, 43 characters. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const newResetToken = () => randomBytes(TOKEN_BYTES).toString("base64url");
const hashResetToken = (key: Buffer, token: string) => keyedHash(key, `password-reset:${token}`);

const parseReset = (e: StoredEvent) => parsePasswordResetEvent(e.type, e.data);
const parseLogin = (e: StoredEvent) => parseLoginEvent(e.type, e.data);

export type IssuedLink = { userId: string; token: string; position: Position | null };

export function createPasswordResets(deps: ApiDeps, accounts: Accounts, mailer: Mailer) {
  const now = () => deps.now();

  return {
    /**
     * Records a new link for the account that signs in with this email login, or does nothing
     * (null) when no account does, or it has no password. The token is made by the caller for
     * every request, so both cases do the same random and hashing work.
     */
    async issue(login: string, token: string): Promise<IssuedLink | null> {
      const { state, owner } = await accounts.findLogin(login);
      if (!owner || state.status !== "claimed" || state.passwordHash === null) return null;
      const result = await handleCommand({
        store: deps.store,
        stream: passwordResetStream(owner),
        decider: passwordResetDecider,
        parse: parseReset,
        command: {
          type: "RequestPasswordReset",
          userId: owner,
          login,
          tokenHash: hashResetToken(deps.keys.passwordReset, token),
        },
        context: { now: now() },
      });
      return { userId: owner, token, position: result.position };
    },

    /**
     * Emails the link to the address the account registered with, never the one typed in the
     * request: two spellings that fold to one login (upper case, Unicode look-alikes) may be two
     * mailboxes. Waits (bounded) for the read model that finds the link by its token first.
     */
    async deliver(link: IssuedLink): Promise<boolean> {
      const user = await accounts.userState(link.userId);
      const sealed = user.status === "registered" ? user.personal.email : null;
      const to = sealed ? await deps.vault.open(link.userId, sealed) : null;
      if (!to) return false;
      await settle(deps, link.position, ["password-resets"]);
      await mailer.send(resetMail(to, resetLink(deps.auth.publicUrl, link.token)));
      return true;
    },

    /**
     * Sets a new password with a link's token: the link is checked (ResetLinkRefused names the
     * problem), then the password policy, then the link is spent and the login's password
     * replaced, and every session of the account is ended. Returns the account and its login.
     */
    async confirm(token: string, password: string): Promise<{ userId: string; login: string }> {
      const tokenHash = hashResetToken(deps.keys.passwordReset, token);
      const userId = await findResetLinkOwner(deps.pool, tokenHash);
      if (!userId) throw new ResetLinkRefused("unknown");
      const stream = passwordResetStream(userId);
      const loaded = await loadStream(deps.store, stream, passwordResetDecider, parseReset);
      // Checked before the password, so a dead link is named as such, and costs no scrypt.
      const link = usableLink(loaded.state, tokenHash, now());
      const user = await accounts.userState(userId);
      if (user.status !== "registered") throw new ResetLinkRefused("unknown");
      const email = user.personal.email ? await deps.vault.open(userId, user.personal.email) : null;
      const problem = passwordProblem(password, email ?? "");
      if (problem) throw new HttpError(400, problem);
      // Hashed as registration hashes, and sealed under the account's key like LoginClaimed's.
      const passwordHash = await deps.vault.seal(userId, await hashPassword(password));
      // The link is spent first: the stream's expected version lets one of two racing uses
      // through (the other is decided again and refused as used). Should the second append
      // fail, the link is spent and the password unchanged: the student asks for a new link.
      await handleCommand({
        store: deps.store,
        stream,
        decider: passwordResetDecider,
        parse: parseReset,
        command: { type: "CompletePasswordReset", userId, tokenHash },
        context: { now: now() },
      });
      await handleCommand({
        store: deps.store,
        stream: loginStream(link.login),
        decider: loginDecider,
        parse: parseLogin,
        command: { type: "ChangePassword", userId, passwordHash },
        context: undefined,
      });
      await deleteUserSessions(deps.pool, userId);
      return { userId, login: link.login };
    },
  };
}

export type PasswordResets = ReturnType<typeof createPasswordResets>;
