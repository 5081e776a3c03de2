// The tips calls (spec §3 "Tips screens", §7, §8; issue 19): the tip of the day, another tip,
// bookmarking (at most 3 a day: the 4th is a 429 with the spec's words), removing a bookmark and
// the bookmarked tips. Signed-in only; every call is about the session's student. Commands are in
// commands.ts (the rules in domain/tips/), reads in queries.ts.
//
// Two GETs record what they serve, as the spec makes them reads: GET /api/tip-of-the-day
// records the day's tip on the first read of the student's day and is idempotent after (every
// later read that day returns the same tip and appends nothing), like GET /api/daily-drop; GET
// /api/tips/another records each tip it shows (each read is one "Show Another Tip" click, and the
// tip counts as seen for the 14 days).
import { CommandRefused } from "../../domain/decider.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { DAILY_BOOKMARK_LIMIT, NO_TIPS } from "../../domain/tips/decide.ts";
import { findTip } from "../../domain/tips/catalogue.ts";
import { reasonNow } from "../../domain/tips/choice.ts";
import { bookmarkedOnDay, type ShownTip, type TipsState } from "../../domain/tips/state.ts";
import type { Tip } from "../../domain/tips/tip.ts";
import type { ApiDeps } from "../deps.ts";
import { errorBody } from "../plugins/errors.ts";
import { currentUserId, requireUser } from "../plugins/session.ts";
import {
  bookmarkedTipsSchema,
  bookmarkRemovedSchema,
  bookmarkResultSchema,
  tipIdParamsSchema,
  tipSchema,
  type BookmarkedTip,
  type BookmarkResult,
  type TipView,
} from "../schemas/tips.ts";
import type { TipsCommands } from "./commands.ts";
import { readBookmarks } from "./queries.ts";
import { noBody } from "../schemas/body.ts";

const refusals = { 400: errorBody, 401: errorBody, 404: errorBody, 429: errorBody, 503: errorBody };

const tipFields = (tip: Tip) => ({
  id: tip.id,
  headline: tip.headline,
  content: tip.content,
  category: tip.category,
  difficultyLevel: tip.difficultyLevel,
  ...(tip.subSkill ? { subSkill: tip.subSkill } : {}),
});

/** A shown tip as the student sees it, with whether they bookmarked it; its reason as it reads
 *  now (reasonNow: once today's drop is done, a reason no longer asks for it). */
function tipView(shown: ShownTip | null, state: TipsState, todaysDropDone = false): TipView {
  const tip = shown && findTip(shown.tipId);
  // A tip taken out of the catalogue by a later release, after it was shown today.
  if (!shown || !tip) throw new CommandRefused(NO_TIPS);
  return {
    ...tipFields(tip),
    reason: reasonNow(shown.reason, todaysDropDone),
    bookmarked: Object.hasOwn(state.bookmarks, tip.id),
  };
}

export function tipsRoutes(deps: ApiDeps, tips: TipsCommands): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("preHandler", requireUser);

    app.get(
      "/api/tip-of-the-day",
      {
        schema: {
          summary:
            "Today's tip, for my weakest high-weight skill at my level (chosen on the first read of my day, then the same all day; never one seen in the last 14 days)",
          tags: ["tips"],
          response: { 200: tipSchema, ...refusals },
        },
      },
      async (request) => {
        const { state, todaysDropDone } = await tips.tipOfTheDay(currentUserId(request));
        return tipView(state.today, state, todaysDropDone);
      },
    );

    app.get(
      "/api/tips/another",
      {
        // Each read records a tip: a HEAD (a link checker, a prefetch) must not.
        exposeHeadRoute: false,
        schema: {
          summary:
            "Show Another Tip: the next best tip, never today's or the one on screen, never one seen in the last 14 days while another remains (each read is recorded)",
          tags: ["tips"],
          response: { 200: tipSchema, ...refusals },
        },
      },
      async (request) => {
        const { state } = await tips.anotherTip(currentUserId(request));
        return tipView(state.current, state);
      },
    );

    app.post(
      "/api/tips/:id/bookmark",
      {
        schema: {
          summary:
            "Bookmark a tip: 201 when added, 200 when it was already bookmarked (it counts once); a 4th new bookmark on my day is a 429",
          tags: ["tips"],
          body: noBody,
          params: tipIdParamsSchema,
          response: { 200: bookmarkResultSchema, 201: bookmarkResultSchema, ...refusals },
        },
      },
      async (request, reply): Promise<BookmarkResult> => {
        const userId = currentUserId(request);
        const { events, state, day } = await tips.bookmark(userId, request.params.id);
        reply.status(events.length > 0 ? 201 : 200);
        return {
          success: true,
          bookmarksToday: bookmarkedOnDay(state, day).length,
          limit: DAILY_BOOKMARK_LIMIT,
        };
      },
    );

    app.delete(
      "/api/tips/:id/bookmark",
      {
        schema: {
          summary:
            "Remove a bookmark (the day's bookmark count is not given back); a tip not bookmarked answers success too",
          tags: ["tips"],
          body: noBody,
          params: tipIdParamsSchema,
          response: { 200: bookmarkRemovedSchema, ...refusals },
        },
      },
      async (request) => {
        await tips.removeBookmark(currentUserId(request), request.params.id);
        return { success: true as const };
      },
    );

    app.get(
      "/api/tips/bookmarked",
      {
        schema: {
          summary: "My bookmarked tips, newest first",
          tags: ["tips"],
          response: { 200: bookmarkedTipsSchema, 401: errorBody, 503: errorBody },
        },
      },
      async (request): Promise<BookmarkedTip[]> => {
        const rows = await readBookmarks(deps.pool, currentUserId(request));
        return rows.flatMap((row) => {
          const tip = findTip(row.tipId);
          return tip
            ? [{ ...tipFields(tip), bookmarked: true, bookmarkedAt: row.bookmarkedAt }]
            : [];
        });
      },
    );
  };
}
