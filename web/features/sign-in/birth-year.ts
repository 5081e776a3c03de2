import { checkBirthYear } from "../../../domain/identity/age.ts";

// The birth year entered at the age gate, remembered in local storage under the spec's key.
// Storage can be unavailable (private modes, blocked cookies): the gate still works, the year
// is just not remembered.
const BIRTH_YEAR_KEY = "birthYear";

export function rememberedBirthYear(): string {
  try {
    return localStorage.getItem(BIRTH_YEAR_KEY) ?? "";
  } catch {
    return "";
  }
}

export function rememberBirthYear(year: number): void {
  try {
    localStorage.setItem(BIRTH_YEAR_KEY, String(year));
  } catch {
    // Not remembered; the email form asks again.
  }
}

/** The typed text as a year, or null when it is not a whole number. */
export function parseYear(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * What is wrong with a typed birth year, in words for the student, or null when it passes the
 * age gate (the same rule the server applies).
 */
export function birthYearProblem(text: string, today: Date = new Date()): string | null {
  const year = parseYear(text);
  if (year === null) return "Please enter the year you were born, like 2009.";
  const check = checkBirthYear(year, today);
  if (check.ok) return null;
  return check.reason === "under-age"
    ? check.message
    : check.message.replace(/^birthYear: must be/, "Please enter");
}
