import { CommandRefused, refusal } from "../decider.ts";

// The age gate. The spec counts age as the current year minus the birth year, and refuses
// under 14 (the privacy page says 14; the terms page says 15: both readings are kept).
const MINIMUM_AGE = 14;
const EARLIEST_BIRTH_YEAR = 1900;

export const UNDER_AGE_MESSAGE =
  "This application is only for students aged 14 or older. Thanks so much—come back when you're ready to take the SATs!";

export type AgeCheck =
  { ok: true } | { ok: false; reason: "under-age" | "invalid"; message: string };

export function checkBirthYear(birthYear: number, today: Date): AgeCheck {
  const currentYear = today.getUTCFullYear();
  if (!Number.isInteger(birthYear) || birthYear < EARLIEST_BIRTH_YEAR || birthYear > currentYear) {
    return {
      ok: false,
      reason: "invalid",
      message: `birthYear: must be a year from ${EARLIEST_BIRTH_YEAR} to ${currentYear}`,
    };
  }
  if (currentYear - birthYear < MINIMUM_AGE) {
    return { ok: false, reason: "under-age", message: UNDER_AGE_MESSAGE };
  }
  return { ok: true };
}

/** The age rule as a command check: under-age is forbidden, a nonsense year is invalid. */
export function assertBirthYear(birthYear: number, today: Date): void {
  const check = checkBirthYear(birthYear, today);
  if (!check.ok) {
    throw new CommandRefused(
      check.reason === "under-age"
        ? refusal("forbidden", "under-age", check.message)
        : refusal("invalid", "birth-year-invalid", check.message),
    );
  }
}
