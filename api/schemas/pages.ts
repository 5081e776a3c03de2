// The SPA's page routes, shared by the browser's router (web/app/routes.tsx; a test keeps the
// two equal) and the server, which answers any other page address with status 404 while still
// sending the app, so the router shows the spec's not-found card and crawlers and link checkers
// see a real 404. Matching is case-insensitive and ignores one trailing slash, like the router's.
export const PAGE_ROUTES = [
  "/",
  "/onboarding",
  "/diagnostic",
  "/simple-diagnostic",
  "/daily-drop",
  "/practice",
  "/tips",
  "/tips/bookmarked",
  "/progress",
  "/ranking",
  "/friends",
  "/username-setup",
  "/study-planning",
  "/admin",
  "/analyst",
  "/privacy",
  "/terms",
  "/about",
  "/how-it-works",
  "/faq",
  "/contact",
  "/schools",
  "/buy-one-give-one",
  "/reset-password",
] as const;

const known = new Set<string>(PAGE_ROUTES);

/** Whether `path` (no query string) is one of the app's pages. */
export function isPageRoute(path: string): boolean {
  const lower = path.toLowerCase();
  return (
    known.has(lower) || (lower.length > 2 && lower.endsWith("/") && known.has(lower.slice(0, -1)))
  );
}
