// How an answered question's result reads: the heading, the level-up banner and the key.
import { describe, expect, it } from "vitest";
import { correctChoice, levelUpText, resultTitle } from "./feedback-model.ts";

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
