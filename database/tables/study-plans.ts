// The study_plans table's row as the pool reads it (migrations/): one schema for every reader and
// writer; a reader picks its columns (`studyPlansRow.pick({...})`). database/tables/tables.int.test.ts
// holds the columns equal to the migrated table's.
import { z } from "zod";
import {
  preferredTimes,
  studyIntensities,
  weeklyHoursOptions,
} from "../../domain/planning/events.ts";

export const studyPlansRow = z.object({
  user_id: z.string(),
  plan_id: z.string(),
  created_at: z.date(),
  created_on: z.string(),
  test_date: z.string(),
  test_date_from_profile: z.boolean(),
  weekly_hours: z.literal(weeklyHoursOptions),
  preferred_time: z.enum(preferredTimes),
  study_intensity: z.enum(studyIntensities),
});
export type StudyPlansRow = z.infer<typeof studyPlansRow>;
