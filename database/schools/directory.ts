// The school directory tables (migrations/0005_schools.sql): one school by id, and what the
// importer (import.ts) writes (the batched upsert, the word list). Onboarding's search reads
// them in api/schools/search.ts.
import { z } from "zod";
import { sql, statement, type CommonQueryMethods } from "../pool.ts";
import { schoolsRow } from "../tables/schools.ts";
import type { SchoolRecord } from "./directory-file.ts";
import { searchColumns } from "./search-text.ts";

export const schoolRow = schoolsRow.pick({
  id: true,
  name: true,
  city: true,
  state: true,
  zip: true,
});
export type School = z.infer<typeof schoolRow>;

/** One school by its NCES id (12 digits public, 8 characters private), or null. */
export async function findSchool(db: CommonQueryMethods, id: string): Promise<School | null> {
  return db.maybeOne(sql.type(schoolRow)`
    select id, name, city, state, zip from schools where id = ${id}
  `);
}

/**
 * Inserts new schools and updates changed ones; a row identical to the stored one is left alone
 * (its updated_at too), so importing the same file twice changes nothing. Ids must be unique
 * within a call.
 */
export async function upsertSchools(
  db: CommonQueryMethods,
  schools: readonly SchoolRecord[],
): Promise<{ inserted: number; updated: number }> {
  if (schools.length === 0) return { inserted: 0, updated: 0 };
  const rows = schools.map((s) => {
    const { searchName, searchText } = searchColumns(s);
    const { id, source, name, city, state, zip } = s;
    return { id, source, name, city, state, zip, search_name: searchName, search_text: searchText };
  });
  const written = await db.any(sql.type(z.object({ inserted: z.boolean() }))`
    insert into schools (id, source, name, city, state, zip, search_name, search_text)
    select * from jsonb_to_recordset(${sql.jsonb(rows)}) as r(id text, source text, name text,
      city text, state text, zip text, search_name text, search_text text)
    on conflict (id) do update set
      source = excluded.source, name = excluded.name, city = excluded.city,
      state = excluded.state, zip = excluded.zip, search_name = excluded.search_name,
      search_text = excluded.search_text, updated_at = now()
    where (schools.source, schools.name, schools.city, schools.state, schools.zip,
        schools.search_name, schools.search_text)
      is distinct from (excluded.source, excluded.name, excluded.city, excluded.state,
        excluded.zip, excluded.search_name, excluded.search_text)
    returning (xmax = 0) as inserted
  `);
  const inserted = written.filter((w) => w.inserted).length;
  return { inserted, updated: written.length - inserted };
}

/**
 * Rebuilds school_words (every word of search_text, with how many schools have it) from the
 * schools table: typo correction looks for the nearest known word there.
 */
export async function refreshSchoolWords(db: CommonQueryMethods): Promise<void> {
  await db.query(statement`delete from school_words`);
  await db.query(statement`
    insert into school_words (word, schools)
    select word, count(*)::int from schools
    cross join lateral (
      select distinct w from unnest(string_to_array(ltrim(search_text), ' ')) as w
    ) as words (word)
    group by word
  `);
}

/** Any constant shared by every importer: the transaction-scoped lock that serialises them. */
const IMPORT_LOCK_KEY = 7_314_159_266;

/** Waits until no other import runs; held until the caller's transaction ends. */
export async function lockSchoolImports(tx: CommonQueryMethods): Promise<void> {
  await tx.query(statement`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
}

/**
 * Merges the search index's pending list (see migrations/0005_schools.sql) and refreshes
 * statistics, so the first searches after a large import are as fast as later ones.
 */
export async function tidySchoolIndexes(db: CommonQueryMethods): Promise<void> {
  await db.query(sql.type(z.object({ pages: z.number() }))`
    select gin_clean_pending_list('schools_search_text'::regclass) as pages
  `);
  await db.query(statement`analyze schools`);
}

/** Schools in the directory (for the importer's summary and the benchmark). */
export async function countSchools(db: CommonQueryMethods): Promise<number> {
  return db.oneFirst(sql.type(z.object({ n: z.number() }))`select count(*)::int as n from schools`);
}
