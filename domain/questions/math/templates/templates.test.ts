import { describe, expect, it } from "vitest";
import { letters, taxonomy, type Level } from "../../item.ts";
import { seededRandom } from "../../../random.ts";
import { assemble, chooseDistractors, draw, type Draft, type MathTemplate } from "../draft.ts";
import { mathTemplates } from "../index.ts";
import { checkMathItem } from "../solver.ts";
import * as Q from "../rational.ts";
import { num, valueKey } from "../values.ts";

const SEEDS = 12;

function make(template: MathTemplate, level: Level, seed: number) {
  const random = seededRandom(seed * 7919 + level);
  const drawn = draw(template, random, level);
  return assemble(template, level, drawn, letters[seed % 4]!, random, {
    id: `m-test-${template.id}-${level}-${seed}`,
    source: `template:${template.id}#${seed}`,
  });
}

describe("every Math template at every level it claims", () => {
  for (const template of mathTemplates) {
    it(`given ${template.id} (${template.skill}), when drawn at levels ${template.levels.join(", ")}, then every item passes the independent check`, () => {
      for (const level of template.levels) {
        for (let seed = 1; seed <= SEEDS; seed++) {
          const mi = make(template, level, seed);
          expect(
            checkMathItem(mi),
            `${template.id} level ${level} seed ${seed}: ${mi.item.stem}`,
          ).toEqual([]);
          expect(mi.item.level).toBe(level);
          expect(mi.item.skill).toBe(template.skill);
          expect(new Set(mi.values.map(valueKey)).size).toBe(4);
        }
      }
    });
  }

  it("given the same seed, when a template draws twice, then the items are identical", () => {
    for (const template of mathTemplates) {
      const level = template.levels[template.levels.length - 1]!;
      expect(make(template, level, 3)).toEqual(make(template, level, 3));
    }
  });

  it("given the templates, when grouped by skill, then every Math skill has templates covering levels 1 to 12", () => {
    for (const [domain, skills] of Object.entries(taxonomy.math)) {
      for (const skill of skills) {
        const levels = new Set(
          mathTemplates
            .filter((t) => t.domain === domain && t.skill === skill)
            .flatMap((t) => [...t.levels]),
        );
        expect(
          [...levels].sort((a, b) => a - b),
          `${domain}/${skill}`,
        ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      }
    }
  });

  it("given the templates, then ids are unique, lower-case, and the discriminations are within 0.8–1.8", () => {
    const ids = mathTemplates.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const t of mathTemplates) {
      expect(t.id).toMatch(/^[a-z0-9]+$/);
      expect(t.a).toBeGreaterThanOrEqual(0.8);
      expect(t.a).toBeLessThanOrEqual(1.8);
    }
  });

  it("given a template asked for a level it does not make, when drawn, then it refuses", () => {
    const lin1n = mathTemplates.find((t) => t.id === "lin1n")!;
    expect(() => draw(lin1n, seededRandom(1), 1)).toThrow(/does not make level 1/);
  });
});

describe("choosing distractors from mistakes", () => {
  const base: Omit<Draft, "wrong"> = {
    spec: { kind: "mean", values: [] },
    stem: "s",
    key: num(4),
    work: "w",
  };

  it("given mistakes that coincide with the key or with each other, when distractors are chosen, then those are skipped", () => {
    const chosen = chooseDistractors({
      ...base,
      wrong: [
        { value: num(4), why: "equals the key" },
        { value: num(5), why: "first" },
        { value: num(5), why: "duplicate" },
        { value: num(6), why: "second" },
        { value: num(7), why: "third" },
        { value: num(8), why: "fourth, not needed" },
      ],
    });
    expect(chosen?.map((w) => w.why)).toEqual(["first", "second", "third"]);
  });

  it("given fewer than three usable mistakes, when distractors are chosen, then there are none (the template draws again)", () => {
    const chosen = chooseDistractors({
      ...base,
      wrong: [
        { value: num(5), why: "a" },
        { value: num(4), why: "equals the key" },
        { value: num(6), why: "b" },
      ],
    });
    expect(chosen).toBeNull();
  });

  it("given a mistake that cannot be printed in its format, when distractors are chosen, then it is skipped", () => {
    const chosen = chooseDistractors({
      ...base,
      wrong: [
        { value: num(Q.rat(1, 3), "decimal"), why: "a repeating decimal" },
        { value: num(5), why: "a" },
        { value: num(6), why: "b" },
        { value: num(7), why: "c" },
      ],
    });
    expect(chosen?.map((w) => w.why)).toEqual(["a", "b", "c"]);
  });
});
