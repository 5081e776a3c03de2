import { describe, expect, it } from "vitest";
import {
  contributions,
  daysPractised,
  emptyWeek,
  foldWeek,
  weekOfEvent,
  weeklyScore,
  type WeekEvent,
  type WeekRecord,
} from "./week-record.ts";

const userId = "7d0c6f7e-4d59-4a5e-9a43-3f4a4f1b2c3d";
const answer = (day: string, xp: number): WeekEvent => ({
  type: "DailyDropQuestionSkipped",
  data: { userId, day, xp },
});
const completed = (day: string, bonusXp: number, streakDays: number): WeekEvent => ({
  type: "DailyDropCompleted",
  data: { userId, day, bonusXp, streakDays },
});
const level = (day: string, from: number, to: number): WeekEvent => ({
  type: "LevelChanged",
  data: { userId, day, from, to },
});

const fold = (events: WeekEvent[]): WeekRecord =>
  events.reduce(foldWeek, emptyWeek(weekOfEvent(events[0]!)));

describe("a student's week", () => {
  it("given answers, a skip, completions and a level, then XP, distinct days, drops, levels and the best streak", () => {
    const week = fold([
      answer("2026-11-22", 10),
      answer("2026-11-22", -1),
      completed("2026-11-22", 25, 3),
      answer("2026-11-24", 8),
      level("2026-11-24", 4, 5),
      completed("2026-11-24", 25, 1),
    ]);
    expect(week).toEqual({
      week: "2026-11-22",
      xp: 10 - 1 + 25 + 8 + 25,
      daysMask: 0b101,
      answers: 3,
      dropsCompleted: 2,
      levelProgress: 1,
      streak: 3,
    });
    expect(daysPractised(week)).toBe(2);
    // 67 XP + 10 × 2 days + 20 × 1 level.
    expect(weeklyScore(week)).toBe(107);
  });

  it("given only focused practice on a day, then its XP counts and the day is a day practiced (no drop completed)", () => {
    const week = fold([
      { type: "FocusedAnswerSubmitted", data: { userId, day: "2026-11-23", xp: 9 } },
      { type: "FocusedQuestionSkipped", data: { userId, day: "2026-11-23", xp: 0 } },
      answer("2026-11-25", 8),
    ]);
    expect(week).toMatchObject({ xp: 17, daysMask: 0b1010, answers: 3, dropsCompleted: 0 });
    expect(daysPractised(week)).toBe(2);
  });

  it("given levels that fell, then the score takes no penalty for them", () => {
    expect(weeklyScore({ xp: 5, daysMask: 1, levelProgress: -2 })).toBe(15);
  });

  it("given a ranked visible student, then every metric globally and the score in their school and region", () => {
    const week = fold([answer("2026-11-23", 12)]);
    const { histogram, school } = contributions(week, {
      schoolKey: "school:1",
      zipArea: "021",
      hidden: false,
    });
    expect(histogram.map((h) => `${h.scope}/${h.group}/${h.metric}=${h.value}`)).toEqual([
      "global//score=22",
      "global//xp=12",
      "global//streak=0",
      "global//completion=0",
      "global//level=0",
      "school/school:1/score=22",
      "region/021/score=22",
    ]);
    expect(school).toEqual({
      week: "2026-11-22",
      schoolKey: "school:1",
      zipArea: "021",
      xp: 12,
      score: 22,
    });
  });

  it("given a hidden student or a week without answers, then it counts for nobody", () => {
    const week = fold([answer("2026-11-23", 12)]);
    const group = { schoolKey: "school:1", zipArea: "021" };
    expect(contributions(week, { ...group, hidden: true })).toEqual({
      histogram: [],
      school: null,
    });
    expect(contributions(emptyWeek("2026-11-22"), { ...group, hidden: false })).toEqual({
      histogram: [],
      school: null,
    });
  });
});
