import { createHmac, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { deriveSubkey } from "../../vault/vault.ts";
import { typedSchoolKey } from "./typed-school.ts";

const key = deriveSubkey(randomBytes(32), "typed-school-group");

describe("typedSchoolKey", () => {
  it("given the same school typed differently, then the same key", () => {
    const a = typedSchoolKey(key, "St. Mary's High School");
    expect(a).not.toBe(null);
    expect(typedSchoolKey(key, "st marys  high-school")).toBe(a);
    expect(typedSchoolKey(key, "  ST MARY’S HIGH SCHOOL!")).toBe(a);
  });

  it("given another school, then another key", () => {
    expect(typedSchoolKey(key, "St. Mark's High School")).not.toBe(
      typedSchoolKey(key, "St. Mary's High School"),
    );
  });

  it("given the normalised name, then exactly HMAC-SHA256 of it in base64url, holding none of the name", () => {
    const k = typedSchoolKey(key, "St. Mary's High School")!;
    expect(k).toBe(
      createHmac("sha256", key).update("st marys high school", "utf8").digest("base64url"),
    );
    expect(k).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(k.toLowerCase()).not.toMatch(/mary|school/);
  });

  it("given another key (another master key), then another hash: it cannot be computed without the key", () => {
    const other = deriveSubkey(randomBytes(32), "typed-school-group");
    expect(typedSchoolKey(other, "St. Mary's High School")).not.toBe(
      typedSchoolKey(key, "St. Mary's High School"),
    );
  });

  it("given a name that normalises to nothing, then null", () => {
    expect(typedSchoolKey(key, " -- ! ")).toBe(null);
  });
});
