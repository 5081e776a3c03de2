// The checker's solvers for templates/systems.ts, one per spec kind it emits: each
// re-solves the item from its spec alone.
import * as Q from "../rational.ts";
import type { Rational } from "../rational.ts";
import { lineLatex, lineStdLatex } from "../values.ts";
import { fail, isRat, latexR, m, money, wholeCount, type Solvers } from "./common.ts";

/** The solvers of the spec kinds templates/systems.ts emits. */
export const systems = {
  system: (spec) => {
    const [a, b, c] = spec.e1;
    const [d, e, f] = spec.e2;
    const det = Q.sub(Q.mul(a, e), Q.mul(b, d));
    if (Q.isZero(det)) fail("the system does not have exactly one solution");
    const x = Q.div(Q.sub(Q.mul(c, e), Q.mul(b, f)), det);
    const y = Q.div(Q.sub(Q.mul(a, f), Q.mul(c, d)), det);
    const [p, q, r] = spec.ask;
    return {
      accepts: (v) => isRat(v, Q.add(Q.add(Q.mul(p, x), Q.mul(q, y)), r)),
      shows: [lineLatex(spec.e1, spec.forms[0]), lineLatex(spec.e2, spec.forms[1])],
    };
  },
  "mix-count": (spec) => {
    // x + y = count, p1·x + p2·y = total.
    const det = Q.sub(spec.price2, spec.price1);
    if (Q.isZero(det)) fail("equal prices");
    const y = wholeCount(Q.div(Q.sub(spec.total, Q.mul(spec.price1, spec.count)), det), "count 2");
    const x = wholeCount(Q.sub(spec.count, y), "count 1");
    const answer = spec.ask === 1 ? x : y;
    return {
      accepts: (v) => isRat(v, answer),
      shows: [m(latexR(spec.count)), money(spec.price1), money(spec.price2), money(spec.total)],
    };
  },
  "system-parameter": (spec) => {
    const [a, b, c] = spec.e1;
    if (Q.isZero(b)) fail("the first line is vertical");
    const scale = Q.div(spec.b2, b);
    const a2 = Q.mul(a, scale);
    let c2: Rational;
    if (spec.condition === "none") {
      if (spec.c2 === null) fail("with c₂ unknown the answer is not unique");
      if (Q.eq(spec.c2, Q.mul(c, scale))) fail("same line: infinitely many, not none");
      c2 = spec.c2;
    } else {
      c2 = Q.mul(c, scale);
      if (spec.c2 !== null && !Q.eq(spec.c2, c2)) fail("the given c₂ makes parallel lines");
    }
    if (spec.a2 !== null && !Q.eq(spec.a2, a2)) fail("the given a₂ makes one solution");
    const answer = spec.ask === "a2" ? a2 : spec.ask === "c2" ? c2 : Q.add(a2, c2);
    return { accepts: (v) => isRat(v, answer), shows: [lineStdLatex(spec.e1)] };
  },
} satisfies Partial<Solvers>;
