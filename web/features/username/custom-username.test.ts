// The username screen's rules without a browser: the preview, the random numbers and taking a
// custom username with a new number when the name is taken.
import { describe, expect, it } from "vitest";
import { parseUsername } from "../../../domain/usernames/username.ts";
import { BLOCKED_SUFFIXES } from "../../../domain/usernames/safety.ts";
import { ApiError } from "../../lib/api.ts";
import {
  CUSTOM_ATTEMPTS,
  customPreview,
  isTaken,
  previewParts,
  secureRandom,
  takeCustomUsername,
} from "./custom-username.ts";

const taken = () =>
  new ApiError(
    409,
    "Conflict",
    '{"error":"Conflict","message":"That username is taken. Please try another."}',
  );

/** A random source answering the given values in turn. */
function sequence(...values: number[]) {
  let next = 0;
  return () => {
    const value = values[next++];
    if (value === undefined) throw new Error("sequence: ran out of values");
    return value;
  };
}

describe("the custom username preview", () => {
  it("given both words, when previewed, then shows them with ### for the number", () => {
    expect(customPreview("Brave", "Otter")).toBe("BraveOtter###");
  });

  it("given a word still to choose, when previewed, then names its slot and marks it unchosen", () => {
    expect(customPreview(null, "Otter")).toBe("AdjectiveOtter###");
    expect(customPreview("Brave", null)).toBe("BraveAnimal###");
    expect(previewParts(null, "Otter")).toEqual([
      { text: "Adjective", chosen: false },
      { text: "Otter", chosen: true },
      { text: "###", chosen: false },
    ]);
  });
});

describe("the browser's random numbers", () => {
  it("given many draws, when made, then each is in [0, 1) and they differ", () => {
    const draws = Array.from({ length: 200 }, secureRandom);
    for (const r of draws) {
      expect(r).toBeGreaterThanOrEqual(0);
      expect(r).toBeLessThan(1);
    }
    expect(new Set(draws).size).toBeGreaterThan(190);
  });
});

describe("taking a custom username", () => {
  it("given a free name, when taken, then sends adjective + animal + a 3-digit number once", async () => {
    const sent: string[] = [];
    const username = await takeCustomUsername({
      adjective: "Brave",
      animal: "Otter",
      random: () => 0,
      take: async (name) => void sent.push(name),
    });
    expect(username).toBe("BraveOtter000");
    expect(sent).toEqual(["BraveOtter000"]);
  });

  it("given random answers across [0, 1), when taken, then the number has 3 digits and is never blocked", async () => {
    const sent: string[] = [];
    for (const r of [0.0001, 0.01, 0.07, 0.42, 0.999999]) {
      await takeCustomUsername({
        adjective: "Calm",
        animal: "Koi",
        random: () => r,
        take: async (name) => void sent.push(name),
      });
    }
    for (const name of sent) {
      const parts = parseUsername(name);
      expect(parts, name).not.toBeNull();
      expect(name).toMatch(/^CalmKoi\d{3}$/);
      expect(BLOCKED_SUFFIXES.has(parts!.suffix)).toBe(false);
    }
    expect(sent.at(-1)).toBe("CalmKoi999");
  });

  it("given the first names are taken (409), when taken, then draws a new number for each try", async () => {
    const sent: string[] = [];
    const username = await takeCustomUsername({
      adjective: "Brave",
      animal: "Otter",
      random: sequence(0, 0.5, 0.999),
      take: async (name) => {
        sent.push(name);
        if (sent.length < 3) throw taken();
      },
    });
    expect(sent).toHaveLength(3);
    expect(new Set(sent).size).toBe(3);
    expect(username).toBe(sent[2]);
    expect(username).toBe("BraveOtter999");
  });

  it(`given every name is taken, when taken, then stops after ${CUSTOM_ATTEMPTS} tries with the 409`, async () => {
    let calls = 0;
    const attempt = takeCustomUsername({
      adjective: "Brave",
      animal: "Otter",
      random: () => 0.3,
      take: async () => {
        calls++;
        throw taken();
      },
    });
    await expect(attempt).rejects.toSatisfy(isTaken);
    expect(calls).toBe(CUSTOM_ATTEMPTS);
  });

  it("given another failure (a 400, the server down), when taken, then does not retry", async () => {
    for (const failure of [
      new ApiError(400, "Bad Request", '{"message":"username: must be ..."}'),
      new TypeError("Failed to fetch"),
    ]) {
      let calls = 0;
      const attempt = takeCustomUsername({
        adjective: "Brave",
        animal: "Otter",
        take: async () => {
          calls++;
          throw failure;
        },
      });
      await expect(attempt).rejects.toBe(failure);
      expect(calls).toBe(1);
    }
  });

  it("given a failed call, when checked, then only a 409 means the name is taken", () => {
    expect(isTaken(taken())).toBe(true);
    expect(isTaken(new ApiError(400, "Bad Request", ""))).toBe(false);
    expect(isTaken(new Error("409"))).toBe(false);
  });
});
