import pg from "pg";
import { adminQuery, createTestDatabase } from "../testing/database.ts";
import { describe, expect, it } from "vitest";
import { describeEventStoreContract, event } from "./testing/contract.ts";
import { createPostgresEventStore } from "./postgres.ts";

describeEventStoreContract("postgres", async () => {
  const db = await createTestDatabase({ applicationName: "levelfield-contract" });
  const store = createPostgresEventStore({
    pool: db.pool,
    databaseUrl: db.url,
    pollIntervalMs: 500,
  });
  const heldClients = new Set<pg.Client>();
  return {
    store,
    // A real open transaction that has inserted its event (and so holds a lower transaction id
    // and sequence number) while later appends commit.
    async holdAppend(streamId, event) {
      const client = new pg.Client({ connectionString: db.url });
      client.on("error", () => {});
      heldClients.add(client);
      await client.connect();
      await client.query("begin");
      await client.query(
        `insert into events (stream_id, stream_version, event_id, type, data, metadata)
         values ($1, 1, $2, $3, $4, '{}')`,
        [streamId, event.eventId, event.type, JSON.stringify(event.data)],
      );
      return {
        async commit() {
          await client.query("commit");
          await client.end();
          heldClients.delete(client);
        },
      };
    },
    // Kill every backend of this database except our own: the pool's and the LISTEN connection.
    async dropConnections() {
      const dbName = new URL(db.url).pathname.slice(1);
      await adminQuery(
        db.url,
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = $1 and pid <> pg_backend_pid()`,
        [dbName],
      );
    },
    async close() {
      for (const client of heldClients) await client.end().catch(() => {});
      await store.close();
      await db.close();
    },
  };
});

describe("postgres event store", () => {
  it("refuses an eventId it already holds, and writes none of that append", async () => {
    const db = await createTestDatabase();
    const store = createPostgresEventStore({ pool: db.pool, databaseUrl: db.url });
    try {
      const taken = event("Taken");
      await store.append("s", [taken], { expectedVersion: "no_stream" });
      await expect(
        store.append("s", [event("Fresh"), { ...taken, type: "Again" }], { expectedVersion: 1 }),
      ).rejects.toThrow(/already stored/);
      expect((await store.readStream("s")).map((e) => e.type)).toEqual(["Taken"]);
    } finally {
      await store.close();
      await db.close();
    }
  });
});
