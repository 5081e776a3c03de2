// The Idempotency-Key an answer is sent under (the Daily Drop and Practice Mode send one each).

/**
 * A fresh Idempotency-Key: `crypto.randomUUID()`, or a version 4 UUID from
 * `crypto.getRandomValues` where randomUUID is missing (it needs a secure context, and a phone
 * testing the app over a LAN address is not one).
 */
export function newIdempotencyKey(): string {
  const { crypto } = globalThis;
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
