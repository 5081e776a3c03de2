// The learning_history table's row as the pool reads it (migrations/): one schema for every reader and
// writer; a reader picks its columns (`learningHistoryRow.pick({...})`). database/tables/tables.int.test.ts
// holds the columns equal to the migrated table's.
import { z } from "zod";
import { historyContexts } from "../../domain/history/entry.ts";
import { letters, subjects } from "../../domain/questions/item.ts";

export const learningHistoryRow = z.object({
  user_id: z.string(),
  seq: z.number(),
  at: z.date(),
  context: z.enum(historyContexts),
  type: z.string(),
  summary: z.string(),
  subject: z.enum(subjects).nullable(),
  question_id: z.string().nullable(),
  answer: z.enum(letters).nullable(),
  correct: z.boolean().nullable(),
  response_time_ms: z.number().nullable(),
  xp: z.number().nullable(),
  score: z.number().nullable(),
  score_low: z.number().nullable(),
  score_high: z.number().nullable(),
  level: z.number().nullable(),
  streak_days: z.number().nullable(),
  other_user_id: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
});
export type LearningHistoryRow = z.infer<typeof learningHistoryRow>;
