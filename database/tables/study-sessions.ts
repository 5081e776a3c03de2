// The study_sessions table's row as the pool reads it (migrations/): one schema for every reader and
// writer; a reader picks its columns (`studySessionsRow.pick({...})`). database/tables/tables.int.test.ts
// holds the columns equal to the migrated table's.
import { z } from "zod";
import { studyActivities } from "../../domain/planning/events.ts";
import { subjects } from "../../domain/questions/item.ts";

export const studySessionsRow = z.object({
  user_id: z.string(),
  session_id: z.string(),
  started_at: z.date(),
  minutes: z.number(),
  activity: z.enum(studyActivities),
  subject: z.enum([...subjects, "both"]).nullable(),
  recorded_at: z.date(),
});
export type StudySessionsRow = z.infer<typeof studySessionsRow>;
