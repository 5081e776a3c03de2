// Request and response shapes of the tips routes (spec §3 "Tips screens", §6 Tip, §7 calls, §8
// tips errors; issue 19), shared with the SPA (which imports only their types).
import { z } from "zod";
import { tipCategories, tipLevels } from "../../domain/tips/tip.ts";

/** The spec's Tip, with why it was chosen for this student and whether they bookmarked it. */
export const tipSchema = z.object({
  id: z.string(),
  headline: z.string(),
  content: z.string(),
  category: z.enum(tipCategories),
  difficultyLevel: z.enum(tipLevels),
  /** A skill of the bank's taxonomy (underscores shown as spaces), or absent. */
  subSkill: z.string().optional(),
  /** Plain words with the student's own numbers: why this tip today. */
  reason: z.string(),
  bookmarked: z.boolean(),
});
export type TipView = z.infer<typeof tipSchema>;

/** GET /api/tips/bookmarked: the bookmarked tips, newest first. */
export const bookmarkedTipSchema = tipSchema.omit({ reason: true }).extend({
  bookmarkedAt: z.iso.datetime(),
});
export const bookmarkedTipsSchema = z.array(bookmarkedTipSchema);
export type BookmarkedTip = z.infer<typeof bookmarkedTipSchema>;

/** POST /api/tips/:id/bookmark's answer (a 4th new bookmark today is a 429). */
export const bookmarkResultSchema = z.object({
  success: z.literal(true),
  /** Tips bookmarked today (the student's day), this one included. */
  bookmarksToday: z.number().int(),
  limit: z.number().int(),
});
export type BookmarkResult = z.infer<typeof bookmarkResultSchema>;

export const tipIdParamsSchema = z.object({ id: z.string().min(1).max(80) });

/** DELETE /api/tips/:id/bookmark's answer (also when the tip was not bookmarked: a retry). */
export const bookmarkRemovedSchema = z.object({ success: z.literal(true) });
