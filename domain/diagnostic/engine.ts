// The adaptive diagnostic: a computerised adaptive test per subject on the three-parameter
// logistic (3PL) model, EAP ability estimates on a grid, maximum-information item selection with
// a randomesque pick and content balance, the 6–8-item stopping rule, the English → Math prior
// (and the final estimates that use both subjects), and the 200–800 score with its range. Pure:
// randomness is passed in. The constants below are
// the only knobs; docs/learning-quality.md shows the simulation that chose them
// (bench/diagnostic.ts) and docs/rules.md lists them.
import {
  BANK_PLAN,
  bands,
  subjectOf,
  type Domain,
  type ItemParameters,
  type Subject,
} from "../questions/item.ts";

// ─── Constants ────────────────────────────────────────────────────────────────────────────────

/** 3PL scaling constant: with D = 1.7 the logistic curve is within 0.01 of the normal ogive. */
export const SCALING_D = 1.7;

/** The spec's 12–16 diagnostic questions, split evenly: 6–8 per subject. */
export const MIN_ITEMS_PER_SUBJECT = 6;
export const MAX_ITEMS_PER_SUBJECT = 8;

/**
 * Between MIN and MAX items a subject stops once the posterior SD is at most this. 0.38 on the
 * θ scale is 38 points: an error that size keeps ≈ 81% of results within ±50 points, the
 * learning model's aim, so a student stops early only when their own estimate is already that
 * precise. The simulation (bench/diagnostic.ts, the sweep) shows looser thresholds (0.42+) cost
 * Math its ±50-point bar; with this bank few students reach 0.38 before item 8, so nearly
 * everyone takes 8 — the rule shortens the test by itself as the bank gets more informative.
 */
export const STOP_SE = 0.38;

/** How many of the most informative items the next one is drawn from (learning-model.md). */
export const RANDOMESQUE_TOP = 5;

/**
 * Reading-and-Writing and Math abilities correlate at about 0.7 (learning-model.md). The
 * simulation also runs with a true correlation of 0.5 and 0.85 to show what a wrong guess costs.
 */
export const ENGLISH_MATH_CORRELATION = 0.7;

/**
 * The EAP grid: GRID_POINTS equally spaced points over the prior mean ± GRID_SDS prior SDs,
 * widened to at least GRID_MIN..GRID_MAX. 5 SDs leave < 1e-6 of the prior outside; −4..4 keeps
 * room for the likelihood to pull far from a narrow prior; 121 points (step ≈ 0.08 on −5..5) put
 * ≥ 4 points per posterior SD even after 8 items (SD ≈ 0.35), where a Riemann sum of a smooth,
 * bell-shaped posterior is accurate to far below the scale's 10-point rounding.
 */
export const GRID_POINTS = 121;
const GRID_SDS = 5;
const GRID_MIN = -4;
const GRID_MAX = 4;

/** The SAT section scale: 500 + 100·θ, in steps of 10, from 200 to 800. */
export const SCORE_CENTER = 500;
export const SCORE_PER_THETA = 100;
const SCORE_STEP = 10;
export const SCORE_MIN = 200;
export const SCORE_MAX = 800;

/** A 90% range: ± 1.645 posterior SDs… */
export const RANGE_Z = 1.645;
/**
 * …widened for item-calibration error, which the posterior SD knows nothing about
 * (learning-model.md suggests ~15%). The simulation, with calibration error b ± 0.3, a ×
 * e^±0.15, c ± 0.05, measured what the widening buys: ×1.15 covers 93–94% (above the 87–93%
 * bar), ×1.05 covers 89–91%, the aim — the posterior SD already carries most of the error, and
 * the calibration error adds only ≈ 5% to it over 8 items.
 */
export const RANGE_WIDENING = 1.05;

// ─── Types ────────────────────────────────────────────────────────────────────────────────────

export type Prior = { mean: number; sd: number };
/** EAP: the posterior mean and the posterior SD (the standard error). */
export type Estimate = { theta: number; se: number };
export type Response = { irt: ItemParameters; correct: boolean };
export type Candidate = { id: string; domain: string; irt: ItemParameters };

/** Before any answer: the population, N(0, 1) on the θ scale (500 ± 100 points). */
export const DEFAULT_PRIOR: Prior = { mean: 0, sd: 1 };

// ─── The model ────────────────────────────────────────────────────────────────────────────────

/** P(correct | θ) = c + (1 − c) / (1 + exp(−D·a·(θ − b))). */
export function probabilityCorrect(theta: number, item: ItemParameters): number {
  const { a, b, c } = item;
  return c + (1 - c) / (1 + Math.exp(-SCALING_D * a * (theta - b)));
}

/** 3PL Fisher information: D²a² · (Q/P) · ((P − c)/(1 − c))². */
export function information(theta: number, item: ItemParameters): number {
  const { a, c } = item;
  const p = probabilityCorrect(theta, item);
  const q = 1 - p;
  if (p <= 0 || q <= 0) return 0;
  const lifted = (p - c) / (1 - c);
  return SCALING_D * SCALING_D * a * a * (q / p) * lifted * lifted;
}

// ─── Estimation ───────────────────────────────────────────────────────────────────────────────

/** The grid EAP integrates over (see GRID_*). */
function gridFor(prior: Prior): number[] {
  const low = Math.min(GRID_MIN, prior.mean - GRID_SDS * prior.sd);
  const high = Math.max(GRID_MAX, prior.mean + GRID_SDS * prior.sd);
  const step = (high - low) / (GRID_POINTS - 1);
  return Array.from({ length: GRID_POINTS }, (_, i) => low + i * step);
}

/**
 * Expected a posteriori: the posterior mean and SD of θ under a normal prior, on a fixed grid.
 * Works from the first answer (an all-right or all-wrong start has no maximum-likelihood estimate
 * but a perfectly good posterior). Computed in logs so eight answers far from the prior do not
 * underflow.
 */
export function estimateAbility(responses: readonly Response[], prior: Prior): Estimate {
  if (!(prior.sd > 0)) throw new RangeError("estimateAbility: the prior SD must be positive");
  const grid = gridFor(prior);
  const logPosterior = grid.map((theta) => {
    const z = (theta - prior.mean) / prior.sd;
    let sum = -0.5 * z * z;
    for (const { irt, correct } of responses) {
      const p = probabilityCorrect(theta, irt);
      // The floor keeps a certain-looking miss (c = 0, far above b) from making every point −∞.
      sum += Math.log(Math.max(correct ? p : 1 - p, Number.MIN_VALUE));
    }
    return sum;
  });
  const top = Math.max(...logPosterior);
  let weight = 0;
  let first = 0;
  let second = 0;
  grid.forEach((theta, i) => {
    const w = Math.exp(logPosterior[i]! - top);
    weight += w;
    first += w * theta;
    second += w * theta * theta;
  });
  const theta = first / weight;
  const variance = Math.max(0, second / weight - theta * theta);
  return { theta, se: Math.sqrt(variance) };
}

// ─── Selection ────────────────────────────────────────────────────────────────────────────────

/**
 * The next item: content balance first, then information, then chance.
 *
 * 1. Content balance. Counting the item about to be given, a domain's quota so far is
 *    target·(n + 1); its deficit is that quota minus the items it has had. A domain a whole item
 *    behind (deficit ≥ 1) is served first; otherwise every domain below its share (deficit > 0)
 *    is eligible, and one is drawn with probability proportional to its deficit. Every domain so
 *    stays within one item of its share at every point of the test, and the first item's domain
 *    varies between students (which keeps any one opening item's exposure low).
 * 2. Information: the RANDOMESQUE_TOP unanswered items of that domain with the most Fisher
 *    information at the current estimate.
 * 3. Chance: one of them, uniformly (a retake does not open the same way).
 *
 * When no domain with a target has items left, every unanswered item is eligible. Null when
 * nothing is left.
 */
export function chooseNextItem(args: {
  candidates: readonly Candidate[];
  answeredIds: ReadonlySet<string>;
  administeredDomains: readonly string[];
  domainTargets: Readonly<Record<string, number>>;
  estimate: Estimate;
  random: () => number;
}): Candidate | null {
  const { candidates, answeredIds, administeredDomains, domainTargets, estimate, random } = args;
  const available = candidates.filter((c) => !answeredIds.has(c.id));
  if (available.length === 0) return null;

  const n = administeredDomains.length;
  const given = new Map<string, number>();
  for (const domain of administeredDomains) given.set(domain, (given.get(domain) ?? 0) + 1);
  const withItems = new Set(available.map((c) => c.domain));
  const deficits = Object.entries(domainTargets)
    .filter(([domain, target]) => target > 0 && withItems.has(domain))
    .map(([domain, target]) => ({ domain, deficit: target * (n + 1) - (given.get(domain) ?? 0) }))
    .filter((d) => d.deficit > 1e-9);

  // A domain a whole item behind its quota is served first.
  const behind = deficits.filter((d) => d.deficit >= 1 - 1e-9);
  const eligible = behind.length > 0 ? behind : deficits;
  let pool = available;
  if (eligible.length > 0) {
    const total = eligible.reduce((sum, d) => sum + d.deficit, 0);
    let draw = random() * total;
    let chosen = eligible[eligible.length - 1]!.domain;
    for (const d of eligible) {
      draw -= d.deficit;
      if (draw < 0) {
        chosen = d.domain;
        break;
      }
    }
    pool = available.filter((c) => c.domain === chosen);
  }

  const ranked = pool
    .map((candidate) => ({ candidate, info: information(estimate.theta, candidate.irt) }))
    .sort((x, y) => y.info - x.info || (x.candidate.id < y.candidate.id ? -1 : 1));
  const top = ranked.slice(0, RANDOMESQUE_TOP);
  return top[Math.min(top.length - 1, Math.floor(random() * top.length))]!.candidate;
}

/**
 * A subject's content targets: each domain's share of that subject's bank plan (BANK_PLAN), which
 * follows the digital SAT's weights (content.md): English 26/28/20/26%, Math 35/35/15/15%.
 */
export function domainTargetsOf(subject: Subject): Record<string, number> {
  const counts = (Object.keys(BANK_PLAN) as Domain[])
    .filter((domain) => subjectOf(domain) === subject)
    .map(
      (domain) => [domain, bands.reduce((sum, band) => sum + BANK_PLAN[domain][band], 0)] as const,
    );
  const total = counts.reduce((sum, [, count]) => sum + count, 0);
  return Object.fromEntries(counts.map(([domain, count]) => [domain, count / total]));
}

// ─── Stopping ─────────────────────────────────────────────────────────────────────────────────

/** The 6–8 rule: never before MIN, always at MAX, in between once se ≤ STOP_SE. */
export function isSubjectComplete(answered: number, estimate: Estimate): boolean {
  if (answered < MIN_ITEMS_PER_SUBJECT) return false;
  if (answered >= MAX_ITEMS_PER_SUBJECT) return true;
  return estimate.se <= STOP_SE;
}

// ─── English → Math ───────────────────────────────────────────────────────────────────────────

/**
 * One subject's prior given the other subject's result. With (θE, θM) standard bivariate normal
 * with correlation ρ, θM = ρ·θE + e, e ~ N(0, 1 − ρ²), and the other subject's ability given its
 * answers is ≈ N(θ̂, se²); so this one's is N(ρ·θ̂, 1 − ρ² + ρ²·se²): the regression prediction,
 * its residual, and the other estimate's own uncertainty carried through. The formula is
 * symmetric in the two subjects.
 */
export function borrowedPrior(other: Estimate): Prior {
  const rho = ENGLISH_MATH_CORRELATION;
  return {
    mean: rho * other.theta,
    sd: Math.sqrt(1 - rho * rho + rho * rho * other.se * other.se),
  };
}

/** The Math prior given the English result (taken first): borrowedPrior(english). */
export function mathPrior(english: Estimate): Prior {
  return borrowedPrior(english);
}

/**
 * Both subjects' final estimates from both subjects' answers: each subject's answers under the
 * prior borrowed from the OTHER subject's answers alone (scored with the N(0, 1) prior, so no
 * answer is counted twice). That is the marginal posterior of each ability under the bivariate
 * normal model above ("collateral information" scoring). The Math result equals the adaptive
 * test's own (its prior already came from English alone); the English result gains what the
 * Math answers say about English.
 */
export function finalEstimates(
  english: readonly Response[],
  math: readonly Response[],
): { english: Estimate; math: Estimate } {
  const englishAlone = estimateAbility(english, DEFAULT_PRIOR);
  const mathAlone = estimateAbility(math, DEFAULT_PRIOR);
  return {
    english: estimateAbility(english, borrowedPrior(mathAlone)),
    math: estimateAbility(math, borrowedPrior(englishAlone)),
  };
}

// ─── Scores ───────────────────────────────────────────────────────────────────────────────────

/** clamp(round_to_10(500 + 100·θ), 200, 800); halves round up (535 → 540). */
export function scaledScore(theta: number): number {
  const raw = SCORE_CENTER + SCORE_PER_THETA * theta;
  // The tiny nudge keeps an exact half (535) from falling to 530 through binary rounding.
  const rounded = Math.round(raw / SCORE_STEP + 1e-9) * SCORE_STEP;
  return Math.min(SCORE_MAX, Math.max(SCORE_MIN, rounded));
}

/** The 90% range: θ ± 1.645·se widened by RANGE_WIDENING, each end scaled like scaledScore. */
export function scoreRange(estimate: Estimate): { low: number; high: number } {
  const half = RANGE_Z * RANGE_WIDENING * estimate.se;
  return { low: scaledScore(estimate.theta - half), high: scaledScore(estimate.theta + half) };
}
