// The diagnostic's flow without a browser: each event's next state and effects, from the intro
// through English, the pause, Math and the results; resuming; and every error in spec §8.
import { describe, expect, it } from "vitest";
import type {
  DiagnosticAnswerResult,
  DiagnosticQuestion,
  DiagnosticSession,
  DiagnosticSubject,
} from "../../../api/schemas/questions.ts";
import { ApiError } from "../../lib/api.ts";
import { formatRange } from "../../lib/scores.ts";
import {
  ERROR_REDIRECT_MS,
  formatScore,
  initialFlow,
  LOGIN_REDIRECT_MS,
  measuredResultOf,
  progressPercent,
  SUBJECT_PAUSE_MS,
  transition,
  type FlowEffect,
  type FlowEvent,
  type FlowState,
} from "./flow.ts";
import { classifyFailure } from "./queries.ts";

function session(
  subject: DiagnosticSubject,
  changes: Partial<DiagnosticSession> = {},
): DiagnosticSession {
  return {
    subject,
    status: "in_progress",
    answered: 0,
    answeredOverall: 0,
    questionsRemaining: 16,
    finalScore: null,
    scoreRange: null,
    firstScore: null,
    firstScoreRange: null,
    ...changes,
  };
}

function question(
  subject: DiagnosticSubject,
  questionNumber: number,
  id = `${subject}-${questionNumber}`,
): DiagnosticQuestion {
  return {
    completed: false,
    id,
    subject,
    subsection: subject === "math" ? "linear_functions" : "words_in_context",
    level_1_to_12: 6,
    passage: null,
    question_text: `Question ${questionNumber}?`,
    options: ["1", "2", "3", "4"],
    questionNumber,
  };
}

const answer = (changes: Partial<DiagnosticAnswerResult> = {}): DiagnosticAnswerResult => ({
  isComplete: false,
  finalScore: null,
  scoreRange: null,
  questionsRemaining: 10,
  ...changes,
});

/** Runs events from a state; answers the last state and every effect along the way. */
function run(from: FlowState, ...events: FlowEvent[]): [FlowState, FlowEffect[]] {
  let state = from;
  const all: FlowEffect[] = [];
  for (const event of events) {
    const [next, effects] = transition(state, event);
    state = next;
    all.push(...effects);
  }
  return [state, all];
}

/** The state with English's first question on screen. */
const onEnglishQuestion = run(
  initialFlow,
  { type: "begin" },
  { type: "started", session: session("english") },
  { type: "question-loaded", result: question("english", 1) },
)[0];

/** The same state after Submit Answer. */
const submittedEnglish = run(onEnglishQuestion, {
  type: "submit",
  answer: "B",
  responseTime: 4200,
})[0];

const toastsOf = (effects: FlowEffect[]) =>
  effects.flatMap((e) => (e.type === "toast" ? [e.toast] : []));

describe("the diagnostic flow: the happy path", () => {
  it("given the intro, when the student begins, then English starts", () => {
    expect(transition(initialFlow, { type: "begin" })).toEqual([
      { phase: "starting", subject: "english", scores: {} },
      [{ type: "start", subject: "english" }],
    ]);
  });

  it("given English started, when the session answers, then its first question is fetched", () => {
    const [state, effects] = run(
      initialFlow,
      { type: "begin" },
      { type: "started", session: session("english") },
    );
    expect(state).toMatchObject({ phase: "loading", subject: "english", answered: 0, shown: null });
    expect(effects.at(-1)).toEqual({ type: "fetch-question", subject: "english" });
  });

  it("given a question arrives, when shown, then it is on screen with nothing answered yet", () => {
    expect(onEnglishQuestion).toMatchObject({
      phase: "question",
      subject: "english",
      answered: 0,
      submitting: false,
      question: { id: "english-1", questionNumber: 1, options: ["1", "2", "3", "4"] },
    });
  });

  it("given a question on screen, when submitted, then one answer call goes out with the letter and time", () => {
    const [state, effects] = transition(onEnglishQuestion, {
      type: "submit",
      answer: "B",
      responseTime: 4200.6,
    });
    expect(state).toMatchObject({ phase: "question", submitting: true });
    expect(effects).toEqual([
      {
        type: "answer",
        subject: "english",
        questionId: "english-1",
        answer: "B",
        responseTime: 4201,
      },
    ]);
  });

  it("given an answer in flight, when submitted again, then nothing more is sent", () => {
    const [state, effects] = transition(submittedEnglish, {
      type: "submit",
      answer: "C",
      responseTime: 5000,
    });
    expect(state).toBe(submittedEnglish);
    expect(effects).toEqual([]);
  });

  it("given an accepted answer, when the result lands, then progress moves on and the next question is fetched with the last one still shown", () => {
    const [state, effects] = transition(submittedEnglish, { type: "answered", result: answer() });
    expect(state).toMatchObject({
      phase: "loading",
      subject: "english",
      answered: 1,
      recovering: false,
      shown: { id: "english-1" },
    });
    expect(effects).toEqual([{ type: "fetch-question", subject: "english" }]);
  });

  it("given English's last answer, when the result is complete, then its score is kept, 'English Complete!' shows and Math waits 2 s", () => {
    const [state, effects] = transition(submittedEnglish, {
      type: "answered",
      result: answer({ isComplete: true, finalScore: 560, scoreRange: { low: 530, high: 620 } }),
    });
    expect(state).toEqual({
      phase: "between",
      scores: { english: { finalScore: 560, scoreRange: { low: 530, high: 620 } } },
    });
    expect(effects).toEqual([
      {
        type: "toast",
        toast: {
          title: "English Complete!",
          description:
            "Your estimated English score: 560 (530–620). Math is next, and your Math answers will refine it.",
          variant: "default",
        },
      },
      { type: "wait", ms: SUBJECT_PAUSE_MS, then: { type: "pause-over" } },
    ]);
    expect(SUBJECT_PAUSE_MS).toBe(2000);
  });

  it("given the pause after English, when it is over, then Math starts keeping English's score", () => {
    const between: FlowState = {
      phase: "between",
      scores: { english: { finalScore: 560, scoreRange: null } },
    };
    expect(transition(between, { type: "pause-over" })).toEqual([
      { phase: "starting", subject: "math", scores: between.scores },
      [{ type: "start", subject: "math" }],
    ]);
  });

  it("given the question call reports English complete, when it lands, then it is the same as a completing answer", () => {
    const loading = run(
      onEnglishQuestion,
      { type: "submit", answer: "A", responseTime: 1 },
      {
        type: "answered",
        result: answer(),
      },
    )[0];
    const [state, effects] = transition(loading, {
      type: "question-loaded",
      result: {
        completed: true,
        subject: "english",
        finalScore: 600,
        scoreRange: { low: 570, high: 650 },
        firstScore: 600,
        firstScoreRange: { low: 570, high: 650 },
      },
    });
    expect(state).toMatchObject({ phase: "between", scores: { english: { finalScore: 600 } } });
    expect(toastsOf(effects).map((t) => t.title)).toEqual(["English Complete!"]);
  });

  it("given Math's last answer, when complete, then the student is marked complete, then the results show both scores", () => {
    const onMath: FlowState = {
      phase: "question",
      subject: "math",
      scores: { english: { finalScore: 560, scoreRange: { low: 530, high: 620 } } },
      answered: 13,
      question: { ...(question("math", 14) as Extract<DiagnosticQuestion, { completed: false }>) },
      submitting: true,
    };
    const [finishing, effects] = transition(onMath, {
      type: "answered",
      result: answer({ isComplete: true, finalScore: 610, scoreRange: { low: 580, high: 660 } }),
    });
    expect(finishing.phase).toBe("finishing");
    expect(effects).toEqual([{ type: "mark-complete" }]);
    expect(toastsOf(effects)).toEqual([]);
    const [done] = transition(finishing, { type: "marked-complete" });
    expect(done).toEqual({
      phase: "complete",
      scores: {
        english: { finalScore: 560, scoreRange: { low: 530, high: 620 } },
        math: { finalScore: 610, scoreRange: { low: 580, high: 660 } },
      },
      englishBefore: null,
    });
  });

  it("given Math done, when the server has re-scored English with the Math answers, then the results show its English score as refined", () => {
    const finishing: FlowState = {
      phase: "finishing",
      scores: {
        english: { finalScore: 560, scoreRange: { low: 530, high: 620 } },
        math: { finalScore: 610, scoreRange: { low: 580, high: 660 } },
      },
    };
    const refined = { finalScore: 580, scoreRange: { low: 540, high: 620 } };
    const first = { finalScore: 560, scoreRange: { low: 530, high: 620 } };
    const [done] = transition(finishing, {
      type: "marked-complete",
      english: { kept: refined, first },
    });
    expect(done).toEqual({
      phase: "complete",
      scores: { english: refined, math: { finalScore: 610, scoreRange: { low: 580, high: 660 } } },
      englishBefore: first,
    });
    const [same] = transition(finishing, {
      type: "marked-complete",
      english: { kept: first, first },
    });
    expect(same).toMatchObject({ phase: "complete", englishBefore: null });
  });

  it("given a reload after the diagnostic, when the server's English result says Math moved it, then the results explain it from the server's first score, not the screen's", () => {
    // Reloaded: the screen only ever saw the kept English score (from the resumed session).
    const kept = { finalScore: 240, scoreRange: { low: 170, high: 310 } };
    const first = { finalScore: 300, scoreRange: { low: 210, high: 380 } };
    const [state] = run(
      initialFlow,
      { type: "begin" },
      {
        type: "started",
        session: session("english", {
          status: "completed",
          finalScore: kept.finalScore,
          scoreRange: kept.scoreRange,
          firstScore: first.finalScore,
          firstScoreRange: first.scoreRange,
        }),
      },
      {
        type: "started",
        session: session("math", {
          status: "completed",
          finalScore: 330,
          scoreRange: null,
          firstScore: 330,
          firstScoreRange: null,
        }),
      },
      {
        type: "marked-complete",
        english: measuredResultOf({
          completed: true,
          subject: "english",
          finalScore: kept.finalScore,
          scoreRange: kept.scoreRange,
          firstScore: first.finalScore,
          firstScoreRange: first.scoreRange,
        }),
      },
    );
    expect(state).toEqual({
      phase: "complete",
      scores: { english: kept, math: { finalScore: 330, scoreRange: null } },
      englishBefore: first,
    });
  });

  it("given a whole diagnostic, when run end to end, then the calls go in the spec's order", () => {
    const [state, effects] = run(
      initialFlow,
      { type: "begin" },
      { type: "started", session: session("english") },
      { type: "question-loaded", result: question("english", 1) },
      { type: "submit", answer: "A", responseTime: 1000 },
      {
        type: "answered",
        result: answer({ isComplete: true, finalScore: 520, scoreRange: { low: 490, high: 560 } }),
      },
      { type: "pause-over" },
      { type: "started", session: session("math", { answeredOverall: 1 }) },
      { type: "question-loaded", result: question("math", 2) },
      { type: "submit", answer: "D", responseTime: 2000 },
      {
        type: "answered",
        result: answer({ isComplete: true, finalScore: 640, scoreRange: { low: 600, high: 680 } }),
      },
      { type: "marked-complete" },
    );
    expect(state.phase).toBe("complete");
    expect(effects.map((e) => (e.type === "toast" ? `toast:${e.toast.title}` : e.type))).toEqual([
      "start",
      "fetch-question",
      "answer",
      "toast:English Complete!",
      "wait",
      "start",
      "fetch-question",
      "answer",
      "mark-complete",
    ]);
  });
});

describe("the diagnostic flow: progress", () => {
  it("given a resumed subject, when its question arrives, then progress counts the answers before it", () => {
    const [state] = run(
      initialFlow,
      { type: "begin" },
      { type: "started", session: session("english", { answered: 5, answeredOverall: 5 }) },
    );
    expect(state).toMatchObject({ phase: "loading", answered: 5 });
    const [shown] = transition(state, { type: "question-loaded", result: question("english", 6) });
    expect(shown).toMatchObject({ phase: "question", answered: 5 });
  });

  it("given Math's questions, when numbered across the diagnostic, then progress carries on from English", () => {
    const starting: FlowState = { phase: "starting", subject: "math", scores: {} };
    const [state] = run(
      starting,
      { type: "started", session: session("math", { answeredOverall: 8 }) },
      { type: "question-loaded", result: question("math", 9) },
    );
    expect(state).toMatchObject({ phase: "question", subject: "math", answered: 8 });
  });

  it("given answers out of 16, when shown as a bar, then the percent is capped at 100", () => {
    expect(progressPercent(0)).toBe(0);
    expect(progressPercent(4)).toBe(25);
    expect(progressPercent(12)).toBe(75);
    expect(progressPercent(16)).toBe(100);
    expect(progressPercent(17)).toBe(100);
    expect(progressPercent(-1)).toBe(0);
  });

  it("given a score with and without a range, when formatted, then the range uses an en dash", () => {
    expect(formatRange({ low: 530, high: 620 })).toBe("530–620");
    expect(formatScore({ finalScore: 560, scoreRange: { low: 530, high: 620 } })).toBe(
      "560 (530–620)",
    );
    expect(formatScore({ finalScore: 560, scoreRange: null })).toBe("560");
  });
});

describe("the diagnostic flow: resuming", () => {
  it("given English already completed, when started, then Math starts at once with no toast or pause", () => {
    const [state, effects] = run(
      initialFlow,
      { type: "begin" },
      {
        type: "started",
        session: session("english", {
          status: "completed",
          finalScore: 580,
          scoreRange: { low: 550, high: 610 },
        }),
      },
    );
    expect(state).toEqual({
      phase: "starting",
      subject: "math",
      scores: { english: { finalScore: 580, scoreRange: { low: 550, high: 610 } } },
    });
    expect(effects).toEqual([
      { type: "start", subject: "english" },
      { type: "start", subject: "math" },
    ]);
  });

  it("given both subjects completed, when started, then the results show after marking complete", () => {
    const done = (subject: DiagnosticSubject, finalScore: number) =>
      session(subject, { status: "completed", finalScore, scoreRange: null });
    const [state, effects] = run(
      initialFlow,
      { type: "begin" },
      { type: "started", session: done("english", 500) },
      { type: "started", session: done("math", 700) },
      { type: "marked-complete" },
    );
    expect(state).toEqual({
      phase: "complete",
      scores: {
        english: { finalScore: 500, scoreRange: null },
        math: { finalScore: 700, scoreRange: null },
      },
      englishBefore: null,
    });
    expect(effects.map((e) => e.type)).toEqual(["start", "start", "mark-complete"]);
  });

  it("given a completed session without a score, when started, then the question call is asked for the result", () => {
    const starting: FlowState = { phase: "starting", subject: "english", scores: {} };
    const [state, effects] = transition(starting, {
      type: "started",
      session: session("english", { status: "completed" }),
    });
    expect(state.phase).toBe("loading");
    expect(effects).toEqual([{ type: "fetch-question", subject: "english" }]);
  });
});

describe("the diagnostic flow: errors", () => {
  it("given the start call fails, when it lands, then 'Failed to start' / 'Please try logging in again', and Try again starts again", () => {
    const [failed, effects] = run(
      initialFlow,
      { type: "begin" },
      { type: "start-failed", failure: { kind: "error", message: "500: boom" } },
    );
    expect(failed).toMatchObject({ phase: "failed", step: "start", subject: "english" });
    expect(toastsOf(effects)).toEqual([
      {
        title: "Failed to start",
        description: "Please try logging in again",
        variant: "destructive",
      },
    ]);
    expect(transition(failed, { type: "retry" })[1]).toEqual([
      { type: "start", subject: "english" },
    ]);
  });

  it("given a question fails to load, when it lands, then 'Failed to load question' / 'Please try again', and Try again fetches it", () => {
    const loading = run(
      initialFlow,
      { type: "begin" },
      {
        type: "started",
        session: session("english", { answeredOverall: 3 }),
      },
    )[0];
    const [failed, effects] = transition(loading, {
      type: "question-failed",
      failure: { kind: "error", message: "502: Bad Gateway" },
    });
    expect(failed).toMatchObject({ phase: "failed", step: "question", answered: 3 });
    expect(toastsOf(effects)).toEqual([
      { title: "Failed to load question", description: "Please try again", variant: "destructive" },
    ]);
    expect(transition(failed, { type: "retry" })).toEqual([
      {
        phase: "loading",
        subject: "english",
        scores: {},
        answered: 3,
        shown: null,
        recovering: false,
      },
      [{ type: "fetch-question", subject: "english" }],
    ]);
  });

  it("given an answer result with an error field, when it lands, then 'Answer submission issue' with that text and no progress", () => {
    const [state, effects] = transition(submittedEnglish, {
      type: "answered",
      result: answer({ error: "That question was already answered." }),
    });
    expect(state).toMatchObject({ phase: "loading", answered: 0, shown: { id: "english-1" } });
    expect(toastsOf(effects)).toEqual([
      {
        title: "Answer submission issue",
        description: "That question was already answered.",
        variant: "destructive",
      },
    ]);
    expect(effects.at(-1)).toEqual({ type: "fetch-question", subject: "english" });
  });

  it("given a refused answer (409), when it lands, then it is an answer submission issue too", () => {
    const [state, effects] = transition(submittedEnglish, {
      type: "answer-failed",
      failure: { kind: "refused", message: "Answer the current question." },
    });
    expect(state).toMatchObject({ phase: "loading", answered: 0, recovering: false });
    expect(toastsOf(effects).map((t) => [t.title, t.description])).toEqual([
      ["Answer submission issue", "Answer the current question."],
    ]);
  });

  it("given a refusal, when the same question comes back, then the student answers it again", () => {
    const [refetching] = transition(submittedEnglish, {
      type: "answered",
      result: answer({ error: "Try again." }),
    });
    const [state] = transition(refetching, {
      type: "question-loaded",
      result: question("english", 1),
    });
    expect(state).toMatchObject({ phase: "question", submitting: false, answered: 0 });
  });

  it("given the answer call fails, when it lands, then 'Failed to submit answer' with the message, and the question is fetched again", () => {
    const [state, effects] = transition(submittedEnglish, {
      type: "answer-failed",
      failure: { kind: "error", message: "We couldn't reach Levelfield. Check your connection." },
    });
    expect(state).toMatchObject({ phase: "loading", recovering: true, answered: 0 });
    expect(effects).toEqual([
      {
        type: "toast",
        toast: {
          title: "Failed to submit answer",
          description: "We couldn't reach Levelfield. Check your connection.",
          variant: "destructive",
        },
      },
      { type: "fetch-question", subject: "english" },
    ]);
  });

  it("given the answer failed, when fetching the question fails too, then home after 3 s", () => {
    const [state, effects] = run(
      submittedEnglish,
      { type: "answer-failed", failure: { kind: "error", message: "500: x" } },
      { type: "question-failed", failure: { kind: "error", message: "500: y" } },
    );
    expect(state).toEqual({ phase: "lost" });
    expect(effects.at(-1)).toEqual({ type: "redirect", to: "/", afterMs: ERROR_REDIRECT_MS });
    expect(ERROR_REDIRECT_MS).toBe(3000);
  });

  it("given the answer failed, when the re-fetched question is the next one, then the diagnostic carries on", () => {
    const [state] = run(
      submittedEnglish,
      { type: "answer-failed", failure: { kind: "error", message: "timeout" } },
      { type: "question-loaded", result: question("english", 2) },
    );
    expect(state).toMatchObject({ phase: "question", answered: 1, question: { id: "english-2" } });
  });

  it("given any call answers 401, when it lands, then 'Please log in' and /api/login after 2 s", () => {
    const loggedOut = { kind: "logged-out" } as const;
    const starting = run(initialFlow, { type: "begin" })[0];
    const loading = run(starting, { type: "started", session: session("english") })[0];
    for (const [state, event] of [
      [starting, { type: "start-failed", failure: loggedOut }],
      [loading, { type: "question-failed", failure: loggedOut }],
      [submittedEnglish, { type: "answer-failed", failure: loggedOut }],
      [onEnglishQuestion, { type: "signed-out" }],
      [initialFlow, { type: "signed-out" }],
    ] as [FlowState, FlowEvent][]) {
      expect(transition(state, event)).toEqual([
        { phase: "logged-out" },
        [{ type: "redirect", to: "/api/login", afterMs: LOGIN_REDIRECT_MS }],
      ]);
    }
    expect(LOGIN_REDIRECT_MS).toBe(2000);
  });

  it("given events that do not belong to the phase, when they arrive, then nothing changes", () => {
    const late: [FlowState, FlowEvent][] = [
      [onEnglishQuestion, { type: "answered", result: answer() }],
      [onEnglishQuestion, { type: "pause-over" }],
      [initialFlow, { type: "question-loaded", result: question("english", 1) }],
      [submittedEnglish, { type: "begin" }],
      [{ phase: "complete", scores: {}, englishBefore: null }, { type: "begin" }],
      [{ phase: "logged-out" }, { type: "signed-out" }],
    ];
    for (const [state, event] of late) {
      const [next, effects] = transition(state, event);
      expect(next).toBe(state);
      expect(effects).toEqual([]);
    }
  });
});

describe("classifyFailure", () => {
  const apiError = (status: number, body: string) => new ApiError(status, "Status", body);

  it("given a 401, when classified, then the session ended", () => {
    expect(classifyFailure(apiError(401, ""))).toEqual({ kind: "logged-out" });
  });

  it("given a 409 with {error, message}, when classified, then a refusal in the server's words", () => {
    expect(
      classifyFailure(
        apiError(409, '{"error":"Conflict","message":"Answer the question on screen."}'),
      ),
    ).toEqual({ kind: "refused", message: "Answer the question on screen." });
    expect(classifyFailure(apiError(409, '{"error":"stale_question"}'))).toEqual({
      kind: "refused",
      message: "stale_question",
    });
  });

  it("given other failures, when classified, then an error with the sentence to show", () => {
    expect(classifyFailure(apiError(500, '{"error":"x","message":"Something broke."}'))).toEqual({
      kind: "error",
      message: "Something broke.",
    });
    expect(classifyFailure(apiError(409, "not json"))).toEqual({
      kind: "error",
      message: "409: not json",
    });
    expect(classifyFailure(new TypeError("Failed to fetch"))).toEqual({
      kind: "error",
      message: "We couldn't reach Levelfield. Check your connection.",
    });
  });
});
