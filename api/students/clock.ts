// The student's clock, which every slice reads about a student: their time zone (or the fallback
// zone), planned test date and sign-up instant, from the users read model or from what the
// session read brought (api/plugins/session-store.ts).
import { z } from "zod";
import { usersRow } from "../../database/tables/users.ts";
import { sql, type CommonQueryMethods } from "../../database/pool.ts";
import type { SessionAccount } from "../plugins/session-store.ts";

/** Used when a student has no time zone on record (onboarding sends the browser's). */
export const FALLBACK_TIME_ZONE = "America/New_York";

const clockRow = usersRow
  .pick({ time_zone: true, sat_date: true })
  .extend({ registered_ms: z.number() });

export type StudentClock = {
  timeZone: string;
  testDate: string | null;
  /** When the account was created (null before the users projection has the student). */
  registeredAt: Date | null;
};

/** The student's clock from what the session read brought (api/plugins/session-store.ts). */
export function clockOfAccount(account: SessionAccount | null): StudentClock {
  return {
    timeZone: account?.timeZone ?? FALLBACK_TIME_ZONE,
    testDate: account?.testDate ?? null,
    registeredAt: account ? new Date(account.registeredMs) : null,
  };
}

/**
 * The student's clock: from the session read when it brought one (`account` undefined: not read
 * with this request's session, e.g. just signed in), else read now.
 */
export async function studentClock(
  db: CommonQueryMethods,
  userId: string,
  account: SessionAccount | null | undefined,
): Promise<StudentClock> {
  return account === undefined ? readStudentClock(db, userId) : clockOfAccount(account);
}

/** The student's time zone (or the fallback), planned test date and sign-up instant. */
export async function readStudentClock(
  db: CommonQueryMethods,
  userId: string,
): Promise<StudentClock> {
  const row = await db.maybeOne(sql.type(clockRow)`
    select time_zone, sat_date::text, extract(epoch from registered_at)::float8 * 1000 as registered_ms
    from users where user_id = ${userId}`);
  return {
    timeZone: row?.time_zone ?? FALLBACK_TIME_ZONE,
    testDate: row?.sat_date ?? null,
    registeredAt: row ? new Date(row.registered_ms) : null,
  };
}
