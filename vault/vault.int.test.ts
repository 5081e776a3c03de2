// The vault against a real Postgres: personal data round-trips, nothing readable reaches the
// database, and forgetting a user (crypto-shredding, reliability row 22) leaves nothing in a full
// dump of the database that names them, even though the event that carried their data stays.
import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestDatabase, dumpDatabase, type TestDatabase } from "../testing/database.ts";
import { sql, statement } from "../database/pool.ts";
import { createVault, masterKeyId, VaultError, type Vault } from "./vault.ts";

let db: TestDatabase;
let vault: Vault;
const masterKey = randomBytes(32);
const newUser = () => `user-${randomUUID()}`;

beforeAll(async () => {
  db = await createTestDatabase({ applicationName: "levelfield-vault" });
  vault = createVault({ pool: db.pool, masterKey });
});
afterAll(() => db?.close());

const keyRows = (userId: string) =>
  db.pool.any(sql.type(z.object({ wrapped_key: z.instanceof(Buffer), master_key_id: z.string() }))`
    select wrapped_key, master_key_id from personal_data_keys where user_id = ${userId}`);

// What a search of the dump must not find: the text itself, and its bytes as bytea prints them.
const traces = (value: string) => [value, Buffer.from(value, "utf8").toString("hex")];

describe("vault", () => {
  it("round-trips Unicode and the empty string", async () => {
    const user = newUser();
    for (const value of ["Zoë Ñúñez-O'Brien", "山田 花子", "👩🏽‍🎓 Ada", "", "a.b@example.org"]) {
      expect(await vault.open(user, await vault.seal(user, value))).toBe(value);
    }
  });

  it("gives a different sealed text each time, without the plaintext in it", async () => {
    const user = newUser();
    const name = "Margaret Hamilton";
    const [a, b] = [await vault.seal(user, name), await vault.seal(user, name)];
    expect(a).not.toBe(b);
    expect(a).toMatch(/^pd1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    for (const sealed of [a, b]) {
      expect(sealed).not.toContain(name);
      expect(sealed).not.toContain("Margaret");
      expect(sealed).not.toContain(Buffer.from(name).toString("base64url"));
    }
  });

  it("stores the data key only wrapped, labelled with the master key's fingerprint", async () => {
    const user = newUser();
    await vault.seal(user, "Grace");
    const [row, ...more] = await keyRows(user);
    expect(more).toEqual([]);
    expect(row!.master_key_id).toBe(masterKeyId(masterKey));
    expect(row!.wrapped_key.length).toBe(12 + 32 + 16);
  });

  it("seals and opens records of optional fields, leaving absent fields absent", async () => {
    const user = newUser();
    const sealed = await vault.sealFields(user, {
      firstName: "Chien-Shiung",
      lastName: "Wu",
      email: "wu@example.org",
      birthYear: undefined,
    });
    expect(Object.keys(sealed).sort()).toEqual(["email", "firstName", "lastName"]);
    expect(await vault.openFields(user, sealed)).toEqual({
      firstName: "Chien-Shiung",
      lastName: "Wu",
      email: "wu@example.org",
    });
    const other = newUser();
    expect(await vault.sealFields(other, {})).toEqual({});
    expect(await keyRows(other)).toEqual([]);
  });

  it("refuses to open one user's sealed value as another user", async () => {
    const [alice, bob] = [newUser(), newUser()];
    const sealed = await vault.seal(alice, "Alice Example");
    const bobs = await vault.seal(bob, "Bob Example");
    await expect(vault.open(bob, sealed)).rejects.toMatchObject({
      name: "VaultError",
      code: "not-for-this-user",
      message: expect.stringMatching(/not sealed for user/),
    });
    // Even with Bob's key id spliced in, the ciphertext does not authenticate under Bob's key.
    const [, , iv, body] = sealed.split(".");
    const spliced = [...bobs.split(".").slice(0, 2), iv, body].join(".");
    await expect(vault.open(bob, spliced)).rejects.toMatchObject({
      code: "authentication-failed",
    });
    expect(await vault.open(alice, sealed)).toBe("Alice Example");
  });

  it("detects a flipped byte in the ciphertext or the iv with a clear error", async () => {
    const user = newUser();
    const sealed = await vault.seal(user, "Katherine Johnson");
    const parts = sealed.split(".");
    for (const index of [2, 3]) {
      const bytes = Buffer.from(parts[index]!, "base64url");
      bytes[bytes.length - 1]! ^= 0x01;
      const tampered = parts.with(index, bytes.toString("base64url")).join(".");
      const error = await vault.open(user, tampered).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(VaultError);
      expect((error as VaultError).code).toBe("authentication-failed");
      expect((error as VaultError).message).toMatch(/failed authentication: it was altered/);
    }
    await expect(vault.open(user, "Katherine Johnson")).rejects.toThrow(/malformed/);
  });

  it("forgets a user: the event stays, nothing in the database names them, a new key starts over", async () => {
    const user = newUser();
    const [name, email] = ["Hedy Kiesler-Lamarr", "hedy.lamarr@example.org"];
    const personal = await vault.sealFields(user, { name, email, birthYear: "2009" });
    await db.pool.query(statement`
      insert into events (stream_id, stream_version, event_id, type, data)
      values (${`student-${user}`}, 1, ${randomUUID()}, 'StudentRegistered',
              ${sql.jsonb({ userId: user, personal })})`);
    expect(await vault.openFields(user, personal)).toEqual({ name, email, birthYear: "2009" });

    await vault.forget(user);

    expect(await vault.open(user, personal.name!)).toBeNull();
    expect(await vault.openFields(user, personal)).toBeNull();
    expect(await keyRows(user)).toEqual([]);
    const dump = await dumpDatabase(db.pool);
    expect(dump).toContain(personal.email!); // the immutable log still holds the sealed bytes
    for (const secret of [name, email, "Lamarr", "hedy.lamarr"]) {
      for (const trace of traces(secret)) expect(dump).not.toContain(trace);
    }

    // Sealing again makes a new key; what the old one sealed stays unreadable.
    const fresh = await vault.seal(user, "Hedy");
    expect(await vault.open(user, fresh)).toBe("Hedy");
    expect(await vault.open(user, personal.name!)).toBeNull();
    expect(await vault.openFields(user, personal)).toBeNull();
    await vault.forget(user);
    await vault.forget(user); // idempotent
    expect(await vault.open(user, fresh)).toBeNull();
  });

  it("opens many users' values with one read of their keys, null for a forgotten user's", async () => {
    const [ada, bob] = [newUser(), newUser()];
    const values = [
      { userId: ada, sealed: await vault.seal(ada, "SwiftFalcon314") },
      { userId: bob, sealed: await vault.seal(bob, "CalmKoala007") },
      { userId: ada, sealed: await vault.seal(ada, "BraveOtter042") },
    ];
    expect(await vault.openEach(values)).toEqual([
      "SwiftFalcon314",
      "CalmKoala007",
      "BraveOtter042",
    ]);
    expect(await vault.openEach([])).toEqual([]);
    await vault.forget(bob);
    expect(await vault.openEach(values)).toEqual(["SwiftFalcon314", null, "BraveOtter042"]);
    // A value sealed for one user is not opened as another's, in a batch as alone.
    await expect(
      vault.openEach([{ userId: ada, sealed: values[1]!.sealed }]),
    ).rejects.toMatchObject({ code: "not-for-this-user" });
  });

  it("is seen by another vault instance at once: no key is cached across forget", async () => {
    const user = newUser();
    const other = createVault({ pool: db.pool, masterKey });
    const sealed = await vault.seal(user, "Mary Jackson");
    expect(await other.open(user, sealed)).toBe("Mary Jackson");
    await other.forget(user);
    expect(await vault.open(user, sealed)).toBeNull();
  });

  it("agrees on one key when ten first seals for a user race", async () => {
    const user = newUser();
    const values = Array.from({ length: 10 }, (_, i) => `Dorothy Vaughan ${i}`);
    const sealed = await Promise.all(values.map((value) => vault.seal(user, value)));
    expect(await keyRows(user)).toHaveLength(1);
    expect(new Set(sealed.map((s) => s.split(".")[1])).size).toBe(1);
    expect(await Promise.all(sealed.map((s) => vault.open(user, s)))).toEqual(values);
  });

  it("names a wrong master key instead of returning garbage", async () => {
    const user = newUser();
    const sealed = await vault.seal(user, "Annie Easley");
    const wrongKey = randomBytes(32);
    const wrong = createVault({ pool: db.pool, masterKey: wrongKey });
    for (const attempt of [() => wrong.open(user, sealed), () => wrong.seal(user, "x")]) {
      const error = await attempt().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(VaultError);
      expect((error as VaultError).code).toBe("master-key-mismatch");
      expect((error as VaultError).message).toContain(masterKeyId(masterKey));
      expect((error as VaultError).message).toContain(masterKeyId(wrongKey));
      expect((error as VaultError).message).toContain("MASTER_KEY");
    }
    await expect(wrong.checkMasterKey()).rejects.toThrow(/wrapped by master key/);
    await expect(vault.checkMasterKey()).resolves.toBeUndefined();
    expect(await vault.open(user, sealed)).toBe("Annie Easley");
  });

  it("reports a wrapped key that does not unwrap (corrupt row) clearly", async () => {
    const user = newUser();
    const sealed = await vault.seal(user, "Evelyn Boyd Granville");
    await db.pool.query(statement`
      update personal_data_keys set wrapped_key = ${sql.binary(randomBytes(60))}
      where user_id = ${user}`);
    await expect(vault.open(user, sealed)).rejects.toMatchObject({ code: "corrupt-key" });
  });
});
