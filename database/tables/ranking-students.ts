// The ranking_students table's row as the pool reads it (migrations/): one schema for every reader and
// writer; a reader picks its columns (`rankingStudentsRow.pick({...})`). database/tables/tables.int.test.ts
// holds the columns equal to the migrated table's.
import { z } from "zod";

export const rankingStudentsRow = z.object({
  user_id: z.string(),
  username: z.string().nullable(),
  school_key: z.string().nullable(),
  school_name: z.string().nullable(),
  zip_area: z.string().nullable(),
  hidden: z.boolean(),
});
export type RankingStudentsRow = z.infer<typeof rankingStudentsRow>;
