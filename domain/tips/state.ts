// A student's tips as their stream has them: the last day each tip was shown (the 14-day
// no-repeat window), today's tip and the one on screen, the bookmarks, and the distinct tips
// bookmarked on each day (the daily limit). `evolve` applies what was recorded; it decides nothing.
import { assertNever } from "../decider.ts";
import { studentDay, type StudentDay, type ZonedDay } from "../practice/days.ts";
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
  /** The latest day the stream has a tip shown or bookmarked on, with its zone (null for an
   *  event from before zones were recorded): where the student's next day may begin. */
  latestDay: { day: string; timeZone: string | null } | null;
};

export const initialTipsState: TipsState = {
  seen: {},
  today: null,
  current: null,
  bookmarks: {},
  bookmarkedOn: {},
  latestDay: null,
};

/** The stream's latest day with its zone; an old one recorded without a zone is read in the
 *  student's zone now, as it was then. */
export function latestTipsDay(state: TipsState, timeZone: string): ZonedDay | null {
  const latest = state.latestDay;
  return latest && { day: latest.day, timeZone: latest.timeZone ?? timeZone };
}

/** The student's tips day at `now` in `timeZone` (studentDay after the stream's latest day). */
export function tipsDay(state: TipsState, now: Date, timeZone: string): StudentDay {
  return studentDay(now, timeZone, latestTipsDay(state, timeZone));
}

/** The later of the latest day and a recorded one (a day already had keeps its first zone). */
function laterDay(latest: TipsState["latestDay"], day: string, timeZone: string | undefined) {
  return latest === null || day > latest.day ? { day, timeZone: timeZone ?? null } : latest;
}

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
        latestDay: laterDay(state.latestDay, day, event.data.timeZone),
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
        latestDay: laterDay(state.latestDay, day, event.data.timeZone),
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
