// The practice_answers table's row as the pool reads it (migrations/): one schema for every reader and
// writer; a reader picks its columns (`practiceAnswersRow.pick({...})`). database/tables/tables.int.test.ts
// holds the columns equal to the migrated table's.
import { z } from "zod";
import { performanceCategories } from "../../domain/practice/category.ts";
import { subjects } from "../../domain/questions/item.ts";

export const practiceAnswersRow = z.object({
  user_id: z.string(),
  day: z.string(),
  question_id: z.string(),
  subject: z.enum(subjects),
  domain: z.string(),
  skill: z.string(),
  skipped: z.boolean(),
  correct: z.boolean(),
  response_time_ms: z.number(),
  xp: z.number(),
  category: z.enum(performanceCategories),
  recorded_at: z.date(),
  set_id: z.string().nullable(),
});
export type PracticeAnswersRow = z.infer<typeof practiceAnswersRow>;
