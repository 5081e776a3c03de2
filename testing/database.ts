// Per-test-file databases cloned from the migrated template made in global-setup.ts.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { z } from "zod";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../cli/embedded-postgres.ts";
import { migrate } from "../cli/migrate.ts";
import { workerServer } from "./worker-servers.ts";
import {
  createDatabasePool,
  sql,
  type CommonQueryMethods,
  type DatabasePool,
} from "../database/pool.ts";

/** Migrated, nothing else (global-setup.ts). */
export const TEMPLATE_DATABASE = "levelfield_template";
/** Migrated, with the question bank published and projected (global-setup.ts). */
export const BANK_TEMPLATE_DATABASE = "levelfield_template_bank";

export type TestDatabase = {
  url: string;
  pool: DatabasePool;
  /** Ends the pool; the database is thrown away with the server at the end of the run. */
  close(): Promise<void>;
};

export async function createTestDatabase(
  options: { template?: string; applicationName?: string } = {},
): Promise<TestDatabase> {
  const adminUrl = postgresAdminUrl();
  const name = `t_${randomBytes(6).toString("hex")}`;
  await adminQuery(
    adminUrl,
    `create database ${name} template ${options.template ?? TEMPLATE_DATABASE}`,
  );
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  const pool = await createDatabasePool(url, {
    applicationName: options.applicationName ?? "levelfield-test",
    maximumPoolSize: 20,
  });
  return { url, pool, close: () => pool.end() };
}

/** A pool on a database the test made itself (its own server, say), shaped like the others. */
export async function openTestDatabase(url: string): Promise<TestDatabase> {
  const pool = await createDatabasePool(url, {
    applicationName: "levelfield-test",
    maximumPoolSize: 20,
  });
  return { url, pool, close: () => pool.end() };
}

/**
 * The `postgres` database of this worker's own server (global-setup.ts says why each worker has
 * one): VITEST_POOL_ID runs from 1 to the number of workers.
 */
export function postgresAdminUrl(): string {
  return workerServer(inject("postgresAdminUrls"));
}

export async function adminQuery(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** Every row of every table in the database, as text: what a leaked dump would show. */
export async function dumpDatabase(pool: CommonQueryMethods): Promise<string> {
  const tables = await pool.any(sql.type(z.object({ schema: z.string(), name: z.string() }))`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
    order by 1, 2`);
  const names = tables.map((t) => t.name);
  if (!names.includes("events") || !names.includes("personal_data_keys")) {
    throw new Error(`the dump found no events or personal_data_keys table: ${names.join(", ")}`);
  }
  const lines: string[] = [];
  for (const table of tables) {
    const rows = await pool.any(sql.type(z.object({ row: z.string() }))`
      select t::text as row from ${sql.identifier([table.schema, table.name])} as t`);
    lines.push(`-- ${table.schema}.${table.name}`, ...rows.map((r) => r.row));
  }
  return lines.join("\n");
}

/**
 * A PostgreSQL server of the test's own, with a migrated `levelfield` database, for tests that
 * stop and start the server (the shared one serves every other test file). `restart` stops it,
 * waits, and starts it again on the same port, so clients' URLs still reach it.
 */
export async function startOwnDatabaseServer() {
  const root = await mkdtemp(path.join(os.tmpdir(), "levelfield-own-pg-"));
  const options = { dataDir: path.join(root, "pg"), persistent: true, fast: true };
  let server: EmbeddedDatabase = await startEmbeddedPostgres(options);
  await server.createDatabase("levelfield");
  const url = server.url("levelfield");
  await migrate(url);
  return {
    url,
    async stop() {
      await server.stop();
    },
    async start() {
      server = await startEmbeddedPostgres({ ...options, port: server.port });
    },
    async close() {
      await server.stop().catch(() => {});
      await rm(root, { recursive: true, force: true });
    },
  };
}
