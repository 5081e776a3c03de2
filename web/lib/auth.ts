// The signed-in user, shared by every screen: GET /api/auth/user answers the User, or 401 for a
// visitor (which is an answer here, not a failure: the user is null). A real failure (the
// server down, say) is logged with the spec's 'useAuth error:' prefix and the visitor's view
// shows.
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Profile, User } from "../../api/schemas/identity.ts";
import { authQueries } from "./queries.ts";

export type { Profile, User };

export function useAuth(): { user: User | null; isLoading: boolean; isAuthenticated: boolean } {
  // Loading until there is an answer: `isPending`, not TanStack's `isLoading`, which is false
  // while the read is paused offline (the app would show a signed-in student the landing).
  const { data, isPending, error } = useQuery(authQueries.user());
  useEffect(() => {
    if (error) console.error("useAuth error:", error);
  }, [error]);
  return { user: data ?? null, isLoading: isPending, isAuthenticated: Boolean(data) };
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
