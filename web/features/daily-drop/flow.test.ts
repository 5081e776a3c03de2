// The Daily Drop's flow without a browser: each event's next state and effects, from opening
// the screen through five answers (and a skip) to the completion screen; resuming after a
// reload; idempotency keys on retries; and the failures (spec §8, 401, 409).
import { describe, expect, it } from "vitest";
import type {
  DailyDrop,
  DailyDropAnswerResult,
  DailyDropQuestion,
} from "../../../api/schemas/practice.ts";
import { ApiError } from "../../lib/api.ts";
import {
  answeredCount,
  isLastQuestion,
  progressPercent,
  savedOnScreen,
  showsTip,
} from "./flow-progress.ts";
import {
  initialFlow,
  LOGIN_REDIRECT_MS,
  NO_QUESTIONS_TEXT,
  QUESTIONS_PER_DAY,
  type Answered,
  type FlowEffect,
  type FlowEvent,
  type FlowState,
} from "./flow-state.ts";
import { transition } from "./flow.ts";
import { classifyFailure, newIdempotencyKey, progressAfterAnswer } from "./queries.ts";

function question(n: number, changes: Partial<DailyDropQuestion> = {}): DailyDropQuestion {
  const subject = n <= 3 ? "english" : "math";
  return {
    id: `q${n}`,
    subject,
    subsection: subject === "math" ? "linear_functions" : "words_in_context",
    level_1_to_12: 4 + n,
    passage: null,
    question_text: `Question ${n}?`,
    options: ["1", "2", "3", "4"],
    slot: "practice",
    answered: null,
    ...changes,
  };
}

const answeredRight: Answered = {
  isCorrect: true,
  xp: 12,
  performanceCategory: "solid",
  correctAnswer: "B",
  explanation: "Because.",
  userAnswer: "B",
  isSkipped: false,
};

function drop(answered = 0, completed = false): DailyDrop {
  return {
    day: "2026-11-21",
    questions: [1, 2, 3, 4, 5].map((n) =>
      question(n, n <= answered ? { answered: answeredRight } : {}),
    ),
    completed,
  };
}

function result(changes: Partial<DailyDropAnswerResult> = {}): DailyDropAnswerResult {
  return {
    isCorrect: true,
    xp: 12,
    performanceCategory: "solid",
    correctAnswer: "B",
    explanation: "Because.",
    userAnswer: "B",
    isSkipped: false,
    shouldLevelUp: null,
    bonusXp: 0,
    totalXP: 112,
    todayXP: 12,
    questionsCompleted: 1,
    isCompleted: false,
    streakDays: 3,
    ...changes,
  };
}

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

type QuestionState = Extract<FlowState, { phase: "question" }>;

function asQuestion(state: FlowState): QuestionState {
  if (state.phase !== "question") throw new Error(`expected a question, got ${state.phase}`);
  return state;
}

/** The state with the first question of a fresh drop on screen. */
const onFirst = asQuestion(
  run(initialFlow, { type: "open" }, { type: "drop-loaded", drop: drop() })[0],
);

const submitB: FlowEvent = { type: "submit", answer: "B", responseTime: 4200.4, key: "key-1" };
const submittedFirst = asQuestion(transition(onFirst, submitB)[0]);
const answeredFirst = asQuestion(
  transition(submittedFirst, { type: "answered", result: result() })[0],
);

const toastsOf = (effects: FlowEffect[]) =>
  effects.flatMap((e) => (e.type === "toast" ? [e.toast] : []));

describe("the Daily Drop flow: the happy path", () => {
  it("given the screen opens, when the flow starts, then today's drop is fetched once", () => {
    expect(transition(initialFlow, { type: "open" })).toEqual([
      { phase: "loading", reason: "start", focus: null, totals: null },
      [{ type: "fetch-drop" }],
    ]);
    const loading = transition(initialFlow, { type: "open" })[0];
    expect(transition(loading, { type: "open" })).toEqual([loading, []]);
  });

  it("given a fresh drop, when it lands, then its first question is on screen with nothing answered", () => {
    expect(onFirst).toMatchObject({
      phase: "question",
      day: "2026-11-21",
      index: 0,
      submitting: null,
      failed: null,
      feedback: null,
    });
    expect(answeredCount(onFirst.questions)).toBe(0);
    expect(isLastQuestion(onFirst)).toBe(false);
  });

  it("given a question on screen, when an answer is submitted, then one call goes out with the spec's body and the key", () => {
    const [state, effects] = transition(onFirst, submitB);
    expect(effects).toEqual([
      {
        type: "answer",
        key: "key-1",
        body: {
          questionId: "q1",
          userAnswer: "B",
          responseTime: 4200,
          subjectType: "english",
          difficultyLevel: 5,
          isSkipped: false,
        },
        day: "2026-11-21",
        queue: false,
      },
    ]);
    expect(asQuestion(state).submitting?.key).toBe("key-1");
  });

  it('given a question on screen, when skipped, then it is an answer with userAnswer "" and isSkipped', () => {
    const [, effects] = transition(onFirst, { type: "skip", responseTime: 900, key: "key-s" });
    expect(effects).toEqual([
      {
        type: "answer",
        key: "key-s",
        body: {
          questionId: "q1",
          userAnswer: "",
          responseTime: 900,
          subjectType: "english",
          difficultyLevel: 5,
          isSkipped: true,
        },
        day: "2026-11-21",
        queue: false,
      },
    ]);
  });

  it("given an answer in flight, when Submit or Skip is pressed again, then nothing more is sent", () => {
    for (const event of [
      { ...submitB, key: "key-2" },
      { type: "skip", responseTime: 1, key: "key-3" },
    ] satisfies FlowEvent[]) {
      expect(transition(submittedFirst, event)).toEqual([submittedFirst, []]);
    }
  });

  it("given an answer in flight, when its result lands, then the feedback shows, the question counts as answered and the caches are refreshed", () => {
    const [state, effects] = transition(submittedFirst, { type: "answered", result: result() });
    expect(state).toMatchObject({
      phase: "question",
      index: 0,
      submitting: null,
      feedback: { answered: answeredRight, shouldLevelUp: null, bonusXp: 0 },
      totals: {
        totalXP: 112,
        todayXP: 12,
        streakDays: 3,
        questionsCompleted: 1,
        isCompleted: false,
      },
    });
    expect(answeredCount(asQuestion(state).questions)).toBe(1);
    expect(effects).toEqual([{ type: "answer-recorded", result: result(), subject: "english" }]);
  });

  it("given a skip's result, when it lands, then the feedback records it as skipped with no choice", () => {
    const [state] = run(
      onFirst,
      { type: "skip", responseTime: 900, key: "k" },
      {
        type: "answered",
        result: result({
          isCorrect: false,
          xp: -1,
          performanceCategory: "skipped",
          userAnswer: "",
          isSkipped: true,
        }),
      },
    );
    expect(asQuestion(state).feedback?.answered).toMatchObject({
      userAnswer: "",
      isSkipped: true,
      isCorrect: false,
      xp: -1,
    });
  });

  it("given a level-up in the result, when it lands, then the feedback carries it for the banner", () => {
    const levelUp = { subject: "english" as const, newLevel: 6 };
    const [state] = transition(submittedFirst, {
      type: "answered",
      result: result({ shouldLevelUp: levelUp }),
    });
    expect(asQuestion(state).feedback?.shouldLevelUp).toEqual(levelUp);
  });

  it("given the feedback, when Next is pressed, then the next question shows with no feedback", () => {
    const [state, effects] = transition(answeredFirst, { type: "next" });
    expect(state).toMatchObject({ phase: "question", index: 1, feedback: null });
    expect(effects).toEqual([]);
  });

  it("given no feedback yet, when Next is pressed, then nothing happens", () => {
    expect(transition(onFirst, { type: "next" })).toEqual([onFirst, []]);
  });

  it("given the last question answered, when Complete Session is pressed, then the drop is fetched again and its completed state shows", () => {
    let state: FlowState = onFirst;
    for (let n = 1; n <= 5; n++) {
      [state] = run(
        state,
        { type: "submit", answer: "B", responseTime: 1000, key: `k${n}` },
        {
          type: "answered",
          result: result({ questionsCompleted: n, isCompleted: n === 5, todayXP: 12 * n }),
        },
      );
      expect(isLastQuestion(asQuestion(state))).toBe(n === 5);
      if (n < 5) [state] = transition(state, { type: "next" });
    }
    const [finishing, effects] = transition(state, { type: "next" });
    expect(finishing).toMatchObject({ phase: "loading", reason: "finish" });
    expect(effects).toEqual([{ type: "fetch-drop" }]);
    const [done] = transition(finishing, { type: "drop-loaded", drop: drop(5, true) });
    expect(done).toMatchObject({
      phase: "complete",
      day: "2026-11-21",
      totals: { todayXP: 60, questionsCompleted: 5, isCompleted: true },
    });
    expect(answeredCount((done as Extract<FlowState, { phase: "complete" }>).questions)).toBe(5);
  });

  it("given a completed drop, when any event arrives, then the completion screen stays", () => {
    const done = transition(transition(initialFlow, { type: "open" })[0], {
      type: "drop-loaded",
      drop: drop(5, true),
    })[0];
    for (const event of [{ type: "next" }, submitB, { type: "retry" }] satisfies FlowEvent[]) {
      expect(transition(done, event)).toEqual([done, []]);
    }
  });
});

describe("the tip card (spec §3: on the first question before answering)", () => {
  it("given the first question on screen, when not yet answered (or its answer on the way), then the tip shows", () => {
    expect(showsTip(onFirst)).toBe(true);
    expect(showsTip(submittedFirst)).toBe(true);
  });

  it("given the first question answered, when its feedback shows and after Next, then the tip is gone", () => {
    expect(showsTip(answeredFirst)).toBe(false);
    expect(showsTip(asQuestion(transition(answeredFirst, { type: "next" })[0]))).toBe(false);
  });

  it("given a reload after the first answer, when the drop resumes further on, then no tip", () => {
    const resumed = asQuestion(
      run(initialFlow, { type: "open" }, { type: "drop-loaded", drop: drop(1) })[0],
    );
    expect(resumed.index).toBe(1);
    expect(showsTip(resumed)).toBe(false);
  });
});

describe("the Daily Drop flow: resuming after a reload", () => {
  const open = (d: DailyDrop) =>
    run(initialFlow, { type: "open" }, { type: "drop-loaded", drop: d })[0];

  it("given two questions already answered, when the drop loads, then the third is on screen and the bar counts two", () => {
    const state = asQuestion(open(drop(2)));
    expect(state.index).toBe(2);
    expect(state.feedback).toBeNull();
    expect(answeredCount(state.questions)).toBe(2);
  });

  it("given an answered question after an open one, when the drop loads, then the first open one shows", () => {
    const d = drop(0);
    d.questions[1] = { ...d.questions[1]!, answered: answeredRight };
    const state = asQuestion(open(d));
    expect(state.index).toBe(0);
    // Answer the first: Next skips the one already answered.
    const [after] = run(state, submitB, { type: "answered", result: result() }, { type: "next" });
    expect(asQuestion(after).index).toBe(2);
  });

  it("given every question answered, or the drop marked completed, when it loads, then the completion screen shows", () => {
    expect(open(drop(5))).toMatchObject({ phase: "complete" });
    expect(open(drop(3, true))).toMatchObject({ phase: "complete" });
  });

  it("given the last open question on screen, when its feedback shows, then the button is Complete Session", () => {
    const [state] = run(open(drop(4)), submitB, { type: "answered", result: result() });
    expect(isLastQuestion(asQuestion(state))).toBe(true);
  });

  it("given a drop with no questions, when it loads, then the screen says so", () => {
    expect(open({ day: "2026-11-21", questions: [], completed: false })).toEqual({
      phase: "unavailable",
      message: NO_QUESTIONS_TEXT,
    });
  });
});

describe("the Daily Drop flow: failures", () => {
  it("given an answer call that fails, when it lands, then 'Error' / 'Failed to submit answer' and the question is usable again", () => {
    const [state, effects] = transition(submittedFirst, {
      type: "answer-failed",
      failure: { kind: "error", message: "500: boom" },
    });
    expect(toastsOf(effects)).toEqual([
      { title: "Error", description: "Failed to submit answer", variant: "destructive" },
    ]);
    expect(state).toMatchObject({ phase: "question", index: 0, submitting: null, feedback: null });
    expect(effects.filter((e) => e.type !== "toast")).toEqual([]);
  });

  it("given a failed answer, when the same answer is sent again, then it goes under the same key and body", () => {
    const [failed] = transition(submittedFirst, {
      type: "answer-failed",
      failure: { kind: "error", message: "network" },
    });
    const [, effects] = transition(failed, {
      type: "submit",
      answer: "B",
      responseTime: 9000,
      key: "key-new",
    });
    expect(effects).toEqual([
      { type: "answer", ...submittedFirst.submitting!, day: "2026-11-21", queue: false },
    ]);
    expect(submittedFirst.submitting!.key).toBe("key-1");
  });

  it("given a failed answer, when a different answer (or a skip) is sent, then it gets a fresh key", () => {
    const [failed] = transition(submittedFirst, {
      type: "answer-failed",
      failure: { kind: "error", message: "network" },
    });
    const [, other] = transition(failed, {
      type: "submit",
      answer: "C",
      responseTime: 9000,
      key: "key-c",
    });
    expect(other).toMatchObject([{ type: "answer", key: "key-c", body: { userAnswer: "C" } }]);
    const [, skip] = transition(failed, { type: "skip", responseTime: 9000, key: "key-s" });
    expect(skip).toMatchObject([{ type: "answer", key: "key-s", body: { isSkipped: true } }]);
  });

  it("given the server refuses the answer (409), when it lands, then its words show and the drop is read again, keeping the question in view", () => {
    const [state, effects] = transition(submittedFirst, {
      type: "answer-failed",
      failure: { kind: "refused", message: "This question is already answered." },
    });
    expect(toastsOf(effects)).toEqual([
      { title: "Error", description: "This question is already answered.", variant: "destructive" },
    ]);
    expect(state).toEqual({ phase: "loading", reason: "resync", focus: "q1", totals: null });
    expect(effects.at(-1)).toEqual({ type: "fetch-drop" });
    // It had landed after all (another tab): its result shows, with Next.
    const [after] = transition(state, { type: "drop-loaded", drop: drop(1) });
    expect(after).toMatchObject({
      phase: "question",
      index: 0,
      feedback: { answered: answeredRight, shouldLevelUp: null, bonusXp: 0 },
    });
  });

  it("given the refused question is not in the drop any more (a new day), when it loads, then its first open question shows", () => {
    const [state] = transition(submittedFirst, {
      type: "answer-failed",
      failure: { kind: "refused", message: "Not in today's drop." },
    });
    const fresh = drop();
    fresh.questions = fresh.questions.map((q) => ({ ...q, id: `new-${q.id}` }));
    expect(transition(state, { type: "drop-loaded", drop: fresh })[0]).toMatchObject({
      phase: "question",
      index: 0,
      feedback: null,
    });
  });

  it("given the session ended, when any call answers 401, then 'Please log in' and /api/login after 2 s", () => {
    const loggedOut: [FlowState, FlowEffect[]] = [
      { phase: "logged-out" },
      [{ type: "redirect", to: "/api/login", afterMs: LOGIN_REDIRECT_MS }],
    ];
    const loading = transition(initialFlow, { type: "open" })[0];
    expect(transition(loading, { type: "drop-failed", failure: { kind: "logged-out" } })).toEqual(
      loggedOut,
    );
    expect(
      transition(submittedFirst, { type: "answer-failed", failure: { kind: "logged-out" } }),
    ).toEqual(loggedOut);
    expect(transition(onFirst, { type: "signed-out" })).toEqual(loggedOut);
    expect(LOGIN_REDIRECT_MS).toBe(2000);
    expect(transition(loggedOut[0], { type: "signed-out" })).toEqual([loggedOut[0], []]);
  });

  it("given an empty question bank (409 with a message), when the drop is asked for, then that message shows, and Try again asks again", () => {
    const loading = transition(initialFlow, { type: "open" })[0];
    const [state] = transition(loading, {
      type: "drop-failed",
      failure: { kind: "refused", message: "No questions are available yet." },
    });
    expect(state).toEqual({ phase: "unavailable", message: "No questions are available yet." });
    expect(transition(state, { type: "retry" })).toEqual([loading, [{ type: "fetch-drop" }]]);
  });

  it("given any other failure, when the drop is asked for, then the failure shows, and Try again asks again", () => {
    const loading = transition(initialFlow, { type: "open" })[0];
    const [state] = transition(loading, {
      type: "drop-failed",
      failure: { kind: "error", message: "We couldn't reach Levelfield." },
    });
    expect(state).toEqual({ phase: "failed", message: "We couldn't reach Levelfield." });
    expect(transition(state, { type: "retry" })[1]).toEqual([{ type: "fetch-drop" }]);
  });

  it("given no answer in flight, when a late result arrives, then nothing changes", () => {
    expect(transition(onFirst, { type: "answered", result: result() })).toEqual([onFirst, []]);
    expect(transition(answeredFirst, { type: "answered", result: result() })).toEqual([
      answeredFirst,
      [],
    ]);
  });
});

describe("the Daily Drop's numbers", () => {
  it("given the spec, when counting, then a drop is 5 questions", () => {
    expect(QUESTIONS_PER_DAY).toBe(5);
  });

  it("given answers out of a total, when drawing the bar, then a percent within 0–100", () => {
    expect(progressPercent(2, 5)).toBe(40);
    expect(progressPercent(6, 5)).toBe(100);
    expect(progressPercent(0, 0)).toBe(0);
  });
});

describe("the Daily Drop's calls", () => {
  it("given API errors, when classified, then 401 is logged out, 409 with a sentence is a refusal, the rest failures", () => {
    expect(classifyFailure(new ApiError(401, "Unauthorized", ""))).toEqual({ kind: "logged-out" });
    expect(
      classifyFailure(
        new ApiError(409, "Conflict", '{"error":"Conflict","message":"No questions yet."}'),
      ),
    ).toEqual({ kind: "refused", message: "No questions yet." });
    expect(classifyFailure(new ApiError(409, "Conflict", ""))).toEqual({
      kind: "error",
      message: "409: Conflict",
    });
    expect(classifyFailure(new ApiError(500, "Internal Server Error", ""))).toEqual({
      kind: "error",
      message: "500: Internal Server Error",
    });
  });

  it("given two submissions, when keys are made, then each is a distinct version 4 UUID", () => {
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
  });

  it("given no crypto.randomUUID (an insecure context), when a key is made, then it is still a version 4 UUID", () => {
    const original = globalThis.crypto.randomUUID;
    try {
      Object.defineProperty(globalThis.crypto, "randomUUID", {
        value: undefined,
        configurable: true,
      });
      expect(newIdempotencyKey()).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    } finally {
      Object.defineProperty(globalThis.crypto, "randomUUID", {
        value: original,
        configurable: true,
      });
    }
  });

  it("given cached progress, when an answer lands, then today's session, totals and a level-up are applied at once", () => {
    const before = {
      todaySession: { isCompleted: false, questionsCompleted: 1, totalXP: 12 },
      questionMix: { english: 3, math: 2 },
      streakDays: 2,
      totalXP: 100,
      currentLevels: { english: 5, math: 4 },
    };
    expect(
      progressAfterAnswer(
        before,
        result({
          questionsCompleted: 2,
          todayXP: 25,
          totalXP: 113,
          streakDays: 2,
          shouldLevelUp: { subject: "math", newLevel: 5 },
        }),
      ),
    ).toEqual({
      todaySession: { isCompleted: false, questionsCompleted: 2, totalXP: 25 },
      questionMix: { english: 3, math: 2 },
      streakDays: 2,
      totalXP: 113,
      currentLevels: { english: 5, math: 5 },
    });
  });
});

describe("the Daily Drop flow: offline", () => {
  const savedFirst = asQuestion(transition(submittedFirst, { type: "answer-saved" })[0]);

  it("given an answer in flight, when it is saved on the device, then the question shows as saved, counts in the bar, and cannot be answered again", () => {
    expect(savedFirst).toMatchObject({ index: 0, submitting: null, feedback: null });
    expect(savedOnScreen(savedFirst)).toEqual({ questionId: "q1", userAnswer: "B" });
    expect(answeredCount(savedFirst.questions, savedFirst.pending)).toBe(1);
    expect(showsTip(savedFirst)).toBe(false);
    expect(transition(savedFirst, { ...submitB, key: "key-again" })).toEqual([savedFirst, []]);
    expect(transition(savedFirst, { type: "skip", responseTime: 1, key: "k" })).toEqual([
      savedFirst,
      [],
    ]);
  });

  it("given a saved answer, when Next is pressed, then the next open question shows and its answer waits behind the saved one", () => {
    const [onSecond] = transition(savedFirst, { type: "next" });
    expect(onSecond).toMatchObject({ phase: "question", index: 1, feedback: null });
    const [, effects] = transition(onSecond, { ...submitB, key: "key-2" });
    expect(effects).toMatchObject([{ type: "answer", key: "key-2", queue: true }]);
  });

  it("given every question answered or saved, when Next is pressed on the last, then the offline summary shows, and a sync reads the drop to finish", () => {
    let state: FlowState = savedFirst;
    for (let n = 2; n <= 5; n++) {
      state = run(
        state,
        { type: "next" },
        { ...submitB, key: `k${n}` },
        { type: "answer-saved" },
      )[0];
    }
    expect(isLastQuestion(asQuestion(state))).toBe(true);
    const [summary, none] = transition(state, { type: "next" });
    expect(none).toEqual([]);
    expect(summary).toMatchObject({ phase: "saved", day: "2026-11-21" });
    expect(summary.phase === "saved" && summary.pending.map((p) => p.questionId)).toEqual([
      "q1",
      "q2",
      "q3",
      "q4",
      "q5",
    ]);
    expect(transition(summary, { type: "next" })).toEqual([summary, []]);
    const [finishing, effects] = transition(summary, { type: "queue-synced" });
    expect(finishing).toMatchObject({ phase: "loading", reason: "finish" });
    expect(effects).toEqual([{ type: "fetch-drop" }]);
  });

  it("given answers saved before a reload, when the drop is read again, then they show as saved and the first open question is on screen", () => {
    const pending = [
      { questionId: "q1", userAnswer: "A" as const },
      { questionId: "q2", userAnswer: "" as const },
    ];
    const [state] = run(
      initialFlow,
      { type: "open" },
      { type: "drop-loaded", drop: drop(), pending },
    );
    const shown = asQuestion(state);
    expect(shown.index).toBe(2);
    expect(answeredCount(shown.questions, shown.pending)).toBe(2);
    expect(savedOnScreen(shown)).toBeNull();
  });

  it("given a saved answer the server already has, when the drop is read, then it is a result, not saved", () => {
    const pending = [{ questionId: "q1", userAnswer: "B" as const }];
    const [state] = run(
      initialFlow,
      { type: "open" },
      { type: "drop-loaded", drop: drop(1), pending },
    );
    expect(asQuestion(state).pending).toEqual([]);
    expect(asQuestion(state).index).toBe(1);
  });

  it("given every question saved before a reload, when the drop is read, then the offline summary shows", () => {
    const pending = [1, 2, 3, 4, 5].map((n) => ({ questionId: `q${n}`, userAnswer: "C" as const }));
    const [state] = run(
      initialFlow,
      { type: "open" },
      { type: "drop-loaded", drop: drop(), pending },
    );
    expect(state.phase).toBe("saved");
  });

  it("given the saved question on screen, when the queue is sent, then the drop is read again and the question's result shows", () => {
    const [loading, effects] = transition(savedFirst, { type: "queue-synced" });
    expect(loading).toMatchObject({ phase: "loading", reason: "resync", focus: "q1" });
    expect(effects).toEqual([{ type: "fetch-drop" }]);
    const [state] = transition(loading, { type: "drop-loaded", drop: drop(1), pending: [] });
    expect(state).toMatchObject({
      phase: "question",
      index: 0,
      feedback: { answered: answeredRight },
      pending: [],
    });
  });

  it("given nothing saved, when a queue elsewhere is sent, then the question on screen is left alone", () => {
    expect(transition(onFirst, { type: "queue-synced" })).toEqual([onFirst, []]);
    expect(transition(submittedFirst, { type: "queue-synced" })).toEqual([submittedFirst, []]);
  });

  it("given an offline drop whose day is over, when that is noticed, then no answer is taken and a retry reads today's drop", () => {
    const [over, none] = transition(savedFirst, { type: "day-ended" });
    expect(none).toEqual([]);
    expect(over).toEqual({
      phase: "day-over",
      day: "2026-11-21",
      pending: [{ questionId: "q1", userAnswer: "B" }],
    });
    expect(transition(over, submitB)).toEqual([over, []]);
    expect(transition(over, { type: "retry" })[0]).toMatchObject({
      phase: "loading",
      reason: "start",
    });
    expect(transition(over, { type: "queue-synced" })[1]).toEqual([{ type: "fetch-drop" }]);
  });
});
