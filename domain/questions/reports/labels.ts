// What a question report may say, shared by the server and the browser's "Report a problem"
// dialog (no zod: the web imports this file, listed in eslint.config.js): the four reasons, how
// each reads on screen, and the longest note.
export const reportReasons = ["wrong-key", "unclear", "typo", "other"] as const;
export type ReportReason = (typeof reportReasons)[number];

/** How each reason reads on screen (the dialog's radio group and the admin queue). */
export const reportReasonLabels: Record<ReportReason, string> = {
  "wrong-key": "Wrong answer key",
  unclear: "Unclear question",
  typo: "Typo",
  other: "Other",
};

/** The longest note a student or an admin may write (characters, as the counter counts). */
export const REPORT_TEXT_MAX = 500;
