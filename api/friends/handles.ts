// The ids one student sees of another (issue 31): a friend's or a request's `id` is a handle,
// never the other student's account id. The handle is an HMAC (keys.friendHandle, derived from
// the master key) of the viewer's account id and the other student's, shaped as a UUID (version
// 8, RFC 9562), so the spec's Friend keeps its `id` and the SPA its types. It means nothing
// outside the viewer's own friends and requests: the same student has a different handle for
// each viewer, no handle equals an account id or an analyst's pseudonym, and without the key
// nobody can compute one or turn one back. The server finds the student behind a handle only
// among the viewer's own pairs (`resolveHandle`), so a handle leaked to anyone else names nobody.
import { createHmac } from "node:crypto";

/** The handle `viewerId` sees for the student `otherId`: the same pair, the same handle. */
export function friendHandle(key: Buffer, viewerId: string, otherId: string): string {
  const bytes = createHmac("sha256", key)
    .update(`friend-handle\n${viewerId.toLowerCase()}\n${otherId.toLowerCase()}`, "utf8")
    .digest()
    .subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80; // version 8: custom
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // the RFC 9562 variant
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The student among `candidates` (the account ids of the viewer's own pairs) whose handle, as
 * the viewer sees it, is `handle`; null when none is (a stranger's account id, another viewer's
 * handle, or a pair that has ended).
 */
export function resolveHandle(
  key: Buffer,
  viewerId: string,
  handle: string,
  candidates: readonly string[],
): string | null {
  const wanted = handle.trim().toLowerCase();
  return candidates.find((other) => friendHandle(key, viewerId, other) === wanted) ?? null;
}

/** The handles one viewer sees, as a function of the other student's account id. */
export const handlesFor =
  (key: Buffer, viewerId: string) =>
  (otherId: string): string =>
    friendHandle(key, viewerId, otherId);
