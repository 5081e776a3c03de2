// The checker's solvers for templates/nonlinear-functions.ts, one per spec kind it emits: each
// re-solves the item from its spec alone.
import * as E from "../exact.ts";
import {
  addP,
  coef,
  eqP,
  evalP,
  exprLatex,
  exprToPoly,
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
import {
  dec,
  equationVerdict,
  ex,
  fail,
  isNum,
  isRat,
  latexR,
  pointLatex,
  realRoots,
  vertexOf,
  type Solvers,
} from "./common.ts";

/** outer(inner(x)). */
function composeP(outer: Poly, inner: Poly): Poly {
  let out: Poly = [];
  outer.forEach((c, i) => (out = addP(out, scaleP(powP(inner, i), c))));
  return out;
}

/** The solvers of the spec kinds templates/nonlinear-functions.ts emits. */
export const nonlinearFunctions = {
  vertex: (spec) => {
    const f = exprToPoly(spec.f);
    const [h, k] = vertexOf(f);
    const opensUp = Q.sign(coef(f, 2)) > 0;
    const shows = [exprLatex(spec.f, spec.v ?? "x")];
    switch (spec.ask) {
      case "vertex":
        return { accepts: (v) => v.t === "pair" && Q.eq(v.x, h) && Q.eq(v.y, k), shows };
      case "x":
        return { accepts: (v) => isRat(v, h), shows };
      case "min":
      case "max":
        if (opensUp !== (spec.ask === "min")) fail(`the parabola has no ${spec.ask}imum`);
        return { accepts: (v) => isRat(v, k), shows };
    }
  },
  zeros: (spec) => {
    const roots = realRoots(exprToPoly(spec.f));
    if (roots === "all" || roots.length === 0) fail("no x-intercepts");
    return {
      accepts: (v) => v.t === "pair" && Q.isZero(v.y) && roots.some((x) => E.eqE(x, ex(v.x))),
      shows: [exprLatex(spec.f)],
    };
  },
  "vertex-fit": (spec) => {
    const [p, q] = spec.point;
    if (Q.eq(p, spec.h)) fail("the point is on the axis of symmetry");
    const a = Q.div(Q.sub(q, spec.k), Q.pow(Q.sub(p, spec.h), 2));
    return {
      accepts: (v) => isRat(v, a),
      shows: [pointLatex([spec.h, spec.k]), pointLatex(spec.point)],
    };
  },
  "zeros-fit": (spec) => {
    const product = Q.mul(spec.r, spec.s);
    if (Q.isZero(product) || Q.eq(spec.r, spec.s)) fail("zeros must be distinct and nonzero");
    const f = scaleP(mulP(lin(1, Q.neg(spec.r)), lin(1, Q.neg(spec.s))), Q.div(spec.y0, product));
    const [, k] = vertexOf(f);
    return { accepts: (v) => isRat(v, k), shows: [`f(0) = ${latexR(spec.y0)}`] };
  },
  "exp-evaluate": (spec) => {
    const exponent = Q.div(spec.at, Q.rat(spec.per));
    const root = Q.rootRational(spec.b, Number(exponent.d));
    if (root === null) fail("irrational value");
    const value = Q.mul(spec.a, Q.pow(root, Number(exponent.n)));
    return { accepts: (v) => isRat(v, value), shows: [Q.toDecimal(spec.a), Q.toDecimal(spec.b)] };
  },
  "growth-model": (spec) => {
    const factor = Q.add(Q.ONE, Q.mul(spec.rate, Q.rat(spec.direction)));
    return {
      accepts: (v) =>
        v.t === "expo" &&
        Q.eq(v.a, spec.start) &&
        Q.eq(v.b, factor) &&
        (v.per ?? 1) === 1 &&
        (v.k ?? 1) === 1,
      shows: [dec(spec.start)],
    };
  },
  "growth-rate": (spec) => {
    const change = Q.mul(Q.sub(Q.pow(spec.b, spec.periods), Q.ONE), Q.rat(100));
    if (Q.sign(change) > 0 !== (spec.ask === "increase")) fail("the model goes the other way");
    return { accepts: (v) => isRat(v, Q.abs(change)), shows: [Q.toDecimal(spec.b)] };
  },
  "exp-multiple": (spec) => {
    let n = 1;
    while (n <= 60 && !Q.eq(Q.pow(spec.b, n), spec.multiple)) n++;
    if (n > 60) fail("the multiple is not a whole power of the base");
    const t = Q.mul(Q.rat(n), spec.per);
    return { accepts: (v) => isRat(v, t), shows: [Q.toDecimal(spec.b)] };
  },
  "time-rescale": (spec) => {
    return {
      accepts: (v) =>
        v.t === "expo" &&
        Q.eq(v.a, spec.a) &&
        Q.eq(v.b, spec.b) &&
        (v.per ?? 1) === spec.factor &&
        (v.k ?? 1) === 1,
      shows: [Q.toDecimal(spec.a), Q.toDecimal(spec.b)],
    };
  },
  "undefined-at": (spec) => {
    const roots = realRoots(spec.den);
    if (roots === "all" || roots.length === 0) fail("defined everywhere");
    return {
      accepts: (v) => roots.some((x) => isNum(v, x)),
      shows: [polyLatex(spec.num), polyLatex(spec.den)],
    };
  },
  compose: (spec) => {
    const value = evalP(spec.outer, evalP(spec.inner, spec.at));
    return {
      accepts: (v) => isRat(v, value),
      shows: [polyLatex(spec.outer), polyLatex(spec.inner)],
    };
  },
  "compose-expression": (spec) => {
    const composed = composeP(spec.outer, spec.inner);
    return {
      accepts: (v) => v.t === "poly" && eqP(v.p, composed),
      shows: [polyLatex(spec.outer), polyLatex(spec.inner)],
    };
  },
  "fit-constant": (spec) => {
    const k = Q.sub(spec.y1, evalP(spec.known, spec.x1));
    const value = Q.add(evalP(spec.known, spec.x2), k);
    return { accepts: (v) => isRat(v, value), shows: [latexR(spec.y1)] };
  },
  "compose-equation": (spec) => {
    const difference = subP(composeP(spec.outer, spec.inner), poly(spec.value));
    return {
      accepts: equationVerdict(difference, spec.ask),
      shows: [polyLatex(spec.outer), polyLatex(spec.inner)],
    };
  },
  "quadratic-through": (spec) => {
    const pts = spec.points;
    if (pts.length !== 3 || new Set(pts.map(([x]) => Q.toText(x))).size !== 3) {
      fail("need three points with different x");
    }
    // Lagrange interpolation at `at`.
    let value = Q.ZERO;
    pts.forEach(([xi, yi], i) => {
      let weight = Q.ONE;
      pts.forEach(([xj], j) => {
        if (i !== j) weight = Q.mul(weight, Q.div(Q.sub(spec.at, xj), Q.sub(xi, xj)));
      });
      value = Q.add(value, Q.mul(yi, weight));
    });
    return { accepts: (v) => isRat(v, value), shows: pts.map(([, y]) => latexR(y)) };
  },
} satisfies Partial<Solvers>;
