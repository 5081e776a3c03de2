// A student's tips as their stream has them: the last day each tip was shown (the 14-day
// no-repeat window), today's tip and the one on screen, the bookmarks, and the distinct tips
// bookmarked on each day (the daily limit). `evolve` applies what was recorded; it decides nothing.
import { assertNever } from "../decider.ts";
import type { TipsEvent } from "./events.ts";

export type ShownTip = { day: string; tipId: string; reason: string };

export type TipsState = {
  /** Each tip ever shown (of the day or as another) → the last day it was shown. */
  seen: Readonly<Record<string, string>>;
  /** The latest tip of the day. */
  today: ShownTip | null;
  /** The tip on screen: the latest shown, of the day or another. */
  current: ShownTip | null;
  /** The tips bookmarked now → when. */
  bookmarks: Readonly<Record<string, string>>;
  /** Per day, the distinct tips bookmarked that day (a removal does not take one off). */
  bookmarkedOn: Readonly<Record<string, readonly string[]>>;
};

export const initialTipsState: TipsState = {
  seen: {},
  today: null,
  current: null,
  bookmarks: {},
  bookmarkedOn: {},
};

/** The later of two days (a move to a zone behind must not make a tip look seen earlier). */
const later = (a: string | undefined, b: string) => (a !== undefined && a > b ? a : b);

export function evolve(state: TipsState, event: TipsEvent): TipsState {
  switch (event.type) {
    case "TipOfTheDayShown":
    case "AnotherTipShown": {
      const { day, tipId, reason } = event.data;
      const shown = { day, tipId, reason };
      return {
        ...state,
        seen: { ...state.seen, [tipId]: later(state.seen[tipId], day) },
        today: event.type === "TipOfTheDayShown" ? shown : state.today,
        current: shown,
      };
    }
    case "TipBookmarked": {
      const { tipId, day, bookmarkedAt } = event.data;
      const thatDay = state.bookmarkedOn[day] ?? [];
      return {
        ...state,
        bookmarks: { ...state.bookmarks, [tipId]: bookmarkedAt },
        bookmarkedOn: thatDay.includes(tipId)
          ? state.bookmarkedOn
          : { ...state.bookmarkedOn, [day]: [...thatDay, tipId] },
      };
    }
    case "TipBookmarkRemoved": {
      const { [event.data.tipId]: _removed, ...bookmarks } = state.bookmarks;
      return { ...state, bookmarks };
    }
    default:
      return assertNever(event);
  }
}

/** The distinct tips bookmarked on `day`. */
export function bookmarkedOnDay(state: TipsState, day: string): readonly string[] {
  return state.bookmarkedOn[day] ?? [];
}
