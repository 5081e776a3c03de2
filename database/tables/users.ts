// The users table's row as the pool reads it (migrations/): one schema for every reader and
// writer; a reader picks its columns (`usersRow.pick({...})`). database/tables/tables.int.test.ts
// holds the columns equal to the migrated table's.
import { z } from "zod";
import { roleSchema } from "../../domain/identity/user/events.ts";
import { gradeLevels, satHistories } from "../../domain/identity/onboarding-rules.ts";

export const usersRow = z.object({
  user_id: z.string(),
  provider: z.string(),
  email_sealed: z.string().nullable(),
  email_lookup: z.string().nullable(),
  birth_year_sealed: z.string(),
  first_name_sealed: z.string().nullable(),
  last_name_sealed: z.string().nullable(),
  profile_image_url_sealed: z.string().nullable(),
  role: roleSchema,
  diagnostic_completed: z.boolean(),
  registered_at: z.date(),
  updated_at: z.date(),
  grade_level: z.enum(gradeLevels).nullable(),
  sat_history: z.enum(satHistories).nullable(),
  school_id: z.string().nullable(),
  school_name: z.string().nullable(),
  school_zip: z.string().nullable(),
  sat_date: z.string().nullable(),
  time_zone: z.string().nullable(),
  username: z.string().nullable(),
  estimated_english_score: z.number().nullable(),
  estimated_math_score: z.number().nullable(),
  english_score_low: z.number().nullable(),
  english_score_high: z.number().nullable(),
  math_score_low: z.number().nullable(),
  math_score_high: z.number().nullable(),
  diagnostic_started: z.boolean(),
  analyst: z.boolean(),
  goal_score: z.number().nullable(),
});
export type UsersRow = z.infer<typeof usersRow>;
