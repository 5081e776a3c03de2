// The answer feedback rendered to HTML: "x% of students missed this" as a quiet line under the
// explanation, only when the server sent a share.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { text } from "../../testing/markup.ts";
import { AnswerFeedback, type AnsweredResult } from "./answer-feedback.tsx";

const answered: AnsweredResult = {
  isCorrect: false,
  isSkipped: false,
  xp: 3,
  correctAnswer: "A",
  explanation: "A thorough report leaves no question unanswered.",
};

const shown = (result: AnsweredResult) =>
  text(
    renderToStaticMarkup(
      <AnswerFeedback
        options={["thorough", "brief", "vague", "late"]}
        answered={result}
        levelUp={null}
        isLast={false}
        lastLabel="Complete Session"
        onNext={() => {}}
      />,
    ),
  );

describe("how many students missed the question", () => {
  it("given a share of 41, when shown, then '41% of students missed this' after the explanation", () => {
    const page = shown({ ...answered, missedShare: 41 });
    expect(page).toContain(
      "Explanation A thorough report leaves no question unanswered. 41% of students missed this Next Question",
    );
  });

  it("given no share (under 30 answers) or none sent (a reload), when shown, then no such line", () => {
    expect(shown({ ...answered, missedShare: null })).not.toContain("missed this");
    expect(shown(answered)).not.toContain("missed this");
  });
});
