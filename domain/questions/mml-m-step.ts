// The M-step of the item calibration (mml.ts) for one item: a few damped Fisher-scoring steps on
// the item's penalised log-likelihood at the E-step's expected counts, on (log a, b[, c]), each
// step kept inside the model's sensible range.
import { SCALING_D, probabilityCorrect } from "../diagnostic/engine.ts";
import type { ItemParameters } from "./item.ts";
import type { CalibrationOptions } from "./mml.ts";

/** Bounds that keep a step from leaving the model's sensible range. */
const A_MIN = 0.05;
const A_MAX = 4;
const B_LIMIT = 5;
const C_MIN = 0.001;
const C_MAX = 0.5;
/** Fisher-scoring steps per M-step, and the largest move of one step. */
const NEWTON_STEPS = 4;
const MAX_STEP = { logA: 0.5, b: 1, c: 0.1 };

export type Prior = { b: number; logA: number; cAlpha: number; cBeta: number };

/** The item's penalised log-likelihood at the expected counts n, r (one per grid point). */
function objective(
  p: ItemParameters,
  n: Float64Array,
  r: Float64Array,
  offset: number,
  nodes: Float64Array,
  prior: Prior,
  options: CalibrationOptions,
): number {
  let value = 0;
  for (let q = 0; q < nodes.length; q++) {
    const nq = n[offset + q]!;
    if (nq <= 0) continue;
    const P = probabilityCorrect(nodes[q]!, p);
    value += r[offset + q]! * Math.log(P) + (nq - r[offset + q]!) * Math.log(1 - P);
  }
  const db = p.b - prior.b;
  const da = Math.log(p.a) - prior.logA;
  value -= (db * db) / (2 * options.priorSdB ** 2) + (da * da) / (2 * options.priorSdLogA ** 2);
  if (options.estimateGuessing) {
    value += (prior.cAlpha - 1) * Math.log(p.c) + (prior.cBeta - 1) * Math.log(1 - p.c);
  }
  return value;
}

/** Solves the k×k system m·x = g (k ≤ 3) by Gaussian elimination; null if singular. */
function solve(m: number[][], g: number[]): number[] | null {
  const k = g.length;
  const a = m.map((row, i) => [...row, g[i]!]);
  for (let col = 0; col < k; col++) {
    let pivot = col;
    for (let row = col + 1; row < k; row++) {
      if (Math.abs(a[row]![col]!) > Math.abs(a[pivot]![col]!)) pivot = row;
    }
    if (Math.abs(a[pivot]![col]!) < 1e-12) return null;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    for (let row = 0; row < k; row++) {
      if (row === col) continue;
      const f = a[row]![col]! / a[col]![col]!;
      for (let j = col; j <= k; j++) a[row]![j]! -= f * a[col]![j]!;
    }
  }
  return a.map((row, i) => row[k]! / row[i]!);
}

const clamp = (x: number, low: number, high: number) => Math.min(high, Math.max(low, x));

/**
 * A few damped Fisher-scoring steps on (log a, b[, c]) from `start`: the expected information
 * plus the priors' curvature is positive definite, so each step goes uphill for a small enough
 * length; a step that does not raise the objective is halved (up to 8 times).
 */
export function maximise(
  start: ItemParameters,
  n: Float64Array,
  r: Float64Array,
  offset: number,
  nodes: Float64Array,
  prior: Prior,
  options: CalibrationOptions,
): ItemParameters {
  let p = start;
  let value = objective(p, n, r, offset, nodes, prior, options);
  const k = options.estimateGuessing ? 3 : 2;
  for (let step = 0; step < NEWTON_STEPS; step++) {
    const g = new Array<number>(k).fill(0);
    const info = Array.from({ length: k }, () => new Array<number>(k).fill(0));
    for (let q = 0; q < nodes.length; q++) {
      const nq = n[offset + q]!;
      if (nq <= 0) continue;
      const theta = nodes[q]!;
      const P = probabilityCorrect(theta, p);
      // The engine's P = c + (1 − c)·L with L the logistic in D·a·(θ − b): its derivatives.
      const L = (P - p.c) / (1 - p.c);
      const slope = (1 - p.c) * L * (1 - L) * SCALING_D;
      // dP/d(log a), dP/db, dP/dc
      const d = [slope * p.a * (theta - p.b), -slope * p.a, 1 - L];
      const pq = Math.max(P * (1 - P), 1e-12);
      const residual = (r[offset + q]! - nq * P) / pq;
      for (let i = 0; i < k; i++) {
        g[i]! += residual * d[i]!;
        for (let j = 0; j < k; j++) info[i]![j]! += (nq / pq) * d[i]! * d[j]!;
      }
    }
    const logA = Math.log(p.a);
    g[0]! -= (logA - prior.logA) / options.priorSdLogA ** 2;
    info[0]![0]! += 1 / options.priorSdLogA ** 2;
    g[1]! -= (p.b - prior.b) / options.priorSdB ** 2;
    info[1]![1]! += 1 / options.priorSdB ** 2;
    if (k === 3) {
      g[2]! += (prior.cAlpha - 1) / p.c - (prior.cBeta - 1) / (1 - p.c);
      info[2]![2]! += (prior.cAlpha - 1) / p.c ** 2 + (prior.cBeta - 1) / (1 - p.c) ** 2;
    }
    const delta = solve(info, g);
    if (!delta) break;
    delta[0] = clamp(delta[0]!, -MAX_STEP.logA, MAX_STEP.logA);
    delta[1] = clamp(delta[1]!, -MAX_STEP.b, MAX_STEP.b);
    if (k === 3) delta[2] = clamp(delta[2]!, -MAX_STEP.c, MAX_STEP.c);
    let length = 1;
    let moved = false;
    for (let halving = 0; halving < 8; halving++) {
      const next: ItemParameters = {
        a: clamp(Math.exp(logA + length * delta[0]!), A_MIN, A_MAX),
        b: clamp(p.b + length * delta[1]!, -B_LIMIT, B_LIMIT),
        c: k === 3 ? clamp(p.c + length * delta[2]!, C_MIN, C_MAX) : p.c,
      };
      const nextValue = objective(next, n, r, offset, nodes, prior, options);
      if (nextValue >= value) {
        moved = Math.abs(next.a - p.a) + Math.abs(next.b - p.b) + Math.abs(next.c - p.c) > 1e-7;
        p = next;
        value = nextValue;
        break;
      }
      length /= 2;
    }
    if (!moved) break;
  }
  return p;
}
