/// <reference lib="webworker" />
// The service worker, served at /sw.js (vite-plugin-pwa builds it with Workbox's precache
// manifest injected at self.__WB_MANIFEST). What it does, in order of its routes:
//
// - Precaches the build (index.html, every chunk, the styles, the icons) and answers those files
//   from the precache, so the app opens without the network and a page only ever gets the files
//   of one version: a new worker waits (no skipWaiting on install) until the student chooses
//   "Reload" in the new-version toast (web/lib/service-worker.ts), which posts SKIP_WAITING.
// - A sign-out (/api/logout) first deletes the API cache, so the next student on this browser
//   never sees the last one's data, then goes to the server; so does any 401 from a kept read
//   (a session that ended some other way).
// - Three reads, and only these, are kept for offline use with NetworkFirst: the signed-in user
//   and today's Daily Drop with its progress, so a reload while offline still shows the student
//   and the drop. Only 200 answers are kept. Every other /api request is not touched.
// - Page navigations outside /api get the precached index.html (the client router draws the
//   page), so the landing, the public pages and every screen's frame open offline.
// - Background Sync ("levelfield-answers") sends the answers the Daily Drop saved offline
//   (web/sw-answer-sync.ts, the same queue rules as the page's).
import { clientsClaim } from "workbox-core";
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import { addAnswerSync } from "./sw-answer-sync.ts";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

/** The cache of the three API reads kept for offline use; deleted on sign-out. */
const API_CACHE = "levelfield-api";
/** The API reads kept (GET only, 200 only). */
const CACHED_API_PATHS = new Set(["/api/auth/user", "/api/daily-drop", "/api/daily-drop/progress"]);
/** How long a cached read waits for the network before the cached answer is used. */
const API_NETWORK_TIMEOUT_SECONDS = 4;

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// The page asks a waiting worker to take over when the student chooses to.
self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});
// Once active (the first install, or after SKIP_WAITING), the worker controls the open pages at
// once. A page that an older worker controlled reloads then (web/lib/service-worker.ts).
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Sign-out: the navigation (GET) or the POST. The cache goes first; the request goes on as is.
for (const method of ["GET", "POST"] as const) {
  registerRoute(
    ({ url }) => sameOrigin(url) && url.pathname === "/api/logout",
    async ({ request }) => {
      await caches.delete(API_CACHE);
      return fetch(request);
    },
    method,
  );
}

registerRoute(
  ({ url, request }) =>
    sameOrigin(url) && request.method === "GET" && CACHED_API_PATHS.has(url.pathname),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: API_NETWORK_TIMEOUT_SECONDS,
    plugins: [
      {
        // A 401 (signed out), an error or a redirect is never kept.
        cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
        // A 401 means the session ended without a sign-out here (it expired, or the account was
        // erased): what was kept of that student goes too, so it is never shown offline later.
        fetchDidSucceed: async ({ response }) => {
          if (response.status === 401) await caches.delete(API_CACHE);
          return response;
        },
      },
    ],
  }),
);

registerRoute(
  new NavigationRoute(createHandlerBoundToURL("index.html"), {
    // The API (its docs, sign-in and sign-out redirects included) is the server's, not a page.
    denylist: [/^\/api(\/|$)/],
  }),
);

// Nothing else is handled: every other /api request goes to the network, untouched and unkept.

// Background Sync: answers saved offline on the Daily Drop are sent when the browser fires it
// (the page also sends them on opening, on `online` and when it becomes visible).
addAnswerSync(self);
