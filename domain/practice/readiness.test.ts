import { describe, expect, it } from "vitest";
import { daysUntilTest, estimatedTotal, shownReadiness, testReadiness } from "./readiness.ts";

describe("testReadiness (the share of the 400–1600 scale the estimated total covers)", () => {
  it("given the scale's ends, then 0% and 100%; given 500 + 500, then 50%", () => {
    expect(testReadiness(200, 200)).toBe(0);
    expect(testReadiness(800, 800)).toBe(100);
    expect(testReadiness(500, 500)).toBe(50);
  });

  it("given a strong first session (650 + 680 = 1330), then 78%, not a saturated 100%", () => {
    expect(testReadiness(650, 680)).toBe(78);
  });

  it("given 450 + 453, then round(100 · 503 / 1200) = 42", () => {
    expect(testReadiness(450, 453)).toBe(42);
  });

  it("given a total halfway between two percents (540 + 550 = 1090: 57.5%), then it rounds up to 58", () => {
    // 100 · (690 / 1200) is 57.4999… in floating point; the rule is on the exact share.
    expect(testReadiness(540, 550)).toBe(58);
  });

  it("given a higher estimate in either subject, then readiness never goes down, and 100 only at 1600", () => {
    let previous = -1;
    for (let english = 200; english <= 800; english += 10) {
      const r = testReadiness(english, 790);
      expect(r).toBeGreaterThanOrEqual(previous);
      if (english + 790 < 1600) expect(r).toBeLessThan(100);
      previous = r;
    }
  });
});

describe("estimatedTotal", () => {
  it("given 650 (590–700) and 680 (620–740), then 1330 (1210–1440): scores and range ends added", () => {
    expect(
      estimatedTotal({ score: 650, low: 590, high: 700 }, { score: 680, low: 620, high: 740 }),
    ).toEqual({ score: 1330, low: 1210, high: 1440 });
  });
});

describe("shownReadiness", () => {
  it("given both subjects measured, then testReadiness; given either unmeasured, then null", () => {
    const measured = { score: 500, measured: true };
    expect(shownReadiness({ english: measured, math: measured })).toBe(50);
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
