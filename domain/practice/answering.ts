// What the Daily Drop and focused practice share when they assign and score: the tracker a
// choice starts from, an assigned question's fields, the retry rule, an answer scored against the
// tracker, the answer event's fields and the level-up it makes.
import { refusal, CommandRefused } from "../decider.ts";
import type { Letter, Subject } from "../questions/item.ts";
import { performanceCategory } from "./category.ts";
import type { AnswerCommand, DayContext, DropItem } from "./decide.ts";
import type { PracticeEvent } from "./events.ts";
import { nextShownLevel, startingLevels } from "./levels.ts";
import { targetSuccess } from "./selection.ts";
import type { AnswerRecord, PracticeState } from "./state.ts";
import {
  domainBelief,
  driftTo,
  predictedSuccess,
  seedTracker,
  updateTracker,
  type Belief,
  type Tracker,
} from "./tracker.ts";

export const ANSWER_REQUIRED = refusal(
  "invalid",
  "answer-required",
  "userAnswer: choose A, B, C or D, or skip the question.",
);
export const QUESTION_NOT_IN_BANK = refusal(
  "not-found",
  "question-not-in-bank",
  "questionId: no question in the bank has this id",
);
export const EMPTY_BANK = refusal(
  "conflict",
  "empty-bank",
  "The question bank is empty. An administrator must build the question dataset first.",
);
export const IDEMPOTENCY_KEY_REUSED = refusal(
  "unprocessable",
  "idempotency-key-reused",
  "Idempotency-Key: this key was already used for a different answer today. Send a new key for a new answer.",
);

/** The retry rule of recordedAnswer on a list of recorded answers (a drop's or a focused set's). */
export function recordedIn<A extends AnswerRecord>(
  answers: readonly A[],
  command: AnswerCommand,
): A | undefined {
  if (command.idempotencyKey) {
    const byKey = answers.find((a) => a.idempotencyKey === command.idempotencyKey);
    if (byKey) {
      const same =
        byKey.questionId === command.questionId &&
        byKey.skipped === command.skipped &&
        (command.skipped || byKey.answer === command.answer);
      if (!same) throw new CommandRefused(IDEMPOTENCY_KEY_REUSED);
      return byKey;
    }
  }
  return answers.find((a) => a.questionId === command.questionId);
}

/**
 * What choosing questions starts from (the drop's and a focused set's): the tracker, seeded from
 * the diagnostic with a PracticeStarted the first time, and the day's target success.
 */
export function practiceStart(userId: string, state: PracticeState, context: DayContext) {
  const events: PracticeEvent[] = [];
  let tracker = state.tracker;
  if (!tracker) {
    tracker = seedTracker(context.diagnostic);
    events.push({
      type: "PracticeStarted",
      data: {
        userId,
        day: context.day,
        seed: tracker.subjects,
        levels: startingLevels(context.diagnostic),
      },
    });
  }
  const target = targetSuccess({
    day: context.day,
    firstDay: state.firstDay,
    streakBrokenOn: state.streakBrokenOn,
  });
  return { events, tracker, target };
}

/** An assigned question's fields, from its bank item (the drop adds its slot). */
export function assignedQuestion(item: DropItem) {
  return {
    questionId: item.id,
    subject: item.subject,
    domain: item.domain,
    skill: item.skill,
    level: item.level,
  };
}

/**
 * An answer or skip scored against the student's tracker as of today: its bank item, the
 * predicted success, whether it was right, and its performance category. Refuses an answer that
 * is neither a letter nor a skip, and a question the bank does not have.
 */
export function scoreAnswer(command: AnswerCommand, state: PracticeState, context: DayContext) {
  if (!command.skipped && command.answer === null) {
    throw new CommandRefused(ANSWER_REQUIRED);
  }
  const item = context.bank.find(command.questionId);
  if (!item) {
    throw new CommandRefused(QUESTION_NOT_IN_BANK);
  }
  const tracker = driftTo(state.tracker ?? seedTracker(context.diagnostic), context.day);
  const pSuccess = predictedSuccess(tracker, item);
  const correct = !command.skipped && command.answer === item.answer;
  const category = performanceCategory({
    correct,
    skipped: command.skipped,
    pSuccess,
    responseTimeMs: command.responseTimeMs,
    subject: item.subject,
  });
  return { item, tracker, pSuccess, correct, category };
}

/** The fields every answer and skip event opens with. */
export function answerFacts(
  command: AnswerCommand & { userId: string },
  item: DropItem,
  day: string,
) {
  return {
    userId: command.userId,
    day,
    questionId: item.id,
    subject: item.subject,
    domain: item.domain,
    skill: item.skill,
    responseTimeMs: command.responseTimeMs,
  };
}

/** An answer (not a skip) as the tracker takes it: the answer event's scoring fields. */
export function trackAnswer(
  tracker: Tracker,
  item: DropItem,
  answer: Letter,
  correct: boolean,
  pSuccess: number,
) {
  const updated = updateTracker(tracker, item, correct);
  return {
    answer,
    correct,
    irt: item.irt,
    pSuccess,
    before: tracker.subjects[item.subject],
    after: updated.subjects[item.subject],
    domainAfter: domainBelief(updated, item.domain),
  };
}

/** LevelChanged when the subject's new belief lifts its shown level (a focused set's names its set). */
export function levelChange(
  state: PracticeState,
  userId: string,
  day: string,
  subject: Subject,
  after: Belief,
  setId?: string,
): PracticeEvent[] {
  const from = state.levels[subject];
  const to = nextShownLevel(from, after);
  if (to <= from) return [];
  return [
    {
      type: "LevelChanged",
      data: {
        userId,
        day,
        subject,
        from,
        to,
        belief: after,
        ...(setId === undefined ? {} : { setId }),
      },
    },
  ];
}
