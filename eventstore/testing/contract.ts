// The event store contract suite. Every adapter runs exactly these tests (memory.test.ts,
// postgres.int.test.ts, esdb.int.test.ts); an adapter that passes them can stand in for another.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  WrongExpectedVersion,
  type EventStore,
  type NewEvent,
  type Position,
  type StoredEvent,
} from "../port.ts";
import { sleep } from "../subscription.ts";

export type ContractSubject = {
  store: EventStore;
  /**
   * Appends one event inside a transaction that stays open until commit() — the late-commit
   * case. Stores that assign positions at commit time append at commit().
   */
  holdAppend(streamId: string, event: NewEvent): Promise<{ commit(): Promise<void> }>;
  /** Drops the store's connections (or, for the memory store, simulates it). */
  dropConnections(): Promise<void>;
  close(): Promise<void>;
};

export function event(
  type: string,
  data: unknown = {},
  metadata?: Record<string, unknown>,
): NewEvent {
  return { eventId: randomUUID(), type, data, ...(metadata ? { metadata } : {}) };
}

/**
 * The held append for stores that assign a position only when a write commits (memory,
 * EventStoreDB): no transaction can hold an earlier place open, so it appends at commit().
 */
export function appendAtCommit(store: EventStore): ContractSubject["holdAppend"] {
  return async (streamId, event) => ({
    commit: async () => {
      await store.append(streamId, [event], { expectedVersion: "any" });
    },
  });
}

/** Reads a subscription until `done(events)` holds, or fails after timeoutMs. */
async function collectUntil(
  store: EventStore,
  after: Position | null,
  done: (events: StoredEvent[]) => boolean,
  timeoutMs = 10_000,
  onBatch?: (events: StoredEvent[]) => Promise<void>,
): Promise<StoredEvent[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const seen: StoredEvent[] = [];
  try {
    for await (const batch of store.subscribe({ after, signal: controller.signal, batchSize: 3 })) {
      seen.push(...batch);
      await onBatch?.(seen);
      if (done(seen)) return seen;
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  throw new Error(`subscription timed out after ${timeoutMs} ms with ${seen.length} events`);
}

export function describeEventStoreContract(
  name: string,
  createSubject: (() => Promise<ContractSubject>) | { skip: string },
): void {
  if ("skip" in createSubject) {
    console.warn(`event store contract: ${name} skipped: ${createSubject.skip}`);
    describe.skip(`event store contract: ${name} — skipped: ${createSubject.skip}`, () => {
      it("runs when the store is reachable", () => {});
    });
    return;
  }

  describe(`event store contract: ${name}`, () => {
    let subject: ContractSubject;
    let store: EventStore;
    // Each test uses its own stream names, so tests share one store without interfering.
    const stream = (label: string) => `${label}-${randomUUID()}`;

    beforeAll(async () => {
      subject = await createSubject();
      store = subject.store;
    });
    afterAll(async () => {
      await subject?.close();
    });

    it("appends events and reads them back in stream order", async () => {
      const s = stream("readback");
      const events = [
        event("A", { n: 1 }, { by: "test" }),
        event("B", { n: 2 }),
        event("C", { s: "é✓" }),
      ];
      const result = await store.append(s, events, { expectedVersion: "no_stream" });
      expect(result.nextExpectedVersion).toBe(3);
      const read = await store.readStream(s);
      expect(read.map((e) => [e.eventId, e.type, e.streamVersion, e.data])).toEqual([
        [events[0]!.eventId, "A", 1, { n: 1 }],
        [events[1]!.eventId, "B", 2, { n: 2 }],
        [events[2]!.eventId, "C", 3, { s: "é✓" }],
      ]);
      expect(read[0]!.metadata).toMatchObject({ by: "test" });
      expect(read[0]!.streamId).toBe(s);
      expect(read[0]!.recordedAt).toBeInstanceOf(Date);
      expect(store.comparePositions(result.position, read[2]!.position)).toBe(0);
      expect(await store.readStream(stream("missing"))).toEqual([]);
    });

    it("checks every kind of expected version", async () => {
      const s = stream("expected");
      await expect(
        store.append(s, [event("A")], { expectedVersion: "stream_exists" }),
      ).rejects.toBeInstanceOf(WrongExpectedVersion);
      await expect(store.append(s, [event("A")], { expectedVersion: 1 })).rejects.toBeInstanceOf(
        WrongExpectedVersion,
      );
      expect(
        (await store.append(s, [event("A")], { expectedVersion: 0 })).nextExpectedVersion,
      ).toBe(1);
      const stale = store.append(s, [event("B")], { expectedVersion: 0 });
      await expect(stale).rejects.toBeInstanceOf(WrongExpectedVersion);
      await expect(
        store.append(s, [event("B")], { expectedVersion: "no_stream" }),
      ).rejects.toMatchObject({
        name: "WrongExpectedVersion",
        streamId: s,
      });
      expect(
        (await store.append(s, [event("B")], { expectedVersion: "stream_exists" }))
          .nextExpectedVersion,
      ).toBe(2);
      expect(
        (await store.append(s, [event("C"), event("D")], { expectedVersion: "any" }))
          .nextExpectedVersion,
      ).toBe(4);
      expect(
        (await store.append(s, [event("E")], { expectedVersion: 4 })).nextExpectedVersion,
      ).toBe(5);
      expect((await store.readStream(s)).map((e) => e.type)).toEqual(["A", "B", "C", "D", "E"]);
    });

    it("lets exactly one of N racing appends with the same expected version win; the rest retry", async () => {
      const s = stream("race");
      await store.append(s, [event("Opened")], { expectedVersion: "no_stream" });
      const racers = 16;
      const first = await Promise.allSettled(
        Array.from({ length: racers }, (_, i) =>
          store.append(s, [event("Raced", { i })], { expectedVersion: 1 }),
        ),
      );
      const won = first.filter((r) => r.status === "fulfilled");
      const lost = first.filter((r) => r.status === "rejected");
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(racers - 1);
      for (const r of lost)
        expect((r as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedVersion);

      // The losers reload and retry, as a command handler does, until each is accepted.
      const losers = first.flatMap((r, i) => (r.status === "rejected" ? [i] : []));
      await Promise.all(
        losers.map(async (i) => {
          for (let attempt = 0; attempt < 100; attempt++) {
            const version = (await store.readStream(s)).length;
            try {
              return await store.append(s, [event("Raced", { i })], { expectedVersion: version });
            } catch (error) {
              if (!(error instanceof WrongExpectedVersion)) throw error;
            }
          }
          throw new Error("retry budget exhausted");
        }),
      );
      const final = await store.readStream(s);
      expect(final).toHaveLength(1 + racers);
      expect(final.map((e) => e.streamVersion)).toEqual(
        Array.from({ length: 1 + racers }, (_, i) => i + 1),
      );
      expect(new Set(final.slice(1).map((e) => (e.data as { i: number }).i)).size).toBe(racers);
    });

    it("keeps one global order across streams and reads after a position", async () => {
      const a = stream("order-a");
      const b = stream("order-b");
      const head = await store.headPosition();
      const appended = [
        await store.append(a, [event("A1")], { expectedVersion: "any" }),
        await store.append(b, [event("B1"), event("B2")], { expectedVersion: "any" }),
        await store.append(a, [event("A2")], { expectedVersion: "any" }),
      ];
      const all = await store.readAll({ after: head, limit: 1000 });
      const ours = all.filter((e) => e.streamId === a || e.streamId === b);
      expect(ours.map((e) => e.type)).toEqual(["A1", "B1", "B2", "A2"]);
      for (let i = 1; i < all.length; i++) {
        expect(store.comparePositions(all[i - 1]!.position, all[i]!.position)).toBeLessThan(0);
      }
      const afterFirst = await store.readAll({ after: appended[0]!.position, limit: 2 });
      expect(afterFirst.map((e) => e.type)).toEqual(["B1", "B2"]);
      expect(await store.headPosition()).toBe(appended[2]!.position);
      expect(await store.countAfter(appended[0]!.position, 100)).toBe(3);
      expect(await store.countAfter(appended[0]!.position, 2)).toBe(2);
    });

    it("subscribes from a checkpoint and keeps delivering new events", async () => {
      const s = stream("sub");
      const first = await store.append(s, [event("E1"), event("E2")], {
        expectedVersion: "no_stream",
      });
      await store.append(s, [event("E3")], { expectedVersion: 2 });
      let appendedLater = false;
      const seen = await collectUntil(
        store,
        first.position,
        (events) => events.filter((e) => e.streamId === s).length >= 2,
        10_000,
        async (events) => {
          if (!appendedLater && events.some((e) => e.type === "E3")) {
            appendedLater = true;
            await store.append(s, [event("E4")], { expectedVersion: 3 });
          }
        },
      );
      expect(seen.filter((e) => e.streamId === s).map((e) => e.type)).toEqual(["E3", "E4"]);
    });

    it("delivers an event whose transaction took an earlier place but committed later", async () => {
      const s = stream("late");
      const before = await store.append(s, [event("Before")], { expectedVersion: "no_stream" });
      const lateEvent = event("LateA");
      const held = await subject.holdAppend(`${s}-a`, lateEvent);
      await store.append(`${s}-b`, [event("EarlyB")], { expectedVersion: "no_stream" });
      // Subscribe while A is still open: the subscriber must wait for it, not read past it.
      const collecting = collectUntil(
        store,
        before.position,
        (events) =>
          events.some((e) => e.type === "LateA") && events.some((e) => e.type === "EarlyB"),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      await held.commit();
      const seen = await collecting;
      expect(seen.map((e) => e.type)).toContain("LateA");
      expect(seen.map((e) => e.type)).toContain("EarlyB");
      expect(seen.find((e) => e.type === "LateA")!.eventId).toBe(lateEvent.eventId);
    });

    it("resubscribes from its own position after the connection drops", async () => {
      const s = stream("drop");
      const start = await store.append(s, [event("BeforeDrop")], { expectedVersion: "no_stream" });
      await store.append(s, [event("Marker")], { expectedVersion: 1 });
      let dropped = false;
      const seen = await collectUntil(
        store,
        start.position,
        (events) => events.some((e) => e.type === "AfterDrop"),
        15_000,
        async (events) => {
          if (!dropped && events.some((e) => e.type === "Marker")) {
            dropped = true;
            await subject.dropConnections();
            await appendAfterDrop(() =>
              store.append(s, [event("AfterDrop")], { expectedVersion: 2 }),
            );
          }
        },
      );
      if (!dropped) throw new Error("never dropped");
      expect(seen.filter((e) => e.streamId === s).map((e) => e.type)).toEqual([
        "Marker",
        "AfterDrop",
      ]);
    }, 20_000);

    it("refuses bad input, and a refused append writes none of its events", async () => {
      const s = stream("bad");
      await expect(store.append(s, [], { expectedVersion: "any" })).rejects.toThrow(
        /at least one event/,
      );
      await expect(
        store.append(s, [{ eventId: "not-a-uuid", type: "X", data: {} }], {
          expectedVersion: "any",
        }),
      ).rejects.toThrow(/not a UUID/);
      const twice = event("Twice");
      await expect(store.append(s, [twice, twice], { expectedVersion: "any" })).rejects.toThrow(
        /appears twice/,
      );
      await store.append(s, [event("First")], { expectedVersion: "no_stream" });
      await expect(
        store.append(s, [event("Second"), event("Third")], { expectedVersion: 0 }),
      ).rejects.toBeInstanceOf(WrongExpectedVersion);
      expect((await store.readStream(s)).map((e) => e.type)).toEqual(["First"]);
    });
  });
}

/**
 * An append right after every connection was killed may draw a pooled connection whose death
 * the pool has not noticed yet; it fails without writing (an API request would answer 503), and
 * the next try gets a fresh connection. The subject under test here is the subscription.
 */
async function appendAfterDrop<T>(append: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await append();
    } catch (error) {
      if (attempt >= 5 || error instanceof WrongExpectedVersion) throw error;
      await sleep(50);
    }
  }
}
