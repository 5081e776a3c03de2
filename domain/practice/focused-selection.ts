// A focused set's questions (docs/rules.md, "Focused practice") and the difficulty practice is
// offered at: the band of the student's shown level. Pure: the day and the randomness are
// arguments.
import { bandOf, type Band, type Domain, type Subject } from "../questions/item.ts";
import { DAY_BALANCE_MAX } from "./constants.ts";
import {
  answeredWithin,
  byId,
  pickNearTarget,
  successOf,
  type PastAnswer,
  type PracticeItem,
  type SeenQuestion,
} from "./selection.ts";
import type { Tracker } from "./tracker.ts";

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
