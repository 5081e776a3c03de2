// Registers the service worker (/sw.js, built from web/sw.ts) and runs the new-version flow:
//
// - The browser looks for a new /sw.js on every page load (the server sends it with no-cache);
//   while a tab stays open, it is asked again every hour.
// - A new worker installs beside the running one and waits: the page keeps the version it
//   started with (the old worker still answers from the old precache).
// - `onUpdateWaiting` hears of it (the app shows the "new version" toast); `activate` asks the
//   waiting worker to take over (SKIP_WAITING).
// - When a worker takes control of a page that an older worker controlled, the page reloads
//   once, in every open tab, so no page runs on files of two versions. The first worker to
//   control a page (the very first visit) causes no reload: the page already is that version.
import { Workbox } from "workbox-window";

export const SERVICE_WORKER_URL = "/sw.js";
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** What the flow needs of workbox-window's Workbox (a fake in tests). */
export type WorkboxLike = {
  addEventListener(type: "waiting", listener: () => void): void;
  register(): Promise<unknown>;
  update(): Promise<unknown>;
  messageSkipWaiting(): void;
};

/** What the flow needs of navigator.serviceWorker. */
export type ContainerLike = {
  readonly controller: unknown;
  addEventListener(type: "controllerchange", listener: () => void): void;
};

export type ServiceWorkerFlow = {
  workbox: WorkboxLike;
  container: ContainerLike;
  /** A new version is waiting; `activate` makes it take over (the page then reloads). */
  onUpdateWaiting: (activate: () => void) => void;
  reload: () => void;
  every: (callback: () => void, ms: number) => void;
};

export function runServiceWorkerFlow({
  workbox,
  container,
  onUpdateWaiting,
  reload,
  every,
}: ServiceWorkerFlow): Promise<unknown> {
  let controlled = container.controller != null;
  let reloading = false;
  container.addEventListener("controllerchange", () => {
    if (controlled && !reloading) {
      reloading = true;
      reload();
    }
    controlled = true;
  });
  workbox.addEventListener("waiting", () => onUpdateWaiting(() => workbox.messageSkipWaiting()));
  every(() => {
    workbox.update().catch(() => {
      // Offline, or the server is down: the next check will try again.
    });
  }, UPDATE_CHECK_INTERVAL_MS);
  return workbox.register();
}

/** Registers /sw.js in this browser (when it has service workers) and runs the flow. */
export function registerServiceWorker(onUpdateWaiting: (activate: () => void) => void): void {
  if (!("serviceWorker" in navigator)) return;
  runServiceWorkerFlow({
    workbox: new Workbox(SERVICE_WORKER_URL),
    container: navigator.serviceWorker,
    onUpdateWaiting,
    reload: () => window.location.reload(),
    every: (callback, ms) => window.setInterval(callback, ms),
  }).catch((error: unknown) => console.error("service worker registration failed:", error));
}
