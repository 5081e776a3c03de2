// Helpers for projection tests: synthetic events spread over days and types, and a table
// checksum to compare a live read model with a rebuilt one.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { sql, type DatabasePool } from "../../database/pool.ts";
import type { EventStore, NewEvent } from "../../eventstore/port.ts";

const SYNTHETIC_TYPES = [
  "AnswerSubmitted",
  "QuestionSkipped",
  "TipBookmarked",
  "DailyDropCompleted",
];

/** Appends `count` events over `streams` streams, `perAppend` events per append. */
export async function appendSynthetic(
  store: EventStore,
  count: number,
  options: { streams?: number; perAppend?: number; prefix?: string } = {},
): Promise<void> {
  const streams = options.streams ?? 50;
  const perAppend = options.perAppend ?? 100;
  const prefix = options.prefix ?? randomUUID().slice(0, 8);
  for (let i = 0; i < count; i += perAppend) {
    const n = Math.min(perAppend, count - i);
    const events: NewEvent[] = Array.from({ length: n }, (_, j) => ({
      eventId: randomUUID(),
      type: SYNTHETIC_TYPES[(i + j) % SYNTHETIC_TYPES.length]!,
      data: { n: i + j },
    }));
    await store.append(`student-${prefix}-${(i / perAppend) % streams}`, events, {
      expectedVersion: "any",
    });
  }
}

/** An order-independent digest of a table's rows. */
export async function tableChecksum(pool: DatabasePool, table: string): Promise<string> {
  return pool.oneFirst(sql.type(z.object({ digest: z.string() }))`
    select coalesce(md5(string_agg(t::text, '|' order by t::text)), 'empty') as digest
    from ${sql.identifier([table])} t
  `);
}

/** activity_daily as it must be, computed straight from the event log. */
export async function expectedActivity(pool: DatabasePool) {
  return pool.any(sql.type(
    z.object({ day: z.string(), event_type: z.string(), events: z.number() }),
  )`
    select (recorded_at at time zone 'UTC')::date as day, type as event_type, count(*) as events
    from events group by 1, 2 order by 1, 2
  `);
}

export async function actualActivity(pool: DatabasePool) {
  return pool.any(sql.type(
    z.object({ day: z.string(), event_type: z.string(), events: z.number() }),
  )`
    select day, event_type, events from activity_daily order by 1, 2
  `);
}
