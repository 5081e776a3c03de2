// The question_stats table's row as the pool reads it (migrations/): one schema for every reader and
// writer; a reader picks its columns (`questionStatsRow.pick({...})`). database/tables/tables.int.test.ts
// holds the columns equal to the migrated table's.
import { z } from "zod";

export const questionStatsRow = z.object({
  question_id: z.string(),
  attempts: z.number(),
  correct: z.number(),
  current_b: z.number(),
  updated_at: z.date(),
});
export type QuestionStatsRow = z.infer<typeof questionStatsRow>;
