// The Friends screen's reads and calls. Reads sit under ['friends'] (the list and the requests);
// every change (a request, an answer, a removal, an invite code used) reads them again, and the
// rankings too, whose My Friends card counts the friends. A failed call shows the default
// failure toast (lib/query-client.ts): the spec's title and the API's own sentence (errorText).
import { queryOptions, useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type {
  Friend,
  FriendRequestResult,
  FriendRequests,
  InviteCode,
  InviteUseResult,
} from "../../../api/schemas/friends.ts";
import { apiRequest, getJson } from "../../lib/api.ts";
import { failureTitles } from "./friends-model.ts";

export const friendsQueries = {
  all: () => ["friends"] as const,
  /** GET /api/friends: my friends, by username. */
  list: () =>
    queryOptions({
      queryKey: [...friendsQueries.all(), "list"],
      queryFn: ({ signal }) => getJson<Friend[]>("/api/friends", signal),
      meta: { handlesError: true },
    }),
  /** GET /api/friends/requests: requests waiting for me, and mine waiting. */
  requests: () =>
    queryOptions({
      queryKey: [...friendsQueries.all(), "requests"],
      queryFn: ({ signal }) => getJson<FriendRequests>("/api/friends/requests", signal),
      meta: { handlesError: true },
    }),
};

/**
 * The rankings' prefix (the ranking feature's own read, GET /api/rankings, sits under it; features
 * do not import each other, so the key is written here too). Its My Friends card changes with
 * every friendship.
 */
export const RANKINGS_PREFIX = ["rankings"] as const;

type Done = { success: true };

export const friendsCalls = {
  request: (username: string) =>
    apiRequest<FriendRequestResult>("POST", "/api/friends/request", { username }),
  accept: (id: string) =>
    apiRequest<Done>("POST", `/api/friends/requests/${encodeURIComponent(id)}/accept`),
  decline: (id: string) =>
    apiRequest<Done>("POST", `/api/friends/requests/${encodeURIComponent(id)}/decline`),
  remove: (id: string) => apiRequest<Done>("DELETE", `/api/friends/${encodeURIComponent(id)}`),
  generateInvite: () => apiRequest<InviteCode>("POST", "/api/friends/invite/generate"),
  useInvite: (code: string) =>
    apiRequest<InviteUseResult>("POST", "/api/friends/invite/use", { code }),
};

/** A friendship changed: read the friends, the requests and the rankings again. */
export function refreshAfterFriendsChange(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: friendsQueries.all() }),
    client.invalidateQueries({ queryKey: RANKINGS_PREFIX }),
  ]);
}

/** A call that changes friendships, refreshing the reads once it lands. */
function useFriendsChange<Vars, Result>(
  mutationFn: (vars: Vars) => Promise<Result>,
  errorTitle: string,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => refreshAfterFriendsChange(client),
    meta: { errorTitle },
  });
}

export const useSendFriendRequest = () =>
  useFriendsChange(friendsCalls.request, failureTitles.request);
export const useAcceptRequest = () => useFriendsChange(friendsCalls.accept, failureTitles.accept);
export const useDeclineRequest = () =>
  useFriendsChange(friendsCalls.decline, failureTitles.decline);
export const useRemoveFriend = () => useFriendsChange(friendsCalls.remove, failureTitles.remove);
export const useRedeemInviteCode = () =>
  useFriendsChange(friendsCalls.useInvite, failureTitles.use);

/** Generating a code changes no friendship: nothing to read again. */
export function useGenerateInviteCode() {
  return useMutation({
    mutationFn: friendsCalls.generateInvite,
    meta: { errorTitle: failureTitles.generate },
  });
}
