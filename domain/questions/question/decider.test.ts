// The question decider, given/when/then: a question is published once, revised only when its
// content changes, and publishing the same content again records nothing (the admin build is
// idempotent); every event round-trips through the codec.
import { describe, expect, it } from "vitest";
import { deciderSpec } from "../../testing/decider-spec.ts";
import { buildQuestionBank } from "../bank.ts";
import {
  NO_SUCH_QUESTION,
  RETIRED_CANNOT_BE_REVISED,
  REVISION_CHANGES_ID,
  REVISION_CHANGES_NOTHING,
  questionFingerprint,
} from "./decide.ts";
import { questionDecider } from "./decider.ts";
import { parseQuestionEvent, type QuestionEvent } from "./events.ts";

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

// Retire and revise (issue 20, question reports): an admin's decision, which a build never undoes.
describe("the question decider: an admin retires or revises", () => {
  const reportId = "7f4f3a52-8a8f-4c55-9a36-0c2f1b7d2e11";
  const retire = { type: "RetireQuestion" as const, reason: "Wrong answer key", reportId };
  const retired: QuestionEvent = {
    type: "QuestionRetired",
    data: { questionId: question.id, reason: "Wrong answer key", reportId },
  };
  const edited = { ...question, stem: `${question.stem} (clarified)` };
  const revise = (q = edited) => ({ type: "ReviseQuestion" as const, question: q });
  const adminRevision: QuestionEvent = {
    type: "QuestionRevised",
    data: { question: edited, source: "admin" },
  };

  it("given it published, when retired, then QuestionRetired with the reason and the report", () => {
    given([published]).when(retire, undefined).then([retired]);
    expect(given([published, retired]).state.retired).toBe(true);
  });

  it("given it retired, when retired again, then nothing (already out of the bank)", () => {
    given([published, retired]).when(retire, undefined).then([]);
  });

  it("given no question, when retired or revised, then refused not-found", () => {
    expect(given([]).when(retire, undefined).thenRefused("not-found", NO_SUCH_QUESTION).code).toBe(
      "no-such-question",
    );
    given([]).when(revise(), undefined).thenRefused("not-found", NO_SUCH_QUESTION);
  });

  it("given it published, when an admin revises it, then QuestionRevised from the admin", () => {
    given([published]).when(revise(), undefined).then([adminRevision]);
    const state = given([published, adminRevision]).state;
    expect(state.question).toEqual(edited);
    expect(state.revisedByAdmin).toBe(true);
  });

  it("given it retired, when an admin revises it, then refused: a retired question stays retired", () => {
    given([published, retired])
      .when(revise(), undefined)
      .thenRefused("conflict", RETIRED_CANNOT_BE_REVISED);
  });

  it("given it published, when a revision breaks the item, then refused naming the problems", () => {
    const broken = { ...question, choices: ["1", "1", "2", "3"] as typeof question.choices };
    const refused = given([published]).when(revise(broken), undefined).thenRefused("invalid");
    expect(refused.message).toContain("two choices are the same");
  });

  it("given it published, when a revision changes nothing or the id, then refused", () => {
    given([published])
      .when(revise(question), undefined)
      .thenRefused("invalid", REVISION_CHANGES_NOTHING);
    given([published])
      .when(revise({ ...edited, id: `${question.id}-x` }), undefined)
      .thenRefused("invalid", REVISION_CHANGES_ID);
  });

  it("given it retired, when a build publishes it (changed or not), then nothing: no re-publishing", () => {
    given([published, retired]).when(publish(), undefined).then([]);
    const rebuilt = { ...question, explanation: `${question.explanation} New build.` };
    given([published, retired]).when(publish(rebuilt), undefined).then([]);
  });

  it("given an admin's revision, when a build publishes its own version, then nothing", () => {
    given([published, adminRevision]).when(publish(), undefined).then([]);
    const rebuilt = { ...question, explanation: `${question.explanation} New build.` };
    given([published, adminRevision]).when(publish(rebuilt), undefined).then([]);
  });

  it("parses QuestionRetired and an admin's QuestionRevised back", () => {
    for (const event of [retired, adminRevision]) {
      expect(parseQuestionEvent(event.type, JSON.parse(JSON.stringify(event.data)))).toEqual(event);
    }
  });
});
