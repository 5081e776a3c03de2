import { describe, expect, it } from "vitest";
import {
  DEFAULT_ESTIMATED_SCORE,
  DEFAULT_LEVEL,
  estimatedScores,
  formatCount,
  greeting,
  greetingName,
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
