// The friends command handlers: requests (send, accept, decline), removal, and invite codes
// (generate, use). A friendship command runs on the pair's stream (friendship-<lower>-<higher>),
// whose expected version settles two requests crossing each other; an invite code's on its own
// stream (invite-<code>), whose expected version lets exactly one of two students redeeming it at
// once win. Each waits (bounded) for the friends projection so the next read shows it.
//
// Another student is named by a handle (api/friends/handles.ts), never their account id: the
// answers carry the handle the session student sees, and accept, decline and remove find the
// student behind a handle among the session student's own pairs only (none: 404).
//
// Using a code writes two streams: the code is redeemed first (the race is decided there), then
// the pair is made friends, retried a few times. Should that second write still fail, the code is
// redeemed by this student and nobody else can use it; the student's retry of "use" finds it
// redeemed by them and completes the friendship instead of refusing, so no path leaves a used
// code without its friendship for good.
import { randomInt } from "node:crypto";
import { CommandRefused, fold } from "../../domain/decider.ts";
import {
  ALREADY_FRIENDS,
  NO_REQUEST,
  NOT_FRIENDS,
  type FriendshipCommand,
} from "../../domain/friends/friendship/decide.ts";
import { friendshipDecider } from "../../domain/friends/friendship/decider.ts";
import { friendshipStream, parseFriendshipEvent } from "../../domain/friends/friendship/events.ts";
import {
  drawInviteCode,
  INVITE_CODE_ALPHABET,
  normalizeInviteCode,
} from "../../domain/friends/invite-code/code.ts";
import {
  CODE_TAKEN,
  EXPIRED_CODE,
  INVALID_CODE,
  USED_CODE,
} from "../../domain/friends/invite-code/decide.ts";
import { inviteCodeDecider } from "../../domain/friends/invite-code/decider.ts";
import { inviteCodeStream, parseInviteCodeEvent } from "../../domain/friends/invite-code/events.ts";
import type { StoredEvent } from "../../eventstore/port.ts";
import { handleCommand, loadStream } from "../commands.ts";
import type { ApiDeps } from "../deps.ts";
import { recordFailure, throttledFor, type ThrottleLimits } from "../identity/throttle.ts";
import { HttpError } from "../plugins/errors.ts";
import { settle } from "../read-your-writes.ts";
import { friendHandle, resolveHandle } from "./handles.ts";
import { findStudentByUsername, readPairedStudents, readUsername } from "./queries.ts";

/**
 * Invite codes that did not work (unknown or malformed), per 15 minutes, before 429: 10 per
 * account (a typo or two, not a search), 100 per address (a school's students share one).
 */
export const INVITE_GUESS_THROTTLE: ThrottleLimits = { perAccount: 10, perAddress: 100 };
/** Codes drawn before giving up when each is taken (one draw in 10^15 is). */
const GENERATE_ATTEMPTS = 5;
/** Attempts at the friendship write after the code is redeemed. */
const ADD_FRIEND_ATTEMPTS = 3;

export const CHOOSE_USERNAME_FIRST =
  "Choose a username first: friends find and see each other by username only.";
export const noSuchUsername = (username: string) =>
  `No student has the username ${username}. Check the spelling with your friend and try again.`;
export const alreadyFriendsWith = (username: string) => `You're already friends with ${username}.`;
export const tooManyInviteGuesses = (minutes: number) =>
  `Too many invite codes that didn't work. Please wait ${minutes} minutes and try again.`;
const GENERATE_FAILED = "We couldn't make an invite code just now. Please try again.";

/**
 * A draw from [0, 1) that lands in the middle of one of the alphabet's cells, each with the same
 * chance (crypto.randomInt has no modulo bias): drawInviteCode's floor(r × 31) is then exactly
 * the cell drawn, so every character of a code is uniform over the alphabet.
 */
const alphabetRandom = () =>
  (randomInt(0, INVITE_CODE_ALPHABET.length) + 0.5) / INVITE_CODE_ALPHABET.length;

const parseFriendship = (e: StoredEvent) => parseFriendshipEvent(e.type, e.data);
const parseInvite = (e: StoredEvent) => parseInviteCodeEvent(e.type, e.data);

const refusedWith = (error: unknown, message: string) =>
  error instanceof CommandRefused && error.message === message;

/** Re-raises a refusal saying there is nothing to act on as a 404 (the decider calls it a
 *  conflict: the pair's state is not the one the command needs). */
function asNotFound(error: unknown, messages: readonly string[]): never {
  if (error instanceof CommandRefused && messages.includes(error.message)) {
    throw new HttpError(404, error.message);
  }
  throw error;
}

export function createFriendsCommands(deps: ApiDeps) {
  const { now } = deps;
  const context = async () => ({ now: now() });
  const handleOf = (viewerId: string, otherId: string) =>
    friendHandle(deps.keys.friendHandle, viewerId, otherId);

  /**
   * The account id behind a handle the student sent, among their own pairs; otherwise the 404
   * the command would give for a pair with nothing to act on (`missing`).
   */
  async function otherOf(viewerId: string, handle: string, missing: string): Promise<string> {
    const paired = await readPairedStudents(deps.pool, viewerId);
    const other = resolveHandle(deps.keys.friendHandle, viewerId, handle, paired);
    if (other === null) throw new HttpError(404, missing);
    return other;
  }

  /** The command on the pair's stream, then the wait for the friends read model. */
  async function onPair(a: string, b: string, command: FriendshipCommand) {
    const result = await handleCommand({
      store: deps.store,
      stream: friendshipStream(a, b),
      decider: friendshipDecider,
      parse: parseFriendship,
      command,
      context,
    });
    await settle(deps, result.position, ["friends"]);
    return result;
  }

  /** The student's username; a student without one cannot make friends (it is all they see). */
  async function requireUsername(userId: string): Promise<string> {
    const username = await readUsername(deps.pool, userId);
    if (username === null) throw new HttpError(409, CHOOSE_USERNAME_FIRST);
    return username;
  }

  /** The code's stream: its state, and who redeemed it (null while open or unknown). */
  async function readInvite(code: string) {
    const events = (await deps.store.readStream(inviteCodeStream(code))).map(parseInvite);
    const redeemed = events.find((e) => e.type === "InviteCodeRedeemed");
    return {
      state: fold(inviteCodeDecider, events),
      redeemedBy: redeemed?.type === "InviteCodeRedeemed" ? redeemed.data.redeemedByUserId : null,
    };
  }

  /**
   * Redeems the code for `userId` and says whose it is. A code this student has already
   * redeemed (a retry, or a double submit racing itself) is theirs to complete, not a refusal.
   * Friends already are told so, and the code stays unused for someone else.
   */
  async function redeem(userId: string, code: string): Promise<{ ownerUserId: string }> {
    const before = await readInvite(code);
    if (before.state.status === "none") throw new CommandRefused("not-found", INVALID_CODE);
    const { ownerUserId } = before.state;
    if (before.redeemedBy === userId) return { ownerUserId };
    if (ownerUserId !== userId) {
      const ownerName = await readUsername(deps.pool, ownerUserId);
      // An erased owner's codes died with them (not a guess: the code was real).
      if (ownerName === null) throw new HttpError(404, INVALID_CODE);
      const pair = await loadStream(
        deps.store,
        friendshipStream(userId, ownerUserId),
        friendshipDecider,
        parseFriendship,
      );
      if (pair.state.status === "friends") {
        throw new CommandRefused("conflict", alreadyFriendsWith(ownerName));
      }
    }
    try {
      await handleCommand({
        store: deps.store,
        stream: inviteCodeStream(code),
        decider: inviteCodeDecider,
        parse: parseInvite,
        command: { type: "RedeemInviteCode", code, byUserId: userId },
        context,
      });
    } catch (error) {
      if (refusedWith(error, USED_CODE) && (await readInvite(code)).redeemedBy === userId) {
        return { ownerUserId };
      }
      throw error;
    }
    return { ownerUserId };
  }

  /** The friendship an invite makes, retried: the code is already redeemed by now. Friends
   *  already (a retry after this step once succeeded) is done, not refused. */
  async function befriendByInvite(inviterUserId: string, inviteeUserId: string) {
    for (let attempt = 1; ; attempt++) {
      try {
        await onPair(inviterUserId, inviteeUserId, {
          type: "AddFriendByInvite",
          inviterUserId,
          inviteeUserId,
        });
        return;
      } catch (error) {
        if (refusedWith(error, ALREADY_FRIENDS)) return;
        if (error instanceof CommandRefused || attempt >= ADD_FRIEND_ATTEMPTS) {
          deps.log.error(
            { err: error, inviterUserId, inviteeUserId },
            "invite code redeemed but the friendship was not recorded",
          );
          throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  }

  return {
    /** Asks the student with this username to be friends; their own request the other way
     *  makes this an Accept (status "friends"). */
    async sendRequest(fromUserId: string, username: string) {
      await requireUsername(fromUserId);
      const other = await findStudentByUsername(deps.pool, username);
      if (!other) throw new HttpError(404, noSuchUsername(username));
      const { state } = await onPair(fromUserId, other.user_id, {
        type: "SendFriendRequest",
        fromUserId,
        toUserId: other.user_id,
      });
      return {
        status: state.status === "friends" ? ("friends" as const) : ("requested" as const),
        friend: { id: handleOf(fromUserId, other.user_id), username: other.username },
      };
    },

    /** Accepts the request of the student behind `handle` (as `byUserId` sees them). */
    async accept(byUserId: string, handle: string) {
      const fromUserId = await otherOf(byUserId, handle, NO_REQUEST);
      await onPair(byUserId, fromUserId, {
        type: "AcceptFriendRequest",
        byUserId,
        fromUserId,
      }).catch((error: unknown) => asNotFound(error, [NO_REQUEST]));
    },

    /** Declines the request of the student behind `handle`. */
    async decline(byUserId: string, handle: string) {
      const fromUserId = await otherOf(byUserId, handle, NO_REQUEST);
      await onPair(byUserId, fromUserId, {
        type: "DeclineFriendRequest",
        byUserId,
        fromUserId,
      }).catch((error: unknown) => asNotFound(error, [NO_REQUEST]));
    },

    /** Ends the friendship with the student behind `handle`, for both. */
    async remove(byUserId: string, handle: string) {
      const otherUserId = await otherOf(byUserId, handle, NOT_FRIENDS);
      await onPair(byUserId, otherUserId, { type: "RemoveFriend", byUserId, otherUserId }).catch(
        (error: unknown) => asNotFound(error, [NOT_FRIENDS]),
      );
    },

    /** A new invite code for the student: drawn with a cryptographic random, on a stream that
     *  must not exist yet (a taken code is drawn again). */
    async generateInvite(ownerUserId: string): Promise<{ code: string; expiresAt: string }> {
      await requireUsername(ownerUserId);
      for (let attempt = 1; attempt <= GENERATE_ATTEMPTS; attempt++) {
        const code = drawInviteCode(alphabetRandom);
        try {
          const { events, position } = await handleCommand({
            store: deps.store,
            stream: inviteCodeStream(code),
            decider: inviteCodeDecider,
            parse: parseInvite,
            command: { type: "GenerateInviteCode", code, ownerUserId },
            context,
          });
          const generated = events[0];
          if (generated?.type !== "InviteCodeGenerated") break;
          // A reload right after shows it again (GET /api/friends/invite reads invite_codes).
          await settle(deps, position, ["friends"]);
          return { code: generated.data.code, expiresAt: generated.data.expiresAt };
        } catch (error) {
          if (refusedWith(error, CODE_TAKEN)) continue;
          throw error;
        }
      }
      throw new HttpError(503, GENERATE_FAILED);
    },

    /**
     * Uses a friend's invite code (as typed: normalised here). Codes that do not work — unknown
     * or malformed — count against the student and their address; past the limit every code is
     * refused with 429 for the rest of the window, even a right one.
     */
    async useInvite(userId: string, typed: string, address: string) {
      const keys = { account: `invite:${userId}`, address: `invite:${address}` };
      const wait = await throttledFor(deps.pool, keys, INVITE_GUESS_THROTTLE, now());
      if (wait > 0) throw new HttpError(429, tooManyInviteGuesses(Math.ceil(wait / 60_000)));
      await requireUsername(userId);
      const code = normalizeInviteCode(typed);
      try {
        if (code === null) throw new CommandRefused("not-found", INVALID_CODE);
        const { ownerUserId } = await redeem(userId, code);
        await befriendByInvite(ownerUserId, userId);
        const username = await readUsername(deps.pool, ownerUserId);
        if (username === null) throw new HttpError(404, INVALID_CODE);
        return { friend: { id: handleOf(userId, ownerUserId), username } };
      } catch (error) {
        if (refusedWith(error, INVALID_CODE)) await recordFailure(deps.pool, keys, now());
        if (refusedWith(error, EXPIRED_CODE)) throw new HttpError(410, EXPIRED_CODE);
        throw error;
      }
    },
  };
}

export type FriendsCommands = ReturnType<typeof createFriendsCommands>;
