import { describe, expect, it } from "vitest";
import {
  averageStreakText,
  noStandingText,
  weekText,
  betterThanText,
  globalMetrics,
  percentileTone,
  percentText,
  RANKINGS_NOTE,
  rankBadge,
  schoolRankText,
  studentsText,
  toneClasses,
  topPerformers,
  xpGainText,
  zipText,
} from "./ranking-model.ts";

describe("the global rank badge (spec §9)", () => {
  it("given percentiles at and around each threshold, when badged, then 90+ Top 10%, 75+ Top 25%, 50+ Top 50%, 25+ Top 75%, else Keep Going!", () => {
    const badges = [100, 90, 89, 75, 74, 50, 49, 25, 24, 0].map((p) => `${p}: ${rankBadge(p)}`);
    expect(badges).toEqual([
      "100: Top 10%",
      "90: Top 10%",
      "89: Top 25%",
      "75: Top 25%",
      "74: Top 50%",
      "50: Top 50%",
      "49: Top 75%",
      "25: Top 75%",
      "24: Keep Going!",
      "0: Keep Going!",
    ]);
  });
});

describe("percentile colours (thresholds 80/60/40/20)", () => {
  it("given percentiles at and under each threshold, when coloured, then five steps", () => {
    const tones = [100, 80, 79, 60, 59, 40, 39, 20, 19, 0].map((p) => `${p}: ${percentileTone(p)}`);
    expect(tones).toEqual([
      "100: excellent",
      "80: excellent",
      "79: strong",
      "60: strong",
      "59: steady",
      "40: steady",
      "39: building",
      "20: building",
      "19: starting",
      "0: starting",
    ]);
  });

  it("given the five steps, when drawn, then five different bar colours from the theme, none of them the error red", () => {
    const bars = Object.values(toneClasses).map((tone) => tone.bar);
    expect(new Set(bars).size).toBe(5);
    for (const tone of Object.values(toneClasses)) {
      expect(`${tone.text} ${tone.bar}`).not.toContain("destructive");
    }
  });
});

describe("the cards' words", () => {
  it("given a standing, when written, then 'Better than N% of M students', singular for one", () => {
    expect(betterThanText(72, 240)).toBe("Better than 72% of 240 students");
    expect(betterThanText(0, 1)).toBe("Better than 0% of 1 student");
    expect(studentsText(12_500)).toBe("12,500 students");
  });

  it("given a ZIP area and a school's place, when shown, then 'ZIP 021xx' and '#3 in your region', nothing when absent", () => {
    expect(zipText("021")).toBe("ZIP 021xx");
    expect(zipText(null)).toBeNull();
    expect(schoolRankText(3)).toBe("#3 in your region");
    expect(schoolRankText(null)).toBeNull();
  });

  it("given XP, averages, gains and shares, when written, then rounded and grouped", () => {
    expect(xpGainText(41.6)).toBe("+42 XP per student");
    expect(xpGainText(-5.2)).toBe("-5 XP per student");
    expect(xpGainText(0.2)).toBe("0 XP per student");
    expect(averageStreakText(3.44)).toBe("3.4 days");
    expect(averageStreakText(1)).toBe("1 day");
    expect(percentText(63.7)).toBe("64%");
    expect(percentText(120)).toBe("100%");
  });

  it("given the footer, when read, then the spec's sentence", () => {
    expect(RANKINGS_NOTE).toBe(
      "Rankings update weekly and are based on progress trends, not test scores.",
    );
  });
});

describe("lists", () => {
  it("given five top performers from the server, when shown, then only the first 3", () => {
    expect(topPerformers(["a", "b", "c", "d", "e"])).toEqual(["a", "b", "c"]);
    expect(topPerformers(["a"])).toEqual(["a"]);
  });

  it("given the global standing, when its percentiles are listed, then XP, Streak, Completion Rate, Level Progress", () => {
    const global = {
      xpPercentile: 81,
      streakPercentile: 60,
      completionRatePercentile: 39,
      levelProgressPercentile: 5,
    };
    expect(globalMetrics(global)).toEqual([
      { label: "XP", percentile: 81 },
      { label: "Streak", percentile: 60 },
      { label: "Completion Rate", percentile: 39 },
      { label: "Level Progress", percentile: 5 },
    ]);
  });
});

describe("weeks and small groups", () => {
  it("given a week's Sunday, when labelled, then its days, across a month or a year too", () => {
    expect(weekText("2026-11-15")).toBe("Nov 15–21");
    expect(weekText("2026-11-29")).toBe("Nov 29 – Dec 5");
    expect(weekText("2026-12-27")).toBe("Dec 27 – Jan 2");
  });

  it("given a standing without a share, when explained, then the students still needed or the week not practiced", () => {
    expect(noStandingText({ ranked: true, studentsNeeded: 1 }, true)).toBe(
      "Shown once 5 students practice: 1 more student needed",
    );
    expect(noStandingText({ ranked: false, studentsNeeded: 0 }, false)).toBe(
      "You didn't practice that week",
    );
    expect(noStandingText({ ranked: false, studentsNeeded: 0 }, true)).toBe(
      "Practice this week to get one",
    );
    // Not practiced and a small group: the student's own week is the reason given.
    expect(noStandingText({ ranked: false, studentsNeeded: 5 }, false)).toBe(
      "You didn't practice that week",
    );
  });
});
