// Read-your-writes for command handlers: after appending, wait (bounded) until the read models a
// response is read from have applied the append, so the response and the next read show it. A
// read model still behind at the deadline, or a database that stops answering while we wait, is
// logged, not an error: the write has happened.
import { isDatabaseUnavailable } from "../database/pool.ts";
import type { Position } from "../eventstore/port.ts";
import { waitUntilProjected } from "../database/projection-status.ts";
import type { ApiDeps } from "./deps.ts";

/** How long a request waits for the projector before answering anyway. */
const READ_YOUR_WRITES_TIMEOUT_MS = 5_000;

export async function settle(
  deps: Pick<ApiDeps, "pool" | "store" | "log" | "checkpoints">,
  position: Position | null,
  projections: readonly string[],
  timeoutMs: number = READ_YOUR_WRITES_TIMEOUT_MS,
): Promise<void> {
  if (!position) return;
  const result = await waitUntilProjected(deps.pool, deps.store, position, {
    projections: [...projections],
    timeoutMs,
    ...(deps.checkpoints ? { watch: deps.checkpoints } : {}),
  }).catch((error: unknown) => {
    if (!isDatabaseUnavailable(error)) throw error;
    return { ok: false as const, projection: projections[0] ?? "", reason: "database unavailable" };
  });
  if (!result.ok) {
    deps.log.warn({ projection: result.projection, reason: result.reason }, "read model behind");
  }
}
