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

  describe("RecordCalibration", () => {
    const calibrationId = "0b8f2c4e-5d1a-4f3b-9c2d-7e6a5b4c3d2e";
    const after = { a: 1.31, b: question.irt.b + 0.4, c: 0.17 };
    const record = (next = after) => ({
      type: "RecordCalibration" as const,
      calibrationId,
      source: "cli" as const,
      after: next,
      responses: 512,
      fit: { rmsd: 0.021, flagged: false },
    });
    const calibrated: QuestionEvent = {
      type: "QuestionCalibrated",
      data: {
        questionId: question.id,
        calibrationId,
        source: "cli",
        before: question.irt,
        after,
        responses: 512,
        fit: { rmsd: 0.021, flagged: false },
      },
    };

    it("given a published question, when calibrated, then QuestionCalibrated from the authored parameters", () => {
      given([published]).when(record(), undefined).then([calibrated]);
    });

    it("given a calibration, then the state holds it and the next one starts from it", () => {
      expect(given([published, calibrated]).state.calibrated).toEqual(after);
      const next = { a: 1.2, b: after.b - 0.2, c: 0.18 };
      const events = given([published, calibrated]).when(record(next), undefined).events();
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        type: "QuestionCalibrated",
        data: { before: after, after: next },
      });
    });

    it("given a calibration, when the same parameters come again (within 0.01), then nothing", () => {
      given([published, calibrated])
        .when(record({ a: after.a + 0.004, b: after.b - 0.009, c: after.c }), undefined)
        .then([]);
    });

    it("given no question, when calibrated, then nothing", () => {
      given([]).when(record(), undefined).then([]);
    });

    it("given a retired question, when calibrated, then nothing", () => {
      const retired: QuestionEvent = {
        type: "QuestionRetired",
        data: { questionId: question.id, reason: "wrong key", reportId: null },
      };
      given([published, retired]).when(record(), undefined).then([]);
    });

    it("parses what it records", () => {
      expect(
        parseQuestionEvent(calibrated.type, JSON.parse(JSON.stringify(calibrated.data))),
      ).toEqual(calibrated);
    });
  });

  it("parses what it records, and refuses another context's event type", () => {
    expect(parseQuestionEvent(published.type, JSON.parse(JSON.stringify(published.data)))).toEqual(
      published,
    );
    expect(() => parseQuestionEvent("UserRegistered", {})).toThrow();
  });
});
