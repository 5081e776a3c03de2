// Invite codes (stream invite-<code>): a student generates a code, a friend redeems it once, and
// the two are friends at once (FriendAddedByInvite on their friendship stream follows). The
// stream's expected version makes one of two students redeeming the same code at the same moment
// win; the other is told the code was used.
//
// A code is INVITE_CODE_LENGTH characters from an alphabet without look-alikes (no 0/O, 1/I/L):
// 31^10 ≈ 2^49.5 codes, so a guess has about one chance in 10^15 (the API throttles guessing per
// account and address as well). Codes expire INVITE_CODE_TTL_DAYS after they are generated.
import { z } from "zod";
import { assertNever, CommandRefused, type Decider } from "../decider.ts";
import { eventCodec, streamName, type EventOf } from "../events.ts";

/** Upper-case letters and digits a reader cannot confuse: no 0, O, 1, I or L. */
export const INVITE_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
/** 10 characters of 31: log2(31^10) ≈ 49.5 bits, above the 40 bits asked for. */
export const INVITE_CODE_LENGTH = 10;
/** A code works for a week (long enough to pass on at school, short enough to go stale). */
export const INVITE_CODE_TTL_DAYS = 7;
const DAY_MS = 86_400_000;

export const INVALID_CODE =
  "That invite code isn't valid. Check it with your friend and try again.";
export const OWN_CODE = "That's your own invite code: send it to a friend to use.";
export const USED_CODE = "That invite code has already been used. Ask your friend for a new one.";
export const EXPIRED_CODE = `That invite code has expired (codes work for ${INVITE_CODE_TTL_DAYS} days). Ask your friend for a new one.`;
/** The drawn code is already taken (about one draw in 10^15): draw another. */
export const CODE_TAKEN = "That invite code is already taken.";

const codeSchema = z
  .string()
  .length(INVITE_CODE_LENGTH)
  .regex(new RegExp(`^[${INVITE_CODE_ALPHABET}]+$`), "must be an invite code");
const userId = z.uuid();

export const inviteCodeEventSchemas = {
  InviteCodeGenerated: z.object({
    code: codeSchema,
    ownerUserId: userId,
    generatedAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
  }),
  InviteCodeRedeemed: z.object({
    code: codeSchema,
    ownerUserId: userId,
    redeemedByUserId: userId,
    redeemedAt: z.iso.datetime(),
  }),
} as const;

const inviteCodeEvents = eventCodec("invite code", inviteCodeEventSchemas);
export type InviteCodeEvent = EventOf<typeof inviteCodeEventSchemas>;
export const parseInviteCodeEvent = inviteCodeEvents.parse;
export const inviteCodeStream = streamName("invite");

/** A new code drawn from `random` (the API passes a cryptographic source). */
export function drawInviteCode(random: () => number): string {
  let code = "";
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) {
    code += INVITE_CODE_ALPHABET[Math.floor(random() * INVITE_CODE_ALPHABET.length)];
  }
  return code;
}

/** What a student typed, as a code: trimmed and upper-cased, or null when it cannot be one. */
export function normalizeInviteCode(typed: string): string | null {
  const code = typed.trim().toUpperCase();
  return codeSchema.safeParse(code).success ? code : null;
}

/** One of a student's codes as the read model keeps it (table invite_codes). */
export type OwnInviteCode = {
  code: string;
  generatedAt: string;
  expiresAt: string;
  /** When a friend used it; null while unused. */
  redeemedAt: string | null;
};

/**
 * The code a student can still hand out, shown again after a reload: their newest code that is
 * unused and not yet expired at `now` (a code works until the instant it expires, as
 * RedeemInviteCode decides), or null.
 */
export function currentInviteCode(
  codes: readonly OwnInviteCode[],
  now: Date,
): { code: string; expiresAt: string } | null {
  const open = codes
    .filter((c) => c.redeemedAt === null && now.getTime() < Date.parse(c.expiresAt))
    .toSorted((a, b) => Date.parse(b.generatedAt) - Date.parse(a.generatedAt));
  const newest = open[0];
  return newest ? { code: newest.code, expiresAt: newest.expiresAt } : null;
}

export type InviteCodeState =
  | { status: "none" }
  | { status: "open"; ownerUserId: string; expiresAt: string }
  | { status: "redeemed"; ownerUserId: string };

export type InviteCodeCommand =
  | { type: "GenerateInviteCode"; code: string; ownerUserId: string }
  | { type: "RedeemInviteCode"; code: string; byUserId: string };

export type InviteCodeContext = { now: Date };

export const inviteCodeDecider: Decider<
  InviteCodeCommand,
  InviteCodeEvent,
  InviteCodeState,
  InviteCodeContext
> = {
  initialState: { status: "none" },

  evolve(state, event) {
    switch (event.type) {
      case "InviteCodeGenerated":
        return {
          status: "open",
          ownerUserId: event.data.ownerUserId,
          expiresAt: event.data.expiresAt,
        };
      case "InviteCodeRedeemed":
        return { status: "redeemed", ownerUserId: event.data.ownerUserId };
      default:
        return assertNever(event);
    }
  },

  decide(command, state, { now }) {
    switch (command.type) {
      case "GenerateInviteCode": {
        if (state.status !== "none") throw new CommandRefused("conflict", CODE_TAKEN);
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
      case "RedeemInviteCode": {
        if (state.status === "none") throw new CommandRefused("not-found", INVALID_CODE);
        if (state.ownerUserId === command.byUserId) throw new CommandRefused("invalid", OWN_CODE);
        if (state.status === "redeemed") throw new CommandRefused("conflict", USED_CODE);
        if (now.getTime() >= Date.parse(state.expiresAt)) {
          throw new CommandRefused("conflict", EXPIRED_CODE);
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
      default:
        return assertNever(command);
    }
  },
};
