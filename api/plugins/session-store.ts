// Sessions live in Postgres (`sessions`, migrations/0004), so every API process sees the same
// sessions and a sign-out or account deletion ends them everywhere, at once: nothing about a
// session is cached in a process.
//
// The store works on the API's own pool (a separate small pool made every session read queue
// behind four connections under load), and its read brings what nearly every signed-in request
// needs next with the session, in the same round trip: the student's time zone, test date and
// registration time from the users read model (`session.account`). That field is read, never
// stored: `set` leaves it out. The table's columns are the ones connect-pg-simple used (sid,
// sess, expire), so sessions made before this store carry on.
import type { SessionStore } from "@fastify/session";
import type { Session } from "fastify";
import { z } from "zod";
import { sql, statement, type CommonQueryMethods, type DatabasePool } from "../../database/pool.ts";
import { sessionsRow } from "../../database/tables/sessions.ts";
import { usersRow } from "../../database/tables/users.ts";

/** Ends every session of a user at once (account deletion): `sessions.user_id` is generated. */
export async function deleteUserSessions(db: CommonQueryMethods, userId: string): Promise<void> {
  await db.query(statement`delete from sessions where user_id = ${userId}`);
}

/** What the session read brings of the signed-in student (null: no users row yet, or none). */
export type SessionAccount = {
  timeZone: string | null;
  testDate: string | null;
  registeredMs: number;
};

export type PostgresSessionStore = { store: SessionStore; close(): Promise<void> };

// The account's columns through a left join (null when the session has no account row).
const sessionRow = sessionsRow
  .pick({ sess: true })
  .extend(usersRow.pick({ time_zone: true, sat_date: true }).shape)
  .extend({ registered_ms: z.number().nullable() });

/** A session without an expiry of its own lives a day (connect-pg-simple's default). */
const DEFAULT_TTL_MS = 24 * 60 * 60 * 1000;

export function createSessionStore(options: {
  pool: DatabasePool;
  /** Delete expired sessions every this many seconds; false in tests. */
  pruneIntervalSeconds: number | false;
  onError: (message: string, error: unknown) => void;
}): PostgresSessionStore {
  const { pool } = options;
  const prune = () =>
    pool
      .query(statement`delete from sessions where expire < now()`)
      .catch((error: unknown) => options.onError("pruning expired sessions failed", error));
  const timer =
    options.pruneIntervalSeconds === false
      ? null
      : setInterval(prune, options.pruneIntervalSeconds * 1000);
  timer?.unref();

  const store: SessionStore = {
    get(sessionId, callback) {
      pool
        .maybeOne(
          sql.type(sessionRow)`
          select s.sess, u.time_zone, u.sat_date::text,
            extract(epoch from u.registered_at)::float8 * 1000 as registered_ms
          from sessions s left join users u on u.user_id = s.user_id::uuid
          where s.sid = ${sessionId} and s.expire >= now()`,
        )
        .then(
          (row) => {
            if (!row) return callback(null, null);
            const account: SessionAccount | null =
              row.registered_ms === null
                ? null
                : {
                    timeZone: row.time_zone,
                    testDate: row.sat_date,
                    registeredMs: row.registered_ms,
                  };
            callback(null, { ...row.sess, account } as unknown as Session);
          },
          (error: unknown) => callback(error),
        );
    },
    set(sessionId, session, callback) {
      const { account: _read, ...stored } = session as Session & { account?: unknown };
      const expires = (session.cookie as { expires?: Date | string | null }).expires;
      const expire = expires ? new Date(expires) : new Date(Date.now() + DEFAULT_TTL_MS);
      pool
        .query(
          statement`
          insert into sessions (sid, sess, expire)
          values (${sessionId}, ${sql.jsonb(JSON.parse(JSON.stringify(stored)))}, ${sql.timestamp(expire)})
          on conflict (sid) do update set sess = excluded.sess, expire = excluded.expire`,
        )
        .then(
          () => callback(),
          (error: unknown) => callback(error),
        );
    },
    destroy(sessionId, callback) {
      pool.query(statement`delete from sessions where sid = ${sessionId}`).then(
        () => callback(),
        (error: unknown) => callback(error),
      );
    },
  };
  return {
    store,
    async close() {
      if (timer) clearInterval(timer);
    },
  };
}
