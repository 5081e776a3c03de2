// Per-test-file databases cloned from the migrated template made in global-setup.ts.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { createDatabasePool, type DatabasePool } from "../eventstore/database.ts";

export type TestDatabase = {
  url: string;
  pool: DatabasePool;
  /** Ends the pool; the database is thrown away with the server at the end of the run. */
  close(): Promise<void>;
};

export async function createTestDatabase(
  options: { template?: string; applicationName?: string } = {},
): Promise<TestDatabase> {
  const adminUrl = inject("postgresAdminUrl");
  const name = `t_${randomBytes(6).toString("hex")}`;
  await adminQuery(
    adminUrl,
    `create database ${name} template ${options.template ?? "levelfield_template"}`,
  );
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  const pool = await createDatabasePool(url, {
    applicationName: options.applicationName ?? "levelfield-test",
    maximumPoolSize: 20,
  });
  return { url, pool, close: () => pool.end() };
}

export async function createEmptyDatabase(): Promise<string> {
  const adminUrl = inject("postgresAdminUrl");
  const name = `e_${randomBytes(6).toString("hex")}`;
  await adminQuery(adminUrl, `create database ${name}`);
  return adminUrl.replace(/\/postgres$/, `/${name}`);
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
