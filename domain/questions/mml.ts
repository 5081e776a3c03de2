// Item calibration by marginal maximum likelihood (Bock–Aitkin EM) for the diagnostic's 3PL
// model (domain/diagnostic/engine.ts: probabilityCorrect, D = 1.7), with priors that shrink each
// estimate toward the item's authored parameters (so MAP, not plain ML, in the M-step). Pure: the
// response patterns and the parameters come in, the estimates and their fit go out. One call
// calibrates one subject (one ability distribution, N(0, 1) on the bank's θ scale). How it was
// checked: domain/questions/mml.test.ts (small recovery), bench/calibration.ts (the whole bank),
// docs/learning-quality.md "Item calibration".
//
//   E-step: each student's posterior over a fixed quadrature grid (QUADRATURE_POINTS on
//           ±QUADRATURE_LIMIT, N(0, 1) weights) given their answers under the current
//           parameters, summed per item and grid point into the expected number of students who
//           answered it there (n_iq) and who answered it right (r_iq).
//   M-step: per estimated item (mml-m-step.ts), a few damped Fisher-scoring steps on
//           Σ_q r_iq·log P_i(θ_q) + (n_iq − r_iq)·log(1 − P_i(θ_q)) + log prior(a, b, c),
//           on (log a, b, c): b ~ N(b_authored, PRIOR_SD_B), log a ~ N(log a_authored,
//           PRIOR_SD_LOG_A), c ~ Beta with its mode at c_authored and PRIOR_C_STRENGTH
//           pseudo-answers (or c held at its current value: options.estimateGuessing).
//   Stop:   when no estimated parameter moved more than TOLERANCE in a cycle, or at MAX_CYCLES.
//   Fit:    per item, the RMSD between the proportion correct "observed" at each grid point
//           (r_iq / n_iq) and the model's P_i(θ_q), weighted by n_iq; above RMSD_FLAG the item
//           is flagged for a person to look at.
import { probabilityCorrect } from "../diagnostic/engine.ts";
import type { ItemParameters } from "./item.ts";
import { maximise, type Prior } from "./mml-m-step.ts";

// ─── Constants ────────────────────────────────────────────────────────────────────────────────

/**
 * An item is estimated only from this many responses up. At 200 the sampling error of a 3PL
 * estimate with these priors is about what the authored guess already carries (SE(b) ≈ 0.2,
 * SE(log a) ≈ 0.15, bench/calibration.ts), so fewer responses would mostly move an item by noise;
 * from 200 up the data start to beat the authored values, and by 500 they clearly do (the
 * recovery bars). Items below it keep their parameters; their responses still inform the
 * students' abilities.
 */
export const MIN_CALIBRATION_RESPONSES = 200;
/** The quadrature: 41 points on −4..4 (step 0.2), weights N(0, 1), normalised. */
export const QUADRATURE_POINTS = 41;
const QUADRATURE_LIMIT = 4;
/** EM stops once no estimated a, b or c moves more than this in a cycle… */
const TOLERANCE = 1e-3;
/** …or after this many cycles. */
const MAX_CYCLES = 200;
/** Prior SD of b around the authored b (logits): weaker than the authoring error it corrects. */
export const PRIOR_SD_B = 0.4;
/** Prior SD of log a around the authored log a. */
export const PRIOR_SD_LOG_A = 0.2;
/** The guessing prior: Beta(1 + m·c₀, 1 + m·(1 − c₀)), its mode at the authored c₀ (SD ≈ 0.05). */
export const PRIOR_C_STRENGTH = 60;
/**
 * An item whose RMSD is above this fits badly and is flagged for a person to look at. Measured
 * (bench/calibration.ts, the whole bank, two seeds): sound items reach at most 0.042 at 500
 * responses (99th percentile 0.064, max 0.075 at the 200-response minimum), items answered at
 * random whatever the ability 0.082–0.145. 0.1 (the usual rule of thumb; PISA uses 0.12) missed
 * a third of those; 0.08 separates them.
 */
export const RMSD_FLAG = 0.08;

// ─── Types ────────────────────────────────────────────────────────────────────────────────────

export type CalibrationItemInput = {
  id: string;
  /** The authored parameters: the priors' centres. */
  authored: ItemParameters;
  /** The parameters in use now (the latest calibration), the start; the authored ones if absent. */
  current?: ItemParameters;
};
export type ResponsePattern = {
  studentId: string;
  responses: readonly { itemId: string; correct: boolean }[];
};
export type CalibrationOptions = {
  minResponses: number;
  /** Estimate c too (true), or keep it at its current value (false). */
  estimateGuessing: boolean;
  maxCycles: number;
  tolerance: number;
  rmsdFlag: number;
  priorSdB: number;
  priorSdLogA: number;
  priorCStrength: number;
};
const DEFAULT_CALIBRATION_OPTIONS: CalibrationOptions = {
  minResponses: MIN_CALIBRATION_RESPONSES,
  estimateGuessing: true,
  maxCycles: MAX_CYCLES,
  tolerance: TOLERANCE,
  rmsdFlag: RMSD_FLAG,
  priorSdB: PRIOR_SD_B,
  priorSdLogA: PRIOR_SD_LOG_A,
  priorCStrength: PRIOR_C_STRENGTH,
};

export type ItemCalibrationResult = {
  id: string;
  /** Estimated (enough responses) or kept as it was. */
  calibrated: boolean;
  before: ItemParameters;
  /** The estimate; equal to `before` for an item not calibrated. */
  after: ItemParameters;
  /** Responses to the item (one per student: a repeated answer counts once). */
  n: number;
  rmsd: number;
  flagged: boolean;
};
export type CalibrationResult = {
  items: ItemCalibrationResult[];
  students: number;
  cycles: number;
  converged: boolean;
};

// ─── The grid ─────────────────────────────────────────────────────────────────────────────────

function quadrature(): { nodes: Float64Array; logWeights: Float64Array } {
  const nodes = new Float64Array(QUADRATURE_POINTS);
  const weights = new Float64Array(QUADRATURE_POINTS);
  const step = (2 * QUADRATURE_LIMIT) / (QUADRATURE_POINTS - 1);
  let total = 0;
  for (let q = 0; q < QUADRATURE_POINTS; q++) {
    nodes[q] = -QUADRATURE_LIMIT + q * step;
    weights[q] = Math.exp(-0.5 * nodes[q]! * nodes[q]!);
    total += weights[q]!;
  }
  const logWeights = weights.map((w) => Math.log(w / total));
  return { nodes, logWeights };
}

// ─── EM ───────────────────────────────────────────────────────────────────────────────────────

/**
 * Calibrates the items of one subject from the students' response patterns. Items with at
 * least `minResponses` responses are estimated; the others keep their current parameters and
 * only inform the abilities. A response to an item not in `items` is ignored; a student's
 * second answer to the same item is ignored (the model assumes one answer per student and item).
 */
export function calibrateItems(
  items: readonly CalibrationItemInput[],
  patterns: readonly ResponsePattern[],
  overrides: Partial<CalibrationOptions> = {},
): CalibrationResult {
  const options = { ...DEFAULT_CALIBRATION_OPTIONS, ...overrides };
  const { nodes, logWeights } = quadrature();
  const Q = nodes.length;
  const I = items.length;
  const index = new Map(items.map((item, i) => [item.id, i]));

  // Each student's answers as (item index, correct), first answer per item only.
  const students: { items: Int32Array; correct: Uint8Array }[] = [];
  const counts = new Int32Array(I);
  for (const pattern of patterns) {
    const seen = new Set<number>();
    const its: number[] = [];
    const cs: number[] = [];
    for (const { itemId, correct } of pattern.responses) {
      const i = index.get(itemId);
      if (i === undefined || seen.has(i)) continue;
      seen.add(i);
      its.push(i);
      cs.push(correct ? 1 : 0);
      counts[i]! += 1;
    }
    if (its.length > 0)
      students.push({ items: Int32Array.from(its), correct: Uint8Array.from(cs) });
  }

  const params: ItemParameters[] = items.map((item) => ({ ...(item.current ?? item.authored) }));
  const estimated = items.map((_, i) => counts[i]! >= options.minResponses);
  const priors: Prior[] = items.map(({ authored }) => ({
    b: authored.b,
    logA: Math.log(authored.a),
    cAlpha: 1 + options.priorCStrength * authored.c,
    cBeta: 1 + options.priorCStrength * (1 - authored.c),
  }));

  const logP = new Float64Array(I * Q);
  const logQ = new Float64Array(I * Q);
  const n = new Float64Array(I * Q);
  const r = new Float64Array(I * Q);
  const posterior = new Float64Array(Q);

  /** The E-step under `params`: fills n and r. */
  const expect = () => {
    for (let i = 0; i < I; i++) {
      for (let q = 0; q < Q; q++) {
        const P = probabilityCorrect(nodes[q]!, params[i]!);
        logP[i * Q + q] = Math.log(Math.max(P, 1e-300));
        logQ[i * Q + q] = Math.log(Math.max(1 - P, 1e-300));
      }
    }
    n.fill(0);
    r.fill(0);
    for (const student of students) {
      let top = -Infinity;
      for (let q = 0; q < Q; q++) {
        let sum = logWeights[q]!;
        for (let k = 0; k < student.items.length; k++) {
          const o = student.items[k]! * Q + q;
          sum += student.correct[k] ? logP[o]! : logQ[o]!;
        }
        posterior[q] = sum;
        if (sum > top) top = sum;
      }
      let total = 0;
      for (let q = 0; q < Q; q++) {
        posterior[q] = Math.exp(posterior[q]! - top);
        total += posterior[q]!;
      }
      for (let q = 0; q < Q; q++) posterior[q]! /= total;
      for (let k = 0; k < student.items.length; k++) {
        const o = student.items[k]! * Q;
        const right = student.correct[k] === 1;
        for (let q = 0; q < Q; q++) {
          n[o + q]! += posterior[q]!;
          if (right) r[o + q]! += posterior[q]!;
        }
      }
    }
  };

  let cycles = 0;
  let converged = !estimated.some(Boolean);
  while (!converged && cycles < options.maxCycles) {
    cycles += 1;
    expect();
    let change = 0;
    for (let i = 0; i < I; i++) {
      if (!estimated[i]) continue;
      const before = params[i]!;
      const after = maximise(before, n, r, i * Q, nodes, priors[i]!, options);
      change = Math.max(
        change,
        Math.abs(after.a - before.a),
        Math.abs(after.b - before.b),
        Math.abs(after.c - before.c),
      );
      params[i] = after;
    }
    converged = change < options.tolerance;
  }

  // The fit, from the expected counts under the final parameters.
  expect();
  const results = items.map((item, i): ItemCalibrationResult => {
    let weighted = 0;
    let weight = 0;
    for (let q = 0; q < Q; q++) {
      const nq = n[i * Q + q]!;
      if (nq <= 1e-9) continue;
      const gap = r[i * Q + q]! / nq - probabilityCorrect(nodes[q]!, params[i]!);
      weighted += nq * gap * gap;
      weight += nq;
    }
    const rmsd = weight > 0 ? Math.sqrt(weighted / weight) : 0;
    const before = { ...(item.current ?? item.authored) };
    return {
      id: item.id,
      calibrated: estimated[i]!,
      before,
      after: estimated[i] ? params[i]! : before,
      n: counts[i]!,
      rmsd,
      flagged: estimated[i]! && rmsd > options.rmsdFlag,
    };
  });
  return { items: results, students: students.length, cycles, converged };
}
