// The checker's solvers for templates/linear-two-variables.ts, one per spec kind it emits: each
// re-solves the item from its spec alone.
import * as Q from "../rational.ts";
import type { Rational } from "../rational.ts";
import { lineStdLatex } from "../values.ts";
import { fail, isRat, money, pointLatex, slopeOf, wholeCount, type Solvers } from "./common.ts";

/** The solvers of the spec kinds templates/linear-two-variables.ts emits. */
export const linearTwoVariables = {
  line: (spec) => {
    const [a, b, c] = spec.line;
    const ask = spec.ask;
    const shows = [lineStdLatex(spec.line)];
    if (ask === "point-on") {
      return {
        accepts: (v) => v.t === "pair" && Q.eq(Q.add(Q.mul(a, v.x), Q.mul(b, v.y)), c),
        shows,
      };
    }
    if (ask === "x-intercept") {
      if (Q.isZero(a)) fail("horizontal line");
      return { accepts: (v) => isRat(v, Q.div(c, a)), shows };
    }
    if (Q.isZero(b)) fail("vertical line");
    if (ask === "slope") return { accepts: (v) => isRat(v, Q.neg(Q.div(a, b))), shows };
    if (ask === "y-intercept") return { accepts: (v) => isRat(v, Q.div(c, b)), shows };
    return { accepts: (v) => isRat(v, Q.div(Q.sub(c, Q.mul(a, ask.yAt)), b)), shows };
  },
  "two-price": (spec) => {
    const count2 = wholeCount(
      Q.div(Q.sub(spec.total, Q.mul(spec.price1, spec.count1)), spec.price2),
      "the second count",
    );
    return {
      accepts: (v) => isRat(v, count2),
      shows: [spec.price1, spec.price2, spec.total].map(money),
    };
  },
  "line-relative": (spec) => {
    const [a, b] = spec.line;
    if (Q.isZero(b) || Q.isZero(a)) fail("the given line must be slanted");
    const given = Q.neg(Q.div(a, b));
    const slope = spec.relation === "parallel" ? given : Q.neg(Q.inv(given));
    const intercept = Q.sub(spec.through[1], Q.mul(slope, spec.through[0]));
    if (spec.ask === "x-intercept" && Q.isZero(slope)) fail("a horizontal line");
    const answer =
      spec.ask === "slope"
        ? slope
        : spec.ask === "y-intercept"
          ? intercept
          : Q.neg(Q.div(intercept, slope));
    return {
      accepts: (v) => isRat(v, answer),
      shows: [lineStdLatex(spec.line), pointLatex(spec.through)],
    };
  },
  "line-parameter": (spec) => {
    const s = slopeOf(spec.p1, spec.p2);
    if (Q.isZero(spec.b)) fail("kx = c is vertical");
    // The line kx + by = c has slope −k/b.
    let k: Rational;
    if (spec.relation === "parallel") k = Q.neg(Q.mul(spec.b, s));
    else {
      if (Q.isZero(s)) fail("perpendicular to a horizontal line is vertical");
      k = Q.div(spec.b, s);
    }
    return {
      accepts: (v) => isRat(v, k),
      shows: [pointLatex(spec.p1), pointLatex(spec.p2)],
    };
  },
} satisfies Partial<Solvers>;
