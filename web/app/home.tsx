// `/` and the signed-in routes. While the current user loads: 'Loading...'. A visitor sees the
// landing screen. A signed-in user at `/` gets the spec's Home logic: while the profile loads
// 'Setting up your account...', then onboarding (no grade level or school), then username
// selection (no username), then the dashboard.
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Status } from "../components/status.tsx";
import { Landing } from "../features/sign-in/landing.tsx";
import { useAuth, type Profile } from "../lib/auth.ts";
import { authQueries } from "../lib/queries.ts";
import { Screen, type ScreenId } from "./screens.tsx";

export function homeScreen(profile: Profile): ScreenId {
  if (!profile.gradeLevel || !profile.school) return "onboarding";
  if (!profile.username) return "username";
  return "dashboard";
}

export function Home() {
  return (
    <SignedIn>
      <SignedInHome />
    </SignedIn>
  );
}

function SignedInHome() {
  const profile = useQuery(authQueries.profile());
  if (profile.isPending) return <Status kind="loading" text="Setting up your account..." />;
  if (profile.isError) {
    return (
      <div role="alert" className="mx-auto max-w-md px-4 py-24 text-center">
        <p className="font-semibold">We couldn't load your account.</p>
        <p className="mt-1 text-muted-foreground">Please refresh the page to try again.</p>
      </div>
    );
  }
  return <Screen id={homeScreen(profile.data)} />;
}

/**
 * Shows its children once the current user is known, to visitors too (onboarding's demo mode).
 */
export function AuthKnown({ children }: { children: ReactNode }) {
  const { isLoading } = useAuth();
  if (isLoading) return <Status kind="loading" text="Loading..." />;
  return children;
}

/** Shows its children to a signed-in user and the landing screen to a visitor. */
export function SignedIn({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <Status kind="loading" text="Loading..." />;
  if (!isAuthenticated) return <Landing />;
  return children;
}
