// The validation suite over every tip (issue 19, ../shared/design/content.md): well-formed ids,
// headlines and contents of the right length, valid categories, levels and skills, the counts
// the issue asks for, no duplicates or near-duplicates, and no marks of copied material. Each
// check is a small function, shown first to catch a broken tip, then run over the catalogue.
import { describe, expect, it } from "vitest";
import { skillNames, taxonomy, type Skill } from "../questions/item.ts";
import { findTip, tipCatalogue } from "./catalogue.ts";
import { tipCategories, tipLevels, type Tip, type TipCategory } from "./tip.ts";

const mathSkills: readonly string[] = Object.values(taxonomy.math).flat();
const englishSkills: readonly string[] = Object.values(taxonomy.english).flat();
const readingSkills: readonly string[] = [
  ...taxonomy.english.information_and_ideas,
  ...taxonomy.english.craft_and_structure,
];
const writingSkills: readonly string[] = [
  ...taxonomy.english.expression_of_ideas,
  ...taxonomy.english.standard_english_conventions,
];

/** The skills a tip of each category may name (general and wildcard tips may name any). */
const skillsFor: Record<TipCategory, readonly string[]> = {
  general: [...mathSkills, ...englishSkills],
  wildcard: [...mathSkills, ...englishSkills],
  reading: readingSkills,
  writing: writingSkills,
  math: mathSkills,
};

const copiedMarkers = [
  "©",
  "(c)",
  "copyright",
  "all rights reserved",
  "bluebook practice test",
  "official sat practice",
  "college board practice",
  "khan academy",
  "reprinted with permission",
];

/**
 * Near-duplicate thresholds, chosen by looking at the catalogue: the largest Jaccard similarity
 * between two contents' 3-word shingles is 0.045, and between two headlines' 2-word shingles
 * 0.176 (both printed by the last test). A lightly reworded copy of a tip scores above 0.5.
 */
const CONTENT_SIMILARITY_LIMIT = 0.15;
const HEADLINE_SIMILARITY_LIMIT = 0.35;

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter((word) => word.length > 0);
}

function wordCount(text: string): number {
  return text.trim().split(/\s+/).filter(Boolean).length;
}

function shingles(text: string, size: number): Set<string> {
  const list = words(text);
  const result = new Set<string>();
  for (let i = 0; i + size <= list.length; i++) result.add(list.slice(i, i + size).join(" "));
  return result;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const item of a) if (b.has(item)) shared += 1;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/** Everything wrong with one tip, as sentences (empty when it meets the bar). */
function tipProblems(tip: Tip): string[] {
  const problems: string[] = [];
  if (!/^[a-z0-9]+(-[a-z0-9]+)+$/.test(tip.id)) problems.push(`id "${tip.id}" is not kebab-case`);
  if (!tipCategories.includes(tip.category)) problems.push(`unknown category ${tip.category}`);
  else if (!tip.id.startsWith(`${tip.category}-`))
    problems.push(`id "${tip.id}" is not prefixed by its category ${tip.category}`);
  if (!tipLevels.includes(tip.difficultyLevel))
    problems.push(`unknown level ${tip.difficultyLevel}`);
  if (tip.headline.trim().length === 0) problems.push("empty headline");
  if (tip.headline !== tip.headline.trim()) problems.push("headline has outer whitespace");
  if (tip.headline.length > 80) problems.push(`headline has ${tip.headline.length} characters`);
  const count = wordCount(tip.content);
  if (count < 30 || count > 120) problems.push(`content has ${count} words`);
  if (tip.subSkill !== undefined) {
    if (!(tip.subSkill in skillNames)) problems.push(`unknown skill ${tip.subSkill}`);
    else if (
      tipCategories.includes(tip.category) &&
      !skillsFor[tip.category].includes(tip.subSkill)
    )
      problems.push(`skill ${tip.subSkill} is not a ${tip.category} skill`);
  }
  if (["reading", "writing", "math"].includes(tip.category) && tip.subSkill === undefined)
    problems.push(`a ${tip.category} tip without a skill`);
  const text = `${tip.headline} ${tip.content}`.toLowerCase();
  for (const marker of copiedMarkers)
    if (text.includes(marker)) problems.push(`contains "${marker}"`);
  return problems;
}

type Pair = { a: string; b: string; similarity: number };

/** Every pair whose similarity reaches the limit, and the largest similarity found. */
function similarPairs(
  tips: readonly Tip[],
  shinglesOf: (tip: Tip) => Set<string>,
  limit: number,
): { pairs: Pair[]; max: Pair } {
  const sets = tips.map(shinglesOf);
  const pairs: Pair[] = [];
  let max: Pair = { a: "", b: "", similarity: 0 };
  for (let i = 0; i < tips.length; i++) {
    for (let j = i + 1; j < tips.length; j++) {
      const pair = { a: tips[i]!.id, b: tips[j]!.id, similarity: jaccard(sets[i]!, sets[j]!) };
      if (pair.similarity >= limit) pairs.push(pair);
      if (pair.similarity > max.similarity) max = pair;
    }
  }
  return { pairs, max };
}

const contentShingles = (tip: Tip) => shingles(tip.content, 3);
const headlineShingles = (tip: Tip) => shingles(tip.headline, 2);

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const value of values) (seen.has(value) ? repeated : seen).add(value);
  return [...repeated];
}

function countBy<K extends string>(tips: readonly Tip[], key: (tip: Tip) => K | undefined) {
  const counts = new Map<K, number>();
  for (const tip of tips) {
    const k = key(tip);
    if (k !== undefined) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

const sound: Tip = {
  id: "math-sound-example",
  headline: "A well-formed tip",
  content:
    "This content has enough words to pass the length check because it keeps going for a while, explaining one idea clearly with a concrete example: 3x + 7 = 22 gives x = 5 after two steps.",
  category: "math",
  difficultyLevel: "beginner",
  subSkill: "linear_equations_in_one_variable",
};

describe("the tip checks catch broken tips", () => {
  it("passes a well-formed tip", () => {
    expect(tipProblems(sound)).toEqual([]);
  });

  it("rejects bad ids, headlines, lengths, categories, levels and skills", () => {
    const broken = (change: Partial<Tip> | Record<string, unknown>) =>
      tipProblems({ ...sound, ...change } as Tip);
    expect(broken({ id: "Math_Bad" })).toContain('id "Math_Bad" is not kebab-case');
    expect(broken({ id: "reading-wrong-prefix" })).toContain(
      'id "reading-wrong-prefix" is not prefixed by its category math',
    );
    expect(broken({ headline: " " })).toContain("empty headline");
    expect(broken({ headline: "x".repeat(81) })).toContain("headline has 81 characters");
    expect(broken({ content: "too short" })).toContain("content has 2 words");
    expect(broken({ content: "word ".repeat(121) })).toContain("content has 121 words");
    expect(broken({ category: "science" })).toContain("unknown category science");
    expect(broken({ difficultyLevel: "expert" })).toContain("unknown level expert");
    expect(broken({ subSkill: "calculus" })).toContain("unknown skill calculus");
    expect(broken({ subSkill: "boundaries" })).toContain("skill boundaries is not a math skill");
    expect(broken({ subSkill: undefined })).toContain("a math tip without a skill");
    expect(broken({ id: "reading-sound", category: "reading", subSkill: "transitions" })).toContain(
      "skill transitions is not a reading skill",
    );
    expect(broken({ content: `${sound.content} © 2024` })).toContain('contains "©"');
    expect(broken({ headline: "From a Bluebook practice test" })).toContain(
      'contains "bluebook practice test"',
    );
  });

  it("flags a lightly reworded copy of a tip as a near-duplicate", () => {
    const original = tipCatalogue[0]!;
    const reworded = words(original.content)
      .map((word, i) => (i % 10 === 9 ? "changed" : word))
      .join(" ");
    const copy: Tip = {
      ...original,
      id: `${original.id}-copy`,
      headline: `${original.headline} again`,
      content: reworded,
    };
    const contents = similarPairs([original, copy], contentShingles, CONTENT_SIMILARITY_LIMIT);
    expect(contents.pairs).toHaveLength(1);
    expect(contents.max.similarity).toBeGreaterThan(0.5);
    const headlines = similarPairs([original, copy], headlineShingles, HEADLINE_SIMILARITY_LIMIT);
    expect(headlines.pairs).toHaveLength(1);
  });

  it("finds repeated values and counts", () => {
    expect(duplicates(["a", "b", "a", "c", "b"]).sort()).toEqual(["a", "b"]);
    expect(duplicates(["a", "b"])).toEqual([]);
    expect(countBy([sound, sound], (tip) => tip.category).get("math")).toBe(2);
  });
});

describe("the tip catalogue", () => {
  it("has no tip with a problem", () => {
    const problems = tipCatalogue.flatMap((tip) =>
      tipProblems(tip).map((problem) => `${tip.id}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it("has unique ids, each found by findTip", () => {
    expect(duplicates(tipCatalogue.map((tip) => tip.id))).toEqual([]);
    for (const tip of tipCatalogue) expect(findTip(tip.id)).toBe(tip);
    expect(findTip("no-such-tip")).toBeUndefined();
  });

  it("has no repeated headline, even ignoring case", () => {
    expect(duplicates(tipCatalogue.map((tip) => tip.headline.toLowerCase().trim()))).toEqual([]);
  });

  it("has at least 160 tips, and enough in every category", () => {
    expect(tipCatalogue.length).toBeGreaterThanOrEqual(160);
    const byCategory = countBy(tipCatalogue, (tip) => tip.category);
    const minimum: Record<TipCategory, number> = {
      general: 25,
      reading: 30,
      writing: 30,
      math: 55,
      wildcard: 15,
    };
    for (const category of tipCategories)
      expect(byCategory.get(category) ?? 0, category).toBeGreaterThanOrEqual(minimum[category]);
  });

  it("has at least 40 tips at each level", () => {
    const byLevel = countBy(tipCatalogue, (tip) => tip.difficultyLevel);
    for (const level of tipLevels)
      expect(byLevel.get(level) ?? 0, level).toBeGreaterThanOrEqual(40);
  });

  it("covers every math skill with at least 2 tips, at more than one level", () => {
    const math = tipCatalogue.filter((tip) => tip.category === "math");
    for (const skill of mathSkills) {
      const tips = math.filter((tip) => tip.subSkill === skill);
      expect(tips.length, skill).toBeGreaterThanOrEqual(2);
      expect(new Set(tips.map((tip) => tip.difficultyLevel)).size, skill).toBeGreaterThan(1);
    }
    const mathLevels = countBy(math, (tip) => tip.difficultyLevel);
    for (const level of tipLevels) expect(mathLevels.get(level) ?? 0, level).toBeGreaterThan(0);
  });

  it("covers every reading skill with at least 2 tips", () => {
    const counts = countBy(
      tipCatalogue.filter((tip) => tip.category === "reading"),
      (tip) => tip.subSkill,
    );
    for (const skill of readingSkills)
      expect(counts.get(skill as Skill) ?? 0, skill).toBeGreaterThanOrEqual(2);
  });

  it("covers every writing skill with at least 3 tips, and boundaries and form with 5", () => {
    const counts = countBy(
      tipCatalogue.filter((tip) => tip.category === "writing"),
      (tip) => tip.subSkill,
    );
    for (const skill of writingSkills)
      expect(counts.get(skill as Skill) ?? 0, skill).toBeGreaterThanOrEqual(3);
    expect(counts.get("boundaries") ?? 0).toBeGreaterThanOrEqual(5);
    expect(counts.get("form_structure_and_sense") ?? 0).toBeGreaterThanOrEqual(5);
  });

  it("has no near-duplicate contents or headlines", () => {
    const contents = similarPairs(tipCatalogue, contentShingles, CONTENT_SIMILARITY_LIMIT);
    const headlines = similarPairs(tipCatalogue, headlineShingles, HEADLINE_SIMILARITY_LIMIT);
    console.info(
      `most similar contents (3-word shingles): ${contents.max.similarity.toFixed(3)} ` +
        `${contents.max.a} ~ ${contents.max.b}; most similar headlines (2-word shingles): ` +
        `${headlines.max.similarity.toFixed(3)} ${headlines.max.a} ~ ${headlines.max.b}`,
    );
    expect(contents.pairs).toEqual([]);
    expect(headlines.pairs).toEqual([]);
  });
});
