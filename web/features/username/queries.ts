// The username screen's calls: the word lists for the custom picker, a random free username,
// and taking one (POST /api/username/update), either as given or composed from the picker's
// two words with a fresh number until one is free.
import { queryOptions, useMutation, type QueryClient } from "@tanstack/react-query";
import type { UsernameOptions } from "../../../api/schemas/identity.ts";
import type { Adjective, Animal } from "../../../domain/usernames/words.ts";
import { apiRequest, getJson } from "../../lib/api.ts";
import type { Profile, User } from "../../lib/auth.ts";
import { authQueries } from "../../lib/queries.ts";
import { takeCustomUsername } from "./custom-username.ts";

type UsernameResponse = { username: string };

export const usernameQueries = {
  options: () =>
    queryOptions({
      queryKey: ["username", "options"],
      queryFn: () => getJson<UsernameOptions>("/api/username/options"),
      meta: { handlesError: true },
    }),
};

/** How long the success toast shows before the page reloads with the new username. */
export const RELOAD_DELAY_MS = 1500;

/** Proposes a random username nobody holds (it is not reserved until taken). */
export function useGenerateUsername() {
  return useMutation({
    mutationFn: () => apiRequest<UsernameResponse>("POST", "/api/username/generate"),
    meta: { errorTitle: "Failed to generate username" },
  });
}

const update = (username: string) =>
  apiRequest<UsernameResponse>("POST", "/api/username/update", { username });

export type UsernameChoice =
  | { kind: "generated"; username: string }
  | { kind: "custom"; adjective: Adjective; animal: Animal };

/**
 * Takes a username: a generated one as it is, a custom one with a random number (another
 * number when that name is taken). Answers the username taken.
 */
export function useTakeUsername() {
  return useMutation({
    mutationFn: async (choice: UsernameChoice): Promise<string> => {
      if (choice.kind === "generated") return (await update(choice.username)).username;
      return takeCustomUsername({
        adjective: choice.adjective,
        animal: choice.animal,
        take: update,
      });
    },
    meta: { errorTitle: "Failed to update username" },
  });
}

/** Puts a username just taken into the cached user and profile, so every screen shows it. */
export function rememberUsername(queryClient: QueryClient, username: string): void {
  queryClient.setQueryData<User | null>(authQueries.user().queryKey, (user) =>
    user ? { ...user, username } : user,
  );
  queryClient.setQueryData<Profile>(authQueries.profile().queryKey, (profile) =>
    profile ? { ...profile, username } : profile,
  );
}
