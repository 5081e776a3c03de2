// Reads of the users read model, and the User the spec's screens need, opened for its owner.
import { z } from "zod";
import { sql, type CommonQueryMethods } from "../../database/pool.ts";
import { practiceStudentsRow } from "../../database/tables/practice-students.ts";
import { passwordResetLinksRow } from "../../database/tables/password-reset-links.ts";
import { usersRow } from "../../database/tables/users.ts";
import { sealed } from "../../domain/identity/sealed.ts";
import type { UserState } from "../../domain/identity/user/state.ts";
import type { Vault } from "../../vault/vault.ts";
import { FALLBACK_TIME_ZONE } from "../students/clock.ts";
import { shownStreak } from "../students/streak.ts";
import type { User } from "../schemas/identity.ts";

// The student's practice columns come through a left join: null before their first drop.
const { total_xp, streak_days, streak_last_day, streak_last_zone } = practiceStudentsRow.shape;
const userRow = usersRow
  .pick({
    user_id: true,
    provider: true,
    email_sealed: true,
    first_name_sealed: true,
    last_name_sealed: true,
    profile_image_url_sealed: true,
    role: true,
    analyst: true,
    diagnostic_completed: true,
    diagnostic_started: true,
    school_name: true,
    sat_date: true,
    time_zone: true,
    username: true,
    estimated_english_score: true,
    estimated_math_score: true,
    english_score_low: true,
    english_score_high: true,
    math_score_low: true,
    math_score_high: true,
  })
  .extend({
    // A string, as the profile state holds it (decidedUserRow); the table holds "9" to "12".
    grade_level: z.string().nullable(),
    total_xp: total_xp.nullable(),
    streak_days: streak_days.nullable(),
    streak_last_day,
    streak_last_zone,
    // Read as ISO 8601 text (the streak rule's instant).
    streak_last_at: z.string().nullable(),
  });
export type UserRow = z.infer<typeof userRow>;

export async function readUser(db: CommonQueryMethods, userId: string): Promise<UserRow | null> {
  return db.maybeOne(sql.type(userRow)`
    select u.user_id::text, provider, email_sealed, first_name_sealed, last_name_sealed,
      profile_image_url_sealed, role, analyst, diagnostic_completed, diagnostic_started, grade_level, school_name,
      sat_date::text, time_zone, username, estimated_english_score, estimated_math_score,
      english_score_low, english_score_high, math_score_low, math_score_high,
      p.total_xp, p.streak_days, p.streak_last_day::text, p.streak_last_zone,
      to_char(p.streak_last_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as streak_last_at
    from users u left join practice_students p using (user_id) where u.user_id = ${userId}
  `);
}

/** The account's role, or null when there is no such (registered, not erased) account. */
export async function readRole(db: CommonQueryMethods, userId: string) {
  return db.maybeOneFirst(sql.type(usersRow.pick({ role: true }))`
    select role from users where user_id = ${userId}
  `);
}

/** Whether the account holds the analyst role now (false for no such account). */
export async function readIsAnalyst(db: CommonQueryMethods, userId: string): Promise<boolean> {
  const analyst = await db.maybeOneFirst(sql.type(usersRow.pick({ analyst: true }))`
    select analyst from users where user_id = ${userId}
  `);
  return analyst ?? false;
}

/** The account whose email has this keyed hash (users.email_lookup), or null. */
export async function findUserIdByEmailLookup(db: CommonQueryMethods, lookup: string) {
  return db.maybeOneFirst(sql.type(usersRow.pick({ user_id: true }))`
    select user_id::text from users where email_lookup = ${lookup}
  `);
}

/** The account a password reset link was sent for, by its token's keyed hash (projection
 *  password-resets); null for a token no link has. */
export async function findResetLinkOwner(db: CommonQueryMethods, tokenHash: string) {
  return db.maybeOneFirst(sql.type(passwordResetLinksRow.pick({ user_id: true }))`
    select user_id::text from password_reset_links where token_hash = ${tokenHash}
  `);
}

const range = (low: number | null, high: number | null) =>
  low === null || high === null ? null : { low, high };

/**
 * The row as the user's own stream decided it, for answering a command: the users read model
 * may not have applied the command yet (or at all, right after sign-up), but the decided state
 * is what was written. What other streams feed (diagnostic scores, XP, streak) comes from the
 * read row when there is one, and is empty for an account the read model has not seen.
 */
export function decidedUserRow(
  state: Extract<UserState, { status: "registered" }>,
  row: UserRow | null,
): UserRow {
  const { personal, profile } = state;
  return {
    diagnostic_started: false,
    estimated_english_score: null,
    estimated_math_score: null,
    english_score_low: null,
    english_score_high: null,
    math_score_low: null,
    math_score_high: null,
    total_xp: null,
    streak_days: null,
    streak_last_day: null,
    streak_last_zone: null,
    streak_last_at: null,
    ...row,
    user_id: state.userId,
    provider: state.provider,
    email_sealed: personal.email,
    first_name_sealed: personal.firstName,
    last_name_sealed: personal.lastName,
    profile_image_url_sealed: personal.profileImageUrl,
    role: state.role,
    analyst: state.analyst,
    diagnostic_completed: state.diagnosticCompleted,
    grade_level: profile.gradeLevel,
    school_name: profile.school?.name ?? null,
    sat_date: profile.satDate,
    time_zone: profile.timeZone,
    username: profile.username,
  };
}

const isSealed = (value: string | null): value is string =>
  value !== null && sealed.safeParse(value).success;

/** Opens the owner's sealed fields. Only call with the signed-in user's own row. */
export async function userForOwner(vault: Vault, row: UserRow, now: Date): Promise<User> {
  const present = (v: string | null) => v ?? undefined;
  // A typed school is sealed; a directory school's public name is not.
  const typedSchool = isSealed(row.school_name) ? row.school_name : undefined;
  // The read model holds the username in the clear; a row made from the user's stream
  // (ownUserAfterWrite) holds it as recorded: sealed, or in the clear on older events.
  const sealedUsername = isSealed(row.username) ? row.username : undefined;
  const opened = await vault.openFields(row.user_id, {
    email: present(row.email_sealed),
    firstName: present(row.first_name_sealed),
    lastName: present(row.last_name_sealed),
    profileImageUrl: present(row.profile_image_url_sealed),
    school: typedSchool,
    username: sealedUsername,
  });
  return {
    id: row.user_id,
    email: opened?.email ?? null,
    firstName: opened?.firstName ?? null,
    lastName: opened?.lastName ?? null,
    profileImageUrl: opened?.profileImageUrl ?? null,
    gradeLevel: row.grade_level,
    school: typedSchool === undefined ? row.school_name : (opened?.school ?? null),
    satDate: row.sat_date,
    username: sealedUsername === undefined ? row.username : (opened?.username ?? null),
    diagnosticCompleted: row.diagnostic_completed,
    diagnosticInProgress: row.diagnostic_started && !row.diagnostic_completed,
    estimatedEnglishScore: row.estimated_english_score,
    estimatedMathScore: row.estimated_math_score,
    englishScoreRange: range(row.english_score_low, row.english_score_high),
    mathScoreRange: range(row.math_score_low, row.math_score_high),
    totalXP: row.total_xp ?? 0,
    streakDays: shownStreak(row, now, row.time_zone ?? FALLBACK_TIME_ZONE),
    role: row.role,
    analyst: row.analyst,
    provider: row.provider,
  };
}
