import { describe, expect, it } from "vitest";
import { projectScore } from "../practice/projection.ts";
import { rankFocus } from "./focus.ts";
import {
  adherence,
  FINAL_WEEK_FOCUS,
  planProjection,
  planSchedule,
  sectionShares,
  type PlanData,
  type SectionInput,
} from "./schedule.ts";

const plan: PlanData = {
  userId: "3f1c2b9e-8a4d-4c6e-9f10-2b3c4d5e6f70",
  planId: "7d4e1f2a-3b5c-4d6e-8f90-1a2b3c4d5e6f",
  createdAt: "2026-11-25T15:00:00.000Z",
  createdOn: "2026-11-25", // a Wednesday
  testDate: "2026-12-19", // a Saturday
  testDateFromProfile: false,
  weeklyHours: 7,
  preferredTime: "evening",
  studyIntensity: "moderate",
};
const focus = rankFocus({ tracker: null, history: [] });
const done = {
  sessions: [{ day: "2026-11-25", minutes: 30 }],
  practice: [
    { day: "2026-11-26", ms: 5 * 60_000 },
    { day: "2026-11-20", ms: 60 * 60_000 }, // before the plan: not in its weeks
  ],
};

describe("the plan's schedule", () => {
  const weeks = planSchedule({ plan, focus, done });

  it("runs Sunday weeks from the plan's week to the test's, pro rata, the final week light review", () => {
    expect(weeks.map((w) => w.weekStart)).toEqual([
      "2026-11-22",
      "2026-11-29",
      "2026-12-06",
      "2026-12-13",
    ]);
    // 420 minutes a week: 4 of 7 days in the first week; 6 days at half in the final one.
    expect(weeks.map((w) => w.minutes)).toEqual([240, 420, 420, 180]);
    expect(weeks.map((w) => w.sessions)).toEqual([3, 6, 6, 3]);
    expect(weeks.at(-1)!.focus).toBe(FINAL_WEEK_FOCUS);
    // The focus rotates through the top areas.
    expect(weeks[0]!.focus).toContain(`(${"Craft and Structure"})`);
    expect(new Set(weeks.slice(0, 3).map((w) => w.focus)).size).toBe(3);
  });

  it("counts sessions and practice time in their weeks", () => {
    expect(weeks.map((w) => w.minutesDone)).toEqual([35, 0, 0, 0]);
  });

  it("adherence is null on the plan's first day, then done over planned on the full days", () => {
    expect(adherence({ plan, weeks, done, today: "2026-11-25" })).toBeNull();
    // Two full days (25th, 26th) of a 4-day, 240-minute week: 120 planned, 35 done.
    expect(adherence({ plan, weeks, done, today: "2026-11-27" })).toBe(
      Math.round((100 * 35) / 120),
    );
    const lots = { ...done, sessions: [{ day: "2026-11-25", minutes: 240 }] };
    expect(adherence({ plan, weeks, done: lots, today: "2026-11-27" })).toBe(100);
  });
});

describe("the plan's projected effect", () => {
  const history = [
    { day: "2026-11-10", hours: 0.2, score: 520 },
    { day: "2026-11-17", hours: 0.9, score: 530 },
    { day: "2026-11-24", hours: 1.6, score: 541 },
  ];
  const sections: SectionInput[] = [
    { subject: "english", current: { mean: 0.4, sd: 0.15 }, history, paceHoursPerWeek: 0.6 },
    {
      subject: "math",
      current: { mean: 0.1, sd: 0.2 },
      history: history.map((d) => ({ ...d, score: d.score - 30 })),
      paceHoursPerWeek: 0.4,
    },
  ];

  it("sums the sections' medians from the projection model at the current pace and at the plan's hours", () => {
    const p = planProjection({ plan, today: "2026-11-25", sections });
    const at = (s: SectionInput, hours: number) =>
      projectScore({
        today: "2026-11-25",
        testDate: plan.testDate,
        current: s.current,
        history: s.history,
        hoursPerWeek: hours,
      }).fan.at(-1)!.median;
    expect(p.withoutPlan.total).toBe(at(sections[0]!, 0.6) + at(sections[1]!, 0.4));
    // The plan's 7 hours split as the student's own time: 60% English, 40% Math.
    expect(p.withPlan.total).toBe(at(sections[0]!, 4.2) + at(sections[1]!, 2.8));
    expect(p.withPlan.total).toBeGreaterThan(p.withoutPlan.total);
    expect(p.withPlan.low).toBeLessThan(p.withPlan.total);
    expect(p.withPlan.high).toBeGreaterThan(p.withPlan.total);
    expect(p.currentHoursPerWeek).toBe(1);
    expect(p.explanation).toContain(
      `At your current pace of 1 hour a week you would reach about ${p.withoutPlan.total} (${p.withoutPlan.low}–${p.withoutPlan.high}) by Dec 19, 2026; at the plan's 7 hours a week, about ${p.withPlan.total}`,
    );
  });

  it("before any practice, splits the plan's hours as the Daily Drop's questions take time", () => {
    const shares = sectionShares(sections.map((s) => ({ ...s, paceHoursPerWeek: 0 })));
    expect(shares.english).toBeCloseTo(213 / 403, 10);
    expect(shares.math).toBeCloseTo(190 / 403, 10);
  });
});
