// Every table's row schema (database/tables/) against the migrated database: the same columns,
// and a column may be null exactly when the schema lets it be. A migration that adds, drops or
// renames a column fails here until its table's schema follows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestDatabase, type TestDatabase } from "../../testing/database.ts";
import { sql } from "../pool.ts";
import { tableRows } from "./index.ts";

/** Tables without a row schema here: each is read and written by one module of its own. */
const withoutRowSchema = [
  "events", // the event store's log (eventstore/postgres.ts)
  "schema_migrations", // the migration runner's (cli/migrate.ts)
];

const columnRow = z.object({
  table_name: z.string(),
  column_name: z.string(),
  nullable: z.boolean(),
});

let db: TestDatabase;
let columns: readonly z.infer<typeof columnRow>[];
beforeAll(async () => {
  db = await createTestDatabase();
  columns = await db.pool.any(sql.type(columnRow)`
    select table_name::text, column_name::text, is_nullable = 'YES' as nullable
    from information_schema.columns where table_schema = 'public'
    order by table_name, ordinal_position`);
});
afterAll(() => db.close());

describe("the tables' row schemas", () => {
  it("given the migrated database, when its tables are listed, then each has a row schema or is named as without one", () => {
    const tables = [...new Set(columns.map((c) => c.table_name))].sort();
    expect(tables).toEqual([...Object.keys(tableRows), ...withoutRowSchema].sort());
  });

  for (const [table, schema] of Object.entries(tableRows)) {
    it(`given ${table}, when its schema is compared with the table, then the columns and their nullability are equal`, () => {
      const migrated = columns.filter((c) => c.table_name === table);
      expect(Object.keys(schema.shape).sort()).toEqual(migrated.map((c) => c.column_name).sort());
      const shape: Record<string, z.ZodType> = schema.shape;
      const nullable = Object.fromEntries(
        Object.entries(shape).map(([column, type]) => [column, type.safeParse(null).success]),
      );
      expect(nullable).toEqual(
        Object.fromEntries(migrated.map((c) => [c.column_name, c.nullable])),
      );
    });
  }
});
