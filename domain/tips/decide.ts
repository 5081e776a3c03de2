// One decision per tips command (stream tips-<userId>). The student's day, the clock, the
// catalogue and what we know of their learning (the focus ranking and shown levels) arrive in the
// context; nothing here reads a clock or a table.
//
// - ShowTipOfTheDay: the tip of the day is chosen once a day (chooseTip), then fixed: on a day
//   that already has one it is [] and the caller shows state.today.
// - ShowAnotherTip: the next best tip, never today's tip nor the one on screen, never one seen in
//   the last 14 days while any other remains. Each one asked for is recorded (so it counts as
//   seen for the 14 days).
// - BookmarkTip: at most DAILY_BOOKMARK_LIMIT distinct tips bookmarked per day of the student;
//   a tip already bookmarked is [] (it counts once), and a tip bookmarked earlier the same day,
//   removed and bookmarked again does not take a second place.
// - RemoveBookmark: removes it; it does NOT give the day's place back (otherwise bookmark,
//   remove, bookmark would lift the limit). Removing a tip that is not bookmarked is [] (a retried
//   DELETE succeeds).
import { CommandRefused, refusal } from "../decider.ts";
import { rankFocus, type FocusArea } from "../planning/focus.ts";
import type { Subject } from "../questions/item.ts";
import { onDay, refuseClosedDay, type OnDay } from "../practice/days.ts";
import { chooseTip } from "./choice.ts";
import type { TipsEvent } from "./events.ts";
import { bookmarkedOnDay, latestTipsDay, type TipsState } from "./state.ts";
import type { Tip } from "./tip.ts";

/** Spec §9: at most 3 bookmarks per day. */
export const DAILY_BOOKMARK_LIMIT = 3;

export const NO_TIPS = refusal(
  "not-found",
  "no-tips",
  "No tips available right now. Try again later!",
);
export const DAILY_LIMIT_REACHED = refusal(
  "limited",
  "bookmark-limit",
  `You've reached the daily limit of ${DAILY_BOOKMARK_LIMIT} tips.`,
);
export const unknownTip = (tipId: string) =>
  refusal("not-found", "unknown-tip", `There is no tip "${tipId}".`);

export type TipsCommand =
  | { type: "ShowTipOfTheDay"; userId: string }
  | { type: "ShowAnotherTip"; userId: string }
  | { type: "BookmarkTip"; userId: string; tipId: string }
  | { type: "RemoveBookmark"; userId: string; tipId: string };

/** What the tip choice knows of the student: the focus ranking and the shown levels. */
export type TipLearning = {
  focus: readonly FocusArea[];
  levels: Readonly<Record<Subject, number>>;
};

export type TipsContext = {
  /** The student's time zone now, and now; the day is the decider's own (DayContext). */
  timeZone: string;
  now: Date;
  catalogue: readonly Tip[];
  /** Needed to choose a tip; null (bookmarks need none) or a student who never practised
   *  chooses on the prior ranking at level 1. */
  learning: TipLearning | null;
};

/** A decision's context: the caller's on the student's day (onDay: a change of time zone never
 *  reopens a day nor fits two into one, so it never gives more bookmarks or tips of the day;
 *  docs/rules.md, "The student's day"). */
export type DayContext = OnDay<TipsContext>;

/** The caller's context on the student's day after the stream's latest day. */
export function withTipsDay(state: TipsState, context: TipsContext): DayContext {
  return onDay(context, latestTipsDay(state, context.timeZone));
}

type Command<T extends TipsCommand["type"]> = Extract<TipsCommand, { type: T }>;

/** The prior: a student we know nothing about, ranked by weight and pace alone. */
export const priorLearning = (): TipLearning => ({
  focus: rankFocus({ tracker: null, history: [] }),
  levels: { english: 1, math: 1 },
});

function choose(state: TipsState, context: DayContext, exclude: readonly string[]) {
  const learning = context.learning ?? priorLearning();
  return chooseTip({
    catalogue: context.catalogue,
    focus: learning.focus,
    levels: learning.levels,
    seen: state.seen,
    day: context.day,
    exclude,
  });
}

/** The tip chosen to show now (never one of `exclude`), as its event's data; none left: refused. */
function shownTip(
  userId: string,
  state: TipsState,
  context: DayContext,
  exclude: readonly string[],
) {
  const chosen = choose(state, context, exclude);
  if (!chosen) throw new CommandRefused(NO_TIPS);
  return {
    userId,
    day: context.day,
    timeZone: context.dayZone,
    tipId: chosen.tip.id,
    reason: chosen.reason,
    shownAt: context.now.toISOString(),
  };
}

export function showTipOfTheDay(
  command: Command<"ShowTipOfTheDay">,
  state: TipsState,
  context: DayContext,
): TipsEvent[] {
  if (state.today?.day === context.day) return [];
  return [{ type: "TipOfTheDayShown", data: shownTip(command.userId, state, context, []) }];
}

export function showAnotherTip(
  command: Command<"ShowAnotherTip">,
  state: TipsState,
  context: DayContext,
): TipsEvent[] {
  const onScreen = [state.today, state.current]
    .filter((shown) => shown?.day === context.day)
    .map((shown) => shown!.tipId);
  return [{ type: "AnotherTipShown", data: shownTip(command.userId, state, context, onScreen) }];
}

function known(tipId: string, context: DayContext) {
  if (!context.catalogue.some((tip) => tip.id === tipId)) {
    throw new CommandRefused(unknownTip(tipId));
  }
}

export function bookmarkTip(
  command: Command<"BookmarkTip">,
  state: TipsState,
  context: DayContext,
): TipsEvent[] {
  known(command.tipId, context);
  if (Object.hasOwn(state.bookmarks, command.tipId)) return [];
  refuseClosedDay(context);
  const today = bookmarkedOnDay(state, context.day);
  if (!today.includes(command.tipId) && today.length >= DAILY_BOOKMARK_LIMIT) {
    throw new CommandRefused(DAILY_LIMIT_REACHED);
  }
  return [
    {
      type: "TipBookmarked",
      data: {
        userId: command.userId,
        tipId: command.tipId,
        day: context.day,
        timeZone: context.dayZone,
        bookmarkedAt: context.now.toISOString(),
      },
    },
  ];
}

export function removeBookmark(
  command: Command<"RemoveBookmark">,
  state: TipsState,
  context: DayContext,
): TipsEvent[] {
  known(command.tipId, context);
  if (!Object.hasOwn(state.bookmarks, command.tipId)) return [];
  return [
    {
      type: "TipBookmarkRemoved",
      data: {
        userId: command.userId,
        tipId: command.tipId,
        removedAt: context.now.toISOString(),
      },
    },
  ];
}
