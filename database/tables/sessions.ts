// The sessions table's row as the pool reads it (migrations/): one schema for every reader and
// writer; a reader picks its columns (`sessionsRow.pick({...})`). database/tables/tables.int.test.ts
// holds the columns equal to the migrated table's.
import { z } from "zod";

export const sessionsRow = z.object({
  sid: z.string(),
  sess: z.record(z.string(), z.unknown()),
  expire: z.date(),
  user_id: z.string().nullable(),
});
export type SessionsRow = z.infer<typeof sessionsRow>;
