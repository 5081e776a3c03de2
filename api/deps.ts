// What the API is built from. The composition root (cli/) creates these and passes them in;
// no module under api/ opens a connection of its own.
import type { DatabasePool } from "../eventstore/database.ts";
import type { FastifyBaseLogger } from "fastify";
import type { EventStore } from "../eventstore/port.ts";

export type ApiDeps = {
  pool: DatabasePool;
  store: EventStore;
  /** pino, shared with the projector by the composition root. */
  log: FastifyBaseLogger;
  /** The projections the projector runs (by name): health reports on each. */
  projections: readonly string[];
  /** Folder of the built SPA; absent when only the API is served (e.g. under `npm run dev`). */
  webRoot?: string;
  now?: () => Date;
};
