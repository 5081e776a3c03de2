// The pseudonymous ids analysts see instead of account ids. A pseudonym is the account id (a
// UUID, 16 bytes) encrypted with one AES-256 block under a key derived from the master key
// (keys.analystPseudonym): a keyed permutation, so each account has exactly one pseudonym, the
// server turns a pseudonym back into the account id without storing a mapping, and without the
// key nobody can link a pseudonym to the account id other pages show (a friend's id, say).
// Shown as "s-" and 32 lower-case hex digits.
import { createCipheriv, createDecipheriv } from "node:crypto";

const PREFIX = "s-";
const PSEUDONYM = /^s-[0-9a-f]{32}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function block(mode: "encrypt" | "decrypt", key: Buffer, input: Buffer): Buffer {
  const cipher =
    mode === "encrypt"
      ? createCipheriv("aes-256-ecb", key, null)
      : createDecipheriv("aes-256-ecb", key, null);
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(input), cipher.final()]);
}

/** The pseudonym analysts see for this account id. */
export function pseudonymOf(key: Buffer, userId: string): string {
  const id = userId.toLowerCase();
  if (!UUID.test(id)) throw new Error("pseudonymOf: not an account id");
  return PREFIX + block("encrypt", key, Buffer.from(id.replaceAll("-", ""), "hex")).toString("hex");
}

/** Whether the text has a pseudonym's shape (it may still name no account). */
export const isPseudonym = (text: string): boolean => PSEUDONYM.test(text.trim().toLowerCase());

/** The account id behind a pseudonym, or null when the text is not one. */
export function userIdOfPseudonym(key: Buffer, pseudonym: string): string | null {
  const text = pseudonym.trim().toLowerCase();
  if (!PSEUDONYM.test(text)) return null;
  const hex = block("decrypt", key, Buffer.from(text.slice(PREFIX.length), "hex")).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
