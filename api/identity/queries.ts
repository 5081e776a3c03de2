// Reads of the users read model, and the User the spec's screens need, opened for its owner.
import { z } from "zod";
import { sql, type CommonQueryMethods } from "../../eventstore/database.ts";
import type { Vault } from "../../eventstore/vault.ts";
import { FALLBACK_TIME_ZONE, shownStreak } from "../practice/queries.ts";
import type { User } from "../schemas/identity.ts";

const userRow = z.object({
  user_id: z.string(),
  provider: z.string(),
  email_sealed: z.string().nullable(),
  first_name_sealed: z.string().nullable(),
  last_name_sealed: z.string().nullable(),
  profile_image_url_sealed: z.string().nullable(),
  role: z.enum(["student", "admin"]),
  diagnostic_completed: z.boolean(),
  grade_level: z.string().nullable(),
  school_name: z.string().nullable(),
  sat_date: z.string().nullable(),
  time_zone: z.string().nullable(),
  username: z.string().nullable(),
  estimated_english_score: z.number().nullable(),
  estimated_math_score: z.number().nullable(),
  english_score_low: z.number().nullable(),
  english_score_high: z.number().nullable(),
  math_score_low: z.number().nullable(),
  math_score_high: z.number().nullable(),
  total_xp: z.number().nullable(),
  streak_days: z.number().nullable(),
  streak_last_day: z.string().nullable(),
  streak_last_zone: z.string().nullable(),
  streak_last_at: z.string().nullable(),
});
export type UserRow = z.infer<typeof userRow>;

export async function readUser(db: CommonQueryMethods, userId: string): Promise<UserRow | null> {
  return db.maybeOne(sql.type(userRow)`
    select u.user_id::text, provider, email_sealed, first_name_sealed, last_name_sealed,
      profile_image_url_sealed, role, diagnostic_completed, grade_level, school_name,
      sat_date::text, time_zone, username, estimated_english_score, estimated_math_score,
      english_score_low, english_score_high, math_score_low, math_score_high,
      p.total_xp, p.streak_days, p.streak_last_day::text, p.streak_last_zone,
      to_char(p.streak_last_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as streak_last_at
    from users u left join practice_students p using (user_id) where u.user_id = ${userId}
  `);
}

/** The account's role, or null when there is no such (registered, not erased) account. */
export async function readRole(db: CommonQueryMethods, userId: string) {
  return db.maybeOneFirst(sql.type(z.object({ role: z.enum(["student", "admin"]) }))`
    select role from users where user_id = ${userId}
  `);
}

/** The account whose email has this keyed hash (users.email_lookup), or null. */
export async function findUserIdByEmailLookup(db: CommonQueryMethods, lookup: string) {
  return db.maybeOneFirst(sql.type(z.object({ user_id: z.string() }))`
    select user_id::text from users where email_lookup = ${lookup}
  `);
}

const range = (low: number | null, high: number | null) =>
  low === null || high === null ? null : { low, high };

/** Opens the owner's sealed fields. Only call with the signed-in user's own row. */
export async function userForOwner(vault: Vault, row: UserRow, now: Date): Promise<User> {
  const present = (v: string | null) => v ?? undefined;
  const opened = await vault.openFields(row.user_id, {
    email: present(row.email_sealed),
    firstName: present(row.first_name_sealed),
    lastName: present(row.last_name_sealed),
    profileImageUrl: present(row.profile_image_url_sealed),
  });
  return {
    id: row.user_id,
    email: opened?.email ?? null,
    firstName: opened?.firstName ?? null,
    lastName: opened?.lastName ?? null,
    profileImageUrl: opened?.profileImageUrl ?? null,
    gradeLevel: row.grade_level,
    school: row.school_name,
    satDate: row.sat_date,
    username: row.username,
    diagnosticCompleted: row.diagnostic_completed,
    estimatedEnglishScore: row.estimated_english_score,
    estimatedMathScore: row.estimated_math_score,
    englishScoreRange: range(row.english_score_low, row.english_score_high),
    mathScoreRange: range(row.math_score_low, row.math_score_high),
    totalXP: row.total_xp ?? 0,
    streakDays: shownStreak(row, now, row.time_zone ?? FALLBACK_TIME_ZONE),
    role: row.role,
    provider: row.provider,
  };
}

/** The signed-in user's own User, opened; null when there is no such account (yet). */
export async function readOwnUser(
  db: CommonQueryMethods,
  vault: Vault,
  userId: string,
  now: Date,
): Promise<User | null> {
  const row = await readUser(db, userId);
  return row ? userForOwner(vault, row, now) : null;
}
