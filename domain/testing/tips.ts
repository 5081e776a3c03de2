// Test helpers for the tips domain: small catalogues of made-up tips and a student's learning
// (focus ranking and levels) from a tracker and answers. Used by the tests only.
import { rankFocus } from "../planning/focus.ts";
import type { PastAnswer } from "../practice/selection.ts";
import type { Tracker } from "../practice/tracker.ts";
import { subjectOf, type Domain, type Skill } from "../questions/item.ts";
import type { TipLearning } from "../tips/decide.ts";
import type { Tip, TipCategory, TipLevel } from "../tips/tip.ts";

/** A made-up tip: only id, category, level and skill matter to the rules. */
export function tip(
  id: string,
  category: TipCategory,
  difficultyLevel: TipLevel,
  subSkill?: Skill,
): Tip {
  return {
    id,
    headline: `Headline of ${id}`,
    content: `Content of ${id}.`,
    category,
    difficultyLevel,
    ...(subSkill ? { subSkill } : {}),
  };
}

/** `correct` right answers out of `total` in one skill of a domain, on `day`. */
export function answers(
  domain: Domain,
  skill: Skill,
  correct: number,
  total: number,
  day = "2026-03-01",
): PastAnswer[] {
  return Array.from({ length: total }, (_, i) => ({
    questionId: `${skill}-${i}-${day}`,
    subject: subjectOf(domain),
    domain,
    skill,
    day,
    correct: i < correct,
    skipped: false,
  }));
}

/** The learning of a student whose domains sit at these offsets, with these answers. */
export function learning(args: {
  offsets?: Partial<Record<Domain, number>>;
  history?: readonly PastAnswer[];
  levels?: TipLearning["levels"];
}): TipLearning {
  const tracker: Tracker = {
    subjects: { english: { mean: 0, sd: 0.3 }, math: { mean: 0, sd: 0.3 } },
    domains: Object.fromEntries(
      Object.entries(args.offsets ?? {}).map(([d, mean]) => [d, { mean, sd: 0.15 }]),
    ),
    day: "2026-03-01",
  };
  return {
    focus: rankFocus({ tracker, history: args.history ?? [] }),
    levels: args.levels ?? { english: 6, math: 6 },
  };
}
