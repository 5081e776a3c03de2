// The service worker's side of the offline answer queue (imported by web/sw.ts): on a Background
// Sync for `levelfield-answers` it asks the server who is signed in (GET /api/auth/user with the
// session cookie), sends that student's waiting answers through the same flush as the page
// (web/lib/offline/answer-queue.ts, under the same Web Lock), and tells the open windows
// (`{ type: "answers-synced" }`) so they read the drop and progress again. With no network, or
// the server failing, the sync fails and the browser tries it again later; with no session the
// answers wait for the student to sign in (another student's are never sent).
import { flushAnswerQueue, SYNC_TAG } from "./lib/offline/answer-queue.ts";
import type { FlushOutcome } from "./lib/offline/flush-answers.ts";

/** The current-user read (web/lib/queries.ts's authQueries.user). */
const CURRENT_USER_URL = "/api/auth/user";
const SYNCED_MESSAGE = "answers-synced";

/** What the worker scope gives this module (a ServiceWorkerGlobalScope has all of it). */
export type SyncScope = {
  addEventListener: (type: "sync", listener: (event: SyncEvent) => void) => void;
  clients: {
    matchAll: (options: {
      type: "window";
      includeUncontrolled: boolean;
    }) => Promise<readonly { postMessage: (message: unknown) => void }[]>;
  };
};

/** The Background Sync event (not in TypeScript's DOM library). */
export type SyncEvent = Event & {
  readonly tag: string;
  waitUntil: (promise: Promise<unknown>) => void;
};

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** The signed-in student's id, or null (no session). Throws when the server cannot be asked. */
async function currentUserId(send: Fetch): Promise<string | null> {
  const response = await send(CURRENT_USER_URL, {
    credentials: "include",
    cache: "no-store",
  });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`${CURRENT_USER_URL}: ${response.status}`);
  const user = (await response.json()) as { id?: unknown } | null;
  return typeof user?.id === "string" ? user.id : null;
}

/** One sync: flush the signed-in student's answers and tell the windows. */
export async function syncInWorker(
  scope: Pick<SyncScope, "clients">,
  send: Fetch = (url, init) => fetch(url, init),
  flush: (userId: string, send: Fetch) => Promise<FlushOutcome> = flushAnswerQueue,
): Promise<FlushOutcome | null> {
  const userId = await currentUserId(send);
  if (userId === null) return null;
  const outcome = await flush(userId, send);
  if (outcome.sent.length + outcome.refused.length > 0) {
    const windows = await scope.clients.matchAll({ type: "window", includeUncontrolled: true });
    for (const client of windows) client.postMessage({ type: SYNCED_MESSAGE });
  }
  // Rejecting asks the browser to try the sync again later; a missing session does not.
  if (outcome.stopped === "offline" || outcome.stopped === "server") {
    throw new Error(`Offline answers kept for later (${outcome.stopped}).`);
  }
  return outcome;
}

/** Adds the `sync` listener to the worker scope (call once from web/sw.ts). */
export function addAnswerSync(scope: SyncScope): void {
  scope.addEventListener("sync", (event) => {
    if (event.tag === SYNC_TAG) event.waitUntil(syncInWorker(scope));
  });
}
