import { describe, expect, it } from "vitest";
import type { FocusedSetView } from "../../../api/schemas/practice.ts";
import {
  capText,
  firstOpenIndex,
  practiceHref,
  practisedText,
  rightText,
  startBodyFrom,
} from "./practice-model.ts";

describe("what the address asks for", () => {
  it("given ?rec, domain and skill, then the start body carries each; nothing given, an empty body (the server picks)", () => {
    expect(startBodyFrom("?rec=weakness_focus-1&domain=algebra&skill=linear_functions")).toEqual({
      recommendationId: "weakness_focus-1",
      domain: "algebra",
      skill: "linear_functions",
    });
    expect(startBodyFrom("")).toEqual({});
    expect(startBodyFrom("?domain=&skill=circles")).toEqual({ skill: "circles" });
    expect(startBodyFrom("?skill=circles&difficulty=easy")).toEqual({
      skill: "circles",
      difficulty: "easy",
    });
    expect(startBodyFrom("?skill=circles&difficulty=impossible")).toEqual({ skill: "circles" });
  });

  it("given a recommendation's area, then the address round-trips to the same body", () => {
    const area = { recommendationId: "r 1", domain: "algebra", skill: "linear_functions" };
    const href = practiceHref(area);
    expect(href).toBe("/practice?rec=r+1&domain=algebra&skill=linear_functions");
    expect(startBodyFrom(href.slice("/practice".length))).toEqual(area);
    expect(practiceHref({})).toBe("/practice");
  });
});

describe("the set as the screen reads it", () => {
  const answered = { isCorrect: true } as NonNullable<
    FocusedSetView["questions"][number]["answered"]
  >;
  const q = (done: boolean) => ({ answered: done ? answered : null });

  it("resumes at the first unanswered question; past the end when all are answered", () => {
    expect(firstOpenIndex({ questions: [q(true), q(false), q(false)] as never })).toBe(1);
    expect(firstOpenIndex({ questions: [q(true), q(true)] as never })).toBe(2);
  });

  it("says what was practised, the right answers with the skips, and the day's XP against the cap", () => {
    expect(practisedText({ domainName: "Algebra", skillName: "Linear Functions" })).toBe(
      "Linear Functions (Algebra)",
    );
    expect(practisedText({ domainName: "Algebra", skillName: null })).toBe("Algebra");
    expect(rightText({ answered: 5, correct: 3, skipped: 1, xp: 20 }, 5)).toBe(
      "You got 3 of 5 right (1 skipped).",
    );
    expect(rightText({ answered: 5, correct: 5, skipped: 0, xp: 40 }, 5)).toBe(
      "You got 5 of 5 right.",
    );
    expect(capText({ focusedXpToday: 24, focusedXpCap: 40 })).toMatch(
      /^Extra practice today: 24 of 40 XP\./,
    );
    expect(capText({ focusedXpToday: 40, focusedXpCap: 40 })).toMatch(
      /^You've earned today's 40 XP/,
    );
  });
});
