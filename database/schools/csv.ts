// The school directory files' records, parsed by csv-parse as a stream, as bytes rather than text:
// the NCES files are UTF-8 in recent years and Windows-1252 in older ones (sometimes a mix). The
// structure (comma, quote, CR, LF) is ASCII in both, so records split the same either way. csv-parse
// reads the bytes as Latin-1, one character a byte, so a field is its exact bytes, and each one is
// decoded on its own (decodeField), only the columns the importer reads. This module adds what
// csv-parse does not say: the line a record starts on, and which records broke the format.
import { isAscii, isUtf8 } from "node:buffer";
import { Readable, pipeline } from "node:stream";
import { parse, type CsvError } from "csv-parse";

export type CsvRecord = {
  /** The line the record starts on (1-based; quoted fields may span lines). */
  line: number;
  /**
   * The fields' bytes as Latin-1 text (one character a byte; decodeField gives the text), quotes
   * removed and doubled quotes made single.
   */
  fields: string[];
  /** Set when the record breaks the format (text after a closing quote); the fields are unreliable. */
  problem?: string;
};

export class CsvSyntaxError extends Error {
  readonly line: number;
  constructor(line: number, message: string) {
    super(`line ${line}: ${message}`);
    this.name = "CsvSyntaxError";
    this.line = line;
  }
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** A record longer than this is an unclosed quote swallowing the file, not a school. */
const MAX_RECORD_BYTES = 1024 * 1024;

/** What csv-parse hands `on_record` with `raw` on (its types leave `raw` out). */
type RawRecord = { record: string[]; raw: string };

/** Records of a CSV byte stream, one at a time; blank lines are passed over. */
export async function* parseCsv(input: AsyncIterable<Uint8Array>): AsyncGenerator<CsvRecord> {
  // Counted as csv-parse emits records, so an error names the line of the record it broke in.
  let line = 1;
  // The first error, thrown once the records before it are out (a stream that fails drops the
  // records it holds, so csv-parse skips it instead, and the input stops).
  let failure: { line: number; error: Error } | undefined;
  const parser = parse({
    // Not `encoding: null` (bytes): csv-parse 7.0.3 then fails to build its own errors.
    encoding: "latin1",
    bom: false, // withoutBom: on a byte order mark csv-parse would decode every field as UTF-8
    record_delimiter: ["\r\n", "\n", "\r"], // any line end, mixed in one file
    relax_quotes: true, // a quote inside a field is text; text after a closing one is flagged
    relax_column_count: true, // directory-file skips a row with the wrong number of fields
    max_record_size: MAX_RECORD_BYTES,
    raw: true, // to tell a blank line from `""`, and a field read right from a broken one
    on_record: (value) => {
      const { record, raw } = value as unknown as RawRecord;
      const start = line;
      line += 1 + lineFeeds(raw);
      if (record.length === 1 && record[0] === "" && !raw.startsWith('"')) return null; // blank
      const read: CsvRecord = readAsWritten(record, raw)
        ? { line: start, fields: record }
        : { line: start, fields: record, problem: "text after a closing quote" };
      return read as never; // csv-parse's types say records stay string arrays
    },
    skip_records_with_error: true,
    on_skip: (error) => {
      failure ??= { line, error: syntaxError(error, line) };
    },
  });
  async function* bytes(): AsyncGenerator<Uint8Array> {
    for await (const chunk of withoutBom(input)) {
      if (failure) return;
      yield chunk;
    }
  }
  pipeline(Readable.from(bytes()), parser, () => {}); // the input's errors reach the loop below
  for await (const record of parser as AsyncIterable<CsvRecord>) {
    if (failure && record.line >= failure.line) break; // read on from where it broke
    yield record;
  }
  if (failure) throw failure.error;
}

/** Our message for what csv-parse refused, naming the line the record starts on. */
function syntaxError(error: CsvError | undefined, line: number): Error {
  switch (error?.code) {
    case "CSV_QUOTE_NOT_CLOSED":
      return new CsvSyntaxError(line, "a quoted field is never closed");
    case "CSV_MAX_RECORD_SIZE":
      return new CsvSyntaxError(line, "a record is longer than 1 MB (is a quote never closed?)");
    default:
      return error ?? new CsvSyntaxError(line, "unreadable");
  }
}

/**
 * Line breaks inside the record's quoted fields: it spans that many lines more. The raw record
 * ends with the first character of its line end, if it has one (not the LF of a CR LF).
 */
function lineFeeds(raw: string): number {
  let count = raw.endsWith("\n") ? -1 : 0;
  for (let i = raw.indexOf("\n"); i !== -1; i = raw.indexOf("\n", i + 1)) count++;
  return count;
}

/**
 * Whether the raw record is its fields as written: each one as it is, or between quotes with its
 * quotes doubled. Not so when a quoted field had text after its closing quote (`"abc"def`, not
 * RFC 4180): csv-parse keeps such a field whole, opening quote first, so only a record with a
 * field starting with a quote needs the check.
 */
function readAsWritten(fields: string[], raw: string): boolean {
  if (!raw.includes('"') || !fields.some((field) => field.startsWith('"'))) return true;
  let at = 0;
  for (const field of fields) {
    const written = raw[at] === '"' ? `"${field.replaceAll('"', '""')}"` : field;
    if (!raw.startsWith(written, at)) return false;
    at += written.length + 1; // and the comma
  }
  return true;
}

/** The bytes without a leading UTF-8 byte order mark, which may come split across chunks. */
async function* withoutBom(input: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  let head: Buffer | null = Buffer.alloc(0); // the first bytes, until they are a mark or not
  for await (const chunk of input) {
    if (head === null) {
      yield chunk;
      continue;
    }
    head = Buffer.concat([head, chunk]);
    if (head.length < BOM.length && BOM.subarray(0, head.length).equals(head)) continue;
    yield head.subarray(BOM.equals(head.subarray(0, BOM.length)) ? BOM.length : 0);
    head = null;
  }
  if (head !== null && head.length > 0) yield head;
}

const windows1252 = new TextDecoder("windows-1252");

/** A byte past ASCII, in a field read as Latin-1. */
const NOT_ASCII = /[\u0080-\u00ff]/;

/**
 * A field's text: UTF-8 when its bytes are valid UTF-8, otherwise Windows-1252 (a superset of
 * Latin-1 for printable text), which is what older NCES files use. `legacy` says which. The
 * bytes as they are, or as a record's Latin-1 field.
 */
export function decodeField(field: Uint8Array | string): { text: string; legacy: boolean } {
  if (typeof field === "string" && !NOT_ASCII.test(field)) return { text: field, legacy: false };
  const bytes = typeof field === "string" ? Buffer.from(field, "latin1") : field;
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (isAscii(view)) return { text: view.toString("latin1"), legacy: false };
  if (isUtf8(view)) return { text: view.toString("utf8"), legacy: false };
  return { text: windows1252.decode(bytes), legacy: true };
}
