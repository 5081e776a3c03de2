// The friendships table's row as the pool reads it (migrations/): one schema for every reader and
// writer; a reader picks its columns (`friendshipsRow.pick({...})`). database/tables/tables.int.test.ts
// holds the columns equal to the migrated table's.
import { z } from "zod";

export const friendshipsRow = z.object({
  user_id: z.string(),
  friend_id: z.string(),
  status: z.enum(["friends", "requested", "incoming"]),
  since: z.date(),
});
export type FriendshipsRow = z.infer<typeof friendshipsRow>;
