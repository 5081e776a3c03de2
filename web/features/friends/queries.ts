// The Friends screen's reads and calls. Reads sit under ['friends'] (the list and the requests);
// every change (a request, an answer, a removal, an invite code used) reads them again, and the
// rankings too, whose My Friends card counts the friends. Each success shows its toast (the
// spec's 'Friend request sent!', 'Friend added!', …). A failed call shows the default
// failure toast (lib/query-client.ts): the spec's title and the API's own sentence (errorText).
import { queryOptions, useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type {
  Friend,
  FriendRequestResult,
  FriendRequests,
  InviteCode,
  InviteUseResult,
} from "../../../api/schemas/friends.ts";
import { toast, type ToastInput } from "../../components/ui/use-toast.ts";
import { apiRequest, getJson } from "../../lib/api.ts";
import { failureTitles, friendToasts, requestResultToast } from "./friends-model.ts";

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
  /**
   * GET /api/friends/invite: my invite code still to hand out (the newest unused, unexpired one),
   * or null: shown again after a reload. A failure leaves the card as before any code (the
   * Generate button still works).
   */
  invite: () =>
    queryOptions({
      queryKey: [...friendsQueries.all(), "invite"],
      queryFn: ({ signal }) => getJson<InviteCode | null>("/api/friends/invite", signal),
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

type Named = { id: string; username: string };

/** A call that changes friendships, the toast its success shows, and its failure's title. */
export type FriendsChange<Vars, Result> = {
  call: (vars: Vars) => Promise<Result>;
  successToast: (result: Result, vars: Vars) => ToastInput;
  errorTitle: string;
};

const change = <Vars, Result>(spec: FriendsChange<Vars, Result>) => spec;

export const friendsChanges = {
  /** POST /api/friends/request {username}: 'Friend request sent!' (or 'Friend added!'). */
  request: change({
    call: friendsCalls.request,
    successToast: requestResultToast,
    errorTitle: failureTitles.request,
  }),
  /** Accepts a request for me: 'Friend added!'. */
  accept: change({
    call: (request: Named) => friendsCalls.accept(request.id),
    successToast: (_, request) => friendToasts.friendAdded(request.username),
    errorTitle: failureTitles.accept,
  }),
  decline: change({
    call: (request: Named) => friendsCalls.decline(request.id),
    successToast: (_, request) => friendToasts.requestDeclined(request.username),
    errorTitle: failureTitles.decline,
  }),
  remove: change({
    call: (friend: Named) => friendsCalls.remove(friend.id),
    successToast: (_, friend) => friendToasts.friendRemoved(friend.username),
    errorTitle: failureTitles.remove,
  }),
  /** POST /api/friends/invite/use {code}: 'Friend added!'. */
  redeem: change({
    call: friendsCalls.useInvite,
    successToast: (result) => friendToasts.friendAdded(result.friend.username),
    errorTitle: failureTitles.use,
  }),
};

/**
 * A friendship change's mutation: once the call lands, its success toast, then the reads again.
 * Both are the mutation's own (not the caller's `mutate` callbacks, which React Query skips once
 * the caller has unmounted), so they happen even when the refreshed list has already removed the
 * row that asked (an accepted request, a removed friend).
 */
export function friendsChangeOptions<Vars, Result>(
  client: QueryClient,
  { call, successToast, errorTitle }: FriendsChange<Vars, Result>,
) {
  return {
    mutationFn: call,
    onSuccess: (result: Result, vars: Vars) => {
      toast(successToast(result, vars));
      return refreshAfterFriendsChange(client);
    },
    meta: { errorTitle },
  };
}

function useFriendsChange<Vars, Result>(spec: FriendsChange<Vars, Result>) {
  const client = useQueryClient();
  return useMutation(friendsChangeOptions(client, spec));
}

export const useSendFriendRequest = () => useFriendsChange(friendsChanges.request);
export const useAcceptRequest = () => useFriendsChange(friendsChanges.accept);
export const useDeclineRequest = () => useFriendsChange(friendsChanges.decline);
export const useRemoveFriend = () => useFriendsChange(friendsChanges.remove);
export const useRedeemInviteCode = () => useFriendsChange(friendsChanges.redeem);

/** Generating a code changes no friendship: the new code becomes the one shown. */
export function useGenerateInviteCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: friendsCalls.generateInvite,
    onSuccess: (invite) => {
      client.setQueryData(friendsQueries.invite().queryKey, invite);
      toast(friendToasts.inviteGenerated);
    },
    meta: { errorTitle: failureTitles.generate },
  });
}
