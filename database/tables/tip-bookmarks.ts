// The tip_bookmarks table's row as the pool reads it (migrations/): one schema for every reader and
// writer; a reader picks its columns (`tipBookmarksRow.pick({...})`). database/tables/tables.int.test.ts
// holds the columns equal to the migrated table's.
import { z } from "zod";

export const tipBookmarksRow = z.object({
  user_id: z.string(),
  tip_id: z.string(),
  bookmarked_at: z.date(),
});
export type TipBookmarksRow = z.infer<typeof tipBookmarksRow>;
