// activity: events per UTC day and event type. Every event feeds it, so operators and the admin
// screen can see what the product is doing, and it serves as the projection rebuilds and the
// replay benchmark exercise on any event log.
import { sql, statement } from "../../database/pool.ts";
import { defineProjection } from "../projection.ts";

export const activityProjection = defineProjection({
  name: "activity",
  tables: ["activity_daily"],
  // Counts per day and event type: no row is about one student.
  personalRows: { activity_daily: "none" },
  handles: "all",
  async apply(events, { tx, table }) {
    // Fold the batch in memory first: one upsert per (day, type), not one per event.
    const counts = new Map<string, { day: string; type: string; n: number }>();
    for (const e of events) {
      const day = e.recordedAt.toISOString().slice(0, 10);
      const key = `${day}\u0000${e.type}`;
      const entry = counts.get(key) ?? { day, type: e.type, n: 0 };
      entry.n += 1;
      counts.set(key, entry);
    }
    const rows = [...counts.values()];
    await tx.query(statement`
      insert into ${table("activity_daily")} (day, event_type, events)
      select * from ${sql.unnest(
        rows.map((r) => [r.day, r.type, r.n]),
        ["date", "text", "int8"],
      )}
      on conflict (day, event_type) do update set events = ${table("activity_daily")}.events + excluded.events
    `);
  },
});
