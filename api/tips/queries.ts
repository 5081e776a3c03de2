// Reads for the tips routes, from tables only: a student's bookmarks (tip_bookmarks, migration
// 0015), newest first. The tips' text is code (domain/tips/catalogue.ts), joined by the route.
import { z } from "zod";
import { sql, type CommonQueryMethods } from "../../database/pool.ts";
import { tipBookmarksRow } from "../../database/tables/tip-bookmarks.ts";

// bookmarked_at is read as ISO 8601 text.
const bookmarkRow = tipBookmarksRow.pick({ tip_id: true }).extend({ bookmarked_at: z.string() });
export type BookmarkRow = { tipId: string; bookmarkedAt: string };

/** The student's bookmarked tips with when each was bookmarked, newest first. */
export async function readBookmarks(
  db: CommonQueryMethods,
  userId: string,
): Promise<BookmarkRow[]> {
  const rows = await db.any(sql.type(bookmarkRow)`
    select tip_id,
           to_char(bookmarked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as bookmarked_at
    from tip_bookmarks where user_id = ${userId}
    order by bookmarked_at desc, tip_id`);
  return rows.map((r) => ({ tipId: r.tip_id, bookmarkedAt: r.bookmarked_at }));
}
