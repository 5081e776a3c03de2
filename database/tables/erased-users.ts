// The erased_users table's row as the pool reads it (migrations/): one schema for every reader and
// writer; a reader picks its columns (`erasedUsersRow.pick({...})`). database/tables/tables.int.test.ts
// holds the columns equal to the migrated table's.
import { z } from "zod";
import { storedPosition } from "../../eventstore/port.ts";

export const erasedUsersRow = z.object({
  user_id: z.string(),
  position: storedPosition,
  erased_at: z.date(),
});
export type ErasedUsersRow = z.infer<typeof erasedUsersRow>;
