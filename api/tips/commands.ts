// The tips command handlers: the tip of the day, another tip, bookmark and remove. Each reads the
// student's clock (their day in their time zone), loads the tips stream (tips-<userId>), gives
// the decider its context — the catalogue, and, when a tip must be chosen, what the student's
// practice stream says of their learning (the focus ranking from the tracker and answers, and the
// shown levels; a student who never practised gets the prior ranking) — and appends. Bookmark
// writes wait (bounded) for the tips projection so GET /api/tips/bookmarked shows them. The
// daily limit is counted by the decider from the stream's events, and the append is checked
// against the loaded version, so concurrent bookmarks in any number of processes cannot pass it.
import { rankFocus } from "../../domain/planning/focus.ts";
import { tipCatalogue } from "../../domain/tips/catalogue.ts";
import { asksForTheDrop } from "../../domain/tips/choice.ts";
import type { TipLearning, TipsCommand, TipsContext } from "../../domain/tips/decide.ts";
import { tipsDecider } from "../../domain/tips/decider.ts";
import { parseTipsEvent, tipsStream } from "../../domain/tips/events.ts";
import { tipsDay, type TipsState } from "../../domain/tips/state.ts";
import type { StoredEvent } from "../../eventstore/port.ts";
import { handleCommand, type LoadedStream } from "../commands.ts";
import type { ApiDeps } from "../deps.ts";
import { readPracticeState } from "../practice/commands.ts";
import { readStudentClock } from "../students/clock.ts";
import { settle } from "../read-your-writes.ts";

const parse = (e: StoredEvent) => parseTipsEvent(e.type, e.data);

export function createTipsCommands(deps: ApiDeps) {
  /** The focus ranking and shown levels from the student's practice stream. */
  async function learningOf(userId: string): Promise<TipLearning> {
    const practice = await readPracticeState(deps.store, userId);
    return {
      focus: rankFocus({ tracker: practice.tracker, history: practice.history }),
      levels: practice.levels,
    };
  }

  async function run(userId: string, command: TipsCommand) {
    const clock = await readStudentClock(deps.pool, userId);
    const at = deps.now();
    const choosing = command.type === "ShowTipOfTheDay" || command.type === "ShowAnotherTip";
    const result = await handleCommand({
      store: deps.store,
      stream: tipsStream(userId),
      decider: tipsDecider,
      parse,
      command,
      context: async (loaded: LoadedStream<TipsState>): Promise<TipsContext> => {
        // The day's tip is fixed once chosen: no need to read the practice stream again.
        const { day } = tipsDay(loaded.state, at, clock.timeZone);
        const fixed = command.type === "ShowTipOfTheDay" && loaded.state.today?.day === day;
        return {
          timeZone: clock.timeZone,
          now: at,
          catalogue: tipCatalogue,
          learning: choosing && !fixed ? await learningOf(userId) : null,
        };
      },
    });
    return { ...result, day: tipsDay(result.state, at, clock.timeZone).day };
  }

  return {
    /** Today's tip: chosen on the student's first read of the day, then the same all day; with
     *  whether today's Daily Drop is done, when its reason depends on it (reasonNow). */
    async tipOfTheDay(userId: string) {
      const result = await run(userId, { type: "ShowTipOfTheDay", userId });
      const reason = result.state.today?.reason;
      let todaysDropDone = false;
      if (reason !== undefined && asksForTheDrop(reason)) {
        const { today } = await readPracticeState(deps.store, userId);
        todaysDropDone = today?.day === result.day && today.completed;
      }
      return { ...result, todaysDropDone };
    },

    /** The next best tip in place of the one on screen (recorded as seen). */
    anotherTip: (userId: string) => run(userId, { type: "ShowAnotherTip", userId }),

    /** Bookmarks a tip (one of the day's 3; a tip already bookmarked changes nothing). */
    async bookmark(userId: string, tipId: string) {
      const result = await run(userId, { type: "BookmarkTip", userId, tipId });
      await settle(deps, result.position, ["tips"]);
      return result;
    },

    /** Removes a bookmark (the day's place is not given back). */
    async removeBookmark(userId: string, tipId: string) {
      const result = await run(userId, { type: "RemoveBookmark", userId, tipId });
      await settle(deps, result.position, ["tips"]);
      return result;
    },
  };
}

export type TipsCommands = ReturnType<typeof createTipsCommands>;
