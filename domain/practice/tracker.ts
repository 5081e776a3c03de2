// The Daily Drop's ability tracker: per subject a Normal belief about θ (the SAT z-scale, score =
// 500 + 100·θ), seeded by the diagnostic, and per domain a Normal belief about that domain's
// offset from the subject (negative = a weakness), with the prior N(0, τ²). A student answers an
// item of a domain with ability θ + δ under the 3PL model.
//
// Between days both beliefs widen by a random walk (DRIFT_SD_PER_DAY), so the tracker can follow
// a student who learns. After each answer the update is exact on a grid and then moment-matched
// back to Normals (assumed-density filtering): the sum s = θ + δ is N(mθ + mδ, vθ + vδ) a priori,
// its posterior after the answer comes from estimateAbility (EAP on the diagnostic's grid), and
// because (θ, δ) given s is Gaussian, each part's posterior mean and variance follow in closed
// form. Dropping the correlation the update leaves between θ and δ only overstates the spread of
// θ + δ later (the true covariance is negative), so predictions err on the cautious side.
import { estimateAbility, probabilityCorrect } from "../diagnostic/engine.ts";
import type { Domain, ItemParameters, Subject } from "../questions/item.ts";
import {
  DOMAIN_OFFSET_SD,
  DRIFT_SD_PER_DAY,
  MAX_SUBJECT_SD,
  QUADRATURE_POINTS,
  QUADRATURE_SDS,
  UNMEASURED_SD,
} from "./constants.ts";
import { daysBetween } from "./days.ts";

export type Belief = { mean: number; sd: number };

/** Whether a subject's belief comes from the student: narrower than UNMEASURED_SD (the
 *  population's is 1). */
export function isMeasured(belief: Belief): boolean {
  return belief.sd < UNMEASURED_SD;
}

export type Tracker = {
  subjects: Record<Subject, Belief>;
  /** Offset of a domain from its subject's ability (negative = weakness); absent = prior N(0, τ²). */
  domains: Partial<Record<Domain, Belief>>;
  /** The day the beliefs were last brought forward (drift applied up to it). */
  day: string | null;
};

export type TrackedItem = { subject: Subject; domain: Domain; irt: ItemParameters };

/** A domain offset before any answer: N(0, τ²). */
const DOMAIN_PRIOR: Belief = { mean: 0, sd: DOMAIN_OFFSET_SD };

// ─── The tracker ──────────────────────────────────────────────────────────────────────────────

/** The starting beliefs: the diagnostic's (θ, se) per subject, else the population N(0, 1). */
export function seedTracker(
  diagnostic: Partial<Record<Subject, { theta: number; se: number }>>,
): Tracker {
  const of = (estimate: { theta: number; se: number } | undefined): Belief =>
    estimate && estimate.se > 0
      ? { mean: estimate.theta, sd: Math.min(MAX_SUBJECT_SD, estimate.se) }
      : { mean: 0, sd: MAX_SUBJECT_SD };
  return {
    subjects: { english: of(diagnostic.english), math: of(diagnostic.math) },
    domains: {},
    day: null,
  };
}

/** A belief after `days` of drift: variance + days·DRIFT², widened to at most `maxSd` (never narrowed). */
function drifted(belief: Belief, days: number, maxSd: number): Belief {
  if (days <= 0) return belief;
  const variance = belief.sd * belief.sd + days * DRIFT_SD_PER_DAY * DRIFT_SD_PER_DAY;
  return { mean: belief.mean, sd: Math.max(belief.sd, Math.min(maxSd, Math.sqrt(variance))) };
}

/** Adds the daily drift variance for the days between tracker.day and `day` (none if same/earlier). */
export function driftTo(tracker: Tracker, day: string): Tracker {
  if (tracker.day === null) return { ...tracker, day };
  const days = daysBetween(tracker.day, day);
  if (days <= 0) return tracker;
  const domains: Partial<Record<Domain, Belief>> = {};
  for (const [domain, belief] of Object.entries(tracker.domains) as [Domain, Belief][]) {
    domains[domain] = drifted(belief, days, DOMAIN_OFFSET_SD);
  }
  return {
    subjects: {
      english: drifted(tracker.subjects.english, days, MAX_SUBJECT_SD),
      math: drifted(tracker.subjects.math, days, MAX_SUBJECT_SD),
    },
    domains,
    day,
  };
}

/** The domain offset's belief (the prior when it has no answers yet). */
export function domainBelief(tracker: Tracker, domain: Domain): Belief {
  return tracker.domains[domain] ?? DOMAIN_PRIOR;
}

/** The belief about θ + δ for this item's subject and domain. */
function effectiveBelief(tracker: Tracker, item: TrackedItem): Belief {
  const subject = tracker.subjects[item.subject];
  const domain = domainBelief(tracker, item.domain);
  return {
    mean: subject.mean + domain.mean,
    sd: Math.sqrt(subject.sd * subject.sd + domain.sd * domain.sd),
  };
}

// The quadrature: standard-normal nodes −6..6 with weights φ(z), normalised. The trapezoid rule on
// a smooth integrand times a Gaussian converges geometrically; 49 points (step 0.25) is accurate
// to < 1e-7 for any 3PL item with a ≤ 2.5 at belief SDs up to 1.
const NODES = Array.from(
  { length: QUADRATURE_POINTS },
  (_, i) => -QUADRATURE_SDS + (2 * QUADRATURE_SDS * i) / (QUADRATURE_POINTS - 1),
);
const RAW_WEIGHTS = NODES.map((z) => Math.exp(-0.5 * z * z));
const WEIGHT_SUM = RAW_WEIGHTS.reduce((sum, w) => sum + w, 0);
const WEIGHTS = RAW_WEIGHTS.map((w) => w / WEIGHT_SUM);

/** E[P(correct | s)] for s ~ N(mean, sd²). */
function expectedProbability(belief: Belief, irt: ItemParameters): number {
  if (!(belief.sd > 0)) return probabilityCorrect(belief.mean, irt);
  let sum = 0;
  for (let i = 0; i < NODES.length; i++) {
    sum += WEIGHTS[i]! * probabilityCorrect(belief.mean + belief.sd * NODES[i]!, irt);
  }
  return sum;
}

/** P(correct) for this student: 3PL at subject mean + domain offset, integrating the belief SDs. */
export function predictedSuccess(tracker: Tracker, item: TrackedItem): number {
  return expectedProbability(effectiveBelief(tracker, item), item.irt);
}

/** Bayesian update of the subject belief AND the domain offset after one answer. */
export function updateTracker(tracker: Tracker, item: TrackedItem, correct: boolean): Tracker {
  const subject = tracker.subjects[item.subject];
  const domain = domainBelief(tracker, item.domain);
  const vTheta = subject.sd * subject.sd;
  const vDelta = domain.sd * domain.sd;
  const priorMean = subject.mean + domain.mean;
  const priorVariance = vTheta + vDelta;
  // The exact posterior of s = θ + δ on the grid, then its first two moments.
  const posterior = estimateAbility([{ irt: item.irt, correct }], {
    mean: priorMean,
    sd: Math.sqrt(priorVariance),
  });
  const shift = posterior.theta - priorMean;
  const sVariance = posterior.se * posterior.se;
  // (part | s) ~ N(m + k·(s − mₛ), v·(1 − k)) with k = v / vₛ; averaging over the posterior of s.
  const part = (belief: Belief, variance: number): Belief => {
    const k = variance / priorVariance;
    const v = variance * (1 - k) + k * k * sVariance;
    return { mean: belief.mean + k * shift, sd: Math.sqrt(Math.max(v, 0)) };
  };
  return {
    ...tracker,
    subjects: { ...tracker.subjects, [item.subject]: part(subject, vTheta) },
    domains: { ...tracker.domains, [item.domain]: part(domain, vDelta) },
  };
}
