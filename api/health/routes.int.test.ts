import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { statement } from "../../database/pool.ts";
import type { EventStore } from "../../eventstore/port.ts";
import { startTestApi, type TestApi } from "../../testing/api.ts";
import type { TestDatabase } from "../../testing/database.ts";

let api: TestApi;
let db: TestDatabase;
let store: EventStore;
let app: FastifyInstance;

beforeAll(async () => {
  api = await startTestApi({ projector: false, deps: { projections: ["activity"] } });
  ({ db, store, app } = api);
});
afterAll(() => api.close());
beforeEach(async () => {
  await db.pool.query(statement`truncate events, projection_checkpoints`);
});

async function health() {
  const response = await app.inject({ method: "GET", url: "/api/health" });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

describe("GET /api/health", () => {
  it("is 503 while a projection has not started", async () => {
    const { status, body } = await health();
    expect(status).toBe(503);
    expect(body).toMatchObject({
      status: "unhealthy",
      database: { ok: true },
      eventStore: { ok: true, kind: "postgres" },
      projector: {
        ok: false,
        projections: [{ name: "activity", ok: false, note: "has not started" }],
      },
    });
  });

  it("is 200 when the database and event store answer and every projection is caught up", async () => {
    const appended = await store.append(
      "s-1",
      [{ eventId: randomUUID(), type: "Tested", data: {} }],
      {
        expectedVersion: "no_stream",
      },
    );
    await db.pool.query(statement`
      insert into projection_checkpoints (projection, position) values ('activity', ${appended.position})`);
    const { status, body, headers } = await health();
    expect(status).toBe(200);
    expect(body.status).toBe("ok");
    expect(body.projector.projections).toEqual([
      { name: "activity", ok: true, behindEvents: 0, behindMs: 0, failure: null },
    ]);
    expect(headers["cache-control"]).toBe("no-store");
  });

  it("is 503 and names the event when a projection has stopped at one it cannot handle", async () => {
    const eventId = randomUUID();
    const appended = await store.append("s-2", [{ eventId, type: "Broken", data: {} }], {
      expectedVersion: "no_stream",
    });
    await db.pool.query(statement`
      insert into projection_checkpoints (projection, failed_position, failed_event_id, failed_event_type, failed_error, failed_at)
      values ('activity', ${appended.position}, ${eventId}, 'Broken', 'data.points: expected number', now())`);
    const { status, body } = await health();
    expect(status).toBe(503);
    // Anyone sees that it stopped and at what kind of event; not the event's id or the error.
    expect(body.projector.projections[0]).toEqual({
      name: "activity",
      ok: false,
      behindEvents: 1,
      behindMs: expect.any(Number),
      failure: { eventType: "Broken" },
    });
    // An administrator sees the detail (the projector's log has it too).
    const admin = api.client();
    const { id } = await admin.register("health.admin@example.com");
    await db.pool.query(statement`
      insert into users (user_id, provider, birth_year_sealed, role, registered_at, updated_at)
      values (${id}, 'email', 'pd1.k.iv.ct', 'admin', now(), now())`);
    const detailed = (await admin.get("/api/health")).json();
    expect(detailed.projector.projections[0]).toMatchObject({
      ok: false,
      failure: { eventId, eventType: "Broken", error: "data.points: expected number" },
    });
  });
});

describe("unknown API routes", () => {
  it("answer 404 in JSON naming the route, never the SPA", async () => {
    const response = await app.inject({ method: "POST", url: "/api/nothing-here?x=1" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: "Not Found",
      message: "No route for POST /api/nothing-here",
    });
  });
});
