// The checker's solvers for templates/ratios-percentages.ts, one per spec kind it emits: each
// re-solves the item from its spec alone.
import * as Q from "../rational.ts";
import { dec, fail, isRat, type Solvers } from "./common.ts";

/** The solvers of the spec kinds templates/ratios-percentages.ts emits. */
export const ratiosPercentages = {
  proportion: (spec) => {
    const value = Q.mul(Q.div(spec.v1, spec.q1), spec.q2);
    return { accepts: (v) => isRat(v, value), shows: [spec.q1, spec.q2].map(dec) };
  },
  "rate-convert": (spec) => {
    const value = Q.mul(Q.div(spec.amount, spec.rate), spec.factor);
    return { accepts: (v) => isRat(v, value), shows: [spec.amount, spec.rate].map(dec) };
  },
  "scale-area": (spec) => {
    const value = Q.mul(Q.mul(spec.a, spec.b), Q.mul(spec.scale, spec.scale));
    return { accepts: (v) => isRat(v, value), shows: [spec.a, spec.b].map(dec) };
  },
  "combined-work": (spec) => {
    // Rates add (or subtract, for a drain working against a filler): 1/T = 1/t1 ± 1/t2.
    const rate = spec.opposing
      ? Q.sub(Q.inv(spec.t1), Q.inv(spec.t2))
      : Q.add(Q.inv(spec.t1), Q.inv(spec.t2));
    if (Q.sign(rate) <= 0) fail("the job never finishes");
    return { accepts: (v) => isRat(v, Q.inv(rate)), shows: [spec.t1, spec.t2].map(dec) };
  },
  "percent-of": (spec) => {
    return {
      accepts: (v) => isRat(v, Q.div(Q.mul(spec.p, spec.n), Q.rat(100))),
      shows: [dec(spec.n)],
    };
  },
  "percent-apply": (spec) => {
    const factor = Q.add(Q.ONE, Q.mul(Q.rat(spec.direction), Q.div(spec.p, Q.rat(100))));
    return { accepts: (v) => isRat(v, Q.mul(spec.n, factor)), shows: [dec(spec.n)] };
  },
  "percent-change": (spec) => {
    const change = Q.mul(Q.div(Q.sub(spec.to, spec.from), spec.from), Q.rat(100));
    if (Q.sign(change) > 0 !== (spec.ask === "increase")) fail("the change goes the other way");
    return {
      accepts: (v) => isRat(v, Q.abs(change)),
      shows: [spec.from, spec.to].map(dec),
    };
  },
  "percent-reverse": (spec) => {
    const factor = Q.add(Q.ONE, Q.mul(Q.rat(spec.direction), Q.div(spec.p, Q.rat(100))));
    return { accepts: (v) => isRat(v, Q.div(spec.final, factor)), shows: [dec(spec.final)] };
  },
  "percent-successive": (spec) => {
    const factor = spec.changes.reduce(
      (acc, c) => Q.mul(acc, Q.add(Q.ONE, Q.div(c, Q.rat(100)))),
      Q.ONE,
    );
    return { accepts: (v) => isRat(v, Q.mul(factor, Q.rat(100))), shows: [] };
  },
  "percent-relative": (spec) => {
    // A = B(1 ± p); the change from A back to B, as a percent of A.
    const a = Q.add(Q.ONE, Q.mul(Q.rat(spec.direction), Q.div(spec.p, Q.rat(100))));
    const change = Q.mul(Q.div(Q.sub(Q.ONE, a), a), Q.rat(100));
    return { accepts: (v) => isRat(v, Q.abs(change)), shows: [`${Q.toDecimal(spec.p)}\\%`] };
  },
} satisfies Partial<Solvers>;
