// Request and response shapes of the question report routes (issue 20, item 7), shared with the
// SPA (which imports only their types): POST /api/questions/:id/report (a signed-in student),
// GET /api/admin/question-reports and POST /api/admin/question-reports/:id/resolve (admins).
import { z } from "zod";
import { freeText } from "./text.ts";
import { letters, subjects } from "../../domain/questions/item.ts";
import {
  REPORT_TEXT_MAX,
  reportReasons,
  reportResolutions,
} from "../../domain/questions/reports/events.ts";
import { REPORT_NOTE_TOO_LONG } from "../../domain/questions/reports/text.ts";

/** A question's id, as the bank writes them ("m-alg-lin1-001": parts joined by hyphens). */
export const questionIdParamsSchema = z.strictObject({
  id: z
    .string()
    .max(64)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)+$/, "must be a question id"),
});

export const reportIdParamsSchema = z.strictObject({ id: z.uuid() });

// The note's 500-character limit is the domain's (domain/questions/reports/text.ts), counted after
// control characters are stripped; the schema only bounds what is read at all.
const NOTE_READ_MAX = REPORT_TEXT_MAX * 8;

/** POST /api/questions/:id/report: why, and an optional note (≤ 500 characters, filtered). */
export const reportBodySchema = z.strictObject({
  reason: z.enum(reportReasons),
  text: z.string().max(NOTE_READ_MAX, REPORT_NOTE_TOO_LONG.message).nullable().optional(),
});
export type ReportBody = z.infer<typeof reportBodySchema>;

/** 201: the new report's id. */
export const reportCreatedSchema = z.object({ reportId: z.uuid() });
export type ReportCreated = z.infer<typeof reportCreatedSchema>;

export const reportStatuses = ["open", ...reportResolutions] as const;
export const reportQueueQuerySchema = z.strictObject({
  status: z.enum(reportStatuses).default("open"),
});

/** One report in the admins' queue, with its question (key and explanation too) and statistics. */
export const queuedReportSchema = z.object({
  reportId: z.uuid(),
  reason: z.enum(reportReasons),
  /** How the reason reads ("Wrong answer key", "Unclear question", "Typo", "Other"). */
  reasonLabel: z.string(),
  /** The student's note, opened; null when they wrote none (or were erased since). */
  text: z.string().nullable(),
  answered: z.boolean(),
  reportedAt: z.iso.datetime(),
  status: z.enum(reportStatuses),
  resolvedAt: z.iso.datetime().nullable(),
  note: z.string().nullable(),
  /** Open reports of the same question, this one included when open. */
  openReportsForQuestion: z.number().int(),
  question: z.object({
    id: z.string(),
    subject: z.enum(subjects),
    skill: z.string(),
    level: z.number().int(),
    passage: z.string().nullable(),
    stem: z.string(),
    choices: z.array(z.string()).length(4),
    answer: z.enum(letters),
    explanation: z.string(),
    retired: z.boolean(),
  }),
  stats: z.object({
    /** Scored answers: the diagnostic's, the Daily Drop's and focused sets' (item_responses). */
    attempts: z.number().int(),
    /** % correct to one decimal; null before any answer. */
    percentCorrect: z.number().nullable(),
  }),
});
export type QueuedReport = z.infer<typeof queuedReportSchema>;

/** The four fields an admin's revision edits. */
const revisedText = (max: number) => freeText(z.string().min(1).max(max), { lines: true });
export const revisedContentSchema = z.strictObject({
  stem: revisedText(5000),
  choices: z.tuple([revisedText(1000), revisedText(1000), revisedText(1000), revisedText(1000)]),
  answer: z.enum(letters),
  explanation: revisedText(5000),
});
export type RevisedContent = z.infer<typeof revisedContentSchema>;

/** POST /api/admin/question-reports/:id/resolve. `question` is required to revise. */
export const resolveBodySchema = z.strictObject({
  action: z.enum(["retire", "revise", "dismiss"]),
  note: z.string().max(NOTE_READ_MAX, REPORT_NOTE_TOO_LONG.message).nullable().optional(),
  question: revisedContentSchema.optional(),
});
export type ResolveBody = z.infer<typeof resolveBodySchema>;

/** 200: how the report was resolved, and every report the resolution closed (retiring closes
 *  every open report of the question). */
export const resolveResultSchema = z.object({
  reportId: z.uuid(),
  resolution: z.enum(reportResolutions),
  resolvedReportIds: z.array(z.uuid()),
});
export type ResolveResult = z.infer<typeof resolveResultSchema>;
