// The ranking_weeks table's row as the pool reads it (migrations/): one schema for every reader and
// writer; a reader picks its columns (`rankingWeeksRow.pick({...})`). database/tables/tables.int.test.ts
// holds the columns equal to the migrated table's.
import { z } from "zod";

export const rankingWeeksRow = z.object({
  user_id: z.string(),
  week: z.string(),
  xp: z.number(),
  days_mask: z.number(),
  answers: z.number(),
  drops_completed: z.number(),
  level_progress: z.number(),
  streak: z.number(),
});
export type RankingWeeksRow = z.infer<typeof rankingWeeksRow>;
