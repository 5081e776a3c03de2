// The diagnostic's views rendered to HTML without a browser: the spec's strings in each state,
// the progress bar, the results and the links (the browser tests run the flow against the API).
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { User } from "../../lib/auth.ts";
import { authQueries } from "../../lib/queries.ts";
import { renderWithProviders } from "../../testing/render.tsx";
import { testStudent } from "../../testing/user.ts";
import { DiagnosticScreen } from "./diagnostic-screen.tsx";
import {
  DiagnosticProgress,
  Failed,
  Intro,
  PleaseLogIn,
  QuestionView,
  Results,
  SubjectBreak,
} from "./diagnostic-views.tsx";
import type { ShownQuestion } from "./flow.ts";
import { hrefOf, text } from "../../testing/markup.ts";

const render = (node: ReactNode) => renderWithProviders(node, { path: "/diagnostic" });

const noop = () => {};

const shown: ShownQuestion = {
  id: "e-wic-001",
  subject: "english",
  subsection: "words_in_context",
  level_1_to_12: 5,
  passage: "The committee's report was notably ______ and left no question unanswered.",
  question_text: "Which choice completes the text with the most logical and precise word?",
  options: ["thorough", "brief", "vague", "hasty"],
  questionNumber: 4,
};

describe("the intro", () => {
  it("given a diagnostic left half-way, when shown, then Resume Diagnostic and that the answers are saved", () => {
    const html = render(<Intro onBegin={noop} resume />);
    expect(html).toMatch(/<button[^>]*>Resume Diagnostic/);
    expect(text(html)).toContain("Your answers are saved");
    expect(html).not.toContain("Begin Diagnostic");
  });

  it("given a student who has not started, when shown, then the spec's intro and Begin Diagnostic", () => {
    const html = render(<Intro onBegin={noop} />);
    const shownText = text(html);
    expect(html).toMatch(/<h1[^>]*>Diagnostic Test<\/h1>/);
    expect(shownText).toContain("Ok let's see where you are today");
    expect(shownText).toContain("12-16 adaptive questions");
    expect(html).toMatch(/<button[^>]*>Begin Diagnostic/);
  });
});

describe("the progress bar", () => {
  it("given 4 answered, when shown, then a quarter full and 'Question 5'", () => {
    const html = render(<DiagnosticProgress subject="english" answered={4} />);
    expect(html).toContain("width:25%");
    expect(html).toContain('aria-valuetext="4 of 16 questions answered"');
    expect(text(html)).toContain("English · Question 5");
  });

  it("given more than 16 answered, when shown, then the bar is full and never overflows", () => {
    const html = render(<DiagnosticProgress subject="math" answered={17} />);
    expect(html).toContain("width:100%");
    expect(html).toContain('aria-valuenow="100"');
    expect(html).toContain('aria-valuetext="16 of 16 questions answered"');
  });
});

describe("the question view", () => {
  it("given a question, when shown, then the progress, the card with its passage, and an m:ss timer", () => {
    const html = render(
      <QuestionView
        subject="english"
        answered={3}
        question={shown}
        submitting={false}
        loading={false}
        onSubmit={noop}
      />,
    );
    expect(text(html)).toContain("English · Question 4");
    expect(html).toMatch(/<h2[^>]*>English · Words in Context<\/h2>/);
    expect(html).toContain('aria-label="Passage"');
    expect(html).toMatch(/role="timer".*0:00/);
    expect(html).toMatch(/<button [^>]*type="submit"[^>]*disabled=""/);
  });

  it("given the next question loading, when shown, then the card is disabled and the status says so", () => {
    const html = render(
      <QuestionView
        subject="english"
        answered={4}
        question={shown}
        submitting={false}
        loading
        onSubmit={noop}
      />,
    );
    expect(html).toMatch(/role="status"[^>]*>Loading the next question...</);
    expect(html).toContain('aria-busy="true"');
  });
});

describe("after English", () => {
  it("given English's score, when the pause shows, then 'English Complete!' with the score", () => {
    const html = render(
      <SubjectBreak english={{ finalScore: 560, scoreRange: { low: 530, high: 620 } }} />,
    );
    expect(html).toMatch(/<h1[^>]*>English Complete!<\/h1>/);
    expect(text(html)).toContain("Your estimated English score: 560 (530–620)");
  });
});

describe("the results", () => {
  it("given both scores, when shown, then English Score and Math Score as 'Estimated SAT Score' with ranges", () => {
    const html = render(
      <Results
        scores={{
          english: { finalScore: 560, scoreRange: { low: 530, high: 620 } },
          math: { finalScore: 610, scoreRange: { low: 580, high: 660 } },
        }}
      />,
    );
    const shownText = text(html);
    expect(shownText).toContain(
      "English Score 560 Estimated SAT Score Likely range 530–620 Math Score 610 Estimated SAT Score Likely range 580–660",
    );
    expect(hrefOf(html, "Start Your Daily Drop")).toBe("/");
  });

  it("given English 300 (210–380) mid-way, re-scored to 240 with the Math answers, when shown, then the English card names the mid-way score and explains the change", () => {
    const html = render(
      <Results
        scores={{
          english: { finalScore: 240, scoreRange: { low: 200, high: 310 } },
          math: { finalScore: 420, scoreRange: { low: 340, high: 500 } },
        }}
        englishBefore={{ finalScore: 300, scoreRange: { low: 210, high: 380 } }}
      />,
    );
    expect(text(html)).toContain(
      "Refined from 300 (210–380) with your Math answers: English and Math skills go together, so your Math answers sharpened your English estimate. This is the score you keep.",
    );
  });

  it("given a score without a range or missing, when shown, then it still reads sensibly", () => {
    const html = render(<Results scores={{ english: { finalScore: 500, scoreRange: null } }} />);
    expect(text(html)).toContain("English Score 500 Estimated SAT Score");
    expect(text(html)).toContain("Math Score — Estimated SAT Score Not available");
  });
});

describe("problems", () => {
  it("given a session that ended, when shown, then 'Please log in' with a button to /api/login", () => {
    const html = render(<PleaseLogIn />);
    expect(html).toMatch(/<h1[^>]*>Please log in<\/h1>/);
    expect(text(html)).toContain("You need to be logged in to take the diagnostic test.");
    expect(hrefOf(html, "Log In")).toBe("/api/login");
  });

  it("given a failed start or question, when shown, then the spec's words and Try again", () => {
    const start = render(<Failed step="start" onRetry={noop} />);
    expect(text(start)).toContain("Failed to start Please try logging in again");
    expect(hrefOf(start, "Log in again")).toBe("/api/login");
    const question = render(<Failed step="question" onRetry={noop} />);
    expect(text(question)).toContain("Failed to load question Please try again");
    for (const html of [start, question]) expect(html).toMatch(/<button[^>]*>.*Try again/);
  });
});

describe("the diagnostic screen", () => {
  const student = testStudent({ diagnosticCompleted: false });

  function renderScreen(user: User | null): string {
    return renderWithProviders(<DiagnosticScreen />, {
      path: "/diagnostic",
      seed: (client) => client.setQueryData(authQueries.user().queryKey, user),
    });
  }

  it("given a student who has not taken it, when opened, then the intro", () => {
    expect(text(renderScreen(student))).toContain("Begin Diagnostic");
  });

  it("given a student who finished it, when opened, then loading (on the way to the results), not the intro", () => {
    const html = renderScreen({ ...student, diagnosticCompleted: true });
    expect(html).toMatch(/role="status"[^>]*>.*Loading...<\/div>/);
    expect(html).not.toContain("Begin Diagnostic");
  });

  it("given no signed-in user, when opened, then 'Please log in'", () => {
    expect(text(renderScreen(null))).toContain(
      "Please log in You need to be logged in to take the diagnostic test.",
    );
  });
});
