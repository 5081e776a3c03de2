// The schools table's row as the pool reads it (migrations/): one schema for every reader and
// writer; a reader picks its columns (`schoolsRow.pick({...})`). database/tables/tables.int.test.ts
// holds the columns equal to the migrated table's.
import { z } from "zod";

export const schoolsRow = z.object({
  id: z.string(),
  source: z.enum(["ccd", "pss"]),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  search_name: z.string(),
  search_text: z.string(),
  updated_at: z.date(),
});
export type SchoolsRow = z.infer<typeof schoolsRow>;
