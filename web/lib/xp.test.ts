// How XP reads: an answer's signed XP, and totals grouped and whole.
import { describe, expect, it } from "vitest";
import { formatXpGain, formatXpTotal } from "./xp.ts";

describe("XP as it reads", () => {
  it("given XP, when shown, then signed like the spec's '-1 XP'", () => {
    expect(formatXpGain(12)).toBe("+12 XP");
    expect(formatXpGain(-1)).toBe("-1 XP");
    expect(formatXpGain(0)).toBe("+0 XP");
  });

  it("given totals and averages, when written, then rounded and grouped", () => {
    expect(formatXpTotal(1250)).toBe("1,250 XP");
    expect(formatXpTotal(212.6)).toBe("213 XP");
    expect(formatXpTotal(0)).toBe("0 XP");
  });
});
