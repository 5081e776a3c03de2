// The per-question table's filter, sorting and number formats.
import { describe, expect, it } from "vitest";
import type { QuestionStatsRow } from "../../../api/schemas/questions.ts";
import {
  ariaSort,
  countBySubject,
  defaultSort,
  difficultyDrift,
  formatDifficulty,
  formatPercentCorrect,
  nextSort,
  visibleQuestions,
} from "./question-rows.ts";

const q = (
  id: string,
  subject: QuestionStatsRow["subject"],
  attempts: number,
  percentCorrect: number | null,
): QuestionStatsRow => ({
  id,
  subject,
  domain: subject === "math" ? "algebra" : "craft_and_structure",
  skill: subject === "math" ? "linear_functions" : "words_in_context",
  level: 5,
  attempts,
  percentCorrect,
  authoredDifficulty: -0.75,
  currentDifficulty: -0.75,
});

const rows = [
  q("m-3", "math", 10, 50),
  q("e-1", "english", 40, 80),
  q("m-1", "math", 0, null),
  q("e-2", "english", 10, 20),
  q("m-2", "math", 25, 90),
];
const ids = (list: QuestionStatsRow[]) => list.map((r) => r.id);

describe("visibleQuestions", () => {
  it("given the default sort, when shown, then by id", () => {
    expect(ids(visibleQuestions(rows, "all", defaultSort))).toEqual([
      "e-1",
      "e-2",
      "m-1",
      "m-2",
      "m-3",
    ]);
  });

  it("given a subject filter, when shown, then only that subject's questions", () => {
    expect(ids(visibleQuestions(rows, "math", defaultSort))).toEqual(["m-1", "m-2", "m-3"]);
    expect(ids(visibleQuestions(rows, "english", defaultSort))).toEqual(["e-1", "e-2"]);
  });

  it("given a sort by attempts, when shown, then most first (or fewest), ties by id", () => {
    expect(ids(visibleQuestions(rows, "all", { key: "attempts", direction: "desc" }))).toEqual([
      "e-1",
      "m-2",
      "e-2",
      "m-3",
      "m-1",
    ]);
    expect(ids(visibleQuestions(rows, "all", { key: "attempts", direction: "asc" }))).toEqual([
      "m-1",
      "e-2",
      "m-3",
      "m-2",
      "e-1",
    ]);
  });

  it("given a sort by % correct, when shown, then untried questions are last either way", () => {
    expect(
      ids(visibleQuestions(rows, "all", { key: "percentCorrect", direction: "desc" })),
    ).toEqual(["m-2", "e-1", "m-3", "e-2", "m-1"]);
    expect(ids(visibleQuestions(rows, "all", { key: "percentCorrect", direction: "asc" }))).toEqual(
      ["e-2", "m-3", "e-1", "m-2", "m-1"],
    );
  });

  it("given the rows, when sorted, then the input is left as it was", () => {
    const before = ids(rows);
    visibleQuestions(rows, "all", { key: "attempts", direction: "desc" });
    expect(ids(rows)).toEqual(before);
  });
});

describe("sorting controls", () => {
  it("given a column clicked, when sorted, then numbers start with the most and a second click flips", () => {
    const byAttempts = nextSort(defaultSort, "attempts");
    expect(byAttempts).toEqual({ key: "attempts", direction: "desc" });
    expect(nextSort(byAttempts, "attempts")).toEqual({ key: "attempts", direction: "asc" });
    expect(nextSort(byAttempts, "id")).toEqual({ key: "id", direction: "asc" });
  });

  it("given a sort, when headers are labelled, then only the sorted column has aria-sort", () => {
    const sort = { key: "percentCorrect", direction: "asc" } as const;
    expect(ariaSort(sort, "percentCorrect")).toBe("ascending");
    expect(ariaSort(sort, "attempts")).toBe("none");
    expect(ariaSort({ key: "attempts", direction: "desc" }, "attempts")).toBe("descending");
  });
});

describe("formats", () => {
  it("given percents and difficulties, when shown, then one decimal, signs and a true minus", () => {
    expect(formatPercentCorrect(null)).toBe("—");
    expect(formatPercentCorrect(72.46)).toBe("72.5%");
    expect(formatPercentCorrect(100)).toBe("100%");
    expect(formatDifficulty(0.1)).toBe("+0.10");
    expect(formatDifficulty(-0.25)).toBe("−0.25");
    expect(formatDifficulty(-0.001)).toBe("0.00");
  });

  it("given current and authored difficulty, when compared, then the drift or null when unchanged", () => {
    expect(difficultyDrift({ currentDifficulty: 0.35, authoredDifficulty: -0.25 })).toBe(0.6);
    expect(difficultyDrift({ currentDifficulty: -0.5, authoredDifficulty: -0.25 })).toBe(-0.25);
    expect(difficultyDrift({ currentDifficulty: 1.001, authoredDifficulty: 1 })).toBeNull();
  });

  it("given rows, when counted, then per subject and in all", () => {
    expect(countBySubject(rows)).toEqual({ all: 5, english: 2, math: 3 });
  });
});
