// Choosing the day's Daily Drop (learning-model.md): per subject `mix` questions the student
// should answer correctly about `target` of the time, drawn mostly from the weakest high-weight
// domains, one of them a spaced review of a skill the student missed, no question answered in the
// last NO_REPEAT_DAYS days (except that review), never two on one passage. Pure: the day, the
// test date and the randomness are arguments.
import { domainTargetsOf } from "../diagnostic/engine.ts";
import { subjects, type Domain, type Subject } from "../questions/item.ts";
import {
  DAY_BALANCE_MAX,
  DOMAIN_FIT_SCALE,
  INTERLEAVE_DAMPING,
  REVIEW_FRESH_TOLERANCE,
  WEAKNESS_DOUBLING_OFFSET,
} from "./constants.ts";
import { dueReviews } from "./review-schedule.ts";
import {
  answeredWithin,
  byId,
  pickNearTarget,
  successOf,
  type PastAnswer,
  type PracticeItem,
  type SeenQuestion,
  type Slot,
} from "./selection.ts";
import { domainBelief, type Tracker } from "./tracker.ts";

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
 * How well a domain's eligible items can meet a slot's target: exp(−(d / DOMAIN_FIT_SCALE)²),
 * d the distance of its nearest item's predicted success from the target. 1 when an item sits on
 * the target, 0.37 at 0.1 off, 0.02 at 0.2 off: a domain whose fitting questions are used up (the
 * 30-day rule) yields to one that still has them, instead of serving a question far too hard.
 */
export function domainFit(successes: readonly number[], target: number): number {
  const distance = Math.min(...successes.map((p) => Math.abs(p - target)));
  return Math.exp(-((distance / DOMAIN_FIT_SCALE) ** 2));
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
