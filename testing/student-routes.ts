// The catalogued routes a student can call, as the privacy and id tests sweep them
// (api/privacy.int.test.ts, api/ids.int.test.ts): the staff routes (admin, analyst), the sign-in
// navigations and the API docs set aside.
import { DOCS_PREFIX } from "../api/plugins/openapi.ts";
import { isAdminRoute, isAnalystRoute, type RouteEntry } from "../api/plugins/routes.ts";

export const isStaffRoute = (url: string) => isAdminRoute(url) || isAnalystRoute(url);

/** Browser navigations (redirects), not reads. */
const NAVIGATIONS = new Set(["/api/login", "/api/login/callback/:provider", "/api/logout"]);

/** Every GET under /api/ a student can call. */
export const studentReads = (catalogue: readonly RouteEntry[]) =>
  catalogue.filter(
    (r) =>
      r.url.startsWith("/api/") &&
      r.method === "GET" &&
      !isStaffRoute(r.url) &&
      !NAVIGATIONS.has(r.url) &&
      r.url !== DOCS_PREFIX &&
      !r.url.startsWith(`${DOCS_PREFIX}/`),
  );
