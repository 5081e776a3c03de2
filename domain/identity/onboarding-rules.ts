// Onboarding's rules that the browser and the API share: the grade levels and SAT histories a
// student can pick, what a name may be, and the SAT dates offered. Free of zod and I/O, so the
// onboarding screen checks exactly what the server will.
import satCalendar from "./sat-administrations.json" with { type: "json" };

export const gradeLevels = ["9", "10", "11", "12"] as const;
export type GradeLevel = (typeof gradeLevels)[number];

export const satHistories = ["never", "once", "multiple"] as const;
export type SatHistory = (typeof satHistories)[number];

export const NAME_MAX_LENGTH = 60;
/** A person's name as typed: any script, with spaces, hyphens, apostrophes and dots inside. */
export const PERSON_NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u;
export const PERSON_NAME_MESSAGE = "must be a name (letters, spaces, hyphens, apostrophes)";

/**
 * What is wrong with a name, after trimming, or null when nothing is. The messages complete a
 * sentence that starts with the field's name ("firstName: is required").
 */
export function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return "is required";
  if (trimmed.length > NAME_MAX_LENGTH) return `must be at most ${NAME_MAX_LENGTH} characters`;
  if (!PERSON_NAME_PATTERN.test(trimmed)) return PERSON_NAME_MESSAGE;
  return null;
}

export const SCHOOL_NAME_MAX_LENGTH = 200;
/** The spec: the school search fires only when the text is longer than 2 characters. */
export const SCHOOL_SEARCH_MIN_LENGTH = 3;
export const SCHOOL_SEARCH_MAX_LENGTH = 100;

/**
 * How far ahead an SAT date may be: two years covers a 9th grader planning for the spring of
 * 10th grade and every published or expected administration (the data file reaches about a
 * year ahead). A later date is no plan a student means (issue 31: 9999-12-31 was accepted).
 */
export const SAT_DATE_MAX_YEARS_AHEAD = 2;

/** The last SAT date a student may give on `today` (yyyy-MM-dd, their calendar day): the same
 *  date two years later, or 28 February when today is 29 February. */
export function latestSatDate(today: string): string {
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y + SAT_DATE_MAX_YEARS_AHEAD, m - 1, d));
  if (last.getUTCMonth() !== m - 1) last.setUTCDate(0);
  return last.toISOString().slice(0, 10);
}

export type SatAdministration = { date: string; status: "confirmed" | "anticipated" };

/** Every administration in the data file, in date order. */
export const satAdministrations: readonly SatAdministration[] = satCalendar.administrations
  .map(({ date, status }) => ({
    date,
    status: status === "confirmed" ? ("confirmed" as const) : ("anticipated" as const),
  }))
  .sort((a, b) => a.date.localeCompare(b.date));

/** The administrations after `today` (yyyy-MM-dd, the student's calendar date): the presets. */
export function upcomingSatDates(today: string): SatAdministration[] {
  return satAdministrations.filter((administration) => administration.date > today);
}
