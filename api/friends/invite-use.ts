// Runs the invite workflow (domain/friends/invite-workflow.ts) against the event store: reads what
// its first step needs, runs each command it answers on its stream through handleCommand, and
// hands the workflow what each stream answered until it is done, refuses or abandons. The
// decisions (which command, the retry, "redeemed by me already") are the workflow's.
import { friendshipDecider } from "../../domain/friends/friendship/decider.ts";
import { friendshipStream, parseFriendshipEvent } from "../../domain/friends/friendship/events.ts";
import { initialFriendshipState } from "../../domain/friends/friendship/state.ts";
import { inviteCodeDecider } from "../../domain/friends/invite-code/decider.ts";
import { inviteCodeStream, parseInviteCodeEvent } from "../../domain/friends/invite-code/events.ts";
import { initialInviteCodeState } from "../../domain/friends/invite-code/state.ts";
import {
  afterBefriend,
  afterRedeem,
  inviteOwner,
  startInviteUse,
  type InviteStep,
  type InviteUse,
  type Outcome,
} from "../../domain/friends/invite-workflow.ts";
import type { EventStore, Position, StoredEvent } from "../../eventstore/port.ts";
import { handleCommand, loadStream } from "../commands.ts";

export type InviteUseDeps = {
  store: EventStore;
  now: () => Date;
  /** The owner's username; null when they were erased. */
  ownerUsername: (userId: string) => Promise<string | null>;
  log: { error(fields: Record<string, unknown>, message: string): void };
  sleep?: (ms: number) => Promise<void>;
};

const parseFriendship = (e: StoredEvent) => parseFriendshipEvent(e.type, e.data);
const parseInvite = (e: StoredEvent) => parseInviteCodeEvent(e.type, e.data);
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What a command answered, as the workflow reads it. */
async function outcomeOf(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    await run();
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * Uses the code for the student: the owner's id and the position of the friendship's event (null
 * when an earlier attempt had recorded it), or the refusal; an abandoned use is logged and throws
 * the last error (the code stays redeemed by this student, and their retry completes it).
 */
export async function runInviteUse(
  deps: InviteUseDeps,
  use: InviteUse,
): Promise<{ ownerUserId: string; position: Position | null }> {
  const { store } = deps;
  const sleep = deps.sleep ?? pause;
  const context = async () => ({ now: deps.now() });
  const readInvite = async (code: string) =>
    (await loadStream(store, inviteCodeStream(code), inviteCodeDecider, parseInvite)).state;

  const invite = use.code === null ? initialInviteCodeState : await readInvite(use.code);
  const ownerUserId = inviteOwner(use, invite);
  const self = ownerUserId === use.userId;
  const ownerUsername = self ? null : await deps.ownerUsername(ownerUserId);
  const pair = self
    ? initialFriendshipState
    : (
        await loadStream(
          store,
          friendshipStream(use.userId, ownerUserId),
          friendshipDecider,
          parseFriendship,
        )
      ).state;

  let step: InviteStep = startInviteUse(use, { invite, ownerUsername, pair });
  let position: Position | null = null;
  if (step.type === "redeem") {
    const redeem = step;
    const outcome = await outcomeOf(() =>
      handleCommand({
        store,
        stream: redeem.stream,
        decider: inviteCodeDecider,
        parse: parseInvite,
        command: redeem.command,
        context,
      }),
    );
    const after = outcome.ok ? invite : await readInvite(redeem.command.code);
    step = afterRedeem(use, redeem, outcome, after);
  }
  while (step.type === "befriend") {
    const befriend = step;
    if (befriend.delayMs > 0) await sleep(befriend.delayMs);
    const outcome = await outcomeOf(async () => {
      const result = await handleCommand({
        store,
        stream: befriend.stream,
        decider: friendshipDecider,
        parse: parseFriendship,
        command: befriend.command,
        context,
      });
      position = result.position;
    });
    step = afterBefriend(use, befriend, outcome);
  }
  if (step.type === "abandon") {
    deps.log.error(
      { err: step.error, inviterUserId: step.ownerUserId, inviteeUserId: use.userId },
      "invite code redeemed but the friendship was not recorded",
    );
    throw step.error;
  }
  return { ownerUserId: step.ownerUserId, position };
}
