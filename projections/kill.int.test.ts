// Reliability row 3: a projector process killed with SIGKILL at random points, many times,
// while events keep arriving; after a final run its tables equal a clean rebuild.
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { z } from "zod";
import { sql } from "../database/pool.ts";
import { createPostgresEventStore } from "../eventstore/postgres.ts";
import type { EventStore } from "../eventstore/port.ts";
import { createTestDatabase, type TestDatabase } from "../testing/database.ts";
import { activityProjection } from "./activity/projection.ts";
import { rebuildProjection } from "./rebuild.ts";
import {
  actualActivity,
  appendSynthetic,
  expectedActivity,
  tableChecksum,
} from "./testing/fixtures.ts";

const child = fileURLToPath(new URL("./testing/projector-child.ts", import.meta.url));
let db: TestDatabase;
let store: EventStore;

beforeAll(async () => {
  db = await createTestDatabase();
  store = createPostgresEventStore({ pool: db.pool, databaseUrl: db.url });
});
afterAll(async () => {
  await store.close();
  await db.close();
});

function startChild(mode: "run" | "catch-up"): {
  proc: ChildProcess;
  ready: Promise<void>;
  exited: Promise<number | null>;
} {
  const proc = spawn(process.execPath, [child, mode], {
    env: { ...process.env, DATABASE_URL: db.url, BATCH_SIZE: "40" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  proc.stderr!.on("data", (d) => (stderr += String(d)));
  const ready = new Promise<void>((resolve) =>
    proc.stdout!.on("data", (d) => String(d).includes("ready") && resolve()),
  );
  const exited = new Promise<number | null>((resolve) =>
    proc.on("exit", (code) => {
      if (code !== 0 && code !== null) console.error(stderr);
      resolve(code);
    }),
  );
  return { proc, ready, exited };
}

const applied = () =>
  db.pool.maybeOneFirst(sql.type(z.object({ n: z.number() }))`
    select events_applied as n from projection_checkpoints where projection = 'activity'`);

it("after many SIGKILLs mid-batch, the read table equals a clean rebuild: nothing counted twice or lost", async () => {
  await appendSynthetic(store, 20_000, { perAppend: 250 });
  let interrupted = 0;
  const kills = 20;
  for (let i = 0; i < kills; i++) {
    const run = startChild("run");
    await run.ready;
    // Keep appending while it projects, then kill it at a random moment.
    await appendSynthetic(store, 300, { perAppend: 30 });
    await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 120)));
    run.proc.kill("SIGKILL");
    expect(await run.exited).toBeNull();
    const total = await store.countAfter(null, 1e9);
    if (((await applied()) ?? 0) < total) interrupted += 1;
  }
  // Most kills must land while the projector still had work, or the test proves nothing.
  expect(interrupted).toBeGreaterThanOrEqual(kills / 2);

  const final = startChild("catch-up");
  expect(await final.exited).toBe(0);

  const total = await store.countAfter(null, 1e9);
  expect(await applied()).toBe(total);
  expect(await actualActivity(db.pool)).toEqual(await expectedActivity(db.pool));
  const live = await tableChecksum(db.pool, "activity_daily");
  const rebuilt = await rebuildProjection({ pool: db.pool, store, projection: activityProjection });
  expect(rebuilt.events).toBe(total);
  expect(await tableChecksum(db.pool, "activity_daily")).toBe(live);
}, 120_000);
