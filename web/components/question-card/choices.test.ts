// Reading a question's choices: arrays or JSON strings, the letters the card draws itself
// stripped from the text, and the two error cases the spec names.
import { describe, expect, it } from "vitest";
import { choiceLetter, parseChoices, stripLetter } from "./choices.ts";

describe("parseChoices", () => {
  it("given an array of texts, when parsed, then the choices come back in order", () => {
    expect(parseChoices(["4", "8", "12", "16"])).toEqual({
      kind: "choices",
      choices: ["4", "8", "12", "16"],
    });
  });

  it("given a JSON string of an array, when parsed, then it reads the same as the array", () => {
    expect(parseChoices('["A) red","B) blue","C) green","D) gold"]')).toEqual({
      kind: "choices",
      choices: ["red", "blue", "green", "gold"],
    });
  });

  it("given numbers among the choices, when parsed, then they are shown as text", () => {
    expect(parseChoices([1, 2.5, "3", 4])).toEqual({
      kind: "choices",
      choices: ["1", "2.5", "3", "4"],
    });
  });

  it("given no choices (empty array, empty string, null, '[]'), when parsed, then 'none'", () => {
    for (const raw of [[], "", "   ", null, undefined, "[]"]) {
      expect(parseChoices(raw)).toEqual({ kind: "none" });
    }
  });

  it("given text that is not a JSON array of texts, when parsed, then 'invalid'", () => {
    for (const raw of ["A) red, B) blue", "{not json", '{"a":1}', '"red"', [{ text: "red" }], 7]) {
      expect(parseChoices(raw)).toEqual({ kind: "invalid" });
    }
  });
});

describe("stripLetter", () => {
  it("given 'A) ', 'A. ', '(A) ' or 'A: ' before the text, when stripped, then only the text is left", () => {
    expect(stripLetter("A) 12", 0)).toBe("12");
    expect(stripLetter("B. The author agrees.", 1)).toBe("The author agrees.");
    expect(stripLetter("(C) $\\frac{1}{2}$", 2)).toBe("$\\frac{1}{2}$");
    expect(stripLetter("D: none of these", 3)).toBe("none of these");
    expect(stripLetter("  A)5", 0)).toBe("5");
  });

  it("given a leading capital that is not the choice's own letter, when stripped, then the text stays whole", () => {
    expect(stripLetter("C. elegans is a worm.", 0)).toBe("C. elegans is a worm.");
    expect(stripLetter("B) 7", 0)).toBe("B) 7");
  });

  it("given text that only looks like a letter (A.M., I think), when stripped, then it stays whole", () => {
    expect(stripLetter("A.M. is earlier", 0)).toBe("A.M. is earlier");
    expect(stripLetter("I think so", 8)).toBe("I think so");
    expect(stripLetter("Amy left", 0)).toBe("Amy left");
  });

  it("given letters past D, when lettered, then they carry on (E, F)", () => {
    expect([0, 1, 2, 3, 4, 5].map(choiceLetter).join("")).toBe("ABCDEF");
    expect(stripLetter("E) fifth", 4)).toBe("fifth");
  });
});
