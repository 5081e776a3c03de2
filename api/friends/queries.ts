// Reads for the friends routes, from tables only: the friends read model (friendships, migration
// 0012) joined with the users table for usernames and the practice tables for progress. What a
// student learns of another is chosen here, column by column: a handle in place of their account
// id (api/friends/handles.ts: it means nothing outside the reader's own list), username, last
// practice day, XP, streak and levels; never an account id, name, email, school or birth year.
import { z } from "zod";
import { sql, type CommonQueryMethods } from "../../database/pool.ts";
import { friendshipsRow } from "../../database/tables/friendships.ts";
import { inviteCodesRow } from "../../database/tables/invite-codes.ts";
import { practiceStudentsRow } from "../../database/tables/practice-students.ts";
import { usersRow } from "../../database/tables/users.ts";
import { FALLBACK_TIME_ZONE } from "../students/clock.ts";
import { shownStreak } from "../students/streak.ts";
import type { OwnInviteCode } from "../../domain/friends/invite-code/code.ts";
import type { Friend, FriendRequest, FriendRequests } from "../schemas/friends.ts";

const studentRow = usersRow
  .pick({ user_id: true })
  .extend({ username: usersRow.shape.username.unwrap() }); // username is not null here
export type StudentByUsername = z.infer<typeof studentRow>;

/**
 * The student holding this username, however it is capitalised: usernames are unique regardless
 * of case (their claim streams are named by the lower-case name, api/onboarding/usernames.ts),
 * and users_username indexes lower(username).
 */
export async function findStudentByUsername(
  db: CommonQueryMethods,
  username: string,
): Promise<StudentByUsername | null> {
  return db.maybeOne(sql.type(studentRow)`
    select user_id, username from users
    where lower(username) = lower(${username}) and username is not null
    order by updated_at desc
    limit 1`);
}

/** The student's own username, or null before they choose one. */
export async function readUsername(db: CommonQueryMethods, userId: string): Promise<string | null> {
  return db.maybeOneFirst(sql.type(usersRow.pick({ username: true }))`
    select username from users where user_id = ${userId}`);
}

// The practice columns come through a left join (null before a first drop); the streak's
// instant is read as ISO 8601 text.
const practice = practiceStudentsRow.shape;
const friendRow = friendshipsRow
  .pick({ friend_id: true })
  .extend(usersRow.pick({ time_zone: true }).shape)
  .extend({
    username: usersRow.shape.username.unwrap(),
    last_active: z.string().nullable(),
    total_xp: practice.total_xp.nullable(),
    streak_days: practice.streak_days.nullable(),
    streak_last_day: practice.streak_last_day,
    streak_last_zone: practice.streak_last_zone,
    streak_last_at: z.string().nullable(),
    english_level: practice.english_level.nullable(),
    math_level: practice.math_level.nullable(),
  });

/** The id the reader sees of another student (api/friends/handles.ts, handlesFor). */
export type HandleOf = (otherUserId: string) => string;

/**
 * The student's friends by username, each as the spec's Friend: `id` the handle the reader sees
 * (handleOf), the streak as it shows now in the friend's own zone (the same rule as their own
 * header, shownStreak), levels 1 before their first Daily Drop, and their last day with a
 * question done (null before their first).
 */
export async function readFriends(
  db: CommonQueryMethods,
  userId: string,
  now: Date,
  handleOf: HandleOf,
): Promise<Friend[]> {
  const rows = await db.any(sql.type(friendRow)`
    select f.friend_id, u.username, u.time_zone,
      (select max(d.day)::text from practice_days d
        where d.user_id = f.friend_id and d.answered > 0) as last_active,
      p.total_xp, p.streak_days, p.streak_last_day::text, p.streak_last_zone,
      to_char(p.streak_last_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        as streak_last_at,
      p.english_level, p.math_level
    from friendships f
    join users u on u.user_id = f.friend_id and u.username is not null
    left join practice_students p on p.user_id = f.friend_id
    where f.user_id = ${userId} and f.status = 'friends'
    order by lower(u.username), u.username`);
  return rows.map((row) => ({
    id: handleOf(row.friend_id),
    username: row.username,
    lastActiveDate: row.last_active,
    totalXP: row.total_xp ?? 0,
    streakDays: shownStreak(row, now, row.time_zone ?? FALLBACK_TIME_ZONE),
    currentEnglishLevel: row.english_level ?? 1,
    currentMathLevel: row.math_level ?? 1,
  }));
}

const requestRow = z.object({
  other_id: friendshipsRow.shape.friend_id,
  username: usersRow.shape.username.unwrap(),
  status: friendshipsRow.shape.status.extract(["requested", "incoming"]),
  sent_at: z.string(),
});

/** Requests waiting for the student's answer (incoming) and theirs waiting (outgoing), oldest
 *  first, each other student by the handle the reader sees (handleOf). */
export async function readFriendRequests(
  db: CommonQueryMethods,
  userId: string,
  handleOf: HandleOf,
): Promise<FriendRequests> {
  const rows = await db.any(sql.type(requestRow)`
    select f.friend_id as other_id, u.username, f.status,
      to_char(f.since at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as sent_at
    from friendships f
    join users u on u.user_id = f.friend_id and u.username is not null
    where f.user_id = ${userId} and f.status in ('requested', 'incoming')
    order by f.since, lower(u.username)`);
  const view = (row: (typeof rows)[number]): FriendRequest => ({
    id: handleOf(row.other_id),
    username: row.username,
    sentAt: row.sent_at,
  });
  return {
    incoming: rows.filter((r) => r.status === "incoming").map(view),
    outgoing: rows.filter((r) => r.status === "requested").map(view),
  };
}

/**
 * The account ids of the other students in the student's own pairs (friends, and requests either
 * way): the only students a handle the student sends can name (api/friends/handles.ts).
 */
export async function readPairedStudents(
  db: CommonQueryMethods,
  userId: string,
): Promise<readonly string[]> {
  return db.anyFirst(sql.type(friendshipsRow.pick({ friend_id: true }))`
    select friend_id from friendships where user_id = ${userId}`);
}

// Times read as ISO 8601 text (isoUtc).
const inviteCodeRow = inviteCodesRow.pick({ code: true }).extend({
  generated_at: z.string(),
  expires_at: z.string(),
  redeemed_at: z.string().nullable(),
});

const isoUtc = (column: string) =>
  sql.fragment`to_char(${sql.identifier([column])} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The student's own invite codes (never anyone else's), for currentInviteCode
 * (domain/friends/invite-code/code.ts) to pick the one still to hand out.
 */
export async function readOwnInviteCodes(
  db: CommonQueryMethods,
  userId: string,
): Promise<OwnInviteCode[]> {
  const rows = await db.any(sql.type(inviteCodeRow)`
    select code, ${isoUtc("generated_at")} as generated_at, ${isoUtc("expires_at")} as expires_at,
      ${isoUtc("redeemed_at")} as redeemed_at
    from invite_codes where owner_user_id = ${userId}
    order by generated_at desc`);
  return rows.map((r) => ({
    code: r.code,
    generatedAt: r.generated_at,
    expiresAt: r.expires_at,
    redeemedAt: r.redeemed_at,
  }));
}
