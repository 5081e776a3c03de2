// The day streak a student is shown (the Daily Drop's header, the dashboard, progress, friends,
// the user's own profile), from the streak's columns of practice_students.
import { currentStreak } from "../../domain/practice/streak.ts";

/** The streak's columns of practice_students (null when the student has none yet). */
export type StreakColumns = {
  streak_days: number | null;
  streak_last_day: string | null;
  streak_last_zone: string | null;
  streak_last_at: string | null;
};

/** The day streak as shown at `now` in the student's zone: 0 once it can no longer be kept
 *  (domain/practice/streak.ts). */
export function shownStreak(row: StreakColumns | null, now: Date, timeZone: string): number {
  if (!row || row.streak_days === null || row.streak_last_day === null) return 0;
  return currentStreak(
    {
      days: row.streak_days,
      lastDay: row.streak_last_day,
      lastZone: row.streak_last_zone,
      lastAt: row.streak_last_at,
    },
    { now, timeZone },
  );
}
