// The question decider, given/when/then: a question is published once, revised only when its
// content changes, and publishing the same content again records nothing (the admin build is
// idempotent); every event round-trips through the codec.
import { describe, expect, it } from "vitest";
import { deciderSpec } from "../testing/decider-spec.ts";
import { buildQuestionBank } from "./bank.ts";
import {
  parseQuestionEvent,
  questionDecider,
  questionFingerprint,
  type QuestionEvent,
} from "./events.ts";

const given = deciderSpec(questionDecider);
const [question] = buildQuestionBank();
if (!question) throw new Error("the bank is empty");
const published: QuestionEvent = { type: "QuestionPublished", data: { question } };
const publish = (q = question) => ({ type: "PublishQuestion" as const, question: q });

describe("the question decider", () => {
  it("given no question, when published, then QuestionPublished with it", () => {
    given([]).when(publish(), undefined).then([published]);
  });

  it("given it published, when the same content is published again, then nothing", () => {
    given([published]).when(publish(), undefined).then([]);
  });

  it("given it published, when its content changes, then QuestionRevised with the new content", () => {
    const revised = { ...question, stem: `${question.stem} (revised)` };
    expect(questionFingerprint(revised)).not.toBe(questionFingerprint(question));
    given([published])
      .when(publish(revised), undefined)
      .then([{ type: "QuestionRevised", data: { question: revised } }]);
  });

  it("given a revision, then the state holds the latest content and publishing it again is nothing", () => {
    const revised = { ...question, explanation: `${question.explanation} More.` };
    const revision: QuestionEvent = { type: "QuestionRevised", data: { question: revised } };
    expect(given([published, revision]).state.question).toEqual(revised);
    given([published, revision]).when(publish(revised), undefined).then([]);
  });

  it("parses what it records, and refuses another context's event type", () => {
    expect(parseQuestionEvent(published.type, JSON.parse(JSON.stringify(published.data)))).toEqual(
      published,
    );
    expect(() => parseQuestionEvent("UserRegistered", {})).toThrow();
  });
});
