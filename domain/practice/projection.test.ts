import { describe, expect, it } from "vitest";
import { seededRandom } from "../random.ts";
import { addDays } from "./days.ts";
import {
  backTestCoverage,
  effectiveHours,
  fanDates,
  fitRate,
  projectScore,
  scoreDistributionAt,
  type PracticeDay,
} from "./projection.ts";
import { BAND_Z, PRIOR_POINTS_PER_HOUR, PRIOR_POINTS_PER_HOUR_SD } from "./time-constants.ts";

/** A standard normal draw (Box–Muller). */
function normal(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

describe("effectiveHours (diminishing returns, H0 = 40)", () => {
  it("given 0, 10 and 40 hours, then gives 0, 40(1 − e^−¼) and 40(1 − e^−1)", () => {
    expect(effectiveHours(0)).toBe(0);
    expect(effectiveHours(10)).toBeCloseTo(8.847969, 5);
    expect(effectiveHours(40)).toBeCloseTo(25.284822, 5);
  });

  it("given more hours, then each further hour is worth less and the total stays below 40", () => {
    expect(effectiveHours(1)).toBeCloseTo(0.987604, 5); // 40(1 − e^−0.025): almost a whole hour
    expect(effectiveHours(41) - effectiveHours(40)).toBeCloseTo(0.363319, 5); // 40(e^−1 − e^−1.025) ≈ e^−1 of an hour
    expect(effectiveHours(10_000)).toBeLessThanOrEqual(40);
  });
});

describe("fanDates", () => {
  it("given a test date 19 days away, then weekly points and the test date itself", () => {
    expect(fanDates("2025-01-01", "2025-01-20")).toEqual([
      "2025-01-01",
      "2025-01-08",
      "2025-01-15",
      "2025-01-20",
    ]);
  });

  it("given a test date exactly two weeks away, then three points and no repeat", () => {
    expect(fanDates("2025-01-01", "2025-01-15")).toEqual([
      "2025-01-01",
      "2025-01-08",
      "2025-01-15",
    ]);
  });

  it("given a test date today or already past, then two points, both today", () => {
    expect(fanDates("2025-01-01", "2025-01-01")).toEqual(["2025-01-01", "2025-01-01"]);
    expect(fanDates("2025-01-10", "2025-01-01")).toEqual(["2025-01-10", "2025-01-10"]);
  });
});

describe("fitRate (Bayesian rate with the weak prior)", () => {
  it("given no history, then the prior: 1.5 ± 1.5 points an hour, not fitted", () => {
    expect(fitRate([], "2025-01-01")).toEqual({
      mean: PRIOR_POINTS_PER_HOUR,
      sd: PRIOR_POINTS_PER_HOUR_SD,
      fittedFromHistory: false,
      hoursSoFar: 0,
    });
  });

  it("given two weekly points, 500 at 0 h and 530 at 10 h, then the hand-computed posterior", () => {
    // x = u(0) = 0 and u(10) = 8.847969, each weight 1 (a week apart); centred:
    // Sxx = 8.847969²/2 = 39.14327, Sxy = 8.847969·30/2 = 132.71953.
    // precision = 1/1.5² + 39.14327/35² = 0.444444 + 0.031954 = 0.476398;
    // mean = (1.5·0.444444 + 132.71953/1225) / 0.476398 = 1.626810; sd = 1/√0.476398 = 1.448822.
    const fit = fitRate(
      [
        { day: "2025-01-01", hours: 0, score: 500 },
        { day: "2025-01-08", hours: 10, score: 530 },
      ],
      "2025-01-08",
    );
    expect(fit.mean).toBeCloseTo(1.62681, 4);
    expect(fit.sd).toBeCloseTo(1.448822, 4);
    expect(fit.fittedFromHistory).toBe(true);
    expect(fit.hoursSoFar).toBe(10);
  });

  it("given hours, then they are read as cumulative: the latest day's are the hours so far", () => {
    const fit = fitRate(
      [
        { day: "2025-01-01", hours: 2, score: 500 },
        { day: "2025-01-02", hours: 3, score: 501 },
        { day: "2025-01-03", hours: 3.5, score: 502 },
      ],
      "2025-01-03",
    );
    expect(fit.hoursSoFar).toBe(3.5);
  });

  it("given days after today, then they are ignored", () => {
    const fit = fitRate(
      [
        { day: "2025-01-01", hours: 1, score: 500 },
        { day: "2025-02-01", hours: 5, score: 600 },
      ],
      "2025-01-15",
    );
    expect(fit).toMatchObject({ mean: 1.5, fittedFromHistory: false, hoursSoFar: 1 });
  });

  it("given a few weeks of the 7-minute drop alone, then the rate stays near the prior", () => {
    // 21 days × 0.12 h with a 20-point rise (well within the estimates' noise).
    const history: PracticeDay[] = Array.from({ length: 21 }, (_, i) => ({
      day: addDays("2025-01-01", i),
      hours: 0.12 * (i + 1), // cumulative
      score: 500 + i,
    }));
    const fit = fitRate(history, "2025-01-21");
    expect(fit.fittedFromHistory).toBe(true);
    expect(Math.abs(fit.mean - PRIOR_POINTS_PER_HOUR)).toBeLessThan(0.1);
    expect(fit.sd).toBeGreaterThan(0.97 * PRIOR_POINTS_PER_HOUR_SD);
  });

  it("given half a year at an hour a day growing 4 points an hour, then the fit moves towards 4", () => {
    const history: PracticeDay[] = Array.from({ length: 180 }, (_, i) => ({
      day: addDays("2025-01-01", i),
      hours: i + 1, // cumulative: an hour a day
      score: 450 + 4 * effectiveHours(i + 1),
    }));
    const fit = fitRate(history, "2025-06-29");
    expect(fit.mean).toBeGreaterThan(3.5);
    expect(fit.mean).toBeLessThan(4);
    expect(fit.sd).toBeLessThan(0.6);
  });

  it("given a history that does not rise, then the rate falls below the prior", () => {
    const history: PracticeDay[] = Array.from({ length: 120 }, (_, i) => ({
      day: addDays("2025-01-01", i),
      hours: i + 1,
      score: 520,
    }));
    expect(fitRate(history, "2025-05-01").mean).toBeLessThan(0.8);
  });
});

describe("projectScore", () => {
  const base = {
    today: "2025-01-01",
    testDate: "2025-01-29",
    current: { mean: 0, sd: 0 },
    history: [] as PracticeDay[],
    hoursPerWeek: 7,
  };

  it("given a known score and no history, when the test is today, then ±30 of test-day noise only", () => {
    const p = projectScore({ ...base, testDate: "2025-01-01" });
    expect(p.fan).toEqual([
      { date: "2025-01-01", median: 500, low: 470, high: 530 },
      { date: "2025-01-01", median: 500, low: 470, high: 530 },
    ]);
    expect(p.pointsPerHour).toBe(1.5);
    expect(p.fittedFromHistory).toBe(false);
  });

  it("given four weeks at 7 h a week, then the hand-computed fan end 530 (481–579)", () => {
    // u(28) = 40(1 − e^−0.7) = 20.13659; median = 500 + 1.5·20.13659 = 530.20;
    // SD = √((1.5·20.13659)² + (30/1.2816)²) = √(912.34 + 547.94) = 38.2136;
    // 80% band = 530.20 ± 1.2816·38.2136 = 481.23 – 579.18.
    const p = projectScore(base);
    expect(p.fan.map((f) => f.date)).toEqual([
      "2025-01-01",
      "2025-01-08",
      "2025-01-15",
      "2025-01-22",
      "2025-01-29",
    ]);
    expect(p.fan.at(-1)).toEqual({ date: "2025-01-29", median: 530, low: 481, high: 579 });
  });

  it("given a belief SD of 30 points at 550, when the test is today, then the band adds both", () => {
    // √(30² + 23.408²) = 38.052; ×1.2816 = 48.77.
    const p = projectScore({ ...base, testDate: "2025-01-01", current: { mean: 0.5, sd: 0.3 } });
    expect(p.fan[0]).toEqual({ date: "2025-01-01", median: 550, low: 501, high: 599 });
  });

  it("given the fan, then the median rises and the band widens week by week", () => {
    const fan = projectScore({ ...base, testDate: "2025-04-01" }).fan;
    for (let i = 1; i < fan.length; i++) {
      const [prev, next] = [fan[i - 1]!, fan[i]!];
      expect(next.median).toBeGreaterThanOrEqual(prev.median);
      expect(next.high - next.low).toBeGreaterThanOrEqual(prev.high - prev.low);
    }
  });

  it("given 40 hours already practised, then four more weeks gain less (diminishing returns)", () => {
    // 1.5 · (u(68) − u(40)) = 1.5 · 40 (e^−1 − e^−1.7) = 11.11 points, against 30.20 when fresh.
    const history: PracticeDay[] = [{ day: "2024-12-31", hours: 40, score: 500 }];
    const p = projectScore({ ...base, history });
    expect(p.fan.at(-1)!.median).toBe(511);
    expect(projectScore(base).fan.at(-1)!.median).toBe(530);
  });

  it("given no practice planned, then the median stays at the current score", () => {
    const p = projectScore({ ...base, hoursPerWeek: 0, current: { mean: 0.23, sd: 0.2 } });
    expect(p.fan.every((f) => f.median === 523)).toBe(true);
  });

  it("given a score near the ends of the scale, then every number is clamped to 200–800", () => {
    const high = projectScore({ ...base, current: { mean: 3.5, sd: 0.2 } }).fan;
    expect(high.every((f) => f.median === 800 && f.high === 800 && f.low === 800)).toBe(true);
    const low = projectScore({ ...base, hoursPerWeek: 0, current: { mean: -3.5, sd: 0.2 } }).fan;
    expect(low.every((f) => f.median === 200 && f.low === 200 && f.high === 200)).toBe(true);
  });

  it("given a history that falls, then the median never falls below today's score", () => {
    const history: PracticeDay[] = Array.from({ length: 120 }, (_, i) => ({
      day: addDays("2024-09-03", i),
      hours: i + 1,
      score: 600 - i / 2,
    }));
    const p = projectScore({ ...base, history, current: { mean: 0.4, sd: 0.2 } });
    expect(p.pointsPerHour).toBe(0);
    expect(p.fittedFromHistory).toBe(true);
    expect(p.fan.every((f) => f.median === 540)).toBe(true);
  });
});

describe("the 80% band's calibration under its own assumptions", () => {
  it("given students drawn from the belief, the rate posterior and test-day noise, then ≈ 80% inside", () => {
    const random = seededRandom(42);
    const today = "2025-01-01";
    const cases: { band: { low: number; high: number }; realised: number }[] = [];
    for (let i = 0; i < 4000; i++) {
      const current = { mean: -1 + 2 * random(), sd: 0.15 + 0.25 * random() };
      const weeks = 1 + Math.floor(random() * 20);
      const hoursPerWeek = 1 + 10 * random();
      const testDate = addDays(today, 7 * weeks);
      const p = projectScore({ today, testDate, current, history: [], hoursPerWeek });
      const end = p.fan.at(-1)!;
      const gain = effectiveHours(hoursPerWeek * weeks);
      const theta = current.mean + current.sd * normal(random);
      const rate = PRIOR_POINTS_PER_HOUR + PRIOR_POINTS_PER_HOUR_SD * normal(random);
      const noise = (30 / BAND_Z) * normal(random);
      cases.push({ band: end, realised: 500 + 100 * theta + rate * gain + noise });
    }
    const coverage = backTestCoverage(cases);
    expect(coverage).toBeGreaterThan(0.775);
    expect(coverage).toBeLessThan(0.825);
  });
});

describe("scoreDistributionAt", () => {
  it("given the prior rate and 4 weeks at 7 h, then median 530.20 and SD 38.21 (unrounded)", () => {
    const d = scoreDistributionAt({
      today: "2025-01-01",
      date: "2025-01-29",
      current: { mean: 0, sd: 0 },
      rate: fitRate([], "2025-01-01"),
      hoursPerWeek: 7,
    });
    expect(d.median).toBeCloseTo(530.2049, 3);
    expect(d.sd).toBeCloseTo(38.2136, 3);
  });
});

describe("backTestCoverage", () => {
  it("given four cases with three inside (ends included), then 0.75", () => {
    const band = { low: 470, high: 530 };
    expect(
      backTestCoverage([
        { band, realised: 470 },
        { band, realised: 530 },
        { band, realised: 500 },
        { band, realised: 531 },
      ]),
    ).toBe(0.75);
  });

  it("given no cases, then NaN", () => {
    expect(backTestCoverage([])).toBeNaN();
  });
});
