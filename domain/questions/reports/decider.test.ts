// The question report decider, given/when/then: a student reports a question of the bank once
// while the report is open, before or after answering; an admin resolves a report once; every
// event round-trips through the codec.
import { describe, expect, it } from "vitest";
import { deciderSpec } from "../../testing/decider-spec.ts";
import { NO_SUCH_QUESTION } from "../question/decide.ts";
import {
  ALREADY_REPORTED,
  ALREADY_RESOLVED,
  NO_SUCH_REPORT,
  type ReportCommand,
  type ReportContext,
} from "./decide.ts";
import { reportDecider } from "./decider.ts";
import { parseReportEvent, questionReportStream, type ReportEvent } from "./events.ts";
import { REPORT_NOTE_TOO_LONG } from "./text.ts";

const given = deciderSpec(reportDecider);
const reportId = "0b7e4c1a-3d2f-4a8e-9c61-5f2d7e8a9b10";
const reporterUserId = "4c1f7a2e-8b3d-4e5f-a617-2b9c0d1e3f48";
const questionId = "math-linear-001";
const sealedText = "pd1.abc.def.ghi";
const now = new Date("2026-11-20T15:04:05.000Z");
const later = new Date("2026-11-21T09:00:00.000Z");
const context = (over: Partial<ReportContext> = {}): ReportContext => ({
  now,
  questionExists: true,
  reporterHasOpenReport: false,
  ...over,
});

const report = (over: Partial<Extract<ReportCommand, { type: "ReportQuestion" }>> = {}) => ({
  type: "ReportQuestion" as const,
  reportId,
  questionId,
  reporterUserId,
  reason: "wrong-key" as const,
  text: sealedText,
  answered: true,
  ...over,
});
const reported: ReportEvent = {
  type: "QuestionReported",
  data: {
    reportId,
    questionId,
    reporterUserId,
    reason: "wrong-key",
    text: sealedText,
    answered: true,
    at: now.toISOString(),
  },
};
const resolve = (resolution: "retired" | "revised" | "dismissed", note: string | null = null) => ({
  type: "ResolveQuestionReport" as const,
  resolution,
  note,
});
const dismissed: ReportEvent = {
  type: "QuestionReportResolved",
  data: {
    reportId,
    questionId,
    resolution: "dismissed",
    note: "The key is right: 3(2) + 1 = 7.",
    resolvedBy: "admin",
    at: later.toISOString(),
  },
};

describe("reporting a question", () => {
  it("given no report, when a student reports after answering, then QuestionReported", () => {
    given([]).when(report(), context()).then([reported]);
  });

  it("given no report, when a student reports before answering with no note, then it is recorded so", () => {
    given([])
      .when(report({ answered: false, text: null, reason: "unclear" }), context())
      .then([
        {
          type: "QuestionReported",
          data: { ...reported.data, answered: false, text: null, reason: "unclear" },
        } as ReportEvent,
      ]);
  });

  it("given the student has an open report of the question, when they report again, then refused 409", () => {
    given([])
      .when(report(), context({ reporterHasOpenReport: true }))
      .thenRefused("conflict", ALREADY_REPORTED.message);
  });

  it("given this report's stream exists (a racing second click), when reported, then refused 409", () => {
    given([reported]).when(report(), context()).thenRefused("conflict", ALREADY_REPORTED.message);
  });

  it("given no such question, when reported, then refused not-found", () => {
    given([])
      .when(report(), context({ questionExists: false }))
      .thenRefused("not-found", NO_SUCH_QUESTION);
  });
});

describe("resolving a report", () => {
  it("given an open report, when an admin dismisses it with a note, then QuestionReportResolved by an admin", () => {
    given([reported])
      .when(resolve("dismissed", "The key is right: 3(2) + 1 = 7."), context({ now: later }))
      .then([dismissed]);
    expect(given([reported, dismissed]).state.resolution).toBe("dismissed");
  });

  it("given an open report, when retired or revised, then resolved so", () => {
    for (const resolution of ["retired", "revised"] as const) {
      const [event] = given([reported])
        .when(resolve(resolution), context({ now: later }))
        .events();
      expect(event).toMatchObject({
        type: "QuestionReportResolved",
        data: { resolution, note: null, resolvedBy: "admin" },
      });
    }
  });

  it("given a resolved report, when resolved again, then refused 409", () => {
    given([reported, dismissed])
      .when(resolve("retired"), context({ now: later }))
      .thenRefused("conflict", ALREADY_RESOLVED.message);
  });

  it("given no report, when resolved, then refused not-found", () => {
    given([]).when(resolve("dismissed"), context()).thenRefused("not-found", NO_SUCH_REPORT.message);
  });

  it("given an open report, when the note is over 500 characters, then refused", () => {
    given([reported])
      .when(resolve("dismissed", "a".repeat(501)), context())
      .thenRefused("invalid", REPORT_NOTE_TOO_LONG.message);
  });
});

describe("the report events", () => {
  it("round-trip through the codec, refuse an unsealed note, and live on question-report-<id>", () => {
    for (const event of [reported, dismissed]) {
      expect(parseReportEvent(event.type, JSON.parse(JSON.stringify(event.data)))).toEqual(event);
    }
    expect(() =>
      parseReportEvent("QuestionReported", { ...reported.data, text: "plain text" }),
    ).toThrow(/sealed/);
    expect(questionReportStream(reportId)).toBe(`question-report-${reportId}`);
  });
});
