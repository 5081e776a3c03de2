// The validation suite over the whole bank (content.md, issue 6): every item well-formed (one
// key among four distinct choices, a passage of 25–150 words, level and difficulty consistent,
// a source and a licence), every formula parseable, every skill present, the plan hit exactly,
// and the same seed giving the same bank.
import temml from "temml";
import { describe, expect, it } from "vitest";
import { buildQuestionBank, BANK_SEED } from "./bank.ts";
import {
  BANK_PLAN,
  BANK_TARGET,
  bandOf,
  difficultyOfLevel,
  letters,
  taxonomy,
  type QuestionItem,
} from "./item.ts";
import { bankProblems, countByDomainAndBand, questionProblems } from "./validate.ts";

const bank = buildQuestionBank();

describe("the question bank", () => {
  it("has no item with a problem, no duplicate id, and hits the plan exactly", () => {
    expect(bankProblems(bank)).toEqual([]);
  });

  it("has 375 items: 210 Math and 165 English; 131 Easy, 169 Medium, 75 Hard", () => {
    expect(bank).toHaveLength(BANK_TARGET.total);
    expect(bank.filter((q) => q.subject === "math")).toHaveLength(BANK_TARGET.math);
    expect(bank.filter((q) => q.subject === "english")).toHaveLength(BANK_TARGET.english);
    const bands = { easy: 0, medium: 0, hard: 0 };
    for (const q of bank) bands[bandOf(q.level)] += 1;
    expect(bands).toEqual({ easy: 131, medium: 169, hard: 75 });
    expect(countByDomainAndBand(bank)).toEqual(BANK_PLAN);
  });

  it("covers every skill of the taxonomy, each at more than one level", () => {
    for (const [subject, domains] of Object.entries(taxonomy)) {
      for (const [domain, skills] of Object.entries(domains)) {
        for (const skill of skills as readonly string[]) {
          const items = bank.filter((q) => q.domain === domain && q.skill === skill);
          expect(items.length, `${subject}/${domain}/${skill}`).toBeGreaterThan(0);
          expect(new Set(items.map((q) => q.level)).size, skill).toBeGreaterThan(1);
        }
      }
    }
  });

  it("ties level, band and difficulty together by the one mapping", () => {
    for (const q of bank) {
      expect(q.irt.b, q.id).toBeCloseTo(difficultyOfLevel(q.level), 9);
      expect(q.irt.c, q.id).toBeGreaterThan(0);
    }
  });

  it("spreads the key over A–D (each letter 20–30% of each subject)", () => {
    for (const subject of ["english", "math"] as const) {
      const items = bank.filter((q) => q.subject === subject);
      for (const letter of letters) {
        const share = items.filter((q) => q.answer === letter).length / items.length;
        expect(share, `${subject} ${letter}`).toBeGreaterThanOrEqual(0.2);
        expect(share, `${subject} ${letter}`).toBeLessThanOrEqual(0.3);
      }
    }
  });

  it("has formulas that all parse (every $…$ span renders to MathML)", () => {
    const failures: string[] = [];
    const spans = (text: string) => [...text.matchAll(/(?<!\\)\$([^$]+)\$/g)].map((m) => m[1]!);
    for (const q of bank) {
      for (const text of [q.stem, q.passage ?? "", q.explanation, ...q.choices]) {
        for (const tex of spans(text)) {
          try {
            temml.renderToString(tex, { throwOnError: true });
          } catch (error) {
            failures.push(`${q.id}: $${tex}$ (${(error as Error).message})`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("explains every wrong choice by its letter", () => {
    const silent = bank.filter((q) =>
      letters.some((l) => l !== q.answer && !new RegExp(`\\b${l}\\b`).test(q.explanation)),
    );
    expect(silent.map((q) => q.id)).toEqual([]);
  });

  it("is the same bank for the same seed, and a source and licence on every item", () => {
    const again = buildQuestionBank(BANK_SEED);
    expect(JSON.stringify(again)).toBe(JSON.stringify(bank));
    for (const q of bank) {
      expect(q.source, q.id).toMatch(/^(template:|author:)/);
      expect(q.license.length, q.id).toBeGreaterThan(0);
    }
  });

  it("catches a broken item: a distractor equal to the key, a passage too short, a wrong b", () => {
    const item: QuestionItem = bank[0]!;
    const keyIndex = letters.indexOf(item.answer);
    const choices = [...item.choices] as [string, string, string, string];
    choices[(keyIndex + 1) % 4] = choices[keyIndex]!;
    expect(questionProblems({ ...item, choices })).toContain("two choices are the same");
    expect(questionProblems({ ...item, passage: "Too short." })).toContain(
      "passage has 2 words (25–150)",
    );
    expect(questionProblems({ ...item, irt: { ...item.irt, b: 9 } }).join()).toMatch(
      /does not match level/,
    );
  });
});
