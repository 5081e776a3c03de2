// Data for bench/school-search.ts: where the sample list is, deterministic variants of it up to
// any number of schools, and realistic queries made from it.
import { z } from "zod";
import type { DirectoryFile, FileRow, SchoolRecord } from "../database/schools/directory-file.ts";
import { importDirectoryFile } from "../database/schools/import.ts";
import { sql, type DatabasePool } from "../database/pool.ts";
import { SCHOOL_SAMPLE_FILE } from "../database/schools/sample.ts";

/** The sample list of public high schools Levelfield ships (data/). */
export const sampleFile = () => SCHOOL_SAMPLE_FILE;

const row = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
type Row = z.infer<typeof row>;

const readReal = (pool: DatabasePool) =>
  pool.any(sql.type(row)`
    select id, name, city, state, zip from schools where id not like '9%' order by id`);

/** Words that end a school's own name and start its kind: "Spain Park | High School". */
const KIND_WORDS = new Set([
  "High",
  "School",
  "Academy",
  "Center",
  "Senior",
  "Junior",
  "Charter",
  "Middle",
  "Secondary",
  "Alternative",
  "Community",
  "Preparatory",
  "Learning",
  "Program",
]);

function split(name: string): { head: string; tail: string } {
  const words = name.split(" ");
  const k = words.findIndex((w, i) => i > 0 && KIND_WORDS.has(w));
  return k < 0
    ? { head: name, tail: "High School" }
    : { head: words.slice(0, k).join(" "), tail: words.slice(k).join(" ") };
}

/**
 * Adds variants of the real schools until the directory holds `total`: the same name in another
 * town (variant 1, as with the many Lincoln High Schools), another school's name with this one's
 * kind (2), and two names joined (3), each placed in some other row's town. Ids are 12 digits
 * starting with 9 (no state has that FIPS code), so they never collide with real ones.
 */
export async function addVariants(pool: DatabasePool, total: number): Promise<number> {
  const real = await readReal(pool);
  const n = real.length;
  const wanted = Math.max(0, total - n);
  const at = (i: number) => real[((i % n) + n) % n]!;
  const place = (r: Row) => ({ city: r.city, state: r.state, zip: r.zip });
  async function* rows(): AsyncGenerator<FileRow> {
    for (let made = 0; made < wanted; made++) {
      const variant = 1 + Math.floor(made / n);
      const i = made % n;
      const self = at(i);
      // Another school's own name ("Spain Park"), not a kind ("High School for the Arts").
      let j = i * 13 + 5;
      while (KIND_WORDS.has(at(j).name.split(" ")[0]!)) j++;
      const other = split(at(j).name);
      const name =
        variant === 1
          ? self.name
          : variant === 2
            ? `${other.head} ${split(self.name).tail}`
            : `${split(self.name).head} ${other.head} ${split(self.name).tail}`;
      const school: SchoolRecord = {
        id: `9${String(made).padStart(11, "0")}`,
        source: "ccd",
        name,
        ...place(at(i * (5 + 2 * variant) + variant)),
      };
      yield { line: made + 2, school };
    }
  }
  const file: DirectoryFile = {
    kind: "sample",
    label: "synthetic variants",
    rows: rows(),
    legacyValues: () => 0,
  };
  const summary = await importDirectoryFile(pool, file);
  return summary.inserted;
}

export type Query = {
  kind: string;
  q: string;
  /** The school the query was made from, when it names one. */
  target: string | null;
};

/** mulberry32: a small seeded generator, so every run sends the same queries. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const GENERIC = ["high school", "academy", "charter school", "senior high", "learning center"];

/** One edit, as a hurried typist makes it: a letter dropped, doubled, swapped or wrong. */
function typo(word: string, r: () => number): string {
  const i = 1 + Math.floor(r() * (word.length - 2));
  switch (Math.floor(r() * 4)) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1);
    case 1:
      return word.slice(0, i) + word[i] + word.slice(i);
    case 2:
      return word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1);
    default:
      return word.slice(0, i) + "eaoinrst"[Math.floor(r() * 8)] + word.slice(i + 1);
  }
}

/** Queries made from real schools: prefixes as typed, names, cities, typos, name + city. */
export async function buildQueries(
  pool: DatabasePool,
  count: number,
  seed: number,
): Promise<Query[]> {
  const real = await readReal(pool);
  const r = random(seed);
  const pick = () => real[Math.floor(r() * real.length)]!;
  const queries: Query[] = [];
  const push = (query: Query) => {
    if (query.q.length >= 3) queries.push(query);
  };
  while (queries.length < count) {
    const school = pick();
    const name = school.name.toLowerCase();
    const words = name.split(" ");
    const roll = r();
    if (roll < 0.35) {
      const cut = 3 + Math.floor(r() * Math.max(1, Math.min(name.length, 22) - 2));
      push({ kind: "prefix as typed", q: name.slice(0, cut).trim(), target: school.id });
    } else if (roll < 0.5) {
      push({ kind: "full name", q: name, target: school.id });
    } else if (roll < 0.65) {
      push({ kind: "city", q: school.city.toLowerCase(), target: null });
    } else if (roll < 0.85) {
      const k = words.findIndex((w) => /^[a-z]{5,}$/.test(w));
      if (k < 0) continue;
      const rest = r() < 0.5 && words[k + 1] ? ` ${words[k + 1]}` : "";
      push({ kind: "typo", q: typo(words[k]!, r) + rest, target: school.id });
    } else if (roll < 0.95) {
      const q = `${words[0]} ${school.city.toLowerCase()}`;
      push({ kind: "name + city", q, target: school.id });
    } else {
      push({ kind: "generic words", q: GENERIC[Math.floor(r() * GENERIC.length)]!, target: null });
    }
  }
  return queries;
}
