import { describe, expect, it } from "vitest";
import { accuracyBelow, confidencePercent } from "./stats.ts";
import { localHour, optimalTiming, sessionMinutes, type TimedAnswer } from "./timing.ts";

const ZONE = "America/New_York";
/** `n` answers at a New York hour (November: UTC−5), the first `right` of them right. */
const at = (hour: number, n: number, right: number): TimedAnswer[] =>
  Array.from({ length: n }, (_, i) => ({
    subject: "english",
    correct: i < right,
    recordedAt: new Date(Date.UTC(2026, 10, 10 + (i % 10), hour + 5, 30)),
  }));

describe("optimal study timing", () => {
  it("reads the hour in the student's zone", () => {
    expect(localHour(new Date("2026-11-25T13:30:00Z"), ZONE)).toBe(8);
    expect(localHour(new Date("2026-07-01T03:30:00Z"), ZONE)).toBe(23);
  });

  it("given no plan and no answers, then the default 7 hours, said so, no claimed best time", () => {
    const timing = optimalTiming({ plan: null, answers: [], timeZone: ZONE });
    expect(timing).toMatchObject({
      duration: 70,
      frequency: 6,
      bestTimes: [],
      restDays: ["Sunday"],
    });
    expect(timing.reasoning).toContain(
      "You have no study plan yet, so this uses the default of 7 hours a week",
    );
    expect(timing.reasoning).toContain("don't yet show a time of day");
    expect(timing.reasoning).toContain("spacing");
  });

  it("given a plan, then its hours and intensity set the sessions and rest days", () => {
    const timing = optimalTiming({
      plan: { weeklyHours: 3, preferredTime: "morning", studyIntensity: "light" },
      answers: [],
      timeZone: ZONE,
    });
    expect(timing).toMatchObject({
      duration: 35,
      frequency: 5,
      bestTimes: ["Morning (6AM-12PM)"],
      restDays: ["Wednesday", "Saturday"],
    });
    expect(timing.reasoning).toContain(
      "Your plan is 3 hours a week at light intensity: 5 sessions of about 35 minutes.",
    );
    expect(sessionMinutes(15, 7)).toBe(130);
  });

  it("given clearly better mornings (18 of 20) than evenings (8 of 20), then the morning, with the numbers and probability", () => {
    const answers = [...at(8, 20, 18), ...at(19, 20, 8)];
    const timing = optimalTiming({
      plan: { weeklyHours: 7, preferredTime: "evening", studyIntensity: "moderate" },
      answers,
      timeZone: ZONE,
    });
    expect(timing.bestTimes).toEqual(["Morning (6AM-12PM)"]);
    const p = confidencePercent(accuracyBelow({ right: 8, total: 20 }, { right: 18, total: 20 }));
    expect(timing.reasoning).toContain(
      `You answer best in the morning: 18 of 20 right (90%) against 8 of 20 (40%) at other times (${p}% likely a real difference, not chance). Your plan says evening; if you can, move some sessions to the morning.`,
    );
  });

  it("given a small difference or too few answers in a block, then no best time is claimed", () => {
    const close = optimalTiming({
      plan: null,
      answers: [...at(8, 20, 15), ...at(19, 20, 14)],
      timeZone: ZONE,
    });
    expect(close.reasoning).toContain("don't yet show a time of day");
    expect(close.bestTimes).toEqual(["Morning (6AM-12PM)"]);
    const few = optimalTiming({
      plan: null,
      answers: [...at(8, 10, 10), ...at(19, 20, 5)],
      timeZone: ZONE,
    });
    expect(few.reasoning).toContain(
      "so keep to the evening, when you practice most: a regular time matters more",
    );
    expect(few.bestTimes).toEqual(["Evening (6PM-10PM)"]);
  });
});
