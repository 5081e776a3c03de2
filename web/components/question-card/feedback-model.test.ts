// How an answered question's result reads: the heading, the level-up banner and the key.
import { describe, expect, it } from "vitest";
import {
  answeredOf,
  correctChoice,
  levelUpText,
  missedShareText,
  resultTitle,
} from "./feedback-model.ts";

describe("the feedback's words", () => {
  it("given results, when read, then the titles, banner and key read as the spec's", () => {
    expect(resultTitle({ isCorrect: true, isSkipped: false })).toBe("Correct!");
    expect(resultTitle({ isCorrect: false, isSkipped: false })).toBe("Incorrect");
    expect(resultTitle({ isCorrect: false, isSkipped: true })).toBe("Skipped");
    expect(levelUpText({ subject: "english", newLevel: 12 })).toBe("Level up! English Level 12");
    expect(correctChoice('["1","2","3","4"]', "C")).toEqual({ letter: "C", text: "3" });
    expect(correctChoice([], "C")).toEqual({ letter: "C", text: null });
  });
});

describe("an answer call's result as the question keeps it", () => {
  it("given a result with the day's totals, when kept, then only the answered question's fields", () => {
    const answered = {
      isCorrect: false,
      xp: -1,
      performanceCategory: "skipped" as const,
      correctAnswer: "B" as const,
      explanation: "Why B.",
      userAnswer: "" as const,
      isSkipped: true,
    };
    const result = {
      ...answered,
      shouldLevelUp: null,
      bonusXp: 0,
      totalXP: 40,
      todayXP: 9,
      questionsCompleted: 3,
      isCompleted: false,
      streakDays: 2,
    };
    expect(answeredOf(result)).toStrictEqual({ ...answered, missedShare: null });
    expect(answeredOf({ ...result, missedShare: 41 })).toStrictEqual({
      ...answered,
      missedShare: 41,
    });
  });
});

describe("x% of students missed this", () => {
  it("given a share, then the quiet line; given none (under 30 answers, or a reload), then none", () => {
    expect(missedShareText(41)).toBe("41% of students missed this");
    expect(missedShareText(0)).toBe("0% of students missed this");
    expect(missedShareText(null)).toBeNull();
    expect(missedShareText(undefined)).toBeNull();
  });
});
