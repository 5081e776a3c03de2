import { describe, expect, it } from "vitest";
import { hiddenCharacter } from "./text.ts";

describe("free text", () => {
  it("given text a person means, in any script, then nothing is found", () => {
    for (const text of [
      "Lincoln High School",
      "École Saint-Jean",
      "مدرسة النور",
      "学校 ✓",
      "O'Brien-Smith Jr.",
    ]) {
      expect(hiddenCharacter(text), text).toBeNull();
    }
  });

  it("given a bidirectional override, isolate or mark, then it is named", () => {
    for (const code of [
      0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f,
      0x061c,
    ]) {
      const name = `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
      expect(hiddenCharacter(`Lincoln ${String.fromCodePoint(code)}loohcS`), name).toBe(name);
    }
  });

  it("given a control, zero-width or other invisible character, then it is named", () => {
    const cases: [string, string][] = [
      ["a\u0001b", "U+0001"],
      ["a\u007fb", "U+007F"],
      ["a\u0085b", "U+0085"],
      ["a\u200bb", "U+200B"],
      ["a\u200db", "U+200D"],
      ["a\u2060b", "U+2060"],
      ["a\ufeffb", "U+FEFF"],
      ["a\u00adb", "U+00AD"],
      ["a\u2028b", "U+2028"],
      ["a\u{e0041}b", "U+E0041"],
      ["a\nb", "U+000A"],
      ["a\tb", "U+0009"],
    ];
    for (const [text, name] of cases) expect(hiddenCharacter(text), name).toBe(name);
  });

  it("given text of several lines, then line breaks and tabs are kept and the rest still named", () => {
    expect(hiddenCharacter("line one\nline\ttwo", { lines: true })).toBeNull();
    expect(hiddenCharacter("line one\r\nline two", { lines: true })).toBeNull();
    expect(hiddenCharacter("a\u0000b", { lines: true })).toBe("U+0000");
    expect(hiddenCharacter("a\n\u202eb", { lines: true })).toBe("U+202E");
  });
});
