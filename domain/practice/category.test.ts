import { describe, expect, it } from "vitest";
import { performanceCategories, performanceCategory } from "./category.ts";

const base = { correct: true, skipped: false, pSuccess: 0.75, responseTimeMs: 30_000 };

describe("performanceCategory", () => {
  it("given a skip, when categorised, then skipped whatever else is true", () => {
    expect(performanceCategory({ ...base, skipped: true, subject: "english" })).toBe("skipped");
    expect(performanceCategory({ ...base, correct: false, skipped: true, subject: "math" })).toBe(
      "skipped",
    );
  });

  it("given a right English answer, when within 71 s, then mastered; one ms over, solid", () => {
    expect(performanceCategory({ ...base, responseTimeMs: 71_000, subject: "english" })).toBe(
      "mastered",
    );
    expect(performanceCategory({ ...base, responseTimeMs: 71_001, subject: "english" })).toBe(
      "solid",
    );
  });

  it("given a right Math answer, when within 95 s, then mastered; one ms over, solid", () => {
    expect(performanceCategory({ ...base, responseTimeMs: 95_000, subject: "math" })).toBe(
      "mastered",
    );
    expect(performanceCategory({ ...base, responseTimeMs: 95_001, subject: "math" })).toBe("solid");
  });

  it("given a right answer on a hard question, when on pace, then still mastered", () => {
    expect(performanceCategory({ ...base, pSuccess: 0.2, subject: "math" })).toBe("mastered");
  });

  it("given a wrong answer, when pSuccess ≥ 0.5, then learning; below 0.5, stretch", () => {
    const wrong = { ...base, correct: false, subject: "english" as const };
    expect(performanceCategory({ ...wrong, pSuccess: 0.5 })).toBe("learning");
    expect(performanceCategory({ ...wrong, pSuccess: 0.9 })).toBe("learning");
    expect(performanceCategory({ ...wrong, pSuccess: 0.49 })).toBe("stretch");
  });

  it("given the API's list, then the domain's is the same five in the same order", () => {
    expect(performanceCategories).toEqual(["mastered", "solid", "learning", "stretch", "skipped"]);
  });
});
