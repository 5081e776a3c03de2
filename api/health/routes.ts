// GET /api/health: is the database answering, is the event store answering, is the projector
// keeping up? 200 when all three are healthy, 503 otherwise, with the reason in the body.
// Anyone may ask (load balancers, uptime checks); the details of a failure — a database error's
// text, the id and error of the event a projection stopped at — are for administrators and the
// log only: error text can carry internals, and an event id is a handle on a student's stream.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { performance } from "node:perf_hooks";
import { z } from "zod";
import { pingDatabase } from "../../database/pool.ts";
import { readProjectionStatus } from "../../database/projection-status.ts";
import type { ApiDeps } from "../deps.ts";
import { readRole } from "../identity/queries.ts";

/** A projection further behind than this (oldest unprojected event's age) is unhealthy. */
const PROJECTOR_HEALTHY_LAG_MS = 60_000;

const check = z.object({
  ok: z.boolean(),
  latencyMs: z.number().optional(),
  error: z.string().optional(),
});
const healthResponse = z.object({
  status: z.enum(["ok", "unhealthy"]),
  database: check,
  eventStore: check.extend({ kind: z.string() }),
  projector: z.object({
    ok: z.boolean(),
    projections: z.array(
      z.object({
        name: z.string(),
        ok: z.boolean(),
        behindEvents: z.number(),
        behindMs: z.number(),
        /** The event the projection stopped at: its id and error for administrators only. */
        failure: z
          .object({
            eventType: z.string(),
            eventId: z.string().optional(),
            error: z.string().optional(),
          })
          .nullable(),
        note: z.string().optional(),
      }),
    ),
  }),
});

async function timed(run: () => Promise<unknown>) {
  const start = performance.now();
  try {
    await run();
    return { ok: true, latencyMs: Math.round((performance.now() - start) * 10) / 10 };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

export function healthRoutes(deps: ApiDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/health",
      {
        schema: {
          summary: "Readiness: database, event store and every projection (503 when one is not ok)",
          tags: ["health"],
          response: { 200: healthResponse, 503: healthResponse },
        },
      },
      async (request, reply) => {
        const database = await timed(() => pingDatabase(deps.pool));
        const eventStore = { ...(await timed(() => deps.store.ping())), kind: deps.store.kind };
        const projections = await projectorHealth(deps, database.ok && eventStore.ok);
        const projector = { ok: projections.every((p) => p.ok), projections };
        const healthy = database.ok && eventStore.ok && projector.ok;
        const body = {
          status: healthy ? "ok" : "unhealthy",
          database,
          eventStore,
          projector,
        } as const;
        const admin =
          database.ok &&
          request.userId !== null &&
          (await readRole(deps.pool, request.userId)) === "admin";
        return reply.status(healthy ? 200 : 503).send(admin ? body : withoutDetail(body));
      },
    );
  };
}

type Health = {
  status: "ok" | "unhealthy";
  database: z.infer<typeof check>;
  eventStore: z.infer<typeof check> & { kind: string };
  projector: z.infer<typeof healthResponse>["projector"];
};

/** What anyone may see: what is wrong, not the error text or the event's id. */
function withoutDetail(health: Health): Health {
  const hide = <T extends { error?: string }>(c: T) =>
    c.error === undefined ? c : { ...c, error: "not answering" };
  return {
    ...health,
    database: hide(health.database),
    eventStore: hide(health.eventStore),
    projector: {
      ...health.projector,
      projections: health.projector.projections.map((p) => ({
        ...p,
        failure: p.failure && { eventType: p.failure.eventType },
      })),
    },
  };
}

async function projectorHealth(deps: ApiDeps, reachable: boolean) {
  if (!reachable) {
    return deps.projections.map((name) => ({
      name,
      ok: false,
      behindEvents: 0,
      behindMs: 0,
      failure: null,
      note: "unknown: storage is not answering",
    }));
  }
  const status = await readProjectionStatus(deps.pool, deps.store, {
    maxCount: 100_000,
    ...(deps.now ? { now: deps.now } : {}),
  });
  return deps.projections.map((name) => {
    const s = status.find((p) => p.projection === name);
    if (!s)
      return {
        name,
        ok: false,
        behindEvents: 0,
        behindMs: 0,
        failure: null,
        note: "has not started",
      };
    const failure = s.failure
      ? { eventId: s.failure.eventId, eventType: s.failure.eventType, error: s.failure.error }
      : null;
    return {
      name,
      ok: failure === null && s.behindMs <= PROJECTOR_HEALTHY_LAG_MS,
      behindEvents: s.behindEvents,
      behindMs: s.behindMs,
      failure,
    };
  });
}
