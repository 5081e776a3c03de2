// The diagnostic's decisions, one function per command: start a subject, serve its next
// question (the same one until it is answered), and record an answer, completing the subject
// when the stopping rule says so. The bank and randomness arrive in the context.
import { CommandRefused, refusal } from "../decider.ts";
import type { Letter, Subject } from "../questions/item.ts";
import {
  chooseNextItem,
  DEFAULT_PRIOR,
  estimateAbility,
  finalEstimates,
  isSubjectComplete,
  mathPrior,
  scaledScore,
  scoreRange,
  type Candidate,
  type Estimate,
} from "./engine.ts";
import type { DiagnosticEvent } from "./events.ts";
import type { DiagnosticState } from "./state.ts";

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

export const ENGLISH_FIRST = refusal(
  "conflict",
  "english-first",
  "Finish the English section of the diagnostic first.",
);
export const NOT_STARTED = refusal(
  "conflict",
  "section-not-started",
  "Start this section of the diagnostic first.",
);
export const ALREADY_COMPLETE = refusal(
  "conflict",
  "section-complete",
  "This section of the diagnostic is already complete.",
);
export const NO_QUESTION = refusal(
  "conflict",
  "no-question-waiting",
  "There is no question waiting for an answer; load the next question.",
);
export const WRONG_QUESTION = refusal(
  "conflict",
  "not-current-question",
  "That answer is for a question that is not the current one; load the current question.",
);
export const QUESTION_NOT_IN_BANK = refusal(
  "not-found",
  "question-not-in-bank",
  "questionId: no question in the bank has this id",
);

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

type Command<T extends DiagnosticCommand["type"]> = Extract<DiagnosticCommand, { type: T }>;

/** A subject's test begins (Math only after English, with the prior English's result gives). */
export function startSubject(
  command: Command<"StartSubject">,
  state: DiagnosticState,
): DiagnosticEvent[] {
  const current = state[command.subject];
  if (current.status !== "not_started") return [];
  let prior = DEFAULT_PRIOR;
  if (command.subject === "math") {
    const english = state.english;
    if (english.status !== "completed") throw new CommandRefused(ENGLISH_FIRST);
    prior = mathPrior(english.result.estimate);
  }
  return [
    {
      type: "DiagnosticSubjectStarted",
      data: { userId: command.userId, subject: command.subject, prior },
    },
  ];
}

/** The next question, recorded before it is shown; none while one waits for its answer. */
export function serveNextQuestion(
  command: Command<"ServeNextQuestion">,
  state: DiagnosticState,
  { bank, random }: DiagnosticContext,
): DiagnosticEvent[] {
  const current = state[command.subject];
  if (current.status === "not_started") throw new CommandRefused(NOT_STARTED);
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
      subjectCompleted(command.userId, command.subject, current.estimate, current.responses.length),
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

/** The waiting question's answer, scored, and the subject's completion when it is done. */
export function answerQuestion(
  command: Command<"AnswerQuestion">,
  state: DiagnosticState,
  { bank }: DiagnosticContext,
): DiagnosticEvent[] {
  const current = state[command.subject];
  if (current.status === "not_started") throw new CommandRefused(NOT_STARTED);
  if (current.status === "completed") throw new CommandRefused(ALREADY_COMPLETE);
  if (current.pending === null) throw new CommandRefused(NO_QUESTION);
  if (current.pending !== command.questionId) {
    throw new CommandRefused(WRONG_QUESTION);
  }
  const item = bank.find(command.questionId);
  if (!item) {
    throw new CommandRefused(QUESTION_NOT_IN_BANK);
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
