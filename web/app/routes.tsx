// The spec's route table, built from the one page list (api/schemas/pages.ts, which the server
// checks page addresses against too). Matching is case-insensitive (/FAQ is /faq) and supports
// named parameters, optional segments and wildcards (regexparam). Information pages are split
// into their own chunks so the landing page loads only what it shows.
import { Suspense, type ComponentType, type LazyExoticComponent } from "react";
import { parse } from "regexparam";
import { Status } from "../components/status.tsx";
import { Route, Switch, type Parser } from "wouter";
import { AuthKnown, Home, SignedIn } from "./home.tsx";
import { lazyNamed } from "./lazy.ts";
import { NotFound } from "./not-found.tsx";
import { preloadAccountMenu } from "./navigation.tsx";
import { preloadScreen, Screen, type ScreenId } from "./screens.tsx";
import { PAGES, type AppPage, type PublicPagePath } from "../../api/schemas/pages.ts";

export const caseInsensitive: Parser = (route, loose) => {
  const { pattern, keys } = parse(route, loose);
  return { pattern: new RegExp(pattern.source, "i"), keys };
};

/** The information pages, each in its own chunk (the type asks for exactly the list's). */
const publicPages: Record<PublicPagePath, LazyExoticComponent<ComponentType>> = {
  "/privacy": lazyNamed(() => import("../features/public-pages/privacy.tsx"), "PrivacyPage"),
  "/terms": lazyNamed(() => import("../features/public-pages/terms.tsx"), "TermsPage"),
  "/about": lazyNamed(() => import("../features/public-pages/about.tsx"), "AboutPage"),
  "/how-it-works": lazyNamed(
    () => import("../features/public-pages/how-it-works.tsx"),
    "HowItWorksPage",
  ),
  "/faq": lazyNamed(() => import("../features/public-pages/faq.tsx"), "FaqPage"),
  "/contact": lazyNamed(() => import("../features/public-pages/contact.tsx"), "ContactPage"),
  "/schools": lazyNamed(() => import("../features/public-pages/schools.tsx"), "SchoolsPage"),
  "/buy-one-give-one": lazyNamed(
    () => import("../features/public-pages/buy-one-give-one.tsx"),
    "BuyOneGiveOnePage",
  ),
  "/reset-password": lazyNamed(
    () => import("../features/sign-in/reset-password.tsx"),
    "ResetPasswordPage",
  ),
};

/**
 * The pages whose screen only a signed-in user uses: a visitor gets the landing, or the screen's
 * own forced login (study planning, the analysts' screen).
 */
const signedInPages = PAGES.filter(
  (page) => page.access === "signed-in" || page.access === "forced-login",
);

/** The screen a signed-in-only path shows (/daily-drop → "daily-drop"); null for other paths. */
export function screenForPath(pathname: string): ScreenId | null {
  const match = signedInPages.find(({ path }) =>
    caseInsensitive(path, false).pattern.exec(pathname),
  );
  return match ? match.screen : null;
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

/** What a page shows, wrapped by who it is for (see `Page` in api/schemas/pages.ts). */
function PageContent({ page }: { page: AppPage }) {
  switch (page.access) {
    case "home":
      return <Home />;
    // Visitors reach onboarding too, in the spec's demo mode (nothing is saved); the forced-login
    // screens send a visitor to sign in themselves.
    case "open":
    case "forced-login":
      return (
        <AuthKnown>
          <Screen id={page.screen} />
        </AuthKnown>
      );
    case "signed-in":
      return (
        <SignedIn>
          <Screen id={page.screen} />
        </SignedIn>
      );
    case "public": {
      const Page = publicPages[page.path];
      return <Page />;
    }
  }
}

export function Routes() {
  return (
    <Suspense fallback={<Status kind="loading" text="Loading..." />}>
      <Switch>
        {PAGES.map((page) => (
          <Route key={page.path} path={page.path}>
            <PageContent page={page} />
          </Route>
        ))}
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  );
}
