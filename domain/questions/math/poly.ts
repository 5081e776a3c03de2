// Polynomials in one variable with rational coefficients, and the expression shape the Math
// templates print and the checker expands: a sum of terms, each a rational times a product of
// powers of polynomials, e.g. 3(x + 4) − 2x or (2x − 3)(x + 5) or \frac{x + 1}{4}.
import * as Q from "./rational.ts";
import type { Rational } from "./rational.ts";

/** Coefficients from the constant up: [b, a] is ax + b. No trailing zeros; zero is []. */
export type Poly = readonly Rational[];

function trim(c: Rational[]): Poly {
  let end = c.length;
  while (end > 0 && Q.isZero(c[end - 1]!)) end -= 1;
  return c.slice(0, end);
}

const asRat = (v: Rational | number): Rational => (typeof v === "number" ? Q.rat(v) : v);

/** From the constant up: poly(5, 3) is 3x + 5; poly(0, 0, 1) is x². */
export function poly(...coefficients: (Rational | number)[]): Poly {
  return trim(coefficients.map(asRat));
}

/** ax + b. */
export const lin = (a: Rational | number, b: Rational | number): Poly => poly(b, a);
/** The polynomial x. */
export const X: Poly = poly(0, 1);

export const coef = (p: Poly, power: number): Rational => p[power] ?? Q.ZERO;
export const degree = (p: Poly): number => p.length - 1;

export function addP(a: Poly, b: Poly): Poly {
  const out: Rational[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) out.push(Q.add(coef(a, i), coef(b, i)));
  return trim(out);
}

export const scaleP = (a: Poly, r: Rational | number): Poly =>
  trim(a.map((c) => Q.mul(c, asRat(r))));
export const subP = (a: Poly, b: Poly): Poly => addP(a, scaleP(b, -1));

export function mulP(a: Poly, b: Poly): Poly {
  if (a.length === 0 || b.length === 0) return [];
  const out: Rational[] = Array.from({ length: a.length + b.length - 1 }, () => Q.ZERO);
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j] = Q.add(out[i + j]!, Q.mul(x, y)))));
  return trim(out);
}

export function powP(a: Poly, k: number): Poly {
  let out: Poly = poly(1);
  for (let i = 0; i < k; i++) out = mulP(out, a);
  return out;
}

export function evalP(p: Poly, x: Rational | number): Rational {
  const at = asRat(x);
  return p.reduceRight((acc, c) => Q.add(Q.mul(acc, at), c), Q.ZERO);
}

export const eqP = (a: Poly, b: Poly): boolean =>
  a.length === b.length && a.every((c, i) => Q.eq(c, b[i]!));
export const keyP = (p: Poly): string => (p.length === 0 ? "0" : p.map(Q.toText).join(","));

function power(v: string, k: number): string {
  return k === 0 ? "" : k === 1 ? v : `${v}^{${k}}`;
}

/**
 * LaTeX, highest power first: "3x^{2} - x + \frac{1}{2}"; zero is "0". `ascending` puts the
 * constant first ("30 - 1.5t", the usual way to write a model); `decimal` prints decimals.
 */
export function polyLatex(
  p: Poly,
  v = "x",
  options: { ascending?: boolean; decimal?: boolean } = {},
): string {
  const parts: string[] = [];
  const powers = p.map((_, k) => k);
  if (!options.ascending) powers.reverse();
  for (const k of powers) {
    const c = p[k]!;
    if (Q.isZero(c)) continue;
    const negative = c.n < 0n;
    const sign = parts.length === 0 ? (negative ? "-" : "") : negative ? " - " : " + ";
    const magnitude = Q.abs(c);
    const shown = options.decimal ? Q.toDecimal(magnitude) : Q.toLatex(magnitude);
    const number = k > 0 && Q.eq(magnitude, Q.ONE) ? "" : shown;
    parts.push(sign + number + power(v, k));
  }
  return parts.length === 0 ? "0" : parts.join("");
}

/** (p)^e; `bare` prints p without parentheses (only for a lone factor with coefficient 1). */
export type Factor = { readonly p: Poly; readonly e?: number; readonly bare?: boolean };
/** c·Π factors; `frac` prints c = ±1/d over a single factor as \frac{p}{d}. */
export type ProductTerm = {
  readonly c: Rational;
  readonly f: readonly Factor[];
  readonly frac?: boolean;
};
export type Expr = readonly ProductTerm[];

/** Builders: a term, a bare polynomial term, a constant term. */
export const term = (c: Rational | number, ...f: (Poly | Factor)[]): ProductTerm => ({
  c: asRat(c),
  f: f.map((x) => (Array.isArray(x) ? { p: x as Poly } : (x as Factor))),
});
export const bare = (p: Poly): ProductTerm => ({ c: Q.ONE, f: [{ p, bare: true }] });
export const constant = (c: Rational | number): ProductTerm => ({ c: asRat(c), f: [] });
export const over = (p: Poly, d: number): ProductTerm => ({
  c: Q.rat(1, d),
  f: [{ p }],
  frac: true,
});

export function exprToPoly(e: Expr): Poly {
  return e.reduce<Poly>(
    (acc, t) =>
      addP(
        acc,
        t.f.reduce<Poly>((prod, f) => mulP(prod, powP(f.p, f.e ?? 1)), poly(t.c)),
      ),
    [],
  );
}

const isMonicMonomial = (p: Poly): boolean =>
  p.length > 1 && Q.eq(p[p.length - 1]!, Q.ONE) && p.slice(0, -1).every(Q.isZero);

function factorLatex(f: Factor, v: string): string {
  const e = f.e ?? 1;
  if (f.bare || (isMonicMonomial(f.p) && e === 1)) return polyLatex(f.p, v);
  return `(${polyLatex(f.p, v)})${e === 1 ? "" : `^{${e}}`}`;
}

/** LaTeX of an expression: "3(x + 4) - 2x", "(2x - 3)^{2}", "\frac{x + 1}{4} + 2". */
export function exprLatex(e: Expr, v = "x"): string {
  if (e.length === 0) return "0";
  return e
    .map((t, i) => {
      const negative = t.c.n < 0n;
      const sign = i === 0 ? (negative ? "-" : "") : negative ? " - " : " + ";
      const magnitude = Q.abs(t.c);
      if (t.f.length === 0) return sign + Q.toLatex(magnitude);
      if (t.frac) {
        const [only] = t.f;
        if (t.f.length !== 1 || magnitude.n !== 1n || !only) {
          throw new RangeError("exprLatex: a \\frac term needs one factor and c = ±1/d");
        }
        return `${sign}\\frac{${polyLatex(only.p, v)}}{${magnitude.d}}`;
      }
      const number = Q.eq(magnitude, Q.ONE) ? "" : Q.toLatex(magnitude);
      return sign + number + t.f.map((f) => factorLatex(f, v)).join("");
    })
    .join("");
}
