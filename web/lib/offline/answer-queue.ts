// The offline answer queue in IndexedDB (database `levelfield-offline`): Daily Drop answers given
// without a connection, keyed by their Idempotency-Key, and the notices of answers the server
// refused. The rules (order, refusals, when to stop) are flush-answers.ts's; this file is the
// storage, the Web Lock that lets one sender at a time flush (tabs and the service worker share
// it: `levelfield-answer-queue`), and the Background Sync request. It runs in the page and in
// the worker (web/sw-answer-sync.ts), so it touches neither `window` nor `document`.
import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import {
  flushAnswers,
  sendingOrder,
  type Fetch,
  type FlushOutcome,
  type QueuedAnswer,
  type QueueNotice,
  type QueueStore,
} from "./flush-answers.ts";

export type { FlushOutcome, QueuedAnswer, QueueNotice };

export const QUEUE_DB = "levelfield-offline";
export const QUEUE_LOCK = "levelfield-answer-queue";
/** The Background Sync tag the worker flushes on. */
export const SYNC_TAG = "levelfield-answers";

interface OfflineDb extends DBSchema {
  answers: { key: string; value: QueuedAnswer; indexes: { byUser: string } };
  notices: { key: number; value: QueueNotice; indexes: { byUser: string } };
}

let opening: Promise<IDBPDatabase<OfflineDb>> | null = null;

function db(): Promise<IDBPDatabase<OfflineDb>> {
  opening ??= openDB<OfflineDb>(QUEUE_DB, 1, {
    upgrade(database) {
      const answers = database.createObjectStore("answers", { keyPath: "key" });
      answers.createIndex("byUser", "userId");
      const notices = database.createObjectStore("notices", { autoIncrement: true });
      notices.createIndex("byUser", "userId");
    },
  }).catch((error: unknown) => {
    opening = null; // try again next time (a private window may refuse once)
    throw error;
  });
  return opening;
}

const idbStore: QueueStore = {
  list: async (userId) => (await db()).getAllFromIndex("answers", "byUser", userId),
  remove: async (key) => (await db()).delete("answers", key),
  addNotice: async (notice) => {
    await (await db()).add("notices", notice);
  },
};

/** Background Sync, where the browser has it (Chromium); the page's triggers cover the rest. */
type SyncRegistration = ServiceWorkerRegistration & {
  sync?: { register: (tag: string) => Promise<void> };
};

async function requestBackgroundSync(): Promise<void> {
  const container = globalThis.navigator?.serviceWorker;
  if (!container) return;
  try {
    const registration = (await container.getRegistration()) as SyncRegistration | undefined;
    await registration?.sync?.register(SYNC_TAG);
  } catch {
    // Not allowed here (no worker yet, a permission): the online/visible triggers still flush.
  }
}

/** Keeps an answer on this device until it can be sent, and asks for a Background Sync. */
export async function enqueueAnswer(entry: QueuedAnswer): Promise<void> {
  await (await db()).put("answers", entry);
  void requestBackgroundSync();
}

/** One student's waiting answers, oldest first. */
export async function pendingAnswers(userId: string): Promise<QueuedAnswer[]> {
  return sendingOrder(await idbStore.list(userId));
}

/** Reads and deletes one student's notices (each is shown once). */
export async function takeNotices(userId: string): Promise<string[]> {
  const database = await db();
  const tx = database.transaction("notices", "readwrite");
  const index = tx.store.index("byUser");
  const messages: string[] = [];
  for (let cursor = await index.openCursor(userId); cursor; cursor = await cursor.continue()) {
    messages.push(cursor.value.message);
    await cursor.delete();
  }
  await tx.done;
  return messages;
}

let localChain: Promise<unknown> = Promise.resolve();

/** Runs `task` holding the queue's Web Lock (one sender across tabs and the worker); where the
 *  browser has no Web Locks, one at a time in this page. */
export function withQueueLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  if (locks) return locks.request(QUEUE_LOCK, task) as Promise<T>;
  const run = localChain.then(task, task);
  localChain = run.catch(() => undefined);
  return run;
}

/** Sends `userId`'s waiting answers in order under the lock (flush-answers.ts). */
export function flushAnswerQueue(userId: string, send: Fetch = fetch): Promise<FlushOutcome> {
  return withQueueLock(() => flushAnswers(idbStore, (url, init) => send(url, init), userId));
}
