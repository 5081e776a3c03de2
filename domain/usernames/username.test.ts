// Usernames: composition and padding, parsing (list words only, exact case, exactly 3 digits),
// the request schema's messages, generation from an injected random source, and the shape of
// the word lists themselves.
import { describe, expect, it } from "vitest";
import { ALLOWED_SUFFIXES, isBlockedSuffix } from "./safety.ts";
import {
  BLOCKED_SUFFIX_MESSAGE,
  USERNAME_MAX_LENGTH,
  USERNAME_MESSAGE,
  USERNAME_PATTERN,
  composeUsername,
  formatSuffix,
  generateUsername,
  parseUsername,
  randomSuffix,
} from "./username.ts";
import { adjectiveSchema, animalSchema, usernameSchema } from "./username-schema.ts";
import { ADJECTIVES, ANIMALS, USERNAME_OPTIONS, type Adjective, type Animal } from "./words.ts";

/** mulberry32: a small seeded generator, so the sampling tests are repeatable. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("the word lists", () => {
  for (const [name, list] of [
    ["adjectives", ADJECTIVES],
    ["animals", ANIMALS],
  ] as const) {
    it(`${name}: about 120 words, sorted, unique, capitalised letters, 3 to 9 long`, () => {
      expect(list.length).toBeGreaterThanOrEqual(100);
      expect([...list]).toEqual([...list].sort());
      expect(new Set(list).size).toBe(list.length);
      for (const word of list) expect(word).toMatch(/^[A-Z][a-z]{2,8}$/);
    });
  }

  it("share no word, so a username splits one way only", () => {
    const animals = new Set<string>(ANIMALS);
    expect(ADJECTIVES.filter((word) => animals.has(word))).toEqual([]);
  });

  it("are what the options route answers", () => {
    expect(USERNAME_OPTIONS).toEqual({ adjectives: ADJECTIVES, animals: ANIMALS });
  });

  it("fit the pattern and the maximum length", () => {
    for (const word of [...ADJECTIVES, ...ANIMALS])
      expect(`${word}Otter000`).toMatch(USERNAME_PATTERN);
    const longest = (list: readonly string[]) => Math.max(...list.map((w) => w.length));
    expect(longest(ADJECTIVES) + longest(ANIMALS) + 3).toBeLessThanOrEqual(USERNAME_MAX_LENGTH);
    expect(USERNAME_MAX_LENGTH).toBe(21);
  });
});

describe("composeUsername", () => {
  it("joins the words and pads the number to 3 digits", () => {
    expect(composeUsername("Brave", "Otter", 42)).toBe("BraveOtter042");
    expect(composeUsername("Brave", "Otter", 0)).toBe("BraveOtter000");
    expect(composeUsername("Calm", "Panda", 7)).toBe("CalmPanda007");
    expect(composeUsername("Zippy", "Zebra", 999)).toBe("ZippyZebra999");
    expect(formatSuffix(5)).toBe("005");
  });

  it("refuses numbers outside 0-999, fractions and blocked numbers", () => {
    for (const n of [-1, 1000, 4.5, Number.NaN, 69]) {
      expect(() => composeUsername("Brave", "Otter", n)).toThrow(RangeError);
    }
  });

  it("refuses words that are not on the lists (for callers that cast)", () => {
    expect(() => composeUsername("Sexy" as Adjective, "Otter", 1)).toThrow(/adjective/);
    expect(() => composeUsername("Brave", "otter" as Animal, 1)).toThrow(/animal/);
  });
});

describe("parseUsername", () => {
  it("round-trips every adjective and every animal", () => {
    ADJECTIVES.forEach((adjective, i) => {
      const animal = ANIMALS[i % ANIMALS.length] as Animal;
      const username = composeUsername(adjective, animal, 42);
      expect(parseUsername(username)).toEqual({ adjective, animal, suffix: 42 });
    });
    ANIMALS.forEach((animal, i) => {
      const adjective = ADJECTIVES[i % ADJECTIVES.length] as Adjective;
      const username = composeUsername(adjective, animal, 0);
      expect(parseUsername(username)).toEqual({ adjective, animal, suffix: 0 });
    });
  });

  it("rejects unknown words, wrong case and numbers that are not 3 digits", () => {
    for (const text of [
      "SamOtter042", // not an adjective
      "BraveSmith042", // not an animal
      "OtterBrave042", // wrong order
      "braveotter042",
      "BRAVEOTTER042",
      "Braveotter042",
      "BraveOtter42",
      "BraveOtter0042",
      "BraveOtter",
      "BraveOtter04a",
      "BraveOtter٠٤٢", // Arabic-Indic digits are not 0-9
      "Brave",
      "",
    ]) {
      expect(parseUsername(text), text).toBeNull();
    }
  });

  it("rejects anything that looks like personal data", () => {
    for (const text of [
      "sam.smith@example.com",
      "BraveOtter042@example.com",
      "Brave Otter 042",
      "BraveOtter042 ",
      " BraveOtter042",
      "Brave_Otter_042",
      "Sam Smith",
      "SamSmith2009",
      "555-123-4567",
      "https://example.com/BraveOtter042",
    ]) {
      expect(parseUsername(text), text).toBeNull();
      expect(usernameSchema.safeParse(text).success, text).toBe(false);
    }
  });

  it("parses a blocked number (reading an old name), which the schema then refuses", () => {
    expect(parseUsername("BraveOtter069")).toEqual({
      adjective: "Brave",
      animal: "Otter",
      suffix: 69,
    });
  });
});

describe("usernameSchema", () => {
  it("accepts a well-formed username from the lists", () => {
    expect(usernameSchema.parse("BraveOtter042")).toBe("BraveOtter042");
    expect(usernameSchema.safeParse("ZippyZebra999").success).toBe(true);
  });

  it("refuses anything else with one clear message", () => {
    for (const input of ["braveotter042", "BraveOtter42", "me@example.com", "x".repeat(500), 42]) {
      const result = usernameSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([USERNAME_MESSAGE]);
    }
    expect(USERNAME_MESSAGE).toBe(
      "must be an adjective and an animal from the lists, then 3 digits, like BraveOtter042",
    );
  });

  it("refuses a blocked number with its own message", () => {
    const result = usernameSchema.safeParse("BraveOtter666");
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([BLOCKED_SUFFIX_MESSAGE]);
  });

  it("checks picker words one by one", () => {
    expect(adjectiveSchema.parse("Brave")).toBe("Brave");
    expect(animalSchema.parse("Otter")).toBe("Otter");
    expect(adjectiveSchema.safeParse("brave").error?.issues[0]?.message).toBe(
      "must be one of the listed adjectives",
    );
    expect(animalSchema.safeParse("Ass").success).toBe(false);
  });
});

describe("generateUsername", () => {
  it("maps the ends of the random range to the ends of the lists", () => {
    expect(generateUsername(() => 0)).toBe(`${ADJECTIVES[0]}${ANIMALS[0]}000`);
    expect(generateUsername(() => 0.999_999_9)).toBe(`${ADJECTIVES.at(-1)}${ANIMALS.at(-1)}999`);
  });

  it("draws adjective, animal, then number, one call each", () => {
    const values = [0, 0.5, 42.5 / 1000];
    let calls = 0;
    const username = generateUsername(() => values[calls++] ?? 0);
    expect(calls).toBe(3);
    expect(parseUsername(username)).toEqual({
      adjective: ADJECTIVES[0],
      animal: ANIMALS[Math.floor(0.5 * ANIMALS.length)],
      suffix: ALLOWED_SUFFIXES[Math.floor((42.5 / 1000) * ALLOWED_SUFFIXES.length)],
    });
  });

  it("refuses a random source that answers outside [0, 1)", () => {
    for (const bad of [1, -0.1, Number.NaN, 2]) {
      expect(() => generateUsername(() => bad)).toThrow(RangeError);
    }
  });

  it("is repeatable with a seed, covers the lists evenly and never yields a blocked number", () => {
    expect(generateUsername(seeded(7))).toBe(generateUsername(seeded(7)));
    const random = seeded(20_260_101);
    const adjectives = new Map<string, number>();
    const animals = new Map<string, number>();
    const suffixes = new Set<number>();
    const draws = 60_000;
    for (let i = 0; i < draws; i++) {
      const parts = parseUsername(generateUsername(random));
      expect(parts).not.toBeNull();
      if (parts === null) return;
      expect(isBlockedSuffix(parts.suffix)).toBe(false);
      expect(
        usernameSchema.safeParse(composeUsername(parts.adjective, parts.animal, parts.suffix))
          .success,
      ).toBe(true);
      adjectives.set(parts.adjective, (adjectives.get(parts.adjective) ?? 0) + 1);
      animals.set(parts.animal, (animals.get(parts.animal) ?? 0) + 1);
      suffixes.add(parts.suffix);
    }
    expect(adjectives.size).toBe(ADJECTIVES.length);
    expect(animals.size).toBe(ANIMALS.length);
    expect(suffixes.size).toBeGreaterThan(0.98 * ALLOWED_SUFFIXES.length);
    // Each word is drawn ~500 times; ±40% is about nine standard deviations.
    for (const counts of [adjectives, animals]) {
      const expected = draws / counts.size;
      for (const count of counts.values()) {
        expect(count).toBeGreaterThan(expected * 0.6);
        expect(count).toBeLessThan(expected * 1.4);
      }
    }
  });

  it("gives every allowed number the same chance (one draw over the allowed list)", () => {
    const hits = new Set<number>();
    for (let i = 0; i < ALLOWED_SUFFIXES.length; i++) {
      hits.add(randomSuffix(() => (i + 0.5) / ALLOWED_SUFFIXES.length));
    }
    expect([...hits]).toEqual([...ALLOWED_SUFFIXES]);
  });
});
