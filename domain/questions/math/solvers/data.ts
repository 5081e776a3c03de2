// The checker's solvers for templates/data.ts, one per spec kind it emits: each
// re-solves the item from its spec alone.
import * as Q from "../rational.ts";
import type { Rational } from "../rational.ts";
import type { Point } from "../spec.ts";
import { fitLatex } from "../values.ts";
import { dec, fail, isRat, type Solvers } from "./common.ts";

function meanOf(values: readonly Rational[]): Rational {
  if (values.length === 0) fail("no data");
  return Q.div(Q.sum(...values), Q.rat(values.length));
}

function medianOf(values: readonly Rational[]): Rational {
  if (values.length === 0) fail("no data");
  const sorted = [...values].sort(Q.compare);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[mid]!
    : Q.div(Q.add(sorted[mid - 1]!, sorted[mid]!), Q.rat(2));
}

/** The solvers of the spec kinds templates/data.ts emits. */
export const data = {
  mean: (spec) => {
    return { accepts: (v) => isRat(v, meanOf(spec.values)), shows: [] };
  },
  median: (spec) => {
    return { accepts: (v) => isRat(v, medianOf(spec.values)), shows: [] };
  },
  "missing-value": (spec) => {
    const n = Q.rat(spec.known.length + 1);
    const value = Q.sub(Q.mul(spec.mean, n), Q.sum(...spec.known));
    return { accepts: (v) => isRat(v, value), shows: [dec(spec.mean)] };
  },
  "mean-change": (spec) => {
    const index = spec.values.findIndex((x) => Q.eq(x, spec.remove));
    if (index < 0) fail("the removed value is not in the data");
    const rest = spec.values.filter((_, i) => i !== index);
    const drop = Q.sub(meanOf(spec.values), meanOf(rest));
    return { accepts: (v) => isRat(v, drop), shows: [] };
  },
  "combined-mean": (spec) => {
    const total = Q.add(Q.mul(spec.n1, spec.m1), Q.mul(spec.n2, spec.m2));
    return {
      accepts: (v) => isRat(v, Q.div(total, Q.add(spec.n1, spec.n2))),
      shows: [spec.n1, spec.m1, spec.n2, spec.m2].map(dec),
    };
  },
  "frequency-median": (spec) => {
    const values = spec.table.flatMap(([value, count]) =>
      Array.from({ length: Q.toInt(count) }, () => value),
    );
    return { accepts: (v) => isRat(v, medianOf(values)), shows: [] };
  },
  "fit-predict": (spec) => {
    return {
      accepts: (v) => isRat(v, Q.add(spec.a, Q.mul(spec.b, spec.x))),
      shows: [fitLatex(spec.a, spec.b)],
    };
  },
  "fit-inverse": (spec) => {
    if (Q.isZero(spec.b)) fail("a flat line");
    return {
      accepts: (v) => isRat(v, Q.div(Q.sub(spec.y, spec.a), spec.b)),
      shows: [fitLatex(spec.a, spec.b)],
    };
  },
  "fit-change": (spec) => {
    return {
      accepts: (v) => isRat(v, Q.mul(spec.b, spec.dx)),
      shows: [`${Q.toDecimal(spec.b)}x`.replace(/^1x$/, "x")],
    };
  },
  residual: (spec) => {
    const predicted = Q.add(spec.a, Q.mul(spec.b, spec.x));
    return {
      accepts: (v) => isRat(v, Q.sub(spec.y, predicted)),
      shows: [fitLatex(spec.a, spec.b)],
    };
  },
  "largest-residual": (spec) => {
    const size = ([x, y]: Point) => Q.abs(Q.sub(y, Q.add(spec.a, Q.mul(spec.b, x))));
    const best = spec.points.reduce((top, p) => (Q.gt(size(p), size(top)) ? p : top));
    if (spec.points.filter((p) => Q.eq(size(p), size(best))).length > 1) fail("a tie for largest");
    return {
      accepts: (v) => v.t === "pair" && Q.eq(v.x, best[0]) && Q.eq(v.y, best[1]),
      shows: [fitLatex(spec.a, spec.b)],
    };
  },
} satisfies Partial<Solvers>;
