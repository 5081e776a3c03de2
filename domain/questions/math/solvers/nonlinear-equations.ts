// The checker's solvers for templates/nonlinear-equations.ts, one per spec kind it emits: each
// re-solves the item from its spec alone.
import * as E from "../exact.ts";
import {
  coef,
  degree,
  evalP,
  lin,
  mulP,
  poly,
  polyLatex,
  powP,
  scaleP,
  subP,
  type Poly,
} from "../poly.ts";
import * as Q from "../rational.ts";
import type { Rational } from "../rational.ts";
import { powerLatex, solutionSetId } from "../values.ts";
import {
  equationVerdict,
  evalExact,
  ex,
  fail,
  isNum,
  isRat,
  latexR,
  realRoots,
  type Solvers,
} from "./common.ts";

/** k with g^k = n (k ≥ 1), or null. */
function exactLog(g: number, n: number): number | null {
  let power = g;
  for (let k = 1; power <= n; k++, power *= g) if (power === n) return k;
  return null;
}

/** The solvers of the spec kinds templates/nonlinear-equations.ts emits. */
export const nonlinearEquations = {
  "one-solution-parameter": (spec) => {
    // One real solution exactly when b² = 4ac.
    const { a } = spec;
    if (Q.isZero(a)) fail("not a quadratic");
    let answer: Rational;
    if (spec.b === null && spec.c !== null) {
      const b = Q.sqrtRational(Q.mul(Q.rat(4), Q.mul(a, spec.c)));
      if (b === null || Q.isZero(b)) fail("no positive rational b gives one solution");
      answer = b;
    } else if (spec.c === null && spec.b !== null) {
      answer = Q.div(Q.mul(spec.b, spec.b), Q.mul(Q.rat(4), a));
    } else fail("exactly one of b and c must be unknown");
    return { accepts: (v) => isRat(v, answer), shows: [] };
  },
  "exponential-equation": (spec) => {
    // Write both bases as powers of one whole number g, then equate the exponents.
    let found: [number, number] | null = null;
    for (let g = 2; g <= Math.max(spec.base1, spec.base2) && !found; g++) {
      const k1 = exactLog(g, spec.base1);
      const k2 = exactLog(g, spec.base2);
      if (k1 !== null && k2 !== null) found = [k1, k2];
    }
    if (!found) fail("the bases are not powers of a common base");
    const difference = subP(scaleP(spec.e1, found[0]), scaleP(spec.e2, found[1]));
    return {
      accepts: equationVerdict(difference, "solution"),
      shows: [powerLatex(spec.base1, spec.e1), powerLatex(spec.base2, spec.e2)],
    };
  },
  "rational-equation": (spec) => {
    const cross = subP(mulP(spec.n1, spec.d2), mulP(spec.n2, spec.d1));
    const roots = realRoots(cross);
    if (roots === "all") fail("an identity");
    const allowed = roots.filter((x) => {
      const zero = (d: Poly) => E.isZeroE(evalExact(d, x));
      return !zero(spec.d1) && !zero(spec.d2);
    });
    if (allowed.length !== 1) fail(`${allowed.length} allowed solutions`);
    return {
      accepts: (v) => isNum(v, allowed[0]!),
      shows: [polyLatex(spec.n1), polyLatex(spec.d1)],
    };
  },
  "radical-equation": (spec) => {
    // √(ax + b) = x + c  ⇒  (x + c)² = ax + b, keeping the roots where x + c ≥ 0.
    const squared = subP(powP(lin(1, spec.c), 2), lin(spec.a, spec.b));
    const roots = realRoots(squared);
    if (roots === "all") fail("an identity");
    const valid = roots.filter((x) => E.signE(E.addE(x, ex(spec.c))) >= 0);
    const shows = [polyLatex(lin(spec.a, spec.b)), polyLatex(lin(1, spec.c))];
    if (spec.ask === "solution") {
      if (valid.length !== 1) fail(`${valid.length} valid solutions`);
      return { accepts: (v) => isNum(v, valid[0]!), shows };
    }
    const id = solutionSetId(valid);
    return { accepts: (v) => v.t === "text" && v.id === id, shows };
  },
  "abs-equation": (spec) => {
    if (Q.sign(spec.b) <= 0 || Q.isZero(spec.p)) fail("want |px + q| = b with b > 0");
    const roots = [Q.sub(spec.b, spec.q), Q.sub(Q.neg(spec.b), spec.q)].map((t) =>
      Q.div(t, spec.p),
    );
    const pickOne = (list: Rational[]) => {
      if (list.length !== 1) fail(`${list.length} solutions match`);
      return list[0]!;
    };
    const shows = [polyLatex(lin(spec.p, spec.q)), latexR(spec.b)];
    switch (spec.ask) {
      case "any":
        return { accepts: (v) => roots.some((x) => isRat(v, x)), shows };
      case "sum": {
        const total = Q.add(roots[0]!, roots[1]!);
        return { accepts: (v) => isRat(v, total), shows };
      }
      case "positive":
      case "negative": {
        const wanted = spec.ask === "positive" ? 1 : -1;
        const x = pickOne(roots.filter((root) => Q.sign(root) === wanted));
        return { accepts: (v) => isRat(v, x), shows };
      }
    }
  },
  "nonlinear-system": (spec) => {
    const difference = subP(spec.parabola, spec.line);
    const shows = [polyLatex(spec.parabola), polyLatex(spec.line)];
    if (spec.ask === "point") {
      return {
        accepts: (v) =>
          v.t === "pair" &&
          Q.eq(evalP(spec.parabola, v.x), v.y) &&
          Q.eq(evalP(spec.line, v.x), v.y),
        shows,
      };
    }
    const ask = spec.ask === "positive-x" ? "positive" : spec.ask === "sum-x" ? "sum" : "count";
    return { accepts: equationVerdict(difference, ask), shows };
  },
  "tangent-parameter": (spec) => {
    // parabola(x) − slope·x − k = 0 has one solution when its discriminant is 0.
    const q = subP(spec.parabola, poly(0, spec.slope));
    if (degree(q) !== 2) fail("not a parabola");
    const k = Q.sub(coef(q, 0), Q.div(Q.mul(coef(q, 1), coef(q, 1)), Q.mul(Q.rat(4), coef(q, 2))));
    return { accepts: (v) => isRat(v, k), shows: [polyLatex(spec.parabola)] };
  },
} satisfies Partial<Solvers>;
