// The ranking_schools table's row as the pool reads it (migrations/): one schema for every reader and
// writer; a reader picks its columns (`rankingSchoolsRow.pick({...})`). database/tables/tables.int.test.ts
// holds the columns equal to the migrated table's.
import { z } from "zod";

export const rankingSchoolsRow = z.object({
  week: z.string(),
  school_key: z.string(),
  zip_area: z.string().nullable(),
  students: z.number(),
  xp: z.number(),
  score: z.number(),
});
export type RankingSchoolsRow = z.infer<typeof rankingSchoolsRow>;
