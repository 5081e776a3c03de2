// The analysts' cohort view beyond single items: how mastered each skill is across students, and
// the range of days the activity read covers (docs/rules.md, "Cohort statistics"). Pure.
import { smoothedAccuracy } from "../planning/focus.ts";
import { addDays, daysBetween, isCalendarDay } from "../practice/days.ts";

/** The fewest scored answers in a skill for a student to count in its mastery distribution. */
export const MASTERY_MIN_ANSWERS = 3;

/** Mastery bands of 20 points, from the lowest up; a mastery on a boundary goes up. */
export const MASTERY_BANDS = ["0–20%", "20–40%", "40–60%", "60–80%", "80–100%"] as const;

export type MasteryDistribution = {
  students: number;
  bands: { label: string; students: number }[];
  medianMastery: number | null;
};

/** The band a mastery (0–1) falls in: 0.2 is in "20–40%", 1 in "80–100%". */
export function masteryBandOf(mastery: number): number {
  // 1e-9: a mastery such as 3/5 is on its boundary even when 0.6 × 5 rounds below 3.
  return Math.max(0, Math.min(MASTERY_BANDS.length - 1, Math.floor(mastery * 5 + 1e-9)));
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * A skill's mastery over students: each student's mastery is the smoothed accuracy
 * (right + 1) / (answers + 2) of their answers in the skill (the same as "Where to focus"), and
 * only students with at least MASTERY_MIN_ANSWERS answers count.
 */
export function masteryDistribution(
  records: readonly { answers: number; correct: number }[],
): MasteryDistribution {
  const masteries = records
    .filter((r) => r.answers >= MASTERY_MIN_ANSWERS)
    .map((r) => smoothedAccuracy(r));
  const counts: number[] = MASTERY_BANDS.map(() => 0);
  for (const m of masteries) counts[masteryBandOf(m)]! += 1;
  return {
    students: masteries.length,
    bands: MASTERY_BANDS.map((label, i) => ({ label, students: counts[i]! })),
    medianMastery: median(masteries),
  };
}

/** Days the activity read covers when none are asked for: the last 90, today included. */
export const COHORT_DEFAULT_DAYS = 90;
/** The most days one activity read covers. */
export const COHORT_MAX_DAYS = 366;

/** The UTC day of an instant. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export type DayRange =
  { ok: true; from: string; to: string; days: string[] } | { ok: false; problem: string };

/**
 * The UTC days from `from` to `to`, both included. `to` defaults to today; `from` to the
 * COHORT_DEFAULT_DAYS days ending at `to`. A day that is not a calendar day, `from` after `to`,
 * or more than COHORT_MAX_DAYS days is a problem named in plain words.
 */
export function cohortDayRange(asked: { from?: string; to?: string }, today: string): DayRange {
  const to = asked.to ?? today;
  if (!isCalendarDay(to)) return { ok: false, problem: `"to" is not a calendar day: ${asked.to}.` };
  const from = asked.from ?? addDays(to, -(COHORT_DEFAULT_DAYS - 1));
  if (!isCalendarDay(from)) {
    return { ok: false, problem: `"from" is not a calendar day: ${asked.from}.` };
  }
  const count = daysBetween(from, to) + 1;
  if (count < 1) return { ok: false, problem: `"from" (${from}) is after "to" (${to}).` };
  if (count > COHORT_MAX_DAYS) {
    return {
      ok: false,
      problem: `The range covers ${count} days; ask for at most ${COHORT_MAX_DAYS}.`,
    };
  }
  return { ok: true, from, to, days: Array.from({ length: count }, (_, i) => addDays(from, i)) };
}
