// The school_words table's row as the pool reads it (migrations/): one schema for every reader and
// writer; a reader picks its columns (`schoolWordsRow.pick({...})`). database/tables/tables.int.test.ts
// holds the columns equal to the migrated table's.
import { z } from "zod";

export const schoolWordsRow = z.object({
  word: z.string(),
  schools: z.number(),
});
export type SchoolWordsRow = z.infer<typeof schoolWordsRow>;
