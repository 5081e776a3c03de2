import { describe, expect, it } from "vitest";
import type { CohortSkill } from "../../../api/schemas/analyst.ts";
import { cohortItem as item, PSEUDONYM as id } from "../../testing/analyst-fixtures.ts";
import {
  activitySummary,
  bandLabelsOf,
  correctMark,
  daysAgo,
  entriesCountText,
  erasedText,
  exportHref,
  formatAB,
  formatEstimate,
  formatLocalTime,
  formatMastery,
  formatResponseTime,
  formatShare,
  formatStat,
  isAnalyst,
  itemFlags,
  nextItemSort,
  searchTerm,
  shortId,
  skillBandsRow,
  sortItems,
} from "./model.ts";

describe("the search box", () => {
  it("sends nothing under 2 characters, and the trimmed text from 2", () => {
    expect(searchTerm("")).toBeNull();
    expect(searchTerm(" a ")).toBeNull();
    expect(searchTerm(" al ")).toBe("al");
    expect(searchTerm(id)).toBe(id);
  });
});

describe("a timeline entry's cells", () => {
  it("shortens an id to s- and 8 hex digits", () => {
    expect(shortId(id)).toBe("s-01234567…");
  });

  it("shows the time in the given zone", () => {
    expect(formatLocalTime("2026-03-03T21:05:09.000Z", "America/New_York")).toBe(
      "Mar 3, 2026, 4:05:09 PM",
    );
    expect(formatLocalTime("2026-03-03T21:05:09.000Z", "Asia/Tokyo")).toBe(
      "Mar 4, 2026, 6:05:09 AM",
    );
  });

  it("reads an estimate as score (low–high), rounded", () => {
    expect(formatEstimate({ score: 519.6, low: 480.2, high: 560 })).toBe("520 (480–560)");
    expect(formatEstimate(null)).toBe("—");
  });

  it("reads seconds, marks and counts", () => {
    expect(formatResponseTime(12_340)).toBe("12.3 s");
    expect(formatResponseTime(null)).toBe("—");
    expect([correctMark(true), correctMark(false), correctMark(null)]).toEqual(["✓", "✗", "—"]);
    expect(entriesCountText(50, 1234)).toBe("50 of 1,234 entries");
    expect(entriesCountText(1, 1)).toBe("1 of 1 entry");
  });

  it("says when an account was erased, and nothing else", () => {
    expect(erasedText({ erasedAt: "2026-02-10T12:00:00.000Z" }, "UTC")).toBe(
      "This account was erased on February 10, 2026.",
    );
  });

  it("links the exports", () => {
    expect(exportHref(id, "csv")).toBe(`/api/analyst/students/${id}/history.csv`);
    expect(exportHref(id, "jsonl")).toBe(`/api/analyst/students/${id}/history.jsonl`);
  });
});

describe("the analyst role", () => {
  it("is the User's analyst flag, absent meaning no", () => {
    expect(isAnalyst({ analyst: true })).toBe(true);
    expect(isAnalyst({ analyst: false })).toBe(false);
    expect(isAnalyst(null)).toBe(false);
  });
});

describe("the items table", () => {
  it("formats its numbers", () => {
    expect(formatShare(0.423)).toBe("42%");
    expect(formatShare(0.054)).toBe("5.4%");
    expect(formatShare(0)).toBe("0%");
    expect(formatStat(0.4567)).toBe("0.46");
    expect(formatStat(null)).toBe("—");
    expect(formatAB({ a: 1.2, b: -0.35 })).toBe("1.20 / −0.35");
    expect(formatAB(null)).toBe("—");
    expect(itemFlags(item({ retired: true, flagged: true }))).toEqual(["Retired", "Badly fitting"]);
    expect(itemFlags(item({}))).toEqual([]);
  });

  it("sorts by a column, nulls last either way, ties by question id", () => {
    const rows = [
      item({ questionId: "c", pValue: null }),
      item({ questionId: "b", pValue: 0.9 }),
      item({ questionId: "a", pValue: 0.2 }),
      item({ questionId: "d", pValue: 0.2 }),
    ];
    const ids = (sort: Parameters<typeof sortItems>[1]) =>
      sortItems(rows, sort).map((r) => r.questionId);
    expect(ids({ key: "pValue", direction: "ascending" })).toEqual(["a", "d", "b", "c"]);
    expect(ids({ key: "pValue", direction: "descending" })).toEqual(["b", "a", "d", "c"]);
    expect(ids({ key: "questionId", direction: "descending" })).toEqual(["d", "c", "b", "a"]);
  });

  it("flips the same column and starts another in its natural direction", () => {
    const byAttempts = { key: "attempts", direction: "descending" } as const;
    expect(nextItemSort(byAttempts, "attempts")).toEqual({
      key: "attempts",
      direction: "ascending",
    });
    expect(nextItemSort(byAttempts, "skill")).toEqual({ key: "skill", direction: "ascending" });
    expect(nextItemSort(byAttempts, "exposure")).toEqual({
      key: "exposure",
      direction: "descending",
    });
  });
});

describe("the skills' bands and the days", () => {
  const skill: CohortSkill = {
    subject: "english",
    domain: "craft_and_structure",
    skill: "words_in_context",
    students: 9,
    bands: ["0–20%", "20–40%", "40–60%", "60–80%", "80–100%"].map((label, i) => ({
      label,
      students: i + 1 === 5 ? 1 : i,
    })),
    medianMastery: 0.615,
  };

  it("makes one chart row per skill, and the legend from the bands", () => {
    expect(skillBandsRow(skill, "Words in Context")).toEqual({
      name: "Words in Context",
      students: 9,
      band0: 0,
      band1: 1,
      band2: 2,
      band3: 3,
      band4: 1,
    });
    expect(bandLabelsOf([{ ...skill, bands: [] }, skill])).toEqual([
      "0–20%",
      "20–40%",
      "40–60%",
      "60–80%",
      "80–100%",
    ]);
    expect(formatMastery(0.615)).toBe("62%");
    expect(formatMastery(null)).toBe("—");
  });

  it("counts back 90 days and sums them up", () => {
    expect(daysAgo("2026-03-31", 90)).toBe("2026-01-01");
    expect(
      activitySummary([
        { date: "2026-03-01", activeStudents: 2, answers: 30 },
        { date: "2026-03-02", activeStudents: 5, answers: 1200 },
      ]),
    ).toBe("1,230 answers from Mar 1, 2026 to Mar 2, 2026; at most 5 active students in a day.");
    expect(activitySummary([])).toBe("No days in this range.");
  });
});
