// For API tests that need the projector on a database of their own (api/ never imports
// projections/): catch every registered projection up on a store, and a table's digest.
import type { DatabasePool } from "../database/pool.ts";
import type { EventStore } from "../eventstore/port.ts";
import { projections } from "../projections/registry.ts";
import { createProjector } from "../projections/runtime.ts";
import { tableChecksum } from "../projections/testing/fixtures.ts";

/** Runs the normal projector (every registered projection) until it reaches the store's head;
 *  throws when one stops at an event. */
export async function projectAll(pool: DatabasePool, store: EventStore): Promise<void> {
  const projector = createProjector({ pool, store, projections });
  const outcomes = await projector.catchUpAll();
  for (const [name, outcome] of Object.entries(outcomes)) {
    if (outcome.kind === "failed") throw new Error(`projection ${name} failed: ${outcome.error}`);
  }
}

/** An order-independent digest of a table's rows. */
export const tableDigest = tableChecksum;
