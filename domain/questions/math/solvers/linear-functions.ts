// The checker's solvers for templates/linear-functions.ts, one per spec kind it emits: each
// re-solves the item from its spec alone.
import { eqP, evalP, exprLatex, exprToPoly, poly, polyLatex } from "../poly.ts";
import * as Q from "../rational.ts";
import { type MathValue } from "../values.ts";
import {
  dec,
  fail,
  isRat,
  latexR,
  pointLatex,
  shifted,
  slopeOf,
  vertexOf,
  type Solvers,
} from "./common.ts";

/** The solvers of the spec kinds templates/linear-functions.ts emits. */
export const linearFunctions = {
  evaluate: (spec) => {
    const f = exprToPoly(spec.f);
    return {
      accepts: (v) => isRat(v, evalP(f, spec.at)),
      shows: [exprLatex(spec.f, spec.v ?? "x")],
    };
  },
  slope: (spec) => {
    return {
      accepts: (v) => isRat(v, slopeOf(spec.p1, spec.p2)),
      shows: [pointLatex(spec.p1), pointLatex(spec.p2)],
    };
  },
  "linear-model": (spec) => {
    const expected = poly(spec.start, Q.mul(spec.rate, Q.rat(spec.direction)));
    return {
      accepts: (v) => v.t === "poly" && eqP(v.p, expected),
      shows: [dec(spec.start), dec(spec.rate)],
    };
  },
  "linear-through": (spec) => {
    const slope = slopeOf(spec.p1, spec.p2);
    const intercept = Q.sub(spec.p1[1], Q.mul(slope, spec.p1[0]));
    const ask = spec.ask;
    let accepts: (v: MathValue) => boolean;
    if (ask === "equation") {
      accepts = (v) => v.t === "poly" && eqP(v.p, poly(intercept, slope));
    } else if (ask === "y-intercept") {
      accepts = (v) => isRat(v, intercept);
    } else if (ask === "x-intercept") {
      if (Q.isZero(slope)) fail("a horizontal line has no single x-intercept");
      accepts = (v) => isRat(v, Q.neg(Q.div(intercept, slope)));
    } else if ("at" in ask) {
      accepts = (v) => isRat(v, Q.add(Q.mul(slope, ask.at), intercept));
    } else {
      if (Q.isZero(slope)) fail("a horizontal line takes one value everywhere");
      accepts = (v) => isRat(v, Q.div(Q.sub(ask.valueIs, intercept), slope));
    }
    return { accepts, shows: [latexR(spec.p1[0]), latexR(spec.p1[1]), latexR(spec.p2[1])] };
  },
  "linear-change": (spec) => {
    return {
      accepts: (v) => isRat(v, Q.mul(spec.slope, spec.dx)),
      shows: [Q.toDecimal(spec.slope), Q.toDecimal(spec.intercept)],
    };
  },
  shift: (spec) => {
    const g = shifted(spec.f, spec.h, spec.k);
    if (spec.ask === "y-intercept") {
      return { accepts: (v) => isRat(v, evalP(g, 0)), shows: [polyLatex(spec.f)] };
    }
    const [h, k] = vertexOf(g);
    return {
      accepts: (v) => v.t === "pair" && Q.eq(v.x, h) && Q.eq(v.y, k),
      shows: [polyLatex(spec.f)],
    };
  },
} satisfies Partial<Solvers>;
