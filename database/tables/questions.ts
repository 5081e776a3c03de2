// The questions table's row as the pool reads it (migrations/): one schema for every reader and
// writer; a reader picks its columns (`questionsRow.pick({...})`). database/tables/tables.int.test.ts
// holds the columns equal to the migrated table's.
import { z } from "zod";
import { bands, letters, subjects } from "../../domain/questions/item.ts";

export const questionsRow = z.object({
  id: z.string(),
  subject: z.enum(subjects),
  domain: z.string(),
  skill: z.string(),
  level: z.number(),
  band: z.enum(bands),
  passage: z.string().nullable(),
  stem: z.string(),
  choices: z.array(z.string()),
  answer: z.enum(letters),
  explanation: z.string(),
  irt_a: z.number(),
  irt_b: z.number(),
  irt_c: z.number(),
  source: z.string(),
  license: z.string(),
  published_at: z.date(),
  revised_at: z.date(),
  cal_a: z.number().nullable(),
  cal_b: z.number().nullable(),
  cal_c: z.number().nullable(),
  calibrated_at: z.date().nullable(),
  cal_responses: z.number().nullable(),
  fit_rmsd: z.number().nullable(),
  fit_flagged: z.boolean(),
  calibration_id: z.string().nullable(),
  retired_at: z.date().nullable(),
});
export type QuestionsRow = z.infer<typeof questionsRow>;

/** The columns that show a question and its feedback: what a drop, a set and a report read. */
export const questionContent = {
  id: true,
  subject: true,
  skill: true,
  level: true,
  passage: true,
  stem: true,
  choices: true,
  answer: true,
  explanation: true,
} as const;

/** The item's 3PL parameters: as authored (irt_*) and as last calibrated (cal_*, or null). */
export const itemParameters = {
  irt_a: true,
  irt_b: true,
  irt_c: true,
  cal_a: true,
  cal_b: true,
  cal_c: true,
} as const;
