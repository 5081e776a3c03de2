// The projection_checkpoints table's row as the pool reads it (migrations/): one schema for every reader and
// writer; a reader picks its columns (`projectionCheckpointsRow.pick({...})`). database/tables/tables.int.test.ts
// holds the columns equal to the migrated table's.
import { z } from "zod";
import { storedPosition } from "../../eventstore/port.ts";

export const projectionCheckpointsRow = z.object({
  projection: z.string(),
  position: storedPosition.nullable(),
  events_applied: z.number(),
  updated_at: z.date(),
  failed_position: z.string().nullable(),
  failed_event_id: z.string().nullable(),
  failed_event_type: z.string().nullable(),
  failed_error: z.string().nullable(),
  failed_at: z.date().nullable(),
});
export type ProjectionCheckpointsRow = z.infer<typeof projectionCheckpointsRow>;
