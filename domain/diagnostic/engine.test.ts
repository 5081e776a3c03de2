import { describe, expect, it } from "vitest";
import { seededRandom } from "../random.ts";
import type { ItemParameters } from "../questions/item.ts";
import {
  DEFAULT_PRIOR,
  MAX_ITEMS_PER_SUBJECT,
  MIN_ITEMS_PER_SUBJECT,
  RANDOMESQUE_TOP,
  SCALING_D,
  STOP_SE,
  borrowedPrior,
  chooseNextItem,
  domainTargetsOf,
  estimateAbility,
  finalEstimates,
  information,
  isSubjectComplete,
  mathPrior,
  probabilityCorrect,
  scaledScore,
  scoreRange,
  type Candidate,
  type Estimate,
  type Prior,
  type Response,
} from "./engine.ts";

describe("probabilityCorrect (3PL)", () => {
  it("given θ = b, when asked, then gives c + (1 − c)/2", () => {
    expect(probabilityCorrect(0.5, { a: 1.3, b: 0.5, c: 0.2 })).toBeCloseTo(0.6, 12);
    expect(probabilityCorrect(-2, { a: 0.7, b: -2, c: 0 })).toBeCloseTo(0.5, 12);
  });

  it("given a worked point θ = 1, a = 1.2, b = 0.5, c = 0.25, then gives 0.80123", () => {
    // D·a·(θ − b) = 1.7 · 1.2 · 0.5 = 1.02; e^−1.02 = 0.360595; 1/(1 + 0.360595) = 0.734973;
    // P = 0.25 + 0.75 · 0.734973 = 0.801229.
    expect(probabilityCorrect(1, { a: 1.2, b: 0.5, c: 0.25 })).toBeCloseTo(0.801229, 5);
  });

  it("given a very low or very high ability, then tends to c and to 1", () => {
    const item = { a: 1.5, b: 0, c: 0.2 };
    expect(probabilityCorrect(-12, item)).toBeCloseTo(0.2, 9);
    expect(probabilityCorrect(12, item)).toBeCloseTo(1, 9);
  });
});

describe("information (3PL Fisher information)", () => {
  it("given the worked point θ = 1, a = 1.2, b = 0.5, c = 0.25, then gives 0.55770", () => {
    // D²a² = 2.89 · 1.44 = 4.1616; Q/P = 0.198771 / 0.801229 = 0.248083;
    // ((P − c)/(1 − c))² = 0.734973² = 0.540185; 4.1616 · 0.248083 · 0.540185 = 0.557696.
    expect(information(1, { a: 1.2, b: 0.5, c: 0.25 })).toBeCloseTo(0.557696, 5);
  });

  it("given θ = b with c = 0.2, a = 1, then gives D²·(1 − c)/(1 + c)/4 = 0.481667", () => {
    expect(information(0, { a: 1, b: 0, c: 0.2 })).toBeCloseTo((2.89 * (0.8 / 1.2)) / 4, 12);
  });

  it("given no guessing (c = 0), then reduces to the 2PL's D²a²·P·Q", () => {
    const item = { a: 1.4, b: -0.3, c: 0 };
    for (const theta of [-2, -0.3, 0, 1.1]) {
      const p = probabilityCorrect(theta, item);
      expect(information(theta, item)).toBeCloseTo(SCALING_D ** 2 * 1.4 ** 2 * p * (1 - p), 12);
    }
  });

  it("given guessing, then it costs information below the item more than above it", () => {
    const item = { a: 1.2, b: 0, c: 0.2 };
    expect(information(-0.5, item)).toBeLessThan(information(0.5, item));
  });
});

/** An independent EAP: a fine Riemann sum over −10..10 (200,001 points). */
function referenceEap(responses: readonly Response[], prior: Prior) {
  let weight = 0;
  let first = 0;
  let second = 0;
  for (let i = 0; i <= 200_000; i++) {
    const theta = -10 + i * 1e-4;
    let f = Math.exp(-0.5 * ((theta - prior.mean) / prior.sd) ** 2);
    for (const r of responses) {
      const p = r.irt.c + (1 - r.irt.c) / (1 + Math.exp(-1.7 * r.irt.a * (theta - r.irt.b)));
      f *= r.correct ? p : 1 - p;
    }
    weight += f;
    first += f * theta;
    second += f * theta * theta;
  }
  const mean = first / weight;
  return { theta: mean, se: Math.sqrt(second / weight - mean * mean) };
}

describe("estimateAbility (EAP on a grid)", () => {
  it("given no responses, when estimated with N(0, 1), then returns the prior's mean and SD", () => {
    const estimate = estimateAbility([], DEFAULT_PRIOR);
    expect(estimate.theta).toBeCloseTo(0, 9);
    expect(estimate.se).toBeCloseTo(1, 3);
  });

  it("given no responses and a borrowed prior N(0.7, 0.6), then returns that prior", () => {
    const estimate = estimateAbility([], { mean: 0.7, sd: 0.6 });
    expect(estimate.theta).toBeCloseTo(0.7, 6);
    expect(estimate.se).toBeCloseTo(0.6, 3);
  });

  it("given one correct answer on a = 1, b = 0, c = 0.2, then matches the posterior mean 0.3762", () => {
    // Computed independently: ∫θ·φ(θ)·P(θ) / ∫φ(θ)·P(θ) over a fine grid = 0.37623, SD 0.92653.
    const responses = [{ irt: { a: 1, b: 0, c: 0.2 }, correct: true }];
    const estimate = estimateAbility(responses, DEFAULT_PRIOR);
    const reference = referenceEap(responses, DEFAULT_PRIOR);
    expect(reference.theta).toBeCloseTo(0.37623, 4);
    expect(reference.se).toBeCloseTo(0.92653, 4);
    expect(estimate.theta).toBeCloseTo(reference.theta, 4);
    expect(estimate.se).toBeCloseTo(reference.se, 4);
  });

  it("given eight mixed answers and a borrowed prior, then matches the fine Riemann sum", () => {
    const random = seededRandom(7);
    const responses: Response[] = Array.from({ length: 8 }, (_, i) => ({
      irt: { a: 0.9 + 0.7 * random(), b: -2 + 0.5 * i, c: 0.2 },
      correct: i % 3 !== 2,
    }));
    const prior = { mean: 0.4, sd: 0.75 };
    const estimate = estimateAbility(responses, prior);
    const reference = referenceEap(responses, prior);
    expect(estimate.theta).toBeCloseTo(reference.theta, 4);
    expect(estimate.se).toBeCloseTo(reference.se, 4);
  });

  it("given an all-right or all-wrong start, then still gives a finite estimate (no MLE needed)", () => {
    const items = [-0.5, 0, 0.5].map((b) => ({ a: 1.2, b, c: 0.2 }));
    const right = estimateAbility(
      items.map((irt) => ({ irt, correct: true })),
      DEFAULT_PRIOR,
    );
    const wrong = estimateAbility(
      items.map((irt) => ({ irt, correct: false })),
      DEFAULT_PRIOR,
    );
    expect(right.theta).toBeGreaterThan(0.5);
    expect(right.theta).toBeLessThan(3);
    expect(wrong.theta).toBeLessThan(-0.5);
    expect(wrong.theta).toBeGreaterThan(-3);
    expect(right.se).toBeLessThan(1);
  });

  it("given any history, when one more answer is right, then θ never goes down (and never up when wrong)", () => {
    const random = seededRandom(11);
    const randomItem = (): ItemParameters => ({
      a: 0.6 + 1.4 * random(),
      b: -3 + 6 * random(),
      c: 0.25 * random(),
    });
    for (let trial = 0; trial < 300; trial++) {
      const history: Response[] = Array.from({ length: Math.floor(random() * 8) }, () => ({
        irt: randomItem(),
        correct: random() < 0.5,
      }));
      const prior = { mean: -1 + 2 * random(), sd: 0.5 + random() };
      const before = estimateAbility(history, prior).theta;
      const next = randomItem();
      const right = estimateAbility([...history, { irt: next, correct: true }], prior).theta;
      const wrong = estimateAbility([...history, { irt: next, correct: false }], prior).theta;
      expect(right).toBeGreaterThanOrEqual(before - 1e-12);
      expect(wrong).toBeLessThanOrEqual(before + 1e-12);
    }
  });

  it("given eight answers far from a narrow prior, then neither underflows nor returns NaN", () => {
    const responses = Array.from({ length: 8 }, () => ({
      irt: { a: 2.5, b: 3, c: 0 },
      correct: true,
    }));
    const estimate = estimateAbility(responses, { mean: -2, sd: 0.3 });
    expect(Number.isFinite(estimate.theta)).toBe(true);
    expect(Number.isFinite(estimate.se)).toBe(true);
    expect(estimate.theta).toBeGreaterThan(-2);
  });
});

function bankOf(spec: readonly { domain: string; a: number; b: number }[]): Candidate[] {
  return spec.map((s, i) => ({ id: `q${i}`, domain: s.domain, irt: { a: s.a, b: s.b, c: 0.2 } }));
}

describe("chooseNextItem", () => {
  const atZero: Estimate = { theta: 0, se: 1 };

  it("given one domain, when drawn many times, then picks only the 5 most informative, about equally", () => {
    // All at b = 0, so information at θ = 0 ranks them by a: the top 5 are a = 1.5 … 1.9.
    const candidates = bankOf(
      Array.from({ length: 10 }, (_, i) => ({ domain: "x", a: 1 + 0.1 * i, b: 0 })),
    );
    const random = seededRandom(3);
    const counts = new Map<string, number>();
    const draws = 10_000;
    for (let i = 0; i < draws; i++) {
      const pick = chooseNextItem({
        candidates,
        answeredIds: new Set(),
        administeredDomains: [],
        domainTargets: { x: 1 },
        estimate: atZero,
        random,
      })!;
      counts.set(pick.id, (counts.get(pick.id) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(["q5", "q6", "q7", "q8", "q9"]);
    expect(RANDOMESQUE_TOP).toBe(5);
    for (const count of counts.values()) {
      expect(count / draws).toBeGreaterThan(0.18);
      expect(count / draws).toBeLessThan(0.22);
    }
  });

  it("given an estimate far from most items, then the picks sit near the estimate", () => {
    const candidates = bankOf(
      [-2, -1.5, -1, -0.5, 0, 0.5, 1, 1.5, 2, 2.5].map((b) => ({ domain: "x", a: 1.2, b })),
    );
    const random = seededRandom(5);
    for (let i = 0; i < 500; i++) {
      const pick = chooseNextItem({
        candidates,
        answeredIds: new Set(),
        administeredDomains: [],
        domainTargets: { x: 1 },
        estimate: { theta: 1.6, se: 0.5 },
        random,
      })!;
      expect(Math.abs(pick.irt.b - 1.6)).toBeLessThanOrEqual(1.1);
    }
  });

  it("given a full sitting, then never repeats an item and returns null when none is left", () => {
    const candidates = bankOf(
      Array.from({ length: 8 }, (_, i) => ({ domain: i % 2 ? "x" : "y", a: 1.2, b: 0 })),
    );
    const random = seededRandom(9);
    const answered = new Set<string>();
    const domains: string[] = [];
    for (let i = 0; i < candidates.length; i++) {
      const pick = chooseNextItem({
        candidates,
        answeredIds: answered,
        administeredDomains: domains,
        domainTargets: { x: 0.5, y: 0.5 },
        estimate: atZero,
        random,
      })!;
      expect(answered.has(pick.id)).toBe(false);
      answered.add(pick.id);
      domains.push(pick.domain);
    }
    expect(
      chooseNextItem({
        candidates,
        answeredIds: answered,
        administeredDomains: domains,
        domainTargets: { x: 0.5, y: 0.5 },
        estimate: atZero,
        random,
      }),
    ).toBeNull();
  });

  const threeDomains = bankOf(
    ["x", "y", "z"].flatMap((domain) =>
      Array.from({ length: 12 }, (_, i) => ({ domain, a: 0.9 + 0.05 * i, b: -1.5 + 0.25 * i })),
    ),
  );
  const targets = { x: 0.5, y: 0.25, z: 0.25 };

  it("given a domain already at its share, then the next item comes from the others", () => {
    // After x, x: quotas for item 3 are x 1.5, y 0.75, z 0.75; x has 2 already, so it is out.
    const random = seededRandom(13);
    const seen = new Map<string, number>();
    for (let i = 0; i < 2000; i++) {
      const pick = chooseNextItem({
        candidates: threeDomains,
        answeredIds: new Set(),
        administeredDomains: ["x", "x"],
        domainTargets: targets,
        estimate: atZero,
        random,
      })!;
      seen.set(pick.domain, (seen.get(pick.domain) ?? 0) + 1);
    }
    expect(seen.has("x")).toBe(false);
    expect(seen.get("y")! / 2000).toBeGreaterThan(0.45);
    expect(seen.get("z")! / 2000).toBeGreaterThan(0.45);
  });

  it("given the first item, then its domain is drawn in proportion to the targets", () => {
    const random = seededRandom(17);
    let x = 0;
    for (let i = 0; i < 4000; i++) {
      const pick = chooseNextItem({
        candidates: threeDomains,
        answeredIds: new Set(),
        administeredDomains: [],
        domainTargets: targets,
        estimate: atZero,
        random,
      })!;
      if (pick.domain === "x") x++;
    }
    expect(x / 4000).toBeGreaterThan(0.47);
    expect(x / 4000).toBeLessThan(0.53);
  });

  it.each([
    ["50/25/25", threeDomains, targets],
    [
      "English's 26/28/20/26",
      bankOf(
        Object.keys(domainTargetsOf("english")).flatMap((domain) =>
          Array.from({ length: 12 }, (_, i) => ({ domain, a: 1.2, b: -1.5 + 0.25 * i })),
        ),
      ),
      domainTargetsOf("english"),
    ],
  ])(
    "given many sittings of 8 with targets %s, then every domain stays within one item of its share",
    (_, candidates, shares) => {
      const random = seededRandom(19);
      for (let sitting = 0; sitting < 2000; sitting++) {
        const answered = new Set<string>();
        const domains: string[] = [];
        for (let i = 0; i < 8; i++) {
          const pick = chooseNextItem({
            candidates,
            answeredIds: answered,
            administeredDomains: domains,
            domainTargets: shares,
            estimate: { theta: -1 + 2 * random(), se: 0.5 },
            random,
          })!;
          answered.add(pick.id);
          domains.push(pick.domain);
          for (const [domain, share] of Object.entries(shares)) {
            const count = domains.filter((d) => d === domain).length;
            expect(Math.abs(count - share * domains.length)).toBeLessThanOrEqual(1 + 1e-9);
          }
        }
      }
    },
  );

  it("given a domain with nothing left, then the others serve (and with no target, anything)", () => {
    const candidates = bankOf([
      { domain: "x", a: 1, b: 0 },
      { domain: "y", a: 1, b: 0 },
    ]);
    const pick = chooseNextItem({
      candidates,
      answeredIds: new Set(["q0"]),
      administeredDomains: ["x"],
      domainTargets: { x: 0.9, y: 0.1 },
      estimate: atZero,
      random: () => 0.5,
    });
    expect(pick?.id).toBe("q1");
    const untargeted = chooseNextItem({
      candidates,
      answeredIds: new Set(),
      administeredDomains: [],
      domainTargets: {},
      estimate: atZero,
      random: () => 0,
    });
    expect(untargeted).not.toBeNull();
  });
});

describe("domainTargetsOf", () => {
  it("given BANK_PLAN, then English and Math shares follow the SAT's weights and sum to 1", () => {
    const english = domainTargetsOf("english");
    const math = domainTargetsOf("math");
    expect(english.craft_and_structure).toBeCloseTo(46 / 165, 12);
    expect(math.algebra).toBeCloseTo(74 / 210, 12);
    expect(Object.values(english).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(Object.values(math).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(Object.keys(math)).not.toContain("craft_and_structure");
  });
});

describe("isSubjectComplete (the 6–8 rule)", () => {
  it("given fewer than 6 answers, then never complete, however precise", () => {
    expect(MIN_ITEMS_PER_SUBJECT).toBe(6);
    expect(isSubjectComplete(5, { theta: 0, se: 0.05 })).toBe(false);
  });

  it("given 8 answers, then always complete, however imprecise", () => {
    expect(MAX_ITEMS_PER_SUBJECT).toBe(8);
    expect(isSubjectComplete(8, { theta: 0, se: 0.9 })).toBe(true);
  });

  it("given 6 or 7 answers, then complete exactly when se ≤ STOP_SE", () => {
    expect(isSubjectComplete(6, { theta: 0, se: STOP_SE })).toBe(true);
    expect(isSubjectComplete(7, { theta: 0, se: STOP_SE - 0.01 })).toBe(true);
    expect(isSubjectComplete(6, { theta: 0, se: STOP_SE + 0.01 })).toBe(false);
    expect(isSubjectComplete(7, { theta: 0, se: STOP_SE + 0.01 })).toBe(false);
  });
});

describe("mathPrior (borrowing from English, ρ = 0.7)", () => {
  it("given θE = 1, se 0.4, then N(0.7, √(0.51 + 0.49·0.16) = 0.76707)", () => {
    const prior = mathPrior({ theta: 1, se: 0.4 });
    expect(prior.mean).toBeCloseTo(0.7, 12);
    expect(prior.sd).toBeCloseTo(0.767072, 5);
  });

  it("given an English result with no information (0, 1), then the population prior N(0, 1)", () => {
    const prior = mathPrior({ theta: 0, se: 1 });
    expect(prior.mean).toBeCloseTo(0, 12);
    expect(prior.sd).toBeCloseTo(1, 12);
  });

  it("given a perfectly known θE = −2, then N(−1.4, √0.51 = 0.71414)", () => {
    const prior = mathPrior({ theta: -2, se: 0 });
    expect(prior.mean).toBeCloseTo(-1.4, 12);
    expect(prior.sd).toBeCloseTo(0.714143, 5);
  });

  it("is borrowedPrior, which is symmetric in the subjects", () => {
    expect(mathPrior({ theta: 0.3, se: 0.45 })).toEqual(borrowedPrior({ theta: 0.3, se: 0.45 }));
  });
});

describe("finalEstimates (each subject under the prior from the other's answers)", () => {
  const english: Response[] = [-1, -0.5, 0, 0.5, 1, 1.5, 0.25].map((b, i) => ({
    irt: { a: 1.2, b, c: 0.2 },
    correct: i !== 5,
  }));
  const math: Response[] = [-0.5, 0, 0.5, 1, 1.5, 2].map((b, i) => ({
    irt: { a: 1.3, b, c: 0.2 },
    correct: i < 4,
  }));

  it("given both subjects, then Math is the adaptive test's own estimate (prior from English alone)", () => {
    const englishAlone = estimateAbility(english, DEFAULT_PRIOR);
    expect(finalEstimates(english, math).math).toEqual(
      estimateAbility(math, mathPrior(englishAlone)),
    );
  });

  it("given no Math answers, then English is unchanged (to grid precision)", () => {
    const alone = estimateAbility(english, DEFAULT_PRIOR);
    const final = finalEstimates(english, []).english;
    expect(final.theta).toBeCloseTo(alone.theta, 3);
    expect(final.se).toBeCloseTo(alone.se, 3);
  });

  it("given strong Math answers, then English moves up and tightens", () => {
    const allRight = math.map((r) => ({ ...r, correct: true }));
    const alone = estimateAbility(english, DEFAULT_PRIOR);
    const final = finalEstimates(english, allRight).english;
    expect(final.theta).toBeGreaterThan(alone.theta);
    expect(final.se).toBeLessThan(alone.se);
  });
});

describe("scaledScore", () => {
  it("given θ = 0.347, then 534.7 rounds to 530", () => {
    expect(scaledScore(0.347)).toBe(530);
  });

  it("given θ = 0.35, then an exact 535 rounds up to 540 (and −0.35's 465 to 470)", () => {
    expect(scaledScore(0.35)).toBe(540);
    expect(scaledScore(-0.35)).toBe(470);
  });

  it("given θ = 0, then 500 (the spec's default)", () => {
    expect(scaledScore(0)).toBe(500);
  });

  it("given θ = −4 or θ = 3.5, then clamped to 200 and 800", () => {
    expect(scaledScore(-4)).toBe(200);
    expect(scaledScore(3.5)).toBe(800);
    expect(scaledScore(-2.96)).toBe(200);
    expect(scaledScore(2.96)).toBe(800);
  });
});

describe("scoreRange", () => {
  it("given θ = 0.3, se = 0.3, then θ ± 1.645·1.05·0.3 = ±0.51818 → 480–580", () => {
    // 500 + 100·(0.3 − 0.51818) = 478.2 → 480; 500 + 100·(0.3 + 0.51818) = 581.8 → 580.
    expect(scoreRange({ theta: 0.3, se: 0.3 })).toEqual({ low: 480, high: 580 });
  });

  it("given an estimate near the top, then the high end is clamped to 800", () => {
    // 2.8 ± 1.645·1.05·0.4 = 2.8 ± 0.6909: 710.9 → 710; 849.1 → clamped to 800.
    expect(scoreRange({ theta: 2.8, se: 0.4 })).toEqual({ low: 710, high: 800 });
  });

  it("given any estimate, then the range holds the score", () => {
    for (const estimate of [
      { theta: -1.234, se: 0.41 },
      { theta: 0.05, se: 0.2 },
      { theta: 2.2, se: 0.6 },
    ]) {
      const { low, high } = scoreRange(estimate);
      const score = scaledScore(estimate.theta);
      expect(low).toBeLessThanOrEqual(score);
      expect(high).toBeGreaterThanOrEqual(score);
    }
  });
});
