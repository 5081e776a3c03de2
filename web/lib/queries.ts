// The reads several screens share, each defined once: the current user and their profile, the
// detailed progress (the dashboard's chart, the Parent View), the Daily Drop progress (the
// dashboard's tiles and card, the Daily Drop's header) and the tip of the day (the Tips screen,
// the tip card on the Daily Drop's first question). Keys are hierarchical, ['progress',
// 'detailed'] under ['progress'], so whatever changes a family refreshes it by its prefix
// (`invalidateQueries({ queryKey: progressQueries.all() })`), and a feature's own reads of the
// same family (the Student View's) hang under the same prefix. Every failure here is shown by
// the screens themselves (`handlesError`: no default toast, see query-client.ts).
import { queryOptions } from "@tanstack/react-query";
import type { Profile, User } from "../../api/schemas/identity.ts";
import type { AsOfRange, DailyDropProgress, DetailedProgress } from "../../api/schemas/practice.ts";
import type { TipView } from "../../api/schemas/tips.ts";
import { ApiError, getJson } from "./api.ts";

/** Where the browser remembers that its last answer from GET /api/auth/user was a user. */
export const SIGNED_IN_KEY = "levelfield.signedIn";

/**
 * Whether this browser's last answer was a signed-in user (kept until a 401 says otherwise): a
 * read that fails then is not taken for a visitor (useAuth).
 */
export function rememberedSignedIn(): boolean {
  try {
    return globalThis.localStorage?.getItem(SIGNED_IN_KEY) === "true";
  } catch {
    return false;
  }
}

function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) globalThis.localStorage?.setItem(SIGNED_IN_KEY, "true");
    else globalThis.localStorage?.removeItem(SIGNED_IN_KEY);
  } catch {
    // Storage refused (a private window's quota): the read's answer still stands.
  }
}

/** The wait before the current-user read is tried again: 1, 2, 4, then every 5 seconds. */
export const authRetryDelay = (failures: number): number =>
  Math.min(1000 * 2 ** Math.max(failures - 1, 0), 5000);

export const authQueries = {
  all: () => ["auth"] as const,
  /** GET /api/auth/user: the User, or null for a visitor (a 401 is an answer, not a failure). */
  user: () =>
    queryOptions({
      queryKey: [...authQueries.all(), "user"],
      queryFn: async (): Promise<User | null> => {
        try {
          const user = await getJson<User>("/api/auth/user");
          rememberSignedIn(true);
          return user;
        } catch (error) {
          if (error instanceof ApiError && error.status === 401) {
            rememberSignedIn(false);
            return null;
          }
          throw error;
        }
      },
      // Asked even while the browser says it is offline: the service worker may answer it from
      // what it kept (web/sw.ts), so a signed-in student's Daily Drop opens offline. Held back
      // until the browser is online again ("online", TanStack's default), the app showed only
      // the offline card on every screen under SignedIn.
      networkMode: "offlineFirst",
      // Any failure but a 401 (offline with nothing kept, a 5xx, a timeout) is tried again by
      // itself, without waiting for an 'online' event (a server that was down sends none):
      // after 1, 2, 4, then every 5 seconds; offline, the next try waits for the connection.
      // Meanwhile useAuth says the user is unknown, not a visitor.
      retry: true,
      retryDelay: authRetryDelay,
      // useAuth logs a real failure; a failed refresh keeps the user on screen.
      meta: { handlesError: true },
    }),
  /** GET /api/user/profile: the fields the home screen checks; read only for a signed-in user. */
  profile: () =>
    queryOptions({
      queryKey: [...authQueries.all(), "profile"],
      queryFn: () => getJson<Profile>("/api/user/profile"),
      meta: { handlesError: true },
    }),
};

/** "?asOf=yyyy-MM-dd" for a past day, "" for today. */
export const asOfSearch = (asOf?: string) => (asOf ? `?asOf=${encodeURIComponent(asOf)}` : "");

export const progressQueries = {
  all: () => ["progress"] as const,
  /**
   * GET /api/progress/detailed: levels, readiness, the week and the questions per day; with a
   * day, as they stood at its end (time travel, ?asOf=), under its own key.
   */
  detailed: (asOf?: string) =>
    queryOptions({
      queryKey: asOf
        ? ([...progressQueries.all(), "detailed", { asOf }] as const)
        : ([...progressQueries.all(), "detailed"] as const),
      queryFn: ({ signal }) =>
        getJson<DetailedProgress>(`/api/progress/detailed${asOfSearch(asOf)}`, signal),
      meta: { handlesError: true },
    }),
  /** GET /api/progress/as-of-range: the days progress can be seen as of. */
  asOfRange: () =>
    queryOptions({
      queryKey: [...progressQueries.all(), "as-of-range"],
      queryFn: ({ signal }) => getJson<AsOfRange>("/api/progress/as-of-range", signal),
      meta: { handlesError: true },
    }),
};

export const dailyDropQueries = {
  all: () => ["daily-drop"] as const,
  /** GET /api/daily-drop/progress: XP, streak, levels and today's session. */
  progress: () =>
    queryOptions({
      queryKey: [...dailyDropQueries.all(), "progress"],
      queryFn: () => getJson<DailyDropProgress>("/api/daily-drop/progress"),
      // Kept by the service worker for offline use too, so asked offline as the user is.
      networkMode: "offlineFirst",
      // Read again each time a screen showing it opens (the day may have turned); the cached
      // numbers show meanwhile.
      refetchOnMount: "always",
      meta: { handlesError: true },
    }),
};

export const tipQueries = {
  /** Every tips read (the tip of the day here; the bookmarks in features/tips/queries.ts). */
  all: () => ["tips"] as const,
  /**
   * GET /api/tip-of-the-day: today's tip for this student (fixed for their day), or null when
   * there is none. The server records the tip as shown the first time a day, so the read is
   * made only where the tip is shown.
   */
  today: () =>
    queryOptions({
      queryKey: [...tipQueries.all(), "today"],
      queryFn: async ({ signal }) =>
        (await getJson<TipView | null>("/api/tip-of-the-day", signal)) ?? null,
      meta: { handlesError: true },
    }),
};
