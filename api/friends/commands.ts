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
// Using a code writes two streams (the code's, then the pair's): the workflow
// domain/friends/invite-workflow.ts decides each step, api/friends/invite-use.ts runs it.
// Business rules refuse with a code (domain/decider.ts Refusal), which api/plugins/errors.ts
// answers by its kind; only the guessing throttle's 429 and "no code could be drawn" are HTTP
// errors of their own.
import { randomInt } from "node:crypto";
import { CommandRefused, type Refusal } from "../../domain/decider.ts";
import {
  friendshipRefusals,
  friendsRefusals,
  type FriendshipCommand,
} from "../../domain/friends/friendship/decide.ts";
import { friendshipDecider } from "../../domain/friends/friendship/decider.ts";
import { friendshipStream, parseFriendshipEvent } from "../../domain/friends/friendship/events.ts";
import {
  drawInviteCode,
  INVITE_CODE_ALPHABET,
  normalizeInviteCode,
} from "../../domain/friends/invite-code/code.ts";
import { inviteCodeRefusals } from "../../domain/friends/invite-code/decide.ts";
import { inviteCodeDecider } from "../../domain/friends/invite-code/decider.ts";
import { inviteCodeStream, parseInviteCodeEvent } from "../../domain/friends/invite-code/events.ts";
import { inviteUseRefusals } from "../../domain/friends/invite-workflow.ts";
import type { StoredEvent } from "../../eventstore/port.ts";
import { handleCommand } from "../commands.ts";
import type { ApiDeps } from "../deps.ts";
import { recordFailure, throttledFor, type ThrottleLimits } from "../throttle.ts";
import { HttpError } from "../plugins/errors.ts";
import { settle } from "../read-your-writes.ts";
import { friendHandle, resolveHandle } from "./handles.ts";
import { runInviteUse } from "./invite-use.ts";
import { findStudentByUsername, readPairedStudents, readUsername } from "./queries.ts";

/**
 * Invite codes that did not work (unknown or malformed), per 15 minutes, before 429: 10 per
 * account (a typo or two, not a search), 100 per address (a school's students share one).
 */
export const INVITE_GUESS_THROTTLE: ThrottleLimits = { perAccount: 10, perAddress: 100 };
/** Codes drawn before giving up when each is taken (one draw in 10^15 is). */
const GENERATE_ATTEMPTS = 5;
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

/** A refusal of the pair's decider that leaves the student nothing to act on, answered as the
 *  404 `instead` (the decider calls it a conflict: the pair's state is not the one needed). */
const nothingThere =
  (refused: Refusal, instead: Refusal) =>
  (error: unknown): never => {
    if (CommandRefused.is(error, refused)) throw new CommandRefused(instead);
    throw error;
  };

export function createFriendsCommands(deps: ApiDeps) {
  const { now } = deps;
  const context = async () => ({ now: now() });
  const handleOf = (viewerId: string, otherId: string) =>
    friendHandle(deps.keys.friendHandle, viewerId, otherId);

  /**
   * The account id behind a handle the student sent, among their own pairs; otherwise the 404
   * the command would give for a pair with nothing to act on (`missing`).
   */
  async function otherOf(viewerId: string, handle: string, missing: Refusal): Promise<string> {
    const paired = await readPairedStudents(deps.pool, viewerId);
    const other = resolveHandle(deps.keys.friendHandle, viewerId, handle, paired);
    if (other === null) throw new CommandRefused(missing);
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
    if (username === null) throw new CommandRefused(friendsRefusals.usernameRequired);
    return username;
  }

  return {
    /** Asks the student with this username to be friends; their own request the other way
     *  makes this an Accept (status "friends"). */
    async sendRequest(fromUserId: string, username: string) {
      await requireUsername(fromUserId);
      const other = await findStudentByUsername(deps.pool, username);
      if (!other) throw new CommandRefused(friendsRefusals.noSuchUsername(username));
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
      const fromUserId = await otherOf(byUserId, handle, friendsRefusals.noSuchRequest);
      await onPair(byUserId, fromUserId, {
        type: "AcceptFriendRequest",
        byUserId,
        fromUserId,
      }).catch(nothingThere(friendshipRefusals.noRequest, friendsRefusals.noSuchRequest));
    },

    /** Declines the request of the student behind `handle`. */
    async decline(byUserId: string, handle: string) {
      const fromUserId = await otherOf(byUserId, handle, friendsRefusals.noSuchRequest);
      await onPair(byUserId, fromUserId, {
        type: "DeclineFriendRequest",
        byUserId,
        fromUserId,
      }).catch(nothingThere(friendshipRefusals.noRequest, friendsRefusals.noSuchRequest));
    },

    /** Ends the friendship with the student behind `handle`, for both. */
    async remove(byUserId: string, handle: string) {
      const otherUserId = await otherOf(byUserId, handle, friendsRefusals.noSuchFriend);
      await onPair(byUserId, otherUserId, { type: "RemoveFriend", byUserId, otherUserId }).catch(
        nothingThere(friendshipRefusals.notFriends, friendsRefusals.noSuchFriend),
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
          if (CommandRefused.is(error, inviteCodeRefusals.taken)) continue;
          throw error;
        }
      }
      throw new HttpError(503, GENERATE_FAILED);
    },

    /**
     * Uses a friend's invite code (as typed: normalised here) through the invite workflow. Codes
     * that do not work — unknown or malformed — count against the student and their address;
     * past the limit every code is refused with 429 for the rest of the window, even a right one.
     */
    async useInvite(userId: string, typed: string, address: string) {
      const keys = { account: `invite:${userId}`, address: `invite:${address}` };
      const wait = await throttledFor(deps.pool, keys, INVITE_GUESS_THROTTLE, now());
      if (wait > 0) throw new HttpError(429, tooManyInviteGuesses(Math.ceil(wait / 60_000)));
      await requireUsername(userId);
      try {
        const { ownerUserId, position } = await runInviteUse(
          {
            store: deps.store,
            now,
            ownerUsername: (id) => readUsername(deps.pool, id),
            log: deps.log,
          },
          { userId, code: normalizeInviteCode(typed) },
        );
        await settle(deps, position, ["friends"]);
        const username = await readUsername(deps.pool, ownerUserId);
        if (username === null) throw new CommandRefused(inviteUseRefusals.ownerGone);
        return { friend: { id: handleOf(userId, ownerUserId), username } };
      } catch (error) {
        if (CommandRefused.is(error, inviteCodeRefusals.invalid)) {
          await recordFailure(deps.pool, keys, now());
        }
        throw error;
      }
    },
  };
}

export type FriendsCommands = ReturnType<typeof createFriendsCommands>;
