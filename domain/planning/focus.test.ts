import { describe, expect, it } from "vitest";
import { domainTargetsOf } from "../diagnostic/engine.ts";
import type { PastAnswer } from "../practice/selection.ts";
import type { Tracker } from "../practice/tracker.ts";
import { expectedShortfall, rankFocus, standardNormalCdf } from "./focus.ts";

const tracker = (domains: Tracker["domains"]): Tracker => ({
  subjects: { english: { mean: 0, sd: 0.3 }, math: { mean: 0, sd: 0.3 } },
  domains,
  day: "2026-11-20",
});

const answer = (skill: string, correct: boolean, domain = "expression_of_ideas"): PastAnswer => ({
  questionId: `${skill}-${Math.random()}`,
  subject: "english",
  domain: domain as PastAnswer["domain"],
  skill,
  day: "2026-11-20",
  correct,
  skipped: false,
});

describe("the normal helpers", () => {
  it("Φ matches known values to 1e-6", () => {
    expect(standardNormalCdf(0)).toBeCloseTo(0.5, 6);
    expect(standardNormalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(standardNormalCdf(-1)).toBeCloseTo(0.158655, 6);
  });

  it("the expected shortfall of a certain offset is its negative part", () => {
    expect(expectedShortfall({ mean: -0.4, sd: 0 })).toBeCloseTo(0.4, 12);
    expect(expectedShortfall({ mean: 0.4, sd: 0 })).toBe(0);
  });

  it("the expected shortfall of N(0, sd²) is sd/√(2π), and matches a numerical integral", () => {
    expect(expectedShortfall({ mean: 0, sd: 0.3 })).toBeCloseTo(0.3 / Math.sqrt(2 * Math.PI), 6);
    const belief = { mean: -0.2, sd: 0.25 };
    let sum = 0;
    const step = 0.0005;
    for (let x = -3; x < 3; x += step) {
      const z = (x - belief.mean) / belief.sd;
      sum +=
        Math.max(0, -x) * (Math.exp(-0.5 * z * z) / (belief.sd * Math.sqrt(2 * Math.PI))) * step;
    }
    expect(expectedShortfall(belief)).toBeCloseTo(sum, 4);
  });
});

describe("rankFocus", () => {
  it("given no practice, then domains rank by weight per minute: English's heaviest first", () => {
    const areas = rankFocus({ tracker: null, history: [] });
    expect(areas).toHaveLength(8);
    const english = domainTargetsOf("english");
    const heaviest = Object.entries(english).sort((a, b) => b[1] - a[1])[0]![0];
    expect(areas[0]!.domain).toBe(heaviest);
    expect(areas.every((a) => !a.measured)).toBe(true);
    // A Math minute buys 71/95 of an English minute's questions: the same weight ranks lower.
    const algebra = areas.find((a) => a.domain === "algebra")!;
    expect(algebra.gainPerMinute).toBeCloseTo(algebra.recoverablePoints / (95 / 60), 10);
  });

  it("given a clearly weak domain, when ranked, then it comes first with its points", () => {
    const areas = rankFocus({
      tracker: tracker({ expression_of_ideas: { mean: -0.5, sd: 0.15 } }),
      history: [],
    });
    expect(areas[0]!.domain).toBe("expression_of_ideas");
    expect(areas[0]!.measured).toBe(true);
    const weight = domainTargetsOf("english").expression_of_ideas!;
    expect(areas[0]!.recoverablePoints).toBeCloseTo(
      100 * weight * expectedShortfall({ mean: -0.5, sd: 0.15 }),
      10,
    );
  });

  it("given a strong domain, then it ranks below the unmeasured ones of its subject", () => {
    const areas = rankFocus({
      tracker: tracker({ craft_and_structure: { mean: 0.6, sd: 0.1 } }),
      history: [],
      subjects: ["english"],
    });
    expect(areas.at(-1)!.domain).toBe("craft_and_structure");
    expect(areas.every((a) => a.subject === "english")).toBe(true);
  });

  it("given answers, then the weakest skill is the lowest smoothed accuracy, with the counts", () => {
    const history = [
      answer("transitions", false),
      answer("transitions", false),
      answer("transitions", true),
      answer("rhetorical_synthesis", true),
      answer("rhetorical_synthesis", true),
      answer("boundaries", false, "standard_english_conventions"),
    ];
    const areas = rankFocus({ tracker: null, history });
    const expression = areas.find((a) => a.domain === "expression_of_ideas")!;
    expect(expression.weakestSkill).toEqual({ skill: "transitions", answers: 3, correct: 1 });
    expect(expression.answers).toBe(5);
    expect(expression.correct).toBe(3);
    expect(expression.skills.map((s) => s.skill)).toEqual(["transitions", "rhetorical_synthesis"]);
  });

  it("given no answers in a domain, then the weakest skill is its first in taxonomy order", () => {
    const areas = rankFocus({ tracker: null, history: [] });
    const algebra = areas.find((a) => a.domain === "algebra")!;
    expect(algebra.weakestSkill.skill).toBe("linear_equations_in_one_variable");
  });
});
