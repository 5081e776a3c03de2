// Read-your-writes: a student sees what they just did. One bounded wait (waitUntilProjected, on
// the checkpoints this process knows: the projector's watch, in memory, fed by the projector in
// this process or by its notifications; the database only now and then), used two ways:
//
// - In the command (`settle`): a handler that answers from read tables waits, after appending,
//   until the read models it names (a `ProjectionName`: a misspelt one fails to compile) have
//   applied the append. A read model still behind at the deadline, or a database that stops
//   answering while we wait, is logged, not an error: the write has happened.
// - On the next read (issue 22; `recordWrite`, `readOwnWrites`, registered by
//   plugins/read-your-writes.ts): a command answers as soon as its events are durably
//   appended, from the state it decided, without waiting for the projector. The session
//   remembers the position of the last events it wrote (a signed cookie), and a later request
//   waits, bounded, until every projection has passed it (they advance together: the projector
//   applies each batch to all of them in one transaction, so waiting for all costs what waiting
//   for one does). Behind at the deadline, the read is refused with 503 and Retry-After rather
//   than answered without the student's own write; a projection stopped at an event it cannot
//   handle will not catch up by waiting, so the read is served as it stands and the failure
//   logged (the admin screen and /api/health show it).
import type { FastifyRequest } from "fastify";
import { isDatabaseUnavailable } from "../database/pool.ts";
import type { ProjectionName } from "../database/projection-names.ts";
import { waitUntilProjected } from "../database/projection-status.ts";
import type { Position } from "../eventstore/port.ts";
import type { ApiDeps } from "./deps.ts";

export type { ProjectionName } from "../database/projection-names.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The position of the last event this request appended (set by recordWrite). */
    wrote: Position | null;
  }
}

/** How long a command or a read waits for the projector before going on without it. */
export const READ_WAIT_MS = 5_000;
export const READ_RETRY_AFTER_SECONDS = 1;
export const READ_BEHIND_MESSAGE =
  "Your latest changes are still being saved. Please try again in a moment.";

type WaitDeps = Pick<ApiDeps, "pool" | "store" | "checkpoints">;

/** The one wait: until `projections` have passed `position`, at most `timeoutMs`. */
const waitFor = (
  deps: WaitDeps,
  position: Position,
  projections: readonly string[],
  timeoutMs: number,
) =>
  waitUntilProjected(deps.pool, deps.store, position, {
    projections: [...projections],
    timeoutMs,
    ...(deps.checkpoints ? { watch: deps.checkpoints } : {}),
  });

/** In the command: waits until the named read models have applied the append ending at
 *  `position` (nothing to wait for when null); never fails the command. */
export async function settle(
  deps: WaitDeps & Pick<ApiDeps, "log">,
  position: Position | null,
  projections: readonly ProjectionName[],
  timeoutMs: number = READ_WAIT_MS,
): Promise<void> {
  if (!position) return;
  const result = await waitFor(deps, position, projections, timeoutMs).catch((error: unknown) => {
    if (!isDatabaseUnavailable(error)) throw error;
    return { ok: false as const, projection: projections[0] ?? "", reason: "database unavailable" };
  });
  if (!result.ok) {
    deps.log.warn({ projection: result.projection, reason: result.reason }, "read model behind");
  }
}

/** The events this request appended end at `position`: later reads of this session wait for it. */
export function recordWrite(request: FastifyRequest, position: Position | null): void {
  // A request's appends follow one another, so its last is its latest.
  if (position !== null) request.wrote = position;
}

/**
 * On the next read: waits until every projection the api serves from (`deps.projections`) has
 * passed the session's last write. "served": go on (caught up, or a stopped projection, logged);
 * "behind": refuse the read (READ_BEHIND_MESSAGE, 503 and Retry-After).
 */
export async function readOwnWrites(
  deps: WaitDeps & Pick<ApiDeps, "projections">,
  request: FastifyRequest,
  position: Position,
): Promise<"served" | "behind"> {
  const result = await waitFor(deps, position, deps.projections, READ_WAIT_MS);
  if (result.ok) return "served";
  if (result.reason === "failed") {
    request.log.warn({ projection: result.projection }, "read served behind a stopped projection");
    return "served";
  }
  request.log.warn({ projection: result.projection }, "read model behind: read refused");
  return "behind";
}
