// Username claim events (stream username-<claim>): who holds a username, one owner at a time. A
// stored contract: a changed shape gets a new version and an upcaster, never an edit in place.
import { z } from "zod";
import { eventCodec, streamName, type EventOf } from "../../events.ts";

const userId = z.uuid();

export const usernameClaimEventSchemas = {
  /** This username belongs to userId (one owner at a time). */
  UsernameClaimed: z.object({ userId }),
  /** Its owner moved to another username, or was erased. */
  UsernameReleased: z.object({ userId }),
} as const;

const usernameClaimEvents = eventCodec("username claim", usernameClaimEventSchemas);
/** The events of a username stream. */
export type UsernameClaimEvent = EventOf<typeof usernameClaimEventSchemas>;
export const parseUsernameClaimEvent = usernameClaimEvents.parse;

/**
 * A username's claim stream, named by its claim key (the keyed hash of the lower-case name,
 * computed by the API, which holds the key): usernames are unique whatever their case, and the
 * stream's name says nothing of the name.
 */
export const usernameClaimStream = streamName("username");
/**
 * The claim stream of a username chosen before claims were keyed: username-<lower-case name>.
 * Only read (a live holder of one still holds the name) and released; never claimed again.
 */
export const legacyUsernameStream = (username: string) =>
  usernameClaimStream(username.toLowerCase());
/** The claim stream a UsernameChosen's username is held on. */
export const claimStreamOf = (chosen: { username: string; claim?: string | undefined }) =>
  chosen.claim === undefined
    ? legacyUsernameStream(chosen.username)
    : usernameClaimStream(chosen.claim);
