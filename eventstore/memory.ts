// In-memory adapter: the same contract with no database, for unit tests of command handlers and
// for tools that need a throwaway store. Positions are the 1-based index in the global log.
import {
  assertValidEvents,
  matchesExpectedVersion,
  WrongExpectedVersion,
  type AppendResult,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type Position,
  type StoredEvent,
  type SubscribeOptions,
} from "./port.ts";
import { pullSubscription, Wakeup } from "./subscription.ts";

export type MemoryEventStore = EventStore & {
  /** Test hook: the next read of every subscription fails once, as a dropped connection would. */
  simulateDisconnect(): void;
};

export function createMemoryEventStore(options: { now?: () => Date } = {}): MemoryEventStore {
  const now = options.now ?? (() => new Date());
  const log: StoredEvent[] = [];
  const streams = new Map<string, StoredEvent[]>();
  const eventIds = new Set<string>();
  const wakeup = new Wakeup();
  let failNextReads = false;
  let closed = false;

  const toPosition = (n: number) => String(n) as Position;
  const fromPosition = (p: Position | null | undefined) => (p == null ? 0 : Number(p));

  function read(after: Position | null | undefined, limit: number): StoredEvent[] {
    const start = fromPosition(after);
    return log.slice(start, start + limit);
  }

  return {
    kind: "memory",

    async append(
      streamId: string,
      events: readonly NewEvent[],
      opts: { expectedVersion: ExpectedVersion },
    ): Promise<AppendResult> {
      if (closed) throw new Error("event store is closed");
      assertValidEvents(streamId, events);
      const stream = streams.get(streamId) ?? [];
      if (!matchesExpectedVersion(opts.expectedVersion, stream.length)) {
        throw new WrongExpectedVersion(streamId, opts.expectedVersion, stream.length);
      }
      for (const e of events) {
        if (eventIds.has(e.eventId)) throw new Error(`duplicate eventId ${e.eventId}`);
      }
      const recordedAt = now();
      for (const e of events) {
        const stored: StoredEvent = {
          eventId: e.eventId,
          type: e.type,
          streamId,
          streamVersion: stream.length + 1,
          data: structuredClone(e.data),
          metadata: structuredClone(e.metadata ?? {}),
          recordedAt,
          position: toPosition(log.length + 1),
        };
        stream.push(stored);
        log.push(stored);
        eventIds.add(e.eventId);
      }
      streams.set(streamId, stream);
      wakeup.wakeAll();
      return { nextExpectedVersion: stream.length, position: toPosition(log.length) };
    },

    async readStream(streamId) {
      return [...(streams.get(streamId) ?? [])];
    },

    async readAll({ after, limit }) {
      return read(after, limit);
    },

    subscribe(opts: SubscribeOptions) {
      return pullSubscription(
        {
          read: async (after, limit) => {
            if (failNextReads) {
              failNextReads = false;
              throw new Error("simulated disconnect");
            }
            return read(after, limit);
          },
          generation: () => wakeup.generation,
          wait: (signal, since) => wakeup.wait(1000, signal, since),
        },
        opts,
      );
    },

    async headPosition() {
      return log.length === 0 ? null : toPosition(log.length);
    },

    async countAfter(after, max) {
      return Math.min(max, log.length - fromPosition(after));
    },

    comparePositions(a, b) {
      return fromPosition(a) - fromPosition(b);
    },

    async ping() {
      if (closed) throw new Error("event store is closed");
    },

    simulateDisconnect() {
      failNextReads = true;
      wakeup.wakeAll();
    },

    async close() {
      closed = true;
      wakeup.wakeAll();
    },
  };
}
