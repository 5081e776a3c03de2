// The English writing items as a whole: the plan's counts, the level spread, the passages, the
// choices, the keys' letters, the IRT parameters and determinism.
import { describe, expect, it } from "vitest";
import {
  BANK_PLAN,
  bandOf,
  bands,
  difficultyOfLevel,
  letters,
  taxonomy,
  type Band,
  type QuestionItem,
} from "../item.ts";
import { BLANK, blankCount, wordCount } from "./assemble.ts";
import { buildEnglishWritingItems } from "./index.ts";

const SEED = 20261121;
const items = buildEnglishWritingItems(SEED);
const domains = ["standard_english_conventions", "expression_of_ideas"] as const;

const keyText = (item: QuestionItem) => item.choices[letters.indexOf(item.answer)]!;
const fill = (item: QuestionItem, text: string) => item.passage!.replace(BLANK, text);
const inBand = (domain: string, band: Band) =>
  items.filter((item) => item.domain === domain && bandOf(item.level) === band);

describe("given the seed 20261121, when the writing items are built", () => {
  it("then there are 76 items with unique, well-formed ids", () => {
    expect(items).toHaveLength(76);
    const ids = items.map((item) => item.id);
    expect(new Set(ids).size).toBe(76);
    for (const id of ids) expect(id).toMatch(/^e-(sec-(bnd|fss)|eoi-(trn|rsy))-\d{3}$/);
  });

  it("then each domain has exactly the plan's count in each band", () => {
    for (const domain of domains) {
      for (const band of bands) {
        expect(inBand(domain, band), `${domain} ${band}`).toHaveLength(BANK_PLAN[domain][band]);
      }
    }
  });

  it("then every skill of both domains appears, roughly evenly, and no other skill does", () => {
    for (const domain of domains) {
      const skills = taxonomy.english[domain];
      const ofDomain = items.filter((item) => item.domain === domain);
      for (const skill of skills) {
        const share = ofDomain.filter((item) => item.skill === skill).length / ofDomain.length;
        expect(share, skill).toBeGreaterThanOrEqual(0.4);
      }
      for (const item of ofDomain) expect(skills as readonly string[]).toContain(item.skill);
      expect(ofDomain.every((item) => item.subject === "english")).toBe(true);
    }
  });

  it("then inside each band the levels are spread evenly (every level, counts within one)", () => {
    for (const domain of domains) {
      for (const band of bands) {
        const levels = { easy: [1, 2, 3, 4], medium: [5, 6, 7, 8], hard: [9, 10, 11, 12] }[band];
        const counts = levels.map(
          (level) => inBand(domain, band).filter((item) => item.level === level).length,
        );
        expect(Math.min(...counts), `${domain} ${band} ${counts}`).toBeGreaterThan(0);
        expect(Math.max(...counts) - Math.min(...counts), `${domain} ${band}`).toBeLessThanOrEqual(
          1,
        );
      }
    }
  });

  it("then every skill reaches all three bands", () => {
    for (const skill of [
      "boundaries",
      "form_structure_and_sense",
      "rhetorical_synthesis",
      "transitions",
    ]) {
      const skillBands = new Set(
        items.filter((i) => i.skill === skill).map((i) => bandOf(i.level)),
      );
      expect([...skillBands].sort(), skill).toEqual(["easy", "hard", "medium"]);
    }
  });

  it("then every passage has 25–150 words", () => {
    for (const item of items) {
      const words = wordCount(item.passage ?? "");
      expect(words, item.id).toBeGreaterThanOrEqual(25);
      expect(words, item.id).toBeLessThanOrEqual(150);
    }
  });

  it("then conventions and transition passages hold the blank exactly once; notes hold none", () => {
    for (const item of items) {
      const expected = item.skill === "rhetorical_synthesis" ? 0 : 1;
      expect(blankCount(item.passage!), item.id).toBe(expected);
      expect(blankCount(item.stem), item.id).toBe(0);
    }
  });

  it("then the synthesis passages are an introduction and bulleted notes, and the stem states the goal", () => {
    for (const item of items.filter((i) => i.skill === "rhetorical_synthesis")) {
      const [intro, notes, ...rest] = item.passage!.split("\n\n");
      expect(rest, item.id).toEqual([]);
      expect(intro).toMatch(/notes/);
      const lines = notes!.split("\n");
      expect(lines.length, item.id).toBeGreaterThanOrEqual(4);
      for (const line of lines) expect(line, item.id).toMatch(/^• \S/);
      expect(item.stem).toMatch(
        /^The student wants to .+\. Which choice most effectively uses relevant information from the notes to accomplish this goal\?$/,
      );
    }
  });

  it("then each item has four distinct choices after trimming and case-folding", () => {
    for (const item of items) {
      const folded = item.choices.map((choice) => choice.trim().toLowerCase());
      expect(new Set(folded).size, item.id).toBe(4);
      for (const choice of item.choices) expect(choice.trim(), item.id).not.toBe("");
    }
  });

  it("then the keys are spread over A–D, each letter 15–35% per domain and overall", () => {
    for (const group of [...domains.map((d) => items.filter((i) => i.domain === d)), items]) {
      for (const letter of letters) {
        const share = group.filter((item) => item.answer === letter).length / group.length;
        expect(share, letter).toBeGreaterThanOrEqual(0.15);
        expect(share, letter).toBeLessThanOrEqual(0.35);
      }
    }
  });

  it("then the explanation says why the key is right and names every wrong letter", () => {
    for (const item of items) {
      expect(item.explanation, item.id).toContain(`Choice ${item.answer} `);
      expect(item.explanation, item.id).toMatch(
        new RegExp(`Choice ${item.answer}( \\([^)]*\\))? is correct:`),
      );
      for (const letter of letters) {
        expect(item.explanation.split(`Choice ${letter} `).length - 1, `${item.id} ${letter}`).toBe(
          1,
        );
      }
    }
  });

  it("then the IRT parameters follow the level, c = 0.2 and a honest constant in 0.8–1.8", () => {
    for (const item of items) {
      expect(item.irt.b, item.id).toBe(difficultyOfLevel(item.level));
      expect(item.irt.c).toBe(0.2);
      expect(item.irt.a).toBeGreaterThanOrEqual(0.8);
      expect(item.irt.a).toBeLessThanOrEqual(1.8);
      expect(Math.round(item.irt.a * 100) / 100).toBe(item.irt.a);
    }
  });

  it("then source names the template, the seed and the index, and the licence is ours", () => {
    for (const item of items) {
      expect(item.source, item.id).toMatch(new RegExp(`^template:[a-z-]+#${SEED}:\\d+$`));
      expect(item.source.endsWith(`:${Number(item.id.slice(-3))}`), item.id).toBe(true);
      expect(item.license).toBe("Levelfield original");
    }
  });

  it("then the stems are the conventions and transition questions", () => {
    for (const item of items) {
      if (item.skill === "transitions") {
        expect(item.stem).toBe("Which choice completes the text with the most logical transition?");
      } else if (item.domain === "standard_english_conventions") {
        expect(item.stem).toBe(
          "Which choice completes the text so that it conforms to the conventions of Standard English?",
        );
      }
    }
  });

  it("then filling the blank with the key gives clean text (no doubled spaces, no space before punctuation, capitals after a period)", () => {
    for (const item of items.filter((i) => i.skill !== "rhetorical_synthesis")) {
      const text = fill(item, keyText(item));
      expect(text, item.id).not.toMatch(/\s{2,}/);
      expect(text, item.id).not.toMatch(/\s[,.;:]/);
      expect(text, item.id).not.toMatch(/[,;:]{2}/);
      expect(text, item.id).not.toMatch(/\.\s+[a-z]/);
    }
  });

  it("then no two items share a topic's opening words (contexts do not repeat)", () => {
    const openings = items.map((item) =>
      (item.passage ?? "").replace(/^A student has taken[^\n]*\n\n• /, "").slice(0, 40),
    );
    expect(new Set(openings).size).toBe(items.length);
  });
});

describe("given the same seed twice, when the items are built again", () => {
  it("then they are identical", () => {
    expect(buildEnglishWritingItems(SEED)).toEqual(items);
  });
});

describe("given other seeds, when the items are built", () => {
  const seeds = [1, 2, 3, 42, 777, 2026, 123456789];

  it("then the ids, levels, passages and key texts stay, and only the arrangement changes", () => {
    const other = buildEnglishWritingItems(1);
    expect(other.map((i) => i.id)).toEqual(items.map((i) => i.id));
    expect(other.map((i) => i.level)).toEqual(items.map((i) => i.level));
    expect(other.map((i) => i.passage)).toEqual(items.map((i) => i.passage));
    expect(other.map((i) => i.answer)).not.toEqual(items.map((i) => i.answer));
    const conventions = (list: QuestionItem[]) =>
      list.filter((i) => i.skill === "form_structure_and_sense").map(keyText);
    expect(conventions(other)).toEqual(conventions(items));
  });

  it("then every build keeps four distinct choices and balanced key letters", () => {
    for (const seed of seeds) {
      const built = buildEnglishWritingItems(seed);
      expect(built).toHaveLength(76);
      for (const item of built) {
        const folded = item.choices.map((choice) => choice.trim().toLowerCase());
        expect(new Set(folded).size, `${seed} ${item.id}`).toBe(4);
        expect(item.source).toContain(`#${seed}:`);
      }
      for (const domain of domains) {
        const group = built.filter((i) => i.domain === domain);
        for (const letter of letters) {
          const count = group.filter((i) => i.answer === letter).length;
          expect(Math.abs(count - group.length / 4), `${seed} ${domain} ${letter}`).toBeLessThan(1);
        }
      }
    }
  });
});
