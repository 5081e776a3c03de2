// What the families' solvers share: the verdict a solver gives, the failure of a spec that is
// not a well-posed item, exact-arithmetic and LaTeX helpers, and the equation verdict that linear
// and nonlinear equations both use.
import * as E from "../exact.ts";
import type { Exact } from "../exact.ts";
import { addP, coef, degree, evalP, lin, poly, powP, scaleP, type Poly } from "../poly.ts";
import * as Q from "../rational.ts";
import type { Rational } from "../rational.ts";
import type { EquationAsk, MathSpec, Point } from "../spec.ts";
import type { MathValue } from "../values.ts";

/** Which choice values a spec accepts, and what the stem must show for the spec to be its. */
export type Verdict = { accepts(value: MathValue): boolean; shows: readonly string[] };

/** Re-solves one kind of spec; throws Unsolvable (via fail) when it is not a well-posed item. */
export type Solver<K extends MathSpec["kind"]> = (spec: Extract<MathSpec, { kind: K }>) => Verdict;

/** A solver for every spec kind: solver.ts joins the families' solvers into one of these. */
export type Solvers = { [K in MathSpec["kind"]]: Solver<K> };

/** The spec does not describe a well-posed item (e.g. an equation with two solutions asked "the"). */
class Unsolvable extends Error {
  constructor(message: string) {
    super(message);
    this.name = "Unsolvable";
  }
}

export function fail(message: string): never {
  throw new Unsolvable(message);
}

export const ex = E.ex;

export const m = (latex: string) => `$${latex}$`;

export const latexR = Q.toLatex;

export const money = (v: Rational) => m(Q.toDecimal(v, { minPlaces: 2 }));

export const dec = (v: Rational) => m(Q.toDecimal(v));

export const pointLatex = ([x, y]: Point) => m(`(${latexR(x)}, ${latexR(y)})`);

/** p(x) for an exact x. */
export function evalExact(p: Poly, x: Exact): Exact {
  let out: Exact = [];
  for (let k = p.length - 1; k >= 0; k--) out = E.addE(E.mulE(out, x), ex(p[k]!));
  return out;
}

/** Real roots of a polynomial of degree ≤ 2, or "all" for the zero polynomial. */
export function realRoots(p: Poly): Exact[] | "all" {
  switch (degree(p)) {
    case -1:
      return "all";
    case 0:
      return [];
    case 1:
      return [ex(Q.neg(Q.div(p[0]!, p[1]!)))];
    case 2: {
      const [c, b, a] = p as [Rational, Rational, Rational];
      const disc = Q.sub(Q.mul(b, b), Q.mul(Q.rat(4), Q.mul(a, c)));
      if (Q.sign(disc) < 0) return [];
      const vertex = ex(Q.div(Q.neg(b), Q.mul(Q.rat(2), a)));
      if (Q.isZero(disc)) return [vertex];
      const spread = E.divER(E.sqrtOf(disc), Q.mul(Q.rat(2), a));
      const roots = [E.addE(vertex, spread), E.subE(vertex, spread)];
      return roots.sort(E.compareE);
    }
    default:
      return fail(`degree ${degree(p)} equations are out of scope`);
  }
}

export const isNum = (value: MathValue, expected: Exact): boolean =>
  value.t === "num" && E.eqE(value.v, expected);

export const isRat = (value: MathValue, expected: Rational): boolean => isNum(value, ex(expected));

export function wholeCount(value: Rational, what: string): Rational {
  if (!Q.isInteger(value) || Q.sign(value) < 0) fail(`${what} is ${Q.toText(value)}, not a count`);
  return value;
}

export function slopeOf([x1, y1]: Point, [x2, y2]: Point): Rational {
  if (Q.eq(x1, x2)) fail("vertical line: no slope");
  return Q.div(Q.sub(y2, y1), Q.sub(x2, x1));
}

/** f(x − h) + k. */
export function shifted(f: Poly, h: Rational, k: Rational): Poly {
  let out: Poly = poly(k);
  f.forEach((c, i) => (out = addP(out, scaleP(powP(lin(1, Q.neg(h)), i), c))));
  return out;
}

export function vertexOf(f: Poly): [Rational, Rational] {
  if (degree(f) !== 2) fail("no vertex: not a quadratic");
  const h = Q.div(Q.neg(coef(f, 1)), Q.mul(Q.rat(2), coef(f, 2)));
  return [h, evalP(f, h)];
}

export function equationVerdict(
  difference: Poly,
  ask: EquationAsk,
  of?: Poly,
): (v: MathValue) => boolean {
  const roots = realRoots(difference);
  if (ask === "count") {
    const id = roots === "all" ? "infinite" : ["none", "one", "two"][roots.length]!;
    return (v) => v.t === "text" && v.id === id;
  }
  if (roots === "all") fail("every number is a solution");
  const value = (x: Exact) => (of ? evalExact(of, x) : x);
  const only = (list: Exact[], what: string): Exact => {
    if (list.length !== 1) fail(`${list.length} solutions are ${what}`);
    return list[0]!;
  };
  switch (ask) {
    case "solution": {
      const x = value(only(roots, "there"));
      return (v) => isNum(v, x);
    }
    case "positive": {
      const x = value(
        only(
          roots.filter((r) => E.signE(r) > 0),
          "positive",
        ),
      );
      return (v) => isNum(v, x);
    }
    case "negative": {
      const x = value(
        only(
          roots.filter((r) => E.signE(r) < 0),
          "negative",
        ),
      );
      return (v) => isNum(v, x);
    }
    case "greater":
    case "smaller": {
      if (roots.length !== 2) fail(`"${ask}" needs two solutions, there are ${roots.length}`);
      const chosen = ask === "greater" ? roots[1]! : roots[0]!;
      return (v) => isNum(v, value(chosen));
    }
    case "any":
      if (roots.length === 0) fail("no solutions");
      return (v) => roots.some((x) => isNum(v, value(x)));
    case "sum":
    case "product":
    case "sum-of-squares": {
      if (roots.length === 0) fail("no solutions");
      const values = roots.map(value);
      const total =
        ask === "sum"
          ? values.reduce(E.addE, [])
          : ask === "product"
            ? values.reduce((a, b) => E.mulE(a, b), ex(1))
            : values.reduce((a, b) => E.addE(a, E.mulE(b, b)), [] as Exact);
      return (v) => isNum(v, total);
    }
  }
}
