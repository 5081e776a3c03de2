// Usernames: an adjective, an animal and a 3-digit number padded with zeros, e.g. "BraveOtter042"
// (spec §5, "Custom username"). They are built only from the curated lists, so a username holds
// no personal information and no word a student typed. Randomness is passed in (the domain has
// none of its own), so generation is reproducible in tests. The request schemas are in
// username-schema.ts, so the browser can compose usernames without loading zod.
import { ALLOWED_SUFFIXES, isBlockedSuffix } from "./safety.ts";
import { ADJECTIVES, ANIMALS, type Adjective, type Animal } from "./words.ts";

const SUFFIX_DIGITS = 3;
const MAX_SUFFIX = 999;
const MAX_WORD_LENGTH = 9;
/** The longest username: two 9-letter words and the number. */
export const USERNAME_MAX_LENGTH = 2 * MAX_WORD_LENGTH + SUFFIX_DIGITS;
const USERNAME_EXAMPLE = "BraveOtter042";

/**
 * The shape of a username: two capitalised words of 3 to 9 letters, then 3 digits. Each list
 * word has a capital only at its start, so the split between the words is where the second
 * capital is. The shape alone does not make a username: the words must be on the lists.
 */
export const USERNAME_PATTERN = /^([A-Z][a-z]{2,8})([A-Z][a-z]{2,8})([0-9]{3})$/;

/** The message for anything that is not a username (the API prefixes the field name). */
export const USERNAME_MESSAGE = `must be an adjective and an animal from the lists, then 3 digits, like ${USERNAME_EXAMPLE}`;
export const BLOCKED_SUFFIX_MESSAGE =
  "ends in a number that is not allowed in usernames; pick another number";

export type UsernameParts = { adjective: Adjective; animal: Animal; suffix: number };

const adjectiveSet: ReadonlySet<string> = new Set(ADJECTIVES);
const animalSet: ReadonlySet<string> = new Set(ANIMALS);

export function isAdjective(word: string): word is Adjective {
  return adjectiveSet.has(word);
}

export function isAnimal(word: string): word is Animal {
  return animalSet.has(word);
}

/** The number as it appears in a username: 0 → "000", 42 → "042". */
export function formatSuffix(suffix: number): string {
  if (!Number.isInteger(suffix) || suffix < 0 || suffix > MAX_SUFFIX) {
    throw new RangeError(`suffix: must be a whole number from 0 to ${MAX_SUFFIX}, got ${suffix}`);
  }
  return String(suffix).padStart(SUFFIX_DIGITS, "0");
}

/**
 * Builds a username. Throws a RangeError for a word that is not on its list (callers holding
 * plain strings validate them first), a number outside 0–999 or a blocked number, so every
 * username the domain builds is one it would accept.
 */
export function composeUsername(adjective: Adjective, animal: Animal, suffix: number): string {
  if (!isAdjective(adjective)) throw new RangeError(`adjective: "${adjective}" is not on the list`);
  if (!isAnimal(animal)) throw new RangeError(`animal: "${animal}" is not on the list`);
  const digits = formatSuffix(suffix);
  if (isBlockedSuffix(suffix)) throw new RangeError(`suffix: ${digits} is a blocked number`);
  return `${adjective}${animal}${digits}`;
}

/**
 * Splits a username into its parts, or null when it is not one: both words must be list words
 * exactly as listed (case-sensitive) and the number exactly 3 digits. Parsing is structural: a
 * blocked number still parses (so an old username can be read); `usernameSchema` refuses it.
 */
export function parseUsername(text: string): UsernameParts | null {
  if (text.length > USERNAME_MAX_LENGTH) return null;
  const match = USERNAME_PATTERN.exec(text);
  if (match === null) return null;
  const [, adjective = "", animal = "", digits = ""] = match;
  if (!isAdjective(adjective) || !isAnimal(animal)) return null;
  return { adjective, animal, suffix: Number(digits) };
}

/** Draws an index in [0, length) from one call of `random`, which must answer in [0, 1). */
function draw(random: () => number, length: number): number {
  const r = random();
  if (!(r >= 0 && r < 1)) {
    throw new RangeError(
      `random: must return a number from 0 (inclusive) to 1 (exclusive), got ${r}`,
    );
  }
  return Math.floor(r * length);
}

function pick<T>(list: readonly T[], random: () => number): T {
  const item = list[draw(random, list.length)];
  if (item === undefined) throw new RangeError("pick: empty list");
  return item;
}

/**
 * A random number for a username, uniform over the allowed numbers. Blocked numbers are not
 * retried: the draw is over the allowed list itself, so one call of `random` always suffices.
 */
export function randomSuffix(random: () => number): number {
  return pick(ALLOWED_SUFFIXES, random);
}

/**
 * A random username: uniform adjective, uniform animal, uniform allowed number, drawn in that
 * order with three calls of `random` (e.g. Math.random, or a seeded generator in tests).
 */
export function generateUsername(random: () => number): string {
  const adjective = pick(ADJECTIVES, random);
  const animal = pick(ANIMALS, random);
  return composeUsername(adjective, animal, randomSuffix(random));
}
