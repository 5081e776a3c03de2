// The dataset overview's grouping and totals beside the targets, and the build toasts.
import { describe, expect, it } from "vitest";
import type { DatasetStatsRow } from "../../../api/schemas/questions.ts";
import { ApiError } from "../../lib/api.ts";
import { categoryLabel, datasetOverview, formatPercent, keyOf } from "./overview.ts";
import { failureToast } from "../../lib/query-client.ts";
import { buildFailedMeta, builtToast, isForbidden } from "./queries.ts";

const row = (
  section: string,
  category: string,
  difficultyLevel: DatasetStatsRow["difficultyLevel"],
  count: number,
): DatasetStatsRow => ({ section, category, difficultyLevel, count });

describe("datasetOverview", () => {
  it("given rows, when grouped, then Math comes first, then Reading and Writing, each with its categories by difficulty", () => {
    const overview = datasetOverview([
      row("Reading and Writing", "Craft and Structure", "easy", 16),
      row("Math", "Advanced Math", "hard", 14),
      row("Math", "Algebra", "easy", 26),
      row("Math", "Algebra", "medium", 33),
      row("Math", "Algebra", "hard", 15),
      row("Reading and Writing", "Information and Ideas", "medium", 19),
    ]);
    expect(overview.sections.map((s) => s.section)).toEqual(["Math", "Reading and Writing"]);
    const [math, english] = overview.sections;
    // The bank's domain order (Algebra before Advanced Math), not the rows' order.
    expect(math!.categories.map((c) => c.category)).toEqual(["Algebra", "Advanced Math"]);
    expect(math!.categories[0]!.counts).toEqual({ easy: 26, medium: 33, hard: 15, total: 74 });
    expect(math!.counts).toEqual({ easy: 26, medium: 33, hard: 29, total: 88 });
    expect(english!.categories.map((c) => c.category)).toEqual([
      "Information and Ideas",
      "Craft and Structure",
    ]);
    expect(english!.counts.total).toBe(35);
    expect(overview.counts).toEqual({ easy: 42, medium: 52, hard: 29, total: 123 });
  });

  it("given the sections and categories, when grouped, then each carries its target from the spec and the bank's plan", () => {
    const overview = datasetOverview([
      row("Math", "Algebra", "easy", 1),
      row("Math", "Problem-Solving and Data Analysis", "easy", 1),
      row("Reading and Writing", "Standard English Conventions", "hard", 1),
      row("Reading and Writing", "Poetry", "easy", 1),
    ]);
    expect(overview.target).toBe(375);
    const [math, english] = overview.sections;
    expect(math!.target).toBe(210);
    expect(english!.target).toBe(165);
    expect(math!.categories.map((c) => c.target)).toEqual([74, 32]);
    // A category the plan does not name has no target.
    expect(english!.categories.map((c) => [c.category, c.target])).toEqual([
      ["Standard English Conventions", 43],
      ["Poetry", null],
    ]);
  });

  it("given the full plan's counts, when grouped, then 375 questions split 131/169/75 against 35/45/20", () => {
    const overview = datasetOverview([
      row("Math", "Algebra", "easy", 74),
      row("Math", "Algebra", "medium", 94),
      row("Math", "Algebra", "hard", 42),
      row("Reading and Writing", "Craft and Structure", "easy", 57),
      row("Reading and Writing", "Craft and Structure", "medium", 75),
      row("Reading and Writing", "Craft and Structure", "hard", 33),
    ]);
    expect(overview.counts.total).toBe(375);
    expect(
      overview.distribution.map((d) => [
        d.band,
        d.count,
        formatPercent(d.share),
        formatPercent(d.target),
      ]),
    ).toEqual([
      ["easy", 131, "34.9%", "35%"],
      ["medium", 169, "45.1%", "45%"],
      ["hard", 75, "20%", "20%"],
    ]);
  });

  it("given the same section, category and difficulty twice, when grouped, then the counts add up", () => {
    const overview = datasetOverview([
      row("Math", "Algebra", "easy", 3),
      row("Math", "Algebra", "easy", 4),
    ]);
    expect(overview.sections[0]!.categories[0]!.counts.easy).toBe(7);
  });

  it("given no rows, when grouped, then no sections, zero totals and no shares", () => {
    const overview = datasetOverview([]);
    expect(overview.sections).toEqual([]);
    expect(overview.counts.total).toBe(0);
    expect(overview.distribution.map((d) => formatPercent(d.share))).toEqual(["—", "—", "—"]);
  });

  it("given category names in either form, when keyed or labelled, then they match the bank's domains", () => {
    expect(keyOf("Problem-Solving and Data Analysis")).toBe("problem_solving_and_data_analysis");
    expect(keyOf(" Advanced Math ")).toBe("advanced_math");
    expect(categoryLabel("geometry_and_trigonometry")).toBe("Geometry and trigonometry");
    expect(categoryLabel("Algebra")).toBe("Algebra");
    expect(categoryLabel("algebra")).toBe("Algebra");
  });
});

describe("the build toasts", () => {
  it("given a build's result, when it succeeds, then 'Dataset Built Successfully' with the counts", () => {
    expect(builtToast({ success: 375, failed: 0, total: 375, published: 0 })).toEqual({
      title: "Dataset Built Successfully",
      description: "375 questions ready (0 new), 0 failed.",
    });
    expect(builtToast({ success: 370, failed: 5, total: 375, published: 12 }).description).toBe(
      "370 questions ready (12 new), 5 failed.",
    );
  });

  it("given a failed build, when it lands, then 'Dataset Build Failed' with the message, or 'Failed to build dataset'", () => {
    expect(
      failureToast(
        new ApiError(500, "Internal", '{"error":"x","message":"Bank invalid."}'),
        buildFailedMeta,
      ),
    ).toEqual({
      title: "Dataset Build Failed",
      description: "Bank invalid.",
      variant: "destructive",
    });
    expect(failureToast(new Error(""), buildFailedMeta).description).toBe(
      "Failed to build dataset",
    );
  });

  it("given a 403 or another failure, when checked, then only the 403 is 'forbidden'", () => {
    expect(isForbidden(new ApiError(403, "Forbidden", ""))).toBe(true);
    expect(isForbidden(new ApiError(401, "Unauthorized", ""))).toBe(false);
    expect(isForbidden(new Error("403"))).toBe(false);
  });
});
