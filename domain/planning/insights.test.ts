import { describe, expect, it } from "vitest";
import { performanceInsights, type AnswerRow } from "./insights.ts";
import { accuracyBelow, betaAbove, binomialTail, confidencePercent } from "./stats.ts";

const TODAY = "2026-11-25";
const at = new Date("2026-11-25T15:00:00Z");

function rows(
  n: number,
  over: Partial<AnswerRow> & { rightEvery?: number; right?: number },
): AnswerRow[] {
  const { right, rightEvery: _r, ...fields } = over;
  return Array.from({ length: n }, (_, i) => ({
    subject: "english",
    domain: "craft_and_structure",
    skill: "words_in_context",
    skipped: false,
    correct: i < (right ?? n),
    responseTimeMs: 60_000,
    recordedAt: at,
    day: TODAY,
    ...fields,
  }));
}

const none = { practisedDays: [], firstDay: null, today: TODAY, streakDays: 0 };

describe("performance insights", () => {
  it("given no answers, then no finding", () => {
    expect(performanceInsights({ answers: [], ...none })).toEqual([]);
  });

  it("given too few answers for any rule, then nothing, even when they look bad", () => {
    const answers = rows(5, { skill: "transitions", right: 0, responseTimeMs: 200_000 });
    expect(performanceInsights({ answers, ...none })).toEqual([]);
  });

  it("given Math answers mostly over the 95 s budget, then a pacing finding with the sign test's confidence", () => {
    const answers = [
      ...rows(12, {
        subject: "math",
        domain: "algebra",
        skill: "linear_functions",
        responseTimeMs: 150_000,
      }),
      ...rows(3, {
        subject: "math",
        domain: "algebra",
        skill: "linear_functions",
        responseTimeMs: 60_000,
      }),
    ];
    const [pacing] = performanceInsights({ answers, ...none });
    const probability = 1 - binomialTail(15, 12, 0.5);
    expect(pacing).toEqual({
      id: "pacing:math",
      title: "Slower than the SAT's pace in Math",
      description:
        "Your median time on a Math question is 150 s, against the SAT's budget of 95 s: 12 of your 15 answers took longer.",
      priority: "critical", // p ≈ 0.98 and the median is over 1.5 budgets
      confidence: confidencePercent(probability),
      suggestedAction:
        "Practice with a 95-second limit per Math question: when it runs out, choose your best answer, note the question and move on.",
    });
    expect(pacing!.confidence).toBe(98);
  });

  it("given answers split evenly around the budget, then no pacing finding (the test is not convinced)", () => {
    const answers = [
      ...rows(6, { subject: "math", responseTimeMs: 100_000 }),
      ...rows(6, { subject: "math", responseTimeMs: 90_000 }),
    ];
    expect(
      performanceInsights({ answers, ...none }).filter((i) => i.id.startsWith("pacing")),
    ).toEqual([]);
  });

  it("given Transitions at 1 of 8 against 16 of 20 elsewhere, then a skill finding with the posterior probability", () => {
    const answers = [
      ...rows(8, { domain: "expression_of_ideas", skill: "transitions", right: 1 }),
      ...rows(20, { right: 16 }),
    ];
    const found = performanceInsights({ answers, ...none }).find(
      (i) => i.id === "skill:transitions",
    )!;
    const probability = accuracyBelow({ right: 1, total: 8 }, { right: 16, total: 20 });
    expect(found).toMatchObject({
      title: "Transitions is below your average",
      description:
        "You got 1 of 8 Transitions questions right (13%), against 16 of 20 (80%) on your other Reading and Writing questions.",
      priority: "critical",
      confidence: confidencePercent(probability),
    });
    // Words in Context is above the rest: no finding for it.
    expect(
      performanceInsights({ answers, ...none }).some((i) => i.id === "skill:words_in_context"),
    ).toBe(false);
  });

  it("given rushed answers right 2 of 8 and the rest 15 of 20, then the rushing finding", () => {
    const answers = [
      ...rows(8, { right: 2, responseTimeMs: 10_000 }),
      ...rows(20, { skill: "inferences", right: 15, responseTimeMs: 60_000 }),
    ];
    const found = performanceInsights({ answers, ...none }).find((i) => i.id === "rushing")!;
    expect(found.description).toBe(
      "When you answered in under a third of the SAT's time (24 s in Reading and Writing, 32 s in Math), 2 of 8 were right (25%); otherwise 15 of 20 (75%).",
    );
    expect(found.confidence).toBe(
      confidencePercent(accuracyBelow({ right: 2, total: 8 }, { right: 15, total: 20 })),
    );
  });

  it("given practice on 12 of the last 14 days, then a steady habit; on 2 of 14, irregular", () => {
    const days = (n: number) =>
      Array.from({ length: n }, (_, i) => `2026-11-${String(25 - i).padStart(2, "0")}`);
    const steady = performanceInsights({
      answers: [],
      practisedDays: days(12),
      firstDay: "2026-11-01",
      today: TODAY,
      streakDays: 12,
    });
    expect(steady).toEqual([
      {
        id: "consistency",
        title: "A steady practice habit",
        description:
          "You practiced on 12 of the last 14 days (12 of the last 25). Your current streak is 12 days.",
        priority: "other",
        confidence: confidencePercent(betaAbove(13, 3, 0.5)),
        suggestedAction:
          "Keep the same time each day: short daily practice is what the spacing of reviews is built on.",
      },
    ]);
    const irregular = performanceInsights({
      answers: [],
      practisedDays: ["2026-11-20", "2026-11-14"],
      firstDay: "2026-10-01",
      today: TODAY,
      streakDays: 0,
    });
    expect(irregular[0]).toMatchObject({
      id: "consistency",
      title: "Practice has been irregular",
      description: "You practiced on 2 of the last 14 days (2 of the last 28).",
      priority: "critical",
      confidence: confidencePercent(1 - betaAbove(3, 13, 0.5)),
    });
  });

  it("given a first day less than a week ago, then no consistency finding", () => {
    expect(
      performanceInsights({
        answers: [],
        practisedDays: [TODAY],
        firstDay: "2026-11-22",
        today: TODAY,
        streakDays: 1,
      }),
    ).toEqual([]);
  });
});
