import { randomBytes, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { pseudonymOf } from "../analyst/pseudonym.ts";
import { friendHandle, resolveHandle } from "./handles.ts";

const key = randomBytes(32);
const sam = randomUUID();
const ava = randomUUID();
const leo = randomUUID();

describe("friendHandle", () => {
  it("given a viewer and another student, when the handle is made twice, then it is the same UUID (version 8)", () => {
    const handle = friendHandle(key, sam, ava);
    expect(friendHandle(key, sam, ava)).toBe(handle);
    expect(friendHandle(key, sam.toUpperCase(), ava.toUpperCase())).toBe(handle);
    expect(z.uuid().safeParse(handle).success).toBe(true);
    expect(handle[14]).toBe("8");
  });

  it("given one student, when two viewers see them, then each sees a different handle, and the pair the other way round another", () => {
    const seenBySam = friendHandle(key, sam, ava);
    const seenByLeo = friendHandle(key, leo, ava);
    expect(seenBySam).not.toBe(seenByLeo);
    expect(friendHandle(key, ava, sam)).not.toBe(seenBySam);
  });

  it("given a pair, when the handle is made, then it is neither account id nor either pseudonym", () => {
    const handle = friendHandle(key, sam, ava);
    const pseudonymKey = randomBytes(32);
    const hex = handle.replaceAll("-", "");
    expect([sam, ava]).not.toContain(handle);
    for (const id of [sam, ava]) {
      expect(pseudonymOf(pseudonymKey, id)).not.toContain(hex);
      expect(pseudonymOf(key, id)).not.toContain(hex);
    }
  });

  it("given another key, when the handle is made, then it differs: without the key nobody computes one", () => {
    expect(friendHandle(randomBytes(32), sam, ava)).not.toBe(friendHandle(key, sam, ava));
  });
});

describe("resolveHandle", () => {
  it("given the viewer's own pairs, when a handle of one of them is resolved, then it names that student (case and spaces aside)", () => {
    const handle = friendHandle(key, sam, leo);
    expect(resolveHandle(key, sam, handle, [ava, leo])).toBe(leo);
    expect(resolveHandle(key, sam, ` ${handle.toUpperCase()} `, [ava, leo])).toBe(leo);
  });

  it("given a student outside the viewer's pairs, another viewer's handle or an account id, when resolved, then it names nobody", () => {
    expect(resolveHandle(key, sam, friendHandle(key, sam, leo), [ava])).toBeNull();
    expect(resolveHandle(key, sam, friendHandle(key, ava, leo), [ava, leo])).toBeNull();
    expect(resolveHandle(key, sam, leo, [ava, leo])).toBeNull();
    expect(resolveHandle(key, sam, friendHandle(key, sam, leo), [])).toBeNull();
  });
});
