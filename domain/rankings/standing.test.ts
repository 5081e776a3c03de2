import { describe, expect, it } from "vitest";
import { average, percentileBetter, standingFrom } from "./standing.ts";

describe("standing in a group", () => {
  it("given the student among the counts, then they are taken out of them", () => {
    // Five ranked: two below, the student and one other level, one above.
    expect(standingFrom({ lower: 2, equal: 2, total: 5 }, true)).toEqual({
      others: 4,
      ahead: 2,
      behind: 1,
      percentile: 50,
    });
  });

  it("given a hidden student (not in the counts), then their standing is against everyone counted", () => {
    expect(standingFrom({ lower: 2, equal: 1, total: 4 }, false)).toEqual({
      others: 4,
      ahead: 2,
      behind: 1,
      percentile: 50,
    });
  });

  it("given alone, then no others and 0; given everyone level, then 0 ahead and 0 behind", () => {
    expect(standingFrom({ lower: 0, equal: 1, total: 1 }, true).percentile).toBe(0);
    expect(standingFrom({ lower: 0, equal: 3, total: 3 }, true)).toEqual({
      others: 2,
      ahead: 0,
      behind: 0,
      percentile: 0,
    });
  });

  it("rounds the percentile down", () => {
    expect(percentileBetter(2, 3)).toBe(66);
    expect(percentileBetter(0, 0)).toBe(0);
    expect(average(10, 3)).toBe(3.3);
    expect(average(10, 0)).toBe(0);
  });
});
