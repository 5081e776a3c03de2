// Exact real numbers of the form Σ cᵢ·√kᵢ·πᵖⁱ (cᵢ rational, kᵢ square-free, pᵢ ∈ {0, 1}): enough
// for the answers the Math templates give (3 + √2, \frac{\sqrt{3}}{2}, 36π, \frac{9π}{2}). The
// square roots of distinct square-free integers and π are linearly independent over the
// rationals, so two numbers are equal exactly when their normalised terms are equal.
import * as Q from "./rational.ts";
import type { Rational } from "./rational.ts";

export type Term = { readonly c: Rational; readonly root: bigint; readonly pi: 0 | 1 };
/** Terms sorted by (pi, root), no zero coefficients; zero is the empty list. */
export type Exact = readonly Term[];

const order = (a: Term, b: Term) =>
  a.pi !== b.pi ? a.pi - b.pi : a.root < b.root ? -1 : a.root > b.root ? 1 : 0;

function normalise(terms: readonly Term[]): Exact {
  const merged = new Map<string, Term>();
  for (const term of terms) {
    const key = `${term.pi}:${term.root}`;
    const prior = merged.get(key);
    merged.set(key, prior ? { ...term, c: Q.add(prior.c, term.c) } : term);
  }
  return [...merged.values()].filter((t) => !Q.isZero(t.c)).sort(order);
}

/** A rational (or whole number) as an exact number. */
export function ex(value: Rational | number): Exact {
  const c = typeof value === "number" ? Q.rat(value) : value;
  return normalise([{ c, root: 1n, pi: 0 }]);
}

/** c·π. */
export function piTimes(value: Rational | number): Exact {
  const c = typeof value === "number" ? Q.rat(value) : value;
  return normalise([{ c, root: 1n, pi: 1 }]);
}

/** Splits n ≥ 1 into s²·k with k square-free; returns [s, k]. */
function squareFree(n: bigint): [bigint, bigint] {
  let outside = 1n;
  let inside = n;
  for (let f = 2n; f * f <= inside; f += 1n) {
    while (inside % (f * f) === 0n) {
      inside /= f * f;
      outside *= f;
    }
  }
  return [outside, inside];
}

/** √r for a rational r ≥ 0, simplified (√12 = 2√3, √(1/2) = √2/2). */
export function sqrtOf(value: Rational | number): Exact {
  const r = typeof value === "number" ? Q.rat(value) : value;
  if (r.n < 0n) throw new RangeError("sqrtOf: negative radicand");
  if (r.n === 0n) return [];
  // √(n/d) = √(n·d)/d
  const [outside, inside] = squareFree(r.n * r.d);
  return normalise([{ c: Q.rat(outside, r.d), root: inside, pi: 0 }]);
}

export const addE = (a: Exact, b: Exact): Exact => normalise([...a, ...b]);
const negE = (a: Exact): Exact => a.map((t) => ({ ...t, c: Q.neg(t.c) }));
export const subE = (a: Exact, b: Exact): Exact => addE(a, negE(b));
export const scaleE = (a: Exact, r: Rational): Exact =>
  normalise(a.map((t) => ({ ...t, c: Q.mul(t.c, r) })));
export const divER = (a: Exact, r: Rational): Exact => scaleE(a, Q.inv(r));

/** Product; throws if it would need π². */
export function mulE(a: Exact, b: Exact): Exact {
  const terms: Term[] = [];
  for (const x of a) {
    for (const y of b) {
      const pi = x.pi + y.pi;
      if (pi > 1) throw new RangeError("mulE: π² is outside the number system");
      const [outside, inside] = squareFree(x.root * y.root);
      terms.push({ c: Q.mul(Q.mul(x.c, y.c), Q.rat(outside)), root: inside, pi: pi as 0 | 1 });
    }
  }
  return normalise(terms);
}

/** a ÷ b for a b of one term (a rational, c√k or cπ): multiplies by the conjugate-free inverse. */
export function divE(a: Exact, b: Exact): Exact {
  if (b.length !== 1) throw new RangeError("divE: the divisor must have exactly one term");
  const [t] = b as [Term];
  if (t.pi === 1) {
    if (a.some((x) => x.pi === 0)) throw new RangeError("divE: would need 1/π");
    return divE(
      a.map((x) => ({ ...x, pi: 0 as const })),
      [{ ...t, pi: 0 }],
    );
  }
  // 1/(c√k) = √k/(c·k)
  return scaleE(mulE(a, [{ c: Q.ONE, root: t.root, pi: 0 }]), Q.inv(Q.mul(t.c, Q.rat(t.root))));
}

export const isZeroE = (a: Exact): boolean => a.length === 0;
export const eqE = (a: Exact, b: Exact): boolean => isZeroE(subE(a, b));
export const isRationalE = (a: Exact): boolean =>
  a.length === 0 || (a.length === 1 && a[0]!.root === 1n && a[0]!.pi === 0);

/** The rational value, or null when the number is irrational. */
export function toRationalE(a: Exact): Rational | null {
  if (a.length === 0) return Q.ZERO;
  return isRationalE(a) ? a[0]!.c : null;
}

function approxE(a: Exact): number {
  return a.reduce(
    (total, t) => total + Q.toNumber(t.c) * Math.sqrt(Number(t.root)) * (t.pi ? Math.PI : 1),
    0,
  );
}

/**
 * The sign, exactly for p + q√k (the shapes the templates compare: quadratic roots), by float
 * otherwise when the value is clearly away from zero.
 */
export function signE(a: Exact): -1 | 0 | 1 {
  if (a.length === 0) return 0;
  if (a.length === 1) return Q.sign(a[0]!.c);
  const noPi = a.every((t) => t.pi === 0);
  if (a.length === 2 && noPi && a[0]!.root === 1n) {
    const p = a[0]!.c;
    const q = a[1]!.c;
    const k = Q.rat(a[1]!.root);
    if (Q.sign(p) === Q.sign(q)) return Q.sign(p);
    // Signs differ: compare p² with q²·k.
    const bigger = Q.compare(Q.mul(p, p), Q.mul(Q.mul(q, q), k));
    return bigger > 0 ? Q.sign(p) : Q.sign(q);
  }
  const value = approxE(a);
  if (Math.abs(value) < 1e-9) throw new RangeError("signE: too close to zero to decide");
  return value < 0 ? -1 : 1;
}

export const compareE = (a: Exact, b: Exact): -1 | 0 | 1 => signE(subE(a, b));

/** A stable text key: equal numbers, equal keys. */
export function keyE(a: Exact): string {
  if (a.length === 0) return "0";
  return a.map((t) => `${Q.toText(t.c)}*r${t.root}*p${t.pi}`).join("+");
}

function termLatex(t: Term, first: boolean): string {
  const negative = t.c.n < 0n;
  const sign = negative ? (first ? "-" : " - ") : first ? "" : " + ";
  const magnitude = Q.abs(t.c);
  if (t.root === 1n && t.pi === 0) return sign + Q.toLatex(magnitude);
  const symbol = (t.root === 1n ? "" : `\\sqrt{${t.root}}`) + (t.pi ? "\\pi" : "");
  const numerator = (magnitude.n === 1n ? "" : Q.toLatex(Q.rat(magnitude.n))) + symbol;
  const body =
    magnitude.d === 1n ? numerator : `\\frac{${numerator}}{${Q.toLatex(Q.rat(magnitude.d))}}`;
  return sign + body;
}

/** LaTeX: "3 + \sqrt{2}", "\frac{\sqrt{3}}{2}", "36\pi", "-\frac{9\pi}{2}", "0". */
export function toLatexE(a: Exact): string {
  if (a.length === 0) return "0";
  return a.map((t, i) => termLatex(t, i === 0)).join("");
}
