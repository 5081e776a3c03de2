// The pace verdict, given/when/then.
import { describe, expect, it } from "vitest";
import { isRushed, pacingVerdict } from "./pacing.ts";

describe("the pace verdict", () => {
  it("given a median of 1 s per English question, then rushing, not within the SAT's pace", () => {
    expect(pacingVerdict("english", 1)).toBe("rushing");
  });

  it("given medians around English's 15 s reading floor and 71 s budget, then rushing below 15, within to 71, a little over to a quarter more, then over", () => {
    expect(pacingVerdict("english", 14.9)).toBe("rushing");
    expect(pacingVerdict("english", 15)).toBe("within");
    expect(pacingVerdict("english", 71)).toBe("within");
    expect(pacingVerdict("english", 88.75)).toBe("a-little-over");
    expect(pacingVerdict("english", 89)).toBe("over");
  });

  it("given Math's 10 s floor and 95 s budget, then the same rule with Math's times", () => {
    expect(pacingVerdict("math", 9)).toBe("rushing");
    expect(pacingVerdict("math", 10)).toBe("within");
    expect(pacingVerdict("math", 96)).toBe("a-little-over");
  });

  it("given single answers, then one under the subject's floor is rushed", () => {
    expect(isRushed("english", 1_000)).toBe(true);
    expect(isRushed("english", 15_000)).toBe(false);
    expect(isRushed("math", 9_999)).toBe(true);
  });
});
