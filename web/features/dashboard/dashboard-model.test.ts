import { describe, expect, it } from "vitest";
import {
  DEFAULT_ESTIMATED_SCORE,
  DEFAULT_LEVEL,
  estimatedScores,
  formatCount,
  formatLongDate,
  greeting,
  greetingName,
  isoLocalDate,
} from "./dashboard-model.ts";

describe("the dashboard's greeting", () => {
  it("given a first name, when greeting, then it welcomes the student by that name", () => {
    expect(greeting("Maya")).toBe("Welcome back, Maya!");
  });

  it("given a first name with stray spaces, when greeting, then the spaces are dropped", () => {
    expect(greetingName("  Maya ")).toBe("Maya");
  });

  it("given no first name, or a blank one, when greeting, then it says 'Student'", () => {
    expect(greeting(null)).toBe("Welcome back, Student!");
    expect(greeting(undefined)).toBe("Welcome back, Student!");
    expect(greeting("")).toBe("Welcome back, Student!");
    expect(greeting("   ")).toBe("Welcome back, Student!");
  });
});

describe("today's date under the greeting", () => {
  // Local-time constructors, so the day is the same whatever time zone the tests run in.
  const saturday = new Date(2026, 10, 21, 9, 30);

  it("given a day, when formatted, then it reads as a US English long date with the weekday", () => {
    expect(formatLongDate(saturday)).toBe("Saturday, November 21, 2026");
    expect(formatLongDate(new Date(2027, 2, 13, 23, 59))).toBe("Saturday, March 13, 2027");
  });

  it("given a day, when made machine-readable, then it is the same local day as YYYY-MM-DD", () => {
    expect(isoLocalDate(saturday)).toBe("2026-11-21");
    expect(isoLocalDate(new Date(2027, 0, 5, 0, 1))).toBe("2027-01-05");
  });
});

describe("the dashboard's numbers and defaults", () => {
  it("given no estimates yet, when reading the scores, then each section shows 500", () => {
    expect(DEFAULT_ESTIMATED_SCORE).toBe(500);
    expect(estimatedScores({ estimatedEnglishScore: null, estimatedMathScore: null })).toEqual({
      english: 500,
      math: 500,
    });
  });

  it("given estimates, when reading the scores, then they are shown as stored, one default at most", () => {
    expect(estimatedScores({ estimatedEnglishScore: 620, estimatedMathScore: 580 })).toEqual({
      english: 620,
      math: 580,
    });
    expect(estimatedScores({ estimatedEnglishScore: 640, estimatedMathScore: null })).toEqual({
      english: 640,
      math: 500,
    });
  });

  it("given the spec, when no levels are known yet, then both start at level 1", () => {
    expect(DEFAULT_LEVEL).toBe(1);
  });

  it("given a large count, when formatted, then its digits are grouped", () => {
    expect(formatCount(12500)).toBe("12,500");
    expect(formatCount(0)).toBe("0");
  });
});
