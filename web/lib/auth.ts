// The signed-in user, shared by every screen: GET /api/auth/user answers the User, or 401 for a
// visitor (which is an answer here, not a failure: the user is null). A real failure (the
// server down, say) is logged with the spec's 'useAuth error:' prefix and the visitor's view
// shows.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Profile, User } from "../../api/schemas/identity.ts";
import { ApiError, getJson } from "./api.ts";

export type { Profile, User };

export const authQueries = {
  user: () =>
    queryOptions({
      queryKey: ["/api/auth/user"],
      queryFn: async (): Promise<User | null> => {
        try {
          return await getJson<User>("/api/auth/user");
        } catch (error) {
          if (error instanceof ApiError && error.status === 401) return null;
          throw error;
        }
      },
    }),
  /** The fields the home screen checks; fetched only for a signed-in user. */
  profile: () =>
    queryOptions({
      queryKey: ["/api/user/profile"],
      queryFn: () => getJson<Profile>("/api/user/profile"),
    }),
};

export function useAuth(): { user: User | null; isLoading: boolean; isAuthenticated: boolean } {
  const { data, isLoading, error } = useQuery(authQueries.user());
  useEffect(() => {
    if (error) console.error("useAuth error:", error);
  }, [error]);
  return { user: data ?? null, isLoading, isAuthenticated: Boolean(data) };
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
