// Item difficulty re-estimated online from students' answers (learning-model.md): an Elo-style
// step on b after every scored answer, with a step that shrinks as attempts accumulate, so a
// badly authored difficulty corrects itself without one answer swinging it far.
import { probabilityCorrect } from "../diagnostic/engine.ts";
import type { ItemParameters } from "./item.ts";

/** The first answers move b by at most 0.4 logits... */
const INITIAL_STEP = 0.4;
/** ...and the step halves after this many attempts (K = K0 / (1 + n / N)). */
const STEP_HALF_LIFE_ATTEMPTS = 20;
/** b stays within the levels' range (level 1 is −2.75, level 12 is 2.75) plus a margin. */
const B_LIMIT = 3.5;

/**
 * The difficulty after one more answer: b moves up when the student did worse than the model
 * expected at their ability θ, down when better. `attempts` is the count before this answer.
 */
export function updateDifficulty(
  item: ItemParameters,
  attempts: number,
  theta: number,
  correct: boolean,
): number {
  const p = probabilityCorrect(theta, item);
  const step = INITIAL_STEP / (1 + attempts / STEP_HALF_LIFE_ATTEMPTS);
  const next = item.b + step * (p - (correct ? 1 : 0));
  return Math.min(B_LIMIT, Math.max(-B_LIMIT, next));
}
