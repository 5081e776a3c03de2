// The SPA's pages, listed once: the browser's router builds its route table from this list
// (web/app/routes.tsx), and the server answers any other page address with status 404 while still
// sending the app, so the router shows the spec's not-found card and crawlers and link checkers
// see a real 404. Matching is case-insensitive and ignores one trailing slash, like the router's.

/**
 * Who a page is for, and so how the router wraps it:
 * - `home`: `/`, the landing for a visitor and the Home logic for a signed-in user;
 * - `open`: a screen shown once the current user is known, to visitors too (onboarding's demo);
 * - `signed-in`: a screen only a signed-in user sees (a visitor gets the landing);
 * - `forced-login`: a screen that forces login itself (spec §6: "The diagnostic and study
 *   planning force login"): a visitor gets its 'Unauthorized' toast and /api/login;
 * - `public`: an information page, in its own chunk.
 */
type Page =
  | { path: string; access: "home" | "public" }
  | { path: string; access: "open" | "signed-in" | "forced-login"; screen: string };

export const PAGES = [
  { path: "/", access: "home" },
  { path: "/onboarding", access: "open", screen: "onboarding" },
  { path: "/diagnostic", access: "signed-in", screen: "diagnostic" },
  { path: "/simple-diagnostic", access: "signed-in", screen: "diagnostic" },
  { path: "/daily-drop", access: "signed-in", screen: "daily-drop" },
  { path: "/practice", access: "signed-in", screen: "practice" },
  { path: "/tips", access: "signed-in", screen: "tips" },
  { path: "/tips/bookmarked", access: "signed-in", screen: "tips-bookmarked" },
  { path: "/progress", access: "signed-in", screen: "progress" },
  { path: "/ranking", access: "signed-in", screen: "ranking" },
  { path: "/friends", access: "signed-in", screen: "friends" },
  { path: "/username-setup", access: "signed-in", screen: "username" },
  { path: "/admin", access: "signed-in", screen: "admin" },
  { path: "/study-planning", access: "forced-login", screen: "study-planning" },
  // Analysts sign in to see it; a visitor is sent to sign in rather than to the landing.
  { path: "/analyst", access: "forced-login", screen: "analyst" },
  { path: "/privacy", access: "public" },
  { path: "/terms", access: "public" },
  { path: "/about", access: "public" },
  { path: "/how-it-works", access: "public" },
  { path: "/faq", access: "public" },
  { path: "/contact", access: "public" },
  { path: "/schools", access: "public" },
  { path: "/buy-one-give-one", access: "public" },
  { path: "/reset-password", access: "public" },
] as const satisfies readonly Page[];

export type AppPage = (typeof PAGES)[number];
/** A screen a page shows (web/app/screens.tsx loads one chunk per screen). */
export type PageScreenId = Extract<AppPage, { screen: string }>["screen"];
/** An information page's path (web/app/routes.tsx gives each its chunk). */
export type PublicPagePath = Extract<AppPage, { access: "public" }>["path"];

/** The username chooser for a student who already has one (the account menu links it). */
export const CHANGE_USERNAME_PATH = "/username-setup?change";

/** Every page path. */
export const PAGE_ROUTES: readonly string[] = PAGES.map((page) => page.path);

const known = new Set<string>(PAGE_ROUTES);

/** Whether `path` (no query string) is one of the app's pages. */
export function isPageRoute(path: string): boolean {
  const lower = path.toLowerCase();
  return (
    known.has(lower) || (lower.length > 2 && lower.endsWith("/") && known.has(lower.slice(0, -1)))
  );
}
