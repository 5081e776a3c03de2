import { describe, expect, it } from "vitest";
import { CsvSyntaxError, decodeField, parseCsv, type CsvRecord } from "./csv.ts";

/** The bytes as a stream of chunks of this size (1 = every byte its own chunk). */
async function* chunks(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function records(input: string | Uint8Array, size = 64 * 1024): Promise<CsvRecord[]> {
  const bytes = typeof input === "string" ? Buffer.from(input, "utf8") : input;
  const out: CsvRecord[] = [];
  for await (const record of parseCsv(chunks(bytes, size))) out.push(record);
  return out;
}

const texts = (rs: CsvRecord[]) => rs.map((r) => r.fields.map((f) => decodeField(f).text));

describe("parseCsv", () => {
  const tricky =
    "id,name,city\r\n" +
    '1,"OPTIONS FOR YOUTH-HERMOSA BEACH, INC.",PASADENA\r\n' +
    '2,"THE ""NEW"" SCHOOL","SAN\nJOSE"\r\n' +
    "3,,\r\n" +
    "\r\n" +
    '4,"",LAST';

  it("reads quoted commas, doubled quotes, line breaks in quotes, empty fields, CRLF", async () => {
    const rs = await records(tricky);
    expect(texts(rs)).toEqual([
      ["id", "name", "city"],
      ["1", "OPTIONS FOR YOUTH-HERMOSA BEACH, INC.", "PASADENA"],
      ["2", 'THE "NEW" SCHOOL', "SAN\nJOSE"],
      ["3", "", ""],
      ["4", "", "LAST"],
    ]);
    // Line numbers count the break inside the quoted field and the blank line.
    expect(rs.map((r) => r.line)).toEqual([1, 2, 3, 5, 7]);
  });

  it("gives the same records however the bytes are chunked", async () => {
    const whole = texts(await records(tricky));
    for (const size of [1, 2, 3, 7, 16]) {
      expect(texts(await records(tricky, size)), `chunks of ${size}`).toEqual(whole);
    }
  });

  it("accepts LF and lone CR line ends, and a final line without one", async () => {
    expect(texts(await records("a,b\nc,d\re,f"))).toEqual([
      ["a", "b"],
      ["c", "d"],
      ["e", "f"],
    ]);
  });

  it("drops a UTF-8 byte order mark, even one split across chunks", async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("NCESSCH,X\n1,2\n")]);
    for (const size of [1, 2, 1024]) {
      expect(texts(await records(bytes, size))[0]).toEqual(["NCESSCH", "X"]);
    }
  });

  it("flags text after a closing quote and goes on with the next record", async () => {
    const rs = await records('a,b\n"x"y,z\nc,d\n');
    expect(rs[1]?.problem).toBe("text after a closing quote");
    expect(texts(rs)[2]).toEqual(["c", "d"]);
  });

  it("refuses a quote that is never closed, naming the line it opened on", async () => {
    await expect(records('a,b\nc,"never closed\nmore\n')).rejects.toThrow(CsvSyntaxError);
    await expect(records('a,b\nc,"never closed\nmore\n')).rejects.toThrow(/^line 2: /);
  });
});

describe("decodeField", () => {
  it("reads UTF-8, and falls back to Windows-1252 for bytes that are not UTF-8", () => {
    expect(decodeField(Buffer.from("PEÑASCO", "utf8"))).toEqual({ text: "PEÑASCO", legacy: false });
    // Latin-1 / Windows-1252: Ñ is the single byte 0xD1.
    const latin1 = Buffer.from([0x50, 0x45, 0xd1, 0x41, 0x53, 0x43, 0x4f]);
    expect(decodeField(latin1)).toEqual({ text: "PEÑASCO", legacy: true });
    // 0x92 is a curly apostrophe in Windows-1252 (a control character in strict Latin-1).
    expect(decodeField(Buffer.from([0x4f, 0x92, 0x4e]))).toEqual({ text: "O’N", legacy: true });
    expect(decodeField(Buffer.from("plain"))).toEqual({ text: "plain", legacy: false });
  });
});
