// The diagnostic decider, given/when/then: the events a command causes on the student's
// diagnostic stream, with a small bank and a seeded random source.
import { describe, expect, it } from "vitest";
import { deciderSpec } from "../testing/decider-spec.ts";
import { difficultyOfLevel, type Letter, type Subject } from "../questions/item.ts";
import { seededRandom } from "../random.ts";
import {
  ALREADY_COMPLETE,
  ENGLISH_FIRST,
  NO_QUESTION,
  WRONG_QUESTION,
  type BankView,
  type DiagnosticCommand,
} from "./decide.ts";
import { diagnosticDecider } from "./decider.ts";
import type { DiagnosticEvent } from "./events.ts";
import { firstMeasured } from "./state.ts";
import {
  finalEstimates,
  MAX_ITEMS_PER_SUBJECT,
  MIN_ITEMS_PER_SUBJECT,
  scaledScore,
  type Response,
} from "./engine.ts";

const USER = "6f1c7c1e-3a57-4b6e-9a51-0b0d3f1e2a10";

/** 24 items per subject over two domains and all twelve levels; every key is "B". */
function bank(): BankView {
  const items = (["english", "math"] as const).flatMap((subject) =>
    Array.from({ length: 24 }, (_, i) => ({
      id: `${subject[0]}-${i}`,
      subject: subject as Subject,
      domain: `${subject}-${i % 2}`,
      answer: "B" as Letter,
      irt: { a: 1.3, b: difficultyOfLevel((i % 12) + 1), c: 0.2 },
    })),
  );
  return {
    candidates: (subject) => items.filter((i) => i.subject === subject),
    find: (id) => items.find((i) => i.id === id),
    domainTargets: (subject) => ({ [`${subject}-0`]: 0.5, [`${subject}-1`]: 0.5 }),
  };
}

const context = { bank: bank(), random: seededRandom(7) };

const spec = deciderSpec(diagnosticDecider);

/** The shared harness with this file's context, answering the decided events. */
function given(events: DiagnosticEvent[]) {
  return { when: (command: DiagnosticCommand) => spec(events).when(command, context).events() };
}

const start = (subject: Subject): DiagnosticCommand => ({
  type: "StartSubject",
  userId: USER,
  subject,
});
const serve = (subject: Subject): DiagnosticCommand => ({
  type: "ServeNextQuestion",
  userId: USER,
  subject,
});
const answer = (subject: Subject, questionId: string, letter: Letter): DiagnosticCommand => ({
  type: "AnswerQuestion",
  userId: USER,
  subject,
  questionId,
  answer: letter,
  responseTimeMs: 30_000,
});

/** Plays a whole subject: serve, answer (right when `right` says so), until it completes. */
function play(history: DiagnosticEvent[], subject: Subject, right: boolean): DiagnosticEvent[] {
  const events = [...history];
  for (let i = 0; i < 20; i++) {
    const served = given(events).when(serve(subject));
    events.push(...served);
    const last = served.at(-1);
    if (!last || last.type !== "DiagnosticQuestionServed") return events;
    const answered = given(events).when(answer(subject, last.data.questionId, right ? "B" : "C"));
    events.push(...answered);
    if (answered.some((e) => e.type === "DiagnosticSubjectCompleted")) return events;
  }
  throw new Error("never completed");
}

const never = (): never => {
  throw new Error("unexpected");
};

describe("the diagnostic decider", () => {
  it("given nothing, when English starts, then it starts from the N(0,1) prior", () => {
    expect(given([]).when(start("english"))).toEqual([
      {
        type: "DiagnosticSubjectStarted",
        data: { userId: USER, subject: "english", prior: { mean: 0, sd: 1 } },
      },
    ]);
  });

  it("given English not finished, when Math starts, then it is refused", () => {
    const started = given([]).when(start("english"));
    spec(started).when(start("math"), context).thenRefused("conflict", ENGLISH_FIRST.message);
  });

  it("given a served question, when asked again, then nothing new is served (resume)", () => {
    const history = [...given([]).when(start("english"))];
    history.push(...given(history).when(serve("english")));
    expect(history.at(-1)).toMatchObject({
      type: "DiagnosticQuestionServed",
      data: { position: 1 },
    });
    expect(given(history).when(serve("english"))).toEqual([]);
  });

  it("given a served question, when another is answered, or none is waiting, then it is refused", () => {
    const history = [...given([]).when(start("english"))];
    spec(history)
      .when(answer("english", "e-1", "B"), context)
      .thenRefused("conflict", NO_QUESTION.message);
    history.push(...given(history).when(serve("english")));
    spec(history)
      .when(answer("english", "e-999", "B"), context)
      .thenRefused("conflict", WRONG_QUESTION.message);
  });

  it("given a right answer, when recorded, then the estimate rises and the answer is scored", () => {
    const history = [...given([]).when(start("english"))];
    history.push(...given(history).when(serve("english")));
    const served = history.at(-1) as Extract<DiagnosticEvent, { type: "DiagnosticQuestionServed" }>;
    const [recorded] = given(history).when(answer("english", served.data.questionId, "B"));
    expect(recorded).toMatchObject({ type: "DiagnosticAnswerRecorded", data: { correct: true } });
    if (recorded?.type !== "DiagnosticAnswerRecorded") throw new Error("unexpected");
    expect(recorded.data.after.theta).toBeGreaterThan(recorded.data.before.theta);
    expect(recorded.data.after.se).toBeLessThan(recorded.data.before.se);
  });

  it("when a subject is played through, then it ends after 6 to 8 answers with a score and range", () => {
    const events = play(given([]).when(start("english")), "english", true);
    const answers = events.filter((e) => e.type === "DiagnosticAnswerRecorded");
    expect(answers.length).toBeGreaterThanOrEqual(MIN_ITEMS_PER_SUBJECT);
    expect(answers.length).toBeLessThanOrEqual(MAX_ITEMS_PER_SUBJECT);
    const served = events.filter((e) => e.type === "DiagnosticQuestionServed");
    expect(new Set(served.map((e) => e.data.questionId)).size).toBe(served.length);
    const done = events.at(-1);
    if (done?.type !== "DiagnosticSubjectCompleted") throw new Error("not completed");
    expect(done.data.score).toBeGreaterThan(500);
    expect(done.data.score % 10).toBe(0);
    expect(done.data.range.low).toBeLessThanOrEqual(done.data.score);
    expect(done.data.range.high).toBeGreaterThanOrEqual(done.data.score);
  });

  it("given English all right, when Math ends all wrong, then English is re-scored with both subjects' answers", () => {
    const english = play(given([]).when(start("english")), "english", true);
    const events = play([...english, ...given(english).when(start("math"))], "math", false);
    const [completed, revised] = events.slice(-2);
    expect(completed).toMatchObject({
      type: "DiagnosticSubjectCompleted",
      data: { subject: "math" },
    });
    if (revised?.type !== "DiagnosticScoreRevised") throw new Error("English not re-scored");
    const englishDone = english.at(-1);
    if (englishDone?.type !== "DiagnosticSubjectCompleted") throw new Error("unexpected");
    // Weak Math says English is likely a little lower than its answers alone suggest.
    expect(revised.data.subject).toBe("english");
    expect(revised.data.estimate.theta).toBeLessThan(englishDone.data.estimate.theta);
    const responses = (subject: Subject): Response[] =>
      events
        .filter((e) => e.type === "DiagnosticAnswerRecorded" && e.data.subject === subject)
        .map((e) => (e.type === "DiagnosticAnswerRecorded" ? e.data : never()))
        .map((d) => ({ irt: d.irt, correct: d.correct }));
    const expected = finalEstimates(responses("english"), responses("math")).english;
    expect(revised.data.estimate).toEqual(expected);
    expect(revised.data.score).toBe(scaledScore(expected.theta));
    // The state keeps the revised result.
    const { state } = spec(events);
    expect(state.english).toMatchObject({
      status: "completed",
      result: { score: revised.data.score },
    });
  });

  it("given English completed, then re-scored when Math ends, then its first measured result is still the completion's, beside the kept one", () => {
    const english = play(given([]).when(start("english")), "english", true);
    const englishDone = english.at(-1);
    if (englishDone?.type !== "DiagnosticSubjectCompleted") throw new Error("unexpected");
    const measured = {
      estimate: englishDone.data.estimate,
      score: englishDone.data.score,
      range: englishDone.data.range,
    };
    expect(firstMeasured(spec([]).state.english)).toBeNull();
    expect(firstMeasured(spec(english).state.english)).toEqual(measured);
    expect(spec(english).state.english).toMatchObject({ result: measured });

    const events = play([...english, ...given(english).when(start("math"))], "math", false);
    const revised = events.at(-1);
    if (revised?.type !== "DiagnosticScoreRevised") throw new Error("English not re-scored");
    expect(revised.data.score).not.toBe(measured.score);
    const { state } = spec(events);
    expect(firstMeasured(state.english)).toEqual(measured);
    expect(state.english).toMatchObject({
      result: { score: revised.data.score, range: revised.data.range },
    });
    // Math is not revised: first measured and kept are its completion's.
    const mathDone = events.at(-2);
    if (mathDone?.type !== "DiagnosticSubjectCompleted") throw new Error("unexpected");
    expect(firstMeasured(state.math)).toMatchObject({ score: mathDone.data.score });
  });

  it("given English completed, when an English answer comes, then it is refused; and Math starts from a borrowed prior", () => {
    const events = play(given([]).when(start("english")), "english", true);
    spec(events)
      .when(answer("english", "e-1", "B"), context)
      .thenRefused("conflict", ALREADY_COMPLETE.message);
    expect(given(events).when(start("english"))).toEqual([]);
    const [mathStarted] = given(events).when(start("math"));
    if (mathStarted?.type !== "DiagnosticSubjectStarted") throw new Error("unexpected");
    expect(mathStarted.data.prior.mean).toBeGreaterThan(0);
    expect(mathStarted.data.prior.sd).toBeLessThan(1);
  });
});
