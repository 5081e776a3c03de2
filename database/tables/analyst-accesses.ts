// The analyst_accesses table's row as the pool reads it (migrations/): one schema for every reader and
// writer; a reader picks its columns (`analystAccessesRow.pick({...})`). database/tables/tables.int.test.ts
// holds the columns equal to the migrated table's.
import { z } from "zod";
import { analystAccessActions } from "../../domain/analyst/events.ts";

export const analystAccessesRow = z.object({
  event_id: z.string(),
  analyst_user_id: z.string(),
  student_pseudonym: z.string(),
  action: z.enum(analystAccessActions),
  detail: z.string(),
  accessed_at: z.date(),
});
export type AnalystAccessesRow = z.infer<typeof analystAccessesRow>;
