import { describe, expect, it } from "vitest";
import { updateDifficulty } from "./calibration.ts";

const item = { a: 1, b: 0, c: 0.2 };

describe("updateDifficulty", () => {
  it("given a student at the item's difficulty who answers wrong, then b rises by K·P (P = 0.6)", () => {
    // θ = b: P = c + (1 − c)/2 = 0.6; first step K = 0.4 → b + 0.4·0.6 = 0.24.
    expect(updateDifficulty(item, 0, 0, false)).toBeCloseTo(0.24, 10);
  });

  it("given the same student answering right, then b falls by K·(1 − P) = 0.16", () => {
    expect(updateDifficulty(item, 0, 0, true)).toBeCloseTo(-0.16, 10);
  });

  it("given 20 earlier attempts, then the step is half as large", () => {
    expect(updateDifficulty(item, 20, 0, false)).toBeCloseTo(0.12, 10);
  });

  it("given a strong student who gets an easy item right, then b barely moves", () => {
    expect(Math.abs(updateDifficulty({ ...item, b: -2 }, 0, 2, true) + 2)).toBeLessThan(0.001);
  });

  it("keeps b within ±3.5", () => {
    expect(updateDifficulty({ ...item, b: 3.45 }, 0, -3, false)).toBe(3.5);
  });
});
