// The checker's solvers for templates/equivalent-expressions.ts, one per spec kind it emits: each
// re-solves the item from its spec alone.
import { eqP, exprLatex, exprToPoly } from "../poly.ts";
import * as Q from "../rational.ts";
import { expandFactored, monoExprLatex } from "../values.ts";
import { fail, isRat, type Solvers } from "./common.ts";

/** The solvers of the spec kinds templates/equivalent-expressions.ts emits. */
export const equivalentExpressions = {
  equivalent: (spec) => {
    const expected = exprToPoly(spec.expr);
    return {
      accepts: (v) =>
        (v.t === "poly" && eqP(v.p, expected)) ||
        (v.t === "factored" && eqP(expandFactored(v.k, v.f), expected)),
      shows: [exprLatex(spec.expr)],
    };
  },
  monomial: (spec) => {
    let c = Q.ONE;
    let e = Q.ZERO;
    for (const f of spec.factors) {
      const p = Q.mul(f.p ?? Q.ONE, Q.rat(f.den ? -1 : 1));
      // c^(a/b) = (b-th root of c)^a, which must be rational.
      const root = Q.rootRational(f.c, Number(p.d));
      if (root === null) fail(`${Q.toText(f.c)}^(${Q.toText(p)}) is irrational`);
      c = Q.mul(c, Q.pow(root, Number(p.n)));
      e = Q.add(e, Q.mul(f.e, p));
    }
    return {
      accepts: (v) =>
        (v.t === "mono" && Q.eq(v.c, c) && Q.eq(v.e, e)) || (Q.isZero(e) && isRat(v, c)),
      shows: [monoExprLatex(spec.factors)],
    };
  },
} satisfies Partial<Solvers>;
