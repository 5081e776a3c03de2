// Postgres adapter: the embedded default. One `events` table (migrations/0001_event_store.sql).
//
// Global order is (transaction_id, seq), and readers only read rows whose transaction id is
// below pg_snapshot_xmin(pg_current_snapshot()) — the oldest transaction still running. A plain
// `seq > checkpoint` would skip an event whose transaction took a lower seq but committed after
// a higher one had been read; this rule makes such an event wait for its commit instead.
// Subscribers wake on LISTEN/NOTIFY and fall back to polling when the listener is down.
import { UniqueIntegrityConstraintViolationError } from "slonik";
import { z } from "zod";
import { Listener } from "../database/listener.ts";
import { sql, statement, type DatabasePool } from "../database/pool.ts";
import { silentLogger, type Logger } from "./logger.ts";
import {
  assertValidEvents,
  WrongExpectedVersion,
  type AppendResult,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type Position,
  type StoredEvent,
  type SubscribeOptions,
} from "./port.ts";
import { pullSubscription, sleep, Wakeup } from "./subscription.ts";

const EVENTS_CHANNEL = "levelfield_events";

export type PostgresEventStoreOptions = {
  pool: DatabasePool;
  /** For the LISTEN connection, which must be a dedicated client outside the pool. */
  databaseUrl: string;
  /** Polling fallback when no notification arrives. */
  pollIntervalMs?: number;
  log?: Logger;
};

const eventRow = z.object({
  seq: z.number(),
  tx: z.string(),
  stream_id: z.string(),
  stream_version: z.number(),
  event_id: z.string(),
  type: z.string(),
  data: z.unknown(),
  metadata: z.record(z.string(), z.unknown()),
  recorded_at: z.date(),
});

const appendRow = z.object({
  current_version: z.number(),
  new_version: z.number().nullable(),
  tx: z.string().nullable(),
  seq: z.number().nullable(),
});

export function encodePosition(tx: string, seq: number | string): Position {
  return `${tx}:${seq}` as Position;
}

export function decodePosition(position: Position | null | undefined): { tx: string; seq: string } {
  if (position == null) return { tx: "0", seq: "0" };
  const match = /^(\d+):(\d+)$/.exec(position);
  if (!match) throw new TypeError(`"${position}" is not a Postgres event store position`);
  return { tx: match[1]!, seq: match[2]! };
}

function toStoredEvent(row: z.infer<typeof eventRow>): StoredEvent {
  return {
    eventId: row.event_id,
    type: row.type,
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_at,
    position: encodePosition(row.tx, row.seq),
  };
}

// Each kind of expectation is its own named prepared statement: the append runs on every
// command, and parsing and planning it each time cost more than the insert itself (see
// docs/performance.md).
function expectedClause(expected: ExpectedVersion) {
  switch (expected) {
    case "any":
      return { name: "any", clause: sql.fragment`true` };
    case "no_stream":
      return { name: "no_stream", clause: sql.fragment`current_version.v = 0` };
    case "stream_exists":
      return { name: "stream_exists", clause: sql.fragment`current_version.v > 0` };
    default:
      if (!Number.isSafeInteger(expected) || expected < 0) {
        throw new TypeError(`expectedVersion ${expected} is not a version`);
      }
      return { name: "exact", clause: sql.fragment`current_version.v = ${expected}` };
  }
}

const MAX_ANY_RETRIES = 5;

export function createPostgresEventStore(options: PostgresEventStoreOptions): EventStore {
  const { pool } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const log = options.log ?? silentLogger;
  const wakeup = new Wakeup();
  let listener: Listener | null = null;
  let notifyScheduled = false;
  let closed = false;

  // One NOTIFY per burst of appends from this process, sent after they committed.
  function scheduleNotify() {
    if (notifyScheduled || closed) return;
    notifyScheduled = true;
    setImmediate(() => {
      notifyScheduled = false;
      if (closed) return;
      pool
        .query(statement`select pg_notify(${EVENTS_CHANNEL}, '')`)
        .catch((error: unknown) => log.warn({ err: error }, "event store NOTIFY failed"));
    });
    wakeup.wakeAll();
  }

  async function appendOnce(
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
  ): Promise<AppendResult> {
    const expectation = expectedClause(expected);
    const row = await pool.one(sql.prepared(`levelfield_append_${expectation.name}`, appendRow)`
      with current_version as (
        select coalesce(max(stream_version), 0) as v from events where stream_id = ${streamId}
      ), inserted as (
        insert into events (stream_id, stream_version, event_id, type, data, metadata)
        select ${streamId}, current_version.v + e.ord, e.event_id, e.type, e.data, e.metadata
        from current_version,
          unnest(
            ${sql.array(
              events.map((e) => e.eventId),
              "uuid",
            )},
            ${sql.array(
              events.map((e) => e.type),
              "text",
            )},
            ${sql.array(
              events.map((e) => JSON.stringify(e.data ?? null)),
              "jsonb",
            )},
            ${sql.array(
              events.map((e) => JSON.stringify(e.metadata ?? {})),
              "jsonb",
            )}
          ) with ordinality as e(event_id, type, data, metadata, ord)
        where ${expectation.clause}
        returning stream_version, transaction_id, seq
      )
      select
        (select v from current_version)::int as current_version,
        (select max(stream_version) from inserted)::int as new_version,
        (select transaction_id::text from inserted limit 1) as tx,
        (select max(seq) from inserted) as seq
    `);
    if (row.new_version === null || row.tx === null || row.seq === null) {
      throw new WrongExpectedVersion(streamId, expected, row.current_version);
    }
    return { nextExpectedVersion: row.new_version, position: encodePosition(row.tx, row.seq) };
  }

  async function read(after: Position | null | undefined, limit: number): Promise<StoredEvent[]> {
    const { tx, seq } = decodePosition(after);
    const rows = await pool.any(sql.prepared("levelfield_read_all", eventRow)`
      select seq, transaction_id::text as tx, stream_id, stream_version, event_id::text, type,
             data, metadata, recorded_at
      from events
      where transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        and (transaction_id, seq) > (${tx}::xid8, ${seq}::bigint)
      order by transaction_id, seq
      limit ${limit}
    `);
    return rows.map(toStoredEvent);
  }

  // After an empty read: are there committed rows we may not read yet, because an older
  // transaction is still open? Then look again soon rather than at the next poll.
  async function hasPendingRows(): Promise<boolean> {
    return pool.exists(sql.type(z.object({ one: z.literal(1) }))`
      select 1 as one from events where transaction_id >= pg_snapshot_xmin(pg_current_snapshot())
    `);
  }

  function ensureListener() {
    if (!listener && !closed) {
      listener = new Listener(options.databaseUrl, EVENTS_CHANNEL, () => wakeup.wakeAll(), log);
      listener.start();
    }
  }

  return {
    kind: "postgres",

    async append(streamId, events, { expectedVersion }) {
      assertValidEvents(streamId, events);
      for (let attempt = 0; ; attempt++) {
        try {
          const result = await appendOnce(streamId, events, expectedVersion);
          scheduleNotify();
          return result;
        } catch (error) {
          if (!(error instanceof UniqueIntegrityConstraintViolationError)) throw error;
          if (error.constraint === "events_event_id_key") {
            throw new Error(`an event with one of these eventIds is already stored`, {
              cause: error,
            });
          }
          // Two appends raced for the same stream version. For "any" that is not a conflict.
          if (expectedVersion === "any" && attempt < MAX_ANY_RETRIES) continue;
          throw new WrongExpectedVersion(streamId, expectedVersion, null);
        }
      }
    },

    async readStream(streamId) {
      const rows = await pool.any(sql.type(eventRow)`
        select seq, transaction_id::text as tx, stream_id, stream_version, event_id::text, type,
               data, metadata, recorded_at
        from events where stream_id = ${streamId} order by stream_version
      `);
      return rows.map(toStoredEvent);
    },

    readAll({ after, limit }) {
      return read(after, limit);
    },

    subscribe(opts: SubscribeOptions) {
      ensureListener();
      return pullSubscription(
        {
          read,
          generation: () => wakeup.generation,
          wait: async (signal, since) => {
            const pending = await hasPendingRows().catch(() => false);
            await (pending
              ? sleep(20, signal)
              : wakeup.wait(
                  listener?.healthy ? pollIntervalMs : Math.min(pollIntervalMs, 250),
                  signal,
                  since,
                ));
          },
          onReadError: (error, attempt) =>
            log.warn(
              { err: error, attempt },
              "subscription read failed; retrying from the same position",
            ),
        },
        opts,
      );
    },

    async headPosition() {
      const row = await pool.maybeOne(sql.type(z.object({ tx: z.string(), seq: z.number() }))`
        select transaction_id::text as tx, seq from events
        where transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        order by transaction_id desc, seq desc limit 1
      `);
      return row ? encodePosition(row.tx, row.seq) : null;
    },

    async countAfter(after, max) {
      const { tx, seq } = decodePosition(after);
      return pool.oneFirst(sql.type(z.object({ n: z.number() }))`
        select count(*) as n from (
          select 1 from events
          where transaction_id < pg_snapshot_xmin(pg_current_snapshot())
            and (transaction_id, seq) > (${tx}::xid8, ${seq}::bigint)
          limit ${max}
        ) t
      `);
    },

    comparePositions(a, b) {
      const pa = decodePosition(a);
      const pb = decodePosition(b);
      const byTx = BigInt(pa.tx) - BigInt(pb.tx);
      if (byTx !== 0n) return byTx < 0n ? -1 : 1;
      const bySeq = BigInt(pa.seq) - BigInt(pb.seq);
      return bySeq === 0n ? 0 : bySeq < 0n ? -1 : 1;
    },

    async ping() {
      await pool.oneFirst(sql.type(z.object({ ok: z.number() }))`select 1 as ok`);
    },

    async close() {
      closed = true;
      wakeup.wakeAll();
      await listener?.stop();
      listener = null;
    },
  };
}
