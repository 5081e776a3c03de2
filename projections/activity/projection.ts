// activity: events per UTC day and event type. Every event feeds it, so operators and the admin
// screen can see what the product is doing, and it serves as the projection rebuilds and the
// replay benchmark exercise on any event log.
import { sql, statement } from "../../database/pool.ts";
import type { ActivityDailyRow } from "../../database/tables/activity-daily.ts";
import { defineProjection } from "../projection.ts";

export const activityProjection = defineProjection({
  name: "activity",
  tables: ["activity_daily"],
  // Counts per day and event type: no row is about one student.
  personalRows: { activity_daily: "none" },
  handles: "all",
  async apply(events, { tx, table }) {
    // Fold the batch in memory first: one upsert per (day, type), not one per event.
    const counts = new Map<string, ActivityDailyRow>();
    for (const e of events) {
      const day = e.recordedAt.toISOString().slice(0, 10);
      const key = `${day}\u0000${e.type}`;
      const entry = counts.get(key) ?? { day, event_type: e.type, events: 0 };
      entry.events += 1;
      counts.set(key, entry);
    }
    const rows = [...counts.values()];
    await tx.query(statement`
      insert into ${table("activity_daily")} (day, event_type, events)
      select * from jsonb_to_recordset(${sql.jsonb(rows)}) as r(day date, event_type text,
        events int8)
      on conflict (day, event_type) do update set events = ${table("activity_daily")}.events + excluded.events
    `);
  },
});
