// The one way the server opens PostgreSQL: a slonik pool whose every `sql.type(schema)` result is
// validated by its zod schema (slonik does not validate by itself), with type parsers that give
// plain JavaScript values. Every layer with I/O receives a pool made here; none opens its own.
// Beside it: the tag for statements that return no rows, the health check's ping, and what
// counts as the database being unavailable.
import {
  BackendTerminatedError,
  BackendTerminatedUnexpectedlyError,
  ConnectionError,
  createPool,
  SchemaValidationError,
  sql,
  StatementTimeoutError,
  type CommonQueryMethods,
  type DatabasePool,
  type DriverTypeParser,
  type Interceptor,
  type QueryResultRow,
} from "slonik";
import { z } from "zod";

export type {
  DatabasePool,
  CommonQueryMethods,
  DatabaseTransactionConnection,
  IdentifierSqlToken,
} from "slonik";
export { sql } from "slonik";

/**
 * The one way to write a statement run for its effect, not its rows (insert, update, delete,
 * DDL, a lock): `await db.query(statement\`…\`)`. Its row type is empty, so no caller can read
 * a result it does not have; sql.unsafe (no row type at all) is a lint error outside bench/.
 */
export const statement = sql.type(z.object({}));

// Multi-row writes have one idiom: `select * from jsonb_to_recordset(${sql.jsonb(rows)}) as
// r(column type, …)`. The rows are objects keyed by column name, the tables' own row shapes
// (database/tables/), so no value can slip into its neighbour's column; sql.unnest takes one
// positional array per row and a separate list of types, both to keep in the insert's order by
// hand. A value to store as jsonb is declared text in the record and cast (`questions::jsonb`);
// timestamps kept as text are cast by the record's timestamptz. (The event store's append is a
// named prepared statement of its own: parameter arrays with unnest, eventstore/postgres.ts.)

/** One round trip that needs nothing but a working connection (the health check's). */
export async function pingDatabase(db: CommonQueryMethods): Promise<void> {
  await db.oneFirst(sql.type(z.object({ ok: z.number() }))`select 1 as ok`);
}

/** SQLSTATEs that say the server cannot serve now (not that the request or data is wrong). */
const UNAVAILABLE_STATES = new Set([
  "57P01", // admin_shutdown: the server is stopping or restarting
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up or shutting down
  "53300", // too_many_connections
  "40001", // serialization_failure: try again
  "40P01", // deadlock_detected: try again
]);
const UNAVAILABLE_SYSCALLS = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT"]);
const UNAVAILABLE_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /connection terminated/i,
  /terminating connection/i,
  /not queryable/i,
];

/**
 * Whether an error (or one of its causes) says the database cannot be reached right now — down,
 * restarting, refusing connections, dropping them — so the same request may succeed in a moment.
 * The API answers these 503 with Retry-After; the projector backs off and resumes.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 6; depth++) {
    if (
      e instanceof ConnectionError ||
      e instanceof BackendTerminatedError ||
      e instanceof BackendTerminatedUnexpectedlyError ||
      e instanceof StatementTimeoutError
    ) {
      return true;
    }
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") {
      if (code.startsWith("08") || UNAVAILABLE_STATES.has(code) || UNAVAILABLE_SYSCALLS.has(code)) {
        return true;
      }
    }
    if (UNAVAILABLE_MESSAGES.some((m) => m.test(e instanceof Error ? e.message : ""))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs the query's zod schema (Standard Schema) on every row and throws on a mismatch. */
function createResultParserInterceptor(): Interceptor {
  return {
    name: "levelfield-result-parser",
    transformRow: (context, query, row) => {
      const parser = context.resultParser;
      if (!parser) return row;
      const result = parser["~standard"].validate(row);
      if (result instanceof Promise) {
        throw new TypeError("async result parsers are not supported");
      }
      if (result.issues) throw new SchemaValidationError(query, row, result.issues);
      return result.value as QueryResultRow;
    },
  };
}

const int8ToNumber: DriverTypeParser = {
  name: "int8",
  parse: (value: string) => {
    const n = Number(value);
    if (!Number.isSafeInteger(n)) throw new RangeError(`int8 ${value} does not fit a JS number`);
    return n;
  },
};
const numericToNumber: DriverTypeParser = { name: "numeric", parse: (v: string) => Number(v) };
const timestamptzToDate: DriverTypeParser = {
  name: "timestamptz",
  parse: (v: string) => new Date(v),
};
// A calendar date stays 'yyyy-MM-dd' text: turning it into a Date would shift it by time zone.
const dateAsText: DriverTypeParser = { name: "date", parse: (v: string) => v };

export type PoolOptions = {
  /** Shown in pg_stat_activity; lets tests and operators find a process's connections. */
  applicationName: string;
  maximumPoolSize?: number;
  statementTimeoutMs?: number;
};

export async function createDatabasePool(url: string, options: PoolOptions): Promise<DatabasePool> {
  const dsn = new URL(url);
  dsn.searchParams.set("application_name", options.applicationName);
  return createPool(dsn.toString(), {
    interceptors: [createResultParserInterceptor()],
    typeParsers: [int8ToNumber, numericToNumber, timestamptzToDate, dateAsText],
    maximumPoolSize: options.maximumPoolSize ?? 10,
    statementTimeout: options.statementTimeoutMs ?? 60_000,
    connectionTimeout: 5_000,
    // Retrying is the caller's decision (commands retry on WrongExpectedVersion only).
    queryRetryLimit: 0,
    transactionRetryLimit: 0,
    connectionRetryLimit: 1,
    // slonik's default runs DISCARD ALL whenever a connection returns to the pool: a round trip
    // per query, and it drops the event store's prepared statements. Nothing here leaves session
    // state on a pooled connection (no session SET, no session advisory locks, no temp tables;
    // the migrator's lock is on its own client), so there is nothing to discard.
    resetConnection: async () => {},
  });
}
