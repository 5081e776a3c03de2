// A streaming RFC 4180 CSV reader over bytes. It parses bytes, not text, because the NCES files
// are UTF-8 in recent years and Windows-1252 in older ones (sometimes a mix): the structure
// (comma, quote, CR, LF) is ASCII in both, so records split the same either way, and each field
// is decoded on its own (decodeField) — only the columns the importer reads.
import { isAscii, isUtf8 } from "node:buffer";

export type CsvRecord = {
  /** The line the record starts on (1-based; quoted fields may span lines). */
  line: number;
  /** The fields' bytes, quotes removed and doubled quotes made single. */
  fields: Uint8Array[];
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

const COMMA = 0x2c;
const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;
const BOM = [0xef, 0xbb, 0xbf];

/** A record longer than this is an unclosed quote swallowing the file, not a school. */
const MAX_RECORD_BYTES = 1024 * 1024;

type Parsed = { fields: Uint8Array[]; end: number; lines: number; problem?: string };

/**
 * Parses one record from buf at start. Returns null when the record may continue past the end
 * of buf (more input is needed); at the end of input (`final`) it always completes or throws.
 */
function parseRecord(buf: Buffer, start: number, final: boolean, line: number): Parsed | null {
  const fields: Uint8Array[] = [];
  let lines = 1;
  let problem: string | undefined;
  let i = start;
  for (;;) {
    let field: Uint8Array;
    let j: number; // the byte after the field
    if (buf[i] === QUOTE) {
      const parts: Buffer[] = [];
      let from = i + 1;
      for (;;) {
        const close = buf.indexOf(QUOTE, from);
        if (close === -1) {
          if (!final) return null;
          throw new CsvSyntaxError(line, "a quoted field is never closed");
        }
        if (close + 1 >= buf.length && !final) return null; // is it "" or the end?
        if (buf[close + 1] === QUOTE) {
          parts.push(buf.subarray(from, close + 1));
          from = close + 2;
          continue;
        }
        parts.push(buf.subarray(from, close));
        j = close + 1;
        break;
      }
      field = parts.length === 1 ? parts[0]! : Buffer.concat(parts);
      for (const byte of field) if (byte === LF) lines++;
      if (j < buf.length && buf[j] !== COMMA && buf[j] !== CR && buf[j] !== LF) {
        // `"abc"def`: not RFC 4180. Keep reading to the end of the line and flag the record.
        problem = "text after a closing quote";
        while (j < buf.length && buf[j] !== COMMA && buf[j] !== CR && buf[j] !== LF) j++;
        if (j >= buf.length && !final) return null;
      }
    } else {
      j = i;
      while (j < buf.length) {
        const byte = buf[j];
        if (byte === COMMA || byte === CR || byte === LF) break;
        j++;
      }
      if (j >= buf.length && !final) return null;
      field = buf.subarray(i, j);
    }
    fields.push(field);
    if (j >= buf.length) return { fields, end: j, lines, ...(problem ? { problem } : {}) };
    if (buf[j] === COMMA) {
      i = j + 1;
      continue;
    }
    if (buf[j] === CR) {
      if (j + 1 >= buf.length && !final) return null; // CR LF split across chunks
      const end = buf[j + 1] === LF ? j + 2 : j + 1;
      return { fields, end, lines, ...(problem ? { problem } : {}) };
    }
    return { fields, end: j + 1, lines, ...(problem ? { problem } : {}) };
  }
}

/** Records of a CSV byte stream, one at a time; blank lines are passed over. */
export async function* parseCsv(input: AsyncIterable<Uint8Array>): AsyncGenerator<CsvRecord> {
  let pending: Buffer = Buffer.alloc(0);
  let line = 1;
  let first = true;
  const drain = function* (final: boolean): Generator<CsvRecord> {
    let start = 0;
    while (start < pending.length) {
      const parsed = parseRecord(pending, start, final, line);
      if (!parsed) break;
      const blank = parsed.fields.length === 1 && parsed.fields[0]!.length === 0;
      const quotedEmpty = blank && pending[start] === QUOTE;
      if (!blank || quotedEmpty) {
        yield {
          line,
          fields: parsed.fields,
          ...(parsed.problem ? { problem: parsed.problem } : {}),
        };
      }
      line += parsed.lines;
      start = parsed.end;
    }
    pending = pending.subarray(start);
    if (pending.length > MAX_RECORD_BYTES) {
      throw new CsvSyntaxError(line, "a record is longer than 1 MB (is a quote never closed?)");
    }
  };
  for await (const chunk of input) {
    pending = pending.length === 0 ? Buffer.from(chunk) : Buffer.concat([pending, chunk]);
    if (first) {
      if (
        pending.length < BOM.length &&
        BOM.slice(0, pending.length).every((b, k) => pending[k] === b)
      ) {
        continue; // could still be a byte order mark
      }
      first = false;
      if (BOM.every((b, k) => pending[k] === b)) pending = pending.subarray(BOM.length);
    }
    yield* drain(false);
  }
  yield* drain(true);
}

const windows1252 = new TextDecoder("windows-1252");

/**
 * A field's text: UTF-8 when its bytes are valid UTF-8, otherwise Windows-1252 (a superset of
 * Latin-1 for printable text), which is what older NCES files use. `legacy` says which.
 */
export function decodeField(bytes: Uint8Array): { text: string; legacy: boolean } {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (isAscii(view)) return { text: view.toString("latin1"), legacy: false };
  if (isUtf8(view)) return { text: view.toString("utf8"), legacy: false };
  return { text: windows1252.decode(bytes), legacy: true };
}
