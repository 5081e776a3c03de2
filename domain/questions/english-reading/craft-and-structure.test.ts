import { describe, expect, it } from "vitest";
import {
  BANK_PLAN,
  bandOf,
  bands,
  difficultyOfLevel,
  letters,
  taxonomy,
  type QuestionItem,
} from "../item.ts";
import {
  CRAFT_AND_STRUCTURE_SEED,
  buildCraftAndStructureItems,
  craftAndStructureItems as items,
} from "./craft-and-structure.ts";

const words = (text: string) => text.trim().split(/\s+/).length;
const fold = (text: string) => text.trim().toLowerCase();
const keyText = (item: QuestionItem) => item.choices[letters.indexOf(item.answer)]!;
/** The text between the first pair of straight double quotes in a stem. */
const quoted = (stem: string) => /"(.+)"/.exec(stem)?.[1];

describe("craft and structure items", () => {
  it("given the bank plan, when the items are counted per band, then each band holds exactly its planned count", () => {
    expect(items).toHaveLength(46);
    for (const band of bands) {
      expect(items.filter((item) => bandOf(item.level) === band)).toHaveLength(
        BANK_PLAN.craft_and_structure[band],
      );
    }
  });

  it("given the items, when grouped by level, then all twelve levels are used and each band spreads evenly", () => {
    const perLevel = new Map<number, number>();
    for (const item of items) perLevel.set(item.level, (perLevel.get(item.level) ?? 0) + 1);
    for (let level = 1; level <= 12; level++) expect(perLevel.get(level) ?? 0).toBeGreaterThan(0);
    for (const [first, last] of [
      [1, 4],
      [5, 8],
      [9, 12],
    ] as const) {
      const counts = [];
      for (let level = first; level <= last; level++) counts.push(perLevel.get(level) ?? 0);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    }
  });

  it("given the domain's skills, when the items are counted per skill, then the split is 18/16/12 and every skill appears in every band", () => {
    const skills = taxonomy.english.craft_and_structure;
    const count = (skill: string) => items.filter((item) => item.skill === skill).length;
    expect(count("words_in_context")).toBe(18);
    expect(count("text_structure_and_purpose")).toBe(16);
    expect(count("cross_text_connections")).toBe(12);
    for (const item of items) expect(skills).toContain(item.skill);
    for (const skill of skills) {
      for (const band of bands) {
        expect(items.some((item) => item.skill === skill && bandOf(item.level) === band)).toBe(
          true,
        );
      }
    }
  });

  it("given the items, when their identity is read, then ids run e-cs-001 to e-cs-046 without repeats and every item is English craft and structure", () => {
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    items.forEach((item, index) => {
      expect(item.id).toBe(`e-cs-${String(index + 1).padStart(3, "0")}`);
      expect(item.subject).toBe("english");
      expect(item.domain).toBe("craft_and_structure");
    });
  });

  it("given each passage, when its words are counted by whitespace, then it has 25 to 150 words and paragraphs split only by blank lines", () => {
    for (const item of items) {
      expect(item.passage, item.id).not.toBeNull();
      const passage = item.passage!;
      expect(words(passage), item.id).toBeGreaterThanOrEqual(25);
      expect(words(passage), item.id).toBeLessThanOrEqual(150);
      expect(passage, item.id).not.toMatch(/[^\n]\n[^\n]/);
      expect(passage, item.id).not.toMatch(/\n{3,}/);
      expect(passage, item.id).toBe(passage.trim());
    }
  });

  it("given each item, when its choices are compared after trimming and case-folding, then the four are distinct and non-empty", () => {
    for (const item of items) {
      expect(item.choices).toHaveLength(4);
      expect(new Set(item.choices.map(fold)).size, item.id).toBe(4);
      for (const choice of item.choices) expect(fold(choice).length, item.id).toBeGreaterThan(0);
    }
  });

  it("given all items, when the key letters are tallied, then each of A–D is the key for 20–30% of them", () => {
    for (const letter of letters) {
      const share = items.filter((item) => item.answer === letter).length / items.length;
      expect(share, letter).toBeGreaterThanOrEqual(0.2);
      expect(share, letter).toBeLessThanOrEqual(0.3);
    }
  });

  it("given each explanation, when read, then it names the key as correct and every other letter as wrong", () => {
    for (const item of items) {
      expect(item.explanation, item.id).toMatch(
        new RegExp(`^Choice ${item.answer} is correct\\. `),
      );
      for (const letter of letters) {
        const wrong = `Choice ${letter} is wrong because `;
        if (letter === item.answer) expect(item.explanation, item.id).not.toContain(wrong);
        else expect(item.explanation, item.id).toContain(wrong);
      }
    }
  });

  it("given each item, when its IRT parameters are read, then a is a reading-item discrimination, b matches its level and c is 0.2", () => {
    for (const item of items) {
      expect(item.irt.a, item.id).toBeGreaterThanOrEqual(0.9);
      expect(item.irt.a, item.id).toBeLessThanOrEqual(1.3);
      expect(item.irt.a, item.id).toBe(Math.round(item.irt.a * 100) / 100);
      expect(item.irt.b, item.id).toBe(difficultyOfLevel(item.level));
      expect(item.irt.c, item.id).toBe(0.2);
    }
  });

  it("given the words-in-context items, when their stems are read, then each has one blank in its passage or quotes a word found in its passage", () => {
    for (const item of items.filter((each) => each.skill === "words_in_context")) {
      const blanks = item.passage!.split("______").length - 1;
      const word = quoted(item.stem);
      if (word === undefined) {
        expect(blanks, item.id).toBe(1);
        expect(item.stem, item.id).toMatch(/most logical and precise word/);
      } else {
        expect(blanks, item.id).toBe(0);
        expect(item.stem, item.id).toMatch(
          /^As used in the text, what does the word ".+" most nearly mean\?$/,
        );
        const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        expect(item.passage!, item.id).toMatch(new RegExp(`\\b${escaped}\\b`));
      }
    }
  });

  it("given the text-structure items that ask about one sentence, when the quoted sentence is looked up, then it appears word for word in the passage", () => {
    const sentenceItems = items.filter((item) => item.stem.includes("function of the sentence"));
    expect(sentenceItems.length).toBeGreaterThanOrEqual(4);
    for (const item of sentenceItems) {
      expect(item.skill).toBe("text_structure_and_purpose");
      const sentence = quoted(item.stem);
      expect(sentence, item.id).toBeDefined();
      expect(item.passage!, item.id).toContain(sentence!);
    }
  });

  it("given the cross-text items, when their passages are split into paragraphs, then Text 1 and Text 2 are labelled paragraphs in order and the stem asks about the author of Text 2", () => {
    for (const item of items.filter((each) => each.skill === "cross_text_connections")) {
      const paragraphs = item.passage!.split("\n\n");
      const one = paragraphs.indexOf("Text 1");
      const two = paragraphs.indexOf("Text 2");
      expect(one, item.id).toBe(0);
      expect(two, item.id).toBeGreaterThan(one + 1);
      expect(two, item.id).toBeLessThan(paragraphs.length - 1);
      expect(item.stem, item.id).toMatch(/^Based on the texts, how would the author of Text 2/);
    }
  });

  it("given the literature and speech excerpts, when their sources are read, then at least 8 are credited as public domain with a one-line attribution first", () => {
    const excerpts = items.filter((item) => item.source.includes("public domain"));
    expect(excerpts.length).toBeGreaterThanOrEqual(8);
    for (const item of excerpts) {
      expect(item.source, item.id).toMatch(
        /^author:levelfield; passage: .+ \(\d{4}\), public domain$/,
      );
      expect(item.license, item.id).toBe("Levelfield original item; passage public domain (US)");
      const [attribution] = item.passage!.split("\n\n");
      expect(attribution, item.id).toMatch(/^The following text is from /);
      const year = Number(/\((\d{4})\)/.exec(item.source)![1]);
      expect(year, item.id).toBeLessThan(1929);
      expect(attribution, item.id).toContain(String(year));
    }
    for (const item of items.filter((each) => !each.source.includes("public domain"))) {
      expect(item.source, item.id).toBe("author:levelfield");
      expect(item.license, item.id).toBe("Levelfield original");
      expect(item.passage!, item.id).not.toMatch(/^The following text is from /);
    }
  });

  it("given the same seed, when the items are built twice, then they are identical", () => {
    expect(buildCraftAndStructureItems(CRAFT_AND_STRUCTURE_SEED)).toEqual(items);
    expect(buildCraftAndStructureItems(7)).toEqual(buildCraftAndStructureItems(7));
  });

  it("given another seed, when the items are rebuilt, then letters may move but each item keeps its key text and choice set", () => {
    const other = buildCraftAndStructureItems(12345);
    expect(other.map((item) => item.answer)).not.toEqual(items.map((item) => item.answer));
    other.forEach((item, index) => {
      const original = items[index]!;
      expect(item.id).toBe(original.id);
      expect(keyText(item)).toBe(keyText(original));
      expect([...item.choices].sort()).toEqual([...original.choices].sort());
    });
  });

  it("given the items, when their passages are compared, then no passage is used twice", () => {
    expect(new Set(items.map((item) => item.passage)).size).toBe(items.length);
  });
});
