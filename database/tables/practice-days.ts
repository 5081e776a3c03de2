// The practice_days table's row as the pool reads it (migrations/): one schema for every reader and
// writer; a reader picks its columns (`practiceDaysRow.pick({...})`). database/tables/tables.int.test.ts
// holds the columns equal to the migrated table's.
import { z } from "zod";
import { practiceEventSchemas } from "../../domain/practice/events.ts";

export const practiceDaysRow = z.object({
  user_id: z.string(),
  day: z.string(),
  time_zone: z.string(),
  /** The drop's questions as assigned (DailyDropAssigned). */
  questions: practiceEventSchemas.DailyDropAssigned.shape.questions,
  answered: z.number(),
  correct: z.number(),
  xp: z.number(),
  bonus_xp: z.number(),
  completed: z.boolean(),
  completed_at: z.date().nullable(),
  english_mean: z.number(),
  english_sd: z.number(),
  math_mean: z.number(),
  math_sd: z.number(),
  english_level: z.number(),
  math_level: z.number(),
  assigned_at: z.date(),
});
export type PracticeDaysRow = z.infer<typeof practiceDaysRow>;
