import { MIN_GROUP_SIZE } from "../group-figures.ts";
import { describe, expect, it } from "vitest";
import {
  exposure,
  MISSED_SHARE_MIN_ANSWERS,
  missedShare,
  pointBiserial,
  POINT_BISERIAL_MIN_ATTEMPTS,
  percentCorrect,
  pValue,
  scoredAnswerEventTypes,
  scoredAnswerOf,
  type ItemSums,
} from "./item-statistics.ts";

/** The sums of responses given as (right, θ) pairs. */
function sumsOf(responses: readonly [boolean, number][]): ItemSums {
  return {
    attempts: responses.length,
    correct: responses.filter(([x]) => x).length,
    sumTheta: responses.reduce((s, [, t]) => s + t, 0),
    sumThetaSquared: responses.reduce((s, [, t]) => s + t * t, 0),
    sumThetaCorrect: responses.reduce((s, [x, t]) => s + (x ? t : 0), 0),
  };
}

describe("the p-value", () => {
  it("given 6 right of 10, then 0.6; given no attempts, then null", () => {
    expect(pValue({ attempts: 10, correct: 6 })).toBe(0.6);
    expect(pValue({ attempts: 0, correct: 0 })).toBeNull();
  });
});

describe("the point-biserial", () => {
  // θ −2, −1, 0 wrong (and −1 right once more); right at −1, 0, 1, 1, 2, 3.
  const example: [boolean, number][] = [
    [false, -2],
    [false, -1],
    [true, -1],
    [false, 0],
    [true, 0],
    [false, 0],
    [true, 1],
    [true, 1],
    [true, 2],
    [true, 3],
  ];

  it("given ten responses, then it equals the textbook form (M₁ − M₀)/s · √(pq) by hand", () => {
    // By hand: M₁ = (−1 + 0 + 1 + 1 + 2 + 3)/6 = 1, M₀ = (−2 − 1 + 0 + 0)/4 = −0.75,
    // mean θ = 0.3, Σθ² = 21, s = √(21/10 − 0.09) = √2.01, p = 0.6, q = 0.4:
    // r = 1.75 · √0.24 / √2.01 = 0.604708…
    const byHand = (1.75 * Math.sqrt(0.24)) / Math.sqrt(2.01);
    expect(byHand).toBeCloseTo(0.604708, 6);
    expect(pointBiserial(sumsOf(example))).toBeCloseTo(byHand, 12);
  });

  it("given the answers reversed, then the correlation is the negative", () => {
    const reversed = example.map(([x, t]): [boolean, number] => [!x, t]);
    expect(pointBiserial(sumsOf(reversed))).toBeCloseTo(-pointBiserial(sumsOf(example))!, 12);
  });

  it("given fewer than 10 attempts, then null", () => {
    expect(POINT_BISERIAL_MIN_ATTEMPTS).toBe(10);
    expect(pointBiserial(sumsOf(example.slice(1)))).toBeNull();
  });

  it("given everyone right, everyone wrong, or everyone at one θ, then null (no spread)", () => {
    expect(pointBiserial(sumsOf(example.map(([, t]) => [true, t])))).toBeNull();
    expect(pointBiserial(sumsOf(example.map(([, t]) => [false, t])))).toBeNull();
    expect(pointBiserial(sumsOf(example.map(([x]) => [x, 0.7])))).toBeNull();
    expect(pointBiserial(sumsOf(example.map(([x]) => [x, 0])))).toBeNull();
  });

  it("given right exactly when θ is high (two values), then 1", () => {
    const perfect = example.map((_, i): [boolean, number] => [i >= 5, i >= 5 ? 1 : -1]);
    expect(pointBiserial(sumsOf(perfect))).toBeCloseTo(1, 12);
  });
});

describe("exposure", () => {
  it("given 3 of the subject's 12 students answered, then 0.25; with no students, then 0", () => {
    expect(exposure(3, 12)).toBe(0.25);
    expect(exposure(0, 0)).toBe(0);
  });
});

describe("x% of students missed this", () => {
  it("given 29 answers, then nothing; given 30, then the rounded share of wrong answers", () => {
    expect(MISSED_SHARE_MIN_ANSWERS).toBe(30);
    expect(missedShare({ attempts: 29, correct: 0, students: 29 })).toBeNull();
    // 17 wrong of 30: 56.67 → 57.
    expect(missedShare({ attempts: 30, correct: 13, students: 30 })).toBe(57);
    expect(missedShare({ attempts: 30, correct: 30, students: 12 })).toBe(0);
    expect(missedShare({ attempts: 40, correct: 0, students: 5 })).toBe(100);
    // 41 wrong of 100: 41.
    expect(missedShare({ attempts: 100, correct: 59, students: 80 })).toBe(41);
  });

  it("given 30 answers or more from fewer than 5 students, then nothing (no group figure under 5)", () => {
    expect(MIN_GROUP_SIZE).toBe(5);
    expect(missedShare({ attempts: 30, correct: 13, students: 4 })).toBeNull();
    expect(missedShare({ attempts: 120, correct: 13, students: 1 })).toBeNull();
    expect(missedShare({ attempts: 30, correct: 13, students: 5 })).toBe(57);
  });
});

describe("a scored answer (scoredAnswerOf)", () => {
  const userId = "6f1d9a52-8d7b-4a39-9a63-3f0c1c2b7d10";
  const answerFields = {
    userId,
    day: "2026-11-20",
    questionId: "e-inf-001",
    subject: "english",
    domain: "information_and_ideas",
    skill: "inferences",
    responseTimeMs: 20_000,
    xp: 0,
    performanceCategory: "solid",
    idempotencyKey: null,
  };
  const scored = {
    answer: "B",
    correct: false,
    irt: { a: 1, b: 0, c: 0.2 },
    pSuccess: 0.7,
    before: { mean: 0.4, sd: 0.5 },
    after: { mean: 0.3, sd: 0.48 },
    domainAfter: { mean: 0, sd: 0.5 },
  };
  const setId = "0b8f5a36-60d5-4f6c-9a1e-1a4d7f9e2c11";

  it("given the diagnostic's, the Daily Drop's and a focused set's answers, then each is a scored answer with θ before it", () => {
    expect(
      scoredAnswerOf("DiagnosticAnswerRecorded", {
        userId,
        subject: "english",
        questionId: "e-inf-001",
        answer: "A",
        correct: true,
        responseTimeMs: 30_000,
        irt: { a: 1, b: 0, c: 0.2 },
        before: { theta: -0.5, se: 0.6 },
        after: { theta: -0.3, se: 0.55 },
      }),
    ).toMatchObject({ source: "diagnostic", correct: true, thetaBefore: -0.5 });
    expect(
      scoredAnswerOf("DailyDropAnswerSubmitted", { ...answerFields, ...scored }),
    ).toMatchObject({ source: "daily-drop", correct: false, thetaBefore: 0.4 });
    expect(
      scoredAnswerOf("FocusedAnswerSubmitted", {
        ...answerFields,
        ...scored,
        setId,
        xpRule: "counted",
      }),
    ).toMatchObject({ source: "focused", questionId: "e-inf-001", thetaBefore: 0.4 });
    expect([...scoredAnswerEventTypes].sort()).toEqual([
      "DailyDropAnswerSubmitted",
      "DiagnosticAnswerRecorded",
      "FocusedAnswerSubmitted",
    ]);
  });

  it("given a skip in the drop or a set, then it is no scored answer", () => {
    expect(scoredAnswerOf("DailyDropQuestionSkipped", { ...answerFields, xp: -1 })).toBeNull();
    expect(scoredAnswerOf("FocusedQuestionSkipped", { ...answerFields, setId })).toBeNull();
  });
});

describe("percent correct", () => {
  it("given 2 right of 3, then 66.7; given none, then null", () => {
    expect(percentCorrect({ attempts: 3, correct: 2 })).toBe(66.7);
    expect(percentCorrect({ attempts: 0, correct: 0 })).toBeNull();
  });
});
