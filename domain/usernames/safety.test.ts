// The profanity proof for usernames: a maintained filter (obscenity's English preset, a dev
// dependency; domain/ itself may not import it) finds nothing in any word, any adjective + animal
// pair (joined as shown, and spaced as a reader splits camel case), any allowed number, or any
// animal followed by any allowed number (leetspeak digits can finish a word: "Bison" + "664").
// A match that spans all three parts would have to contain a whole animal; full usernames are
// checked here with the numbers that decode to single letters, and the whole product (every
// pair × every allowed number, ~14.3 million strings, minutes of CPU) runs with
// USERNAME_SAFETY_FULL=1. When the filter flags something, remove the word from words.ts (or
// block the number in safety.ts); never add an exception here.
import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from "obscenity";
import { describe, expect, it } from "vitest";
import { ALLOWED_SUFFIXES, BLOCKED_SUFFIXES, isBlockedSuffix, isSafeUsername } from "./safety.ts";
import { composeUsername, formatSuffix, generateUsername } from "./username.ts";
import { ADJECTIVES, ANIMALS } from "./words.ts";

const matcher = new RegExpMatcher({
  ...englishDataset.build(),
  ...englishRecommendedTransformers,
});

/** Every text the filter flags (the first 50, so a failure names what to remove). */
function flagged(texts: Iterable<string>): string[] {
  const found: string[] = [];
  for (const text of texts) {
    if (matcher.hasMatch(text)) found.push(text);
    if (found.length === 50) break;
  }
  return found;
}

function* pairs(separator: string): Generator<string> {
  for (const adjective of ADJECTIVES) {
    for (const animal of ANIMALS) yield `${adjective}${separator}${animal}`;
  }
}

const allowedDigits = ALLOWED_SUFFIXES.map(formatSuffix);

describe("the profanity filter over the username space", () => {
  it("is the filter we think it is (it flags a rude word inside a camel-case username)", () => {
    expect(matcher.hasMatch("Brave Tit 042")).toBe(true);
    expect(matcher.hasMatch("BraveOtter455")).toBe(false); // leet "ass" only at a word start
    expect(matcher.hasMatch("455")).toBe(true);
  });

  it("finds nothing in any word on its own", () => {
    expect(flagged([...ADJECTIVES, ...ANIMALS])).toEqual([]);
  });

  it("finds nothing in any allowed number on its own, and the flagged ones are blocked", () => {
    expect(flagged(allowedDigits)).toEqual([]);
    const every = Array.from({ length: 1000 }, (_, n) => formatSuffix(n));
    for (const digits of flagged(every)) expect(isBlockedSuffix(Number(digits))).toBe(true);
  });

  it("finds nothing in any adjective + animal pair, joined or spaced", () => {
    expect(flagged(pairs(""))).toEqual([]);
    expect(flagged(pairs(" "))).toEqual([]);
  });

  it("finds nothing in any animal followed by any allowed number", () => {
    function* animalNumbers(): Generator<string> {
      for (const animal of ANIMALS) for (const digits of allowedDigits) yield animal + digits;
    }
    expect(flagged(animalNumbers())).toEqual([]);
  });

  it("finds nothing in any full username whose number reads as a letter", () => {
    // After leetspeak and collapsing repeats, 000 is "o", 111 "i", 222 "z", 333 "e", 444 "a",
    // 555 "s", 777 "t" (666, "g", is blocked): each pair with a letter a word could end in.
    const letterNumbers = [0, 111, 222, 333, 444, 555, 777];
    function* usernames(): Generator<string> {
      for (const adjective of ADJECTIVES) {
        for (const animal of ANIMALS) {
          for (const n of letterNumbers) yield composeUsername(adjective, animal, n);
        }
      }
    }
    expect(flagged(usernames())).toEqual([]);
  });

  it.runIf(process.env.USERNAME_SAFETY_FULL === "1")(
    "finds nothing in any full username (every pair × every allowed number)",
    { timeout: 3_600_000 },
    () => {
      function* usernames(): Generator<string> {
        for (const pair of pairs("")) for (const digits of allowedDigits) yield pair + digits;
      }
      expect(flagged(usernames())).toEqual([]);
    },
  );
});

describe("blocked numbers", () => {
  it("are 3-digit numbers and missing from the allowed list", () => {
    for (const n of BLOCKED_SUFFIXES) {
      expect(Number.isInteger(n) && n >= 0 && n <= 999).toBe(true);
      expect(ALLOWED_SUFFIXES).not.toContain(n);
    }
    expect(ALLOWED_SUFFIXES).toHaveLength(1000 - BLOCKED_SUFFIXES.size);
  });

  it("make isSafeUsername false, padded as in a username", () => {
    expect(isSafeUsername("BraveOtter069")).toBe(false);
    expect(isSafeUsername("BraveOtter088")).toBe(false);
    expect(isSafeUsername("BraveOtter666")).toBe(false);
    for (const n of BLOCKED_SUFFIXES)
      expect(isSafeUsername(`CalmPanda${formatSuffix(n)}`)).toBe(false);
    expect(isSafeUsername("BraveOtter042")).toBe(true);
    expect(isSafeUsername("BraveOtter690")).toBe(true);
  });

  it("are never composed or generated", () => {
    for (const n of BLOCKED_SUFFIXES) {
      expect(() => composeUsername("Brave", "Otter", n)).toThrow(RangeError);
    }
    // A random source that always points at a blocked number still yields an allowed one.
    for (const n of BLOCKED_SUFFIXES) {
      const username = generateUsername(() => n / 1000);
      expect(isSafeUsername(username)).toBe(true);
    }
  });
});
