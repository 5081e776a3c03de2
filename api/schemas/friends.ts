// Request and response shapes of the friends routes (spec §3 "Friends screen", §6 Friend, §7
// calls; issue 18), shared with the SPA (which imports only their types). A friend is shown by
// username, activity and progress stats only: never a name, email, school or birth year.
import { z } from "zod";
import { freeText } from "./text.ts";
import { INVITE_CODE_LENGTH } from "../../domain/friends/invite-code/code.ts";

const isoDay = z.iso.date();

/** The spec's Friend: what one student sees of another. `id` is a handle, never the friend's
 *  account id: a UUID (version 8) keyed on the reader and the friend, so each reader sees a
 *  different one and it means nothing outside the reader's own friends and requests
 *  (api/friends/handles.ts); used only to remove them or answer their request. */
export const friendSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  /** The friend's last practice day (their own calendar day), or null before their first. */
  lastActiveDate: isoDay.nullable(),
  totalXP: z.number().int(),
  streakDays: z.number().int(),
  currentEnglishLevel: z.number().int().min(1).max(12),
  currentMathLevel: z.number().int().min(1).max(12),
});
export type Friend = z.infer<typeof friendSchema>;

/** GET /api/friends: the spec's list of friends, by username. */
export const friendListSchema = z.array(friendSchema);

/** A request waiting for an answer, seen from either side; `id` is the other student's handle,
 *  as for a Friend. */
export const friendRequestSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  sentAt: z.iso.datetime(),
});
export type FriendRequest = z.infer<typeof friendRequestSchema>;

/** GET /api/friends/requests: requests waiting for me (Accept / Decline) and mine waiting. */
export const friendRequestsSchema = z.object({
  incoming: z.array(friendRequestSchema),
  outgoing: z.array(friendRequestSchema),
});
export type FriendRequests = z.infer<typeof friendRequestsSchema>;

/** POST /api/friends/request. The username is trimmed; empty is 'Username required'. */
export const friendRequestBodySchema = z.strictObject({
  username: freeText(
    z.string().trim().min(1, "Please enter a username to send a friend request.").max(60),
  ),
});

/** POST /api/friends/request's answer: "requested", or "friends" when the other student had
 *  already asked (their request is accepted); the other student by handle and username. */
export const friendRequestResultSchema = z.object({
  success: z.literal(true),
  status: z.enum(["requested", "friends"]),
  friend: z.object({ id: z.uuid(), username: z.string() }),
});
export type FriendRequestResult = z.infer<typeof friendRequestResultSchema>;

/** POST /api/friends/invite/generate: the spec's Invite code, and when it stops working. */
export const inviteCodeSchema = z.object({ code: z.string(), expiresAt: z.iso.datetime() });
export type InviteCode = z.infer<typeof inviteCodeSchema>;

/** POST /api/friends/invite/use. Trimmed and upper-cased; empty is 'Invite code required'. */
export const inviteUseBodySchema = z.strictObject({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, "Please enter an invite code to connect with a friend.")
    .max(INVITE_CODE_LENGTH * 4),
});

/** POST /api/friends/invite/use's answer: the new friend, by handle and username. */
export const inviteUseResultSchema = z.object({
  success: z.literal(true),
  friend: z.object({ id: z.uuid(), username: z.string() }),
});
export type InviteUseResult = z.infer<typeof inviteUseResultSchema>;

/** Accept, decline and remove answer this. */
export const friendsDoneSchema = z.object({ success: z.literal(true) });
