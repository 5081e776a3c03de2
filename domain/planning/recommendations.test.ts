import { describe, expect, it } from "vitest";
import type { PracticeEvent } from "../practice/events.ts";
import type { PastAnswer } from "../practice/selection.ts";
import { evolve, initialPracticeState, type PracticeState } from "../practice/state.ts";
import type { Tracker } from "../practice/tracker.ts";
import { rankFocus } from "./focus.ts";
import {
  chooseFocusAreas,
  isRecommendationId,
  setMinutes,
  studyRecommendations,
} from "./recommendations.ts";

const TODAY = "2026-11-25";
const USER = "3f1c2b9e-8a4d-4c6e-9f10-2b3c4d5e6f70";
const SET = "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d";

const answer = (
  skill: string,
  domain: PastAnswer["domain"],
  correct: boolean,
  day: string,
  n: number,
): PastAnswer => ({
  questionId: `q-${skill}-${day}-${n}`,
  subject:
    domain === "expression_of_ideas" || domain === "standard_english_conventions"
      ? "english"
      : "math",
  domain,
  skill,
  day,
  correct,
  skipped: false,
});

const tracker: Tracker = {
  subjects: { english: { mean: 0.2, sd: 0.2 }, math: { mean: 0.1, sd: 0.2 } },
  domains: {
    expression_of_ideas: { mean: -0.45, sd: 0.15 },
    algebra: { mean: -0.3, sd: 0.15 },
    information_and_ideas: { mean: 0.1, sd: 0.15 },
    craft_and_structure: { mean: 0.1, sd: 0.15 },
    standard_english_conventions: { mean: 0.05, sd: 0.15 },
    advanced_math: { mean: 0.1, sd: 0.15 },
    problem_solving_and_data_analysis: { mean: 0.1, sd: 0.15 },
    geometry_and_trigonometry: { mean: 0.1, sd: 0.15 },
  },
  day: TODAY,
};

/** Transitions: 2 of 9 right on the 10th… */
const transitions: PastAnswer[] = [true, false, false, true, false, false, false, false, false].map(
  (c, i) => answer("transitions", "expression_of_ideas", c, "2026-11-10", i),
);
// …and one right on the 11th (a successful review of the miss: the next is due the 14th).
const settled = [answer("transitions", "expression_of_ideas", true, "2026-11-11", 9)];

const practised: PracticeState = {
  ...initialPracticeState,
  tracker,
  levels: { english: 6, math: 3 },
  firstDay: "2026-11-01",
  streak: { days: 4, lastDay: "2026-11-24", lastZone: "America/New_York", lastAt: null },
  history: [...transitions, ...settled],
};

describe("study recommendations", () => {
  it("given a new student, then the Daily Drop and a weakness explained from the official weights, no review", () => {
    const recs = studyRecommendations({
      state: initialPracticeState,
      today: TODAY,
      testDate: null,
    });
    expect(recs.map((r) => r.recommendationType)).toEqual([
      "daily_practice",
      "weakness_focus",
      "weakness_focus",
    ]);
    const daily = recs[0]!;
    expect(daily).toMatchObject({
      id: `daily_practice:${TODAY}`,
      priority: "high",
      subject: "english",
      subsection: "mixed",
      domain: null,
      suggestedQuestions: 5,
      estimatedTime: 5,
      difficulty: "easy",
      completed: false,
    });
    expect(daily.reasoning).toBe(
      "5 questions (3 Reading and Writing, 2 Math), chosen so you get about 80% right.",
    );
    const weakness = recs.find((r) => r.recommendationType === "weakness_focus")!;
    // On the priors alone the ranking is by weight and pace: the heaviest English domain.
    const top = rankFocus({ tracker: null, history: [] })[0]!;
    expect(weakness.domain).toBe(top.domain);
    expect(weakness.reasoning).toBe(
      `${"Words in Context"} is in Craft and Structure (28% of the Reading and Writing section). You have no answers there yet, so this comes from the official weights: if it is a weak spot, closing the gap is worth about ${Math.round(top.recoverablePoints)} points (the most per minute of practice).`,
    );
    expect(weakness.reasoning).toContain(`${Math.round(100 * top.weight)}% of the`);
    expect(recs.some((r) => r.recommendationType === "review")).toBe(false);
  });

  it("given a student weak in Transitions, then the top recommendation cites their 3 of 10 and the points", () => {
    const recs = studyRecommendations({ state: practised, today: TODAY, testDate: null });
    expect(recs[0]!.reasoning).toBe(
      "5 questions (3 Reading and Writing, 2 Math), chosen so you get about 75% right. Finishing it keeps your 4-day streak going.",
    );
    const top = rankFocus({ tracker, history: practised.history })[0]!;
    expect(top.domain).toBe("expression_of_ideas");
    const weakness = recs.find((r) => r.recommendationType === "weakness_focus")!;
    expect(weakness).toMatchObject({
      id: `weakness_focus:${TODAY}:transitions`,
      priority: "high",
      subject: "english",
      subsection: "transitions",
      domain: "expression_of_ideas",
      suggestedQuestions: 5,
      estimatedTime: setMinutes("english", 5),
      difficulty: "medium",
      completed: false,
    });
    expect(weakness.reasoning).toBe(
      `Transitions is your weakest skill in Expression of Ideas (${Math.round(100 * top.weight)}% of the Reading and Writing section): 3 of your last 10 answers were right, and closing the gap is worth about ${Math.round(top.recoverablePoints)} points.`,
    );
    // The second comes from Math (Algebra is close enough in return), medium priority.
    const second = recs.filter((r) => r.recommendationType === "weakness_focus")[1]!;
    expect(second).toMatchObject({
      subject: "math",
      domain: "algebra",
      priority: "medium",
      difficulty: "easy",
    });
    expect(new Set(recs.map((r) => r.id)).size).toBe(recs.length);
  });

  it("chooses a second area from the other subject only when it returns enough", () => {
    const ranked = rankFocus({ tracker, history: [] });
    const [first, second] = chooseFocusAreas(ranked);
    expect(first!.subject).not.toBe(second!.subject);
    // With the other subject far behind, the second stays in the first's subject.
    const lopsided = ranked.map((a) =>
      a.subject === "math" ? { ...a, gainPerMinute: a.gainPerMinute / 100 } : a,
    );
    const chosen = chooseFocusAreas(lopsided);
    expect(chosen.every((a) => a.subject === "english")).toBe(true);
  });

  it("given two misses days ago and one yesterday, then at most two reviews, the most overdue first", () => {
    const state: PracticeState = {
      ...practised,
      history: [
        ...practised.history,
        answer("boundaries", "standard_english_conventions", false, "2026-11-20", 1),
        answer("linear_functions", "algebra", false, "2026-11-22", 2),
        answer("circles", "geometry_and_trigonometry", false, "2026-11-24", 3),
      ],
    };
    const reviews = studyRecommendations({ state, today: TODAY, testDate: null }).filter(
      (r) => r.recommendationType === "review",
    );
    expect(reviews).toHaveLength(2);
    for (const r of studyRecommendations({ state, today: TODAY, testDate: null })) {
      expect(isRecommendationId(r.id), r.id).toBe(true);
    }
    // Transitions (missed on the 10th, due the 11th, reviewed right that day, next due the 14th)
    // is the most overdue; then boundaries (due the 21st, 4 days ago).
    expect(reviews[0]).toMatchObject({ subsection: "transitions", priority: "medium" });
    expect(reviews[1]).toMatchObject({
      id: `review:${TODAY}:boundaries`,
      subsection: "boundaries",
      domain: "standard_english_conventions",
      priority: "medium",
      suggestedQuestions: 3,
    });
    expect(reviews[1]!.reasoning).toBe(
      "You missed a Boundaries question on Nov 20, and it was due Nov 21 (4 days ago): answering it right today moves the next review 3 days out.",
    );
  });

  it("given a focused set of today started from the recommendation, then completed once all its questions are answered", () => {
    const id = `weakness_focus:${TODAY}:transitions`;
    const assigned: PracticeEvent = {
      type: "FocusedPracticeAssigned",
      data: {
        userId: USER,
        day: TODAY,
        timeZone: "America/New_York",
        setId: SET,
        recommendationId: id,
        subject: "english",
        domain: "expression_of_ideas",
        skill: "transitions",
        target: 0.75,
        questions: [1, 2].map((n) => ({
          questionId: `f-${n}`,
          subject: "english" as const,
          domain: "expression_of_ideas" as const,
          skill: "transitions",
          level: 6,
        })),
      },
    };
    const answered = (n: number): PracticeEvent => ({
      type: "FocusedAnswerSubmitted",
      data: {
        userId: USER,
        day: TODAY,
        questionId: `f-${n}`,
        subject: "english",
        domain: "expression_of_ideas",
        skill: "transitions",
        responseTimeMs: 50_000,
        xp: 8,
        performanceCategory: "solid",
        idempotencyKey: null,
        setId: SET,
        answer: "A",
        correct: true,
        irt: { a: 1, b: 0, c: 0.2 },
        pSuccess: 0.7,
        before: { mean: 0.2, sd: 0.2 },
        after: { mean: 0.22, sd: 0.19 },
        domainAfter: { mean: -0.4, sd: 0.15 },
        xpRule: "counted",
      },
    });
    const weaknessOf = (state: PracticeState) =>
      studyRecommendations({ state, today: TODAY, testDate: null }).find((r) => r.id === id)!;
    const started = [assigned, answered(1)].reduce(evolve, practised);
    expect(weaknessOf(started).completed).toBe(false);
    const done = evolve(started, answered(2));
    expect(weaknessOf(done).completed).toBe(true);
    // A set of another recommendation does not complete this one.
    const other = [
      {
        ...assigned,
        data: { ...assigned.data, recommendationId: "review:2026-11-25:circles" },
      } as PracticeEvent,
      answered(1),
      answered(2),
    ].reduce(evolve, practised);
    expect(weaknessOf(other).completed).toBe(false);
  });

  it("given today's drop completed, then the Daily Drop is low priority, completed, with its score", () => {
    const state: PracticeState = {
      ...practised,
      today: {
        day: TODAY,
        timeZone: "America/New_York",
        questions: [],
        answers: [true, true, false, true, false].map((correct, i) => ({
          questionId: `d-${i}`,
          subject: i < 3 ? "english" : "math",
          answer: "A",
          skipped: false,
          correct,
          xp: 5,
          performanceCategory: "solid",
          idempotencyKey: null,
          levelUp: null,
        })),
        completed: true,
        xp: 25,
        bonusXp: 10,
      },
    };
    state.today!.questions = state.today!.answers.map((a, i) => ({
      questionId: a.questionId,
      subject: a.subject,
      domain: i < 3 ? "craft_and_structure" : "algebra",
      skill: "x",
      level: 5,
      slot: "practice",
    }));
    const daily = studyRecommendations({ state, today: TODAY, testDate: null }).find(
      (r) => r.recommendationType === "daily_practice",
    )!;
    expect(daily).toMatchObject({ priority: "low", completed: true, subject: "english" });
    expect(daily.reasoning).toBe("Today's Daily Drop is done: 3 of 5 right.");
  });

  it("given answers in a domain but none in its weakest skill, then the reason says so with the domain's record", () => {
    const state: PracticeState = {
      ...practised,
      // Transitions right 9 of 10: Rhetorical Synthesis (never answered, ½) is now the weakest.
      history: Array.from({ length: 10 }, (_, i) =>
        answer("transitions", "expression_of_ideas", i > 0, "2026-11-20", i),
      ),
    };
    const top = rankFocus({ tracker, history: state.history })[0]!;
    const weakness = studyRecommendations({ state, today: TODAY, testDate: null }).find(
      (r) => r.recommendationType === "weakness_focus",
    )!;
    expect(weakness.subsection).toBe("rhetorical_synthesis");
    expect(weakness.reasoning).toBe(
      `Rhetorical Synthesis is your weakest skill in Expression of Ideas (20% of the Reading and Writing section): you haven't answered a Rhetorical Synthesis question yet (9 of your 10 answers in Expression of Ideas were right), and closing the gap is worth about ${Math.round(top.recoverablePoints)} points.`,
    );
  });
});

describe("a recommendation's id", () => {
  it("given the ids studyRecommendations makes, when checked, then each is one", () => {
    for (const id of [
      "daily_practice:2026-11-25",
      "weakness_focus:2026-11-25:linear_functions",
      "review:2028-02-29:boundaries",
    ]) {
      expect(isRecommendationId(id), id).toBe(true);
    }
  });

  it("given any other text, when checked, then it is not one", () => {
    for (const id of [
      "",
      "rec-1",
      "weakness_focus-algebra",
      "weakness_focus:2026-11-25",
      "weakness_focus:2026-11-25:poetry",
      "weakness_focus:2026-02-30:linear_functions",
      "review:2026-13-01:boundaries",
      "daily_practice:2026-11-25:linear_functions",
      "review:2026-11-25:boundaries\u202e",
      "review:2026-11-25:boundaries ",
      "review:2026-11-25:__proto__",
      "<script>alert(1)</script>",
    ]) {
      expect(isRecommendationId(id), id).toBe(false);
    }
  });
});
