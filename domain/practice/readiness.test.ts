import { describe, expect, it } from "vitest";
import { GOAL_SCORE_MAX, GOAL_SCORE_MIN, goalScoreProblem } from "./goal-score.ts";
import { daysUntilTest, estimatedTotal, shownReadiness, testReadiness } from "./readiness.ts";

describe("testReadiness (how far the estimated total has come from 400 towards the goal)", () => {
  it("given the scale's floor, then 0%; given the goal reached or passed, then 100%", () => {
    expect(testReadiness(200, 200, 1200)).toBe(0);
    expect(testReadiness(600, 600, 1200)).toBe(100);
    expect(testReadiness(800, 800, 1200)).toBe(100);
  });

  it("given 500 + 500 and a goal of 1200, then round(100 · 600 / 800) = 75", () => {
    expect(testReadiness(500, 500, 1200)).toBe(75);
  });

  it("given the same estimate, then a higher goal never reads as more ready", () => {
    expect(testReadiness(650, 680, 1400)).toBe(93);
    expect(testReadiness(650, 680, 1600)).toBe(78);
  });

  it("given a total halfway between two percents (540 + 550 = 1090 of a 1600 goal: 57.5%), then it rounds up to 58", () => {
    // 100 · (690 / 1200) is 57.4999… in floating point; the rule is on the exact share.
    expect(testReadiness(540, 550, 1600)).toBe(58);
  });

  it("given a higher estimate in either subject, then readiness never goes down, and 100 only at the goal", () => {
    for (const goal of [GOAL_SCORE_MIN, 1000, 1330, GOAL_SCORE_MAX]) {
      let previous = -1;
      for (let english = 200; english <= 800; english += 10) {
        const r = testReadiness(english, 590, goal);
        expect(r).toBeGreaterThanOrEqual(previous);
        if (english + 590 < goal) expect(r).toBeLessThan(100);
        else expect(r).toBe(100);
        previous = r;
      }
    }
  });

  it("given a goal at the floor, then it refuses to divide by nothing", () => {
    expect(() => testReadiness(500, 500, 400)).toThrow(RangeError);
  });
});

describe("goalScoreProblem (410–1600 in steps of 10)", () => {
  it("given totals the SAT can report above its floor, then none", () => {
    for (const goal of [410, 1000, 1330, 1600]) expect(goalScoreProblem(goal)).toBeNull();
  });

  it("given the floor, a total off the scale, one off its steps or not a whole number, then the rule named", () => {
    for (const goal of [400, 0, -10, 1610, 9999, 1205, 1200.5, Number.NaN]) {
      expect(goalScoreProblem(goal)).toBe("must be a total from 410 to 1,600 in steps of 10");
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
  const measured = { score: 500, measured: true };

  it("given both subjects measured and a goal, then testReadiness; given either unmeasured, then null", () => {
    expect(shownReadiness({ english: measured, math: measured, goalScore: 1200 })).toBe(75);
    expect(
      shownReadiness({
        english: measured,
        math: { ...measured, measured: false },
        goalScore: 1200,
      }),
    ).toBeNull();
    expect(
      shownReadiness({
        english: { ...measured, measured: false },
        math: measured,
        goalScore: 1200,
      }),
    ).toBeNull();
  });

  it('given no goal, then null: no percent that reads as "not ready at all"', () => {
    expect(shownReadiness({ english: measured, math: measured, goalScore: null })).toBeNull();
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
