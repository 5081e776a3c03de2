// Reads of the analysts' progress route: the student as analysts see them (pseudonymous id,
// username, registered day; an erased account only as erased). The learning-history slice has
// its own lookup (api/analyst/queries.ts); this one keeps the time-travel slice independent
// until the two are merged into one.
import { z } from "zod";
import { sql, type CommonQueryMethods } from "../../database/pool.ts";
import type { AnalystStudent } from "../schemas/analyst.ts";
import { pseudonymOf } from "./pseudonym.ts";

const studentRow = z.object({
  username: z.string().nullable(),
  registered_on: z.string(),
});
const erasedRow = z.object({ erased_at: z.date() });

/** The student behind an account id as analysts see them; null when no account has the id. */
export async function readAnalystStudent(
  db: CommonQueryMethods,
  pseudonymKey: Buffer,
  userId: string,
): Promise<AnalystStudent | null> {
  const id = pseudonymOf(pseudonymKey, userId);
  const row = await db.maybeOne(sql.type(studentRow)`
    select username, (registered_at at time zone 'UTC')::date::text as registered_on
    from users where user_id = ${userId}`);
  if (row) {
    return {
      id,
      username: row.username,
      status: "active",
      registeredOn: row.registered_on,
      erasedAt: null,
    };
  }
  const erased = await db.maybeOne(sql.type(erasedRow)`
    select erased_at from erased_users where user_id = ${userId}`);
  if (!erased) return null;
  return {
    id,
    username: null,
    status: "erased",
    registeredOn: null,
    erasedAt: erased.erased_at.toISOString(),
  };
}
