import { describe, expect, it } from "vitest";
import {
  accuracyBelow,
  betaAbove,
  betaBelow,
  binomialTail,
  confidencePercent,
  logGamma,
  median,
} from "./stats.ts";

/** P(p₁ < p₂) by a midpoint rule over a fine grid: an independent check of the exact sum. */
function numericBelow(a1: number, b1: number, a2: number, b2: number): number {
  const steps = 4000;
  const pdf = (a: number, b: number, x: number) =>
    Math.exp(
      (a - 1) * Math.log(x) +
        (b - 1) * Math.log(1 - x) -
        (logGamma(a) + logGamma(b) - logGamma(a + b)),
    );
  let cdf2 = 0;
  let total = 0;
  const h = 1 / steps;
  // P(p₁ < p₂) = ∫ f₂(y) F₁(y) dy; accumulate F₁ along the grid.
  let cdf1 = 0;
  for (let i = 0; i < steps; i++) {
    const x = (i + 0.5) * h;
    cdf1 += pdf(a1, b1, x) * h;
    total += pdf(a2, b2, x) * (cdf1 - pdf(a1, b1, x) * h * 0.5) * h;
    cdf2 += pdf(a2, b2, x) * h;
  }
  return total / cdf2;
}

describe("study-planning statistics", () => {
  it("logGamma matches factorials", () => {
    expect(Math.exp(logGamma(5))).toBeCloseTo(24, 9);
    expect(Math.exp(logGamma(0.5))).toBeCloseTo(Math.sqrt(Math.PI), 9);
  });

  it("binomialTail is the exact upper tail", () => {
    expect(binomialTail(4, 4, 0.5)).toBeCloseTo(1 / 16, 12);
    expect(binomialTail(4, 3, 0.5)).toBeCloseTo(5 / 16, 12);
    expect(binomialTail(10, 0, 0.3)).toBe(1);
    expect(binomialTail(10, 11, 0.3)).toBe(0);
  });

  it("betaAbove is the Beta survival function", () => {
    // Beta(1, 1) is uniform; Beta(2, 1) has P(p > x) = 1 − x².
    expect(betaAbove(1, 1, 0.3)).toBeCloseTo(0.7, 12);
    expect(betaAbove(2, 1, 0.5)).toBeCloseTo(0.75, 12);
  });

  it("betaBelow: symmetric cases give one half, and the exact sum agrees with numerical integration", () => {
    expect(betaBelow(1, 1, 1, 1)).toBeCloseTo(0.5, 12);
    expect(betaBelow(4, 6, 4, 6)).toBeCloseTo(0.5, 10);
    for (const [a1, b1, a2, b2] of [
      [3, 6, 9, 3],
      [2, 8, 20, 12],
      [7, 2, 3, 5],
    ] as const) {
      expect(betaBelow(a1, b1, a2, b2)).toBeCloseTo(numericBelow(a1, b1, a2, b2), 3);
    }
  });

  it("accuracyBelow reads counts: 2 of 8 against 30 of 40 is almost surely lower", () => {
    const p = accuracyBelow({ right: 2, total: 8 }, { right: 30, total: 40 });
    expect(p).toBeGreaterThan(0.99);
    expect(accuracyBelow({ right: 30, total: 40 }, { right: 2, total: 8 })).toBeCloseTo(1 - p, 10);
  });

  it("confidence never shows 100% and median handles even lengths", () => {
    expect(confidencePercent(0.9999)).toBe(99);
    expect(confidencePercent(0.834)).toBe(83);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([5])).toBe(5);
  });
});
