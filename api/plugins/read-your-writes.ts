// Read-your-writes by position (issue 22). A command answers as soon as its events are durably
// appended, from the state it decided; it does not wait for the projector. Instead the browser
// remembers the position of the last events its session wrote, and a later read waits, bounded,
// until the projections have passed it, so the student sees what they just did.
//
// - Where the position is kept: a cookie beside the session cookie (`levelfield_written`),
//   HttpOnly, SameSite=Lax, on /api, signed with a key of its own (derived from the session
//   key), so only a position this server wrote is ever waited for. Keeping it in the session row
//   would cost a durable write per answer; the cookie costs nothing and reaches every API
//   process. It ends with the sign-out; a stale one is harmless (its position was passed long
//   ago, and waiting for a passed position is a look at memory).
// - Who waits: every request under /api by a signed-in student with the cookie — reads, and
//   commands that decide from read tables (a question report asks whether the student answered
//   the question) — for every projection (they advance together: the projector applies each
//   batch to all of them in one transaction, so waiting for all costs what waiting for one
//   does). A route whose handler reads only event streams says so with `config: {
//   readsOwnWrites: false }` (the Daily Drop's and focused practice's answers): one answer does
//   not wait for the projection of the one before.
// - How: on the checkpoints this process knows (the projector's watch, in memory: fed by the
//   projector in this process, or by its notifications), looking at the database only now and
//   then; see waitUntilProjected.
// - Bounded: after READ_WAIT_MS the read is refused with 503 and Retry-After, rather than
//   answered without the student's own write. A projection stopped at an event it cannot handle
//   will not catch up by waiting: the read is served as it stands and the failure logged (the
//   admin screen and /api/health show it).
import { createHmac } from "node:crypto";
import { Signer } from "@fastify/cookie";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { waitUntilProjected } from "../../database/projection-status.ts";
import { storedPosition, type Position } from "../../eventstore/port.ts";
import type { ApiDeps } from "../deps.ts";
import { SESSIONS_PLUGIN, WRITTEN_COOKIE, WRITTEN_COOKIE_PATH } from "./session.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** false: the handler reads no table the student's own writes change (see above). */
    readsOwnWrites?: boolean;
  }
  interface FastifyRequest {
    /** The position of the last event this request appended (set by recordWrite). */
    wrote: Position | null;
  }
}

/** How long a read waits for the projections to pass the session's last write. */
export const READ_WAIT_MS = 5_000;
export const READ_RETRY_AFTER_SECONDS = 1;
export const READ_BEHIND_MESSAGE =
  "Your latest changes are still being saved. Please try again in a moment.";

const COOKIE_OPTIONS = {
  httpOnly: true,
  sameSite: "lax",
  secure: "auto",
  path: WRITTEN_COOKIE_PATH,
} as const;

type Deps = Pick<ApiDeps, "pool" | "store" | "log" | "checkpoints" | "projections" | "keys">;

/** The events this request appended end at `position`: later reads of this session wait for it. */
export function recordWrite(request: FastifyRequest, position: Position | null): void {
  // A request's appends follow one another, so its last is its latest.
  if (position !== null) request.wrote = position;
}

async function registerReadYourWrites(app: FastifyInstance, deps: Deps): Promise<void> {
  const signer = new Signer(
    createHmac("sha256", deps.keys.session).update("levelfield written position").digest(),
  );
  app.decorateRequest("wrote", null);

  app.addHook("preHandler", async (request, reply) => {
    if (!request.userId || !request.url.startsWith("/api/")) return;
    if (request.routeOptions.config.readsOwnWrites === false) return;
    const cookie = request.cookies[WRITTEN_COOKIE];
    if (!cookie) return;
    const unsigned = signer.unsign(cookie);
    const position = unsigned.valid ? storedPosition.safeParse(unsigned.value) : null;
    if (!position?.success) return;
    const result = await waitUntilProjected(deps.pool, deps.store, position.data, {
      projections: deps.projections,
      timeoutMs: READ_WAIT_MS,
      ...(deps.checkpoints ? { watch: deps.checkpoints } : {}),
    });
    if (result.ok) return;
    if (result.reason === "failed") {
      request.log.warn(
        { projection: result.projection },
        "read served behind a stopped projection",
      );
      return;
    }
    request.log.warn({ projection: result.projection }, "read model behind: read refused");
    return reply
      .status(503)
      .header("retry-after", String(READ_RETRY_AFTER_SECONDS))
      .send({ error: "Service Unavailable", message: READ_BEHIND_MESSAGE });
  });

  app.addHook("onSend", async (request, reply) => {
    if (request.wrote === null || !request.userId) return;
    reply.setCookie(WRITTEN_COOKIE, signer.sign(request.wrote), COOKIE_OPTIONS);
  });
}

export const READ_YOUR_WRITES_PLUGIN = "levelfield-read-your-writes";

export const readYourWrites = fp(registerReadYourWrites, {
  name: READ_YOUR_WRITES_PLUGIN,
  fastify: "5.x",
  dependencies: [SESSIONS_PLUGIN],
});
