// The item_responses table's row as the pool reads it (migrations/): one schema for every reader and
// writer; a reader picks its columns (`itemResponsesRow.pick({...})`). database/tables/tables.int.test.ts
// holds the columns equal to the migrated table's.
import { z } from "zod";
import { type AnswerSource } from "../../domain/analytics/item-statistics.ts";
import { subjects } from "../../domain/questions/item.ts";

export const itemResponsesRow = z.object({
  event_id: z.string(),
  user_id: z.string(),
  question_id: z.string(),
  source: z.enum(["diagnostic", "daily-drop", "focused"] satisfies AnswerSource[]),
  subject: z.enum(subjects),
  correct: z.boolean(),
  response_time_ms: z.number(),
  theta_before: z.number(),
  answered_at: z.date(),
});
export type ItemResponsesRow = z.infer<typeof itemResponsesRow>;
