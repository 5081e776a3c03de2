// EventStoreDB adapter: the production store (docker-compose.yml), on @eventstore/db-client.
//
// The port is 1-based (stream version = number of events); ESDB revisions are 0-based, so
// version n is revision n - 1 and version 0 is NO_STREAM. A position is the $all position
// "<commit>/<prepare>". ESDB gives every event of an append its own log position and readers
// see only indexed (committed) events, so reading $all in order never skips a late commit.
// $all also holds the server's own events ($-types, $-streams): every read filters them out.
// The client never resumes a dropped subscription, so subscribe() resubscribes itself from the
// last position it delivered.
import { setImmediate as nextTick } from "node:timers/promises";
import { silentLogger, type Logger } from "./logger.ts";
import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  excludeSystemEvents,
  jsonEvent,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type AppendExpectedRevision,
  type AppendResult as EsdbAppendResult,
  type JSONType,
  type Position as EsdbPosition,
  type ReadAllOptions,
  type ReadPosition,
  type RecordedEvent,
} from "@eventstore/db-client";
import {
  assertValidEvents,
  WrongExpectedVersion,
  type EventStore,
  type ExpectedVersion,
  type Position,
  type StoredEvent,
  type SubscribeOptions,
} from "./port.ts";
import { sleep } from "./subscription.ts";

export type EsdbEventStore = EventStore & {
  /** Test hook: fails every live subscription with an error, as a dropped connection does. */
  simulateDisconnect(): void;
};

export type EsdbEventStoreOptions = {
  /** e.g. esdb://localhost:2113?tls=false */
  connectionString: string;
  log?: Logger;
};

const PAGE = 200;

export function encodePosition(p: EsdbPosition): Position {
  return `${p.commit}/${p.prepare}` as Position;
}

export function decodePosition(position: Position): EsdbPosition {
  const match = /^(\d+)\/(\d+)$/.exec(position);
  if (!match) throw new TypeError(`"${position}" is not an EventStoreDB position`);
  return { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) };
}

function compare(a: EsdbPosition, b: EsdbPosition): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  return a.prepare === b.prepare ? 0 : a.prepare < b.prepare ? -1 : 1;
}

const isUserEvent = (e: RecordedEvent) => !e.type.startsWith("$") && !e.streamId.startsWith("$");

function toStoredEvent(e: RecordedEvent): StoredEvent {
  // Older servers (< 22.6) leave out the position on stream reads; the port cannot do without it.
  if (!e.position) throw new Error(`EventStoreDB returned event ${e.id} without its position`);
  const m = e.metadata;
  const metadata =
    m !== null && typeof m === "object" && !Array.isArray(m) && !(m instanceof Uint8Array) ? m : {};
  return {
    eventId: e.id,
    type: e.type,
    streamId: e.streamId,
    streamVersion: Number(e.revision) + 1,
    data: e.data,
    metadata: metadata as Record<string, unknown>,
    recordedAt: e.created,
    position: encodePosition(e.position),
  };
}

// The port's named cases are spelt like the client's constants: "any", "no_stream", ...
function toExpectedRevision(expected: ExpectedVersion): AppendExpectedRevision {
  if (typeof expected === "string") return expected;
  if (!Number.isSafeInteger(expected) || expected < 0) {
    throw new TypeError(`expectedVersion ${expected} is not a version`);
  }
  return expected === 0 ? NO_STREAM : BigInt(expected - 1);
}

// One live subscribeToAll call, buffered so the consumer takes what has arrived in batches.
// take() gives at least one event, or [] on abort; once the call failed and the buffer is
// drained, it throws.
function openFeed(subscription: AllStreamSubscription, highWater: number) {
  const queue: AllStreamResolvedEvent[] = [];
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  const notify = () => wake?.();
  subscription.on("data", (resolved: AllStreamResolvedEvent) => {
    queue.push(resolved);
    if (queue.length >= highWater) subscription.pause();
    notify();
  });
  // The listener stays after stop(): a late error event without one would crash the process.
  const end = (error: Error) => {
    failure ??= error;
    notify();
  };
  subscription.on("error", end);
  subscription.on("close", () => end(new Error("the subscription to $all ended")));
  return {
    async take(max: number, signal?: AbortSignal): Promise<AllStreamResolvedEvent[]> {
      if (queue.length === 0 && !failure && !signal?.aborted) {
        await new Promise<void>((resolve) => {
          const done = () => {
            signal?.removeEventListener("abort", done);
            wake = null;
            resolve();
          };
          wake = done;
          signal?.addEventListener("abort", done, { once: true });
        });
        // Let the rest of a burst arrive, so batches are not one event each.
        if (queue.length > 0 && queue.length < max) await nextTick();
      }
      if (signal?.aborted) return [];
      if (queue.length === 0 && failure) throw failure;
      const batch = queue.splice(0, max);
      if (subscription.isPaused() && queue.length < highWater) subscription.resume();
      return batch;
    },
    fail(error: Error) {
      subscription.destroy(error);
    },
    stop() {
      subscription.unsubscribe().catch(() => {});
      if (!subscription.destroyed) subscription.destroy();
    },
  };
}

export function createEsdbEventStore(options: EsdbEventStoreOptions): EsdbEventStore {
  const client = EventStoreDBClient.connectionString(options.connectionString);
  const log = options.log ?? silentLogger;
  const feeds = new Set<ReturnType<typeof openFeed>>();
  let closed = false;

  async function readAllPage(opts: ReadAllOptions): Promise<AllStreamResolvedEvent[]> {
    const page: AllStreamResolvedEvent[] = [];
    for await (const resolved of client.readAll({ resolveLinkTos: false, ...opts }))
      page.push(resolved);
    return page;
  }

  async function readStreamEvents(streamId: string) {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of client.readStream(streamId))
        if (resolved.event) events.push(resolved.event);
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  // Reads $all forwards strictly after `after`, up to `want` user events. fromPosition is
  // inclusive, and each next page starts at the last event read, so skip what is not after.
  async function scanForward(after: Position | null | undefined, want: number) {
    const found: StoredEvent[] = [];
    let cursor = after == null ? null : decodePosition(after);
    while (found.length < want) {
      const pageSize = Math.min(Math.max(want - found.length + 1, 32), PAGE);
      const page = await readAllPage({ fromPosition: cursor ?? START, maxCount: pageSize });
      for (const { event } of page) {
        if (!event || (cursor && compare(event.position, cursor) <= 0)) continue;
        cursor = event.position;
        if (isUserEvent(event)) found.push(toStoredEvent(event));
        if (found.length === want) return found;
      }
      if (page.length < pageSize) break;
    }
    return found;
  }

  async function* subscribeAll(opts: SubscribeOptions): AsyncGenerator<StoredEvent[]> {
    const { signal } = opts;
    const batchSize = opts.batchSize ?? 500;
    let cursor = opts.after == null ? null : decodePosition(opts.after);
    for (let attempt = 0; !closed && !signal?.aborted;) {
      const subscription = client.subscribeToAll({
        fromPosition: cursor ?? START,
        filter: excludeSystemEvents(),
      });
      const feed = openFeed(subscription, batchSize * 4);
      feeds.add(feed);
      let failure: unknown;
      try {
        for (;;) {
          const raw = await feed.take(batchSize, signal);
          if (signal?.aborted || closed) return;
          const batch: StoredEvent[] = [];
          for (const { event } of raw) {
            // A resubscription may start at (or before) what was delivered: never repeat it.
            if (!event || (cursor && compare(event.position, cursor) <= 0)) continue;
            cursor = event.position;
            if (isUserEvent(event)) batch.push(toStoredEvent(event));
          }
          if (batch.length > 0) {
            attempt = 0;
            yield batch;
          }
        }
      } catch (error) {
        failure = error;
      } finally {
        feeds.delete(feed);
        feed.stop();
      }
      if (closed || signal?.aborted) return;
      attempt += 1;
      const from = cursor ? encodePosition(cursor) : "start";
      log.warn({ err: failure, attempt, from }, "EventStoreDB subscription dropped; resubscribing");
      await sleep(Math.min(50 * 2 ** attempt, 5000), signal);
    }
  }

  return {
    kind: "esdb",

    async append(streamId, events, { expectedVersion }) {
      if (closed) throw new Error("event store is closed");
      assertValidEvents(streamId, events);
      const expectedRevision = toExpectedRevision(expectedVersion);
      const proposed = events.map(({ eventId: id, type, data, metadata }) =>
        jsonEvent({ id, type, data: (data ?? null) as JSONType, metadata: metadata ?? {} }),
      );
      let result: EsdbAppendResult;
      try {
        result = await client.appendToStream(streamId, proposed, { expectedRevision });
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        const actual = error.actualVersion === NO_STREAM ? 0 : Number(error.actualVersion) + 1;
        throw new WrongExpectedVersion(streamId, expectedVersion, actual);
      }
      if (!result.success) throw new WrongExpectedVersion(streamId, expectedVersion, null);
      // The append's position is its last event's: each event of an append has its own position.
      if (!result.position) throw new Error("EventStoreDB did not return the append's position");
      return {
        nextExpectedVersion: Number(result.nextExpectedRevision) + 1,
        position: encodePosition(result.position),
      };
    },

    async readStream(streamId) {
      return (await readStreamEvents(streamId)).map(toStoredEvent);
    },

    async readAll({ after, limit }) {
      return limit > 0 ? scanForward(after, limit) : [];
    },

    subscribe(opts) {
      return subscribeAll(opts);
    },

    // Backwards from END, page by page, until the newest user event. A backwards read from a
    // position excludes the event there, so each page continues where the last one stopped.
    async headPosition() {
      let from: ReadPosition = END;
      for (;;) {
        const page = await readAllPage({
          fromPosition: from,
          direction: BACKWARDS,
          maxCount: PAGE,
        });
        const newest = page.find((r) => r.event && isUserEvent(r.event))?.event;
        if (newest) return encodePosition(newest.position);
        const last = page.at(-1)?.event;
        if (page.length < PAGE || !last) return null;
        from = last.position;
      }
    },

    async countAfter(after, max) {
      return max > 0 ? (await scanForward(after, max)).length : 0;
    },

    comparePositions(a, b) {
      return compare(decodePosition(a), decodePosition(b));
    },

    async ping() {
      if (closed) throw new Error("event store is closed");
      await readAllPage({ fromPosition: END, direction: BACKWARDS, maxCount: 1, deadline: 5000 });
    },

    simulateDisconnect() {
      for (const feed of feeds) feed.fail(new Error("simulated disconnect"));
    },

    async close() {
      if (closed) return;
      closed = true;
      for (const feed of feeds) feed.fail(new Error("event store is closed"));
      await client.dispose();
    },
  };
}
