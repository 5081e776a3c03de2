// The activity_daily table's row as the pool reads it (migrations/): one schema for every reader and
// writer; a reader picks its columns (`activityDailyRow.pick({...})`). database/tables/tables.int.test.ts
// holds the columns equal to the migrated table's.
import { z } from "zod";

export const activityDailyRow = z.object({
  day: z.string(),
  event_type: z.string(),
  events: z.number(),
});
export type ActivityDailyRow = z.infer<typeof activityDailyRow>;
