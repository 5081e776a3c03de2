// The Daily Drop's views rendered to HTML without a browser: the spec's strings in each state,
// the header and bar, the question card's badges and buttons, the feedback, the completion
// screen and the problems (the browser tests run the flow against the API).
import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { DailyDropQuestion } from "../../../api/schemas/practice.ts";
import type { User } from "../../lib/auth.ts";
import type { TipView } from "../../../api/schemas/tips.ts";
import { ApiError } from "../../lib/api.ts";
import { authQueries, tipQueries } from "../../lib/queries.ts";
import { renderWithProviders } from "../../testing/render.tsx";
import { testStudent } from "../../testing/user.ts";
import { categoryLabel, correctCount, screenStats } from "./daily-drop-model.ts";
import { DailyDropScreen } from "./daily-drop-screen.tsx";
import { DropTip } from "./drop-tip.tsx";
import { Complete, SavedSummary } from "./drop-complete.tsx";
import { DropHeader, LevelCards } from "./drop-header.tsx";
import { DayOver, Failed, PleaseLogIn, Unavailable } from "./drop-problems.tsx";
import { FeedbackPanel, QuestionStep, SAVED_TEXT } from "./question-step.tsx";
import type { Answered, Feedback } from "./flow-state.ts";
import { hrefOf, text } from "../../testing/markup.ts";

const render = (node: ReactNode) => renderWithProviders(node, { path: "/daily-drop" });

/** The dt/dd pairs of every description list in the markup, as "label: value". */
const terms = (html: string) =>
  [...html.matchAll(/<dt[^>]*>(.*?)<\/dt>\s*<dd[^>]*>(.*?)<\/dd>/g)].map(
    ([, dt, dd]) => `${text(dt!)}: ${text(dd!)}`,
  );

/** The opening tag of the button whose text is `label`. */
const button = (html: string, label: string) =>
  [...html.matchAll(/(<button [^>]*>)(.*?)<\/button>/g)].find(
    ([, , inner]) => text(inner!) === label,
  )?.[1] ?? `(no button "${label}")`;

const noop = () => {};

const question: DailyDropQuestion = {
  id: "e-wic-001",
  subject: "english",
  subsection: "words_in_context",
  level_1_to_12: 5,
  passage: "The committee's report was notably ______ and left no question unanswered.",
  question_text: "Which choice completes the text with the most logical and precise word?",
  options: ["thorough", "brief", "vague", "hasty"],
  slot: "practice",
  answered: null,
};

const right: Answered = {
  isCorrect: true,
  xp: 12,
  performanceCategory: "solid",
  correctAnswer: "A",
  explanation: "A thorough report leaves no question unanswered.",
  userAnswer: "A",
  isSkipped: false,
};

const feedback = (changes: Partial<Feedback> = {}): Feedback => ({
  answered: right,
  shouldLevelUp: null,
  bonusXp: 0,
  ...changes,
});

const step = (props: Partial<Parameters<typeof QuestionStep>[0]> = {}) =>
  render(
    <QuestionStep
      question={question}
      submitting={false}
      feedback={null}
      isLast={false}
      onSubmit={noop}
      onSkip={noop}
      onNext={noop}
      {...props}
    />,
  );

describe("the header and levels", () => {
  it("given question 3 with two answered, when shown, then the badges, 'Question 3 of 5' and a 40% bar", () => {
    const html = render(
      <DropHeader stats={{ streakDays: 4, totalXP: 1250 }} position={3} answered={2} total={5} />,
    );
    expect(html).toMatch(/<h1[^>]*>Daily Drop<\/h1>/);
    expect(text(html)).toContain("4 day streak 1,250 XP");
    expect(text(html)).toContain("Question 3 of 5");
    expect(html).toContain("width:40%");
    expect(html).toContain('aria-valuetext="2 of 5 questions answered"');
  });

  it("given levels, when shown, then the English Level and Math Level cards", () => {
    expect(terms(render(<LevelCards levels={{ english: 6, math: 3 }} />))).toEqual([
      "English Level: 6",
      "Math Level: 3",
    ]);
  });
});

describe("the question", () => {
  it("given a question, when shown, then the subsection and level badges, a seconds timer, the passage and lettered options", () => {
    const html = step();
    expect(html).toMatch(/<h2[^>]*rounded-full[^>]*>English · Words in Context<\/h2>/);
    expect(text(html)).toContain("English · Words in Context Level 5");
    expect(html).toMatch(/role="timer".*>0s<\/span>/);
    expect(html).toContain('aria-label="Passage"');
    expect(text(html)).toContain("A A. thorough B B. brief C C. vague D D. hasty");
    expect(text(html)).not.toContain("Review");
  });

  it("given nothing chosen, when shown, then Submit Answer is disabled and 'Skip (-1 XP)' is offered", () => {
    const html = step();
    expect(button(html, "Submit Answer")).toContain('disabled=""');
    expect(button(html, "Skip (-1 XP)")).not.toContain('disabled=""');
    expect(button(html, "Skip (-1 XP)")).toContain('type="button"');
  });

  it("given an answer on its way, when shown, then Submit and Skip are both disabled", () => {
    const html = step({ submitting: true });
    expect(button(html, "Submit Answer")).toContain('disabled=""');
    expect(button(html, "Skip (-1 XP)")).toContain('disabled=""');
  });

  it("given the review slot, when shown, then a Review badge", () => {
    expect(text(step({ question: { ...question, slot: "review" } }))).toContain("Level 5 Review");
  });

  it("given the feedback, when shown, then Submit and Skip are gone, the pick and key marked, and Next Question", () => {
    const html = step({ feedback: feedback() });
    expect(html).not.toContain("Submit Answer");
    expect(html).not.toContain("Skip (-1 XP)");
    expect(text(html)).toContain("A A. thorough Correct answer");
    expect(button(html, "Next Question")).toContain('type="button"');
  });

  it("given the last question's feedback, when shown, then Complete Session", () => {
    const html = step({ feedback: feedback(), isLast: true });
    expect(button(html, "Complete Session")).toContain('type="button"');
    expect(html).not.toContain("Next Question");
  });
});

describe("an answer saved offline", () => {
  const savedB = { questionId: question.id, userAnswer: "B" as const };

  it("given an answer saved on the device, when shown, then the plain saved note in place of the feedback, the pick shown but no key, and Next Question", () => {
    const html = step({ saved: savedB });
    expect(text(html)).toContain(
      "Answer B saved Saved on this device. We'll check this answer when you're back online.",
    );
    expect(SAVED_TEXT).toBe(
      "Saved on this device. We'll check this answer when you're back online.",
    );
    expect(html).toMatch(/<p role="status">Saved on this device/);
    expect(html).not.toContain("Submit Answer");
    expect(html).not.toContain("Skip (-1 XP)");
    expect(html).not.toContain("Correct answer");
    expect(html).not.toContain("XP</span>");
    expect(button(html, "Next Question")).toContain('type="button"');
    // The pick is checked and locked; nothing is marked right or wrong.
    expect(html).toMatch(/<input[^>]*checked=""[^>]*value="B"/);
    expect(html).toMatch(/<input[^>]*disabled=""[^>]*value="A"/);
    expect(html).not.toContain("border-destructive has-checked:border-destructive");
  });

  it("given a skip saved on the last question, when shown, then 'Skip saved' and Complete Session", () => {
    const html = step({ saved: { ...savedB, userAnswer: "" }, isLast: true });
    expect(text(html)).toContain("Skip saved");
    expect(button(html, "Complete Session")).toContain('type="button"');
    expect(html).not.toMatch(/checked=""/);
  });

  it("given every answer saved, when the summary shows, then the calm offline summary and a way home", () => {
    const html = render(<SavedSummary total={5} saved={2} />);
    expect(text(html)).toContain(
      "All 5 answers are saved. Your results, XP and streak will appear when you're back online.",
    );
    expect(text(html)).toContain("2 answers are waiting on this device.");
    expect(hrefOf(html, "Back to Dashboard")).toBe("/");
    expect(text(render(<SavedSummary total={5} saved={1} />))).toContain(
      "1 answer is waiting on this device.",
    );
  });

  it("given an offline drop whose day is over, when shown, then the day it was for, reconnect for today's, and the saved answers still go", () => {
    const html = render(<DayOver day="2026-11-21" saved={2} onRetry={noop} />);
    expect(text(html)).toContain("That day's Daily Drop is over");
    expect(text(html)).toContain(
      "This Daily Drop was for Saturday, November 21, 2026. Connect to the internet to get today's. Your 2 saved answers will still be sent.",
    );
    expect(button(html, "Try again")).toContain("<button");
    expect(text(render(<DayOver day="2026-11-21" saved={0} onRetry={noop} />))).not.toContain(
      "saved",
    );
  });
});

describe("the feedback", () => {
  const panel = (f: Feedback) =>
    render(<FeedbackPanel question={question} feedback={f} isLast={false} onNext={noop} />);

  it("given a right answer, when shown, then 'Correct!', the XP, the category, the key and the explanation", () => {
    const shown = text(panel(feedback()));
    expect(shown).toContain("Correct! +12 XP Performance: Solid");
    expect(shown).toContain("Correct answer: A. thorough");
    expect(shown).toContain("Explanation A thorough report leaves no question unanswered.");
    expect(shown).not.toContain("Level up!");
  });

  it("given a wrong answer, when shown, then 'Incorrect' and the right key", () => {
    const shown = text(
      panel(
        feedback({
          answered: {
            ...right,
            isCorrect: false,
            xp: 3,
            performanceCategory: "stretch",
            userAnswer: "B",
          },
        }),
      ),
    );
    expect(shown).toContain("Incorrect +3 XP Performance: Stretch");
    expect(shown).toContain("Correct answer: A. thorough");
  });

  it("given a skip, when shown, then '-1 XP'", () => {
    const shown = text(
      panel(
        feedback({
          answered: {
            ...right,
            isCorrect: false,
            xp: -1,
            performanceCategory: "skipped",
            userAnswer: "",
            isSkipped: true,
          },
        }),
      ),
    );
    expect(shown).toContain("Skipped -1 XP Performance: Skipped");
  });

  it("given a level-up and the day's bonus, when shown, then the banner 'Level up! Math Level 6' and the bonus", () => {
    const shown = text(
      panel(feedback({ shouldLevelUp: { subject: "math", newLevel: 6 }, bonusXp: 20 })),
    );
    expect(shown).toContain("Level up! Math Level 6");
    expect(shown).toContain("+20 XP bonus for finishing today's Daily Drop");
  });
});

describe("the completion screen", () => {
  it("given a finished day, when shown, then 'Daily Drop Complete!', today's XP, streak, total XP, '5/5' and come back tomorrow", () => {
    const html = render(
      <Complete
        stats={{ todayXP: 62, streakDays: 4, totalXP: 1312, levels: { english: 5, math: 4 } }}
        answered={5}
        total={5}
        correct={4}
      />,
    );
    expect(html).toMatch(/<h1[^>]*>Daily Drop Complete!<\/h1>/);
    expect(text(html)).toContain("Come back tomorrow for more practice!");
    expect(terms(html)).toEqual([
      "XP earned today: +62 XP",
      "Day streak: 4",
      "Total XP: 1,312",
      "Questions: 5/5",
    ]);
    expect(text(html)).toContain("You got 4 of 5 right today.");
    expect(hrefOf(html, "Back to Dashboard")).toBe("/");
  });
});

describe("problems", () => {
  it("given a session that ended, when shown, then 'Please log in' with a button to /api/login", () => {
    const html = render(<PleaseLogIn />);
    expect(html).toMatch(/<h1[^>]*>Please log in<\/h1>/);
    expect(hrefOf(html, "Log In")).toBe("/api/login");
  });

  it("given an empty question bank (409), when shown, then the server's message and a way home", () => {
    const html = render(
      <Unavailable
        message="No questions are available yet. Please check back soon."
        onRetry={noop}
      />,
    );
    expect(text(html)).toContain("No questions are available yet. Please check back soon.");
    expect(hrefOf(html, "Back to Dashboard")).toBe("/");
  });

  it("given a failed load, when shown, then the message and Try again", () => {
    const html = render(<Failed message="We couldn't reach Levelfield." onRetry={noop} />);
    expect(text(html)).toContain("Couldn't load today's Daily Drop We couldn't reach Levelfield.");
    expect(button(html, "Try again")).toContain("<button");
  });
});

describe("the screen's rules", () => {
  it("given progress, the flow's totals and the user, when choosing numbers, then progress first, then totals, then the user, then defaults", () => {
    const progress = {
      todaySession: { isCompleted: false, questionsCompleted: 2, totalXP: 24 },
      questionMix: { english: 3, math: 2 },
      streakDays: 5,
      totalXP: 500,
      currentLevels: { english: 7, math: 6 },
    };
    const totals = {
      totalXP: 400,
      todayXP: 10,
      streakDays: 4,
      questionsCompleted: 1,
      isCompleted: false,
    };
    const user = { streakDays: 3, totalXP: 300 };
    expect(screenStats(progress, totals, user)).toEqual({
      streakDays: 5,
      totalXP: 500,
      todayXP: 24,
      levels: { english: 7, math: 6 },
    });
    expect(screenStats(undefined, totals, user)).toEqual({
      streakDays: 4,
      totalXP: 400,
      todayXP: 10,
      levels: { english: 1, math: 1 },
    });
    expect(screenStats(undefined, null, user)).toMatchObject({ streakDays: 3, totalXP: 300 });
    expect(screenStats(undefined, null, null)).toEqual({
      streakDays: 0,
      totalXP: 0,
      todayXP: 0,
      levels: { english: 1, math: 1 },
    });
  });

  it("given results, when read, then the categories and the right answers counted", () => {
    expect(categoryLabel("mastered")).toBe("Mastered");
    expect(categoryLabel("unknown")).toBe("unknown");
    expect(
      correctCount([
        { answered: right },
        { answered: null },
        { answered: { ...right, isCorrect: false } },
      ]),
    ).toBe(1);
  });
});

describe("the Daily Drop screen", () => {
  const student = testStudent();

  function renderScreen(user: User | null): string {
    return renderWithProviders(<DailyDropScreen />, {
      path: "/daily-drop",
      seed: (client) => client.setQueryData(authQueries.user().queryKey, user),
    });
  }

  it("given a student, when opened, then today's questions are loading", () => {
    expect(renderScreen(student)).toMatch(
      /role="status"[^>]*>.*Loading today&#x27;s questions...<\/div>/,
    );
  });

  it("given no signed-in user, when opened, then 'Please log in'", () => {
    expect(text(renderScreen(null))).toContain("Please log in");
  });
});

describe("the tip card on the first question", () => {
  const tip: TipView = {
    id: "reading-words-in-context-predict",
    headline: "Predict the missing word before you read the choices",
    content:
      "Cover the choices and fill the blank with your own word from the clues around it. Then pick the choice closest to your word, not the one that merely sounds impressive.",
    category: "reading",
    difficultyLevel: "intermediate",
    subSkill: "words_in_context",
    reason: "For Words in Context: you got 1 of your last 4 right.",
    bookmarked: false,
  };
  const withTip = (seed: (client: QueryClient) => void) =>
    renderWithProviders(<DropTip />, { path: "/daily-drop", seed });

  it("given today's tip, when shown, then 'Tip of the Day', the headline, the badges, the advice, why, and a link to more tips", () => {
    const html = withTip((client) => client.setQueryData(tipQueries.today().queryKey, tip));
    expect(html).toMatch(/<h2 [^>]*>Predict the missing word before you read the choices<\/h2>/);
    expect(text(html)).toContain(
      "Tip of the Day Predict the missing word before you read the choices Category: Reading Level: Intermediate Skill: Words in Context Cover the choices",
    );
    expect(text(html)).toContain(
      "Why this tip: For Words in Context: you got 1 of your last 4 right.",
    );
    expect(hrefOf(html, "More tips")).toBe("/tips");
  });

  it("given the tip still loading, none today, or its read failed, when shown, then nothing holds up the question", () => {
    expect(withTip(() => {})).toBe("");
    expect(withTip((client) => client.setQueryData(tipQueries.today().queryKey, null))).toBe("");
    const failed = withTip((client) => {
      client.setQueryDefaults(tipQueries.today().queryKey, { retryOnMount: false });
      client
        .getQueryCache()
        .build(client, { queryKey: [...tipQueries.today().queryKey] })
        .setState({ status: "error", error: new ApiError(404, "Not Found", "") });
    });
    expect(failed).toBe("");
  });
});
