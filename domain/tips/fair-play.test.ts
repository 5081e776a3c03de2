// Fair play for the 3-bookmarks-a-day limit (issue 30; docs/rules.md, "The student's day"): a
// change of time zone gave one more day of bookmarks. Given/when/then for that, then a property
// over random histories of clock moves, zone changes, bookmarks and removals through the real
// decider: at most 3 distinct tips a day of the student, the days only move forward and never
// overlap in real time, so at most 3 × (D + 1) bookmarks over any real span of D days.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CommandRefused } from "../decider.ts";
import { endOfLocalDay, startOfLocalDay } from "../practice/days.ts";
import { deciderSpec } from "../testing/decider-spec.ts";
import { DST_ZONES, FIXED_ZONES, HOUR_MS, withinDays } from "../testing/fair-play.ts";
import { DAILY_BOOKMARK_LIMIT, DAILY_LIMIT_REACHED, type TipsCommand } from "./decide.ts";
import { tipsDecider } from "./decider.ts";
import type { TipsEvent } from "./events.ts";
import type { TipsState } from "./state.ts";
import { tip } from "../testing/tips.ts";

const USER = "6f1c2a4e-0d3b-4c5a-9e7f-1a2b3c4d5e6f";
const catalogue = Array.from({ length: 40 }, (_, i) => tip(`tip-${i}`, "general", "beginner"));
const context = (timeZone: string, now: Date) => ({
  timeZone,
  now,
  catalogue,
  learning: null,
});
const bookmark = (n: number): TipsCommand => ({
  type: "BookmarkTip",
  userId: USER,
  tipId: `tip-${n}`,
});

const spec = deciderSpec(tipsDecider);

describe("the exploit: a zone flip gave a fourth bookmark on one real day", () => {
  const NOON_NY = new Date("2026-11-27T17:00:00.000Z"); // 11-28 in Kiritimati, 11-27 in Pago Pago
  const three = [0, 1, 2].flatMap((n) =>
    tipsDecider.decide(bookmark(n), tipsDecider.initialState, context("America/New_York", NOON_NY)),
  );

  it("given 3 bookmarked on 11-27 in New York, when the student moves to Kiritimati (11-28 there) and bookmarks a 4th, then it is refused", () => {
    expect(three).toHaveLength(3);
    spec(three)
      .when(bookmark(3), context("Pacific/Kiritimati", NOON_NY))
      .thenRefused("limited", DAILY_LIMIT_REACHED.message);
  });

  it("given the same, when Kiritimati's 11-29 begins (after New York's 11-27 ended), then a new day of 3", () => {
    const [event] = spec(three)
      .when(bookmark(3), context("Pacific/Kiritimati", new Date("2026-11-28T10:00:00.000Z")))
      .events();
    expect(event).toMatchObject({
      type: "TipBookmarked",
      data: { day: "2026-11-29", timeZone: "Pacific/Kiritimati" },
    });
  });
});

type Step =
  | { kind: "wait"; minutes: number }
  | { kind: "zone"; zone: number }
  | { kind: "bookmark"; tip: number }
  | { kind: "remove"; tip: number };

const stepArb = (zones: number): fc.Arbitrary<Step> =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant("wait" as const),
        minutes: fc.oneof(fc.integer({ min: 0, max: 180 }), fc.integer({ min: 180, max: 2400 })),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({ kind: fc.constant("zone" as const), zone: fc.nat(zones - 1) }),
    },
    {
      weight: 6,
      arbitrary: fc.record({ kind: fc.constant("bookmark" as const), tip: fc.nat(39) }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("remove" as const), tip: fc.nat(39) }) },
  );

/** Plays the steps; answers each TipBookmarked with when it was decided. */
function play(steps: readonly Step[], zones: readonly string[], start: number) {
  let now = start;
  let zone = zones[0]!;
  let state: TipsState = tipsDecider.initialState;
  const bookmarked: { event: Extract<TipsEvent, { type: "TipBookmarked" }>; at: number }[] = [];
  for (const step of steps) {
    if (step.kind === "wait") now += step.minutes * 60_000;
    else if (step.kind === "zone") zone = zones[step.zone]!;
    else {
      const command: TipsCommand =
        step.kind === "bookmark"
          ? bookmark(step.tip)
          : { type: "RemoveBookmark", userId: USER, tipId: `tip-${step.tip}` };
      let events: TipsEvent[] = [];
      try {
        events = tipsDecider.decide(command, state, context(zone, new Date(now)));
      } catch (error) {
        if (!(error instanceof CommandRefused)) throw error;
      }
      state = events.reduce(tipsDecider.evolve, state);
      for (const event of events) {
        if (event.type === "TipBookmarked") bookmarked.push({ event, at: now });
      }
    }
  }
  return bookmarked;
}

function checkBookmarks(bookmarked: ReturnType<typeof play>, dayMs: number) {
  const perDay = new Map<string, Set<string>>();
  for (const { event } of bookmarked) {
    const tips = perDay.get(event.data.day) ?? new Set();
    perDay.set(event.data.day, tips.add(event.data.tipId));
  }
  for (const tips of perDay.values()) expect(tips.size).toBeLessThanOrEqual(DAILY_BOOKMARK_LIMIT);
  // Each bookmark was counted inside its day's span of real time.
  for (const { event, at } of bookmarked) {
    const { day, timeZone } = event.data;
    expect(at).toBeGreaterThanOrEqual(startOfLocalDay(day, timeZone!).getTime());
    expect(at).toBeLessThan(endOfLocalDay(day, timeZone!).getTime());
  }
  // The days only move forward and never overlap in real time.
  const days = bookmarked
    .map(({ event }) => ({ day: event.data.day, timeZone: event.data.timeZone! }))
    .filter((d, i, all) => i === 0 || all[i - 1]!.day !== d.day);
  for (let k = 1; k < days.length; k++) {
    expect(days[k]!.day > days[k - 1]!.day).toBe(true);
    expect(startOfLocalDay(days[k]!.day, days[k]!.timeZone).getTime()).toBeGreaterThanOrEqual(
      endOfLocalDay(days[k - 1]!.day, days[k - 1]!.timeZone).getTime(),
    );
  }
  // A tip bookmarked, removed and bookmarked again the same day takes one place, so count the
  // distinct tips of each day at the instant each was first bookmarked that day.
  const firsts = new Map<string, number>();
  for (const { event, at } of bookmarked) {
    const key = `${event.data.day}/${event.data.tipId}`;
    if (!firsts.has(key)) firsts.set(key, at);
  }
  expect(withinDays([...firsts.values()], DAILY_BOOKMARK_LIMIT, dayMs)).toBe(true);
  return firsts.size;
}

const START = fc.integer({
  min: Date.parse("2026-01-01T00:00:00Z"),
  max: Date.parse("2027-12-31T00:00:00Z"),
});

describe("property: no history of zone changes and clock moves gets more than 3 bookmarks a day", () => {
  it("in zones with fixed offsets: at most 3 × (D + 1) in any span of D days of 24 hours", () => {
    let total = 0;
    fc.assert(
      fc.property(
        fc.array(stepArb(FIXED_ZONES.length), { minLength: 10, maxLength: 80 }),
        START,
        (steps, start) => {
          total += checkBookmarks(play(steps, FIXED_ZONES, start), 24 * HOUR_MS);
        },
      ),
      { numRuns: 200 },
    );
    expect(total).toBeGreaterThan(400); // the histories did bookmark: the bound was tested
  });

  it("with daylight saving zones too: the same in days of 23 hours", () => {
    fc.assert(
      fc.property(
        fc.array(stepArb(DST_ZONES.length), { minLength: 10, maxLength: 80 }),
        START,
        (steps, start) => {
          checkBookmarks(play(steps, DST_ZONES, start), 23 * HOUR_MS);
        },
      ),
      { numRuns: 200 },
    );
  });
});
