import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { sql, statement } from "../database/pool.ts";
import {
  CheckpointWatch,
  readProjectionStatus,
  waitUntilProjected,
} from "../database/projection-status.ts";
import { createPostgresEventStore } from "../eventstore/postgres.ts";
import type { EventStore } from "../eventstore/port.ts";
import { createTestDatabase, type TestDatabase } from "../testing/database.ts";
import { activityProjection } from "./activity/projection.ts";
import type { EventType } from "../domain/events.ts";
import type { Projection } from "./projection.ts";
import { createProjector, ensureCheckpoint } from "./runtime.ts";
import { actualActivity, appendSynthetic, expectedActivity } from "./testing/fixtures.ts";

let db: TestDatabase;
let store: EventStore;

beforeAll(async () => {
  db = await createTestDatabase();
  store = createPostgresEventStore({ pool: db.pool, databaseUrl: db.url, pollIntervalMs: 200 });
});
afterAll(async () => {
  await store.close();
  await db.close();
});

async function reset() {
  await db.pool.query(statement`truncate events, activity_daily, projection_checkpoints`);
}

describe("projector", () => {
  beforeEach(reset);

  it("given events, when it catches up, then the read table matches the log and lag is zero", async () => {
    await appendSynthetic(store, 1234, { perAppend: 37 });
    const projector = createProjector({
      pool: db.pool,
      store,
      projections: [activityProjection],
      batchSize: 100,
    });
    const outcome = await projector.catchUp(activityProjection);
    expect(outcome).toMatchObject({ kind: "applied", applied: 1234 });
    expect(await actualActivity(db.pool)).toEqual(await expectedActivity(db.pool));
    const [status] = await readProjectionStatus(db.pool, store);
    expect(status).toMatchObject({
      projection: "activity",
      eventsApplied: 1234,
      behindEvents: 0,
      behindMs: 0,
      failure: null,
    });
  });

  it("reports how far behind a projection is, in events and milliseconds", async () => {
    await appendSynthetic(store, 10);
    const projector = createProjector({ pool: db.pool, store, projections: [activityProjection] });
    await projector.catchUp(activityProjection);
    await appendSynthetic(store, 7);
    const later = () => new Date(Date.now() + 60_000);
    const [status] = await readProjectionStatus(db.pool, store, { now: later });
    expect(status!.behindEvents).toBe(7);
    expect(status!.behindMs).toBeGreaterThanOrEqual(59_000);
  });

  it("treats redelivered and replayed events as no-ops (any overlapping delivery = one pass)", async () => {
    await appendSynthetic(store, 60, { perAppend: 6 });
    const all = await store.readAll({ limit: 1000 });
    await fc.assert(
      fc.asyncProperty(
        // Each delivery restarts somewhere at or before the end of what was delivered, so
        // events are repeated but never skipped, as a subscription after a crash does.
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 20 })), {
          minLength: 1,
          maxLength: 30,
        }),
        async (deliveries) => {
          await db.pool.query(statement`truncate activity_daily, projection_checkpoints`);
          const projector = createProjector({
            pool: db.pool,
            store,
            projections: [activityProjection],
          });
          await ensureCheckpoint(db.pool, activityProjection.name);
          let delivered = 0;
          let believed = null as (typeof all)[number]["position"] | null;
          for (const [back, size] of [...deliveries, [0, all.length] as [number, number]]) {
            const start = Math.max(0, delivered - (back % (delivered + 1)));
            const batch = all.slice(start, start + size);
            if (batch.length === 0) continue;
            const outcome = await projector.handleBatch(activityProjection, batch, believed);
            if (outcome.kind !== "applied") throw new Error(`unexpected ${outcome.kind}`);
            believed = outcome.position;
            delivered = Math.max(delivered, start + batch.length);
          }
          expect(await actualActivity(db.pool)).toEqual(await expectedActivity(db.pool));
        },
      ),
      { numRuns: 25 },
    );
  });

  it("stops only the projection that cannot handle an event, records it, and keeps the good prefix", async () => {
    await db.pool.query(
      statement`create table if not exists strict_points (stream text primary key, points int not null)`,
    );
    await db.pool.query(statement`truncate strict_points`);
    const strict: Projection = {
      name: "strict-test",
      tables: ["strict_points"],
      personalRows: { strict_points: "none" },
      // A test-only event type that no context's codec records.
      handles: ["Scored"] as readonly string[] as readonly EventType[],
      async apply(events, { tx, table }) {
        for (const e of events) {
          const { points } = z.object({ points: z.number().int() }).parse(e.data);
          await tx.query(statement`
            insert into ${table("strict_points")} (stream, points) values (${e.streamId}, ${points})
            on conflict (stream) do update set points = ${table("strict_points")}.points + excluded.points
          `);
        }
      },
    };
    const s = `scores-${randomUUID()}`;
    const bad = { eventId: randomUUID(), type: "Scored", data: { points: "lots" } };
    await store.append(s, [{ eventId: randomUUID(), type: "Scored", data: { points: 2 } }], {
      expectedVersion: "no_stream",
    });
    await store.append(s, [{ eventId: randomUUID(), type: "Scored", data: { points: 3 } }, bad], {
      expectedVersion: 1,
    });
    await store.append(s, [{ eventId: randomUUID(), type: "Scored", data: { points: 100 } }], {
      expectedVersion: 3,
    });

    const projector = createProjector({
      pool: db.pool,
      store,
      projections: [strict, activityProjection],
    });
    const outcomes = await projector.catchUpAll();
    expect(outcomes["strict-test"]).toMatchObject({ kind: "failed", eventId: bad.eventId });
    expect(outcomes["activity"]).toMatchObject({ kind: "applied", applied: 4 });
    expect(
      await db.pool.oneFirst(
        sql.type(z.object({ points: z.number() }))`select points from strict_points`,
      ),
    ).toBe(5);

    const status = await readProjectionStatus(db.pool, store);
    const strictStatus = status.find((p) => p.projection === "strict-test")!;
    expect(strictStatus.failure).toMatchObject({ eventId: bad.eventId, eventType: "Scored" });
    expect(strictStatus.failure!.error).toMatch(/points/);
    expect(strictStatus.behindEvents).toBe(2); // the bad event and the one after it: not skipped
    expect(status.find((p) => p.projection === "activity")!.failure).toBeNull();

    // Still stopped on a second attempt: a failure is never skipped silently.
    expect((await projector.catchUp(strict)).kind).toBe("failed");
    expect(
      await db.pool.oneFirst(
        sql.type(z.object({ points: z.number() }))`select points from strict_points`,
      ),
    ).toBe(5);
  });

  it("runs live: a read after an append waits, bounded, until the projection has it", async () => {
    const projector = createProjector({ pool: db.pool, store, projections: [activityProjection] });
    projector.start();
    try {
      for (let i = 0; i < 5; i++) {
        const appended = await store.append(
          `live-${randomUUID()}`,
          [{ eventId: randomUUID(), type: "Live", data: {} }],
          {
            expectedVersion: "no_stream",
          },
        );
        const wait = await waitUntilProjected(db.pool, store, appended.position, {
          projections: ["activity"],
          timeoutMs: 5000,
        });
        expect(wait).toEqual({ ok: true });
        const live = await db.pool.oneFirst(sql.type(z.object({ n: z.number() }))`
          select coalesce(sum(events), 0)::int8 as n from activity_daily where event_type = 'Live'`);
        expect(live).toBe(i + 1);
      }
    } finally {
      await projector.stop();
    }
    const stalled = await store.append(
      `live-${randomUUID()}`,
      [{ eventId: randomUUID(), type: "Live", data: {} }],
      {
        expectedVersion: "no_stream",
      },
    );
    expect(
      await waitUntilProjected(db.pool, store, stalled.position, {
        projections: ["activity"],
        timeoutMs: 100,
      }),
    ).toEqual({
      ok: false,
      reason: "timeout",
      projection: "activity",
    });
  });

  it("runs live with a watch: a read after an append waits on the in-process checkpoints", async () => {
    const watch = new CheckpointWatch((a, b) => store.comparePositions(a, b));
    const projector = createProjector({
      pool: db.pool,
      store,
      projections: [activityProjection],
      watch,
    });
    projector.start();
    const append = () =>
      store.append(`live-${randomUUID()}`, [{ eventId: randomUUID(), type: "Live", data: {} }], {
        expectedVersion: "no_stream",
      });
    try {
      const appended = await append();
      const wait = await waitUntilProjected(db.pool, store, appended.position, {
        projections: ["activity"],
        timeoutMs: 5000,
        watch,
      });
      expect(wait).toEqual({ ok: true });
      expect(watch.runs(["activity"])).toBe(true);
      expect(watch.reached(["activity"], appended.position)).toBe(true);
      const live = await db.pool.oneFirst(sql.type(z.object({ n: z.number() }))`
        select coalesce(sum(events), 0)::int8 as n from activity_daily where event_type = 'Live'`);
      expect(live).toBe(1);
    } finally {
      await projector.stop();
    }
    // Stopped: the memory never reaches the new event; the database names the projection behind.
    const stalled = await append();
    expect(
      await waitUntilProjected(db.pool, store, stalled.position, {
        projections: ["activity"],
        timeoutMs: 100,
        watch,
      }),
    ).toEqual({ ok: false, reason: "timeout", projection: "activity" });
    // A projection this process does not run is not watched: its checkpoint comes from the database.
    expect(watch.runs(["activity", "users"])).toBe(false);
  });
});
