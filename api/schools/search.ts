// School search for onboarding, in steps from cheapest to dearest, so a search that is being
// typed costs one statement:
// 1. names starting with the query ("lincoln hi"), shortest first: a range of the search_name
//    index. Ten of them answer at once.
// 2. when fewer (same statement), schools where every query word of 2+ letters starts a word
//    of the name, city or state ("hoover des moines", "east st louis"): the trigram index on
//    search_text. Ranked after step 1: the query is a phrase in the name, every word is in the
//    name, then shorter names.
// 3. when 1-2 found nothing, typos: each word no school has a word starting with is replaced by
//    its closest known words (school_words: a few tens of thousands of words, not 100,000
//    schools; see correct()), and steps 1-2 run again ("albertvile" → albertville).
// 4. when still nothing, trigram word similarity of the whole query against every school.
import { z } from "zod";
import { sql, type CommonQueryMethods } from "../../database/pool.ts";
import { schoolRow, type School } from "../../database/schools/directory.ts";
import {
  COMMON_WORDS,
  editDistance,
  maxEdits,
  oneEditVariants,
  queryWords,
} from "../../database/schools/search-text.ts";

const SEARCH_LIMIT = 10;

/** "Albertville, AL": how the search shows where a school is. */
export const locationOf = (school: Pick<School, "city" | "state">) =>
  `${school.city}, ${school.state}`;
/**
 * Step 2 ranks at most this many matches. Only a query of very common words ("high sch") has
 * more; its best matches, names that start with it, came from step 1, and ranking tens of
 * thousands of rows would cost tens of milliseconds.
 */
const RANK_AT_MOST = 2000;
/** Known words compared by edit distance with an unknown one, the most similar first. */
const CANDIDATES_PER_WORD = 20;
/** Words up to this long also get one-edit variants as candidates. */
const SHORT_WORD = 6;

/** Schools matching a typed query, best first; [] when it has fewer than 3 letters or digits. */
export async function searchSchools(
  db: CommonQueryMethods,
  query: string,
  limit = SEARCH_LIMIT,
): Promise<School[]> {
  const words = queryWords(query);
  if (words.join("").length < 3) return [];
  const found = await lookUp(
    db,
    words.map((w) => [w]),
    limit,
  );
  if (found.length > 0) return found;
  const corrected = await correct(db, words);
  if (corrected) {
    const byCorrected = await lookUp(db, corrected, limit);
    if (byCorrected.length > 0) return byCorrected;
  }
  const phrase = words.join(" ");
  // `<%`: word similarity above pg_trgm.word_similarity_threshold (0.6 by default).
  return [
    ...(await db.any(sql.type(schoolRow)`
      select id, name, city, state, zip from schools
      where ${phrase} <% search_text
      order by word_similarity(${phrase}, search_name) desc,
        word_similarity(${phrase}, search_text) desc, length(search_name), name, id
      limit ${limit}
    `)),
  ];
}

/**
 * Steps 1 and 2, in one statement, for a query given as groups of words: a typed word, or the
 * words it may be a typo of, best first. Step 2 runs only when step 1 found fewer than `limit`.
 */
async function lookUp(
  db: CommonQueryMethods,
  groups: readonly (readonly string[])[],
  limit: number,
): Promise<School[]> {
  const best = groups.map((g) => g[0]!);
  const phrase = best.join(" ");
  // One-letter words ("j e b", "a") match too much to narrow anything.
  const narrowing = groups.filter((g) => g[0]!.length >= 2);
  // The trigram index reads a posting list per trigram: "high" and "school" are in most rows,
  // so only the rarer words go to the index; the common ones are checked on the rows it finds
  // (five times faster for "middlesboro central alternative high school").
  const rare = narrowing.filter((g) => g.some((w) => w.length >= 3 && !COMMON_WORDS.has(w)));
  const indexed = rare.length > 0 ? rare : narrowing;
  const either = (words: readonly string[], one: (w: string) => ReturnType<typeof sql.fragment>) =>
    sql.fragment`(${sql.join(words.map(one), sql.fragment` or `)})`;
  const conditions = narrowing.map((g) =>
    indexed.includes(g)
      ? either(g, (w) => sql.fragment`search_text like ${`% ${w}%`}`)
      : either(g, (w) => sql.fragment`strpos(search_text, ${` ${w}`}) > 0`),
  );
  const byWords =
    narrowing.length === 0
      ? sql.fragment``
      : sql.fragment`
        union all
        select * from (
          select id, name, city, state, zip, 1 as tier,
            (' ' || search_name) like ${`% ${phrase}%`} as phrase_in_name,
            (' ' || search_name) like all (${sql.array(
              narrowing.map((g) => `% ${g[0]}%`),
              "text",
            )}) as words_in_name,
            length(search_name) as length, search_name
          from schools
          where ${sql.join(conditions, sql.fragment` and `)}
            and (select count(*) from by_name) < ${limit}
            and id not in (select id from by_name)
          limit ${RANK_AT_MOST}
        ) as by_words`;
  return [
    ...(await db.any(sql.type(schoolRow)`
      with by_name as (
        select id, name, city, state, zip, 0 as tier, true as phrase_in_name,
          true as words_in_name, length(search_name) as length, search_name
        from schools
        where search_name like ${`${phrase}%`}
        order by length(search_name), search_name, id
        limit ${limit}
      )
      select id, name, city, state, zip from (
        select * from by_name
        ${byWords}
      ) as found
      order by tier, phrase_in_name desc, words_in_name desc, length, search_name, id
      limit ${limit}
    `)),
  ];
}

const candidateRow = z.object({
  typed: z.string(),
  known: z.boolean(),
  candidate: z.string().nullable(),
  schools: z.number().nullable(),
});
const variantRow = z.object({ typed: z.string(), variant: z.string(), schools: z.number() });

type Candidate = { word: string; edits: number; schools: number };

/**
 * The query's words, each unknown one (no school has a word starting with it) replaced by the
 * closest known words. Candidates: known words with a trigram similarity above pg_trgm's 0.3;
 * and, for a word of up to 6 letters with none of those one edit away, every one-edit variant
 * that starts a known word (trigrams miss "hihg" → high: a swap breaks most of a short word's
 * trigrams). The fewest edits win (a swap of two letters is one; at most maxEdits), then the
 * word more schools have, then one as long as the typed word. An unknown word with no candidate
 * is dropped while another word remains. Null when no word was unknown, or nothing is left.
 */
async function correct(
  db: CommonQueryMethods,
  words: readonly string[],
): Promise<string[][] | null> {
  const typed = words.filter((w) => w.length >= 3);
  if (typed.length === 0) return null;
  const rows = await db.any(sql.type(candidateRow)`
    select q.word as typed, k.known, c.word as candidate, c.schools
    from unnest(${sql.array(typed, "text")}) as q (word)
    cross join lateral (
      select exists (
        select 1 from school_words where word >= q.word and word < q.word || '{'
      ) as known
    ) as k
    left join lateral (
      select word, schools from school_words
      where not k.known and word % q.word
      order by similarity(word, q.word) desc, schools desc
      limit ${CANDIDATES_PER_WORD}
    ) as c on true
  `);
  const unknown = typed.filter((w) => rows.some((r) => r.typed === w && !r.known));
  if (unknown.length === 0) return null;
  const candidates = new Map<string, Candidate[]>(unknown.map((w) => [w, []]));
  for (const r of rows) {
    if (r.candidate === null || r.schools === null) continue;
    const edits = editDistance(r.typed, r.candidate);
    candidates.get(r.typed)?.push({ word: r.candidate, edits, schools: r.schools });
  }
  const oneEditAway = (w: string) => candidates.get(w)!.some((c) => c.edits <= 1);
  const pairs = unknown
    .filter((w) => w.length <= SHORT_WORD && !oneEditAway(w))
    .flatMap((w) => oneEditVariants(w).map((v) => [w, v] as const));
  if (pairs.length > 0) {
    const variants = await db.any(sql.type(variantRow)`
      select v.typed, v.variant, w.schools
      from unnest(
        ${sql.array(
          pairs.map((p) => p[0]),
          "text",
        )},
        ${sql.array(
          pairs.map((p) => p[1]),
          "text",
        )}
      ) as v (typed, variant)
      cross join lateral (
        select max(schools) as schools from school_words
        where word >= v.variant and word < v.variant || '{'
      ) as w
      where w.schools is not null
    `);
    for (const r of variants) {
      candidates.get(r.typed)?.push({ word: r.variant, edits: 1, schools: r.schools });
    }
  }
  const groups = words.map((word) => {
    const mine = candidates.get(word);
    if (!mine) return [word];
    const fit = mine
      .filter((c) => c.edits <= maxEdits(word))
      .sort(
        (a, b) =>
          a.edits - b.edits ||
          b.schools - a.schools ||
          Number(b.word.length === word.length) - Number(a.word.length === word.length),
      );
    return [...new Set(fit.filter((c) => c.edits === fit[0]!.edits).map((c) => c.word))].slice(
      0,
      2,
    );
  });
  const kept = groups.filter((g) => g.length > 0);
  return kept.length > 0 ? kept : null;
}
