// Sessions live in Postgres (`sessions`, migrations/0004) through connect-pg-simple, so every
// API process sees the same sessions and a sign-out or account deletion ends them everywhere.
// connect-pg-simple keeps its own small pg pool (with the error listener a restart needs); the
// composition root creates the store and closes it on shutdown.
import { EventEmitter } from "node:events";
import type { SessionStore } from "@fastify/session";
import connectPgSimple from "connect-pg-simple";
import { statement, type CommonQueryMethods } from "../../database/pool.ts";

/** Ends every session of a user at once (account deletion): `sessions.user_id` is generated. */
export async function deleteUserSessions(db: CommonQueryMethods, userId: string): Promise<void> {
  await db.query(statement`delete from sessions where user_id = ${userId}`);
}

export type PostgresSessionStore = { store: SessionStore; close(): Promise<void> };

export function createSessionStore(options: {
  databaseUrl: string;
  /** Delete expired sessions every this many seconds; false in tests. */
  pruneIntervalSeconds: number | false;
  onError: (message: string, error: unknown) => void;
  applicationName?: string;
}): PostgresSessionStore {
  const PGStore = connectPgSimple({ Store: EventEmitter });
  const store = new PGStore({
    conObject: {
      connectionString: options.databaseUrl,
      max: 4,
      application_name: options.applicationName ?? "levelfield-sessions",
    },
    tableName: "sessions",
    pruneSessionInterval: options.pruneIntervalSeconds,
    errorLog: (message: unknown, error: unknown) => options.onError(String(message), error),
  });
  return { store: store as unknown as SessionStore, close: () => store.close() };
}
