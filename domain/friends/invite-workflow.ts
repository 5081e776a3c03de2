// Using a friend's invite code: a workflow over two streams. The code is redeemed first on its
// own stream (invite-<code>: its expected version decides a race between two students), then the
// pair is made friends on theirs (friendship-<lower>-<higher>), retried a few times. Should that
// second write still fail (a crash, the database gone), the code stays redeemed by this student
// and nobody else can use it; the student's retry finds it redeemed by them and completes the
// friendship instead of refusing, so no path leaves a used code without its friendship for good.
//
// Each step is pure: from what the streams answered to the next command to run (and on which
// stream), the end, or a refusal. The API runs the commands (api/friends/invite-use.ts).
import { CommandRefused, refusal } from "../decider.ts";
import { friendshipRefusals, type FriendshipCommand } from "./friendship/decide.ts";
import { friendshipStream } from "./friendship/events.ts";
import type { FriendshipState } from "./friendship/state.ts";
import { INVALID_CODE, inviteCodeRefusals, EXPIRED_CODE } from "./invite-code/decide.ts";
import type { InviteCodeCommand } from "./invite-code/decide.ts";
import { inviteCodeStream } from "./invite-code/events.ts";
import type { InviteCodeState } from "./invite-code/state.ts";

/** Attempts at the friendship write after the code is redeemed. */
export const ADD_FRIEND_ATTEMPTS = 3;
/** The wait before the next attempt at the friendship write: 100 ms, then 200 ms. */
export const befriendRetryDelayMs = (attempt: number) => 100 * attempt;

export const alreadyFriendsWith = (username: string) => `You're already friends with ${username}.`;

/** What using a code refuses beyond the two deciders' own refusals. */
export const inviteUseRefusals = {
  /** What the student typed cannot be a code: told as an unknown code is. */
  malformed: inviteCodeRefusals.invalid,
  /** The code's owner was erased: their codes died with them (a real code, not a guess). */
  ownerGone: refusal("not-found", "invite-owner-gone", INVALID_CODE),
  /** The code expired: it worked once and no longer does. */
  expired: refusal("gone", "invite-code-expired", EXPIRED_CODE),
  /** Friends already: the code stays unused for someone else. */
  alreadyFriendsWith: (username: string) =>
    refusal("conflict", "already-friends-with-owner", alreadyFriendsWith(username)),
} as const;

/** One student using one code (normalised; null when what they typed cannot be one). */
export type InviteUse = { userId: string; code: string | null };

export type RedeemStep = {
  type: "redeem";
  stream: string;
  command: Extract<InviteCodeCommand, { type: "RedeemInviteCode" }>;
  ownerUserId: string;
};
export type BefriendStep = {
  type: "befriend";
  stream: string;
  command: Extract<FriendshipCommand, { type: "AddFriendByInvite" }>;
  ownerUserId: string;
  /** 1 for the first attempt. */
  attempt: number;
  /** Wait this long before running it (0 for a first attempt). */
  delayMs: number;
};
/** The friendship is recorded (now, or by an earlier attempt). */
export type DoneStep = { type: "done"; ownerUserId: string };
/** The code is redeemed but the friendship could not be written: a retry of "use" completes it. */
export type AbandonStep = { type: "abandon"; ownerUserId: string; error: unknown };
export type InviteStep = RedeemStep | BefriendStep | DoneStep | AbandonStep;

/** What a command answered: appended (or nothing to append), refused, or failed otherwise. */
export type Outcome = { ok: true } | { ok: false; error: unknown };

/** The code's owner, once its stream is read; an unknown or malformed code is refused. */
export function inviteOwner(use: InviteUse, invite: InviteCodeState): string {
  if (use.code === null) throw new CommandRefused(inviteUseRefusals.malformed);
  if (invite.status === "none") throw new CommandRefused(inviteCodeRefusals.invalid);
  return invite.ownerUserId;
}

function befriend(use: InviteUse, ownerUserId: string, attempt: number): BefriendStep {
  return {
    type: "befriend",
    stream: friendshipStream(ownerUserId, use.userId),
    command: { type: "AddFriendByInvite", inviterUserId: ownerUserId, inviteeUserId: use.userId },
    ownerUserId,
    attempt,
    delayMs: attempt === 1 ? 0 : befriendRetryDelayMs(attempt - 1),
  };
}

/**
 * The first write, given the code's stream, the owner's username (null: erased) and the pair's
 * stream. A code this student has already redeemed (a retry, or a double submit racing itself)
 * is theirs to complete, not a refusal. Friends already are told so before anything is written.
 */
export function startInviteUse(
  use: InviteUse,
  facts: { invite: InviteCodeState; ownerUsername: string | null; pair: FriendshipState },
): RedeemStep | BefriendStep {
  const ownerUserId = inviteOwner(use, facts.invite);
  const code = use.code!;
  if (facts.invite.status === "redeemed" && facts.invite.redeemedByUserId === use.userId) {
    return befriend(use, ownerUserId, 1);
  }
  // One's own code is the invite decider's to refuse.
  if (ownerUserId !== use.userId) {
    if (facts.ownerUsername === null) throw new CommandRefused(inviteUseRefusals.ownerGone);
    if (facts.pair.status === "friends") {
      throw new CommandRefused(inviteUseRefusals.alreadyFriendsWith(facts.ownerUsername));
    }
  }
  return {
    type: "redeem",
    stream: inviteCodeStream(code),
    command: { type: "RedeemInviteCode", code, byUserId: use.userId },
    ownerUserId,
  };
}

/**
 * After the redeem: on to the friendship. Refused as used, but by this very student (their
 * double submit won the race with itself: `invite` is the code's stream read again), it is
 * theirs to complete; an expired code is gone; any other refusal stands.
 */
export function afterRedeem(
  use: InviteUse,
  step: RedeemStep,
  outcome: Outcome,
  invite: InviteCodeState,
): BefriendStep {
  if (outcome.ok) return befriend(use, step.ownerUserId, 1);
  const { error } = outcome;
  if (
    CommandRefused.is(error, inviteCodeRefusals.used) &&
    invite.status === "redeemed" &&
    invite.redeemedByUserId === use.userId
  ) {
    return befriend(use, step.ownerUserId, 1);
  }
  if (CommandRefused.is(error, inviteCodeRefusals.expired)) {
    throw new CommandRefused(inviteUseRefusals.expired);
  }
  throw error;
}

/**
 * After a friendship write: done (friends already counts: an earlier attempt succeeded), another
 * attempt after a failure that was not a refusal, or, past the attempts or on a refusal, abandon
 * with the code redeemed.
 */
export function afterBefriend(
  use: InviteUse,
  step: BefriendStep,
  outcome: Outcome,
): BefriendStep | DoneStep | AbandonStep {
  if (outcome.ok) return { type: "done", ownerUserId: step.ownerUserId };
  const { error } = outcome;
  if (CommandRefused.is(error, friendshipRefusals.alreadyFriends)) {
    return { type: "done", ownerUserId: step.ownerUserId };
  }
  if (error instanceof CommandRefused || step.attempt >= ADD_FRIEND_ATTEMPTS) {
    return { type: "abandon", ownerUserId: step.ownerUserId, error };
  }
  return befriend(use, step.ownerUserId, step.attempt + 1);
}
