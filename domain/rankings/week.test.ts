import { describe, expect, it } from "vitest";
import { currentWeek, lastClosedWeek, previousWeek, weekday, weekOf } from "./week.ts";

describe("ranking weeks", () => {
  it("names a week by the Sunday on or before the day", () => {
    expect(weekOf("2026-11-22")).toBe("2026-11-22"); // a Sunday
    expect(weekOf("2026-11-28")).toBe("2026-11-22"); // the Saturday after
    expect(weekOf("2026-11-29")).toBe("2026-11-29");
    expect(weekday("2026-11-22")).toBe(0);
    expect(weekday("2026-11-28")).toBe(6);
    expect(previousWeek("2026-11-22")).toBe("2026-11-15");
  });

  it("closes a week at 12:00 UTC on the next Sunday, when UTC−12 leaves Saturday", () => {
    // Week of 2026-11-22 ends Saturday 2026-11-28; it closes on 2026-11-29 at 12:00 UTC.
    expect(lastClosedWeek(new Date("2026-11-29T11:59:59Z"))).toBe("2026-11-15");
    expect(lastClosedWeek(new Date("2026-11-29T12:00:00Z"))).toBe("2026-11-22");
    expect(lastClosedWeek(new Date("2026-12-05T23:00:00Z"))).toBe("2026-11-22");
    expect(lastClosedWeek(new Date("2026-12-06T12:00:00Z"))).toBe("2026-11-29");
  });

  it("takes the current week from the student's own calendar day", () => {
    // Sunday 2026-11-29 03:00 UTC is still Saturday evening in New York.
    const at = new Date("2026-11-29T03:00:00Z");
    expect(currentWeek(at, "America/New_York")).toBe("2026-11-22");
    expect(currentWeek(at, "Europe/Paris")).toBe("2026-11-29");
  });
});
