// Practice Mode's views rendered to HTML without a browser: the header, the question with Skip,
// the feedback with the XP note and level-up, the summary with its links, and the problems (the
// browser test runs the screen against the API).
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { FocusedQuestion, FocusedSetView } from "../../../api/schemas/practice.ts";
import { hrefOf, text } from "../../testing/markup.ts";
import { renderWithProviders } from "../../testing/render.tsx";
import { PracticeScreen } from "./practice-screen.tsx";
import {
  FocusedFeedback,
  FocusedQuestionStep,
  PracticeComplete,
  PracticeHeader,
  PracticeProblem,
} from "./practice-views.tsx";

const render = (node: ReactNode) => renderWithProviders(node, { path: "/practice" });

const question = (answered: FocusedQuestion["answered"] = null): FocusedQuestion => ({
  id: "q-1",
  subject: "math",
  subsection: "linear_functions",
  level_1_to_12: 6,
  passage: null,
  question_text: "What is $2 + 2$?",
  options: ["3", "4", "5", "6"],
  answered,
});

const answered: NonNullable<FocusedQuestion["answered"]> = {
  isCorrect: true,
  xp: 0,
  performanceCategory: "mastered",
  correctAnswer: "B",
  explanation: "Two and two make four.",
  userAnswer: "B",
  isSkipped: false,
  xpRule: "repeat",
  xpNote: "No XP: you answered this question on Nov 20, so it doesn't count again.",
  shouldLevelUp: { subject: "math", newLevel: 7 },
};

const set = (overrides: Partial<FocusedSetView> = {}): FocusedSetView => ({
  setId: "00000000-0000-4000-8000-000000000001",
  day: "2026-11-20",
  recommendationId: null,
  subject: "math",
  domain: "algebra",
  domainName: "Algebra",
  skill: "linear_functions",
  skillName: "Linear Functions",
  questions: [question(answered), question(), question(), question(), question()],
  difficulty: "medium",
  fullSize: 5,
  completed: false,
  summary: { answered: 1, correct: 1, skipped: 0, xp: 0 },
  focusedXpToday: 16,
  focusedXpCap: 40,
  ...overrides,
});

describe("Practice Mode's views", () => {
  it("given a set, when the header renders, then the h1, what is practised, the XP and 'Question 2 of 5'", () => {
    const html = render(<PracticeHeader set={set()} position={2} totalXP={1234} />);
    expect(html).toMatch(/<h1[^>]*>Practice Mode<\/h1>/);
    expect(text(html)).toContain("Practicing Linear Functions (Algebra) · Medium");
    expect(text(html)).toContain("1,234 XP");
    expect(text(html)).toContain("Question 2 of 5");
    expect(html).toContain('aria-label="Practice set progress"');
    expect(text(html)).not.toContain("This set has");
  });

  it("given a set shorter than a full one, when the header renders, then it says the skill ran out at this difficulty", () => {
    const short = set({ questions: [question(answered), question(), question()] });
    const html = render(<PracticeHeader set={short} position={2} totalXP={0} />);
    expect(text(html)).toContain(
      "This set has 3 questions: that's every Medium Linear Functions question you haven't answered in the last 30 days.",
    );
    expect(text(html)).toContain("Question 2 of 3");
  });

  it("given an open question, then the card with its level and a Skip that costs nothing", () => {
    const html = render(
      <FocusedQuestionStep
        question={question()}
        submitting={false}
        isLast={false}
        onSubmit={() => {}}
        onSkip={() => {}}
        onNext={() => {}}
      />,
    );
    expect(text(html)).toContain("Level 6");
    expect(text(html)).toContain("Submit Answer");
    expect(html).toMatch(/<button[^>]*>Skip<\/button>/);
    expect(html).not.toContain('data-testid="feedback"');
  });

  it("given an answered question, then the result, its XP and the note why, the level-up, the key and the explanation", () => {
    const html = render(
      <FocusedFeedback question={question(answered)} isLast={false} onNext={() => {}} />,
    );
    const words = text(html);
    expect(words).toContain("Correct!");
    expect(words).toContain("+0 XP");
    expect(words).toContain(
      "No XP: you answered this question on Nov 20, so it doesn't count again.",
    );
    expect(words).toContain("Level up! Math Level 7");
    expect(words).toContain("Correct answer: B. 4");
    expect(words).toContain("Two and two make four.");
    expect(words).toContain("Next Question");
    const last = render(<FocusedFeedback question={question(answered)} isLast onNext={() => {}} />);
    expect(text(last)).toContain("See Summary");
  });

  it("given a finished set, then 'Practice Complete!', the right answers, XP, what was practised and the links back", () => {
    const done = set({
      completed: true,
      summary: { answered: 5, correct: 4, skipped: 1, xp: 30 },
      focusedXpToday: 30,
    });
    const html = render(<PracticeComplete set={done} />);
    const words = text(html);
    expect(words).toContain("Practice Complete!");
    expect(words).toContain("You practiced Linear Functions (Algebra).");
    expect(words).toContain("4/5");
    expect(words).toContain("+30 XP");
    expect(words).toContain("You got 4 of 5 right (1 skipped).");
    expect(words).toContain("Extra practice today: 30 of 40 XP.");
    expect(hrefOf(html, "Back to Study Planning")).toBe("/study-planning");
    expect(hrefOf(html, "Back to Dashboard")).toBe("/");
  });

  it("given a refusal, then the server's sentence and the ways on", () => {
    const html = render(
      <PracticeProblem title="Couldn't start a practice set" message="Come back tomorrow!" />,
    );
    expect(text(html)).toContain("Come back tomorrow!");
    expect(hrefOf(html, "Study Planning")).toBe("/study-planning");
  });

  it("given a visitor, when the screen renders, then 'Please log in'", () => {
    expect(text(render(<PracticeScreen />))).toContain("Please log in");
  });
});
