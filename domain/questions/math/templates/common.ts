// Small helpers the Math templates share: LaTeX of numbers and equations, affine expressions,
// and the wording of common steps.
import { constant, exprLatex, term, X, type Expr } from "../poly.ts";
import * as Q from "../rational.ts";
import type { Rational } from "../rational.ts";
import { m } from "../values.ts";

export type Num = Rational | number;
export const r = (n: number | bigint, d: number | bigint = 1): Rational => Q.rat(n, d);
export const asRat = (v: Num): Rational => (typeof v === "number" ? Q.rat(v) : v);

/** LaTeX of a number: "5", "-\frac{3}{4}". */
export const L = (v: Num): string => Q.toLatex(asRat(v));
/** LaTeX of a number in dollars: "$5$". */
export const ml = (v: Num): string => m(L(v));
/** A terminating decimal: "2.5", "1{,}200". */
export const D = (v: Num): string => Q.toDecimal(asRat(v));
/** Money: "7.50", "12". */
export const money = (v: Num): string => Q.toDecimal(asRat(v), { minPlaces: 2 });

/** ax + b as an expression (terms that are zero are left out). */
export function affine(a: Num, b: Num, v: Expr = []): Expr {
  const out = [...v];
  if (!Q.isZero(asRat(a))) out.push(term(asRat(a), X));
  if (!Q.isZero(asRat(b))) out.push(constant(asRat(b)));
  return out.length === 0 ? [constant(0)] : out;
}

export const eqLatex = (lhs: Expr, rhs: Expr, v = "x"): string =>
  `${exprLatex(lhs, v)} = ${exprLatex(rhs, v)}`;

/** "Subtract $5$ from both sides" / "Add $5$ to both sides" for moving the constant b. */
export function moveConstant(b: Num): string {
  const value = asRat(b);
  return Q.sign(value) >= 0
    ? `subtract ${ml(value)} from both sides`
    : `add ${ml(Q.neg(value))} to both sides`;
}

/** "+ 5" / "- 5" for writing a signed constant after a term. */
export function signed(v: Num): string {
  const value = asRat(v);
  return Q.sign(value) < 0 ? ` - ${L(Q.neg(value))}` : ` + ${L(value)}`;
}

/** "3x + 5" style LaTeX of ax + b (for inline working). */
export const affineLatex = (a: Num, b: Num, v = "x"): string => exprLatex(affine(a, b), v);

/** Capitalises the first letter of a sentence. */
export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Greatest common divisor of two whole numbers. */
export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x;
}

/** LaTeX of k·v with the usual coefficient rules: "x", "-x", "3x", "\frac{1}{2}x". */
export function kx(k: Num, v = "x"): string {
  const value = asRat(k);
  if (Q.eq(value, Q.ONE)) return v;
  if (Q.eq(value, Q.rat(-1))) return `-${v}`;
  return `${L(value)}${v}`;
}

/** "\frac{8}{6} = \frac{4}{3}" when the fraction reduces, else just the fraction. */
export function ratioLatex(n: number, d: number): string {
  const value = Q.rat(n, d);
  const plain = d > 0 && gcd(n, d) === 1;
  return plain ? L(value) : `\\frac{${n}}{${d}} = ${L(value)}`;
}
