// The Tips screens' reads and calls, under ['tips'] with the tip of the day (lib/queries.ts:
// the Daily Drop shows it too). Bookmarking or removing a bookmark reads both again. Each call
// shows its own toasts (the spec's: 'Tip Bookmarked', 'Daily Limit Reached' on a 429, 'Error'
// otherwise), from the mutation itself, so they show even if the screen has gone.
import { queryOptions, useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { BookmarkedTip, BookmarkResult, TipView } from "../../../api/schemas/tips.ts";
import { toast } from "../../components/ui/use-toast.ts";
import { apiRequest, getJson } from "../../lib/api.ts";
import { tipQueries } from "../../lib/queries.ts";
import { isOfflineFailure, OFFLINE_TOAST } from "../../lib/query-client.ts";
import { bookmarkFailureToast, tipToasts, withBookmark } from "./tips-model.ts";

export const tipsQueries = {
  all: tipQueries.all,
  /** GET /api/tips/bookmarked: my bookmarks, newest first. */
  bookmarked: () =>
    queryOptions({
      queryKey: [...tipQueries.all(), "bookmarked"],
      queryFn: ({ signal }) => getJson<BookmarkedTip[]>("/api/tips/bookmarked", signal),
      meta: { handlesError: true },
    }),
};

const tipPath = (id: string) => `/api/tips/${encodeURIComponent(id)}/bookmark`;

export const tipsCalls = {
  /** GET /api/tips/another: the next best tip not seen lately (only when the student asks). */
  another: () => getJson<TipView | null>("/api/tips/another"),
  bookmark: (id: string) => apiRequest<BookmarkResult>("POST", tipPath(id)),
  removeBookmark: (id: string) => apiRequest<unknown>("DELETE", tipPath(id)),
};

/** A bookmark changed: the tip of the day and the bookmarks are read again. */
export function refreshAfterBookmark(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: tipQueries.all() });
}

/** POST /api/tips/:id/bookmark: the tip joins the list at once, then both are read again. */
export function bookmarkOptions(
  client: QueryClient,
  call: (id: string) => Promise<BookmarkResult> = tipsCalls.bookmark,
) {
  return {
    mutationFn: (tip: TipView) => call(tip.id),
    onSuccess: (result: BookmarkResult, tip: TipView) => {
      toast(tipToasts.bookmarked(result));
      client.setQueryData(tipsQueries.bookmarked().queryKey, (old) =>
        old ? withBookmark(old, tip, new Date()) : old,
      );
      return refreshAfterBookmark(client);
    },
    onError: (error: unknown) => void toast(bookmarkFailureToast(error)),
    meta: { handlesError: true as const },
  };
}

/** DELETE /api/tips/:id/bookmark: the tip leaves the list at once, then both are read again. */
export function removeBookmarkOptions(
  client: QueryClient,
  call: (id: string) => Promise<unknown> = tipsCalls.removeBookmark,
) {
  return {
    mutationFn: (tip: Pick<BookmarkedTip, "id" | "headline">) => call(tip.id),
    onSuccess: (_: unknown, tip: Pick<BookmarkedTip, "id" | "headline">) => {
      toast(tipToasts.removed(tip.headline));
      client.setQueryData(tipsQueries.bookmarked().queryKey, (old) =>
        old?.filter((b) => b.id !== tip.id),
      );
      return refreshAfterBookmark(client);
    },
    onError: () => void toast(tipToasts.removeFailed),
    meta: { handlesError: true as const },
  };
}

export function useBookmarkTip() {
  const client = useQueryClient();
  return useMutation(bookmarkOptions(client));
}

export function useRemoveBookmark() {
  const client = useQueryClient();
  return useMutation(removeBookmarkOptions(client));
}

/** Show Another Tip failed: offline it says so, else that there is no other tip to show. */
export function anotherTipFailureToast(error: unknown) {
  return isOfflineFailure(error) ? { ...OFFLINE_TOAST } : tipToasts.noAnother;
}

/** Show Another Tip: the tip it answers replaces the one on screen (null: none to show). */
export function useAnotherTip(onTip: (tip: TipView) => void) {
  return useMutation({
    mutationFn: tipsCalls.another,
    onSuccess: (tip) => {
      if (tip) onTip(tip);
      else toast(tipToasts.noAnother);
    },
    onError: (error: unknown) => void toast(anotherTipFailureToast(error)),
    meta: { handlesError: true },
  });
}
