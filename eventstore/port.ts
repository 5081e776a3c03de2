// The event store port: what every adapter (Postgres, EventStoreDB, memory) promises.
// The contract suite in contract.ts holds each adapter to it.
import { z } from "zod";

/** An event the application wants to append. The application always chooses the eventId. */
export type NewEvent = {
  readonly eventId: string;
  readonly type: string;
  readonly data: unknown;
  readonly metadata?: Readonly<Record<string, unknown>>;
};

/**
 * A position in the global order. Opaque to callers: only the adapter that produced it can
 * compare it (`comparePositions`). It is already text, so it can be stored as a checkpoint.
 */
export type Position = string & { readonly __brand: "Position" };

/** A position read back from a table (a checkpoint, an erasure): text the store made. */
export const storedPosition = z.custom<Position>((value) => typeof value === "string");

export type StoredEvent = {
  readonly eventId: string;
  readonly type: string;
  readonly streamId: string;
  /** 1-based: the first event of a stream has version 1. */
  readonly streamVersion: number;
  readonly data: unknown;
  readonly metadata: Readonly<Record<string, unknown>>;
  readonly recordedAt: Date;
  readonly position: Position;
};

/**
 * The stream version the caller expects before its append: the number of events already in
 * the stream (0 = the stream does not exist yet), or one of the named cases.
 */
export type ExpectedVersion = number | "any" | "no_stream" | "stream_exists";

export type AppendResult = {
  /** The stream's version after the append = the number of events in the stream. */
  readonly nextExpectedVersion: number;
  /** The global position of the last event appended. */
  readonly position: Position;
};

export type SubscribeOptions = {
  /** Deliver events strictly after this position; null or absent = from the start. */
  readonly after?: Position | null;
  /** Most events per delivered batch. */
  readonly batchSize?: number;
  /** Ends the subscription (the iterator returns). */
  readonly signal?: AbortSignal;
};

export interface EventStore {
  readonly kind: "postgres" | "esdb" | "memory";
  append(
    streamId: string,
    events: readonly NewEvent[],
    options: { readonly expectedVersion: ExpectedVersion },
  ): Promise<AppendResult>;
  /** Every event of one stream, oldest first (empty when the stream does not exist). */
  readStream(streamId: string): Promise<StoredEvent[]>;
  /** Events of all streams in global order, strictly after `after`. */
  readAll(options: {
    readonly after?: Position | null;
    readonly limit: number;
  }): Promise<StoredEvent[]>;
  /**
   * Batches of events in global order, from `after`, forever: it waits for new events, never
   * skips one (even one whose transaction commits late), and survives dropped connections.
   */
  subscribe(options: SubscribeOptions): AsyncIterable<StoredEvent[]>;
  /** The position of the newest event readable now, or null when the store is empty. */
  headPosition(): Promise<Position | null>;
  /** How many events lie after `after`, counting at most `max`. */
  countAfter(after: Position | null, max: number): Promise<number>;
  /** Negative when a is before b, 0 when equal, positive after. */
  comparePositions(a: Position, b: Position): number;
  /** Checks the store answers; throws when it does not. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** A stale expected version: another writer got there first. Reload, decide again, retry. */
export class WrongExpectedVersion extends Error {
  readonly streamId: string;
  readonly expected: ExpectedVersion;
  readonly actual: number | null;

  constructor(streamId: string, expected: ExpectedVersion, actual: number | null) {
    super(
      `Wrong expected version for stream "${streamId}": expected ${String(expected)}, ` +
        `actual ${actual === null ? "unknown (a concurrent append won)" : String(actual)}`,
    );
    this.name = "WrongExpectedVersion";
    this.streamId = streamId;
    this.expected = expected;
    this.actual = actual;
  }
}

/** Checks an expected version against the stream's current one (for adapters that check in code). */
export function matchesExpectedVersion(expected: ExpectedVersion, current: number): boolean {
  switch (expected) {
    case "any":
      return true;
    case "no_stream":
      return current === 0;
    case "stream_exists":
      return current > 0;
    default:
      return current === expected;
  }
}

export function assertValidEvents(streamId: string, events: readonly NewEvent[]): void {
  if (streamId.length === 0 || streamId.length > 200) {
    throw new TypeError("streamId must be 1 to 200 characters");
  }
  if (events.length === 0) throw new TypeError("append needs at least one event");
  const ids = new Set<string>();
  for (const e of events) {
    if (!UUID.test(e.eventId)) throw new TypeError(`eventId "${e.eventId}" is not a UUID`);
    if (ids.has(e.eventId)) throw new TypeError(`eventId "${e.eventId}" appears twice`);
    ids.add(e.eventId);
    if (e.type.length === 0 || e.type.length > 100)
      throw new TypeError("event type must be 1 to 100 characters");
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
