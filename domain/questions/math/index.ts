// The Math half of the bank: 210 items from answer-first templates, laid out by BANK_PLAN
// (domain × band), with the levels of each band spread evenly over its four levels and the items
// of each domain spread evenly over its skills. Every item is re-solved by the independent
// checker (solver.ts); buildMathItems throws if any item fails. The same seed gives the same
// items on any machine.
import {
  BANK_PLAN,
  bands,
  letters,
  taxonomy,
  type Band,
  type Letter,
  type Level,
  type MathDomain,
  type QuestionItem,
} from "../item.ts";
import { seededRandom, shuffled } from "../../random.ts";
import { assemble, draw, type MathItem, type MathTemplate } from "./draft.ts";
import { assertMathItems } from "./solver.ts";
import { equivalentExpressionTemplates } from "./templates/equivalent-expressions.ts";
import { geometryTemplates } from "./templates/geometry.ts";
import { inequalityTemplates } from "./templates/inequalities.ts";
import { linearFunctionTemplates } from "./templates/linear-functions.ts";
import { linearOneVariableTemplates } from "./templates/linear-one-variable.ts";
import { linearTwoVariableTemplates } from "./templates/linear-two-variables.ts";
import { nonlinearEquationTemplates } from "./templates/nonlinear-equations.ts";
import { nonlinearFunctionTemplates } from "./templates/nonlinear-functions.ts";
import { probabilityInferenceTemplates } from "./templates/probability-inference.ts";
import { dataTemplates } from "./templates/data.ts";
import { ratioPercentTemplates } from "./templates/ratios-percentages.ts";
import { systemTemplates } from "./templates/systems.ts";

export type { MathItem, MathTemplate } from "./draft.ts";
export { checkMathItem } from "./solver.ts";

/** Every Math template, by domain. */
export const mathTemplates: readonly MathTemplate[] = [
  ...linearOneVariableTemplates,
  ...linearFunctionTemplates,
  ...linearTwoVariableTemplates,
  ...systemTemplates,
  ...inequalityTemplates,
  ...equivalentExpressionTemplates,
  ...nonlinearEquationTemplates,
  ...nonlinearFunctionTemplates,
  ...ratioPercentTemplates,
  ...dataTemplates,
  ...probabilityInferenceTemplates,
  ...geometryTemplates,
];

export const mathDomains = Object.keys(taxonomy.math) as MathDomain[];

const DOMAIN_CODE: Record<MathDomain, string> = {
  algebra: "alg",
  advanced_math: "adv",
  problem_solving_and_data_analysis: "psd",
  geometry_and_trigonometry: "geo",
};

const BAND_LEVELS: Record<Band, readonly Level[]> = {
  easy: [1, 2, 3, 4],
  medium: [5, 6, 7, 8],
  hard: [9, 10, 11, 12],
};

/** One place in the bank: what kind of item goes there. */
export type MathSlot = {
  readonly index: number;
  readonly domain: MathDomain;
  readonly band: Band;
  readonly level: Level;
  readonly skill: string;
  readonly template: MathTemplate;
};

/**
 * The bank's layout (independent of the seed). Per domain and band, BANK_PLAN's count is spread
 * over the band's four levels as evenly as possible (lower levels take the remainder); the
 * domain's skills take turns across the whole domain, so each skill gets its share (±1) and
 * meets every band; among the skill's templates that make the slot's level, the least used so
 * far is chosen, so a skill's items are spread over its templates.
 */
export function mathPlan(): MathSlot[] {
  const slots: MathSlot[] = [];
  for (const domain of mathDomains) {
    const skills = taxonomy.math[domain] as readonly string[];
    let turn = 0;
    const used = new Map<string, number>();
    for (const band of bands) {
      const count = BANK_PLAN[domain][band];
      const levels = BAND_LEVELS[band].flatMap((level, j) =>
        Array.from({ length: Math.floor(count / 4) + (j < count % 4 ? 1 : 0) }, () => level),
      );
      for (const level of levels) {
        const skill = skills[turn % skills.length]!;
        turn += 1;
        const candidates = mathTemplates.filter(
          (t) => t.domain === domain && t.skill === skill && t.levels.includes(level),
        );
        if (candidates.length === 0) {
          throw new Error(`no Math template makes ${domain}/${skill} at level ${level}`);
        }
        // The least-used template that makes this level (the first listed on a tie).
        const template = candidates.reduce((best, t) =>
          (used.get(t.id) ?? 0) < (used.get(best.id) ?? 0) ? t : best,
        );
        used.set(template.id, (used.get(template.id) ?? 0) + 1);
        slots.push({ index: slots.length, domain, band, level, skill, template });
      }
    }
  }
  return slots;
}

/** A generator for one slot, so each item depends only on the seed and its place. */
function slotRandom(seed: number, index: number): () => number {
  const mixed = (Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b)) >>> 0;
  return seededRandom(mixed);
}

/** The key letters: A–D as evenly as possible (53, 53, 52, 52 of 210), in a seeded order. */
function keyLetters(seed: number, count: number): Letter[] {
  const deck = Array.from({ length: count }, (_, i) => letters[i % letters.length]!);
  return shuffled(seededRandom((seed ^ 0x5eed1e77) >>> 0), deck);
}

/** The Math items with their specs and choice values, each checked by the solver. */
export function buildMathBank(seed: number): MathItem[] {
  const plan = mathPlan();
  const keys = keyLetters(seed, plan.length);
  const stems = new Set<string>();
  const perTemplate = new Map<string, number>();
  const items = plan.map((slot) => {
    const random = slotRandom(seed, slot.index);
    const drawn = draw(slot.template, random, slot.level, (d) => !stems.has(d.stem));
    stems.add(drawn.draft.stem);
    const n = (perTemplate.get(slot.template.id) ?? 0) + 1;
    perTemplate.set(slot.template.id, n);
    return assemble(slot.template, slot.level, drawn, keys[slot.index]!, random, {
      id: `m-${DOMAIN_CODE[slot.domain]}-${slot.template.id}-${String(n).padStart(3, "0")}`,
      source: `template:${slot.template.id}#${seed}:${slot.index}`,
    });
  });
  assertMathItems(items);
  return items;
}

/** The 210 Math items of the bank for a seed (e.g. buildMathItems(20261121)). */
export function buildMathItems(seed: number): QuestionItem[] {
  return buildMathBank(seed).map((x) => x.item);
}
