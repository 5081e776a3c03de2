// What school search compares: lower-case ASCII words. The importer stores a school's words
// (`search_name`, `search_text`) and the search route turns the query into words the same way,
// so "Peñasco", "PENASCO" and "penasco" meet, and "St. Louis", "st louis" and "Saint Louis" too.

/** Short and long forms people type for the same word: a school stores both, side by side. */
const ALTERNATES: Record<string, string> = {
  st: "saint",
  saint: "st",
  mt: "mount",
  mount: "mt",
  ft: "fort",
  fort: "ft",
};

/**
 * Words in more than about 1.5% of school names or places (counted in the 2009-10 CCD list):
 * too common to narrow a search through the trigram index (api/schools/search.ts).
 */
export const COMMON_WORDS: ReadonlySet<string> = new Set(
  (
    "high school schools center senior junior middle elementary secondary academy county city " +
    "alternative valley and the of for at education central community charter learning area " +
    "career technical tech college early program regional public district preparatory " +
    "north south east west new san lake park st saint mt mount"
  ).split(" "),
);

/** At most this many query words take part in a search (a query is at most 100 characters). */
const MAX_QUERY_WORDS = 8;

/**
 * Lower-case ASCII words of a text: accents dropped (ñ → n), "&" read as "and", apostrophes
 * dropped inside a word (O'Connor → oconnor), any other punctuation a word break.
 */
export function searchWords(text: string): string[] {
  const folded = text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replaceAll("&", " and ")
    .replace(/['’`]/g, "");
  return folded.split(/[^a-z0-9]+/).filter((w) => w.length > 0);
}

function withAlternates(words: readonly string[]): string[] {
  return words.flatMap((w) => {
    const other = ALTERNATES[w];
    return other ? [w, other] : [w];
  });
}

/** The stored search columns of a school, from its display name, city and state. */
export function searchColumns(school: { name: string; city: string; state: string }): {
  searchName: string;
  searchText: string;
} {
  const name = withAlternates(searchWords(school.name));
  const place = withAlternates(searchWords(school.city));
  return {
    searchName: name.join(" "),
    // The leading space lets `search_text like '% word%'` find a word's start anywhere,
    // the first word included, with one pattern the trigram index can use.
    searchText: ` ${[...name, ...place, school.state.toLowerCase()].join(" ")}`,
  };
}

/** The words of a search query, without repeats, at most MAX_QUERY_WORDS of them. */
export function queryWords(query: string): string[] {
  return [...new Set(searchWords(query))].slice(0, MAX_QUERY_WORDS);
}

/**
 * Edits between two words: letters inserted, deleted or replaced, and two neighbours swapped,
 * each counting one (optimal string alignment distance). Typo correction prefers fewer.
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The most edits a typed word may be from the word it is taken for. */
export const maxEdits = (word: string) => (word.length <= 4 ? 1 : word.length <= 8 ? 2 : 3);

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** Every word one edit from this one (a letter dropped, swapped, replaced or added), no repeats. */
export function oneEditVariants(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const [head, tail] = [word.slice(0, i), word.slice(i)];
    if (tail) out.add(head + tail.slice(1));
    if (tail.length > 1) out.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const c of LETTERS) {
      if (tail) out.add(head + c + tail.slice(1));
      out.add(head + c + tail);
    }
  }
  out.delete(word);
  return [...out];
}
