// Passwords: scrypt from node:crypto, a length policy and a check against the 49,000 most common
// leaked passwords (the list zxcvbn-ts ships). NIST SP 800-63B: long enough, not known-breached,
// no composition rules.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { dictionary } from "@zxcvbn-ts/language-common";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../domain/identity/password-policy.ts";

// N = 2^15, r = 8: 32 MiB and about 60 ms per hash on a small server.
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;

function derive(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize("NFKC"),
      salt,
      KEY_BYTES,
      { ...params, maxmem: 64 * 1024 * 1024 },
      (e, key) => (e ? reject(e) : resolve(key)),
    ),
  );
}

/** `scrypt$N$r$p$salt$key` (base64url), so parameters can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return [
    "scrypt",
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString("base64url"),
    key.toString("base64url"),
  ].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// Hashed once, so an unknown account costs as much to refuse as a wrong password.
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return dummyHash;
}

let common: Set<string> | null = null;

/** Why this password may not be used, or null. */
export function passwordProblem(password: string, email: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `password: must be at least ${MIN_PASSWORD_LENGTH} characters`;
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return `password: must be at most ${MAX_PASSWORD_LENGTH} characters`;
  }
  // A lone surrogate (no UTF-8 form: two different ones would hash alike) never gets here: the
  // shared input checks refuse it in every field (api/plugins/input.ts).
  common ??= new Set(dictionary["passwords-common"] as string[]);
  const lower = password.toLowerCase();
  if (common.has(lower)) {
    return "password: is one of the most common passwords; please choose another";
  }
  const local = email.split("@")[0]?.toLowerCase() ?? "";
  if (local.length >= 4 && lower.includes(local)) {
    return "password: must not contain your email address";
  }
  return null;
}
