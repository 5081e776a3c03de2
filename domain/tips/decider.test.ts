import { describe, expect, it } from "vitest";
import { domainTargetsOf } from "../diagnostic/engine.ts";
import { addDays } from "../practice/days.ts";
import { deciderSpec } from "../testing/decider-spec.ts";
import { DAILY_LIMIT_REACHED, NO_TIPS, type TipsContext } from "./decide.ts";
import { tipsDecider } from "./decider.ts";
import type { TipsEvent } from "./events.ts";
import { answers, learning, tip } from "../testing/tips.ts";

const given = deciderSpec(tipsDecider);
const USER = "6f1c2a4e-0d3b-4c5a-9e7f-1a2b3c4d5e6f";
const DAY = "2026-03-02";
const NOW = new Date("2026-03-02T15:00:00.000Z");

const catalogue = [
  tip("transitions-signal-words", "writing", "intermediate", "transitions"),
  tip("transitions-first-steps", "writing", "beginner", "transitions"),
  tip("synthesis-goal-first", "writing", "intermediate", "rhetorical_synthesis"),
  tip("boundaries-semicolons", "writing", "intermediate", "boundaries"),
  tip("writing-read-aloud", "writing", "intermediate"),
  tip("algebra-plug-in", "math", "intermediate", "linear_equations_in_one_variable"),
  tip("general-sleep", "general", "intermediate"),
  tip("general-pace", "general", "beginner"),
  tip("wildcard-snack", "wildcard", "advanced"),
];

/** A student weak in Expression of Ideas who got 2 of 6 Transitions right. */
const weakInTransitions = learning({
  offsets: { expression_of_ideas: -0.9 },
  history: [
    ...answers("expression_of_ideas", "transitions", 2, 6),
    ...answers("expression_of_ideas", "rhetorical_synthesis", 4, 5),
    ...answers("algebra", "linear_equations_in_one_variable", 5, 6),
  ],
  levels: { english: 6, math: 7 },
});
const share = `${Math.round(domainTargetsOf("english").expression_of_ideas! * 100)}%`;

const ZONE = "America/New_York";
const context = (overrides: Partial<TipsContext> = {}): TipsContext => ({
  timeZone: ZONE,
  now: NOW,
  catalogue,
  learning: weakInTransitions,
  ...overrides,
});

const shown = (
  type: "TipOfTheDayShown" | "AnotherTipShown",
  tipId: string,
  day = DAY,
): TipsEvent => ({
  type,
  data: { userId: USER, day, tipId, reason: "r", shownAt: `${day}T12:00:00.000Z` },
});
const bookmarked = (tipId: string, day = DAY): TipsEvent => ({
  type: "TipBookmarked",
  data: { userId: USER, tipId, day, bookmarkedAt: `${day}T12:00:00.000Z` },
});
const removed = (tipId: string, day = DAY): TipsEvent => ({
  type: "TipBookmarkRemoved",
  data: { userId: USER, tipId, removedAt: `${day}T13:00:00.000Z` },
});

const showToday = { type: "ShowTipOfTheDay" as const, userId: USER };
const showAnother = { type: "ShowAnotherTip" as const, userId: USER };
const bookmark = (tipId: string) => ({ type: "BookmarkTip" as const, userId: USER, tipId });
const remove = (tipId: string) => ({ type: "RemoveBookmark" as const, userId: USER, tipId });

describe("the tip of the day", () => {
  it("given a student weakest in Transitions, when the day's tip is asked for, then it is the Transitions tip at their level, with their numbers", () => {
    given([])
      .when(showToday, context())
      .then([
        {
          type: "TipOfTheDayShown",
          data: {
            userId: USER,
            day: DAY,
            timeZone: ZONE,
            tipId: "transitions-signal-words",
            reason: `For Transitions: you got 2 of your last 6 right, and Expression of Ideas is ${share} of the English section.`,
            shownAt: NOW.toISOString(),
          },
        },
      ]);
  });

  it("given today's tip was shown, when it is asked for again the same day, then nothing changes (it is fixed for the day)", () => {
    const spec = given([shown("TipOfTheDayShown", "transitions-signal-words")]);
    spec.when(showToday, context()).then([]);
    expect(spec.state.today?.tipId).toBe("transitions-signal-words");
  });

  it("given yesterday's tip, when today's is asked for, then it is the next best tip, not yesterday's", () => {
    const events = given([shown("TipOfTheDayShown", "transitions-signal-words", addDays(DAY, -1))])
      .when(showToday, context())
      .events();
    // The domain's other skill at the level comes before the weakest skill's tip a level away.
    expect(events.map((e) => e.data.tipId)).toEqual(["synthesis-goal-first"]);
    expect((events[0]!.data as { reason: string }).reason).toBe(
      `For Rhetorical Synthesis: you got 4 of your last 5 right, and Expression of Ideas is ${share} of the English section.`,
    );
  });

  it("given the skill tips at the student's level were seen, then the weakest skill's tip at an adjacent level comes next", () => {
    expect(
      given([
        shown("TipOfTheDayShown", "transitions-signal-words", addDays(DAY, -2)),
        shown("TipOfTheDayShown", "synthesis-goal-first", addDays(DAY, -1)),
      ])
        .when(showToday, context())
        .events()
        .map((e) => e.data.tipId),
    ).toEqual(["transitions-first-steps"]);
  });

  it("given a student with no answers, when the day's tip is asked for, then it is a general tip that says why", () => {
    given([])
      .when(showToday, context({ learning: null }))
      .then([
        {
          type: "TipOfTheDayShown",
          data: {
            userId: USER,
            day: DAY,
            timeZone: ZONE,
            // Level 1 is beginner: the beginner general tip first.
            tipId: "general-pace",
            reason:
              "A general tip while we learn your strengths: answer today's Daily Drop and tips will follow your weakest skill.",
            shownAt: NOW.toISOString(),
          },
        },
      ]);
  });

  it("given every tip was seen in the last 14 days, then the one seen least recently is shown", () => {
    const small = [tip("a-tip", "general", "beginner"), tip("b-tip", "general", "beginner")];
    const events = given([
      shown("TipOfTheDayShown", "b-tip", addDays(DAY, -5)),
      shown("TipOfTheDayShown", "a-tip", addDays(DAY, -3)),
    ])
      .when(showToday, context({ catalogue: small }))
      .events();
    expect(events[0]!.data).toMatchObject({
      tipId: "b-tip",
      reason: `You've seen every tip in the last 14 days; you saw this one least recently, on ${addDays(DAY, -5)}.`,
    });
  });

  it("given a tip was shown 14 days ago, then it may be shown again; 13 days ago, not", () => {
    const one = [tip("only-tip", "general", "beginner"), tip("other-tip", "general", "beginner")];
    expect(
      given([
        shown("TipOfTheDayShown", "only-tip", addDays(DAY, -14)),
        shown("TipOfTheDayShown", "other-tip", addDays(DAY, -13)),
      ])
        .when(showToday, context({ catalogue: one, learning: null }))
        .events()
        .map((e) => e.data.tipId),
    ).toEqual(["only-tip"]);
  });

  it("given no tips at all, then it is refused with the spec's words", () => {
    given([])
      .when(showToday, context({ catalogue: [] }))
      .thenRefused("not-found", NO_TIPS.message);
  });
});

describe("another tip", () => {
  it("given today's tip, when another is asked for, then it is the next best tip, never today's", () => {
    given([shown("TipOfTheDayShown", "transitions-signal-words")])
      .when(showAnother, context())
      .then([
        {
          type: "AnotherTipShown",
          data: {
            userId: USER,
            day: DAY,
            timeZone: ZONE,
            tipId: "synthesis-goal-first",
            reason: `For Rhetorical Synthesis: you got 4 of your last 5 right, and Expression of Ideas is ${share} of the English section.`,
            shownAt: NOW.toISOString(),
          },
        },
      ]);
  });

  it("given another was shown, when another is asked for again, then neither it nor today's comes back", () => {
    const tips = given([
      shown("TipOfTheDayShown", "transitions-signal-words"),
      shown("AnotherTipShown", "synthesis-goal-first"),
    ])
      .when(showAnother, context())
      .events()
      .map((e) => e.data.tipId);
    expect(tips).toEqual(["transitions-first-steps"]);
  });

  it("given every tip was seen lately, then another is still never the one on screen nor today's", () => {
    const two = [tip("a-tip", "general", "beginner"), tip("b-tip", "general", "beginner")];
    given([shown("TipOfTheDayShown", "a-tip"), shown("AnotherTipShown", "b-tip")])
      .when(showAnother, context({ catalogue: two }))
      .thenRefused("not-found", NO_TIPS.message);
    const three = [...two, tip("c-tip", "general", "beginner")];
    expect(
      given([
        shown("TipOfTheDayShown", "c-tip", addDays(DAY, -2)),
        shown("TipOfTheDayShown", "a-tip"),
        shown("AnotherTipShown", "b-tip"),
      ])
        .when(showAnother, context({ catalogue: three }))
        .events()
        .map((e) => e.data.tipId),
    ).toEqual(["c-tip"]);
  });

  it("an another tip does not change the tip of the day", () => {
    const spec = given([
      shown("TipOfTheDayShown", "transitions-signal-words"),
      shown("AnotherTipShown", "synthesis-goal-first"),
    ]);
    expect(spec.state.today?.tipId).toBe("transitions-signal-words");
    expect(spec.state.current?.tipId).toBe("synthesis-goal-first");
    spec.when(showToday, context()).then([]);
  });
});

describe("bookmarks: at most 3 a day", () => {
  it("given no bookmarks, when a tip is bookmarked, then TipBookmarked on the student's day", () => {
    given([])
      .when(bookmark("general-sleep"), context())
      .then([
        {
          type: "TipBookmarked",
          data: {
            userId: USER,
            tipId: "general-sleep",
            day: DAY,
            timeZone: ZONE,
            bookmarkedAt: NOW.toISOString(),
          },
        },
      ]);
  });

  it("given 3 tips bookmarked today, when a 4th is bookmarked, then it is refused (429)", () => {
    given([bookmarked("general-sleep"), bookmarked("general-pace"), bookmarked("wildcard-snack")])
      .when(bookmark("algebra-plug-in"), context())
      .thenRefused("limited", DAILY_LIMIT_REACHED.message);
  });

  it("given 2 bookmarked today, when a 3rd is bookmarked, then it is accepted", () => {
    expect(
      given([bookmarked("general-sleep"), bookmarked("general-pace")])
        .when(bookmark("wildcard-snack"), context())
        .events(),
    ).toHaveLength(1);
  });

  it("given a tip already bookmarked, when it is bookmarked again, then nothing (it counts once)", () => {
    given([bookmarked("general-sleep")])
      .when(bookmark("general-sleep"), context())
      .then([]);
    // …even at the limit.
    given([bookmarked("general-sleep"), bookmarked("general-pace"), bookmarked("wildcard-snack")])
      .when(bookmark("general-pace"), context())
      .then([]);
  });

  it("given 3 bookmarked yesterday, when one is bookmarked today, then it is accepted (a new day resets)", () => {
    const yesterday = addDays(DAY, -1);
    expect(
      given([
        bookmarked("general-sleep", yesterday),
        bookmarked("general-pace", yesterday),
        bookmarked("wildcard-snack", yesterday),
      ])
        .when(bookmark("algebra-plug-in"), context())
        .events(),
    ).toHaveLength(1);
  });

  it("given 3 bookmarked today and one removed, when a new one is bookmarked, then it is refused (a removal does not free a place)", () => {
    given([
      bookmarked("general-sleep"),
      bookmarked("general-pace"),
      bookmarked("wildcard-snack"),
      removed("general-pace"),
    ])
      .when(bookmark("algebra-plug-in"), context())
      .thenRefused("limited", DAILY_LIMIT_REACHED.message);
  });

  it("given a tip bookmarked and removed today at the limit, when it is bookmarked again, then it is accepted (the same tip counts once a day)", () => {
    expect(
      given([
        bookmarked("general-sleep"),
        bookmarked("general-pace"),
        bookmarked("wildcard-snack"),
        removed("general-pace"),
      ])
        .when(bookmark("general-pace"), context())
        .events(),
    ).toHaveLength(1);
  });

  it("an unknown tip is refused naming it", () => {
    given([])
      .when(bookmark("no-such-tip"), context())
      .thenRefused("not-found", 'There is no tip "no-such-tip".');
    given([])
      .when(remove("no-such-tip"), context())
      .thenRefused("not-found", 'There is no tip "no-such-tip".');
  });
});

describe("removing a bookmark", () => {
  it("given a bookmark, when it is removed, then TipBookmarkRemoved, and the bookmark is gone", () => {
    const spec = given([bookmarked("general-sleep")]);
    const events = spec.when(remove("general-sleep"), context()).events();
    expect(events).toEqual([
      {
        type: "TipBookmarkRemoved",
        data: { userId: USER, tipId: "general-sleep", removedAt: NOW.toISOString() },
      },
    ]);
    const after = events.reduce(tipsDecider.evolve, spec.state);
    expect(after.bookmarks).toEqual({});
    expect(after.bookmarkedOn[DAY]).toEqual(["general-sleep"]);
  });

  it("given no such bookmark, when it is removed, then nothing (a retried removal succeeds)", () => {
    given([]).when(remove("general-sleep"), context()).then([]);
  });
});
