// The tips events (stream tips-<userId>): one stream per student, holding every tip shown to them
// (the tip of the day, once a day in their time zone, and each "Show Another Tip") and every
// bookmark added or removed. The 14-day no-repeat rule and the 3-bookmarks-a-day limit are
// counted from these events, so they hold across processes and restarts (reliability row 9).
// Every event names the student by `userId` (erasure reads that convention); the reason is the
// plain-words "why this tip", with the student's numbers when the tip was chosen.
import { z } from "zod";
import { eventCodec, streamName, type EventOf } from "../events.ts";

const userId = z.uuid();
const day = z.iso.date();
const at = z.iso.datetime();
const tipId = z.string().min(1).max(80);
/** The zone the student's day was lived in (docs/rules.md, "The student's day"); events from
 *  before it was recorded have none. */
const timeZone = z.string().min(1).optional();

export const tipsEventSchemas = {
  /** The day's tip, chosen once on the student's first read of the day, then fixed. */
  TipOfTheDayShown: z.object({ userId, day, timeZone, tipId, reason: z.string(), shownAt: at }),
  /** Another tip in place of the one on screen ("Show Another Tip"). */
  AnotherTipShown: z.object({ userId, day, timeZone, tipId, reason: z.string(), shownAt: at }),
  /** A tip added to the bookmarks on the student's `day` (one of the day's 3). */
  TipBookmarked: z.object({ userId, tipId, day, timeZone, bookmarkedAt: at }),
  /** A tip taken out of the bookmarks (the day's count is not given back). */
  TipBookmarkRemoved: z.object({ userId, tipId, removedAt: at }),
} as const;

const tipsEvents = eventCodec("tips", tipsEventSchemas);
export type TipsEvent = EventOf<typeof tipsEventSchemas>;
export const parseTipsEvent = tipsEvents.parse;
export const tipsEventTypes = tipsEvents.types;
export const tipsStream = streamName("tips");

export type TipsEventData<T extends TipsEvent["type"]> = Extract<TipsEvent, { type: T }>["data"];
