// The attempt_throttle table's row as the pool reads it (migrations/0004, renamed by 0025): failed
// attempts per key in a window (api/throttle.ts). A reader picks its columns
// (`attemptThrottleRow.pick({...})`); database/tables/tables.int.test.ts holds the columns equal to
// the migrated table's.
import { z } from "zod";

export const attemptThrottleRow = z.object({
  key: z.string(),
  window_started: z.date(),
  failures: z.number(),
});
export type AttemptThrottleRow = z.infer<typeof attemptThrottleRow>;
