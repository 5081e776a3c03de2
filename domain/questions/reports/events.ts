// Question report events: a stored contract. Each report is its own stream,
// question-report-<reportId>: a student reported a problem with a question (before or after
// answering it), and an admin resolved it once (retired the question, revised it, or dismissed the
// report). What the student typed is personal data: sealed by the vault for the reporter
// (vault/vault.ts), so erasing them shreds it. The reporter is named by `reporterUserId` (the
// `<role>UserId` convention erasure reads). The admin who resolved a report is not named: an
// event naming the admin would vanish from the read models if the admin were ever erased, taking
// the resolution with it; `resolvedBy: "admin"` says a person decided, and the request log says
// which (docs/security.md).
import { z } from "zod";
import { eventCodec, streamName, type EventOf } from "../../events.ts";
import { sealed } from "../../identity/sealed.ts";
import { REPORT_TEXT_MAX, reportReasons } from "./labels.ts";

export { REPORT_TEXT_MAX, reportReasonLabels, reportReasons, type ReportReason } from "./labels.ts";

export const reportResolutions = ["retired", "revised", "dismissed"] as const;
export type ReportResolution = (typeof reportResolutions)[number];

const at = z.iso.datetime();

export const reportEventSchemas = {
  /** Stream question-report-<reportId>: a student reported a problem with a question. */
  QuestionReported: z.object({
    reportId: z.uuid(),
    questionId: z.string(),
    reporterUserId: z.uuid(),
    reason: z.enum(reportReasons),
    /** The student's note, sealed for the reporter; null when they wrote none. */
    text: sealed.nullable(),
    /** Whether the student had answered the question when they reported it. */
    answered: z.boolean(),
    at,
  }),
  /** Stream question-report-<reportId>: an admin resolved the report (once). */
  QuestionReportResolved: z.object({
    reportId: z.uuid(),
    questionId: z.string(),
    resolution: z.enum(reportResolutions),
    /** The admin's note (not personal data: about the question). */
    note: z.string().max(REPORT_TEXT_MAX).nullable(),
    resolvedBy: z.literal("admin"),
    at,
  }),
} as const;

const reportEvents = eventCodec("question report", reportEventSchemas);
export type ReportEvent = EventOf<typeof reportEventSchemas>;
export const parseReportEvent = reportEvents.parse;
export const reportEventTypes = reportEvents.types;
export const questionReportStream = streamName("question-report");
