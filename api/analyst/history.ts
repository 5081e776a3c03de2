// A student's learning history as analysts see it: the student and each history row turned into
// the shared shapes (api/schemas/analyst.ts) with every account id replaced by its pseudonym,
// and the whole history as CSV or JSON Lines, produced batch by batch so an export of any length
// is never held in memory.
//
// CSV (RFC 4180): records end in CRLF; a field holding a comma, a double quote, a CR or an LF is
// quoted, its quotes doubled. A text field that starts with = + - @, a tab or a CR gets a
// leading apostrophe, so a spreadsheet shows it as text instead of running it as a formula (CSV
// injection). Only text is neutralised: numbers and booleans are written by the server, and a
// negative XP stays the number -1. Empty field: null.
import { pseudonymOf } from "./pseudonym.ts";
import type { HistoryRow, StudentRow } from "./queries.ts";
import { timelineCsvColumns, type AnalystStudent, type TimelineEntry } from "../schemas/analyst.ts";

/** Rows read per query by an export. */
export const EXPORT_BATCH_ROWS = 1_000;

export function studentView(key: Buffer, student: StudentRow): AnalystStudent {
  return {
    id: pseudonymOf(key, student.userId),
    username: student.status === "erased" ? null : student.username,
    status: student.status,
    registeredOn: student.status === "erased" ? null : student.registeredOn,
    erasedAt: student.erasedAt?.toISOString() ?? null,
  };
}

export function timelineEntryOf(key: Buffer, row: HistoryRow): TimelineEntry {
  return {
    seq: row.seq,
    at: row.at.toISOString(),
    context: row.context,
    type: row.type,
    summary: row.summary,
    subject: row.subject,
    questionId: row.question_id,
    answer: row.answer,
    correct: row.correct,
    responseTimeMs: row.response_time_ms,
    xp: row.xp,
    estimate:
      row.score === null
        ? null
        : { score: row.score, low: row.score_low ?? row.score, high: row.score_high ?? row.score },
    level: row.level,
    streakDays: row.streak_days,
    // The other student of a friends entry by their pseudonym, never their account id.
    detail:
      row.other_user_id === null
        ? row.detail
        : { otherStudent: pseudonymOf(key, row.other_user_id), ...row.detail },
  };
}

/** Characters a spreadsheet may read as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One CSV field: text neutralised and quoted as needed; numbers and booleans as they are. */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return "";
  if (typeof value !== "string") return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record, CRLF-terminated. */
export const csvRecord = (fields: readonly (string | number | boolean | null)[]): string =>
  fields.map(csvField).join(",") + "\r\n";

/** The CSV record of one entry, in timelineCsvColumns' order (detail as JSON). */
export function csvEntry(entry: TimelineEntry): string {
  const values: Record<(typeof timelineCsvColumns)[number], string | number | boolean | null> = {
    seq: entry.seq,
    at: entry.at,
    context: entry.context,
    type: entry.type,
    summary: entry.summary,
    subject: entry.subject,
    question_id: entry.questionId,
    answer: entry.answer,
    correct: entry.correct,
    response_time_ms: entry.responseTimeMs,
    xp: entry.xp,
    score: entry.estimate?.score ?? null,
    score_low: entry.estimate?.low ?? null,
    score_high: entry.estimate?.high ?? null,
    level: entry.level,
    streak_days: entry.streakDays,
    detail: JSON.stringify(entry.detail),
  };
  return csvRecord(timelineCsvColumns.map((c) => values[c]));
}

export type ExportFormat = "csv" | "jsonl";

/** The history's rows after a seq, at most `limit` (the export's one read). */
export type ReadHistory = (after: number, limit: number) => Promise<HistoryRow[]>;

/**
 * The whole history in the format, one chunk per batch of rows read (the CSV's header first):
 * at most `batchRows` rows are in memory at a time. An erased student's export is the CSV header
 * alone, or the one line {"status":"erased"}.
 */
export async function* historyExport(
  key: Buffer,
  student: StudentRow,
  format: ExportFormat,
  read: ReadHistory,
  batchRows = EXPORT_BATCH_ROWS,
): AsyncGenerator<string> {
  if (format === "csv") yield csvRecord(timelineCsvColumns);
  if (student.status === "erased") {
    if (format === "jsonl") yield JSON.stringify({ status: "erased" }) + "\n";
    return;
  }
  for (let after = 0; ;) {
    const rows = await read(after, batchRows);
    if (rows.length === 0) return;
    const entries = rows.map((row) => timelineEntryOf(key, row));
    yield entries.map((e) => (format === "csv" ? csvEntry(e) : JSON.stringify(e) + "\n")).join("");
    if (rows.length < batchRows) return;
    after = rows.at(-1)!.seq;
  }
}

/** The export's file name: levelfield-history-<pseudonym>.csv (or .jsonl). */
export const exportFileName = (pseudonym: string, format: ExportFormat) =>
  `levelfield-history-${pseudonym}.${format}`;
