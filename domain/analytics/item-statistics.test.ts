import { describe, expect, it } from "vitest";
import {
  exposure,
  MISSED_SHARE_MIN_ANSWERS,
  missedShare,
  pointBiserial,
  POINT_BISERIAL_MIN_ATTEMPTS,
  pValue,
  type ItemSums,
} from "./item-statistics.ts";

/** The sums of responses given as (right, θ) pairs. */
function sumsOf(responses: readonly [boolean, number][]): ItemSums {
  return {
    attempts: responses.length,
    correct: responses.filter(([x]) => x).length,
    sumTheta: responses.reduce((s, [, t]) => s + t, 0),
    sumThetaSquared: responses.reduce((s, [, t]) => s + t * t, 0),
    sumThetaCorrect: responses.reduce((s, [x, t]) => s + (x ? t : 0), 0),
  };
}

describe("the p-value", () => {
  it("given 6 right of 10, then 0.6; given no attempts, then null", () => {
    expect(pValue({ attempts: 10, correct: 6 })).toBe(0.6);
    expect(pValue({ attempts: 0, correct: 0 })).toBeNull();
  });
});

describe("the point-biserial", () => {
  // θ −2, −1, 0 wrong (and −1 right once more); right at −1, 0, 1, 1, 2, 3.
  const example: [boolean, number][] = [
    [false, -2],
    [false, -1],
    [true, -1],
    [false, 0],
    [true, 0],
    [false, 0],
    [true, 1],
    [true, 1],
    [true, 2],
    [true, 3],
  ];

  it("given ten responses, then it equals the textbook form (M₁ − M₀)/s · √(pq) by hand", () => {
    // By hand: M₁ = (−1 + 0 + 1 + 1 + 2 + 3)/6 = 1, M₀ = (−2 − 1 + 0 + 0)/4 = −0.75,
    // mean θ = 0.3, Σθ² = 21, s = √(21/10 − 0.09) = √2.01, p = 0.6, q = 0.4:
    // r = 1.75 · √0.24 / √2.01 = 0.604708…
    const byHand = (1.75 * Math.sqrt(0.24)) / Math.sqrt(2.01);
    expect(byHand).toBeCloseTo(0.604708, 6);
    expect(pointBiserial(sumsOf(example))).toBeCloseTo(byHand, 12);
  });

  it("given the answers reversed, then the correlation is the negative", () => {
    const reversed = example.map(([x, t]): [boolean, number] => [!x, t]);
    expect(pointBiserial(sumsOf(reversed))).toBeCloseTo(-pointBiserial(sumsOf(example))!, 12);
  });

  it("given fewer than 10 attempts, then null", () => {
    expect(POINT_BISERIAL_MIN_ATTEMPTS).toBe(10);
    expect(pointBiserial(sumsOf(example.slice(1)))).toBeNull();
  });

  it("given everyone right, everyone wrong, or everyone at one θ, then null (no spread)", () => {
    expect(pointBiserial(sumsOf(example.map(([, t]) => [true, t])))).toBeNull();
    expect(pointBiserial(sumsOf(example.map(([, t]) => [false, t])))).toBeNull();
    expect(pointBiserial(sumsOf(example.map(([x]) => [x, 0.7])))).toBeNull();
    expect(pointBiserial(sumsOf(example.map(([x]) => [x, 0])))).toBeNull();
  });

  it("given right exactly when θ is high (two values), then 1", () => {
    const perfect = example.map((_, i): [boolean, number] => [i >= 5, i >= 5 ? 1 : -1]);
    expect(pointBiserial(sumsOf(perfect))).toBeCloseTo(1, 12);
  });
});

describe("exposure", () => {
  it("given 3 of the subject's 12 students answered, then 0.25; with no students, then 0", () => {
    expect(exposure(3, 12)).toBe(0.25);
    expect(exposure(0, 0)).toBe(0);
  });
});

describe("x% of students missed this", () => {
  it("given 29 answers, then nothing; given 30, then the rounded share of wrong answers", () => {
    expect(MISSED_SHARE_MIN_ANSWERS).toBe(30);
    expect(missedShare({ attempts: 29, correct: 0 })).toBeNull();
    // 17 wrong of 30: 56.67 → 57.
    expect(missedShare({ attempts: 30, correct: 13 })).toBe(57);
    expect(missedShare({ attempts: 30, correct: 30 })).toBe(0);
    expect(missedShare({ attempts: 40, correct: 0 })).toBe(100);
    // 41 wrong of 100: 41.
    expect(missedShare({ attempts: 100, correct: 59 })).toBe(41);
  });
});
