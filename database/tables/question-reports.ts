// The question_reports table's row as the pool reads it (migrations/): one schema for every reader and
// writer; a reader picks its columns (`questionReportsRow.pick({...})`). database/tables/tables.int.test.ts
// holds the columns equal to the migrated table's.
import { z } from "zod";
import { reportResolutions } from "../../domain/questions/reports/events.ts";
import { reportReasons } from "../../domain/questions/reports/labels.ts";

export const questionReportsRow = z.object({
  report_id: z.string(),
  question_id: z.string(),
  reporter_user_id: z.string(),
  reason: z.enum(reportReasons),
  text_sealed: z.string().nullable(),
  answered: z.boolean(),
  reported_at: z.date(),
  status: z.enum(["open", ...reportResolutions]),
  resolved_at: z.date().nullable(),
  note: z.string().nullable(),
});
export type QuestionReportsRow = z.infer<typeof questionReportsRow>;
