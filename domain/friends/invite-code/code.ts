// What an invite code is: INVITE_CODE_LENGTH characters from an alphabet without look-alikes
// (no 0/O, 1/I/L): 31^10 ≈ 2^49.5 codes, so a guess has about one chance in 10^15 (the API
// throttles guessing per account and address as well). Codes expire INVITE_CODE_TTL_DAYS after
// they are generated. Drawing one, reading what a student typed as one, and the one a student
// can still hand out.
import { z } from "zod";

/** Upper-case letters and digits a reader cannot confuse: no 0, O, 1, I or L. */
export const INVITE_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
/** 10 characters of 31: log2(31^10) ≈ 49.5 bits, above the 40 bits asked for. */
export const INVITE_CODE_LENGTH = 10;
/** A code works for a week (long enough to pass on at school, short enough to go stale). */
export const INVITE_CODE_TTL_DAYS = 7;

export const codeSchema = z
  .string()
  .length(INVITE_CODE_LENGTH)
  .regex(new RegExp(`^[${INVITE_CODE_ALPHABET}]+$`), "must be an invite code");

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
