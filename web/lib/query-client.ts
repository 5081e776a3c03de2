// The app's QueryClient: the spec's defaults (nothing retried, data fresh until a mutation
// refreshes it, no refetch on window focus, no polling) and the default failure toast, shown
// from one place instead of by each call. A failed mutation toasts its `meta.errorTitle` (or
// 'Error') with the API's sentence; a failed read toasts only when it had data on screen (a
// refresh failed), since a first load's failure is the screen's to show (StatusView). A screen
// that shows a failure itself says so with `meta: { handlesError: true }`.
//
// Offline (lib/online.ts): a read waits, paused, and resumes by itself when the connection
// returns (TanStack's default; the screen shows the offline card meanwhile, components/status.tsx).
// A mutation is not held back for later (`networkMode: "always"`): it is tried at once, and a
// call the network refused toasts 'You're offline' and that nothing was sent, so no button
// spins on a paused call and nothing is sent minutes later behind the student's back.
import { MutationCache, onlineManager, QueryCache, QueryClient } from "@tanstack/react-query";
import { toast, type ToastInput } from "../components/ui/use-toast.ts";
import { errorText, isNetworkFailure } from "./api.ts";

/** What a query or mutation tells the default failure toast. */
export type CallMeta = {
  /** The toast's title; 'Error' when absent. */
  errorTitle?: string;
  /** The toast's text when the error has no words of its own. */
  errorFallback?: string;
  /** The screen shows this call's failure itself: no default toast. */
  handlesError?: true;
};

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

/** The toast for a call the network refused while offline. */
export const OFFLINE_TOAST = {
  title: "You're offline",
  description: "Nothing was sent. Try again when you're back online.",
} as const satisfies ToastInput;

/** The call failed because the browser is offline (not because the server refused it). */
export const isOfflineFailure = (error: unknown): boolean =>
  isNetworkFailure(error) && !onlineManager.isOnline();

/**
 * The default failure toast: the call's title and the API's sentence; 'You're offline' when the
 * network refused it while offline.
 */
export function failureToast(error: unknown, meta: CallMeta = {}): ToastInput {
  if (isOfflineFailure(error)) return { ...OFFLINE_TOAST };
  return {
    title: meta.errorTitle ?? "Error",
    description: errorText(error).trim() || (meta.errorFallback ?? ""),
    variant: "destructive",
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.handlesError || query.state.data === undefined) return;
        toast(failureToast(error, query.meta));
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.handlesError) return;
        toast(failureToast(error, mutation.meta));
      },
    }),
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false, networkMode: "always" },
    },
  });
}
