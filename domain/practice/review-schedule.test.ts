import { describe, expect, it } from "vitest";
import { ANSWER_HISTORY_DAYS, HISTORY_PRUNE_BATCH } from "./constants.ts";
import { addDays } from "./days.ts";
import { dueReviews, historyInUse, reviewGap, reviewSchedule } from "./review-schedule.ts";
import type { PastAnswer } from "./selection.ts";

const DAY = "2026-04-10";

function answer(over: Partial<PastAnswer> & { questionId: string; day: string }): PastAnswer {
  return {
    subject: "english",
    domain: "craft_and_structure",
    skill: "words_in_context",
    correct: true,
    skipped: false,
    ...over,
  };
}

describe("the review schedule", () => {
  it("given no test date, when the gaps are asked, then 1, 3, 7, 14, 30 days", () => {
    expect([0, 1, 2, 3, 4].map((stage) => reviewGap(stage, DAY, null))).toEqual([1, 3, 7, 14, 30]);
  });

  it("given a test 30 days ahead, then no gap exceeds 30 / 3 = 10 days", () => {
    const testDate = addDays(DAY, 30);
    expect([0, 1, 2, 3, 4].map((stage) => reviewGap(stage, DAY, testDate))).toEqual([
      1, 3, 7, 10, 10,
    ]);
  });

  it("given a test 2 days ahead, then every gap is 1 day; given it passed, the usual gaps", () => {
    expect(reviewGap(3, DAY, addDays(DAY, 2))).toBe(1);
    expect(reviewGap(3, DAY, addDays(DAY, -5))).toBe(14);
  });

  it("given a miss on 03-01, when answered right on 03-02, 03-03, 03-05, then stages 0 → 1 → 1 → 2", () => {
    const miss = answer({ questionId: "q1", day: "2026-03-01", correct: false });
    expect(reviewSchedule([miss], null)).toEqual([
      {
        subject: "english",
        domain: "craft_and_structure",
        skill: "words_in_context",
        questionId: "q1",
        stage: 0,
        anchor: "2026-03-01",
        due: "2026-03-02",
      },
    ]);
    const reviewed = [miss, answer({ questionId: "q2", day: "2026-03-02" })];
    expect(reviewSchedule(reviewed, null)[0]).toMatchObject({ stage: 1, due: "2026-03-05" });
    // A right answer before the due day changes nothing.
    const early = [...reviewed, answer({ questionId: "q3", day: "2026-03-03" })];
    expect(reviewSchedule(early, null)[0]).toMatchObject({ stage: 1, due: "2026-03-05" });
    const second = [...early, answer({ questionId: "q4", day: "2026-03-05" })];
    expect(reviewSchedule(second, null)[0]).toMatchObject({ stage: 2, due: "2026-03-12" });
  });

  it("given five successful reviews, then the skill leaves the schedule; a new miss restarts it", () => {
    const days = [
      "2026-03-01",
      "2026-03-02",
      "2026-03-05",
      "2026-03-12",
      "2026-03-26",
      "2026-04-25",
    ];
    const history = days.map((day, i) => answer({ questionId: `q${i}`, day, correct: i > 0 }));
    expect(reviewSchedule(history.slice(0, 5), null)[0]).toMatchObject({
      stage: 4,
      due: "2026-04-25",
    });
    expect(reviewSchedule(history, null)).toEqual([]);
    const again = [
      ...history,
      answer({ questionId: "q9", day: "2026-05-01", skipped: true, correct: false }),
    ];
    expect(reviewSchedule(again, null)[0]).toMatchObject({
      stage: 0,
      questionId: "q9",
      due: "2026-05-02",
    });
  });

  it("given a miss and a right answer in history order on one day, then the miss stands", () => {
    const history = [
      answer({ questionId: "q1", day: DAY, correct: false }),
      answer({ questionId: "q2", day: DAY }),
    ];
    expect(reviewSchedule(history, null)[0]).toMatchObject({ stage: 0, questionId: "q1" });
  });

  it("given two due skills, then the more overdue comes first", () => {
    const history = [
      answer({ questionId: "q1", day: "2026-04-08", correct: false, skill: "a" }),
      answer({ questionId: "q2", day: "2026-04-05", correct: false, skill: "b" }),
      answer({ questionId: "q3", day: DAY, correct: false, skill: "c" }),
    ];
    expect(dueReviews({ history, day: DAY, testDate: null }).map((r) => r.skill)).toEqual([
      "b",
      "a",
    ]);
  });
});

describe("historyInUse", () => {
  it("given a week of answers older than the window, then only those of a running review stay, and the schedule is the same with any test date", () => {
    const today = "2026-06-01";
    const old = (days: number) => addDays(today, -days);
    const history = [
      // Skill a: missed 90 days ago, reviewed at 1, 3 and 7 days: still running (stage 3).
      answer({ questionId: "a1", day: old(90), correct: false, skill: "a" }),
      answer({ questionId: "a2", day: old(89), skill: "a" }),
      answer({ questionId: "a3", day: old(86), skill: "a" }),
      answer({ questionId: "a4", day: old(79), skill: "a" }),
      // Skill b: missed, then five successful reviews: off the schedule.
      ...[80, 79, 76, 69, 55, 25].map((days, i) =>
        answer({ questionId: `b${i}`, day: old(days), correct: i > 0, skill: "b" }),
      ),
      // Skills c0…: right only, long ago (outside the no-repeat window): a week's batch.
      ...Array.from({ length: HISTORY_PRUNE_BATCH }, (_, i) =>
        answer({ questionId: `c${i}`, day: old(60 - (i % 7)), skill: `c${i % 3}` }),
      ),
      // Recent answers all stay.
      answer({ questionId: "d1", day: old(ANSWER_HISTORY_DAYS), skill: "d" }),
      answer({ questionId: "d2", day: today, correct: false, skill: "d" }),
    ];
    // Fewer than a batch before the window: nothing is dropped yet.
    const few = history.slice(0, HISTORY_PRUNE_BATCH - 1);
    expect(historyInUse(few, today)).toEqual(few);
    const kept = historyInUse(history, today);
    expect(kept.map((a) => a.questionId)).toEqual(["a1", "a2", "a3", "a4", "b5", "d1", "d2"]);
    for (const testDate of [null, addDays(today, 10), addDays(today, 200), old(5)]) {
      expect(reviewSchedule(kept, testDate)).toEqual(reviewSchedule(history, testDate));
    }
  });
});
