// The invite_codes table's row as the pool reads it (migrations/): one schema for every reader and
// writer; a reader picks its columns (`inviteCodesRow.pick({...})`). database/tables/tables.int.test.ts
// holds the columns equal to the migrated table's.
import { z } from "zod";

export const inviteCodesRow = z.object({
  code: z.string(),
  owner_user_id: z.string(),
  generated_at: z.date(),
  expires_at: z.date(),
  redeemed_at: z.date().nullable(),
});
export type InviteCodesRow = z.infer<typeof inviteCodesRow>;
