// `/` and the signed-in routes. While the current user loads: 'Loading...'. A visitor sees the
// landing screen. When the current user cannot be read and this browser last knew a signed-in
// user: the offline card, or 'We couldn't load your account' with 'Try again' (never the
// landing). A signed-in user at `/` gets the spec's Home logic: while the profile loads
// 'Setting up your account...', then onboarding (no grade level or school), then username
// selection (no username), then the dashboard.
import { useQuery } from "@tanstack/react-query";
import { CircleAlert, RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { Status } from "../components/status.tsx";
import { Button } from "../components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../components/ui/card.tsx";
import { useOnline } from "../lib/online.ts";
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
  const auth = useAuth();
  if (auth.unreachable) return <AuthUnreachable retry={auth.retry} />;
  if (auth.isLoading) return <Status kind="loading" text="Loading..." />;
  return children;
}

/** Shows its children to a signed-in user and the landing screen to a visitor. */
export function SignedIn({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.unreachable) return <AuthUnreachable retry={auth.retry} />;
  if (auth.isLoading) return <Status kind="loading" text="Loading..." />;
  if (!auth.isAuthenticated) return <Landing />;
  return children;
}

export const AUTH_UNREACHABLE_TITLE = "We couldn't load your account";
export const AUTH_UNREACHABLE_TEXT =
  "Levelfield didn't answer. Your answers and progress are saved, and we're trying again every few seconds.";

/**
 * The current user could not be read (useAuth's `unreachable`): offline, the offline card;
 * otherwise that Levelfield didn't answer, and 'Try again' (the read is tried again by itself
 * meanwhile).
 */
export function AuthUnreachable({ retry }: { retry: () => void }) {
  const online = useOnline();
  if (!online) return <Status kind="offline" />;
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <Card role="alert" className="w-full max-w-md">
        <CardHeader>
          <div className="flex items-center gap-2">
            <CircleAlert className="size-5 text-destructive" aria-hidden />
            <CardTitle>{AUTH_UNREACHABLE_TITLE}</CardTitle>
          </div>
          <CardDescription className="text-base">{AUTH_UNREACHABLE_TEXT}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={retry}>
            <RotateCcw aria-hidden />
            Try again
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
