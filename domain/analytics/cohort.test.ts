import { describe, expect, it } from "vitest";
import {
  COHORT_DEFAULT_DAYS,
  COHORT_MAX_DAYS,
  cohortDayRange,
  MASTERY_BANDS,
  MASTERY_MIN_ANSWERS,
  masteryBandOf,
  masteryDistribution,
  median,
  utcDay,
} from "./cohort.ts";

describe("mastery bands", () => {
  it("given masteries on and between the boundaries, then each band holds its lower bound", () => {
    expect(MASTERY_BANDS).toEqual(["0–20%", "20–40%", "40–60%", "60–80%", "80–100%"]);
    expect([0, 0.19, 0.2, 0.39, 0.4, 3 / 5, 0.79, 0.8, 1].map(masteryBandOf)).toEqual([
      0, 0, 1, 1, 2, 3, 3, 4, 4,
    ]);
  });
});

describe("the median", () => {
  it("given an odd count, then the middle; an even one, then the mean of the middle two", () => {
    expect(median([0.9, 0.1, 0.5])).toBe(0.5);
    expect(median([0.8, 0.2, 0.6, 0.4])).toBe(0.5);
    expect(median([])).toBeNull();
  });
});

describe("a skill's mastery distribution", () => {
  it("given students' answers, then smoothed accuracies of those with enough answers, banded", () => {
    expect(MASTERY_MIN_ANSWERS).toBe(3);
    const distribution = masteryDistribution([
      { answers: 2, correct: 2 }, // too few answers: not counted
      { answers: 3, correct: 0 }, // 1/5 = 0.2 → 20–40%
      { answers: 3, correct: 3 }, // 4/5 = 0.8 → 80–100%
      { answers: 8, correct: 0 }, // 1/10 = 0.1 → 0–20%
      { answers: 10, correct: 5 }, // 6/12 = 0.5 → 40–60%
      { answers: 4, correct: 3 }, // 4/6 = 0.667 → 60–80%
      { answers: 18, correct: 17 }, // 18/20 = 0.9 → 80–100%
    ]);
    expect(distribution).toEqual({
      students: 6,
      bands: [
        { label: "0–20%", students: 1 },
        { label: "20–40%", students: 1 },
        { label: "40–60%", students: 1 },
        { label: "60–80%", students: 1 },
        { label: "80–100%", students: 2 },
      ],
      // 0.1, 0.2, 0.5, 0.667, 0.8, 0.9: (0.5 + 0.667) / 2
      medianMastery: (0.5 + 4 / 6) / 2,
    });
  });

  it("given no student with enough answers, then empty bands and no median", () => {
    const distribution = masteryDistribution([{ answers: 1, correct: 1 }]);
    expect(distribution.students).toBe(0);
    expect(distribution.bands.map((b) => b.students)).toEqual([0, 0, 0, 0, 0]);
    expect(distribution.medianMastery).toBeNull();
  });
});

describe("the days an activity read covers", () => {
  const today = "2026-11-26";

  it("given nothing, then the last 90 days up to today", () => {
    const range = cohortDayRange({}, today);
    expect(COHORT_DEFAULT_DAYS).toBe(90);
    expect(range).toMatchObject({ ok: true, from: "2026-08-29", to: today });
    if (!range.ok) throw new Error("expected a range");
    expect(range.days).toHaveLength(90);
    expect(range.days[0]).toBe("2026-08-29");
    expect(range.days.at(-1)).toBe(today);
  });

  it("given from and to, then every day between, both included, across a month end", () => {
    const range = cohortDayRange({ from: "2024-02-27", to: "2024-03-02" }, today);
    expect(range).toEqual({
      ok: true,
      from: "2024-02-27",
      to: "2024-03-02",
      days: ["2024-02-27", "2024-02-28", "2024-02-29", "2024-03-01", "2024-03-02"],
    });
  });

  it("given only to, then the 90 days ending there", () => {
    expect(cohortDayRange({ to: "2026-03-31" }, today)).toMatchObject({
      ok: true,
      from: "2026-01-01",
      to: "2026-03-31",
    });
  });

  it("given from after to, a non-day, or more than 366 days, then the problem in words", () => {
    expect(cohortDayRange({ from: "2026-05-02", to: "2026-05-01" }, today)).toEqual({
      ok: false,
      problem: '"from" (2026-05-02) is after "to" (2026-05-01).',
    });
    expect(cohortDayRange({ from: "2026-02-30" }, today)).toEqual({
      ok: false,
      problem: '"from" is not a calendar day: 2026-02-30.',
    });
    expect(COHORT_MAX_DAYS).toBe(366);
    expect(cohortDayRange({ from: "2024-01-01", to: "2024-12-31" }, today)).toMatchObject({
      ok: true,
    }); // 366 days (a leap year)
    expect(cohortDayRange({ from: "2024-01-01", to: "2025-01-01" }, today)).toEqual({
      ok: false,
      problem: "The range covers 367 days; ask for at most 366.",
    });
  });

  it("the UTC day of an instant", () => {
    expect(utcDay(new Date("2026-11-26T23:59:59.999-05:00"))).toBe("2026-11-27");
  });
});
