import { describe, expect, it } from "vitest";
import { seededRandom } from "../random.ts";
import { domainFit } from "./drop-selection.ts";
import { pickNearTarget, targetSuccess } from "./selection.ts";

const DAY = "2026-04-10";

describe("targetSuccess", () => {
  it("given no first day yet, when asked, then the easy target 0.8 (today is the first day)", () => {
    expect(targetSuccess({ day: DAY, firstDay: null, streakBrokenOn: null })).toBe(0.8);
  });

  it("given the first day, when days 1–7 then day 8, then 0.8 for seven days, then 0.75", () => {
    const firstDay = "2026-04-01";
    const target = (day: string) => targetSuccess({ day, firstDay, streakBrokenOn: null });
    expect(target("2026-04-01")).toBe(0.8);
    expect(target("2026-04-07")).toBe(0.8);
    expect(target("2026-04-08")).toBe(0.75);
    expect(target("2026-05-20")).toBe(0.75);
  });

  it("given a streak broken on 05-10, when 05-10 to 05-17, then 0.8; from 05-18, 0.75", () => {
    const target = (day: string) =>
      targetSuccess({ day, firstDay: "2026-03-01", streakBrokenOn: "2026-05-10" });
    expect(target("2026-05-09")).toBe(0.75);
    expect(target("2026-05-10")).toBe(0.8);
    expect(target("2026-05-11")).toBe(0.8);
    expect(target("2026-05-17")).toBe(0.8);
    expect(target("2026-05-18")).toBe(0.75);
  });
});

describe("pickNearTarget and domainFit", () => {
  const items = [0.6, 0.7, 0.78, 0.9].map((p, i) => ({
    id: `i${i}`,
    subject: "math" as const,
    domain: "algebra" as const,
    skill: "s",
    level: 5,
    irt: { a: 1, b: 0, c: 0.2 },
    passageKey: null,
    p,
  }));

  it("given items at 0.70 and 0.78 around 0.75, then 0.78 is drawn 5/8 of the time", () => {
    // P(above) = (0.75 − 0.70) / (0.78 − 0.70) = 0.625: the expected success is the target.
    const random = seededRandom(3);
    let above = 0;
    const n = 4000;
    for (let i = 0; i < n; i++) {
      const pick = pickNearTarget(items, (item) => item.p, 0.75, random)!;
      expect(["i1", "i2"]).toContain(pick.id);
      if (pick.id === "i2") above += 1;
    }
    expect(above / n).toBeCloseTo(0.625, 1);
  });

  it("given items only below the target, then the nearest; no items, then null", () => {
    const below = items.slice(0, 2);
    expect(pickNearTarget(below, (item) => item.p, 0.75, seededRandom(1))!.id).toBe("i1");
    expect(pickNearTarget([], () => 0.5, 0.75, seededRandom(1))).toBeNull();
  });

  it("given the nearest item 0 / 0.1 / 0.2 off, then the fit is 1 / e⁻¹ / e⁻⁴", () => {
    expect(domainFit([0.75, 0.4], 0.75)).toBeCloseTo(1, 12);
    expect(domainFit([0.65, 0.3], 0.75)).toBeCloseTo(Math.exp(-1), 9);
    expect(domainFit([0.95], 0.75)).toBeCloseTo(Math.exp(-4), 9);
  });
});
