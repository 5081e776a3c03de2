// The Calibration panel rendered to HTML without a browser: the threshold in words, the button,
// the latest run, the flagged items' table, and a run's result.
import { describe, expect, it } from "vitest";
import type { CalibrationSummary, FlaggedItem } from "../../../api/schemas/calibration.ts";
import { text } from "../../testing/markup.ts";
import { renderWithProviders } from "../../testing/render.tsx";
import { CalibrationPanel, FlaggedTable, RunResult, thresholdText } from "./calibration-panel.tsx";
import { adminQueries } from "./queries.ts";

const flagged: FlaggedItem = {
  id: "e-sec-bnd-004",
  subject: "english",
  skill: "sentence_boundaries",
  before: { a: 1.1, b: -0.5, c: 0.2 },
  after: { a: 0.405, b: 0.227, c: 0.178 },
  rmsd: 0.138,
  n: 491,
  calibratedAt: "2026-11-25T15:00:00.000Z",
};
const summary: CalibrationSummary = {
  minResponses: 200,
  rmsdFlag: 0.08,
  latest: {
    calibrationId: "0b8f2c4e-5d1a-4f3b-9c2d-7e6a5b4c3d2e",
    calibratedAt: "2026-11-25T15:00:00.000Z",
    calibrated: 42,
    flagged: 1,
  },
  calibratedItems: 57,
  flagged: [flagged],
};
const render = (data: CalibrationSummary) =>
  renderWithProviders(<CalibrationPanel />, {
    path: "/admin",
    seed: (client) => client.setQueryData(adminQueries.calibration().queryKey, data),
  });

describe("the Calibration panel", () => {
  it("given a run with a flagged item, when shown, then the threshold, the button, the run and the item", () => {
    const shown = text(render(summary));
    expect(shown).toContain("Calibration");
    expect(shown).toContain("at least 200 answers");
    expect(shown).toContain("more than 8 percentage points on average (RMSD above 0.08)");
    expect(shown).toContain("Calibrate items");
    expect(shown).toContain("Last recorded: Nov 25, 2026, 3:00 PM UTC, 42 questions, 1 flagged.");
    expect(shown).toContain("57 questions calibrated in all.");
    expect(shown).toContain("e-sec-bnd-004");
    expect(shown).toContain("sentence boundaries");
    expect(shown).toContain("a 1.10 · b -0.50 · c 0.20");
    expect(shown).toContain("a 0.41 · b 0.23 · c 0.18");
    expect(shown).toContain("0.138");
    expect(shown).toContain("491");
  });

  it("given no calibration yet, when shown, then it says so and that nothing is flagged", () => {
    const html = render({ ...summary, latest: null, calibratedItems: 0, flagged: [] });
    expect(text(html)).toContain("No calibration has been recorded yet.");
    expect(text(html)).toContain("No question is flagged.");
    expect(html).not.toContain("<table");
  });

  it("the flagged table has a header per column and a row per item", () => {
    const html = renderWithProviders(<FlaggedTable items={[flagged, { ...flagged, id: "m-x" }]} />);
    expect(html.match(/<th scope="col"/g)).toHaveLength(6);
    expect(html.match(/<th scope="row"/g)).toHaveLength(2);
    // It scrolls in its own box, like the other admin tables, and its numbers are right-aligned.
    expect(html).toContain('role="region" aria-label="Questions flagged for a bad fit"');
    expect(html.match(/<th scope="col" class="[^"]*text-right[^"]*">(\w+)</g)).toEqual([
      expect.stringContaining(">RMSD<"),
      expect.stringContaining(">Answers<"),
    ]);
  });

  it("a run's result: what it calibrated, or that there was nothing to calibrate", () => {
    const run = {
      calibrationId: "0b8f2c4e-5d1a-4f3b-9c2d-7e6a5b4c3d2e",
      calibrated: 12,
      skipped: 363,
      flagged: 1,
      minResponses: 200,
      rmsdFlag: 0.08,
      subjects: [],
      durationMs: 2400,
    };
    expect(text(renderWithProviders(<RunResult run={run} />))).toBe(
      "12 questions calibrated, 1 flagged. 363 skipped (fewer than 200 answers). Took 2.4 s.",
    );
    expect(text(renderWithProviders(<RunResult run={{ ...run, calibrated: 0 }} />))).toContain(
      "Nothing to calibrate: no question has new values.",
    );
  });

  it("the threshold in words follows the numbers", () => {
    expect(thresholdText({ minResponses: 300, rmsdFlag: 0.1 })).toContain(
      "at least 300 answers; until then it keeps its authored values. A question is flagged when its answers stray from the model's prediction by more than 10 percentage points",
    );
  });
});
