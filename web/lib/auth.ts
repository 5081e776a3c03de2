// The signed-in user, shared by every screen: GET /api/auth/user answers the User, or 401 for a
// visitor (which is an answer here, not a failure: the user is null). A real failure (offline
// with nothing kept, the server down, a timeout) is logged with the spec's 'useAuth error:'
// prefix and tried again by itself (queries.ts). Meanwhile, if this browser's last answer was a
// signed-in user, the user is `unreachable`: the screens show the offline or retry card
// (AuthUnreachable), never the visitor's landing; otherwise the visitor's view shows, and turns
// into the student's if a retry answers a user.
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Profile, User } from "../../api/schemas/identity.ts";
import { authQueries, rememberedSignedIn } from "./queries.ts";

export type { Profile, User };

export type AuthState = {
  user: User | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  /**
   * The read failed (not a 401) and is being tried again, and this browser last knew a signed-in
   * user: neither the student nor a visitor can be shown.
   */
  unreachable: boolean;
  /** Tries the read again now. */
  retry: () => void;
};

export function useAuth(): AuthState {
  // Loading until there is an answer: `isPending`, not TanStack's `isLoading`, which is false
  // while the read is paused offline (the app would show a signed-in student the landing).
  const { data, isPending, failureReason, refetch } = useQuery(authQueries.user());
  useEffect(() => {
    if (failureReason) console.error("useAuth error:", failureReason);
  }, [failureReason]);
  const failing = data === undefined && failureReason !== null;
  const unreachable = failing && rememberedSignedIn();
  return {
    user: data ?? null,
    isLoading: isPending && !failing,
    isAuthenticated: Boolean(data),
    unreachable,
    retry: () => void refetch(),
  };
}

/** What to call the user: their name, else the part of their email before the @, else 'User'. */
export function displayName(user: Pick<User, "firstName" | "lastName" | "email">): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  if (name) return name;
  const local = user.email?.split("@")[0]?.trim();
  return local || "User";
}
