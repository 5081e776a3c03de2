import { describe, expect, it } from "vitest";
import { editDistance, queryWords, searchColumns, searchWords } from "./search-text.ts";

describe("searchWords", () => {
  it("folds case and accents, reads & as and, joins apostrophes, splits on punctuation", () => {
    expect(searchWords("Peñasco High")).toEqual(["penasco", "high"]);
    expect(searchWords("O'Connor  Science & Tech, K-12")).toEqual([
      "oconnor",
      "science",
      "and",
      "tech",
      "k",
      "12",
    ]);
    expect(searchWords("%_\\'; --")).toEqual([]);
  });
});

describe("searchColumns", () => {
  it("stores name words, then city and state, with Saint and St. side by side", () => {
    expect(
      searchColumns({
        name: "East St. Louis Senior High School",
        city: "East Saint Louis",
        state: "IL",
      }),
    ).toEqual({
      searchName: "east st saint louis senior high school",
      searchText: " east st saint louis senior high school east saint st louis il",
    });
  });
});

describe("queryWords", () => {
  it("drops repeated words and keeps at most 8", () => {
    expect(queryWords("new new york")).toEqual(["new", "york"]);
    expect(queryWords("a b c d e f g h i j")).toHaveLength(8);
  });
});

describe("editDistance", () => {
  it("counts inserted, deleted, replaced and swapped letters as one edit each", () => {
    expect(editDistance("albertvile", "albertville")).toBe(1);
    expect(editDistance("hihg", "high")).toBe(1);
    expect(editDistance("cshool", "school")).toBe(1);
    expect(editDistance("gensral", "general")).toBe(1);
    expect(editDistance("westrn", "west")).toBe(2);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("same", "same")).toBe(0);
  });
});
