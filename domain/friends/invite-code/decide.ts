// One decision per invite code command (stream invite-<code>): a student generates a code, a
// friend redeems it once, and the two are friends at once (FriendAddedByInvite on their
// friendship stream follows: ../invite-workflow.ts). The stream's expected version makes one of
// two students redeeming the same code at the same moment win; the other is told the code was
// used.
import { CommandRefused, refusal } from "../../decider.ts";
import { INVITE_CODE_TTL_DAYS } from "./code.ts";
import type { InviteCodeEvent } from "./events.ts";
import type { InviteCodeState } from "./state.ts";

const DAY_MS = 86_400_000;

export const INVALID_CODE =
  "That invite code isn't valid. Check it with your friend and try again.";
export const OWN_CODE = "That's your own invite code: send it to a friend to use.";
export const USED_CODE = "That invite code has already been used. Ask your friend for a new one.";
export const EXPIRED_CODE = `That invite code has expired (codes work for ${INVITE_CODE_TTL_DAYS} days). Ask your friend for a new one.`;
/** The drawn code is already taken (about one draw in 10^15): draw another. */
export const CODE_TAKEN = "That invite code is already taken.";

/** What the invite code commands refuse, each with its stable code. */
export const inviteCodeRefusals = {
  invalid: refusal("not-found", "invalid-code", INVALID_CODE),
  own: refusal("invalid", "own-code", OWN_CODE),
  used: refusal("conflict", "used-code", USED_CODE),
  expired: refusal("conflict", "expired-code", EXPIRED_CODE),
  taken: refusal("conflict", "code-taken", CODE_TAKEN),
} as const;

export type InviteCodeCommand =
  | { type: "GenerateInviteCode"; code: string; ownerUserId: string }
  | { type: "RedeemInviteCode"; code: string; byUserId: string };

export type InviteCodeContext = { now: Date };

type Command<T extends InviteCodeCommand["type"]> = Extract<InviteCodeCommand, { type: T }>;

export function generateInviteCode(
  command: Command<"GenerateInviteCode">,
  state: InviteCodeState,
  { now }: InviteCodeContext,
): InviteCodeEvent[] {
  if (state.status !== "none") throw new CommandRefused(inviteCodeRefusals.taken);
  return [
    {
      type: "InviteCodeGenerated",
      data: {
        code: command.code,
        ownerUserId: command.ownerUserId,
        generatedAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + INVITE_CODE_TTL_DAYS * DAY_MS).toISOString(),
      },
    },
  ];
}

export function redeemInviteCode(
  command: Command<"RedeemInviteCode">,
  state: InviteCodeState,
  { now }: InviteCodeContext,
): InviteCodeEvent[] {
  if (state.status === "none") throw new CommandRefused(inviteCodeRefusals.invalid);
  if (state.ownerUserId === command.byUserId) throw new CommandRefused(inviteCodeRefusals.own);
  if (state.status === "redeemed") throw new CommandRefused(inviteCodeRefusals.used);
  if (now.getTime() >= Date.parse(state.expiresAt)) {
    throw new CommandRefused(inviteCodeRefusals.expired);
  }
  return [
    {
      type: "InviteCodeRedeemed",
      data: {
        code: command.code,
        ownerUserId: state.ownerUserId,
        redeemedByUserId: command.byUserId,
        redeemedAt: now.toISOString(),
      },
    },
  ];
}
