// Kid-safety of usernames, the part the domain enforces at run time. The words need no run-time
// check: they come only from the curated lists, and safety.test.ts runs a maintained profanity
// filter (obscenity, a dev dependency, since domain/ may import only zod and date-fns) over every
// word, every adjective + animal pair and every number. What remains is the number: a few
// 3-digit suffixes read as something no student should be handed, so they are never drawn and
// never accepted.

/**
 * Numbers a username never ends in. Padding to 3 digits makes two-digit codes look like
 * themselves ("069" reads as 69), so those are blocked in their padded form.
 */
export const BLOCKED_SUFFIXES: ReadonlySet<number> = new Set([
  14, // "14 words", a white-supremacist slogan (ADL hate-symbol list)
  69, // the sex position
  88, // "Heil Hitler" (H is the 8th letter), neo-Nazi code (ADL hate-symbol list)
  420, // cannabis; also Hitler's birthday
  455, // leetspeak "ASS" (flagged by the filter)
  664, // leetspeak "GGA": after an animal ending in n it spells a racial slur (flagged)
  666, // the "number of the beast"
  717, // leetspeak "TIT" (flagged by the filter)
]);

/** Whether a username number (0 to 999) is blocked. */
export function isBlockedSuffix(suffix: number): boolean {
  return BLOCKED_SUFFIXES.has(suffix);
}

/** Every number a username may end in, ascending: 0 to 999 without the blocked ones. */
export const ALLOWED_SUFFIXES: readonly number[] = Array.from({ length: 1000 }, (_, n) => n).filter(
  (n) => !isBlockedSuffix(n),
);

const TRAILING_NUMBER = /(\d{3})$/;

/**
 * The built-in denylist: false when the text ends in a blocked number. It judges only the
 * number; whether the text is a well-formed username from the lists is `parseUsername`'s
 * question, and `usernameSchema` asks both.
 */
export function isSafeUsername(text: string): boolean {
  const digits = TRAILING_NUMBER.exec(text)?.[1];
  return digits === undefined || !isBlockedSuffix(Number(digits));
}
