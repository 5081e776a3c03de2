// The progress figures, given/when/then with hand-worked values.
import { describe, expect, it } from "vitest";
import { UNMEASURED_SD } from "./constants.ts";
import {
  accuracy,
  completionRate,
  joinedDay,
  paceHoursPerWeek,
  participation,
  practiceHistory,
  projectedLevel,
  questionsBySource,
  shareOfDays,
  xpPerDay,
} from "./summary.ts";
import { isMeasured, seedTracker, updateTracker } from "./tracker.ts";

const HOUR = 3_600_000;

describe("the progress figures", () => {
  it("given no practice, when the pace is asked, then it is 0", () => {
    expect(paceHoursPerWeek([], "2026-11-21", null)).toBe(0);
  });

  it("given 1 h over the 7 days since the first drop, when the pace is asked, then it is 1 h a week", () => {
    const time = [
      { day: "2026-11-15", ms: 0.5 * HOUR },
      { day: "2026-11-21", ms: 0.5 * HOUR },
    ];
    expect(paceHoursPerWeek(time, "2026-11-21", "2026-11-15")).toBeCloseTo(1, 10);
  });

  it("given practice older than 4 weeks, when the pace is asked, then only the last 28 days count", () => {
    const time = [
      { day: "2026-10-01", ms: 10 * HOUR },
      { day: "2026-11-20", ms: 2 * HOUR },
    ];
    // 2 h over 28 days = 0.5 h a week.
    expect(paceHoursPerWeek(time, "2026-11-21", "2026-10-01")).toBeCloseTo(0.5, 10);
  });

  it("when the history is built, then hours accumulate and scores are 500 + 100·θ", () => {
    const history = practiceHistory(
      [
        { day: "2026-11-20", mean: 0.1 },
        { day: "2026-11-21", mean: 0.25 },
      ],
      [
        { day: "2026-11-20", ms: 0.1 * HOUR },
        { day: "2026-11-21", ms: 0.2 * HOUR },
      ],
    );
    expect(history[0]).toEqual({ day: "2026-11-20", hours: 0.1, score: 510 });
    expect(history[1]!.hours).toBeCloseTo(0.3, 10);
    expect(history[1]!.score).toBe(525);
  });

  it("given a test-day median of 600 with an 80% band of ±64 (SD 50), then the projected level judges 575: level 8", () => {
    const band = 50 * 1.2816;
    const atTest = { date: "2027-03-13", median: 600, low: 600 - band, high: 600 + band };
    expect(projectedLevel(3, atTest)).toBe(8);
    // Never below the level already shown.
    expect(projectedLevel(10, atTest)).toBe(10);
    // Unmeasured: no gain is projected.
    expect(projectedLevel(3, atTest, false)).toBe(3);
  });

  it("given the population's belief (SD 1) or one barely narrower, then unmeasured; after answers, measured", () => {
    expect(isMeasured({ mean: 0, sd: 1 })).toBe(false);
    expect(isMeasured({ mean: 0, sd: UNMEASURED_SD })).toBe(false);
    expect(isMeasured({ mean: 0, sd: UNMEASURED_SD - 0.01 })).toBe(true);
    // Two answers from the population's prior are enough.
    let tracker = seedTracker({});
    for (const correct of [true, true]) {
      tracker = updateTracker(
        tracker,
        {
          subject: "math",
          domain: "algebra",
          irt: { a: 1.3, b: tracker.subjects.math.mean, c: 0.2 },
        },
        correct,
      );
    }
    expect(isMeasured(tracker.subjects.math)).toBe(true);
  });

  it("given a student who joined today and has not finished today's drop, then there is no day to count: participation null, completion 0", () => {
    expect(shareOfDays({ completedDays: [], from: "2026-11-25", today: "2026-11-25" })).toEqual({
      completed: 0,
      possible: 0,
      share: null,
    });
    expect(completionRate([], "2026-11-25", "2026-11-25")).toBe(0);
  });

  it("given a student who joined today (a Wednesday) and finished today's drop, then participation is 1 of 1, not 1 of the week's 4 days", () => {
    // 2026-11-22 is a Sunday; the student joined on Wednesday the 25th.
    expect(participation(["2026-11-25"], "2026-11-22", "2026-11-25", "2026-11-25")).toEqual({
      completed: 1,
      possible: 1,
      share: 1,
    });
  });

  it("given today still under way, then today is not a missed day; once done it counts", () => {
    const done = ["2026-11-23", "2026-11-24"];
    // Joined before the week: counted from Sunday the 22nd. Sun, Mon, Tue so far; today open.
    expect(participation(done, "2026-11-22", "2026-11-01", "2026-11-25")).toEqual({
      completed: 2,
      possible: 3,
      share: 2 / 3,
    });
    expect(
      participation([...done, "2026-11-25"], "2026-11-22", "2026-11-01", "2026-11-25").share,
    ).toBe(3 / 4);
  });

  it("given a sign-up day and a first drop, then joined is the sign-up day, or the first drop's if earlier", () => {
    expect(joinedDay("2026-11-20", null)).toBe("2026-11-20");
    expect(joinedDay("2026-11-20", "2026-11-22")).toBe("2026-11-20");
    expect(joinedDay("2026-11-20", "2026-11-19")).toBe("2026-11-19");
  });

  it("given 3 finished days out of 4 since joining, then the completion rate is 0.75; days before joining are not counted", () => {
    const done = ["2026-11-10", "2026-11-18", "2026-11-19", "2026-11-21"];
    expect(completionRate(done, "2026-11-18", "2026-11-21")).toBe(0.75);
  });
});

describe("accuracy (one definition: right ÷ questions done, a skip is not right)", () => {
  it("given 3 right of 5 with one skip, then 60%, the completion screen's '3 of 5 right', not 3 of 4", () => {
    expect(accuracy(3, 5)).toBe(0.6);
  });

  it("given fewer than a drop's 5 questions, then not enough data yet (null)", () => {
    expect(accuracy(0, 0)).toBeNull();
    expect(accuracy(4, 4)).toBeNull();
    expect(accuracy(4, 5)).toBe(0.8);
  });
});

describe("questions and XP by source (the Daily Drop and Practice Mode apart, totals that add up)", () => {
  it("given 5 Daily Drop questions and 15 in Practice Mode, then the total is 20, each source counted apart", () => {
    const counts = questionsBySource([
      { source: "dailyDrop", questions: 5, correct: 3, skipped: 1 },
      { source: "practice", questions: 15, correct: 10, skipped: 0 },
    ]);
    expect(counts.dailyDrop).toEqual({ questions: 5, correct: 3, skipped: 1 });
    expect(counts.practice).toEqual({ questions: 15, correct: 10, skipped: 0 });
    expect(counts.total).toEqual({ questions: 20, correct: 13, skipped: 1 });
  });

  it("given no questions, then every count is 0", () => {
    expect(questionsBySource([]).total).toEqual({ questions: 0, correct: 0, skipped: 0 });
  });

  it("given 33 Daily Drop XP and 40 practice XP on one day, then the day shows 73, the header's total", () => {
    const days = xpPerDay(
      [
        { day: "2026-11-20", xp: 20 },
        { day: "2026-11-21", xp: 33 },
      ],
      [
        { day: "2026-11-21", xp: 40 },
        { day: "2026-11-22", xp: 12 },
      ],
    );
    expect(days).toEqual([
      { date: "2026-11-20", dailyDropXp: 20, practiceXp: 0, xp: 20 },
      { date: "2026-11-21", dailyDropXp: 33, practiceXp: 40, xp: 73 },
      { date: "2026-11-22", dailyDropXp: 0, practiceXp: 12, xp: 12 },
    ]);
    expect(days.reduce((n, d) => n + d.xp, 0)).toBe(20 + 33 + 40 + 12);
  });
});
