import { randomBytes, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isPseudonym, pseudonymOf, userIdOfPseudonym } from "./pseudonym.ts";

const key = randomBytes(32);

describe("analyst pseudonyms", () => {
  it("turns an account id into one pseudonym and back", () => {
    for (let i = 0; i < 200; i++) {
      const id = randomUUID();
      const p = pseudonymOf(key, id);
      expect(p).toMatch(/^s-[0-9a-f]{32}$/);
      expect(isPseudonym(p)).toBe(true);
      expect(pseudonymOf(key, id)).toBe(p);
      expect(userIdOfPseudonym(key, p)).toBe(id);
      expect(userIdOfPseudonym(key, ` ${p.toUpperCase()} `)).toBe(id);
    }
  });

  it("does not show the account id, and another key gives another pseudonym", () => {
    const id = randomUUID();
    const p = pseudonymOf(key, id);
    expect(p).not.toContain(id.replaceAll("-", ""));
    expect(pseudonymOf(randomBytes(32), id)).not.toBe(p);
  });

  it("refuses what is not a pseudonym or an account id", () => {
    expect(userIdOfPseudonym(key, "s-123")).toBeNull();
    expect(userIdOfPseudonym(key, randomUUID())).toBeNull();
    expect(isPseudonym("brave-otter-12")).toBe(false);
    expect(() => pseudonymOf(key, "not-an-id")).toThrow(/not an account id/);
  });
});
