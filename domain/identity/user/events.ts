// User events (stream user-<userId>): the account, its roles, its profile and its erasure. A
// stored contract: each type has a zod schema; a changed shape gets a new version and an
// upcaster, never an edit in place.
//
// Personal data (email, names, birth year, picture, a typed school, the username) is only ever
// present sealed by the vault (../sealed.ts): erasing a user forgets the key and these fields
// become noise.
import { z } from "zod";
import { eventCodec, streamName, type EventOf } from "../../events.ts";
import { providerSchema } from "../login/events.ts";
import { gradeLevels, satHistories } from "../onboarding-rules.ts";
import { sealed } from "../sealed.ts";

export const roleSchema = z.enum(["student", "admin"]);
export type Role = z.infer<typeof roleSchema>;

const userId = z.uuid();

/** A calendar date as the spec writes it: yyyy-MM-dd. */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2027-03-13");

export const userEventSchemas = {
  /** The account exists. */
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
  AdminRoleGranted: z.object({ userId, source: z.enum(["ADMIN_EMAILS", "cli"]) }),
  AdminRoleRevoked: z.object({ userId, source: z.enum(["cli"]) }),
  /**
   * The account may read students' learning histories (the /api/analyst
   * routes). Separate from the admin role: an account may hold either, both or neither.
   */
  AnalystRoleGranted: z.object({ userId, source: z.enum(["ANALYST_EMAILS", "cli"]) }),
  AnalystRoleRevoked: z.object({ userId, source: z.enum(["cli"]) }),
  DiagnosticCompleted: z.object({ userId }),
  /** Onboarding's first form. Names are personal data: sealed. */
  DemographicsRecorded: z.object({
    userId,
    firstName: sealed,
    lastName: sealed,
    gradeLevel: z.enum(gradeLevels),
    satHistory: z.enum(satHistories),
  }),
  /**
   * The student's school. From the directory (schoolId, its public name,
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
  /** The SAT the student is preparing for. */
  SatDateChosen: z.object({ userId, satDate: isoDate }),
  /**
   * The SAT total the student is aiming for (410–1600 in steps of 10,
   * domain/practice/goal-score.ts), which Test Readiness measures against; null: the goal was
   * removed.
   */
  GoalScoreSet: z.object({ userId, goalScore: z.number().int().nullable() }),
  /** The browser's IANA time zone: when "today" starts for streaks. */
  TimeZoneSet: z.object({ userId, timeZone: z.string().min(1) }),
  /**
   * The public username. A username can be a real name, so it is sealed
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
  /**
   * Whether the student is hidden from other students' weekly rankings
   * (counts, averages, percentiles, top performers, trending); they still see their own
   * standing. Absent: not hidden.
   */
  RankingVisibilitySet: z.object({ userId, hidden: z.boolean() }),
  /** The account and its personal data are gone (key shredded). */
  UserErased: z.object({ userId }),
} as const;

const userEvents = eventCodec("user", userEventSchemas);
/** The events of a user stream. */
export type UserEvent = EventOf<typeof userEventSchemas>;
export const parseUserEvent = userEvents.parse;
export const userStream = streamName("user");
