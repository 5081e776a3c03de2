// The "Report a problem" dialog's rules, apart from React: the four reasons as they read (the
// domain's words, domain/questions/reports/labels.ts), the note's limit as
// the server counts it (characters, an emoji is one), the counter's text, and the request body.
import type { ReportBody } from "../../../api/schemas/reports.ts";
import {
  REPORT_TEXT_MAX,
  reportReasonLabels,
  reportReasons,
  type ReportReason,
} from "../../../domain/questions/reports/labels.ts";

export type { ReportReason };

export const REPORT_REASONS: readonly { value: ReportReason; label: string }[] = reportReasons.map(
  (value) => ({ value, label: reportReasonLabels[value] }),
);

export const REPORT_NOTE_MAX = REPORT_TEXT_MAX;
export const REPORT_THANKS = "Thanks — we'll look at this question.";

/** Characters as the server counts them (code points: an emoji is one). */
export const noteLength = (text: string) => [...text].length;

/** The live counter under the note: "n/500". */
export const noteCounter = (text: string) => `${noteLength(text)}/${REPORT_NOTE_MAX}`;

/** Whether the form may be sent: a reason chosen and the note within the limit. */
export function canSendReport(reason: ReportReason | null, text: string): boolean {
  return reason !== null && noteLength(text) <= REPORT_NOTE_MAX;
}

/** The request body: a blank note is left out. */
export function reportBody(reason: ReportReason, text: string): ReportBody {
  const note = text.trim();
  return note ? { reason, text: note } : { reason };
}
