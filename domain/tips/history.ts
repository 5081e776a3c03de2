// The tips' learning-history entries (domain/history/entry.ts composes every context's): each
// tip shown (and why), bookmarked or unbookmarked.
import { historyRules } from "../history/draft.ts";
import { tipsEventSchemas } from "./events.ts";

export const tipsHistory = historyRules({
  context: "tips",
  schemas: tipsEventSchemas,
  entries: {
    TipOfTheDayShown: (d) => [
      {
        userId: d.userId,
        summary: `Tip of the day shown: ${d.tipId}`,
        detail: { day: d.day, tipId: d.tipId, reason: d.reason },
      },
    ],
    AnotherTipShown: (d) => [
      {
        userId: d.userId,
        summary: `Another tip shown: ${d.tipId}`,
        detail: { day: d.day, tipId: d.tipId, reason: d.reason },
      },
    ],
    TipBookmarked: (d) => [
      {
        userId: d.userId,
        summary: `Tip bookmarked: ${d.tipId}`,
        detail: { day: d.day, tipId: d.tipId },
      },
    ],
    TipBookmarkRemoved: (d) => [
      { userId: d.userId, summary: `Tip bookmark removed: ${d.tipId}`, detail: { tipId: d.tipId } },
    ],
  },
});
