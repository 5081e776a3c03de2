import { describe, expect, it } from "vitest";
import { COMPLETION_BONUS_XP, SKIP_XP, WRONG_XP } from "./constants.ts";
import { addXp, answerXp, focusedAnswerXp } from "./xp.ts";

describe("answerXp", () => {
  it("given a skip, when scored, then costs 1 XP whatever else is claimed", () => {
    expect(SKIP_XP).toBe(-1);
    expect(answerXp({ correct: false, skipped: true, pSuccess: 0.75 })).toBe(-1);
    expect(answerXp({ correct: true, skipped: true, pSuccess: 0.2 })).toBe(-1);
  });

  it("given a wrong answer, when scored, then earns the small effort reward of 2", () => {
    expect(answerXp({ correct: false, skipped: false, pSuccess: 0.75 })).toBe(2);
    expect(answerXp({ correct: false, skipped: false, pSuccess: 0.1 })).toBe(WRONG_XP);
  });

  it("given a right answer, when scored, then earns round(10·(1.5 − pSuccess)), halves up", () => {
    // 10·(0.5 + 1 − p): p = 0.75 → 7.5 → 8; 0.5 → 10; 0.8 → 7; 0.85 → 6.5 → 7; 1 → 5; 0 → 15.
    const xp = (pSuccess: number) => answerXp({ correct: true, skipped: false, pSuccess });
    expect(xp(0.75)).toBe(8);
    expect(xp(0.5)).toBe(10);
    expect(xp(0.8)).toBe(7);
    expect(xp(0.85)).toBe(7);
    expect(xp(1)).toBe(5);
    expect(xp(0)).toBe(15);
  });

  it("given a pSuccess outside 0–1, when scored, then it is clamped (5–15)", () => {
    expect(answerXp({ correct: true, skipped: false, pSuccess: 1.3 })).toBe(5);
    expect(answerXp({ correct: true, skipped: false, pSuccess: -0.2 })).toBe(15);
  });

  it("given a pSuccess that is not a number, when a right answer is scored, then it throws", () => {
    expect(() => answerXp({ correct: true, skipped: false, pSuccess: Number.NaN })).toThrow(
      RangeError,
    );
  });

  it("given any difficulty, when scored, then the XP is an integer and right beats wrong", () => {
    for (let p = 0; p <= 1.0001; p += 0.01) {
      const right = answerXp({ correct: true, skipped: false, pSuccess: p });
      const wrong = answerXp({ correct: false, skipped: false, pSuccess: p });
      expect(Number.isInteger(right)).toBe(true);
      expect(right).toBeGreaterThan(wrong);
      expect(wrong).toBeGreaterThan(SKIP_XP);
    }
  });

  it("given the completion bonus, then it is a positive integer", () => {
    expect(Number.isInteger(COMPLETION_BONUS_XP)).toBe(true);
    expect(COMPLETION_BONUS_XP).toBeGreaterThan(0);
  });
});

describe("addXp", () => {
  it("given a total of 0, when a skip costs 1, then the total stays 0", () => {
    expect(addXp(0, -1)).toBe(0);
  });

  it("given a total of 5, when a skip costs 1, then the total is 4", () => {
    expect(addXp(5, -1)).toBe(4);
  });

  it("given a total of 3, when 10 XP are added, then the total is 13", () => {
    expect(addXp(3, 10)).toBe(13);
  });
});

describe("focusedAnswerXp (extra practice)", () => {
  const base = { correct: true, pSuccess: 0.75, repeat: false, earnedToday: 0 };

  it("given a fresh question at the target, then the Daily Drop's XP, counted", () => {
    expect(focusedAnswerXp(base)).toEqual({ xp: 8, rule: "counted" });
    expect(focusedAnswerXp({ ...base, correct: false })).toEqual({ xp: WRONG_XP, rule: "counted" });
  });

  it("given a question answered before, then 0 (repeat), before the easy rule", () => {
    expect(focusedAnswerXp({ ...base, repeat: true })).toEqual({ xp: 0, rule: "repeat" });
    expect(focusedAnswerXp({ ...base, repeat: true, pSuccess: 0.95 })).toEqual({
      xp: 0,
      rule: "repeat",
    });
  });

  it("given pSuccess at or above the easy threshold, then 0 (easy); just below, counted", () => {
    expect(focusedAnswerXp({ ...base, pSuccess: 0.9 })).toEqual({ xp: 0, rule: "easy" });
    expect(focusedAnswerXp({ ...base, pSuccess: 0.89 }).rule).toBe("counted");
  });

  it("given the day's cap nearly reached, then the answer gets what is left (daily-cap); at the cap, 0", () => {
    expect(focusedAnswerXp({ ...base, earnedToday: 35 })).toEqual({ xp: 5, rule: "daily-cap" });
    expect(focusedAnswerXp({ ...base, earnedToday: 32 })).toEqual({ xp: 8, rule: "counted" });
    expect(focusedAnswerXp({ ...base, earnedToday: 40 })).toEqual({ xp: 0, rule: "daily-cap" });
  });
});
