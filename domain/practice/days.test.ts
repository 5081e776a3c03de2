import { describe, expect, it } from "vitest";
import {
  addDays,
  daysBetween,
  endOfLocalDay,
  isCalendarDay,
  localDay,
  startOfWeek,
} from "./days.ts";

const HOUR = 3_600_000;

describe("isCalendarDay", () => {
  it("given a string, when checked, then only a real yyyy-MM-dd day is one", () => {
    expect(isCalendarDay("2024-02-29")).toBe(true); // a leap year
    expect(isCalendarDay("2025-12-31")).toBe(true);
    expect(isCalendarDay("2025-02-29")).toBe(false);
    expect(isCalendarDay("2026-02-30")).toBe(false);
    expect(isCalendarDay("2025-13-01")).toBe(false);
    expect(isCalendarDay("2025-1-05")).toBe(false);
    expect(isCalendarDay("2025-01-05T00:00")).toBe(false);
    expect(isCalendarDay("")).toBe(false);
  });
});

describe("addDays and daysBetween", () => {
  it("given a month or year end, when adding days, then the calendar rolls over", () => {
    expect(addDays("2025-01-31", 1)).toBe("2025-02-01");
    expect(addDays("2024-12-31", 1)).toBe("2025-01-01");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29"); // a leap year
    expect(addDays("2025-02-28", 1)).toBe("2025-03-01");
    expect(addDays("2025-03-01", -1)).toBe("2025-02-28");
    expect(addDays("2025-06-15", 0)).toBe("2025-06-15");
  });

  it("given the New York DST days, when adding days, then each is one calendar day", () => {
    expect(addDays("2025-03-08", 2)).toBe("2025-03-10");
    expect(addDays("2025-11-01", 2)).toBe("2025-11-03");
  });

  it("given two days, when counting between them, then the sign says which is later", () => {
    expect(daysBetween("2025-01-01", "2025-03-01")).toBe(59); // 31 + 28
    expect(daysBetween("2024-01-01", "2025-01-01")).toBe(366);
    expect(daysBetween("2025-03-10", "2025-03-08")).toBe(-2);
    expect(daysBetween("2025-05-05", "2025-05-05")).toBe(0);
  });

  it("given something that is not a calendar day, when used, then it throws", () => {
    expect(() => addDays("2025-02-30", 1)).toThrow(RangeError);
    expect(() => daysBetween("2025-1-5", "2025-01-06")).toThrow(RangeError);
  });
});

describe("startOfWeek (weeks start on Sunday)", () => {
  it("given days of the week of Sunday 2025-03-09, when asked, then gives that Sunday", () => {
    expect(startOfWeek("2025-03-09")).toBe("2025-03-09"); // Sunday itself
    expect(startOfWeek("2025-03-10")).toBe("2025-03-09"); // Monday
    expect(startOfWeek("2025-03-15")).toBe("2025-03-09"); // Saturday
  });

  it("given a week across a year end, when asked, then gives the Sunday of the old year", () => {
    expect(startOfWeek("2025-01-01")).toBe("2024-12-29"); // a Wednesday
  });
});

describe("localDay", () => {
  it("given one instant, when read in different zones, then gives each zone's calendar day", () => {
    const at = new Date("2025-01-10T20:30:00Z");
    expect(localDay(at, "UTC")).toBe("2025-01-10");
    expect(localDay(at, "America/New_York")).toBe("2025-01-10"); // 15:30 EST
    expect(localDay(at, "Pacific/Auckland")).toBe("2025-01-11"); // 09:30 NZDT
    expect(localDay(at, "Pacific/Honolulu")).toBe("2025-01-10"); // 10:30 HST
    expect(localDay(at, "Asia/Tokyo")).toBe("2025-01-11"); // 05:30 JST
    expect(localDay(at, "Europe/London")).toBe("2025-01-10");
  });

  it("given the last and first millisecond of a New York day, then the day changes between", () => {
    expect(localDay(new Date("2025-03-10T03:59:59.999Z"), "America/New_York")).toBe("2025-03-09");
    expect(localDay(new Date("2025-03-10T04:00:00.000Z"), "America/New_York")).toBe("2025-03-10");
  });

  it("given a half-hour zone, when read, then the offset's minutes count", () => {
    expect(localDay(new Date("2025-01-10T18:29:59Z"), "Asia/Kolkata")).toBe("2025-01-10");
    expect(localDay(new Date("2025-01-10T18:30:00Z"), "Asia/Kolkata")).toBe("2025-01-11");
  });
});

describe("endOfLocalDay", () => {
  it("given New York's March switch, when the days end, then 9 March is 23 hours long", () => {
    const start = endOfLocalDay("2025-03-08", "America/New_York");
    const end = endOfLocalDay("2025-03-09", "America/New_York");
    expect(start.toISOString()).toBe("2025-03-09T05:00:00.000Z"); // midnight EST (−5)
    expect(end.toISOString()).toBe("2025-03-10T04:00:00.000Z"); // midnight EDT (−4)
    expect(end.getTime() - start.getTime()).toBe(23 * HOUR);
  });

  it("given New York's November switch, when the days end, then 2 November is 25 hours long", () => {
    const start = endOfLocalDay("2025-11-01", "America/New_York");
    const end = endOfLocalDay("2025-11-02", "America/New_York");
    expect(start.toISOString()).toBe("2025-11-02T04:00:00.000Z");
    expect(end.toISOString()).toBe("2025-11-03T05:00:00.000Z");
    expect(end.getTime() - start.getTime()).toBe(25 * HOUR);
  });

  it("given London's summer time, when a June day ends, then it ends at 23:00 UTC", () => {
    expect(endOfLocalDay("2025-06-01", "Europe/London").toISOString()).toBe(
      "2025-06-01T23:00:00.000Z",
    );
    expect(endOfLocalDay("2025-12-01", "Europe/London").toISOString()).toBe(
      "2025-12-02T00:00:00.000Z",
    );
  });

  it("given a zone whose clocks skip midnight (Santiago, 7 Sep 2025), then the day ends at the jump", () => {
    // Saturday 24:00 CLT (−4) becomes Sunday 01:00 CLST (−3): 00:00 never happens.
    const end = endOfLocalDay("2025-09-06", "America/Santiago");
    expect(end.toISOString()).toBe("2025-09-07T04:00:00.000Z");
    expect(localDay(new Date(end.getTime() - 1), "America/Santiago")).toBe("2025-09-06");
    expect(localDay(end, "America/Santiago")).toBe("2025-09-07");
  });

  it("given a zone whose clocks go back at midnight (Santiago, 6 Apr 2025), then the day is 25 h", () => {
    const start = endOfLocalDay("2025-04-04", "America/Santiago");
    const end = endOfLocalDay("2025-04-05", "America/Santiago");
    expect(end.toISOString()).toBe("2025-04-06T04:00:00.000Z");
    expect(end.getTime() - start.getTime()).toBe(25 * HOUR);
  });

  it("given Apia, which skipped 30 December 2011, when the 29th ends, then the 31st begins", () => {
    const end = endOfLocalDay("2011-12-29", "Pacific/Apia");
    expect(end.toISOString()).toBe("2011-12-30T10:00:00.000Z");
    expect(localDay(end, "Pacific/Apia")).toBe("2011-12-31");
  });

  it("given zones either side of the date line, then one instant ends different days", () => {
    expect(endOfLocalDay("2025-01-10", "Pacific/Auckland").toISOString()).toBe(
      "2025-01-10T11:00:00.000Z",
    );
    expect(endOfLocalDay("2025-01-10", "Pacific/Honolulu").toISOString()).toBe(
      "2025-01-11T10:00:00.000Z",
    );
  });
});
