// The Tips screens' words and small rules, apart from React: the spec's toasts and error texts
// (§8), the limits the 'How Tips Work' panel explains (§9), whether a tip is bookmarked, and the
// bookmark count.
import type { BookmarkedTip, BookmarkResult, TipView } from "../../../api/schemas/tips.ts";
import type { ToastInput } from "../../components/ui/use-toast.ts";
import { ApiError } from "../../lib/api.ts";

/** Spec §9: at most 3 bookmarks a day (the server enforces it; the panel says it). */
export const BOOKMARKS_PER_DAY = 3;
/** Spec §9: a tip is not shown again for 14 days. */
export const TIP_REPEAT_DAYS = 14;

/** Spec §8: no tip, or the tip could not be loaded. */
export const NO_TIPS_TEXT = "No tips available right now. Try again later!";
/** Spec §8: the bookmarks could not be loaded. */
export const BOOKMARKS_FAILED_TEXT = "Failed to load bookmarked tips. Please try again.";

export const tipToasts = {
  /** Spec §8 'Tip Bookmarked', with how many of the day's bookmarks are used. */
  bookmarked: (result: Pick<BookmarkResult, "bookmarksToday" | "limit">): ToastInput => ({
    title: "Tip Bookmarked",
    description: `Saved to your Bookmarked Tips (${result.bookmarksToday} of ${result.limit} today).`,
  }),
  /** Spec §8: a bookmark refused with 429. */
  dailyLimit: {
    title: "Daily Limit Reached",
    description: `You've reached the daily limit of ${BOOKMARKS_PER_DAY} tips.`,
    variant: "destructive",
  },
  /** Spec §8: any other bookmark failure. */
  bookmarkFailed: {
    title: "Error",
    description: "Failed to bookmark tip. Please try again.",
    variant: "destructive",
  },
  /** A bookmark removed (the spec is silent; said in the same voice). */
  removed: (headline: string): ToastInput => ({
    title: "Bookmark Removed",
    description: `"${headline}" is no longer in your Bookmarked Tips.`,
  }),
  removeFailed: {
    title: "Error",
    description: "Failed to remove bookmark. Please try again.",
    variant: "destructive",
  },
  /** Show Another Tip found none, or failed (spec §8's "no tip or load error"). */
  noAnother: {
    title: "Error",
    description: NO_TIPS_TEXT,
    variant: "destructive",
  },
} satisfies Record<string, ToastInput | ((...args: never[]) => ToastInput)>;

/** Spec §8: "a bookmark error containing 429" is the day's limit. */
export function isDailyLimit(error: unknown): boolean {
  return error instanceof ApiError
    ? error.status === 429
    : error instanceof Error && error.message.includes("429");
}

/** Spec §8: the daily limit is 'Daily Limit Reached'; anything else is 'Error'. */
export function bookmarkFailureToast(error: unknown): ToastInput {
  return isDailyLimit(error) ? tipToasts.dailyLimit : tipToasts.bookmarkFailed;
}

/** Under the daily tip once the day's bookmarks are used up (a 429, or the 3rd of 3 saved). */
export const LIMIT_NOTE = `You've used today's ${BOOKMARKS_PER_DAY} bookmarks. You can save more tomorrow.`;

/**
 * Whether a tip on screen is bookmarked: the bookmarks list once read (it follows removals made
 * since the tip was fetched), else the tip's own flag.
 */
export function isBookmarked(
  tip: Pick<TipView, "id" | "bookmarked">,
  bookmarks: readonly Pick<BookmarkedTip, "id">[] | undefined,
): boolean {
  return bookmarks ? bookmarks.some((b) => b.id === tip.id) : tip.bookmarked;
}

/** The bookmarks with `tip` added first (newest first, as the server lists them), once. */
export function withBookmark(
  bookmarks: readonly BookmarkedTip[],
  tip: TipView,
  at: Date,
): BookmarkedTip[] {
  if (bookmarks.some((b) => b.id === tip.id)) return [...bookmarks];
  const { reason: _reason, ...rest } = tip;
  return [{ ...rest, bookmarked: true, bookmarkedAt: at.toISOString() }, ...bookmarks];
}

/** "1 bookmarked tip", "3 bookmarked tips". */
export function bookmarkCountText(count: number): string {
  return `${count} bookmarked ${count === 1 ? "tip" : "tips"}`;
}

/** When a tip was bookmarked, as the student reads it: "Saved Nov 21, 2026". */
export function savedOnText(bookmarkedAt: string): string {
  const date = new Date(bookmarkedAt);
  if (Number.isNaN(date.getTime())) return "Saved";
  return `Saved ${date.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" })}`;
}
