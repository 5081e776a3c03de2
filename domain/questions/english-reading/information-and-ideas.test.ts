// The hand-written Information and Ideas items: the plan's counts per band, every level and skill
// used, passage lengths, distinct choices, ids, the key letters' spread, explanations that name
// every wrong choice, IRT parameters, sources and licences, and the seeded, deterministic build.
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
  INFORMATION_AND_IDEAS_SEED,
  buildInformationAndIdeasItems,
  informationAndIdeasItems as items,
} from "./information-and-ideas.ts";

const skills = taxonomy.english.information_and_ideas;
const levelsOfBand = { easy: [1, 2, 3, 4], medium: [5, 6, 7, 8], hard: [9, 10, 11, 12] } as const;

const wordCount = (text: string) => text.trim().split(/\s+/).length;
const keyText = (item: QuestionItem) => item.choices[letters.indexOf(item.answer)]!;
const isLiterature = (item: QuestionItem) => item.source.includes("passage:");

function countBy<T>(list: readonly T[], key: (value: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of list) counts[key(value)] = (counts[key(value)] ?? 0) + 1;
  return counts;
}

describe("the plan: bands, levels and skills", () => {
  it("given the items, when counted per band, then they match BANK_PLAN exactly (15/19/9)", () => {
    expect(items).toHaveLength(43);
    const perBand = countBy(items, (item) => bandOf(item.level));
    expect(perBand).toEqual(BANK_PLAN.information_and_ideas);
  });

  it("given each band, when its items' levels are listed, then all four levels of the band are used", () => {
    for (const band of bands) {
      const used = new Set(items.filter((item) => bandOf(item.level) === band).map((i) => i.level));
      expect([...used].sort((x, y) => x - y)).toEqual([...levelsOfBand[band]]);
    }
  });

  it("given a band, when its items are counted per level, then the levels are spread evenly (counts differ by at most 1)", () => {
    for (const band of bands) {
      const perLevel = countBy(
        items.filter((item) => bandOf(item.level) === band),
        (item) => String(item.level),
      );
      const counts = Object.values(perLevel);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    }
  });

  it("given the items, when counted per skill, then every skill of the domain appears 10 or 11 times and no other skill does", () => {
    const perSkill = countBy(items, (item) => item.skill);
    expect(Object.keys(perSkill).sort()).toEqual([...skills].sort());
    for (const skill of skills) {
      expect(perSkill[skill]).toBeGreaterThanOrEqual(10);
      expect(perSkill[skill]).toBeLessThanOrEqual(11);
    }
  });

  it("given each band, when its skills are listed, then every skill appears in every band", () => {
    for (const band of bands) {
      const used = new Set(items.filter((item) => bandOf(item.level) === band).map((i) => i.skill));
      expect([...used].sort()).toEqual([...skills].sort());
    }
  });

  it("given the items, when their subject and domain are read, then all are English Information and Ideas", () => {
    for (const item of items) {
      expect(item.subject).toBe("english");
      expect(item.domain).toBe("information_and_ideas");
    }
  });
});

describe("ids", () => {
  it("given the items, when their ids are listed, then they run e-ii-001 … e-ii-043 in order, unique", () => {
    const ids = items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      Array.from({ length: 43 }, (_, index) => `e-ii-${String(index + 1).padStart(3, "0")}`),
    );
  });

  it("given the items in id order, when their levels are read, then they never go down", () => {
    const levels = items.map((item) => item.level);
    expect(levels).toEqual([...levels].sort((x, y) => x - y));
  });
});

describe("passages and stems", () => {
  it("given each passage, when its words are counted, then it has 25 to 150 words", () => {
    for (const item of items) {
      expect(item.passage, item.id).not.toBeNull();
      const words = wordCount(item.passage!);
      expect(words, item.id).toBeGreaterThanOrEqual(25);
      expect(words, item.id).toBeLessThanOrEqual(150);
    }
  });

  it("given each passage, when its line breaks are read, then paragraphs are separated by one blank line only and nothing is padded", () => {
    for (const item of items) {
      const passage = item.passage!;
      expect(passage, item.id).toBe(passage.trim());
      expect(passage.replaceAll("\n\n", ""), item.id).not.toContain("\n");
      expect(passage, item.id).not.toContain("\n\n\n");
    }
  });

  it("given a completion stem, when its passage is read, then the passage ends with the blank, and only those passages hold one", () => {
    for (const item of items) {
      const completes = /completes? the (text|statement)/.test(item.stem);
      expect(item.passage!.endsWith("______"), item.id).toBe(completes);
      expect(item.passage!.includes("______"), item.id).toBe(completes);
    }
  });

  it("given the text of every item, when searched for math delimiters, then none is found (reading items hold no LaTeX)", () => {
    for (const item of items) {
      for (const text of [item.passage!, item.stem, ...item.choices, item.explanation]) {
        expect(text, item.id).not.toContain("$");
      }
    }
  });
});

describe("choices and keys", () => {
  it("given each item, when its choices are trimmed and case-folded, then the four are non-empty and distinct", () => {
    for (const item of items) {
      const folded = item.choices.map((choice) => choice.trim().toLowerCase());
      expect(
        folded.every((choice) => choice.length > 0),
        item.id,
      ).toBe(true);
      expect(new Set(folded).size, item.id).toBe(4);
    }
  });

  it("given the whole set, when the key letters are counted, then each letter keys 20–30% of the items", () => {
    const perLetter = countBy(items, (item) => item.answer);
    for (const letter of letters) {
      const share = (perLetter[letter] ?? 0) / items.length;
      expect(share, letter).toBeGreaterThanOrEqual(0.2);
      expect(share, letter).toBeLessThanOrEqual(0.3);
    }
  });

  it("given the items in id order, when the key letters are read, then no letter keys more than two items in a row", () => {
    let run = 1;
    for (let index = 1; index < items.length; index++) {
      run = items[index]!.answer === items[index - 1]!.answer ? run + 1 : 1;
      expect(run, items[index]!.id).toBeLessThanOrEqual(2);
    }
  });
});

describe("explanations", () => {
  it("given each item, when its explanation is read, then it opens by naming the key's letter as the best answer", () => {
    for (const item of items) {
      expect(
        item.explanation.startsWith(`Choice ${item.answer} is the best answer. `),
        item.id,
      ).toBe(true);
    }
  });

  it("given each item, when its explanation is read, then every letter is named exactly once, the wrong ones in A–D order", () => {
    for (const item of items) {
      for (const letter of letters) {
        expect(item.explanation.split(`Choice ${letter} `).length - 1, `${item.id} ${letter}`).toBe(
          1,
        );
      }
      const wrong = letters.filter((letter) => letter !== item.answer);
      const positions = wrong.map((letter) => item.explanation.indexOf(`Choice ${letter} `));
      expect(positions, item.id).toEqual([...positions].sort((x, y) => x - y));
    }
  });

  it("given each item, when its explanation is read, then it says is the best answer once only (no wrong choice is called right)", () => {
    for (const item of items) {
      expect(item.explanation.split("is the best answer").length - 1, item.id).toBe(1);
    }
  });
});

describe("item-response parameters", () => {
  it("given each item, when its IRT parameters are read, then b follows the level, c is 0.2, and a is a 2-decimal value in 0.9–1.3", () => {
    for (const item of items) {
      expect(item.irt.b, item.id).toBe(difficultyOfLevel(item.level));
      expect(item.irt.c, item.id).toBe(0.2);
      expect(item.irt.a, item.id).toBeGreaterThanOrEqual(0.9);
      expect(item.irt.a, item.id).toBeLessThanOrEqual(1.3);
      expect(Math.round(item.irt.a * 100) / 100, item.id).toBe(item.irt.a);
    }
  });
});

describe("sources and licences", () => {
  it("given the literary excerpts, when counted, then there are at least 8 and each opens with its attribution and credits the work", () => {
    const literature = items.filter(isLiterature);
    expect(literature.length).toBeGreaterThanOrEqual(8);
    for (const item of literature) {
      expect(item.passage!.startsWith("The following text is "), item.id).toBe(true);
      expect(item.source, item.id).toMatch(
        /^author:levelfield; passage: .+ \(\d{4}\), public domain$/,
      );
      expect(item.license, item.id).toBe("Levelfield original item; passage public domain (US)");
      const year = Number(/\((\d{4})\), public domain$/.exec(item.source)![1]);
      expect(year, item.id).toBeLessThan(1929);
      expect(item.passage!, item.id).toContain(String(year));
    }
  });

  it("given the informational passages, when their source is read, then they are Levelfield originals with no attribution line", () => {
    const originals = items.filter((item) => !isLiterature(item));
    expect(originals.length).toBe(items.length - items.filter(isLiterature).length);
    for (const item of originals) {
      expect(item.source, item.id).toBe("author:levelfield");
      expect(item.license, item.id).toBe("Levelfield original");
      expect(item.passage!.startsWith("The following text is "), item.id).toBe(false);
    }
  });
});

describe("the seeded build", () => {
  it("given the same seed, when the items are built twice, then they are identical and equal the exported set", () => {
    const again = buildInformationAndIdeasItems(INFORMATION_AND_IDEAS_SEED);
    expect(buildInformationAndIdeasItems(INFORMATION_AND_IDEAS_SEED)).toEqual(again);
    expect(again).toEqual(items);
  });

  it("given another seed, when the items are built, then the key letters move but each item keeps its key text, its choices and its content", () => {
    const other = buildInformationAndIdeasItems(INFORMATION_AND_IDEAS_SEED + 1);
    expect(other.map((item) => item.answer)).not.toEqual(items.map((item) => item.answer));
    other.forEach((item, index) => {
      const original = items[index]!;
      expect(item.id).toBe(original.id);
      expect(keyText(item)).toBe(keyText(original));
      expect([...item.choices].sort()).toEqual([...original.choices].sort());
      expect({ ...item, choices: null, answer: null, explanation: null }).toEqual({
        ...original,
        choices: null,
        answer: null,
        explanation: null,
      });
    });
  });

  it("given another seed, when an explanation is read, then each wrong letter's reason travels with its choice", () => {
    const other = buildInformationAndIdeasItems(INFORMATION_AND_IDEAS_SEED + 1);
    const reasonOf = (item: QuestionItem, choice: string) => {
      const letter = letters[item.choices.indexOf(choice)]!;
      const start = item.explanation.indexOf(`Choice ${letter} `) + `Choice ${letter} `.length;
      const next = letters
        .map((l) => item.explanation.indexOf(`Choice ${l} `, start))
        .filter((position) => position > 0);
      return item.explanation.slice(start, next.length > 0 ? Math.min(...next) : undefined).trim();
    };
    other.forEach((item, index) => {
      const original = items[index]!;
      for (const choice of original.choices) {
        expect(reasonOf(item, choice), `${item.id}: ${choice}`).toBe(reasonOf(original, choice));
      }
    });
  });
});
