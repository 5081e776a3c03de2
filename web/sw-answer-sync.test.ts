// The worker's Background Sync for the offline answer queue, with a scripted server, flush and
// window list: who is signed in decides whose answers go, the windows hear of a sync that
// changed something, and a sync that could not finish fails so the browser tries again.
import { describe, expect, it } from "vitest";
import type { FlushOutcome, QueuedAnswer } from "./lib/offline/flush-answers.ts";
import { addAnswerSync, syncInWorker, type SyncEvent, type SyncScope } from "./sw-answer-sync.ts";

const someEntry = { key: "k1", userId: "ana" } as QueuedAnswer;

function windows() {
  const messages: unknown[] = [];
  const scope: Pick<SyncScope, "clients"> = {
    clients: { matchAll: async () => [{ postMessage: (m: unknown) => void messages.push(m) }] },
  };
  return { scope, messages };
}

const userServer =
  (status: number, user: unknown = { id: "ana" }) =>
  async (url: string) => {
    expect(url).toBe("/api/auth/user");
    return status === 200 ? Response.json(user) : new Response("", { status });
  };

const outcome = (changes: Partial<FlushOutcome>): FlushOutcome => ({
  sent: [],
  refused: [],
  stopped: null,
  left: 0,
  ...changes,
});

describe("the worker's answer sync", () => {
  it("given a signed-in student, when the sync runs, then their answers are flushed and the windows told", async () => {
    const { scope, messages } = windows();
    const flushed: string[] = [];
    const done = await syncInWorker(scope, userServer(200), async (userId) => {
      flushed.push(userId);
      return outcome({ sent: [{ entry: someEntry, result: {} as never }] });
    });
    expect(flushed).toEqual(["ana"]);
    expect(done?.sent).toHaveLength(1);
    expect(messages).toEqual([{ type: "answers-synced" }]);
  });

  it("given nothing was waiting, when the sync runs, then the windows are not disturbed", async () => {
    const { scope, messages } = windows();
    await syncInWorker(scope, userServer(200), async () => outcome({}));
    expect(messages).toEqual([]);
  });

  it("given no session, when the sync runs, then nothing is sent and it does not ask to retry", async () => {
    const { scope } = windows();
    let flushed = false;
    const done = await syncInWorker(scope, userServer(401), async () => {
      flushed = true;
      return outcome({});
    });
    expect(done).toBeNull();
    expect(flushed).toBe(false);
  });

  it.each(["offline", "server"] as const)(
    "given the flush stopped (%s), when the sync runs, then it rejects so the browser retries, after telling the windows of what did go",
    async (stopped) => {
      const { scope, messages } = windows();
      await expect(
        syncInWorker(scope, userServer(200), async () =>
          outcome({ stopped, left: 1, sent: [{ entry: someEntry, result: {} as never }] }),
        ),
      ).rejects.toThrow("kept for later");
      expect(messages).toEqual([{ type: "answers-synced" }]);
    },
  );

  it("given the worker scope, when a sync event comes, then only the queue's tag is handled", async () => {
    let listener: ((event: SyncEvent) => void) | null = null;
    const scope: SyncScope = {
      addEventListener: (_type, l) => void (listener = l),
      clients: { matchAll: async () => [] },
    };
    addAnswerSync(scope);
    const waited: Promise<unknown>[] = [];
    const event = (tag: string) =>
      ({
        tag,
        waitUntil: (p: Promise<unknown>) => void waited.push(p.catch(() => {})),
      }) as SyncEvent;
    listener!(event("something-else"));
    expect(waited).toHaveLength(0);
    listener!(event("levelfield-answers"));
    expect(waited).toHaveLength(1);
  });
});
