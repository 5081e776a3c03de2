// Applies migrations/NNNN_name.sql in order, each in its own transaction, once. Runs on a plain
// pg client (simple query protocol, so a file may hold many statements) under an advisory lock,
// so two processes starting together do not race. An applied file that was edited afterwards
// stops the run: migrations are forward-only.
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import pg from "pg";

const migrationsDir = fileURLToPath(new URL("../migrations/", import.meta.url));
const LOCK_KEY = 7_314_159_265; // any constant shared by every migrator

export type MigrationReport = { applied: string[]; alreadyApplied: number };

export async function migrate(
  databaseUrl: string,
  options: { dir?: string; log?: (line: string) => void } = {},
): Promise<MigrationReport> {
  const dir = options.dir ?? migrationsDir;
  const files = (await readdir(dir)).filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f)).sort();
  const client = new pg.Client({
    connectionString: databaseUrl,
    application_name: "levelfield-migrate",
  });
  client.on("error", () => {}); // a dropped connection surfaces as the failing query instead
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [LOCK_KEY]);
    await client.query(`create table if not exists schema_migrations (
      name text primary key, checksum text not null, applied_at timestamptz not null default now())`);
    const { rows } = await client.query<{ name: string; checksum: string }>(
      "select name, checksum from schema_migrations",
    );
    const applied = new Map(rows.map((r) => [r.name, r.checksum]));
    const report: MigrationReport = { applied: [], alreadyApplied: 0 };
    for (const file of files) {
      const text = await readFile(`${dir}/${file}`, "utf8");
      const checksum = createHash("sha256").update(text).digest("hex");
      const previous = applied.get(file);
      if (previous !== undefined) {
        if (previous !== checksum) {
          throw new Error(
            `migration ${file} was changed after it was applied; add a new migration instead`,
          );
        }
        report.alreadyApplied += 1;
        continue;
      }
      try {
        await client.query("begin");
        await client.query(text);
        await client.query("insert into schema_migrations (name, checksum) values ($1, $2)", [
          file,
          checksum,
        ]);
        await client.query("commit");
      } catch (error) {
        await client.query("rollback").catch(() => {});
        throw new Error(`migration ${file} failed: ${(error as Error).message}`, { cause: error });
      }
      report.applied.push(file);
      options.log?.(`applied ${file}`);
    }
    return report;
  } finally {
    await client.query("select pg_advisory_unlock($1)", [LOCK_KEY]).catch(() => {});
    await client.end();
  }
}
