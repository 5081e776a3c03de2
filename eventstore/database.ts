// The one way the server opens PostgreSQL: a slonik pool whose every `sql.type(schema)` result is
// validated by its zod schema (slonik does not validate by itself), with type parsers that give
// plain JavaScript values. Every layer with I/O receives a pool made here; none opens its own.
import {
  createPool,
  SchemaValidationError,
  type DatabasePool,
  type DriverTypeParser,
  type Interceptor,
  type QueryResultRow,
} from "slonik";

export type {
  DatabasePool,
  CommonQueryMethods,
  DatabaseTransactionConnection,
  IdentifierSqlToken,
} from "slonik";
export { sql } from "slonik";

/** Runs the query's zod schema (Standard Schema) on every row and throws on a mismatch. */
export function createResultParserInterceptor(): Interceptor {
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
