// Reads for the analysts' learning-history routes, from tables only: students by username (the
// users table) or by account id (users, else erased_users), and a student's learning_history
// rows (migration 0020) in keyset pages on seq. What analysts learn of a student is chosen here,
// column by column: the account id (which the routes turn into a pseudonym), the username, the
// day they registered, whether and when they were erased, and their history rows. Never a name,
// email, birth year or school.
import { z } from "zod";
import { sql, type CommonQueryMethods } from "../../database/pool.ts";
import { erasedUsersRow } from "../../database/tables/erased-users.ts";
import { learningHistoryRow } from "../../database/tables/learning-history.ts";
import { usersRow } from "../../database/tables/users.ts";

/** A student as the analysts' routes read one: erased students keep their id and erasure time. */
export type StudentRow = {
  userId: string;
  username: string | null;
  status: "active" | "erased";
  registeredOn: string | null;
  erasedAt: Date | null;
};

const activeRow = usersRow
  .pick({ user_id: true, username: true })
  .extend({ registered_on: z.string() });
const activeOf = (r: z.infer<typeof activeRow>): StudentRow => ({
  userId: r.user_id,
  username: r.username,
  status: "active",
  registeredOn: r.registered_on,
  erasedAt: null,
});

/** The most students a username search returns. */
export const SEARCH_LIMIT = 20;

/**
 * Students whose username starts with `prefix`, whatever its case (usernames are unique
 * regardless of case), in username order, at most SEARCH_LIMIT.
 */
export async function findStudentsByUsernamePrefix(
  db: CommonQueryMethods,
  prefix: string,
): Promise<StudentRow[]> {
  const rows = await db.any(sql.type(activeRow)`
    select user_id::text, username,
      to_char(registered_at at time zone 'UTC', 'YYYY-MM-DD') as registered_on
    from users
    where username is not null and starts_with(lower(username), lower(${prefix}))
    order by lower(username), user_id
    limit ${SEARCH_LIMIT}`);
  return rows.map(activeOf);
}

/** The student with this account id, active or erased; null when there is none. */
export async function readStudent(
  db: CommonQueryMethods,
  userId: string,
): Promise<StudentRow | null> {
  const active = await db.maybeOne(sql.type(activeRow)`
    select user_id::text, username,
      to_char(registered_at at time zone 'UTC', 'YYYY-MM-DD') as registered_on
    from users where user_id = ${userId}`);
  if (active) return activeOf(active);
  const erasedAt = await db.maybeOneFirst(sql.type(erasedUsersRow.pick({ erased_at: true }))`
    select erased_at from erased_users where user_id = ${userId}`);
  if (!erasedAt) return null;
  return { userId, username: null, status: "erased", registeredOn: null, erasedAt };
}

const historyRow = learningHistoryRow.omit({ user_id: true });
export type HistoryRow = z.infer<typeof historyRow>;

/** The student's history rows after `after` (a seq), in order, at most `limit`. */
export async function readHistoryPage(
  db: CommonQueryMethods,
  userId: string,
  after: number,
  limit: number,
): Promise<HistoryRow[]> {
  const rows = await db.any(sql.type(historyRow)`
    select seq, at, context, type, summary, subject, question_id, answer, correct,
      response_time_ms, xp, score, score_low, score_high, level, streak_days,
      other_user_id::text, detail
    from learning_history
    where user_id = ${userId} and seq > ${after}
    order by seq
    limit ${limit}`);
  return [...rows];
}

/** How many entries the student's history holds. */
export async function countHistory(db: CommonQueryMethods, userId: string): Promise<number> {
  return db.oneFirst(sql.type(z.object({ n: z.number() }))`
    select count(*) as n from learning_history where user_id = ${userId}`);
}
