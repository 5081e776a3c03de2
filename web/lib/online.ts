// Whether the browser is online, from one source the whole app shares: TanStack Query's
// onlineManager, which listens to the window's `online` and `offline` events and pauses reads
// (and resumes them) by them. TanStack v5 assumes "online" until the first event, so the app
// starts it from `navigator.onLine` (`startOnlineTracking`): a page opened offline knows it at
// once, and the banner, the screens' offline states and the paused reads always agree.
//
// The banner's notice is a small store (`createConnectionNotice`): "offline" while offline,
// "back-online" for BACK_ONLINE_MS once the connection returns, then nothing.
import { onlineManager } from "@tanstack/react-query";
import { useEffect, useRef, useSyncExternalStore } from "react";

/** How long 'Back online.' stays up once the connection returns. */
export const BACK_ONLINE_MS = 3000;

/** What the online state is read from: TanStack's onlineManager, or a stand-in in tests. */
export type OnlineSource = {
  isOnline(): boolean;
  subscribe(listener: (online: boolean) => void): () => void;
};

/** Starts the shared online state from the browser's (call once, before rendering). */
export function startOnlineTracking(online: boolean = navigator.onLine): void {
  onlineManager.setOnline(online);
}

let drops = 0;
let stopCountingDrops: (() => void) | undefined;

/**
 * How many times the connection has dropped since the page opened: a call that began before a
 * drop and failed after it was cut by the connection, even if it is back by the time it fails.
 */
export function connectionDrops(): number {
  stopCountingDrops ??= onlineManager.subscribe((online) => {
    if (!online) drops++;
  });
  return drops;
}

const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/** Whether the browser is online now; re-renders when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, isOnline);
}

/** Calls `callback` each time the connection returns (not on mount). */
export function useReconnect(callback: () => void): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(
    () =>
      onlineManager.subscribe((online) => {
        if (online) latest.current();
      }),
    [],
  );
}

export type ConnectionNotice = "offline" | "back-online" | null;

export type ConnectionNoticeStore = {
  getSnapshot(): ConnectionNotice;
  subscribe(listener: () => void): () => void;
  /** Stops following the online state (tests; the app's store lives as long as the page). */
  dispose(): void;
};

/**
 * The banner's notice, following `source`: "offline" while offline; when the connection
 * returns, "back-online" for `backOnlineMs`, then null. Going offline again cancels the timer.
 */
export function createConnectionNotice(
  source: OnlineSource,
  backOnlineMs: number = BACK_ONLINE_MS,
): ConnectionNoticeStore {
  let notice: ConnectionNotice = source.isOnline() ? null : "offline";
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const set = (next: ConnectionNotice) => {
    if (next === notice) return;
    notice = next;
    for (const listener of listeners) listener();
  };
  const stop = source.subscribe((online) => {
    if (!online) {
      clearTimeout(timer);
      set("offline");
      return;
    }
    // Only a return from offline is news; a repeated "online" changes nothing.
    if (notice !== "offline") return;
    set("back-online");
    timer = setTimeout(() => set(null), backOnlineMs);
  });
  return {
    getSnapshot: () => notice,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      clearTimeout(timer);
      stop();
      listeners.clear();
    },
  };
}

let appNotice: ConnectionNoticeStore | undefined;

/** The app's one notice store, following onlineManager from its first use. */
function sharedNotice(): ConnectionNoticeStore {
  appNotice ??= createConnectionNotice(onlineManager);
  return appNotice;
}

/** What the offline banner shows now: "offline", "back-online" (briefly) or nothing. */
export function useConnectionNotice(store: ConnectionNoticeStore = sharedNotice()) {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
