import { describe, expect, it } from "vitest";
import { UNDER_AGE_MESSAGE } from "../../../domain/identity/age.ts";
import { birthYearProblem } from "./birth-year.ts";

const today = new Date("2026-11-21T12:00:00Z");

describe("the age gate on the landing screen", () => {
  it("lets 14 year olds (by birth year) through", () => {
    expect(birthYearProblem("2012", today)).toBeNull();
    expect(birthYearProblem(" 1990 ", today)).toBeNull();
  });

  it("refuses under 14 with the spec's exact message", () => {
    expect(birthYearProblem("2013", today)).toBe(UNDER_AGE_MESSAGE);
  });

  it("asks again, naming what it wants, for text that is not a plausible year", () => {
    expect(birthYearProblem("", today)).toBe("Please enter the year you were born, like 2009.");
    expect(birthYearProblem("20o9", today)).toBe("Please enter the year you were born, like 2009.");
    expect(birthYearProblem("1850", today)).toBe("Please enter a year from 1900 to 2026");
    expect(birthYearProblem("2030", today)).toBe("Please enter a year from 1900 to 2026");
  });
});
