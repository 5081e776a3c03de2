// The Daily Drop's flow as a pure state machine: `transition(state, event)` answers the next
// state and the effects to run (calls, toasts, the cache refresh, the logged-out redirect), so
// every step is tested without a browser. The screen runs the effects and feeds their outcomes
// back as events (use-daily-drop-flow.ts).
//
// Open the screen → GET /api/daily-drop. Each question comes with `answered` (null, or its
// result), so a reload resumes at the first unanswered one; a finished drop shows the completion
// screen. Answer (or skip: an answer with userAnswer "" and isSkipped) → POST
// /api/daily-drop/answer → feedback, then Next Question, or Complete Session once none is left,
// which re-fetches the drop and shows the completed state. One answer in flight at a time. A
// failed answer keeps its Idempotency-Key, so sending the same answer again cannot count twice.
// An event that does not belong to the current phase (a late answer, a second click) changes
// nothing.
//
// Offline (docs/web.md, "Offline Daily Drop"): an answer that cannot reach the server (no
// network) is kept on the device (web/lib/offline/answer-queue.ts) and the question shows as
// saved, not answered; Next goes on, and once every question is answered or saved the summary
// says the results come when back online. A reload merges the saved answers into the drop, so a
// saved question is never answered twice. While answers wait, a new answer joins the queue
// behind them (the order is kept). When the queue has been sent the drop is read again and the
// results show. If the drop's day has ended on the device's clock while offline, no new answer
// is taken.
import { answeredOf } from "../../components/question-card/feedback-model.ts";
import type { DailyDrop, DailyDropAnswerResult } from "../../../api/schemas/practice.ts";
import { isOpen, pendingOf, savedOnScreen } from "./flow-progress.ts";
import {
  LOGIN_REDIRECT_MS,
  NO_QUESTIONS_TEXT,
  toasts,
  type Answered,
  type FlowEvent,
  type FlowState,
  type Letter,
  type PendingAnswer,
  type Submission,
  type Totals,
  type Transition,
} from "./flow-state.ts";

const unchanged = (state: FlowState): Transition => [state, []];

const loggedOut = (): Transition => [
  { phase: "logged-out" },
  [{ type: "redirect", to: "/api/login", afterMs: LOGIN_REDIRECT_MS }],
];

const load = (
  reason: "start" | "finish" | "resync",
  totals: Totals | null = null,
  focus: string | null = null,
): Transition => [{ phase: "loading", reason, focus, totals }, [{ type: "fetch-drop" }]];

function totalsOf(result: DailyDropAnswerResult): Totals {
  const { totalXP, todayXP, streakDays, questionsCompleted, isCompleted } = result;
  return { totalXP, todayXP, streakDays, questionsCompleted, isCompleted };
}

/** The state a freshly read drop puts the screen in, with the answers saved on the device. */
function fromDrop(
  drop: DailyDrop,
  totals: Totals | null,
  focus: string | null,
  saved: readonly PendingAnswer[],
): Transition {
  const { day, questions } = drop;
  if (questions.length === 0) return [{ phase: "unavailable", message: NO_QUESTIONS_TEXT }, []];
  // A saved answer the server already has is no longer waiting.
  const pending = saved.filter((p) => questions.some((q) => q.id === p.questionId && !q.answered));
  const open = questions.findIndex((q) => isOpen(q, pending));
  if (drop.completed || (open === -1 && pending.length === 0)) {
    return [{ phase: "complete", day, questions, totals }, []];
  }
  // After a refusal or a sync: if the question on screen was answered after all, show its
  // result; if it is still saved, show it as saved.
  const focused = focus === null ? -1 : questions.findIndex((q) => q.id === focus);
  const answered = focused === -1 ? null : questions[focused]!.answered;
  const stillSaved = focused !== -1 && pendingOf(pending, focus!) !== null;
  if (open === -1 && !answered && !stillSaved) {
    return [{ phase: "saved", day, questions, pending, totals }, []];
  }
  const base = {
    phase: "question",
    day,
    questions,
    submitting: null,
    failed: null,
    pending,
    totals,
  } as const;
  if (answered) {
    return [
      { ...base, index: focused, feedback: { answered, shouldLevelUp: null, bonusXp: 0 } },
      [],
    ];
  }
  if (stillSaved) return [{ ...base, index: focused, feedback: null }, []];
  return [{ ...base, index: open, feedback: null }, []];
}

/** The most the answer body accepts as a response time (a day). */
const MAX_RESPONSE_TIME_MS = 86_400_000;

/** The body for this answer, and its key: the failed answer's own when it is the same again. */
function submission(
  state: Extract<FlowState, { phase: "question" }>,
  userAnswer: Letter | "",
  responseTime: number,
  key: string,
): Submission {
  const question = state.questions[state.index]!;
  const isSkipped = userAnswer === "";
  const { failed } = state;
  if (
    failed &&
    failed.body.questionId === question.id &&
    failed.body.userAnswer === userAnswer &&
    failed.body.isSkipped === isSkipped
  ) {
    return failed;
  }
  return {
    key,
    body: {
      questionId: question.id,
      userAnswer,
      responseTime: Math.min(MAX_RESPONSE_TIME_MS, Math.max(0, Math.round(responseTime))),
      subjectType: question.subject,
      difficultyLevel: question.level_1_to_12,
      isSkipped,
    },
  };
}

export function transition(state: FlowState, event: FlowEvent): Transition {
  if (event.type === "signed-out") {
    return state.phase === "logged-out" ? unchanged(state) : loggedOut();
  }

  switch (state.phase) {
    case "idle":
      return event.type === "open" ? load("start") : unchanged(state);

    case "loading":
      if (event.type === "drop-loaded") {
        return fromDrop(event.drop, state.totals, state.focus, event.pending ?? []);
      }
      if (event.type === "drop-failed") {
        const { failure } = event;
        if (failure.kind === "logged-out") return loggedOut();
        if (failure.kind === "refused")
          return [{ phase: "unavailable", message: failure.message }, []];
        return [{ phase: "failed", message: failure.message }, []];
      }
      return unchanged(state);

    case "question": {
      const { submitting, feedback, index, pending } = state;
      const saved = savedOnScreen(state);
      if (event.type === "submit" || event.type === "skip") {
        // One answer at a time, once; a saved one is not answered again.
        if (submitting || feedback || saved) return unchanged(state);
        const answer = event.type === "submit" ? event.answer : "";
        const sent = submission(state, answer, event.responseTime, event.key);
        return [
          { ...state, submitting: sent },
          [{ type: "answer", ...sent, day: state.day, queue: pending.length > 0 }],
        ];
      }
      if (event.type === "next") {
        if ((!feedback && !saved) || submitting) return unchanged(state);
        const open = state.questions.findIndex((q) => isOpen(q, pending));
        if (open === -1) {
          if (pending.length === 0) return load("finish", state.totals);
          const { day, questions, totals } = state;
          return [{ phase: "saved", day, questions, pending, totals }, []];
        }
        return [{ ...state, index: open, feedback: null, failed: null }, []];
      }
      if (event.type === "queue-synced") {
        if (pending.length === 0 || submitting) return unchanged(state);
        return load("resync", state.totals, saved ? state.questions[index]!.id : null);
      }
      if (event.type === "day-ended") return [{ phase: "day-over", day: state.day, pending }, []];
      if (!submitting) return unchanged(state);
      if (event.type === "answer-saved") {
        const { questionId, userAnswer } = submitting.body;
        return [
          {
            ...state,
            submitting: null,
            failed: null,
            pending: [...pending, { questionId, userAnswer }],
          },
          [],
        ];
      }
      if (event.type === "answered") {
        const { result } = event;
        const question = state.questions[index]!;
        const answered: Answered = answeredOf(result);
        const questions = state.questions.map((q, i) => (i === index ? { ...q, answered } : q));
        return [
          {
            ...state,
            questions,
            submitting: null,
            failed: null,
            feedback: { answered, shouldLevelUp: result.shouldLevelUp, bonusXp: result.bonusXp },
            totals: totalsOf(result),
          },
          [{ type: "answer-recorded", result, subject: question.subject }],
        ];
      }
      if (event.type === "answer-failed") {
        const { failure } = event;
        if (failure.kind === "logged-out") return loggedOut();
        if (failure.kind === "refused") {
          // The server has moved on (another tab, a new day): read where things stand.
          const [next, effects] = load("resync", state.totals, state.questions[index]!.id);
          return [
            next,
            [{ type: "toast", toast: toasts.answerRefused(failure.message) }, ...effects],
          ];
        }
        // It may or may not have landed: the same answer again goes under the same key.
        return [
          { ...state, submitting: null, failed: submitting },
          [{ type: "toast", toast: toasts.answerFailed }],
        ];
      }
      return unchanged(state);
    }

    case "failed":
    case "unavailable":
      return event.type === "retry" ? load("start") : unchanged(state);

    case "saved":
      return event.type === "queue-synced" ? load("finish", state.totals) : unchanged(state);

    case "day-over":
      // Back online with the queue sent: today's drop.
      return event.type === "queue-synced" || event.type === "retry"
        ? load("start")
        : unchanged(state);

    case "complete":
    case "logged-out":
      return unchanged(state);
  }
}
