// The friendship events (stream friendship-<lower id>-<higher id>): one stream per pair of
// students, so the stream's expected version settles two requests crossing each other, and the
// pair's whole history (request, answer, removal, a friendship by invite code) is in one place.
// Other students only ever learn a friend's username and progress (the projection joins them);
// these events hold account ids and times, nothing a student typed. Every student is named by a
// `<role>UserId` field: the convention erasure reads to filter an erased student's late events.
import { z } from "zod";
import { eventCodec, streamName, type EventOf } from "../../events.ts";

const userId = z.uuid();
const at = z.iso.datetime();

export const friendshipEventSchemas = {
  /** `from` asked `to` to be friends; `to` sees it with Accept and Decline. */
  FriendRequestSent: z.object({ fromUserId: userId, toUserId: userId, sentAt: at }),
  /** `by` accepted the pending request (or sent one back): they are friends from now. */
  FriendRequestAccepted: z.object({ fromUserId: userId, byUserId: userId, acceptedAt: at }),
  /** `by` declined the pending request; either may ask again later. */
  FriendRequestDeclined: z.object({ fromUserId: userId, byUserId: userId, declinedAt: at }),
  /** `invitee` used `inviter`'s invite code: friends at once, no request to answer. */
  FriendAddedByInvite: z.object({ inviterUserId: userId, inviteeUserId: userId, addedAt: at }),
  /** `by` removed the other from their friends (for both of them). */
  FriendRemoved: z.object({ byUserId: userId, otherUserId: userId, removedAt: at }),
} as const;

const friendshipEvents = eventCodec("friendship", friendshipEventSchemas);
export type FriendshipEvent = EventOf<typeof friendshipEventSchemas>;
export const parseFriendshipEvent = friendshipEvents.parse;

const friendshipPrefixed = streamName("friendship");
/** The pair's stream, the same whichever of the two asks. */
export const friendshipStream = (a: string, b: string) =>
  friendshipPrefixed(a < b ? `${a}-${b}` : `${b}-${a}`);
