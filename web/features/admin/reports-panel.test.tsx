// The Question reports panel rendered to HTML without a browser: an open report with its reason,
// the question (key marked), its statistics, the student's note and the three actions; the
// revision editor with the item's fields; the empty queue; the panel from the cache; the toasts.
import { describe, expect, it } from "vitest";
import type { QueuedReport } from "../../../api/schemas/reports.ts";
import { text } from "../../testing/markup.ts";
import { renderWithProviders } from "../../testing/render.tsx";
import { ReportList, ReportsPanel, RevisionEditor } from "./reports-panel.tsx";
import { reportQueries, resolvedToast } from "./reports-queries.ts";

const report: QueuedReport = {
  reportId: "0b7e4c1a-3d2f-4a8e-9c61-5f2d7e8a9b10",
  reason: "wrong-key",
  reasonLabel: "Wrong answer key",
  text: "Choice C also works.",
  answered: true,
  reportedAt: "2026-11-20T15:04:05.000Z",
  status: "open",
  resolvedAt: null,
  note: null,
  openReportsForQuestion: 3,
  question: {
    id: "m-alg-lin1-003",
    subject: "math",
    skill: "linear_equations_in_one_variable",
    level: 4,
    passage: null,
    stem: "If 2x = 8, what is x?",
    choices: ["2", "4", "6", "8"],
    answer: "B",
    explanation: "Divide both sides by 2: x = 4, which is choice B.",
    retired: false,
  },
  stats: { attempts: 41, percentCorrect: 63.4 },
};

describe("the report list", () => {
  const html = renderWithProviders(<ReportList reports={[report]} />);

  it("shows the reason, the item, its statistics, the note and how many reports it has", () => {
    const shown = text(html);
    for (const part of [
      "Wrong answer key",
      "m-alg-lin1-003",
      "Linear Equations in One Variable",
      "Level 4",
      "3 open reports",
      "41",
      "63.4%",
      "Choice C also works.",
      "If 2x = 8, what is x?",
      "Divide both sides by 2",
      "Key",
      "Nov 20, 2026",
    ]) {
      expect(shown, part).toContain(part);
    }
    expect(shown).toMatch(/Answered first\s*Yes/);
  });

  it("offers Retire, Revise and Dismiss", () => {
    for (const action of ["Retire", "Revise", "Dismiss"]) expect(text(html)).toContain(action);
  });

  it("says when a report has no note, and when there is nothing to do", () => {
    const silent = renderWithProviders(
      <ReportList reports={[{ ...report, text: null, openReportsForQuestion: 1 }]} />,
    );
    expect(text(silent)).toContain("No note.");
    expect(text(silent)).not.toContain("open reports");
    expect(text(renderWithProviders(<ReportList reports={[]} />))).toContain("No open reports.");
  });

  it("renders the whole panel from the cache", () => {
    const panel = renderWithProviders(<ReportsPanel />, {
      path: "/admin",
      seed: (client) => client.setQueryData(reportQueries.open().queryKey, [report]),
    });
    expect(text(panel)).toContain("Question reports");
    expect(text(panel)).toContain("Choice C also works.");
  });
});

describe("the revision editor", () => {
  it("starts from the item's stem, choices, key and explanation", () => {
    const html = renderWithProviders(
      <RevisionEditor report={report} pending={false} onSave={() => {}} onCancel={() => {}} />,
    );
    expect(html).toContain("If 2x = 8, what is x?</textarea>");
    for (const choice of ["2", "4", "6", "8"]) expect(html).toContain(`value="${choice}"`);
    const checked = [...html.matchAll(/<input type="radio"[^>]*>/g)]
      .map((m) => m[0])
      .filter((r) => r.includes("checked"));
    expect(checked).toHaveLength(1);
    expect(checked[0]).toContain('aria-label="B is the key"');
    expect(text(html)).toContain("Save revision");
  });
});

describe("the resolution's toast", () => {
  it("says what happened", () => {
    const ids = [report.reportId];
    expect(
      resolvedToast({ reportId: report.reportId, resolution: "retired", resolvedReportIds: ids }),
    ).toBe("Question retired. It will not be served again.");
    expect(
      resolvedToast({
        reportId: report.reportId,
        resolution: "retired",
        resolvedReportIds: [...ids, "x", "y"],
      }),
    ).toBe("Question retired. 2 other open reports of it resolved too.");
    expect(
      resolvedToast({ reportId: report.reportId, resolution: "revised", resolvedReportIds: ids }),
    ).toBe("Question revised.");
    expect(
      resolvedToast({ reportId: report.reportId, resolution: "dismissed", resolvedReportIds: ids }),
    ).toBe("Report dismissed.");
  });
});
