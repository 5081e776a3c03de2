// The diagnostic (stream diagnostic-<userId>): English first, then Math, each a computerised
// adaptive test of 6–8 questions (engine.ts). Every step is an event, so a diagnostic left
// half-way resumes exactly where it stopped: the question served is recorded before the student
// sees it, and asking again serves the same one until it is answered.
import { z } from "zod";
import { assertNever, CommandRefused, type Decider } from "../decider.ts";
import { eventCodec, streamName, type EventOf } from "../events.ts";
import {
  letters,
  subjects,
  type ItemParameters,
  type Letter,
  type Subject,
} from "../questions/item.ts";
import {
  chooseNextItem,
  DEFAULT_PRIOR,
  estimateAbility,
  finalEstimates,
  isSubjectComplete,
  mathPrior,
  MAX_ITEMS_PER_SUBJECT,
  scaledScore,
  scoreRange,
  type Candidate,
  type Estimate,
  type Prior,
  type Response,
} from "./engine.ts";

const userId = z.uuid();
const subject = z.enum(subjects);
const estimate = z.object({ theta: z.number(), se: z.number().nonnegative() });

export const diagnosticEventSchemas = {
  /** A subject's adaptive test begins, with the prior it starts from. */
  DiagnosticSubjectStarted: z.object({
    userId,
    subject,
    prior: z.object({ mean: z.number(), sd: z.number().positive() }),
  }),
  /** A question is put in front of the student (recorded before it is shown). */
  DiagnosticQuestionServed: z.object({
    userId,
    subject,
    questionId: z.string(),
    /** 1-based within the subject. */
    position: z.number().int().min(1),
  }),
  /** The student's answer to the served question, scored, with the estimate before and after. */
  DiagnosticAnswerRecorded: z.object({
    userId,
    subject,
    questionId: z.string(),
    answer: z.enum(letters),
    correct: z.boolean(),
    responseTimeMs: z.number().int().nonnegative(),
    /** The item's parameters when it was answered (the bank may be revised later). */
    irt: z.object({ a: z.number(), b: z.number(), c: z.number() }),
    before: estimate,
    after: estimate,
  }),
  /** The subject is done: the final estimate and the score shown. */
  DiagnosticSubjectCompleted: z.object({
    userId,
    subject,
    estimate,
    score: z.number().int().min(200).max(800),
    range: z.object({ low: z.number().int(), high: z.number().int() }),
    questions: z.number().int(),
  }),
  /**
   * A finished subject's score re-estimated from both subjects' answers (finalEstimates): when
   * Math ends, English's answers are re-scored under the prior the Math answers give, so the
   * English score also uses what the Math answers say about it. Follows Math's completion.
   */
  DiagnosticScoreRevised: z.object({
    userId,
    subject,
    estimate,
    score: z.number().int().min(200).max(800),
    range: z.object({ low: z.number().int(), high: z.number().int() }),
  }),
} as const;

export const diagnosticEvents = eventCodec("diagnostic", diagnosticEventSchemas);
export type DiagnosticEvent = EventOf<typeof diagnosticEventSchemas>;
export const parseDiagnosticEvent = diagnosticEvents.parse;
export const diagnosticStream = streamName("diagnostic");

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
      result: SubjectResult;
    };

export type DiagnosticState = Record<Subject, SubjectState>;

export const initialDiagnosticState: DiagnosticState = {
  english: { status: "not_started" },
  math: { status: "not_started" },
};

/** The bank as the diagnostic sees it: a subject's items, and the key of each. */
export type BankView = {
  candidates(subject: Subject): readonly Candidate[];
  find(questionId: string): (Candidate & { subject: Subject; answer: Letter }) | undefined;
  /** Each domain's share of the subject's bank, for content balance. */
  domainTargets(subject: Subject): Readonly<Record<string, number>>;
};

export type DiagnosticCommand =
  | { type: "StartSubject"; userId: string; subject: Subject }
  | { type: "ServeNextQuestion"; userId: string; subject: Subject }
  | {
      type: "AnswerQuestion";
      userId: string;
      subject: Subject;
      questionId: string;
      answer: Letter;
      responseTimeMs: number;
    };

export type DiagnosticContext = { bank: BankView; random: () => number };

export const ENGLISH_FIRST = "Finish the English section of the diagnostic first.";
export const NOT_STARTED = "Start this section of the diagnostic first.";
export const ALREADY_COMPLETE = "This section of the diagnostic is already complete.";
export const NO_QUESTION = "There is no question waiting for an answer; load the next question.";
export const WRONG_QUESTION =
  "That answer is for a question that is not the current one; load the current question.";

/** How many questions this subject may still ask (for the progress bar and the API). */
export function questionsRemaining(state: SubjectState): number {
  if (state.status === "completed") return 0;
  if (state.status === "not_started") return MAX_ITEMS_PER_SUBJECT;
  return MAX_ITEMS_PER_SUBJECT - state.responses.length;
}

/** Questions answered in a subject. */
export function answeredIn(state: SubjectState): number {
  if (state.status === "completed") return state.served.length;
  if (state.status === "not_started") return 0;
  return state.responses.length;
}

function subjectCompleted(
  userId: string,
  subject: Subject,
  estimateNow: Estimate,
  questions: number,
): DiagnosticEvent {
  return {
    type: "DiagnosticSubjectCompleted",
    data: {
      userId,
      subject,
      estimate: estimateNow,
      score: scaledScore(estimateNow.theta),
      range: scoreRange(estimateNow),
      questions,
    },
  };
}

export const diagnosticDecider: Decider<
  DiagnosticCommand,
  DiagnosticEvent,
  DiagnosticState,
  DiagnosticContext
> = {
  initialState: initialDiagnosticState,

  decide(command, state, { bank, random }) {
    const current = state[command.subject];
    switch (command.type) {
      case "StartSubject": {
        if (current.status !== "not_started") return [];
        let prior = DEFAULT_PRIOR;
        if (command.subject === "math") {
          const english = state.english;
          if (english.status !== "completed") throw new CommandRefused("conflict", ENGLISH_FIRST);
          prior = mathPrior(english.result.estimate);
        }
        return [
          {
            type: "DiagnosticSubjectStarted",
            data: { userId: command.userId, subject: command.subject, prior },
          },
        ];
      }
      case "ServeNextQuestion": {
        if (current.status === "not_started") throw new CommandRefused("conflict", NOT_STARTED);
        if (current.status === "completed" || current.pending !== null) return [];
        const next = chooseNextItem({
          candidates: bank.candidates(command.subject),
          answeredIds: new Set(current.served),
          administeredDomains: current.served.map((id) => bank.find(id)?.domain ?? "unknown"),
          domainTargets: bank.domainTargets(command.subject),
          estimate: current.estimate,
          random,
        });
        // The bank ran out for this student (it never does with 375 items): the subject ends
        // with what was asked.
        if (!next) {
          return [
            subjectCompleted(
              command.userId,
              command.subject,
              current.estimate,
              current.responses.length,
            ),
          ];
        }
        return [
          {
            type: "DiagnosticQuestionServed",
            data: {
              userId: command.userId,
              subject: command.subject,
              questionId: next.id,
              position: current.served.length + 1,
            },
          },
        ];
      }
      case "AnswerQuestion": {
        if (current.status === "not_started") throw new CommandRefused("conflict", NOT_STARTED);
        if (current.status === "completed") throw new CommandRefused("conflict", ALREADY_COMPLETE);
        if (current.pending === null) throw new CommandRefused("conflict", NO_QUESTION);
        if (current.pending !== command.questionId) {
          throw new CommandRefused("conflict", WRONG_QUESTION);
        }
        const item = bank.find(command.questionId);
        if (!item) {
          throw new CommandRefused("not-found", "questionId: no question in the bank has this id");
        }
        const correct = item.answer === command.answer;
        const responses = [...current.responses, { irt: item.irt, correct }];
        const after = estimateAbility(responses, current.prior);
        const events: DiagnosticEvent[] = [
          {
            type: "DiagnosticAnswerRecorded",
            data: {
              userId: command.userId,
              subject: command.subject,
              questionId: command.questionId,
              answer: command.answer,
              correct,
              responseTimeMs: command.responseTimeMs,
              irt: item.irt,
              before: current.estimate,
              after,
            },
          },
        ];
        if (isSubjectComplete(responses.length, after)) {
          events.push(subjectCompleted(command.userId, command.subject, after, responses.length));
          const english = state.english;
          if (command.subject === "math" && english.status === "completed") {
            const revised = finalEstimates(english.responses, responses).english;
            events.push({
              type: "DiagnosticScoreRevised",
              data: {
                userId: command.userId,
                subject: "english",
                estimate: revised,
                score: scaledScore(revised.theta),
                range: scoreRange(revised),
              },
            });
          }
        }
        return events;
      }
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
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
      case "DiagnosticSubjectCompleted":
        return {
          ...state,
          [subject]: {
            status: "completed",
            served: current.status === "in_progress" ? current.served : [],
            responses: current.status === "in_progress" ? current.responses : [],
            result: {
              estimate: event.data.estimate,
              score: event.data.score,
              range: event.data.range,
            },
          },
        };
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
  },
};
