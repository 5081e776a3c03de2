// What choosing practice questions shares (the Daily Drop's choice, drop-selection.ts; a focused
// set's, focused-selection.ts; the spaced review, review-schedule.ts): the item and answer
// shapes, the day's target success, the no-repeat filter, predicted success per item and the
// draw of one item near a target. Pure: the day and the randomness are arguments.
import { daysBetween } from "./days.ts";
import {
  EASY_PERIOD_DAYS,
  NO_REPEAT_DAYS,
  SELECTION_TIE,
  TARGET_SUCCESS,
  TARGET_SUCCESS_EASY,
} from "./constants.ts";
import type { Domain, Subject } from "../questions/item.ts";
import { predictedSuccess, type TrackedItem, type Tracker } from "./tracker.ts";

export type PracticeItem = TrackedItem & {
  id: string;
  skill: string;
  level: number;
  /** Items with the same non-null key share a passage (at most one of them a day). */
  passageKey: string | null;
};

/** A question put in front of the student outside the drops (the diagnostic), and the day. */
export type SeenQuestion = { questionId: string; day: string };

export type PastAnswer = {
  questionId: string;
  subject: Subject;
  domain: Domain;
  skill: string;
  day: string;
  correct: boolean;
  skipped: boolean;
};

export type Slot = { questionId: string; slot: "practice" | "review" };
// ─── Target ───────────────────────────────────────────────────────────────────────────────────

/**
 * TARGET_SUCCESS_EASY (0.8) during the first EASY_PERIOD_DAYS days counted from `firstDay`
 * (firstDay itself is day 1; no firstDay yet means today is the first day), and from the day a
 * streak was broken (`streakBrokenOn`, the first missed day) through the EASY_PERIOD_DAYS days
 * after it; else TARGET_SUCCESS (0.75).
 */
export function targetSuccess(args: {
  day: string;
  firstDay: string | null;
  streakBrokenOn: string | null;
}): number {
  const { day, firstDay, streakBrokenOn } = args;
  if (firstDay === null) return TARGET_SUCCESS_EASY;
  const sinceFirst = daysBetween(firstDay, day);
  if (sinceFirst >= 0 && sinceFirst < EASY_PERIOD_DAYS) return TARGET_SUCCESS_EASY;
  if (streakBrokenOn !== null) {
    const sinceBreak = daysBetween(streakBrokenOn, day);
    if (sinceBreak >= 0 && sinceBreak <= EASY_PERIOD_DAYS) return TARGET_SUCCESS_EASY;
  }
  return TARGET_SUCCESS;
}
// ─── Item filters and the draw ────────────────────────────────────────────────────────────────

/**
 * One item whose predicted success brackets the target: the nearest item at or below it and the
 * nearest above it, the one above drawn with probability (target − p₋)/(p₊ − p₋), so the expected
 * success of the pick equals the target (always picking the nearest would leave a student whose
 * ability sits between two difficulty levels persistently off target). Items within SELECTION_TIE
 * of the chosen side's best are equally good; one of them is drawn uniformly. With items on one
 * side only, the nearest.
 */
export function pickNearTarget<T extends PracticeItem>(
  candidates: readonly T[],
  success: (item: T) => number,
  target: number,
  random: () => number,
): T | null {
  if (candidates.length === 0) return null;
  const scored = [...candidates].sort(byId).map((item) => ({ item, p: success(item) }));
  const below = scored.filter((s) => s.p <= target);
  const above = scored.filter((s) => s.p > target);
  const pBelow = Math.max(...below.map((s) => s.p));
  const pAbove = Math.min(...above.map((s) => s.p));
  let useAbove: boolean;
  if (below.length === 0) useAbove = true;
  else if (above.length === 0) useAbove = false;
  else useAbove = random() < (target - pBelow) / (pAbove - pBelow);
  const pool = useAbove
    ? above.filter((s) => s.p <= pAbove + SELECTION_TIE)
    : below.filter((s) => s.p >= pBelow - SELECTION_TIE);
  return pool[Math.min(pool.length - 1, Math.floor(random() * pool.length))]!.item;
}

/** Items in id order (the draws' tie-break, so a seeded draw is the same on every run). */
export function byId(x: { id: string }, y: { id: string }): number {
  return x.id < y.id ? -1 : x.id > y.id ? 1 : 0;
}

/**
 * Whether a question was answered (or served by the diagnostic) within NO_REPEAT_DAYS days before
 * `day`: an answer on day D blocks every day through D + 30.
 */
export function answeredWithin(
  history: readonly PastAnswer[],
  seen: readonly SeenQuestion[],
  day: string,
): (id: string) => boolean {
  const lastAnswered = new Map<string, string>();
  for (const answer of [...seen, ...history]) {
    const previous = lastAnswered.get(answer.questionId);
    if (previous === undefined || daysBetween(previous, answer.day) > 0) {
      lastAnswered.set(answer.questionId, answer.day);
    }
  }
  return (id: string): boolean => {
    const last = lastAnswered.get(id);
    return last !== undefined && daysBetween(last, day) <= NO_REPEAT_DAYS;
  };
}

/** The tracker's predicted success per item, each computed once. */
export function successOf(tracker: Tracker): (item: PracticeItem) => number {
  const cache = new Map<string, number>();
  return (item) => {
    let p = cache.get(item.id);
    if (p === undefined) {
      p = predictedSuccess(tracker, item);
      cache.set(item.id, p);
    }
    return p;
  };
}
