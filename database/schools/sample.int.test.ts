// The school directory Levelfield ships is imported on the first start (issue 15): an empty
// `schools` table gets all 26,765 schools of the NCES 2009-10 sample, so onboarding's search
// finds schools on a fresh installation; a directory that already has schools (a newer official
// file imported by an operator) is left alone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statement } from "../pool.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/database.ts";
import { countSchools, findSchool } from "./directory.ts";
import { importSampleIfEmpty, SCHOOL_SAMPLE_ROWS } from "./sample.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

describe("the shipped school directory", () => {
  it("fills an empty directory on the first start, and leaves it alone on the next", async () => {
    expect(await countSchools(db.pool)).toBe(0);
    const first = await importSampleIfEmpty(db.pool);
    expect(first).toMatchObject({ inserted: SCHOOL_SAMPLE_ROWS, skipped: 0 });
    expect(await countSchools(db.pool)).toBe(SCHOOL_SAMPLE_ROWS);
    expect(await findSchool(db.pool, "010000500871")).toMatchObject({
      name: "Albertville High School",
      zip: "35950",
    });
    expect(await importSampleIfEmpty(db.pool)).toBeNull();
  }, 60_000);

  it("leaves a directory that already has schools alone", async () => {
    await db.pool.query(statement`truncate schools, school_words`);
    await db.pool.query(statement`
      insert into schools (id, source, name, city, state, zip, search_name, search_text)
      values ('A9999999', 'pss', 'Newer Private Academy', 'Austin', 'TX', '73301',
        'newer private academy', ' newer private academy austin tx')`);
    expect(await importSampleIfEmpty(db.pool)).toBeNull();
    expect(await countSchools(db.pool)).toBe(1);
  });
});
