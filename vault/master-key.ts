// The master key (MASTER_KEY, or the embedded default's generated key file), its public
// fingerprint, and what is derived from it: a subkey per purpose and keyed hashes.
import { createHash, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { mkdir, open as openFile, readFile, link, unlink } from "node:fs/promises";
import path from "node:path";
import { KEY_BYTES } from "./cipher.ts";

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
