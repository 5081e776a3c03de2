// The admin screen's parts rendered to HTML without a browser: the overview table and targets,
// the per-question table (and that it scrolls inside its box), and the students' screen.
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { QuestionStatsRow } from "../../../api/schemas/questions.ts";
import { AdminForbidden, OverviewTable, QuestionTable, TargetTiles } from "./admin-parts.tsx";
import { datasetOverview } from "./overview.ts";
import { text } from "../../testing/markup.ts";
import { renderWithProviders } from "../../testing/render.tsx";

const render = (node: ReactNode) => renderWithProviders(node, { path: "/admin" });

/** Each table row's cells as text. */
const tableRows = (html: string) =>
  [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map(([, inner]) =>
    [...inner!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map(([, cell]) => text(cell!)),
  );

const overview = datasetOverview([
  {
    section: "Reading and Writing",
    category: "Craft and Structure",
    difficultyLevel: "easy",
    count: 16,
  },
  { section: "Math", category: "Algebra", difficultyLevel: "easy", count: 26 },
  { section: "Math", category: "Algebra", difficultyLevel: "medium", count: 33 },
  { section: "Math", category: "Algebra", difficultyLevel: "hard", count: 15 },
]);

describe("the overview table", () => {
  it("given stats rows, when shown, then sections, categories, totals and targets in rows", () => {
    expect(tableRows(render(<OverviewTable overview={overview} />))).toEqual([
      ["Category", "Easy", "Medium", "Hard", "Total", "Target"],
      ["Math"],
      ["Algebra", "26", "33", "15", "74", "74"],
      ["Math total", "26", "33", "15", "74", "210"],
      ["Reading and Writing"],
      ["Craft and Structure", "16", "0", "0", "16", "46"],
      ["Reading and Writing total", "16", "0", "0", "16", "165"],
      ["All sections", "42", "33", "15", "90", "375"],
      ["Share (target)", "46.7% (35%)", "36.7% (45%)", "16.7% (20%)", ""],
    ]);
  });

  it("given the table, when shown, then it scrolls inside a focusable labelled region", () => {
    const html = render(<OverviewTable overview={overview} />);
    expect(html).toMatch(
      /^<div role="region" aria-label="Dataset overview" tabindex="0" class="[^"]*overflow-x-auto/,
    );
  });

  it("given no rows, when shown, then it says to build the dataset", () => {
    expect(text(render(<OverviewTable overview={datasetOverview([])} />))).toBe(
      "No questions yet. Build the dataset to publish the question bank.",
    );
  });

  it("given the overview, when the tiles show, then each actual sits beside its target", () => {
    const html = render(<TargetTiles overview={overview} />);
    const tiles = [
      ...html.matchAll(/<dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd><dd[^>]*>(.*?)<\/dd>/g),
    ].map(([, label, actual, target]) => `${label}: ${actual} (${target})`);
    expect(tiles).toEqual([
      "All questions: 90 (target 375)",
      "Math: 74 (target 210)",
      "Reading and Writing: 16 (target 165)",
      "Easy: 46.7% (target 35%)",
      "Medium: 36.7% (target 45%)",
      "Hard: 16.7% (target 20%)",
    ]);
  });
});

describe("the question table", () => {
  const rows: QuestionStatsRow[] = [
    {
      id: "m-alg-lin1-003",
      subject: "math",
      domain: "algebra",
      skill: "linear_equations_in_one_variable",
      level: 6,
      attempts: 12,
      percentCorrect: 58.333,
      authoredDifficulty: -0.25,
      currentDifficulty: 0.1,
    },
    {
      id: "e-cs-wic-001",
      subject: "english",
      domain: "craft_and_structure",
      skill: "words_in_context",
      level: 3,
      attempts: 0,
      percentCorrect: null,
      authoredDifficulty: -1.75,
      currentDifficulty: -1.75,
    },
  ];

  it("given questions, when shown, then id, skill, level, attempts, % correct and both difficulties", () => {
    const html = render(<QuestionTable rows={rows} />);
    expect(tableRows(html)).toEqual([
      ["ID", "Skill", "Level", "Attempts", "% correct", "Difficulty now", "Authored"],
      [
        "e-cs-wic-001",
        "Words in Context English · Craft and structure",
        "3",
        "0",
        "—",
        "−1.75",
        "−1.75",
      ],
      [
        "m-alg-lin1-003",
        "Linear Equations in One Variable Math · Algebra",
        "6",
        "12",
        "58.3%",
        "+0.10 harder by 0.35",
        "−0.25",
      ],
    ]);
  });

  it("given a filter and a sort, when shown, then the filter is pressed and the header says how it sorts", () => {
    const html = render(
      <QuestionTable
        rows={rows}
        initialFilter="math"
        initialSort={{ key: "attempts", direction: "desc" }}
      />,
    );
    expect(html).toMatch(/<button[^>]*aria-pressed="true"[^>]*>Math<span[^>]*>1<\/span>/);
    expect(html).toMatch(/<th scope="col" aria-sort="descending"[^>]*><button[^>]*>Attempts/);
    expect(html).toMatch(/<th scope="col" aria-sort="none"[^>]*><button[^>]*>% correct/);
    expect(text(html)).toContain("Showing 1 question");
    expect(html).not.toContain("e-cs-wic-001");
  });

  it("given the table, when shown, then it scrolls sideways inside its own region", () => {
    expect(render(<QuestionTable rows={rows} />)).toMatch(
      /<div role="region" aria-label="Questions" tabindex="0" class="[^"]*overflow-x-auto/,
    );
  });
});

describe("the students' screen", () => {
  it("given a student (403), when shown, then it says the page is for administrators and links home", () => {
    const html = render(<AdminForbidden />);
    expect(text(html)).toContain("This page is for Levelfield administrators.");
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Back to your dashboard<\/a>/);
    expect(html).not.toContain("Build Question Dataset");
  });
});
