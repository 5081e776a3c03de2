// Where practice pays most: every domain of the digital SAT ranked by the expected score gain per
// minute of practice, each with its weakest skill. The tip of the day, the study recommendations
// and focused practice all start from this one ranking (docs/rules.md, "Where to focus").
//
// A domain's offset δ from its section's ability is the tracker's belief N(m, sd²) (negative =
// weaker than the rest of the section; a domain never answered has the prior N(0, τ²)). If the
// student brought the domain up to the rest of their section, the section score would rise by
//
//   recoverable = 100 · w · E[max(0, −δ)] points
//
// where w is the domain's share of the section (the official weights: domainTargetsOf) and
// E[max(0, −δ)] = sd·φ(m/sd) − m·Φ(−m/sd), the expected shortfall, which counts a domain we know
// little about as possibly weak. One question of the subject takes the SAT's budget
// (PACING_SECONDS) to answer, so the rate of return is
//
//   gainPerMinute = recoverable / (PACING_SECONDS[subject] / 60)
//
// The unit cancels when domains are compared: what matters is that a Math minute buys fewer
// questions than an English one. Within the domain the weakest skill is the one with the lowest
// smoothed accuracy over the answers the state keeps ((correct + 1) / (answers + 2)); a skill
// never answered scores ½, and ties go to the skill with fewer answers, then to taxonomy order.
import { domainTargetsOf } from "../diagnostic/engine.ts";
import { taxonomy, type Domain, type Skill, type Subject } from "../questions/item.ts";
import { DOMAIN_OFFSET_SD, PACING_SECONDS } from "../practice/constants.ts";
import type { PastAnswer } from "../practice/selection.ts";
import { domainBelief, type Belief, type Tracker } from "../practice/tracker.ts";

/** θ units to points on a section's 200–800 scale. */
const POINTS_PER_THETA = 100;

export type SkillRecord = { skill: Skill; answers: number; correct: number };

export type FocusArea = {
  subject: Subject;
  domain: Domain;
  /** The domain's share of its section (0–1). */
  weight: number;
  /** The tracker's belief about the domain's offset from its section (θ units). */
  offset: Belief;
  /** Whether the offset comes from the student's answers (else the prior). */
  measured: boolean;
  /** Expected section points recovered by closing the domain's shortfall. */
  recoverablePoints: number;
  /** recoverablePoints per minute of question time. */
  gainPerMinute: number;
  /** The domain's answers (skips count as answers, not as right) among those the state keeps. */
  answers: number;
  correct: number;
  /** The domain's weakest skill and its record. */
  weakestSkill: SkillRecord;
  /** Every skill of the domain, weakest first. */
  skills: SkillRecord[];
};

const standardNormalPdf = (z: number) => Math.exp(-0.5 * z * z) / Math.sqrt(2 * Math.PI);

/** Φ(z), by the Abramowitz–Stegun 7.1.26 erf approximation (|error| < 1.5e-7). */
export function standardNormalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/** E[max(0, −δ)] for δ ~ N(mean, sd²). */
export function expectedShortfall(belief: Belief): number {
  const { mean, sd } = belief;
  if (!(sd > 0)) return Math.max(0, -mean);
  const z = mean / sd;
  return sd * standardNormalPdf(z) - mean * standardNormalCdf(-z);
}

/** A skill's smoothed accuracy (right + 1) / (answers + 2): ½ with no answers, never 0 or 1.
 *  The weakest skill here and the analysts' skill mastery (domain/analytics/cohort.ts) use it. */
export const smoothedAccuracy = (r: { answers: number; correct: number }) =>
  (r.correct + 1) / (r.answers + 2);

function skillRecords(domain: Domain, subject: Subject, history: readonly PastAnswer[]) {
  const skills = (taxonomy[subject] as Record<string, readonly Skill[]>)[domain]!;
  const records = skills.map((skill) => ({ skill, answers: 0, correct: 0 }));
  for (const answer of history) {
    if (answer.domain !== domain) continue;
    const record = records.find((r) => r.skill === answer.skill);
    if (!record) continue;
    record.answers += 1;
    if (answer.correct) record.correct += 1;
  }
  return records
    .map((record, order) => ({ record, order }))
    .sort(
      (x, y) =>
        smoothedAccuracy(x.record) - smoothedAccuracy(y.record) ||
        x.record.answers - y.record.answers ||
        x.order - y.order,
    )
    .map((x) => x.record);
}

/**
 * Every domain of the chosen subjects (both by default), the best return per minute first (ties
 * by weight, then taxonomy order). `tracker` null (no practice yet) ranks on the priors: by
 * weight and pace alone.
 */
export function rankFocus(args: {
  tracker: Tracker | null;
  history: readonly PastAnswer[];
  subjects?: readonly Subject[];
}): FocusArea[] {
  const chosen = args.subjects ?? (["english", "math"] as const);
  const areas: (FocusArea & { order: number })[] = [];
  let order = 0;
  for (const subject of chosen) {
    const weights = domainTargetsOf(subject);
    for (const domain of Object.keys(taxonomy[subject]) as Domain[]) {
      const offset = args.tracker
        ? domainBelief(args.tracker, domain)
        : { mean: 0, sd: DOMAIN_OFFSET_SD };
      const weight = weights[domain] ?? 0;
      const recoverablePoints = POINTS_PER_THETA * weight * expectedShortfall(offset);
      const skills = skillRecords(domain, subject, args.history);
      const answers = skills.reduce((sum, r) => sum + r.answers, 0);
      const correct = skills.reduce((sum, r) => sum + r.correct, 0);
      areas.push({
        subject,
        domain,
        weight,
        offset,
        measured: args.tracker?.domains[domain] !== undefined,
        recoverablePoints,
        gainPerMinute: recoverablePoints / (PACING_SECONDS[subject] / 60),
        answers,
        correct,
        weakestSkill: skills[0]!,
        skills,
        order: order++,
      });
    }
  }
  return areas
    .sort((x, y) => y.gainPerMinute - x.gainPerMinute || y.weight - x.weight || x.order - y.order)
    .map(({ order: _order, ...area }) => area);
}
