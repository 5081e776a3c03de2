// The personal-data vault. Events are immutable and replayed forever, so a name, an email or a
// birth year written into one could never be erased. Events therefore carry only sealed text:
// AES-256-GCM under a random per-user data key, which is stored only wrapped by the master key
// (migrations/0003_personal_data_keys.sql). Erasing a user deletes that key ("crypto-shredding"):
// the log keeps its bytes, but nobody can read them again, and a rebuild brings nothing back.
//
// Unwrapped keys are never cached: every seal/open reads the key row, so a `forget` in any
// process is seen by every other process at once. A cache would have to be invalidated across
// processes, and a stale cache is exactly the bug that leaks erased data.
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
} from "node:crypto";
import { mkdir, open as openFile, readFile, link, unlink } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { sql, statement, type CommonQueryMethods } from "../database/pool.ts";

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Each half of a sealed value's key id: the owner tag and the key generation tag. */
const ID_PART_BYTES = 6;
const SEALED_VERSION = "pd1";

export type VaultErrorCode =
  | "malformed"
  | "not-for-this-user"
  | "authentication-failed"
  | "master-key-mismatch"
  | "corrupt-key";

export class VaultError extends Error {
  readonly code: VaultErrorCode;
  constructor(code: VaultErrorCode, message: string) {
    super(message);
    this.name = "VaultError";
    this.code = code;
  }
}

/** Short public fingerprint stored next to every wrapped key, to name a wrong master key. */
export function masterKeyId(masterKey: Buffer): string {
  return createHash("sha256").update(masterKey).digest("hex").slice(0, 16);
}

const MASTER_KEY_HINT = "make one with: openssl rand -base64 32";

// Buffer.from(text, "base64") silently skips junk, so only a canonical round trip is accepted.
// The error never repeats the value: it is a secret.
function decodeMasterKey(text: string, source: string): Buffer {
  const trimmed = text.trim();
  const bytes = Buffer.from(trimmed, "base64");
  const unpadded = trimmed.replace(/=+$/, "");
  const canonical = bytes.toString("base64").replace(/=+$/, "") === unpadded;
  const isBase64 = /^[A-Za-z0-9+/]+$/.test(unpadded) && canonical;
  if (isBase64 && bytes.length === KEY_BYTES) return bytes;
  const problem = isBase64 ? `it decodes to ${bytes.length} bytes` : "it is not base64";
  throw new Error(
    `${source} must be base64 of exactly 32 bytes, but ${problem}; ${MASTER_KEY_HINT}`,
  );
}

/**
 * The master key from MASTER_KEY, or else from `<dataDir>/master.key`, generated on first start
 * for the embedded default. Losing that file loses every user's personal data: production sets
 * MASTER_KEY from its secret store instead.
 */
export async function loadMasterKey(options: {
  masterKey?: string;
  dataDir: string;
}): Promise<Buffer> {
  if (options.masterKey !== undefined) return decodeMasterKey(options.masterKey, "MASTER_KEY");
  const file = path.join(options.dataDir, "master.key");
  const existing = await readKeyFile(file);
  if (existing) return existing;

  await mkdir(options.dataDir, { recursive: true, mode: 0o700 });
  const key = randomBytes(KEY_BYTES);
  // Written in full and synced under a temporary name, then linked into place: link fails if the
  // file exists, so two processes starting together never overwrite each other's key, and no
  // reader ever sees a half-written file.
  const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  const handle = await openFile(temporary, "wx", 0o600);
  try {
    await handle.writeFile(`${key.toString("base64")}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await link(temporary, file);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return (await readKeyFile(file))!;
  } finally {
    await unlink(temporary);
  }
}

async function readKeyFile(file: string): Promise<Buffer | null> {
  try {
    return decodeMasterKey(await readFile(file, "utf8"), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

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
type Sealed = { keyId: Buffer; iv: Buffer; body: Buffer };

const keyRow = z.object({ wrapped_key: z.instanceof(Buffer), master_key_id: z.string() });
const userKeyRow = keyRow.extend({ user_id: z.string() });
const keyCountRow = z.object({ master_key_id: z.string(), keys: z.number() });

const sha256 = (...parts: (string | Buffer)[]) => {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest();
};
// Lets open() tell "sealed for another user" (an error) from "sealed under a key this user no
// longer has" (null) before decrypting. Neither tag reveals anything: the user id is already in
// the stream name, and a hash of a random 256-bit key says nothing about the key.
const ownerTag = (userId: string) =>
  sha256("levelfield/pd1/owner\0", userId).subarray(0, ID_PART_BYTES);
const generationTag = (key: Buffer) =>
  sha256("levelfield/pd1/key\0", key).subarray(0, ID_PART_BYTES);
// The data AAD binds a ciphertext to its user and key id; the wrap AAD binds a wrapped key to its
// row, so neither can be copied to another user.
const dataAad = (userId: string, keyId: Buffer) =>
  Buffer.concat([Buffer.from(`${SEALED_VERSION}\0${userId}\0`, "utf8"), keyId]);
const wrapAad = (userId: string) => Buffer.from(`levelfield/dk1\0${userId}`, "utf8");

function encrypt(key: Buffer, aad: Buffer, plaintext: Buffer): { iv: Buffer; body: Buffer } {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad);
  const body = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  return { iv, body };
}

/** Throws on a failed authentication; callers turn that into their own clear error. */
function decrypt(key: Buffer, aad: Buffer, iv: Buffer, body: Buffer): Buffer {
  const decipher = createDecipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(aad);
  decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(body.subarray(0, body.length - TAG_BYTES)),
    decipher.final(),
  ]);
}

function mustBeString(value: unknown, what: string): string {
  if (typeof value !== "string") throw new TypeError(`${what} must be a string`);
  return value;
}

function fromBase64Url(text: string | undefined): Buffer | null {
  if (text === undefined || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const bytes = Buffer.from(text, "base64url");
  return bytes.toString("base64url") === text ? bytes : null;
}

/** `pd1.<key id>.<iv>.<ciphertext + tag>`, each part base64url. */
export function parseSealed(sealed: string): Sealed {
  const parts = sealed.split(".");
  const [keyId, iv, body] = parts.slice(1).map(fromBase64Url);
  if (
    parts.length !== 4 ||
    parts[0] !== SEALED_VERSION ||
    keyId?.length !== 2 * ID_PART_BYTES ||
    iv?.length !== IV_BYTES ||
    body == null ||
    body.length < TAG_BYTES
  ) {
    throw new VaultError(
      "malformed",
      `sealed personal data is malformed: expected "${SEALED_VERSION}.<key id>.<iv>.<ciphertext>"`,
    );
  }
  return { keyId, iv, body };
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

/**
 * A key for one purpose (the session cookie signature, keyed hashes of emails), derived from the
 * master key with HKDF-SHA256, so an operator manages one secret and no two purposes share a key.
 */
export function deriveSubkey(masterKey: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", masterKey, Buffer.alloc(0), `levelfield:${purpose}`, 32));
}

/** Keyed hash (HMAC-SHA256, base64url) for lookups that must not store the value itself. */
export function keyedHash(key: Buffer, value: string): string {
  return createHmac("sha256", key).update(value, "utf8").digest("base64url");
}
