// The practice_students table's row as the pool reads it (migrations/): one schema for every reader and
// writer; a reader picks its columns (`practiceStudentsRow.pick({...})`). database/tables/tables.int.test.ts
// holds the columns equal to the migrated table's.
import { z } from "zod";

export const practiceStudentsRow = z.object({
  user_id: z.string(),
  total_xp: z.number(),
  streak_days: z.number(),
  streak_last_day: z.string().nullable(),
  streak_last_zone: z.string().nullable(),
  streak_last_at: z.date().nullable(),
  english_level: z.number(),
  math_level: z.number(),
  english_mean: z.number(),
  english_sd: z.number(),
  math_mean: z.number(),
  math_sd: z.number(),
  first_day: z.string(),
  questions_answered: z.number(),
  correct_answers: z.number(),
  days_completed: z.number(),
  updated_at: z.date(),
});
export type PracticeStudentsRow = z.infer<typeof practiceStudentsRow>;
