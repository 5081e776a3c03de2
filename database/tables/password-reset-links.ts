// The password_reset_links table's row as the pool reads it (migrations/): one schema for every reader and
// writer; a reader picks its columns (`passwordResetLinksRow.pick({...})`). database/tables/tables.int.test.ts
// holds the columns equal to the migrated table's.
import { z } from "zod";

export const passwordResetLinksRow = z.object({
  token_hash: z.string(),
  user_id: z.string(),
  requested_at: z.date(),
});
export type PasswordResetLinksRow = z.infer<typeof passwordResetLinksRow>;
