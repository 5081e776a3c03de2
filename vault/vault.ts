// The personal-data vault. Events are immutable and replayed forever, so a name, an email or a
// birth year written into one could never be erased. Events therefore carry only sealed text:
// AES-256-GCM under a random per-user data key, which is stored only wrapped by the master key
// (migrations/0003_personal_data_keys.sql). Erasing a user deletes that key ("crypto-shredding"):
// the log keeps its bytes, but nobody can read them again, and a rebuild brings nothing back.
//
// Unwrapped keys are never cached: every seal/open reads the key row, so a `forget` in any
// process is seen by every other process at once. A cache would have to be invalidated across
// processes, and a stale cache is exactly the bug that leaks erased data.
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { sql, statement, type CommonQueryMethods } from "../database/pool.ts";
import { personalDataKeysRow } from "../database/tables/personal-data-keys.ts";
import {
  dataAad,
  decrypt,
  encrypt,
  generationTag,
  ID_PART_BYTES,
  IV_BYTES,
  KEY_BYTES,
  ownerTag,
  parseSealed,
  SEALED_VERSION,
  type Sealed,
  VaultError,
  wrapAad,
} from "./cipher.ts";
import { masterKeyId } from "./master-key.ts";

// The vault's public face: the sealed format's error and parser, and the master key's loading
// and derived keys, live beside it (cipher.ts, master-key.ts).
export { parseSealed, VaultError, type VaultErrorCode } from "./cipher.ts";
export { deriveSubkey, keyedHash, loadMasterKey, masterKeyId } from "./master-key.ts";

export type PersonalFields<K extends string> = Partial<Record<K, string>>;

export type Vault = {
  /** Encrypts `value` for `userId`, creating the user's data key on first use. */
  seal(userId: string, value: string): Promise<string>;
  /** The plaintext, or null when the key it was sealed with has been forgotten. */
  open(userId: string, sealed: string): Promise<string | null>;
  /** Seals every present field with one key read; absent fields stay absent. */
  sealFields<K extends string>(
    userId: string,
    fields: PersonalFields<K>,
  ): Promise<PersonalFields<K>>;
  /** Opens every present field; null when the user's personal data has been forgotten. */
  openFields<K extends string>(
    userId: string,
    sealed: PersonalFields<K>,
  ): Promise<PersonalFields<K> | null>;
  /**
   * Opens many values of many users with one read of their keys (the projector's batches): each
   * value's plaintext in order, or null when its user's key has been forgotten. `connection`
   * reads the keys (the projector's transaction; slonik refuses the pool inside one).
   */
  openEach(
    values: readonly SealedOf[],
    connection?: CommonQueryMethods,
  ): Promise<(string | null)[]>;
  /** Deletes the user's data key. Idempotent; there is no undo. */
  forget(userId: string): Promise<void>;
  /** Fails when any stored key was wrapped by another master key: call it at start-up. */
  checkMasterKey(): Promise<void>;
};

/** A sealed value and the user it was sealed for. */
export type SealedOf = { readonly userId: string; readonly sealed: string };

/** What the projector needs of the vault: opening values it folds (vault.openEach). */
export type SealedOpener = Pick<Vault, "openEach">;

type DataKey = { key: Buffer; generation: Buffer };

const keyRow = personalDataKeysRow.pick({ wrapped_key: true, master_key_id: true });
const userKeyRow = personalDataKeysRow.pick({
  user_id: true,
  wrapped_key: true,
  master_key_id: true,
});
const keyCountRow = personalDataKeysRow.pick({ master_key_id: true }).extend({ keys: z.number() });

function mustBeString(value: unknown, what: string): string {
  if (typeof value !== "string") throw new TypeError(`${what} must be a string`);
  return value;
}

export function createVault(options: { pool: CommonQueryMethods; masterKey: Buffer }): Vault {
  const { pool } = options;
  if (options.masterKey.length !== KEY_BYTES) {
    throw new Error(`the master key must be exactly 32 bytes, got ${options.masterKey.length}`);
  }
  const masterKey = Buffer.from(options.masterKey);
  const masterId = masterKeyId(masterKey);

  function mismatch(what: string, storedId: string) {
    return new VaultError(
      "master-key-mismatch",
      `${what} wrapped by master key ${storedId}, but the configured master key is ${masterId}: ` +
        `set MASTER_KEY (or restore master.key) to the key this database was created with`,
    );
  }

  function unwrap(userId: string, row: z.infer<typeof keyRow>): DataKey {
    if (row.master_key_id !== masterId) {
      throw mismatch(`the personal data key of user ${userId} was`, row.master_key_id);
    }
    const [iv, body] = [row.wrapped_key.subarray(0, IV_BYTES), row.wrapped_key.subarray(IV_BYTES)];
    try {
      const key = decrypt(masterKey, wrapAad(userId), iv, body);
      return { key, generation: generationTag(key) };
    } catch {
      throw new VaultError(
        "corrupt-key",
        `the personal data key of user ${userId} does not unwrap with master key ${masterId}: the row is corrupt or was copied from another user`,
      );
    }
  }

  async function loadKey(userId: string): Promise<DataKey | null> {
    const row = await pool.maybeOne(sql.type(keyRow)`
      select wrapped_key, master_key_id from personal_data_keys where user_id = ${userId}`);
    return row ? unwrap(userId, row) : null;
  }

  async function loadOrCreateKey(userId: string): Promise<DataKey> {
    const existing = await loadKey(userId);
    if (existing) return existing;
    const fresh = randomBytes(KEY_BYTES);
    const { iv, body } = encrypt(masterKey, wrapAad(userId), fresh);
    // Concurrent first seals each offer a key; exactly one row wins, and everyone re-reads it.
    await pool.query(statement`
      insert into personal_data_keys (user_id, wrapped_key, master_key_id)
      values (${userId}, ${sql.binary(Buffer.concat([iv, body]))}, ${masterId})
      on conflict (user_id) do nothing`);
    const winner = await loadKey(userId);
    if (winner) return winner;
    throw new Error(`the personal data key of user ${userId} was forgotten while being created`);
  }

  function sealWith(userId: string, dataKey: DataKey, value: string): string {
    if (!mustBeString(value, "a personal field").isWellFormed()) {
      // A lone surrogate would come back as U+FFFD: refuse instead of changing the data.
      throw new TypeError("only well-formed strings can be sealed");
    }
    const keyId = Buffer.concat([ownerTag(userId), dataKey.generation]);
    const { iv, body } = encrypt(dataKey.key, dataAad(userId, keyId), Buffer.from(value, "utf8"));
    return [SEALED_VERSION, keyId, iv, body]
      .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
      .join(".");
  }

  function checkOwner(userId: string, sealed: Sealed) {
    if (!sealed.keyId.subarray(0, ID_PART_BYTES).equals(ownerTag(userId))) {
      throw new VaultError(
        "not-for-this-user",
        `sealed personal data was not sealed for user ${userId} (moved from another user, or altered)`,
      );
    }
  }

  function openWith(userId: string, dataKey: DataKey, sealed: Sealed): string | null {
    // Sealed under an earlier key of this user that has been forgotten: gone, like the key.
    if (!sealed.keyId.subarray(ID_PART_BYTES).equals(dataKey.generation)) return null;
    try {
      const aad = dataAad(userId, sealed.keyId);
      return decrypt(dataKey.key, aad, sealed.iv, sealed.body).toString("utf8");
    } catch {
      throw new VaultError(
        "authentication-failed",
        `sealed personal data of user ${userId} failed authentication: it was altered or corrupted`,
      );
    }
  }

  const assertUserId = (userId: string) => {
    if (mustBeString(userId, "userId") === "") throw new TypeError("userId must not be empty");
  };

  const presentEntries = <K extends string>(fields: PersonalFields<K>) =>
    (Object.entries(fields) as [K, string | undefined][]).filter(
      (entry): entry is [K, string] => entry[1] !== undefined,
    );

  async function sealFields<K extends string>(
    userId: string,
    fields: PersonalFields<K>,
  ): Promise<PersonalFields<K>> {
    assertUserId(userId);
    const entries = presentEntries(fields);
    // No personal data, no key: a user who never gave any has nothing to shred.
    if (entries.length === 0) return {};
    const dataKey = await loadOrCreateKey(userId);
    const sealed: PersonalFields<K> = {};
    for (const [field, value] of entries) sealed[field] = sealWith(userId, dataKey, value);
    return sealed;
  }

  async function openFields<K extends string>(
    userId: string,
    sealed: PersonalFields<K>,
  ): Promise<PersonalFields<K> | null> {
    assertUserId(userId);
    const entries = presentEntries(sealed).map(([k, text]) => [k, parseSealed(text)] as const);
    for (const [, parsed] of entries) checkOwner(userId, parsed);
    if (entries.length === 0) return {};
    const dataKey = await loadKey(userId);
    if (!dataKey) return null;
    const opened: PersonalFields<K> = {};
    for (const [field, parsed] of entries) {
      const value = openWith(userId, dataKey, parsed);
      // Fields of one record are sealed together, so one forgotten field means all are.
      if (value === null) return null;
      opened[field] = value;
    }
    return opened;
  }

  return {
    // One code path for single values and records; the guards keep an `undefined` that slipped
    // past the types from being read as "no field" and silently sealing or opening nothing.
    seal: async (userId, value) =>
      (await sealFields(userId, { value: mustBeString(value, "the value to seal") })).value!,
    open: async (userId, sealed) =>
      (await openFields(userId, { sealed: mustBeString(sealed, "the sealed value") }))?.sealed ??
      null,
    sealFields,
    openFields,

    async openEach(values, connection = pool) {
      const parsed = values.map(({ userId, sealed }) => {
        assertUserId(userId);
        const value = parseSealed(mustBeString(sealed, "the sealed value"));
        checkOwner(userId, value);
        return { userId, value };
      });
      const ids = [...new Set(parsed.map((p) => p.userId))];
      if (ids.length === 0) return [];
      const rows = await connection.any(sql.type(userKeyRow)`
        select user_id, wrapped_key, master_key_id from personal_data_keys
        where user_id = any(${sql.array(ids, "text")})`);
      const keys = new Map(rows.map((row) => [row.user_id, row]));
      const unwrapped = new Map<string, DataKey | null>();
      return parsed.map(({ userId, value }) => {
        if (!unwrapped.has(userId)) {
          const row = keys.get(userId);
          unwrapped.set(userId, row ? unwrap(userId, row) : null);
        }
        const dataKey = unwrapped.get(userId);
        return dataKey ? openWith(userId, dataKey, value) : null;
      });
    },

    async forget(userId) {
      assertUserId(userId);
      await pool.query(statement`
        delete from personal_data_keys where user_id = ${userId}`);
    },

    async checkMasterKey() {
      const others = await pool.any(sql.type(keyCountRow)`
        select master_key_id, count(*) as keys from personal_data_keys
        where master_key_id <> ${masterId} group by master_key_id order by keys desc`);
      const first = others[0];
      if (first) throw mismatch(`${first.keys} personal data key(s) were`, first.master_key_id);
    },
  };
}
