// Reliability row 7: a rebuild while live traffic continues. The old table serves until the
// swap; afterwards live projection and the rebuilt table agree with the log.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { z } from "zod";
import { sql } from "../database/pool.ts";
import { waitUntilProjected } from "../database/projection-status.ts";
import { createPostgresEventStore } from "../eventstore/postgres.ts";
import type { EventStore } from "../eventstore/port.ts";
import { createTestDatabase, type TestDatabase } from "../testing/database.ts";
import { activityProjection } from "./activity/projection.ts";
import { rebuildProjection, type RebuildProgress } from "./rebuild.ts";
import { createProjector } from "./runtime.ts";
import { actualActivity, appendSynthetic, expectedActivity } from "./testing/fixtures.ts";

let db: TestDatabase;
let store: EventStore;

beforeAll(async () => {
  db = await createTestDatabase();
  store = createPostgresEventStore({ pool: db.pool, databaseUrl: db.url, pollIntervalMs: 100 });
});
afterAll(async () => {
  await store.close();
  await db.close();
});

it("rebuilds into fresh tables while appends and reads go on, then swaps them in", async () => {
  await appendSynthetic(store, 30_000, { perAppend: 500 });
  const projector = createProjector({ pool: db.pool, store, projections: [activityProjection] });
  projector.start();
  const stop = new AbortController();
  let appended = 0;
  let reads = 0;
  const traffic = (async () => {
    while (!stop.signal.aborted) {
      await store.append(
        `live-${randomUUID()}`,
        [{ eventId: randomUUID(), type: "LiveDuringRebuild", data: {} }],
        {
          expectedVersion: "no_stream",
        },
      );
      appended += 1;
      // The live table keeps answering during the replay.
      await db.pool.oneFirst(
        sql.type(z.object({ n: z.number() }))`select count(*) as n from activity_daily`,
      );
      reads += 1;
    }
  })();

  const progress: RebuildProgress[] = [];
  const result = await rebuildProjection({
    pool: db.pool,
    store,
    projection: activityProjection,
    batchSize: 2000,
    onProgress: (p) => progress.push(p),
  });
  stop.abort();
  await traffic;
  const last = await store.headPosition();
  expect(
    await waitUntilProjected(db.pool, store, last!, {
      projections: ["activity"],
      timeoutMs: 10_000,
    }),
  ).toEqual({ ok: true });
  await projector.stop();

  expect(appended).toBeGreaterThan(0);
  expect(reads).toBe(appended);
  expect(result.events).toBeGreaterThanOrEqual(30_000);
  expect(progress.map((p) => p.phase)).toContain("replay");
  expect(progress.at(-1)).toMatchObject({ phase: "done" });
  expect(await actualActivity(db.pool)).toEqual(await expectedActivity(db.pool));
  // The swapped-in table has the live names for its indexes, as the migration made them.
  const indexes = await db.pool.anyFirst(sql.type(z.object({ indexname: z.string() }))`
    select indexname from pg_indexes where tablename = 'activity_daily'`);
  expect(indexes).toEqual(["activity_daily_pkey"]);
  const leftovers = await db.pool.anyFirst(sql.type(z.object({ tablename: z.string() }))`
    select tablename from pg_tables where tablename like 'activity_daily\\_\\_%'`);
  expect(leftovers).toEqual([]);
});
