import { describe, expect, it } from "vitest";
import {
  chartDays,
  chartSummary,
  dashboardStats,
  DEFAULT_ESTIMATED_SCORE,
  DEFAULT_LEVEL,
  DEFAULT_MIX,
  dropStatus,
  dropStatusLabels,
  diagnosticScores,
  scoresNote,
  formatCount,
  greeting,
  greetingName,
  mixLine,
} from "./dashboard-model.ts";

describe("the dashboard's greeting", () => {
  it("given a first name, when greeting, then it welcomes the student by that name", () => {
    expect(greeting("Maya")).toBe("Welcome back, Maya!");
  });

  it("given a first name with stray spaces, when greeting, then the spaces are dropped", () => {
    expect(greetingName("  Maya ")).toBe("Maya");
  });

  it("given no first name, or a blank one, when greeting, then it says 'Student'", () => {
    expect(greeting(null)).toBe("Welcome back, Student!");
    expect(greeting(undefined)).toBe("Welcome back, Student!");
    expect(greeting("")).toBe("Welcome back, Student!");
    expect(greeting("   ")).toBe("Welcome back, Student!");
  });
});

describe("the dashboard's numbers and defaults", () => {
  it("given today's estimate still at the diagnostic's result, then the note says it is that result; once moved, it names the diagnostic's", () => {
    const at = (english: number, math: number) => ({
      english: { score: english, low: english - 50, high: english + 50, measured: true },
      math: { score: math, low: math - 50, high: math + 50, measured: true },
    });
    expect(scoresNote(at(650, 690), { english: 650, math: 690 })).toBe(
      "Your diagnostic result. It moves with every Daily Drop.",
    );
    expect(scoresNote(at(630, 700), { english: 650, math: 690 })).toBe(
      "Today's estimate, from your diagnostic (English 650, Math 690) and your Daily Drops since.",
    );
  });

  it("given no estimates yet, when reading the scores, then each section shows 500", () => {
    expect(DEFAULT_ESTIMATED_SCORE).toBe(500);
    expect(diagnosticScores({ estimatedEnglishScore: null, estimatedMathScore: null })).toEqual({
      english: 500,
      math: 500,
    });
  });

  it("given estimates, when reading the scores, then they are shown as stored, one default at most", () => {
    expect(diagnosticScores({ estimatedEnglishScore: 620, estimatedMathScore: 580 })).toEqual({
      english: 620,
      math: 580,
    });
    expect(diagnosticScores({ estimatedEnglishScore: 640, estimatedMathScore: null })).toEqual({
      english: 640,
      math: 500,
    });
  });

  it("given the spec, when no levels are known yet, then both start at level 1", () => {
    expect(DEFAULT_LEVEL).toBe(1);
  });

  it("given a large count, when formatted, then its digits are grouped", () => {
    expect(formatCount(12500)).toBe("12,500");
    expect(formatCount(0)).toBe("0");
  });
});

describe("the Daily Drop card's status and mix", () => {
  it("given nothing answered today, when read, then 'Ready to Start'", () => {
    const status = dropStatus({ isCompleted: false, questionsCompleted: 0 });
    expect(status).toBe("ready");
    expect(dropStatusLabels[status]).toBe("Ready to Start");
  });

  it("given some answered, when read, then 'In Progress'", () => {
    const status = dropStatus({ isCompleted: false, questionsCompleted: 1 });
    expect(dropStatusLabels[status]).toBe("In Progress");
  });

  it("given today's drop completed, when read, then 'Complete ✓' (whatever the count says)", () => {
    expect(dropStatusLabels[dropStatus({ isCompleted: true, questionsCompleted: 5 })]).toBe(
      "Complete ✓",
    );
    expect(dropStatus({ isCompleted: true, questionsCompleted: 0 })).toBe("complete");
  });

  it("given a mix, when written, then 'English + Math = total'", () => {
    expect(mixLine(DEFAULT_MIX)).toBe("3 English + 2 Math = 5");
    expect(mixLine({ english: 2, math: 3 })).toBe("2 English + 3 Math = 5");
  });
});

describe("the stat tiles' numbers", () => {
  const user = { streakDays: 2, totalXP: 90 };

  it("given the Daily Drop progress, when read, then its streak, XP and levels", () => {
    expect(
      dashboardStats(user, {
        todaySession: { isCompleted: false, questionsCompleted: 1, totalXP: 12 },
        questionMix: { english: 3, math: 2 },
        streakDays: 3,
        totalXP: 102,
        currentLevels: { english: 6, math: 4 },
      }),
    ).toEqual({ streakDays: 3, totalXP: 102, levels: { english: 6, math: 4 } });
  });

  it("given no progress yet (loading or failed), when read, then the user's streak and XP and level 1", () => {
    expect(dashboardStats(user, undefined)).toEqual({
      streakDays: 2,
      totalXP: 90,
      levels: { english: 1, math: 1 },
    });
  });
});

describe("the progress chart's days", () => {
  it("given counts per day, when labelled, then short axis labels and long names, in order", () => {
    expect(
      chartDays([
        { date: "2026-11-20", count: 5 },
        { date: "2026-11-21", count: 0 },
      ]),
    ).toEqual([
      { date: "2026-11-20", short: "11/20", long: "Friday, November 20", count: 5 },
      { date: "2026-11-21", short: "11/21", long: "Saturday, November 21", count: 0 },
    ]);
  });

  it("given the days, when summed, then the caption counts questions and days", () => {
    expect(chartSummary(Array.from({ length: 14 }, (_, i) => ({ count: i === 0 ? 5 : 1 })))).toBe(
      "18 questions in the last 14 days",
    );
    expect(chartSummary([{ count: 1 }])).toBe("1 question in the last 1 day");
  });
});
