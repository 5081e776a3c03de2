// The statistics behind the study-planning insights and timing (docs/rules.md, "Study planning"):
// exact, closed-form computations on counts, so every `confidence` shown is a probability worked
// out from the student's own answers, never a mapping made up for the screen.
//
// - betaBelow: the posterior probability that one accuracy is below another, each with a
//   uniform Beta(1, 1) prior and its right/wrong counts: P(p₁ < p₂) for p₁ ~ Beta(a₁, b₁),
//   p₂ ~ Beta(a₂, b₂), by the exact finite sum for integer parameters
//       P(p₂ > p₁) = Σ_{i=0}^{a₂−1} B(a₁+i, b₁+b₂) / ((b₂+i) · B(1+i, b₂) · B(a₁, b₁)).
// - binomialTail: P(X ≥ k) for X ~ Binomial(n, p), summed exactly in logs; the one-sided sign
//   test of a median against a budget is binomialTail(n, k, ½).
// - betaAbove: P(p > x) for p ~ Beta(a, b), integer a, b: P(Binomial(a+b−1, x) ≤ a−1).

const LANCZOS = [
  676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0 (Lanczos, g = 7: relative error below 1e-13 over the range used here). */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = 0.99999999999980993;
  for (let i = 0; i < LANCZOS.length; i++) sum += LANCZOS[i]! / (z + i + 1);
  const t = z + LANCZOS.length - 0.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** ln B(a, b). */
export function logBeta(a: number, b: number): number {
  return logGamma(a) + logGamma(b) - logGamma(a + b);
}

function logChoose(n: number, k: number): number {
  return logGamma(n + 1) - logGamma(k + 1) - logGamma(n - k + 1);
}

/** P(X ≥ k) for X ~ Binomial(n, p), exactly (k ≤ 0 gives 1, k > n gives 0). */
export function binomialTail(n: number, k: number, p: number): number {
  if (k <= 0) return 1;
  if (k > n) return 0;
  if (p <= 0) return 0;
  if (p >= 1) return 1;
  let total = 0;
  for (let i = k; i <= n; i++) {
    total += Math.exp(logChoose(n, i) + i * Math.log(p) + (n - i) * Math.log(1 - p));
  }
  return Math.min(1, total);
}

/** P(p > x) for p ~ Beta(a, b) with positive integer a and b. */
export function betaAbove(a: number, b: number, x: number): number {
  if (x <= 0) return 1;
  if (x >= 1) return 0;
  // P(p > x) = P(fewer than a successes in a + b − 1 trials of probability x).
  return 1 - binomialTail(a + b - 1, a, x);
}

/**
 * P(p₁ < p₂) for p₁ ~ Beta(a1, b1) and p₂ ~ Beta(a2, b2), positive integer parameters (the
 * posterior of right/wrong counts under Beta(1, 1) priors: a = right + 1, b = wrong + 1).
 */
export function betaBelow(a1: number, b1: number, a2: number, b2: number): number {
  let total = 0;
  const base = logBeta(a1, b1);
  for (let i = 0; i < a2; i++) {
    total += Math.exp(logBeta(a1 + i, b1 + b2) - Math.log(b2 + i) - logBeta(1 + i, b2) - base);
  }
  return Math.min(1, Math.max(0, total));
}

/** The posterior P(accuracy₁ < accuracy₂) from right/total counts under Beta(1, 1) priors. */
export function accuracyBelow(
  first: { right: number; total: number },
  second: { right: number; total: number },
): number {
  return betaBelow(
    first.right + 1,
    first.total - first.right + 1,
    second.right + 1,
    second.total - second.right + 1,
  );
}

/** A probability as the whole percent shown: never 100 (nothing from data is certain). */
export function confidencePercent(probability: number): number {
  return Math.min(99, Math.max(0, Math.round(100 * probability)));
}

/** The median of a non-empty list. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
