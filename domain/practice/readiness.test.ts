import { describe, expect, it } from "vitest";
import { daysUntilTest, shownReadiness, testReadiness } from "./readiness.ts";

describe("testReadiness (share of the way from 400 to the goal)", () => {
  it("given no goal and the spec's default 500 + 500, then (1000 − 400) / (1200 − 400) = 75", () => {
    expect(testReadiness({ englishScore: 500, mathScore: 500 })).toBe(75);
    expect(testReadiness({ englishScore: 500, mathScore: 500, goalTotal: null })).toBe(75);
  });

  it("given a total at or above the goal, then 100 and never more", () => {
    expect(testReadiness({ englishScore: 600, mathScore: 600 })).toBe(100);
    expect(testReadiness({ englishScore: 800, mathScore: 800 })).toBe(100);
  });

  it("given the lowest scores, then 0", () => {
    expect(testReadiness({ englishScore: 200, mathScore: 200 })).toBe(0);
  });

  it("given a goal of 1400 and 400 + 400, then (800 − 400) / (1400 − 400) = 40", () => {
    expect(testReadiness({ englishScore: 400, mathScore: 400, goalTotal: 1400 })).toBe(40);
  });

  it("given an uneven total, then it rounds to a whole percent: 503/800 = 62.875 → 63", () => {
    expect(testReadiness({ englishScore: 450, mathScore: 453 })).toBe(63);
  });

  it("given a goal above 1600 or at the floor, then it is capped to the scale", () => {
    expect(testReadiness({ englishScore: 800, mathScore: 800, goalTotal: 2000 })).toBe(100);
    expect(testReadiness({ englishScore: 200, mathScore: 200, goalTotal: 400 })).toBe(100);
  });

  it("given a higher estimate in either subject, then readiness never goes down", () => {
    let previous = -1;
    for (let english = 200; english <= 800; english += 10) {
      const r = testReadiness({ englishScore: english, mathScore: 480 });
      expect(r).toBeGreaterThanOrEqual(previous);
      previous = r;
    }
  });
});

describe("shownReadiness", () => {
  it("given both subjects measured, then testReadiness; given either unmeasured, then null", () => {
    const measured = { score: 500, measured: true };
    expect(shownReadiness({ english: measured, math: measured })).toBe(75);
    expect(
      shownReadiness({ english: measured, math: { ...measured, measured: false } }),
    ).toBeNull();
    expect(
      shownReadiness({ english: { ...measured, measured: false }, math: measured }),
    ).toBeNull();
  });
});

describe("daysUntilTest", () => {
  it("given no test date, then the spec's default, 90", () => {
    expect(daysUntilTest("2025-01-01", null)).toBe(90);
  });

  it("given a test date, then the calendar days to it: 31 + 28 + 14 = 73", () => {
    expect(daysUntilTest("2025-01-01", "2025-03-15")).toBe(73);
  });

  it("given the test today or past, then 0, never negative", () => {
    expect(daysUntilTest("2025-03-15", "2025-03-15")).toBe(0);
    expect(daysUntilTest("2025-03-20", "2025-03-15")).toBe(0);
  });
});
