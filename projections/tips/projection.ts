// tips: folds the tips streams into tip_bookmarks (migration 0015), one row per bookmark a
// student holds now: TipBookmarked inserts it, TipBookmarkRemoved deletes it. The tips shown
// (TipOfTheDayShown, AnotherTipShown) are read from the stream by the decider, not here. Applying
// an event twice leaves the same rows; erasure deletes the student's rows.
import { statement } from "../../database/pool.ts";
import { parseTipsEvent } from "../../domain/tips/events.ts";
import { defineProjection } from "../projection.ts";

export const tipsProjection = defineProjection({
  name: "tips",
  tables: ["tip_bookmarks"],
  personalRows: { tip_bookmarks: ["user_id"] },
  handles: ["TipBookmarked", "TipBookmarkRemoved"],
  async apply(events, { tx, table }) {
    for (const stored of events) {
      const event = parseTipsEvent(stored.type, stored.data);
      if (event.type === "TipBookmarked") {
        const { userId, tipId, bookmarkedAt } = event.data;
        await tx.query(statement`
          insert into ${table("tip_bookmarks")} (user_id, tip_id, bookmarked_at)
          values (${userId}, ${tipId}, ${bookmarkedAt})
          on conflict (user_id, tip_id) do update set bookmarked_at = excluded.bookmarked_at
        `);
      } else if (event.type === "TipBookmarkRemoved") {
        const { userId, tipId } = event.data;
        await tx.query(statement`
          delete from ${table("tip_bookmarks")} where user_id = ${userId} and tip_id = ${tipId}
        `);
      }
    }
  },
});
