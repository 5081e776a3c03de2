// The read-wait loop shared by the adapters that pull (Postgres, memory): read a batch after the
// last delivered position, deliver it, or wait for a wake-up; on a read error (a dropped
// connection), back off and read again from the same position, so nothing is skipped.
import type { Position, StoredEvent } from "./port.ts";

export type PullSource = {
  read(after: Position | null, limit: number): Promise<StoredEvent[]>;
  /** A counter of wake-ups, read before each read so a wake-up during the read is not lost. */
  generation(): number;
  /**
   * Resolves when new events may be readable (or a timeout passed); at once when a wake-up
   * came after `since`, i.e. while the empty read was in flight.
   */
  wait(signal: AbortSignal | undefined, since: number): Promise<void>;
  onReadError?(error: unknown, attempt: number): void;
};

export async function* pullSubscription(
  source: PullSource,
  options: { after?: Position | null; batchSize?: number; signal?: AbortSignal },
): AsyncGenerator<StoredEvent[]> {
  let position = options.after ?? null;
  const batchSize = options.batchSize ?? 500;
  let attempt = 0;
  while (!options.signal?.aborted) {
    let batch: StoredEvent[];
    const seen = source.generation();
    try {
      batch = await source.read(position, batchSize);
      attempt = 0;
    } catch (error) {
      if (options.signal?.aborted) return;
      attempt += 1;
      source.onReadError?.(error, attempt);
      await sleep(Math.min(50 * 2 ** attempt, 2000), options.signal);
      continue;
    }
    if (batch.length > 0) {
      position = batch[batch.length - 1]!.position;
      yield batch;
    } else {
      await source.wait(options.signal, seen);
    }
  }
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
  });
}

/**
 * A set of waiters woken together (by an append, a NOTIFY) or each by its own timeout. The
 * generation counts wake-ups: a waiter that read `generation` before its (empty) read passes it
 * as `since`, and returns at once if a wake-up came in between — otherwise that wake-up would
 * find no waiter and the events would wait for the next poll.
 */
export class Wakeup {
  private waiters = new Set<() => void>();
  generation = 0;

  wait(timeoutMs: number, signal?: AbortSignal, since?: number): Promise<void> {
    return new Promise((resolve) => {
      if (signal?.aborted) return resolve();
      if (since !== undefined && since !== this.generation) return resolve();
      const timer = setTimeout(done, timeoutMs);
      const waiters = this.waiters;
      signal?.addEventListener("abort", done, { once: true });
      waiters.add(done);
      function done() {
        clearTimeout(timer);
        signal?.removeEventListener("abort", done);
        waiters.delete(done);
        resolve();
      }
    });
  }

  wakeAll(): void {
    this.generation += 1;
    for (const wake of [...this.waiters]) wake();
  }
}
