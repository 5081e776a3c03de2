// The navigation bar. Visitors: the logo and 'Log In'. Signed in: XP and streak badges, the
// avatar, name and email, 'Log out', and the five main tabs (account-menu.tsx, loaded only for
// a signed-in user so the landing page does not carry it).
import { LogIn } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link, useLocation } from "wouter";
import { Logo } from "../components/logo.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { useAuth } from "../lib/auth.ts";

const loadAccountMenu = () => import("./account-menu.tsx");
const AccountMenu = lazy(loadAccountMenu);
const MainTabs = lazy(() => loadAccountMenu().then((m) => ({ default: m.MainTabs })));

/** Starts loading the signed-in menu's chunk before the current user is known. */
export function preloadAccountMenu(): void {
  void loadAccountMenu().catch(() => {});
}

/** Screens where XP and streaks would distract (the diagnostic measures, it does not reward). */
const NO_GAMIFICATION = /^\/(simple-)?diagnostic\/?$/i;

export function Navigation() {
  const { user, unreachable } = useAuth();
  const [location] = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Link href="/" className="rounded-md" aria-label="Levelfield home">
          <Logo />
        </Link>
        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          {user ? (
            <Suspense fallback={null}>
              <AccountMenu user={user} showGamification={!NO_GAMIFICATION.test(location)} />
            </Suspense>
          ) : unreachable ? null : (
            <a href="/api/login" className={buttonClasses("default", "default")}>
              <LogIn aria-hidden />
              Log In
            </a>
          )}
        </div>
      </div>
      {user && (
        <Suspense fallback={<div className="h-[3.125rem] sm:h-[2.625rem]" />}>
          <MainTabs location={location} />
        </Suspense>
      )}
    </header>
  );
}
