// The checker's solvers for templates/linear-one-variable.ts, one per spec kind it emits: each
// re-solves the item from its spec alone.
import { coef, degree, exprLatex, exprToPoly, subP } from "../poly.ts";
import * as Q from "../rational.ts";
import type { Rational } from "../rational.ts";
import { equationVerdict, fail, isRat, money, wholeCount, type Solvers } from "./common.ts";

/** The solvers of the spec kinds templates/linear-one-variable.ts emits. */
export const linearOneVariable = {
  equation: (spec) => {
    const difference = subP(exprToPoly(spec.lhs), exprToPoly(spec.rhs));
    return {
      accepts: equationVerdict(difference, spec.ask, spec.of),
      // A side that is just 0 (an intercept question) need not be printed.
      shows: [exprLatex(spec.lhs), exprLatex(spec.rhs)].filter((s) => s !== "0"),
    };
  },
  "fee-periods": (spec) => {
    const n = wholeCount(Q.div(Q.sub(spec.total, spec.fee), spec.rate), "the number of periods");
    return { accepts: (v) => isRat(v, n), shows: [spec.fee, spec.rate, spec.total].map(money) };
  },
  "plans-equal": (spec) => {
    const gap = Q.sub(spec.rate1, spec.rate2);
    if (Q.isZero(gap)) fail("equal rates never meet");
    const n = wholeCount(Q.div(Q.sub(spec.fee2, spec.fee1), gap), "the meeting point");
    return {
      accepts: (v) => isRat(v, n),
      shows: [spec.fee1, spec.rate1, spec.fee2, spec.rate2].map(money),
    };
  },
  "linear-parameter": (spec) => {
    const left = exprToPoly(spec.left);
    if (degree(left) > 1) fail("the left side is not linear");
    const [lc, lx] = [coef(left, 0), coef(left, 1)];
    // A linear equation has no solution when the x-terms cancel and the constants differ, and
    // infinitely many when both cancel.
    const p = lx;
    if (spec.p !== null && !Q.eq(spec.p, p)) fail("the given p does not allow the condition");
    let q: Rational | null;
    if (spec.condition === "none") {
      if (spec.q === null) fail("with q unknown the value making no solution is not unique");
      if (Q.eq(spec.q, lc)) fail("the constants match: infinitely many solutions, not none");
      q = spec.q;
    } else {
      if (spec.q !== null && !Q.eq(spec.q, lc)) fail("the given q gives no solution");
      q = lc;
    }
    const answer = spec.ask === "p" ? p : spec.ask === "q" ? q : Q.add(p, q);
    return { accepts: (v) => isRat(v, answer), shows: [exprLatex(spec.left)] };
  },
} satisfies Partial<Solvers>;
