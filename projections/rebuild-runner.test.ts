// The admin rebuild's arithmetic: the time left at the replay's rate and the elapsed seconds.
import { describe, expect, it } from "vitest";
import { elapsedSeconds, secondsLeft } from "./rebuild-runner.ts";

describe("secondsLeft", () => {
  it("given events left and a rate, then the events left over the rate, rounded up", () => {
    expect(secondsLeft(2_000, 10_000, 1_000)).toBe(8);
    expect(secondsLeft(2_500, 10_000, 1_000)).toBe(8);
    expect(secondsLeft(9_999, 10_000, 1_000)).toBe(1);
  });

  it("given every counted event read (or more, as events arrived), then none left", () => {
    expect(secondsLeft(10_000, 10_000, 1_000)).toBe(0);
    expect(secondsLeft(10_050, 10_000, 1_000)).toBe(0);
    expect(secondsLeft(0, 0, 0)).toBe(0);
  });

  it("given no rate yet, then unknown rather than infinite", () => {
    expect(secondsLeft(0, 10_000, 0)).toBeNull();
    expect(secondsLeft(0, 10_000, Number.NaN)).toBeNull();
    expect(secondsLeft(0, 10_000, Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe("elapsedSeconds", () => {
  it("given two instants, then the seconds between them to the tenth, never negative", () => {
    const start = new Date("2026-11-25T15:00:00.000Z");
    expect(elapsedSeconds(start, new Date("2026-11-25T15:00:02.349Z"))).toBe(2.3);
    expect(elapsedSeconds(start, new Date("2026-11-25T15:01:00.000Z"))).toBe(60);
    expect(elapsedSeconds(start, new Date("2026-11-25T14:59:59.000Z"))).toBe(0);
  });
});
