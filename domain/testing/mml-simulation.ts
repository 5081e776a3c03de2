// Simulated calibration data for the recovery checks of mml.ts (mml.test.ts, bench/calibration.ts,
// bench/diagnostic.ts --calibrated): students of ability θ ~ N(0, 1) answer random subsets of a
// subject's items by the items' TRUE 3PL parameters; the authored parameters the calibration
// starts from (and shrinks toward) are the truth plus an authoring error, the diagnostic bench's
// (which draws its items' true parameters with authoredFrom too): b + N(0, 0.3), a·exp(N(0, 0.15)),
// c + U(−0.05, 0.05). Pure: randomness is passed in.
import { probabilityCorrect } from "../diagnostic/engine.ts";
import type { ItemParameters } from "../questions/item.ts";
import type { ResponsePattern } from "../questions/mml.ts";

/** A standard normal draw (Box–Muller; 1 − u keeps the logarithm finite). */
export function normalDraw(random: () => number): number {
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

type AuthoringError = { b: number; logA: number; c: number };
const AUTHORING_ERROR: AuthoringError = { b: 0.3, logA: 0.15, c: 0.05 };

/** Authored parameters for a true item: the truth plus the authoring error. */
export function authoredFrom(
  truth: ItemParameters,
  random: () => number,
  error: AuthoringError = AUTHORING_ERROR,
): ItemParameters {
  return {
    a: truth.a * Math.exp(error.logA * normalDraw(random)),
    b: truth.b + error.b * normalDraw(random),
    c: Math.min(0.5, Math.max(0, truth.c + error.c * (2 * random() - 1))),
  };
}

/** True parameters of a made-up item: a ~ logN(0, 0.25), b ~ N(0, 1), c ~ U(0.1, 0.25). */
export function randomTruth(random: () => number): ItemParameters {
  return {
    a: Math.exp(0.25 * normalDraw(random)),
    b: normalDraw(random),
    c: 0.1 + 0.15 * random(),
  };
}

/**
 * Students answering random subsets: each has θ ~ N(0, 1) and answers `itemsPerStudent`
 * distinct items drawn at random, correct with the item's true probability; enough students that
 * each item gets about `responsesPerItem` answers. `answer` may replace the model for an item
 * (a broken item whose answers ignore ability).
 */
export function simulatePatterns(args: {
  items: readonly { id: string; truth: ItemParameters }[];
  responsesPerItem: number;
  itemsPerStudent: number;
  random: () => number;
  answer?: (itemId: string, theta: number, random: () => number) => boolean | undefined;
}): { patterns: ResponsePattern[]; thetas: number[] } {
  const { items, responsesPerItem, random } = args;
  const perStudent = Math.min(args.itemsPerStudent, items.length);
  const count = Math.ceil((responsesPerItem * items.length) / perStudent);
  const patterns: ResponsePattern[] = [];
  const thetas: number[] = [];
  const order = items.map((_, i) => i);
  for (let s = 0; s < count; s++) {
    const theta = normalDraw(random);
    // A partial Fisher–Yates shuffle: the first perStudent entries are the student's items.
    for (let k = 0; k < perStudent; k++) {
      const j = k + Math.floor(random() * (order.length - k));
      [order[k], order[j]] = [order[j]!, order[k]!];
    }
    const responses = order.slice(0, perStudent).map((i) => {
      const item = items[i]!;
      const override = args.answer?.(item.id, theta, random);
      const correct = override ?? random() < probabilityCorrect(theta, item.truth);
      return { itemId: item.id, correct };
    });
    patterns.push({ studentId: `s${s}`, responses });
    thetas.push(theta);
  }
  return { patterns, thetas };
}

/** Root mean square of the differences between paired values. */
export function rmse(xs: readonly number[], ys: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < xs.length; i++) sum += (xs[i]! - ys[i]!) ** 2;
  return Math.sqrt(sum / xs.length);
}
