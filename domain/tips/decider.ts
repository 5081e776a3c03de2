// The tips decider on stream tips-<userId>: the events (events.ts), the state and `evolve`
// (state.ts) and one decision per command (decide.ts), joined.
import { assertNever, type Decider } from "../decider.ts";
import {
  bookmarkTip,
  removeBookmark,
  showAnotherTip,
  showTipOfTheDay,
  withTipsDay,
  type TipsCommand,
  type TipsContext,
} from "./decide.ts";
import type { TipsEvent } from "./events.ts";
import { evolve, initialTipsState, type TipsState } from "./state.ts";

export const tipsDecider: Decider<TipsCommand, TipsEvent, TipsState, TipsContext> = {
  initialState: initialTipsState,
  evolve,
  decide(command, state, caller) {
    // Every decision runs on the student's day as the stream allows it, never the caller's.
    const context = withTipsDay(state, caller);
    switch (command.type) {
      case "ShowTipOfTheDay":
        return showTipOfTheDay(command, state, context);
      case "ShowAnotherTip":
        return showAnotherTip(command, state, context);
      case "BookmarkTip":
        return bookmarkTip(command, state, context);
      case "RemoveBookmark":
        return removeBookmark(command, state, context);
      default:
        return assertNever(command);
    }
  },
};
