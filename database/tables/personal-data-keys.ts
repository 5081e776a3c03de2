// The personal_data_keys table's row as the pool reads it (migrations/): one schema for every reader and
// writer; a reader picks its columns (`personalDataKeysRow.pick({...})`). database/tables/tables.int.test.ts
// holds the columns equal to the migrated table's.
import { z } from "zod";

export const personalDataKeysRow = z.object({
  user_id: z.string(),
  wrapped_key: z.instanceof(Buffer),
  master_key_id: z.string(),
  created_at: z.date(),
});
export type PersonalDataKeysRow = z.infer<typeof personalDataKeysRow>;
