// Registers read-your-writes on the next read (the mechanism and its two ways:
// api/read-your-writes.ts): where the session's last write is kept, and which requests wait.
//
// - Where the position is kept: a cookie beside the session cookie (`levelfield_written`),
//   HttpOnly, SameSite=Lax, on /api, signed with a key of its own (derived from the session
//   key), so only a position this server wrote is ever waited for. Keeping it in the session row
//   would cost a durable write per answer; the cookie costs nothing and reaches every API
//   process. It ends with the sign-out; a stale one is harmless (its position was passed long
//   ago, and waiting for a passed position is a look at memory).
// - Who waits: every request under /api by a signed-in student with the cookie — reads, and
//   commands that decide from read tables (a question report asks whether the student answered
//   the question) — for every projection. A route whose handler reads only event streams says
//   so with `config: { readsOwnWrites: false }` (the Daily Drop's and focused practice's
//   answers): one answer does not wait for the projection of the one before.
import { createHmac } from "node:crypto";
import { Signer } from "@fastify/cookie";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { storedPosition } from "../../eventstore/port.ts";
import type { ApiDeps } from "../deps.ts";
import {
  READ_BEHIND_MESSAGE,
  READ_RETRY_AFTER_SECONDS,
  readOwnWrites,
} from "../read-your-writes.ts";
import { SESSIONS_PLUGIN, WRITTEN_COOKIE, WRITTEN_COOKIE_PATH } from "./session.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** false: the handler reads no table the student's own writes change (see above). */
    readsOwnWrites?: boolean;
  }
}

const COOKIE_OPTIONS = {
  httpOnly: true,
  sameSite: "lax",
  secure: "auto",
  path: WRITTEN_COOKIE_PATH,
} as const;

type Deps = Pick<ApiDeps, "pool" | "store" | "log" | "checkpoints" | "projections" | "keys">;

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
    if ((await readOwnWrites(deps, request, position.data)) === "served") return;
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
