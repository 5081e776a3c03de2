import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvLine } from "./csv.ts";

describe("a CSV line", () => {
  it("given plain values, then joined by commas and ended by CRLF", () => {
    expect(csvLine(["a", 1, -0.25, true, null, undefined])).toBe("a,1,-0.25,true,,\r\n");
    expect(csvLine([new Date("2026-11-26T10:00:00Z"), { k: 1 }])).toBe(
      '2026-11-26T10:00:00.000Z,"{""k"":1}"\r\n',
    );
  });

  it("given commas, quotes, CR and LF, then the field is quoted with its quotes doubled", () => {
    expect(csvLine(['say "hi"', "a,b", "two\nlines", "cr\rhere"])).toBe(
      '"say ""hi""","a,b","two\nlines","cr\rhere"\r\n',
    );
  });

  it("given a text starting like a formula, then an apostrophe goes first; a number stays", () => {
    expect(csvLine(["=1+1", "+x", "-x", "@SUM(A1)", "\tx", "\rx", -3])).toBe(
      "'=1+1,'+x,'-x,'@SUM(A1),'\tx,\"'\rx\",-3\r\n",
    );
    expect(csvLine(['=HYPERLINK("x")'])).toBe('"\'=HYPERLINK(""x"")"\r\n');
  });

  it("given awkward texts, then a CSV parser reads back what was written", () => {
    const rows = [
      ["id", "text"],
      ["1", 'a "quoted", comma'],
      ["2", "line one\r\nline two"],
      ["3", ""],
    ];
    const text = rows.map((r) => csvLine(r)).join("");
    expect(parse(text, { relaxColumnCount: false })).toEqual(rows);
  });
});
