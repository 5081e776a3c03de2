import { describe, expect, it } from "vitest";
import { isRealDate } from "./user/decide-profile.ts";
import { nameProblem, satAdministrations, upcomingSatDates } from "./onboarding-rules.ts";

describe("the SAT administrations data file", () => {
  it("holds real dates, each a Saturday, in order, without repeats", () => {
    const dates = satAdministrations.map((a) => a.date);
    for (const date of dates) {
      expect(isRealDate(date), date).toBe(true);
      expect(new Date(`${date}T12:00:00Z`).getUTCDay(), `${date} is a Saturday`).toBe(6);
    }
    expect(dates).toEqual([...new Set(dates)].sort());
  });

  it("keeps the spec's dates and the 2026-27 ones the issue lists", () => {
    const dates = satAdministrations.map((a) => a.date);
    expect(dates).toEqual(
      expect.arrayContaining(["2025-08-23", "2026-06-06", "2026-08-22", "2027-06-05"]),
    );
    expect(satAdministrations.find((a) => a.date === "2027-03-13")?.status).toBe("anticipated");
  });
});

describe("upcomingSatDates", () => {
  it("given today is 2026-11-21, offers only the administrations after today", () => {
    expect(upcomingSatDates("2026-11-21").map((a) => a.date)).toEqual([
      "2026-12-05",
      "2027-03-13",
      "2027-05-01",
      "2027-06-05",
    ]);
  });

  it("given today is a test day, does not offer that day", () => {
    expect(upcomingSatDates("2026-12-05")[0]?.date).toBe("2027-03-13");
  });

  it("given today is after the last administration, offers none (the custom date remains)", () => {
    expect(upcomingSatDates("2027-06-05")).toEqual([]);
  });
});

describe("nameProblem", () => {
  it("accepts names in any script, with hyphens, apostrophes, spaces and dots", () => {
    for (const name of ["Maya", "José", "O'Brien", "Anne-Marie", "Mary Jo", "J. R.", "李", "Ngô"]) {
      expect(nameProblem(name), name).toBeNull();
    }
  });

  it("names what is wrong: empty, too long, or not a name", () => {
    expect(nameProblem("   ")).toBe("is required");
    expect(nameProblem("a".repeat(61))).toBe("must be at most 60 characters");
    expect(nameProblem("<script>")).toMatch(/must be a name/);
    expect(nameProblem("-Maya")).toMatch(/must be a name/);
    expect(nameProblem("Maya2")).toMatch(/must be a name/);
  });
});
