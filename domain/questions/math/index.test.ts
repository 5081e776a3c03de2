import { describe, expect, it } from "vitest";
import {
  BANK_PLAN,
  BANK_TARGET,
  bandOf,
  bands,
  difficultyOfLevel,
  letters,
  taxonomy,
  type MathDomain,
} from "../item.ts";
import { buildMathBank, buildMathItems, checkMathItem, mathDomains, mathPlan } from "./index.ts";

const SEED = 20261121;
const bank = buildMathBank(SEED);
const items = bank.map((x) => x.item);

describe("buildMathItems(20261121)", () => {
  it("given the seed, when built twice, then the same 210 items come back", () => {
    expect(items).toHaveLength(BANK_TARGET.math);
    expect(buildMathItems(SEED)).toEqual(items);
  });

  it("given the bank, then every id is unique and shaped like m-<domain>-<template>-<nnn>", () => {
    const ids = items.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^m-(alg|adv|psd|geo)-[a-z0-9]+-\d{3}$/);
  });

  it("given the bank, then the counts per domain and band are exactly BANK_PLAN's", () => {
    for (const domain of mathDomains) {
      for (const band of bands) {
        const count = items.filter((i) => i.domain === domain && bandOf(i.level) === band).length;
        expect(count, `${domain} ${band}`).toBe(BANK_PLAN[domain][band]);
      }
    }
  });

  it("given each domain and band, then its levels are spread evenly (counts differ by at most one)", () => {
    for (const domain of mathDomains) {
      for (const band of bands) {
        const inBand = items.filter((i) => i.domain === domain && bandOf(i.level) === band);
        const perLevel = new Map<number, number>();
        for (const i of inBand) perLevel.set(i.level, (perLevel.get(i.level) ?? 0) + 1);
        expect(perLevel.size, `${domain} ${band}`).toBe(4);
        const counts = [...perLevel.values()];
        expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
      }
    }
  });

  it("given the bank, then every one of the 19 Math skills is present, spread evenly within its domain", () => {
    const skills = Object.values(taxonomy.math).flat();
    expect(skills).toHaveLength(19);
    for (const domain of mathDomains) {
      const domainSkills = taxonomy.math[domain as MathDomain] as readonly string[];
      const counts = domainSkills.map((s) => items.filter((i) => i.skill === s).length);
      for (const [k, count] of counts.entries()) expect(count, domainSkills[k]).toBeGreaterThan(0);
      expect(Math.max(...counts) - Math.min(...counts), domain).toBeLessThanOrEqual(1);
      for (const i of items.filter((x) => x.domain === domain))
        expect(domainSkills).toContain(i.skill);
    }
  });

  it("given every item, when re-solved by the independent checker, then none has a problem", () => {
    for (const mi of bank) expect(checkMathItem(mi), mi.item.id).toEqual([]);
  });

  it("given every item, then it has four distinct choices (after trimming and case-folding)", () => {
    for (const i of items) {
      expect(i.choices).toHaveLength(4);
      expect(new Set(i.choices.map((c) => c.trim().toLowerCase())).size, i.id).toBe(4);
    }
  });

  it("given the keys, then each letter is the key for 15–35% of the items", () => {
    for (const letter of letters) {
      const share = items.filter((i) => i.answer === letter).length / items.length;
      expect(share, letter).toBeGreaterThanOrEqual(0.15);
      expect(share, letter).toBeLessThanOrEqual(0.35);
    }
  });

  it("given every item, then irt, source, license and subject follow the bank's rules", () => {
    for (const i of items) {
      expect(i.subject).toBe("math");
      expect(i.irt.b).toBe(difficultyOfLevel(i.level));
      expect(i.irt.c).toBe(0.2);
      expect(i.irt.a).toBeGreaterThanOrEqual(0.8);
      expect(i.irt.a).toBeLessThanOrEqual(1.8);
      expect(i.source).toMatch(new RegExp(`^template:[a-z0-9]+#${SEED}:\\d+$`));
      expect(i.license).toBe("Levelfield original");
      expect(i.passage).toBeNull();
      expect(i.explanation).toContain(`Choice ${i.answer} is correct.`);
    }
  });

  it("given the bank, then no two items share a stem", () => {
    expect(new Set(items.map((i) => i.stem)).size).toBe(items.length);
  });

  it("given every stem, choice and explanation, then dollar signs pair up (math stays inside $…$)", () => {
    for (const i of items) {
      for (const text of [i.stem, ...i.choices, i.explanation]) {
        const unescaped = text.replace(/\\\$/g, "").split("$").length - 1;
        expect(unescaped % 2, `${i.id}: ${text}`).toBe(0);
      }
    }
  });

  it("given another seed, when built, then the layout is the same but the items differ", () => {
    const other = buildMathItems(SEED + 1);
    expect(other.map((i) => [i.domain, i.skill, i.level])).toEqual(
      items.map((i) => [i.domain, i.skill, i.level]),
    );
    expect(other.map((i) => i.stem)).not.toEqual(items.map((i) => i.stem));
  });
});

describe("mathPlan", () => {
  it("given the plan, then each slot's template makes its skill at its level", () => {
    const plan = mathPlan();
    expect(plan).toHaveLength(BANK_TARGET.math);
    for (const slot of plan) {
      expect(slot.template.domain).toBe(slot.domain);
      expect(slot.template.skill).toBe(slot.skill);
      expect(slot.template.levels).toContain(slot.level);
      expect(bandOf(slot.level)).toBe(slot.band);
    }
  });

  it("given a skill with several templates, then its items are spread over them", () => {
    const plan = mathPlan();
    const uses = (id: string) => plan.filter((s) => s.template.id === id).length;
    for (const id of [
      "quad",
      "radeq",
      "nlsys",
      "quadfn",
      "expfn",
      "fnc",
      "expand",
      "factor",
      "expo",
    ]) {
      expect(uses(id), id).toBeGreaterThanOrEqual(4);
    }
  });
});
