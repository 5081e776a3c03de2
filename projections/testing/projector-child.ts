// A projector in its own process, for the kill test (projections/kill.int.test.ts): `run` keeps
// projecting until killed; `catch-up` projects to the head and exits.
import { createDatabasePool } from "../../database/pool.ts";
import { createPostgresEventStore } from "../../eventstore/postgres.ts";
import { activityProjection } from "../activity/projection.ts";
import { createProjector } from "../runtime.ts";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL is required");
const mode = process.argv[2];
const pool = await createDatabasePool(url, { applicationName: "levelfield-projector-child" });
const store = createPostgresEventStore({ pool, databaseUrl: url, pollIntervalMs: 100 });
const projector = createProjector({
  pool,
  store,
  projections: [activityProjection],
  batchSize: Number(process.env.BATCH_SIZE ?? 50),
});

if (mode === "catch-up") {
  const outcome = await projector.catchUpAll();
  console.log(JSON.stringify(outcome));
  await store.close();
  await pool.end();
} else if (mode === "run") {
  projector.start();
  console.log("ready");
} else {
  throw new Error(`usage: projector-child.ts run|catch-up (got ${mode})`);
}
