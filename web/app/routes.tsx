// The spec's route table. Matching is case-insensitive (/FAQ is /faq) and supports named
// parameters, optional segments and wildcards (regexparam). Information pages are split into
// their own chunks so the landing page loads only what it shows.
import { Suspense, type ComponentType, type LazyExoticComponent } from "react";
import { parse } from "regexparam";
import { Status } from "../components/status.tsx";
import { Route, Switch, type Parser } from "wouter";
import { AuthKnown, Home, SignedIn } from "./home.tsx";
import { lazyNamed as page } from "./lazy.ts";
import { NotFound } from "./not-found.tsx";
import { preloadAccountMenu } from "./navigation.tsx";
import { preloadScreen, Screen, type ScreenId } from "./screens.tsx";

export const caseInsensitive: Parser = (route, loose) => {
  const { pattern, keys } = parse(route, loose);
  return { pattern: new RegExp(pattern.source, "i"), keys };
};

const publicPages: Record<string, LazyExoticComponent<ComponentType>> = {
  "/privacy": page(() => import("../features/public-pages/privacy.tsx"), "PrivacyPage"),
  "/terms": page(() => import("../features/public-pages/terms.tsx"), "TermsPage"),
  "/about": page(() => import("../features/public-pages/about.tsx"), "AboutPage"),
  "/how-it-works": page(
    () => import("../features/public-pages/how-it-works.tsx"),
    "HowItWorksPage",
  ),
  "/faq": page(() => import("../features/public-pages/faq.tsx"), "FaqPage"),
  "/contact": page(() => import("../features/public-pages/contact.tsx"), "ContactPage"),
  "/schools": page(() => import("../features/public-pages/schools.tsx"), "SchoolsPage"),
  "/buy-one-give-one": page(
    () => import("../features/public-pages/buy-one-give-one.tsx"),
    "BuyOneGiveOnePage",
  ),
  "/reset-password": page(
    () => import("../features/sign-in/reset-password.tsx"),
    "ResetPasswordPage",
  ),
};

const signedInScreens: [path: string, screen: ScreenId][] = [
  ["/diagnostic", "diagnostic"],
  ["/simple-diagnostic", "diagnostic"],
  ["/daily-drop", "daily-drop"],
  ["/practice", "practice"],
  ["/tips", "tips"],
  ["/tips/bookmarked", "tips-bookmarked"],
  ["/progress", "progress"],
  ["/ranking", "ranking"],
  ["/friends", "friends"],
  ["/username-setup", "username"],
  ["/admin", "admin"],
];

/**
 * Screens that force login themselves (spec §6: "The diagnostic and study planning force
 * login"): a visitor gets the screen's 'Unauthorized' toast and /api/login, not the landing.
 */
const forcedLoginScreens: [path: string, screen: ScreenId][] = [
  ["/study-planning", "study-planning"],
  // Analysts sign in to see it; a visitor is sent to sign in rather than to the landing.
  ["/analyst", "analyst"],
];

/** Every page path the router knows (api/schemas/pages.ts must list the same: routes.test.ts). */
export const ROUTE_PATHS = [
  "/",
  "/onboarding",
  ...signedInScreens.map(([path]) => path),
  ...forcedLoginScreens.map(([path]) => path),
  ...Object.keys(publicPages),
];

/** The screen a signed-in-only path shows (/daily-drop → "daily-drop"); null for other paths. */
export function screenForPath(pathname: string): ScreenId | null {
  const match = [...signedInScreens, ...forcedLoginScreens].find(([path]) =>
    caseInsensitive(path, false).pattern.exec(pathname),
  );
  return match ? match[1] : null;
}

/**
 * On a path only a signed-in user uses (/daily-drop, /progress, …), starts loading its screen's
 * chunk and the account menu's right away, alongside the current-user request, instead of after
 * it: the screen shows one round trip sooner. `/` is left alone (a visitor's landing is in the
 * entry chunk; a visitor must not download the dashboard).
 */
export function preloadForPath(pathname: string): void {
  const screen = screenForPath(pathname);
  if (!screen) return;
  preloadScreen(screen);
  preloadAccountMenu();
}

export function Routes() {
  return (
    <Suspense fallback={<Status kind="loading" text="Loading..." />}>
      <Switch>
        <Route path="/" component={Home} />
        {/* Visitors reach onboarding too, in the spec's demo mode (nothing is saved). */}
        <Route path="/onboarding">
          <AuthKnown>
            <Screen id="onboarding" />
          </AuthKnown>
        </Route>
        {signedInScreens.map(([path, screen]) => (
          <Route key={path} path={path}>
            <SignedIn>
              <Screen id={screen} />
            </SignedIn>
          </Route>
        ))}
        {forcedLoginScreens.map(([path, screen]) => (
          <Route key={path} path={path}>
            <AuthKnown>
              <Screen id={screen} />
            </AuthKnown>
          </Route>
        ))}
        {Object.entries(publicPages).map(([path, Page]) => (
          <Route key={path} path={path} component={Page} />
        ))}
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  );
}
