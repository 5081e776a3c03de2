// The diagnostic's state, each subject not started, in progress (the prior, the questions
// served, the one waiting, the answers and the estimate) or completed (the result kept and the
// result first measured), and `evolve`, which applies the recorded facts: the estimates and
// scores are the events' own.
import { assertNever } from "../decider.ts";
import type { ItemParameters, Subject } from "../questions/item.ts";
import { MAX_ITEMS_PER_SUBJECT, type Estimate, type Prior, type Response } from "./engine.ts";
import type { DiagnosticEvent } from "./events.ts";

export type SubjectResult = {
  estimate: Estimate;
  score: number;
  range: { low: number; high: number };
};

export type SubjectState =
  | { status: "not_started" }
  | {
      status: "in_progress";
      prior: Prior;
      responses: { questionId: string; irt: ItemParameters; correct: boolean }[];
      served: string[];
      /** The served question not yet answered, if any. */
      pending: string | null;
      estimate: Estimate;
    }
  | {
      status: "completed";
      served: string[];
      responses: readonly Response[];
      /** The result the student keeps: the last DiagnosticScoreRevised's, or else `measured`. */
      result: SubjectResult;
      /** The result first measured, when the subject ended (its DiagnosticSubjectCompleted):
       *  the score the "English Complete!" toast showed, which a revision does not change. */
      measured: SubjectResult;
    };

export type DiagnosticState = Record<Subject, SubjectState>;

export const initialDiagnosticState: DiagnosticState = {
  english: { status: "not_started" },
  math: { status: "not_started" },
};

/** How many questions this subject may still ask (for the progress bar and the API). */
export function questionsRemaining(state: SubjectState): number {
  if (state.status === "completed") return 0;
  if (state.status === "not_started") return MAX_ITEMS_PER_SUBJECT;
  return MAX_ITEMS_PER_SUBJECT - state.responses.length;
}

/**
 * A finished subject's result as first measured, when the subject ended
 * (DiagnosticSubjectCompleted), before any revision (DiagnosticScoreRevised: English, re-scored
 * with the Math answers once Math ends); null before the subject ends. Its score differs from
 * the kept result's when the revision moved it.
 */
export function firstMeasured(state: SubjectState): SubjectResult | null {
  return state.status === "completed" ? state.measured : null;
}

/** Questions answered in a subject. */
export function answeredIn(state: SubjectState): number {
  if (state.status === "completed") return state.served.length;
  if (state.status === "not_started") return 0;
  return state.responses.length;
}

export function evolve(state: DiagnosticState, event: DiagnosticEvent): DiagnosticState {
  const { subject } = event.data;
  const current = state[subject];
  switch (event.type) {
    case "DiagnosticSubjectStarted":
      return {
        ...state,
        [subject]: {
          status: "in_progress",
          prior: event.data.prior,
          responses: [],
          served: [],
          pending: null,
          estimate: { theta: event.data.prior.mean, se: event.data.prior.sd },
        },
      };
    case "DiagnosticQuestionServed":
      if (current.status !== "in_progress") return state;
      return {
        ...state,
        [subject]: {
          ...current,
          served: [...current.served, event.data.questionId],
          pending: event.data.questionId,
        },
      };
    case "DiagnosticAnswerRecorded":
      if (current.status !== "in_progress") return state;
      return {
        ...state,
        [subject]: {
          ...current,
          responses: [
            ...current.responses,
            {
              questionId: event.data.questionId,
              irt: event.data.irt,
              correct: event.data.correct,
            },
          ],
          pending: null,
          estimate: event.data.after,
        },
      };
    case "DiagnosticSubjectCompleted": {
      const result = {
        estimate: event.data.estimate,
        score: event.data.score,
        range: event.data.range,
      };
      return {
        ...state,
        [subject]: {
          status: "completed",
          served: current.status === "in_progress" ? current.served : [],
          responses: current.status === "in_progress" ? current.responses : [],
          result,
          measured: result,
        },
      };
    }
    case "DiagnosticScoreRevised":
      if (current.status !== "completed") return state;
      return {
        ...state,
        [subject]: {
          ...current,
          result: {
            estimate: event.data.estimate,
            score: event.data.score,
            range: event.data.range,
          },
        },
      };
    default:
      return assertNever(event);
  }
}
