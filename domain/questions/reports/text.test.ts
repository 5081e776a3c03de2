// The report note's filter: the length limit as the counter counts, control characters stripped,
// links refused, profanity and slurs refused (also spelled with digits), ordinary notes about a
// question let through; and each entry of the lists is profanity by the maintained filter the
// username proof uses (obscenity, a dev dependency), but for the few it does not know.
import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from "obscenity";
import { describe, expect, it } from "vitest";
import { CommandRefused } from "../../decider.ts";
import {
  BLOCKED_STEMS,
  BLOCKED_WORDS,
  REPORT_NOTE_HAS_LINK,
  REPORT_NOTE_IS_RUDE,
  REPORT_NOTE_TOO_LONG,
  adminNote,
  cleanNote,
  hasBlockedWord,
  hasLink,
  reportText,
} from "./text.ts";

function refusal(text: string): string {
  try {
    reportText(text);
  } catch (error) {
    expect(error).toBeInstanceOf(CommandRefused);
    expect((error as CommandRefused).kind).toBe("invalid");
    return (error as CommandRefused).message;
  }
  throw new Error(`not refused: ${text}`);
}

describe("a report's note", () => {
  it("is null when absent or blank, and trimmed otherwise", () => {
    expect(reportText(undefined)).toBeNull();
    expect(reportText(null)).toBeNull();
    expect(reportText("  \n\t ")).toBeNull();
    expect(reportText("  Choice C is also right.  ")).toBe("Choice C is also right.");
  });

  it("loses control and invisible characters but keeps its lines", () => {
    expect(cleanNote("a\u0000b\u0007c\r\nd\u202ee\u200bf\u0085")).toBe("abc\ndef");
    expect(reportText("line one\r\nline two")).toBe("line one\nline two");
  });

  it("may be 500 characters (emoji count as one), not 501", () => {
    expect(reportText("a".repeat(500))).toHaveLength(500);
    expect(reportText("😀".repeat(500))).toBe("😀".repeat(500));
    expect(refusal("a".repeat(501))).toBe(REPORT_NOTE_TOO_LONG.message);
    // Stripped characters do not count.
    expect(reportText(`${"a".repeat(500)}\u0000\u0000`)).toHaveLength(500);
  });

  it("refuses links and web addresses", () => {
    for (const text of [
      "see https://example.test/answer",
      "go to www.cheats.example",
      "free answers at satcheats.com",
      "visit bit.ly/abc",
      "HTTP://SHOUT.EXAMPLE",
    ]) {
      expect(hasLink(text), text).toBe(true);
      expect(refusal(text)).toBe(REPORT_NOTE_HAS_LINK.message);
    }
  });

  it("lets decimals, abbreviations and formulas through", () => {
    for (const text of [
      "The answer should be 2.5, not 2.05.",
      "e.g. choice B; i.e. the key is wrong",
      "f(x) = 3x + 2 so f(1) = 5",
      "Typo: 'teh' in the second sentence.",
    ]) {
      expect(hasLink(text), text).toBe(false);
      expect(reportText(text)).toBe(text);
    }
  });

  it("refuses profanity and slurs, whole, inflected, capitalised or spelled with digits", () => {
    for (const text of [
      "this is shit",
      "What the FUCK",
      "fucking stupid question",
      "sh1t question",
      "you b1tch",
      "a$$hole",
      "wtf is this",
    ]) {
      expect(hasBlockedWord(text), text).toBe(true);
      expect(refusal(text)).toBe(REPORT_NOTE_IS_RUDE.message);
    }
  });

  it("lets ordinary words that contain or start like a blocked word through", () => {
    const ordinary =
      "class assume cocktail Dickens Scunthorpe shiitake grass analysis passage assassin " +
      "bass mass Essex therapist spice chinking document pistol";
    expect(hasBlockedWord(ordinary)).toBe(false);
    expect(reportText(ordinary)).toBe(ordinary);
  });

  it("holds words a maintained filter calls profanity (but for the few it does not list)", () => {
    const matcher = new RegExpMatcher({
      ...englishDataset.build(),
      ...englishRecommendedTransformers,
    });
    const unknownToIt = [...BLOCKED_STEMS, ...BLOCKED_WORDS].filter((w) => !matcher.hasMatch(w));
    // Slurs and abbreviations obscenity's English preset does not know; we block them anyway.
    expect(unknownToIt.sort()).toEqual(
      ["dumbass", "jackass", "spic", "spics", "stfu", "trannies", "wtf"].sort(),
    );
  });
});

describe("an admin's note", () => {
  it("is cleaned, null when blank, and at most 500 characters", () => {
    expect(adminNote(" Fixed the key.\u0000 ")).toBe("Fixed the key.");
    expect(adminNote("")).toBeNull();
    expect(adminNote(undefined)).toBeNull();
    expect(() => adminNote("a".repeat(501))).toThrow(REPORT_NOTE_TOO_LONG.message);
  });
});
