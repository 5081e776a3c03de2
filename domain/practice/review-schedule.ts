// The spaced review (learning-model.md): a missed skill comes back after growing gaps
// (REVIEW_INTERVALS_DAYS, shortened before a test date), the reviews due on a day, and the
// answers a pruned history must keep for them. Pure: the day and the test date are arguments.
import { subjects, type Domain, type Subject } from "../questions/item.ts";
import {
  ANSWER_HISTORY_DAYS,
  HISTORY_PRUNE_BATCH,
  REVIEW_INTERVALS_DAYS,
  REVIEWS_BEFORE_TEST,
} from "./constants.ts";
import { addDays, daysBetween } from "./days.ts";
import type { PastAnswer } from "./selection.ts";

/** Any fixed day: reviewChains counts days from it. */
const DAY_MS = 86_400_000;
/** A missed skill's place in the review schedule. */
export type ReviewState = {
  subject: Subject;
  domain: Domain;
  skill: string;
  /** The question most recently missed in this skill (the review may repeat it). */
  questionId: string;
  /** Successful reviews since the last miss (0 right after a miss). */
  stage: number;
  /** The day of the last miss or successful review. */
  anchor: string;
  /** The day the next review is due. */
  due: string;
};

/**
 * Days from `anchor` to the next review at `stage`: REVIEW_INTERVALS_DAYS[stage], but with a test
 * date ahead at most a REVIEWS_BEFORE_TEST-th of the days left (never less than 1).
 */
export function reviewGap(stage: number, anchor: string, testDate: string | null): number {
  const interval = REVIEW_INTERVALS_DAYS[Math.min(stage, REVIEW_INTERVALS_DAYS.length - 1)]!;
  if (testDate === null) return interval;
  const left = daysBetween(anchor, testDate);
  if (left <= 0) return interval;
  return Math.max(1, Math.min(interval, Math.floor(left / REVIEWS_BEFORE_TEST)));
}

const compareDays = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A skill on the review schedule (its due day as anchor + gap), with its answers since the
 *  miss that put it there. */
type ReviewChain = { state: Omit<ReviewState, "due">; gap: number; answers: PastAnswer[] };

/**
 * The review schedule's walk (reviewSchedule below), keeping each running skill's answers since
 * its last miss: those are all that decide its place, so they are what a pruned history keeps.
 * The practice state walks it every few days over a few hundred answers, so days are ordered as
 * strings (yyyy-MM-dd) and counted as numbers, each day parsed once.
 */
function reviewChains(history: readonly PastAnswer[], testDate: string | null): ReviewChain[] {
  // Recorded days are valid yyyy-MM-dd (the events' schema checked them): counted straight
  // from their digits, once each.
  const numbers = new Map<string, number>();
  const dayNumber = (day: string) => {
    let n = numbers.get(day);
    if (n === undefined) {
      n = Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)) / DAY_MS;
      numbers.set(day, n);
    }
    return n;
  };
  const ordered = history
    .map((answer, index) => ({ answer, index }))
    .sort((x, y) => compareDays(x.answer.day, y.answer.day) || x.index - y.index)
    .map(({ answer }) => answer);
  const chains = new Map<string, ReviewChain>();
  for (const answer of ordered) {
    const key = `${answer.subject}/${answer.skill}`;
    if (answer.skipped || !answer.correct) {
      chains.set(key, {
        state: {
          subject: answer.subject,
          domain: answer.domain,
          skill: answer.skill,
          questionId: answer.questionId,
          stage: 0,
          anchor: answer.day,
        },
        gap: reviewGap(0, answer.day, testDate),
        answers: [answer],
      });
      continue;
    }
    const chain = chains.get(key);
    if (!chain) continue;
    chain.answers.push(answer);
    const { state } = chain;
    if (dayNumber(answer.day) < dayNumber(state.anchor) + chain.gap) continue;
    const stage = state.stage + 1;
    if (stage >= REVIEW_INTERVALS_DAYS.length) {
      chains.delete(key);
      continue;
    }
    chain.state = { ...state, stage, anchor: answer.day };
    chain.gap = reviewGap(stage, answer.day, testDate);
  }
  return [...chains.values()];
}

/**
 * Every missed skill still on the review schedule. A miss (a wrong answer or a skip) puts its
 * skill at stage 0, due a gap later; a right answer in that skill on or after the due day is a
 * successful review: the next stage, due the next (longer) gap later; a right answer before the
 * due day changes nothing. After the last interval the skill leaves the schedule. Answers of one
 * day count in the order given.
 */
export function reviewSchedule(
  history: readonly PastAnswer[],
  testDate: string | null,
): ReviewState[] {
  return reviewChains(history, testDate).map((chain) => ({
    ...chain.state,
    due: addDays(chain.state.anchor, chain.gap),
  }));
}

/**
 * The answers the choice of a drop on `day` or later can still read (a pruned history, so the
 * practice state stays the same size however long the student practises): every answer of the
 * last ANSWER_HISTORY_DAYS days (the no-repeat window), and the answers since the last miss of
 * each skill still on the review schedule. The schedule is walked without a test date, at the
 * longest gaps: a test date only shortens them, so a skill that finished its reviews without one
 * finished them with any, and its answers no longer matter. `day` is the latest drop's day.
 * Nothing is dropped until HISTORY_PRUNE_BATCH answers lie before the window, so the walk runs
 * about once a week, not at every drop.
 */
export function historyInUse(history: readonly PastAnswer[], day: string): PastAnswer[] {
  const from = addDays(day, -ANSWER_HISTORY_DAYS);
  const recent = (answer: PastAnswer) => answer.day >= from;
  if (history.length - history.filter(recent).length < HISTORY_PRUNE_BATCH) {
    return history as PastAnswer[];
  }
  const reviewing = new Set(reviewChains(history, null).flatMap((chain) => chain.answers));
  return history.filter((answer) => recent(answer) || reviewing.has(answer));
}

/** The reviews due on `day`, most overdue first (then the older anchor, English first, skill). */
export function dueReviews(args: {
  history: readonly PastAnswer[];
  day: string;
  testDate: string | null;
}): ReviewState[] {
  return reviewSchedule(args.history, args.testDate)
    .filter((state) => daysBetween(state.due, args.day) >= 0)
    .sort(
      (x, y) =>
        daysBetween(y.due, x.due) ||
        daysBetween(y.anchor, x.anchor) ||
        subjects.indexOf(x.subject) - subjects.indexOf(y.subject) ||
        (x.skill < y.skill ? -1 : x.skill > y.skill ? 1 : 0),
    );
}
