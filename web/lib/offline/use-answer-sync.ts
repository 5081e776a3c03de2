// When the offline answer queue is sent, and what the app does after: once the signed-in
// student is known, their waiting answers are flushed on opening the app, when the browser goes
// back online, and when the tab becomes visible again; the service worker's Background Sync
// (web/sw-answer-sync.ts) flushes too and says so with an `answers-synced` message. After a
// flush that sent or refused anything, the Daily Drop and every XP/streak/progress read are
// read again, listeners (the Daily Drop screen) hear of it, and each refusal's notice is shown
// once as a toast. Other tabs hear of a flush through a BroadcastChannel (the tab that took the
// lock may not be the one showing the saved answer). Only the signed-in student's entries are
// sent: another student's stay on the device until they sign in here again.
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { toast } from "../../components/ui/use-toast.ts";
import { useAuth } from "../auth.ts";
import { authQueries, dailyDropQueries, progressQueries } from "../queries.ts";
import { flushAnswerQueue, takeNotices } from "./answer-queue.ts";

/** The worker's message after a Background Sync flush. */
export const SYNCED_MESSAGE = "answers-synced";

/** The channel the tabs of this browser tell each other about a flush on. */
const CHANNEL = "levelfield-answers";

const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;

/** Calls `listener` after each flush that sent or refused an answer; answers the unsubscribe. */
export function onAnswersSynced(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function afterSync(userId: string, client: QueryClient, changed: boolean): Promise<void> {
  if (changed) {
    void client.invalidateQueries({ queryKey: dailyDropQueries.all() });
    void client.invalidateQueries({ queryKey: authQueries.user().queryKey });
    void client.invalidateQueries({ queryKey: progressQueries.all() });
    for (const listener of listeners) listener();
  }
  for (const message of await takeNotices(userId)) {
    toast({ title: "Answer not counted", description: message, variant: "destructive" });
  }
}

const running = new Map<string, Promise<void>>();

/**
 * Flushes `userId`'s waiting answers (one flush at a time per page; the lock covers other tabs
 * and the worker), then refreshes and notifies. Never throws: a failed flush waits for the next
 * trigger.
 */
export function syncAnswers(userId: string, client: QueryClient): Promise<void> {
  const current = running.get(userId);
  if (current) return current;
  const run = (async () => {
    try {
      const outcome = await flushAnswerQueue(userId);
      const changed = outcome.sent.length + outcome.refused.length > 0;
      if (changed) channel?.postMessage({ type: SYNCED_MESSAGE });
      await afterSync(userId, client, changed);
    } catch (error) {
      console.error("Offline answers could not be sent:", error);
    } finally {
      running.delete(userId);
    }
  })();
  running.set(userId, run);
  return run;
}

/** Mounted once in the app: the triggers above, for the signed-in student. */
export function useAnswerQueueSync(): void {
  const { user } = useAuth();
  const client = useQueryClient();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null || typeof indexedDB === "undefined") return;
    const sync = () => void syncAnswers(userId, client);
    const onVisible = () => {
      if (document.visibilityState === "visible") sync();
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown } | null;
      if (data?.type === SYNCED_MESSAGE) void afterSync(userId, client, true).catch(() => {});
    };
    const tabs = typeof BroadcastChannel === "function" ? new BroadcastChannel(CHANNEL) : null;
    channel = tabs;
    sync();
    window.addEventListener("online", sync);
    document.addEventListener("visibilitychange", onVisible);
    navigator.serviceWorker?.addEventListener("message", onMessage);
    tabs?.addEventListener("message", onMessage);
    return () => {
      window.removeEventListener("online", sync);
      document.removeEventListener("visibilitychange", onVisible);
      navigator.serviceWorker?.removeEventListener("message", onMessage);
      tabs?.close();
      if (channel === tabs) channel = null;
    };
  }, [userId, client]);
}
