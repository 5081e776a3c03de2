// The vault's pure parts: master key loading (a wrong or lost master key loses every user's
// personal data, so it must fail loudly) and the sealed format. The database side is in
// vault.int.test.ts.
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, stat, writeFile, mkdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CommonQueryMethods } from "../database/pool.ts";
import { createVault, loadMasterKey, masterKeyId, parseSealed, VaultError } from "./vault.ts";

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), "levelfield-vault-"));
});
afterAll(() => rm(tmp, { recursive: true, force: true }));

describe("loadMasterKey", () => {
  it("decodes a MASTER_KEY that is base64 of 32 bytes, ignoring surrounding whitespace", async () => {
    const key = randomBytes(32);
    const loaded = await loadMasterKey({ masterKey: ` ${key.toString("base64")}\n`, dataDir: tmp });
    expect(loaded.equals(key)).toBe(true);
  });

  it.each([
    ["not base64", "this is not base64!!"],
    ["too short", randomBytes(16).toString("base64")],
    ["too long", randomBytes(33).toString("base64")],
    ["empty", ""],
    [
      "base64 with junk inside",
      `${randomBytes(32).toString("base64").slice(0, 20)}*${randomBytes(32).toString("base64").slice(20)}`,
    ],
  ])(
    "rejects a MASTER_KEY that is %s, naming MASTER_KEY and not echoing the value",
    async (_, bad) => {
      const error = await loadMasterKey({ masterKey: bad, dataDir: tmp }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      const message = (error as Error).message;
      expect(message).toMatch(/MASTER_KEY must be base64 of exactly 32 bytes/);
      if (bad !== "") expect(message).not.toContain(bad);
    },
  );

  it("generates master.key (mode 0600, folder created) once and reuses it", async () => {
    const dataDir = path.join(tmp, "nested", "data");
    const first = await loadMasterKey({ dataDir });
    expect(first.length).toBe(32);
    const file = path.join(dataDir, "master.key");
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, "utf8")).trim()).toBe(first.toString("base64"));

    const second = await loadMasterKey({ dataDir });
    expect(second.equals(first)).toBe(true);
  });

  it("agrees on one file key when several start-ups race", async () => {
    const dataDir = path.join(tmp, "race");
    const keys = await Promise.all(Array.from({ length: 8 }, () => loadMasterKey({ dataDir })));
    for (const key of keys) expect(key.equals(keys[0]!)).toBe(true);
  });

  it("prefers MASTER_KEY over the file", async () => {
    const dataDir = path.join(tmp, "prefer");
    const fileKey = await loadMasterKey({ dataDir });
    const envKey = randomBytes(32);
    const loaded = await loadMasterKey({ masterKey: envKey.toString("base64"), dataDir });
    expect(loaded.equals(envKey)).toBe(true);
    expect(loaded.equals(fileKey)).toBe(false);
  });

  it("rejects a damaged master.key, naming the file", async () => {
    const dataDir = path.join(tmp, "damaged");
    await mkdir(dataDir);
    await writeFile(path.join(dataDir, "master.key"), "garbage\n");
    await expect(loadMasterKey({ dataDir })).rejects.toThrow(
      `${path.join(dataDir, "master.key")} must be base64 of exactly 32 bytes`,
    );
  });
});

describe("masterKeyId", () => {
  it("is a short hex fingerprint that tells keys apart", () => {
    const key = randomBytes(32);
    expect(masterKeyId(key)).toMatch(/^[0-9a-f]{16}$/);
    expect(masterKeyId(key)).toBe(masterKeyId(Buffer.from(key)));
    expect(masterKeyId(randomBytes(32))).not.toBe(masterKeyId(key));
  });
});

describe("parseSealed", () => {
  const b64 = (n: number) => randomBytes(n).toString("base64url");
  const valid = `pd1.${b64(12)}.${b64(12)}.${b64(20)}`;

  it("accepts the pd1 format", () => {
    const parsed = parseSealed(valid);
    expect([parsed.keyId.length, parsed.iv.length, parsed.body.length]).toEqual([12, 12, 20]);
  });

  it.each([
    ["empty", ""],
    ["plain text", "Ada Lovelace"],
    ["another version", valid.replace(/^pd1/, "pd2")],
    ["too few parts", `pd1.${b64(12)}.${b64(12)}`],
    ["too many parts", `${valid}.${b64(4)}`],
    ["a short iv", `pd1.${b64(12)}.${b64(8)}.${b64(20)}`],
    ["a body shorter than the tag", `pd1.${b64(12)}.${b64(12)}.${b64(8)}`],
    ["non-base64url characters", `pd1.${b64(12)}.${b64(12)}.${b64(19)}+/`],
  ])("rejects %s with a clear error", (_, sealed) => {
    expect(() => parseSealed(sealed)).toThrow(VaultError);
    expect(() => parseSealed(sealed)).toThrow(/sealed personal data is malformed/);
  });
});

describe("createVault", () => {
  it("refuses a master key that is not 32 bytes", () => {
    const pool = {} as CommonQueryMethods;
    expect(() => createVault({ pool, masterKey: randomBytes(16) })).toThrow(/exactly 32 bytes/);
  });
});
