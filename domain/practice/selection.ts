// Choosing the day's Daily Drop (learning-model.md): per subject `mix` questions the student
// should answer correctly about `target` of the time, drawn mostly from the weakest high-weight
// domains, one of them a spaced review of a skill the student missed, no question answered in the
// last NO_REPEAT_DAYS days (except that review), never two on one passage. Pure: the day, the
// test date and the randomness are arguments.
import { domainTargetsOf } from "../diagnostic/engine.ts";
import { bandOf, subjects, type Band, type Domain, type Subject } from "../questions/item.ts";
import {
  ANSWER_HISTORY_DAYS,
  DAY_BALANCE_MAX,
  DOMAIN_FIT_SCALE,
  HISTORY_PRUNE_BATCH,
  EASY_PERIOD_DAYS,
  INTERLEAVE_DAMPING,
  NO_REPEAT_DAYS,
  REVIEW_FRESH_TOLERANCE,
  REVIEW_INTERVALS_DAYS,
  REVIEWS_BEFORE_TEST,
  SELECTION_TIE,
  TARGET_SUCCESS,
  TARGET_SUCCESS_EASY,
  WEAKNESS_DOUBLING_OFFSET,
} from "./constants.ts";
import { addDays, daysBetween } from "./days.ts";
import { domainBelief, predictedSuccess, type TrackedItem, type Tracker } from "./tracker.ts";

export type PracticeItem = TrackedItem & {
  id: string;
  skill: string;
  level: number;
  /** Items with the same non-null key share a passage (at most one of them a day). */
  passageKey: string | null;
};

/** Any fixed day: reviewChains counts days from it. */
const DAY_MS = 86_400_000;

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

// ─── Spaced review ────────────────────────────────────────────────────────────────────────────

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

// ─── Choosing ─────────────────────────────────────────────────────────────────────────────────

/**
 * A domain's priority in its subject: its share of the digital SAT (BANK_PLAN) times
 * 2^(−offset / WEAKNESS_DOUBLING_OFFSET), so a domain 0.3 θ (30 points) weaker is drawn twice as
 * often and a stronger one half as often.
 */
function domainPriority(tracker: Tracker, subject: Subject): Map<Domain, number> {
  const shares = domainTargetsOf(subject);
  const priority = new Map<Domain, number>();
  for (const [domain, share] of Object.entries(shares) as [Domain, number][]) {
    const offset = domainBelief(tracker, domain).mean;
    priority.set(domain, share * 2 ** (-offset / WEAKNESS_DOUBLING_OFFSET));
  }
  return priority;
}

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

/**
 * How well a domain's eligible items can meet a slot's target: exp(−(d / DOMAIN_FIT_SCALE)²),
 * d the distance of its nearest item's predicted success from the target. 1 when an item sits on
 * the target, 0.37 at 0.1 off, 0.02 at 0.2 off: a domain whose fitting questions are used up (the
 * 30-day rule) yields to one that still has them, instead of serving a question far too hard.
 */
export function domainFit(successes: readonly number[], target: number): number {
  const distance = Math.min(...successes.map((p) => Math.abs(p - target)));
  return Math.exp(-((distance / DOMAIN_FIT_SCALE) ** 2));
}

function byId(x: { id: string }, y: { id: string }): number {
  return x.id < y.id ? -1 : x.id > y.id ? 1 : 0;
}

/** A weighted draw of one key (weights > 0). */
function drawWeighted<K>(random: () => number, weights: readonly (readonly [K, number])[]): K {
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  let draw = random() * total;
  for (const [key, w] of weights) {
    draw -= w;
    if (draw < 0) return key;
  }
  return weights[weights.length - 1]![0];
}

/**
 * Whether a question was answered (or served by the diagnostic) within NO_REPEAT_DAYS days before
 * `day`: an answer on day D blocks every day through D + 30.
 */
function answeredWithin(
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
function successOf(tracker: Tracker): (item: PracticeItem) => number {
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

/**
 * Today's drop: `mix` questions per subject, ~target success, weakest high-weight domains first,
 * one spaced-review slot when a missed skill is due, no question answered in the last 30 days
 * (except the review), never two on one passage. Deterministic for a given `random`.
 *
 * Eligible items: not answered within NO_REPEAT_DAYS days before `day` (an answer on day D blocks
 * every day through D + 30; the question may return on D + 31), and likewise not `seen` (served
 * by the diagnostic) in that window, not already chosen today, no passage already used today.
 *
 * 1. Review: the most overdue due skill of a subject with slots takes one of that subject's
 *    slots: an item of that skill the student has not answered in NO_REPEAT_DAYS if one is
 *    predicted within REVIEW_FRESH_TOLERANCE of the target; else the skill's item nearest the
 *    target, seen or not (the review is the one slot that may repeat a question: the missed one,
 *    or another of the skill, which keeps students at the ends of the scale on target when the
 *    bank has few fresh questions at their level); if the skill has no item free today, the next
 *    due skill.
 * 2. Practice, English then Math, slot by slot. Each slot's target keeps the day on target: what
 *    the day's questions so far leave to reach target × (questions today), spread over the slots
 *    left, kept within ± DAY_BALANCE_MAX of `target`. A domain is drawn in proportion to
 *    domainPriority × domainFit among the domains with an eligible item (its priority then damped
 *    by INTERLEAVE_DAMPING for the rest of the day), then pickNearTarget in it.
 * 3. Order: English then Math; within a subject the practice questions easiest first (item b,
 *    then id), the review last.
 *
 * A subject whose eligible items run out gets fewer questions (the no-repeat rule is never
 * broken to fill a slot).
 */
export function chooseDailyDrop(args: {
  bank: readonly PracticeItem[];
  tracker: Tracker;
  history: readonly PastAnswer[];
  /** Questions seen outside the drops (the diagnostic): they block repeats, nothing else. */
  seen?: readonly SeenQuestion[];
  day: string;
  testDate: string | null;
  target: number;
  mix: { english: number; math: number };
  random: () => number;
}): Slot[] {
  const { bank, tracker, history, day, testDate, target, mix, random } = args;

  const recentlyAnswered = answeredWithin(history, args.seen ?? [], day);
  const chosen = new Map<string, { item: PracticeItem; slot: Slot["slot"] }>();
  const usedPassages = new Set<string>();
  const passageFree = (item: PracticeItem) =>
    item.passageKey === null || !usedPassages.has(item.passageKey);
  const eligible = (item: PracticeItem) =>
    !chosen.has(item.id) && !recentlyAnswered(item.id) && passageFree(item);
  const success = successOf(tracker);
  const total = Math.max(0, mix.english) + Math.max(0, mix.math);
  let expected = 0;
  const take = (item: PracticeItem, slot: Slot["slot"]) => {
    chosen.set(item.id, { item, slot });
    if (item.passageKey !== null) usedPassages.add(item.passageKey);
    expected += success(item);
  };
  const slotTarget = (): number => {
    const left = total - chosen.size;
    if (left <= 0) return target;
    const wanted = (target * total - expected) / left;
    return Math.min(target + DAY_BALANCE_MAX, Math.max(target - DAY_BALANCE_MAX, wanted));
  };

  // 1. The review slot.
  let reviewSubject: Subject | null = null;
  for (const review of dueReviews({ history, day, testDate })) {
    if (mix[review.subject] <= 0) continue;
    const ofSkill = bank.filter(
      (item) =>
        item.subject === review.subject &&
        item.skill === review.skill &&
        !chosen.has(item.id) &&
        passageFree(item),
    );
    const fresh = ofSkill.filter((item) => !recentlyAnswered(item.id));
    const freshPick = pickNearTarget(fresh, success, target, random);
    const item =
      freshPick && Math.abs(success(freshPick) - target) <= REVIEW_FRESH_TOLERANCE
        ? freshPick
        : pickNearTarget(ofSkill, success, target, random);
    if (item) {
      take(item, "review");
      reviewSubject = review.subject;
      break;
    }
  }

  // 2. Practice.
  for (const subject of subjects) {
    const count = mix[subject] - (reviewSubject === subject ? 1 : 0);
    const priority = domainPriority(tracker, subject);
    for (let slot = 0; slot < count; slot++) {
      const aim = slotTarget();
      const pools = [...priority.entries()]
        .map(([domain, weight]) => {
          const pool = bank.filter(
            (item) => item.subject === subject && item.domain === domain && eligible(item),
          );
          return { domain, weight, pool };
        })
        .filter(({ pool, weight }) => pool.length > 0 && weight > 0);
      if (pools.length === 0) break;
      const domain = drawWeighted(
        random,
        pools.map(
          ({ domain, weight, pool }) =>
            [domain, weight * domainFit(pool.map(success), aim)] as const,
        ),
      );
      const pool = pools.find((p) => p.domain === domain)!.pool;
      take(pickNearTarget(pool, success, aim, random)!, "practice");
      priority.set(domain, priority.get(domain)! * INTERLEAVE_DAMPING);
    }
  }

  // 3. Order.
  const picks = [...chosen.values()];
  return subjects.flatMap((subject) => {
    const practice = picks
      .filter((p) => p.item.subject === subject && p.slot === "practice")
      .sort((x, y) => x.item.irt.b - y.item.irt.b || byId(x.item, y.item));
    const review = picks.filter((p) => p.item.subject === subject && p.slot === "review");
    return [...practice, ...review].map((p) => ({ questionId: p.item.id, slot: p.slot }));
  });
}

/**
 * The difficulty of practice a student is offered in a subject (a study recommendation's
 * "Difficulty", and the band every focused set is chosen in): the band of their shown level in
 * it (levels 1–4 Easy, 5–8 Medium, 9–12 Hard; bandOf). A set at that difficulty holds only
 * questions whose own level is in the same band.
 */
export function practiceDifficulty(levels: Record<Subject, number>, subject: Subject): Band {
  return bandOf(levels[subject]);
}

/** A set's difficulty: the band all its questions' levels share (null when they do not: a set
 *  assigned before sets kept to one band). */
export function setDifficulty(levels: readonly number[]): Band | null {
  const found = new Set(levels.map(bandOf));
  return found.size === 1 ? [...found][0]! : null;
}

/**
 * A focused set (extra practice in one skill, or in one domain when no skill is given; docs/rules.md,
 * "Focused practice"): `size` questions of exactly that skill (or domain) at exactly the `band`
 * asked (every question's level in it), that the student should answer right about `target` of the
 * time, by the Daily Drop's machinery: eligible items are those not answered (nor served by the
 * diagnostic) in the last NO_REPEAT_DAYS days, not in `exclude` (today's drop and today's other
 * sets), one per passage, and predicted below `easyFrom` while there are such (an easy question
 * earns no XP in extra practice); each slot aims where the set's picks so far leave the set on
 * target (within ± DAY_BALANCE_MAX, like the drop's day balance) and takes pickNearTarget among
 * the eligible items (the non-easy ones, then the easy ones). Easiest first. Never another skill
 * or another band: fewer than `size` when the skill runs out (the no-repeat rule is never broken
 * to fill a set); [] when nothing is eligible. Deterministic for a given `random`.
 */
export function chooseFocusedSet(args: {
  bank: readonly PracticeItem[];
  tracker: Tracker;
  history: readonly PastAnswer[];
  seen?: readonly SeenQuestion[];
  exclude: ReadonlySet<string>;
  day: string;
  domain: Domain;
  skill: string | null;
  /** The set's difficulty: only questions whose level is in this band. */
  band: Band;
  target: number;
  size: number;
  /** Questions predicted right at least this often (the easy rule's threshold: they earn no
   *  XP) are taken only when the set has nothing else eligible. */
  easyFrom: number;
  random: () => number;
}): string[] {
  const { tracker, target, size, random } = args;
  const recentlyAnswered = answeredWithin(args.history, args.seen ?? [], args.day);
  const chosen: PracticeItem[] = [];
  const usedPassages = new Set<string>();
  const eligible = (item: PracticeItem) =>
    item.domain === args.domain &&
    (args.skill === null || item.skill === args.skill) &&
    bandOf(item.level) === args.band &&
    !args.exclude.has(item.id) &&
    !chosen.includes(item) &&
    !recentlyAnswered(item.id) &&
    (item.passageKey === null || !usedPassages.has(item.passageKey));
  const success = successOf(tracker);
  let expected = 0;
  for (let slot = 0; slot < size; slot++) {
    const inSet = args.bank.filter(eligible);
    const earning = inSet.filter((i) => success(i) < args.easyFrom);
    const pool = earning.length > 0 ? earning : inSet;
    const wanted = (target * size - expected) / (size - slot);
    const aim = Math.min(target + DAY_BALANCE_MAX, Math.max(target - DAY_BALANCE_MAX, wanted));
    const item = pickNearTarget(pool, success, aim, random);
    if (!item) break;
    chosen.push(item);
    if (item.passageKey !== null) usedPassages.add(item.passageKey);
    expected += success(item);
  }
  return chosen.sort((x, y) => x.irt.b - y.irt.b || byId(x, y)).map((item) => item.id);
}
