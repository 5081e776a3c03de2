// "Report a problem" rendered to HTML without a browser (the browser test clicks through it): the
// card offers it only where asked (the Daily Drop, Practice Mode), the form has the four reasons as
// radios, the optional note with its "n/500" counter, Submit disabled until a reason is chosen;
// and the model's counter, limit and body.
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { text } from "../../testing/markup.ts";
import { renderWithProviders } from "../../testing/render.tsx";
import { QuestionCard, type CardQuestion } from "./question-card.tsx";
import { ReportFields } from "./report-dialog.tsx";
import {
  canSendReport,
  noteCounter,
  REPORT_REASONS,
  REPORT_THANKS,
  reportBody,
} from "./report-model.ts";

const question: CardQuestion = {
  id: "m-alg-lin1-003",
  subject: "math",
  subsection: "linear_equations_in_one_variable",
  passage: null,
  question_text: "If 2x = 8, what is x?",
  options: ["2", "4", "6", "8"],
};

describe("the question card's report link", () => {
  it("is offered when the card is reportable, before and after answering", () => {
    const before = renderWithProviders(
      <QuestionCard question={question} onSubmit={() => {}} reportable />,
    );
    expect(text(before)).toContain("Report a problem");
    const after = renderWithProviders(
      <QuestionCard
        question={question}
        onSubmit={() => {}}
        reportable
        review={{ chosen: "A", correct: "B" }}
      />,
    );
    expect(text(after)).toContain("Report a problem");
  });

  it("is not offered by default (the diagnostic)", () => {
    const html = renderToStaticMarkup(
      (<QuestionCard question={question} onSubmit={() => {}} />) as ReactElement,
    );
    expect(text(html)).not.toContain("Report a problem");
  });
});

describe("the report form", () => {
  const html = renderWithProviders(<ReportFields questionId="q-1" onDone={() => {}} />);

  it("has the four reasons as radios, none chosen", () => {
    const radios = [...html.matchAll(/<input type="radio"[^>]*>/g)].map((m) => m[0]);
    expect(radios).toHaveLength(4);
    expect(radios.some((r) => r.includes("checked"))).toBe(false);
    expect(text(html)).toContain("Wrong answer key");
    for (const label of ["Unclear question", "Typo", "Other"]) expect(text(html)).toContain(label);
  });

  it("has an optional note with a live counter from 0/500, Cancel, and Submit disabled", () => {
    expect(html).toMatch(/<textarea[^>]*>/);
    expect(text(html)).toContain("(optional)");
    expect(text(html)).toContain("0/500");
    expect(text(html)).toContain("Cancel");
    expect(/<button[^>]*type="submit"[^>]*>/.exec(html)?.[0]).toContain("disabled");
  });
});

describe("the report model", () => {
  it("reads the reasons as the spec words them", () => {
    expect(REPORT_REASONS.map((r) => r.label)).toEqual([
      "Wrong answer key",
      "Unclear question",
      "Typo",
      "Other",
    ]);
    expect(REPORT_THANKS).toBe("Thanks — we'll look at this question.");
  });

  it("counts characters as the server does and allows 500, not 501", () => {
    expect(noteCounter("")).toBe("0/500");
    expect(noteCounter("😀😀")).toBe("2/500");
    expect(canSendReport("typo", "a".repeat(500))).toBe(true);
    expect(canSendReport("typo", "a".repeat(501))).toBe(false);
    expect(canSendReport(null, "")).toBe(false);
  });

  it("leaves a blank note out of the body and trims one", () => {
    expect(reportBody("unclear", "   ")).toEqual({ reason: "unclear" });
    expect(reportBody("other", " Two keys fit. ")).toEqual({
      reason: "other",
      text: "Two keys fit.",
    });
  });
});
