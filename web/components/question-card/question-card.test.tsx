// The question card rendered to HTML without a browser: what it shows, how the choices are a
// labelled radio group, and when Submit Answer is disabled (the browser tests click through).
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { QuestionCard, type CardQuestion, type QuestionCardProps } from "./question-card.tsx";
import { text } from "../../testing/markup.ts";

const question: CardQuestion = {
  id: "m-alg-lin1-003",
  subject: "math",
  subsection: "linear_equations_in_one_variable",
  passage: null,
  question_text: "If $\\frac{3}{4}x + 2 = 11$, what is the value of $x$?",
  options: ["A) 9", "B) 12", "C) $\\sqrt{144}$", "D) 15"],
};

const render = (props: Partial<QuestionCardProps> = {}) =>
  renderToStaticMarkup(
    (<QuestionCard question={question} onSubmit={() => {}} {...props} />) as ReactElement,
  );

/** The Submit Answer button's opening tag. */
const submitButton = (html: string) =>
  /<button [^>]*type="submit"[^>]*>/.exec(html)?.[0] ?? "(no submit button)";

/** The radio input of choice `letter`. */
const radio = (html: string, letter: string) =>
  [...html.matchAll(/<input type="radio"[^>]*>/g)]
    .map((m) => m[0])
    .find((tag) => tag.includes(`value="${letter}"`)) ?? "(no such radio)";

describe("the question card", () => {
  it("given a math question, when shown, then it labels the subject and skill with spaces", () => {
    const html = render();
    expect(html).toMatch(/<h2 [^>]*>Math · Linear Equations in One Variable<\/h2>/);
  });

  it("given $…$ in the question and a choice, when shown, then they are MathML", () => {
    const html = render();
    expect(html).toContain("<mfrac>");
    expect(html).toContain("<msqrt>");
    expect(text(html)).toContain("If [math] , what is the value of [math] ?");
  });

  it("given four choices with letters in their text, when shown, then they are radios A–D without the repeated letters", () => {
    const html = render();
    const radios = [...html.matchAll(/<input type="radio"[^>]*value="([A-Z])"/g)].map((m) => m[1]);
    expect(radios).toEqual(["A", "B", "C", "D"]);
    const names = new Set(
      [...html.matchAll(/<input type="radio"[^>]*name="([^"]+)"/g)].map((m) => m[1]),
    );
    expect(names.size).toBe(1);
    expect(text(html)).toContain("A A. 9 B B. 12 C C. [math] D D. 15");
    expect(text(html)).not.toContain("A) 9");
  });

  it("given the choices, when shown, then their group is labelled by the question text", () => {
    const html = render();
    const labelledBy = /<fieldset aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(html).toMatch(new RegExp(`<p id="${labelledBy}"[^>]*>If `));
  });

  it("given nothing chosen yet, when shown, then Submit Answer is there and disabled", () => {
    const html = render();
    expect(submitButton(html)).toContain('disabled=""');
    expect(text(html)).toContain("Submit Answer");
  });

  it("given the card is loading or submitting, when shown, then the choices and Submit are disabled", () => {
    for (const html of [render({ loading: true }), render({ submitting: true })]) {
      expect(submitButton(html)).toContain('disabled=""');
      const radios = [...html.matchAll(/<input type="radio"[^>]*>/g)].map((m) => m[0]);
      expect(radios).toHaveLength(4);
      for (const radio of radios) expect(radio).toContain('disabled=""');
      expect(html).toContain('aria-busy="true"');
    }
    expect(render()).not.toMatch(/<input type="radio"[^>]*disabled=""/);
  });

  it("given no choices, when shown, then 'Error: No answer choices available' and Submit stays disabled", () => {
    const html = render({ question: { ...question, options: [] } });
    expect(html).toMatch(/role="alert"[^>]*>Error: No answer choices available</);
    expect(html).not.toContain('type="radio"');
    expect(submitButton(html)).toContain('disabled=""');
  });

  it("given choices that cannot be parsed, when shown, then 'Error loading answer choices'", () => {
    const html = render({ question: { ...question, options: "A) 9, B) 12" } });
    expect(html).toMatch(/role="alert"[^>]*>Error loading answer choices</);
  });

  it("given choices as a JSON string, when shown, then they are radios like an array's", () => {
    const html = render({ question: { ...question, options: '["3","4","5","6"]' } });
    expect(text(html)).toContain("A A. 3 B B. 4 C C. 5 D D. 6");
  });

  it("given a new card, when shown, then the timer reads 0:00 (m:ss) or 0s (seconds) with a Hide timer button", () => {
    const html = render();
    expect(html).toMatch(/<span role="timer"[^>]*>.*<span aria-hidden="true">0:00<\/span>/);
    expect(text(html)).toContain("Time on this question: 0 seconds");
    expect(text(html)).toContain("Hide timer");
    expect(render({ timerFormat: "seconds" })).toMatch(/role="timer".*>0s<\/span>/);
  });

  it("given a passage with paragraphs and bullets, when shown, then it is a labelled group of paragraphs and a list", () => {
    const html = render({
      question: {
        ...question,
        subject: "english",
        subsection: "rhetorical_synthesis",
        passage:
          "A student took notes:\n• Bees dance.\n• Dances point to food.\n\nA second paragraph.",
      },
    });
    expect(html).toMatch(
      /<div role="group" aria-label="Passage"[^>]*><p[^>]*>A student took notes:<\/p><ul[^>]*><li>Bees dance.<\/li><li>Dances point to food.<\/li><\/ul><p[^>]*>A second paragraph.<\/p><\/div>/,
    );
    expect(render()).not.toContain('aria-label="Passage"');
  });

  it("given the badge label style (the Daily Drop), when shown, then the same h2 drawn as a badge; the default stays a plain heading", () => {
    const badge = /<h2 [^>]*class="([^"]*)"[^>]*>Math · Linear Equations in One Variable<\/h2>/;
    expect(badge.exec(render({ labelStyle: "badge" }))?.[1]).toContain("rounded-full");
    expect(badge.exec(render())?.[1]).not.toContain("rounded-full");
  });

  it("given extra badges and actions, when shown, then they sit beside the label and Submit", () => {
    const html = render({
      badges: <span>Level 3</span>,
      actions: () => <button type="button">Skip (-1 XP)</button>,
    });
    expect(text(html)).toMatch(/Math · Linear Equations in One Variable Level 3/);
    expect(text(html)).toMatch(/Skip \(-1 XP\) Submit Answer/);
  });

  it("given a review (answered wrong), when shown, then the pick and the key are marked and Submit is gone", () => {
    const html = render({ review: { chosen: "A", correct: "B" } });
    expect(submitButton(html)).toBe("(no submit button)");
    expect(radio(html, "A")).toContain('checked=""');
    expect(radio(html, "B")).not.toContain("checked");
    expect(text(html)).toContain("A A. 9 Your answer B B. 12 Correct answer");
    // The wrong pick's colors agree: a red border on a red tint, never on the checked green.
    const label = (letter: string) =>
      new RegExp(`<label class="([^"]*)"[^>]*>(?:(?!</label>).)*value="${letter}"`, "s").exec(
        html,
      )?.[1] ?? "";
    expect(label("A")).toContain("has-checked:bg-destructive/10");
    expect(label("A")).not.toContain("bg-secondary");
    expect(label("B")).toContain("border-primary");
  });
});
