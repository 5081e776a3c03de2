// What the API is built from. The composition root (cli/) creates these and passes them in;
// no module under api/ opens a connection of its own.
import type { SessionStore } from "@fastify/session";
import type { FastifyBaseLogger } from "fastify";
import type { DatabasePool } from "../database/pool.ts";
import type { EventStore } from "../eventstore/port.ts";
import type { CheckpointWatch } from "../database/projection-status.ts";
import type { TimeTravel } from "../database/time-travel.ts";
import { deriveSubkey, type Vault } from "../vault/vault.ts";
import type { ProjectionRebuilds } from "./admin/rebuilds.ts";
import type { Mailer } from "./mail/mailer.ts";

export type OidcProviderId = "google" | "apple" | "x";

export type OidcProviderConfig = {
  issuer: string;
  clientId: string;
  /** Absent for public clients (PKCE only). */
  clientSecret?: string;
  scope: string;
};

export type AuthOptions = {
  /** The site's public origin (https://…), used for OpenID Connect redirect URIs. */
  publicUrl: string;
  /** Accounts with these emails (lower case) are granted the admin role when they sign in. */
  adminEmails: readonly string[];
  /** Accounts with these emails (lower case) are granted the analyst role when they sign in. */
  analystEmails: readonly string[];
  providers: Partial<Record<OidcProviderId, OidcProviderConfig>>;
  /** A session unused this long is over. */
  sessionIdleMs: number;
  /** A session this old is over, however active. */
  sessionAbsoluteMs: number;
  /** Requests per minute per client address to any route (sign-in routes allow 30). */
  requestsPerMinute: number;
  /** Failed sign-ins allowed per 15 minutes before 429 (api/throttle.ts). */
  signInThrottle: { perAccount: number; perAddress: number };
  /** Password reset requests allowed per 15 minutes per email and per address before 429. */
  passwordResetThrottle: { perAccount: number; perAddress: number };
};

export type ApiDeps = {
  pool: DatabasePool;
  store: EventStore;
  vault: Vault;
  /** Derived from the master key (vault/vault.ts deriveSubkey), one per purpose. */
  keys: {
    session: Buffer;
    lookup: Buffer;
    passwordReset: Buffer;
    schoolGroup: Buffer;
    /** Turns account ids into the pseudonymous ids analysts see (api/analyst/pseudonym.ts). */
    analystPseudonym: Buffer;
    /** Keys the HMAC that derives a question report's id (api/questions/reports.ts). */
    questionReportId: Buffer;
    /** Keys the HMAC that turns another student's account id into the handle one viewer sees
     *  (api/friends/handles.ts). */
    friendHandle: Buffer;
    /** Keys the hashes that name username claim streams (api/onboarding/usernames.ts). */
    usernameClaim: Buffer;
  };
  /** The Postgres session store (api/plugins/session-store.ts, over the `sessions` table). */
  sessionStore: SessionStore;
  auth: AuthOptions;
  /** pino, shared with the projector by the composition root. */
  log: FastifyBaseLogger;
  /** The projections the projector runs (by name): health reports on each. */
  projections: readonly string[];
  /** Folder of the built SPA; absent when only the API is served (e.g. under `npm run dev`). */
  webRoot?: string;
  /** Trust X-Forwarded-* (true, or the proxies' addresses): for client addresses and https. */
  trustProxy?: boolean | string;
  /** The clock every route reads (time comes in: tests and the clock-offset file set it). */
  now: () => Date;
  /**
   * The projector's checkpoints as this process learns them (from the projector in the process,
   * or its notifications): requests wait for their session's writes on memory.
   */
  checkpoints?: CheckpointWatch;
  /**
   * Where email goes (api/mail/mailer.ts): SMTP, or the outbox folder. The password reset
   * routes exist only with one; `serve` and the tests always give one, a benchmark none.
   */
  mailer?: Mailer;
  /**
   * Projection rebuilds started from /admin (projections/rebuild-runner.ts, made by the
   * composition root). The rebuild routes exist only with it; `serve` and the tests give one.
   */
  rebuilds?: ProjectionRebuilds;
  /**
   * Progress as of a past day (projections/time-travel.ts, made by the composition root): the
   * ?asOf= reads exist only with it; `serve` and the tests give one.
   */
  timeTravel?: TimeTravel;
};

/** The API's keys, each derived from the master key for one purpose. */
export function deriveApiKeys(masterKey: Buffer): ApiDeps["keys"] {
  return {
    session: deriveSubkey(masterKey, "session-cookie"),
    lookup: deriveSubkey(masterKey, "lookup"),
    passwordReset: deriveSubkey(masterKey, "password-reset-token"),
    /** Keyed hashes of typed school names: students who typed the same school share a group. */
    schoolGroup: deriveSubkey(masterKey, "typed-school-group"),
    analystPseudonym: deriveSubkey(masterKey, "analyst-pseudonym"),
    questionReportId: deriveSubkey(masterKey, "question-report-id"),
    friendHandle: deriveSubkey(masterKey, "friend-handle"),
    usernameClaim: deriveSubkey(masterKey, "username-claim"),
  };
}
