// Identity events: a stored contract. Each type has a zod schema; a changed shape gets a new
// version and an upcaster, never an edit in place.
//
// Personal data (email, names, birth year, picture) is only ever present sealed by the vault
// (`pd1.…`, vault/vault.ts): erasing a user forgets the key and these fields become noise.
import { z } from "zod";
import { eventCodec, streamName, type EventOf } from "../events.ts";
import { gradeLevels, satHistories } from "./onboarding-rules.ts";

/** A value sealed by the vault for the event's user. */
export const sealed = z.string().regex(/^pd1\.[^.]+\.[^.]+\.[^.]+$/, "must be a sealed value");

export const providers = ["email", "google", "apple", "x"] as const;
export const providerSchema = z.enum(providers);
export type Provider = z.infer<typeof providerSchema>;

export const roleSchema = z.enum(["student", "admin"]);
export type Role = z.infer<typeof roleSchema>;

const userId = z.uuid();

/** A calendar date as the spec writes it: yyyy-MM-dd. */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2027-03-13");

export const identityEventSchemas = {
  /** Stream user-<userId>: the account exists. */
  UserRegistered: z.object({
    userId,
    provider: providerSchema,
    /** The login stream (login-<key>) this account signs in with. */
    login: z.string().min(1),
    email: sealed.nullable(),
    /** Keyed hash of the normalised email, so an operator can find the account by email. */
    emailLookup: z.string().nullable(),
    birthYear: sealed,
    firstName: sealed.nullable(),
    lastName: sealed.nullable(),
    profileImageUrl: sealed.nullable(),
  }),
  /** Stream login-<key>: this email, or this provider's subject, signs in as userId. */
  LoginClaimed: z.object({
    userId,
    provider: providerSchema,
    /** scrypt hash of the password, sealed; null for OpenID Connect logins. */
    passwordHash: sealed.nullable(),
  }),
  /** Stream login-<key>: the login is free again (its account was erased). */
  LoginReleased: z.object({ userId }),
  /**
   * Stream login-<key>: the login's password was replaced through a password reset
   * (domain/identity/password-reset.ts). The new scrypt hash is sealed, like LoginClaimed's.
   */
  PasswordChanged: z.object({ userId, passwordHash: sealed }),
  /** Stream user-<userId>. */
  AdminRoleGranted: z.object({ userId, source: z.enum(["ADMIN_EMAILS", "cli"]) }),
  AdminRoleRevoked: z.object({ userId, source: z.enum(["cli"]) }),
  /**
   * Stream user-<userId>: the account may read students' learning histories (the /api/analyst
   * routes). Separate from the admin role: an account may hold either, both or neither.
   */
  AnalystRoleGranted: z.object({ userId, source: z.enum(["ANALYST_EMAILS", "cli"]) }),
  AnalystRoleRevoked: z.object({ userId, source: z.enum(["cli"]) }),
  DiagnosticCompleted: z.object({ userId }),
  /** Stream user-<userId>: onboarding's first form. Names are personal data: sealed. */
  DemographicsRecorded: z.object({
    userId,
    firstName: sealed,
    lastName: sealed,
    gradeLevel: z.enum(gradeLevels),
    satHistory: z.enum(satHistories),
  }),
  /**
   * Stream user-<userId>: the student's school. From the directory (schoolId, its public name,
   * and its ZIP for regional rankings) or typed freely (schoolId and zip null): text a student
   * types can name them, so a typed name is sealed like their names (events written before
   * 2026-11-25 may hold a typed name in the clear; the product had no students then).
   */
  SchoolChosen: z.object({
    userId,
    schoolId: z.string().nullable(),
    name: z.string().min(1),
    zip: z.string().nullable(),
    /**
     * A typed school's group key: a keyed hash (HMAC-SHA256 with the API's "typed-school-group"
     * subkey, base64url) of its normalised name (domain/rankings/groups.ts
     * normaliseSchoolName), so students who typed the same school share a school group without
     * the name ever being in the clear. Null for a directory school, or a typed name that
     * normalises to nothing. Absent on events recorded before it existed: unknown.
     */
    typedSchoolKey: z.string().min(1).nullable().optional(),
  }),
  /** Stream user-<userId>: the SAT the student is preparing for. */
  SatDateChosen: z.object({ userId, satDate: isoDate }),
  /**
   * Stream user-<userId>: the SAT total the student is aiming for (410–1600 in steps of 10,
   * domain/practice/goal-score.ts), which Test Readiness measures against; null: the goal was
   * removed.
   */
  GoalScoreSet: z.object({ userId, goalScore: z.number().int().nullable() }),
  /** Stream user-<userId>: the browser's IANA time zone: when "today" starts for streaks. */
  TimeZoneSet: z.object({ userId, timeZone: z.string().min(1) }),
  /**
   * Stream user-<userId>: the public username. A username can be a real name, so it is sealed
   * like the names (`previous`, the one it replaces, too): erasure shreds it with the key. The
   * projections open it while the account lives (other students see usernames), through the
   * projector's vault. Events recorded before 2026-11-28 hold both in the clear and have no
   * `claim`; they are still read as they are (docs/events.md).
   */
  UsernameChosen: z.object({
    userId,
    username: z.string().min(1),
    previous: z.string().nullable(),
    /**
     * The claim stream's key (username-<claim>): the keyed hash of the lower-case username
     * (HMAC-SHA256 with the API's "username-claim" subkey, base64url). Absent on events
     * recorded before it existed: their claim stream is username-<lower-case name>.
     */
    claim: z.string().min(1).optional(),
    /** When it was chosen (the change limit counts from a change). Absent on events recorded
     *  before the limit existed: such a change counts as long ago. */
    chosenAt: z.iso.datetime().optional(),
  }),
  /** Stream username-<claim>: this username belongs to userId (one owner at a time). */
  UsernameClaimed: z.object({ userId }),
  /** Stream username-<claim>: its owner moved to another username, or was erased. */
  UsernameReleased: z.object({ userId }),
  /**
   * Stream user-<userId>: whether the student is hidden from other students' weekly rankings
   * (counts, averages, percentiles, top performers, trending); they still see their own
   * standing. Absent: not hidden.
   */
  RankingVisibilitySet: z.object({ userId, hidden: z.boolean() }),
  /** Stream user-<userId>: the account and its personal data are gone (key shredded). */
  UserErased: z.object({ userId }),
} as const;

const identityEvents = eventCodec("identity", identityEventSchemas);
export type IdentityEvent = EventOf<typeof identityEventSchemas>;
export const parseIdentityEvent = identityEvents.parse;

export const userStream = streamName("user");
export const loginStream = streamName("login");
/**
 * A username's claim stream, named by its claim key (the keyed hash of the lower-case name,
 * computed by the API, which holds the key): usernames are unique whatever their case, and the
 * stream's name says nothing of the name.
 */
export const usernameClaimStream = streamName("username");
/**
 * The claim stream of a username chosen before claims were keyed: username-<lower-case name>.
 * Only read (a live holder of one still holds the name) and released; never claimed again.
 */
export const legacyUsernameStream = (username: string) =>
  usernameClaimStream(username.toLowerCase());
/** The claim stream a UsernameChosen's username is held on. */
export const claimStreamOf = (chosen: { username: string; claim?: string | undefined }) =>
  chosen.claim === undefined
    ? legacyUsernameStream(chosen.username)
    : usernameClaimStream(chosen.claim);
