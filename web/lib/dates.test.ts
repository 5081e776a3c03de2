import { describe, expect, it } from "vitest";
import { formatLongDate, localIsoDate, parseLocalIsoDate } from "./dates.ts";

describe("calendar days", () => {
  it("given a local date and time, gives its calendar day without a time-zone shift", () => {
    expect(localIsoDate(new Date(2026, 10, 21, 23, 59))).toBe("2026-11-21");
    expect(localIsoDate(new Date(2027, 0, 2, 0, 0))).toBe("2027-01-02");
  });

  it("given yyyy-MM-dd, reads it back as that local day", () => {
    const day = parseLocalIsoDate("2027-03-13");
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([
      2027, 2, 13, 0,
    ]);
    expect(localIsoDate(parseLocalIsoDate("2026-12-05"))).toBe("2026-12-05");
  });

  it("reads a day in US English with its weekday, from a Date or yyyy-MM-dd", () => {
    expect(formatLongDate(new Date(2026, 10, 21, 8))).toBe("Saturday, November 21, 2026");
    expect(formatLongDate("2026-12-05")).toBe("Saturday, December 5, 2026");
  });
});
