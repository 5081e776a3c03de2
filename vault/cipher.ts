// The sealed format of personal data and its cipher: \`pd1.<key id>.<iv>.<ciphertext + tag>\`,
// AES-256-GCM under a user's data key, the key id made of an owner tag and a key generation tag,
// and the additional data that binds a ciphertext to its user (vault.ts seals and opens with it).
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

export const KEY_BYTES = 32;
export const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Each half of a sealed value's key id: the owner tag and the key generation tag. */
export const ID_PART_BYTES = 6;
export const SEALED_VERSION = "pd1";

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

export type Sealed = { keyId: Buffer; iv: Buffer; body: Buffer };

const sha256 = (...parts: (string | Buffer)[]) => {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest();
};
// Lets open() tell "sealed for another user" (an error) from "sealed under a key this user no
// longer has" (null) before decrypting. Neither tag reveals anything: the user id is already in
// the stream name, and a hash of a random 256-bit key says nothing about the key.
export const ownerTag = (userId: string) =>
  sha256("levelfield/pd1/owner\0", userId).subarray(0, ID_PART_BYTES);
export const generationTag = (key: Buffer) =>
  sha256("levelfield/pd1/key\0", key).subarray(0, ID_PART_BYTES);
// The data AAD binds a ciphertext to its user and key id; the wrap AAD binds a wrapped key to its
// row, so neither can be copied to another user.
export const dataAad = (userId: string, keyId: Buffer) =>
  Buffer.concat([Buffer.from(`${SEALED_VERSION}\0${userId}\0`, "utf8"), keyId]);
export const wrapAad = (userId: string) => Buffer.from(`levelfield/dk1\0${userId}`, "utf8");

export function encrypt(key: Buffer, aad: Buffer, plaintext: Buffer): { iv: Buffer; body: Buffer } {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad);
  const body = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  return { iv, body };
}

/** Throws on a failed authentication; callers turn that into their own clear error. */
export function decrypt(key: Buffer, aad: Buffer, iv: Buffer, body: Buffer): Buffer {
  const decipher = createDecipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(aad);
  decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(body.subarray(0, body.length - TAG_BYTES)),
    decipher.final(),
  ]);
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
