// Vitest global setup: one embedded PostgreSQL for the whole run, and a template database with
// every migration applied. Each test file clones the template (createTestDatabase), so tests get
// a real, isolated, migrated database in milliseconds.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "../cli/embedded-postgres.ts";
import { migrate } from "../cli/migrate.ts";

export const TEMPLATE_DATABASE = "levelfield_template";

export default async function setup(project: TestProject) {
  const root = await mkdtemp(path.join(os.tmpdir(), "levelfield-test-"));
  const db = await startEmbeddedPostgres({
    dataDir: path.join(root, "pg"),
    persistent: false,
    fast: true,
    log: (line) => process.stderr.write(`${line}\n`),
  });
  await db.createDatabase(TEMPLATE_DATABASE);
  await migrate(db.url(TEMPLATE_DATABASE));
  project.provide("postgresAdminUrl", db.url("postgres"));
  return async () => {
    await db.stop();
    await rm(root, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}
