// The checker's solvers for templates/geometry.ts, one per spec kind it emits: each
// re-solves the item from its spec alone.
import * as E from "../exact.ts";
import type { Exact } from "../exact.ts";
import { addP, evalP, poly, polyLatex, subP } from "../poly.ts";
import * as Q from "../rational.ts";
import type { Rational } from "../rational.ts";
import { dec, ex, fail, isNum, isRat, latexR, m, realRoots, type Solvers } from "./common.ts";

function measureOf(
  shape: string,
  dims: Readonly<Record<string, Rational>>,
  ask: "area" | "perimeter" | "volume" | "surface",
): Exact {
  const d = (name: string): Rational => {
    // A radius may be given as a diameter.
    if (name === "radius" && !dims.radius && dims.diameter) return Q.div(dims.diameter, Q.rat(2));
    return dims[name] ?? fail(`${shape} needs ${name}`);
  };
  const two = Q.rat(2);
  const key = `${shape}:${ask}`;
  switch (key) {
    case "rectangle:area":
      return ex(Q.mul(d("length"), d("width")));
    case "rectangle:perimeter":
      return ex(Q.mul(two, Q.add(d("length"), d("width"))));
    case "triangle:area":
      return ex(Q.div(Q.mul(d("base"), d("height")), two));
    case "box:volume":
      return ex(Q.mul(Q.mul(d("length"), d("width")), d("height")));
    case "box:surface": {
      const [l, w, h] = [d("length"), d("width"), d("height")];
      return ex(Q.mul(two, Q.sum(Q.mul(l, w), Q.mul(l, h), Q.mul(w, h))));
    }
    case "cube:volume":
      return ex(Q.pow(d("edge"), 3));
    case "cube:surface":
      return ex(Q.mul(Q.rat(6), Q.pow(d("edge"), 2)));
    case "cylinder:volume":
      return E.piTimes(Q.mul(Q.pow(d("radius"), 2), d("height")));
    case "cylinder:surface": {
      const [r, h] = [d("radius"), d("height")];
      return E.piTimes(Q.add(Q.mul(two, Q.mul(r, r)), Q.mul(two, Q.mul(r, h))));
    }
    case "cone:volume":
      return E.piTimes(Q.div(Q.mul(Q.pow(d("radius"), 2), d("height")), Q.rat(3)));
    case "sphere:volume":
      return E.piTimes(Q.div(Q.mul(Q.rat(4), Q.pow(d("radius"), 3)), Q.rat(3)));
    case "sphere:surface":
      return E.piTimes(Q.mul(Q.rat(4), Q.pow(d("radius"), 2)));
    default:
      return fail(`no formula for ${key}`);
  }
}

function angleRule(rule: string, given: readonly Rational[]): Rational {
  const g = (i: number) => given[i] ?? fail(`${rule} needs ${i + 1} given values`);
  const r180 = Q.rat(180);
  switch (rule) {
    case "supplement":
      return Q.sub(r180, g(0));
    case "triangle":
      return Q.sub(Q.sub(r180, g(0)), g(1));
    case "isosceles-base":
      return Q.div(Q.sub(r180, g(0)), Q.rat(2));
    case "isosceles-apex":
      return Q.sub(r180, Q.mul(Q.rat(2), g(0)));
    case "exterior":
      return Q.add(g(0), g(1));
    case "polygon-sum":
      return Q.mul(Q.sub(g(0), Q.rat(2)), r180);
    case "regular-interior":
      return Q.div(Q.mul(Q.sub(g(0), Q.rat(2)), r180), g(0));
    case "sides-from-exterior":
    case "sides-from-interior": {
      const exterior = rule === "sides-from-exterior" ? g(0) : Q.sub(r180, g(0));
      const n = Q.div(Q.rat(360), exterior);
      if (!Q.isInteger(n) || Q.compare(n, Q.rat(3)) < 0) fail("no regular polygon has that angle");
      return n;
    }
    default:
      return fail(`unknown angle rule ${rule}`);
  }
}

/** The solvers of the spec kinds templates/geometry.ts emits. */
export const geometry = {
  measure: (spec) => {
    const value = measureOf(spec.shape, spec.dims, spec.ask);
    return {
      accepts: (v) => isNum(v, value),
      shows: Object.values(spec.dims).map((x) => m(Q.toDecimal(x))),
    };
  },
  "box-missing": (spec) => {
    const h = Q.div(spec.volume, Q.mul(spec.length, spec.width));
    return {
      accepts: (v) => isRat(v, h),
      shows: [spec.length, spec.width, spec.volume].map(dec),
    };
  },
  "cube-from-surface": (spec) => {
    const edge = Q.sqrtRational(Q.div(spec.surface, Q.rat(6)));
    if (edge === null) fail("the edge is irrational");
    const value = spec.ask === "edge" ? edge : Q.pow(edge, 3);
    return { accepts: (v) => isRat(v, value), shows: [dec(spec.surface)] };
  },
  "cylinder-diameter": (spec) => {
    const radius = Q.sqrtRational(Q.div(spec.volumeOverPi, spec.height));
    if (radius === null) fail("irrational radius");
    return {
      accepts: (v) => isRat(v, Q.mul(Q.rat(2), radius)),
      shows: [`${Q.toLatex(spec.volumeOverPi)}\\pi`, m(Q.toDecimal(spec.height))],
    };
  },
  window: (spec) => {
    // Rectangle plus half of a circle of radius width/2.
    const r = Q.div(spec.width, Q.rat(2));
    const value = E.addE(
      ex(Q.mul(spec.width, spec.height)),
      E.piTimes(Q.div(Q.mul(r, r), Q.rat(2))),
    );
    return { accepts: (v) => isNum(v, value), shows: [spec.width, spec.height].map(dec) };
  },
  "scale-factor": (spec) => {
    return {
      accepts: (v) => isRat(v, Q.pow(spec.k, spec.measure === "area" ? 2 : 3)),
      shows: [dec(spec.k)],
    };
  },
  angle: (spec) => {
    return {
      accepts: (v) => isRat(v, angleRule(spec.rule, spec.given)),
      shows: spec.given.map((x) => Q.toDecimal(x)),
    };
  },
  "parallel-angles": (spec) => {
    const target = spec.relation === "equal" ? poly(0) : poly(180);
    const difference =
      spec.relation === "equal" ? subP(spec.e1, spec.e2) : subP(addP(spec.e1, spec.e2), target);
    const roots = realRoots(difference);
    if (roots === "all" || roots.length !== 1) fail("not one value of x");
    const x = E.toRationalE(roots[0]!)!;
    const angle = evalP(spec.e1, x);
    if (Q.sign(angle) <= 0 || Q.compare(angle, Q.rat(180)) >= 0) fail("not an angle");
    return {
      accepts: (v) => isRat(v, spec.ask === "x" ? x : angle),
      shows: [polyLatex(spec.e1), polyLatex(spec.e2)],
    };
  },
  similar: (spec) => {
    return {
      accepts: (v) => isRat(v, Q.div(Q.mul(spec.b1, spec.a2), spec.a1)),
      shows: [spec.a1, spec.b1, spec.a2].map((x) => Q.toDecimal(x)),
    };
  },
  "right-triangle": (spec) => {
    const { a, b, c } = spec;
    let value: Exact;
    if (c === null && a !== null && b !== null) value = E.sqrtOf(Q.add(Q.mul(a, a), Q.mul(b, b)));
    else if (c !== null && (a === null) !== (b === null)) {
      const leg = (a ?? b)!;
      const square = Q.sub(Q.mul(c, c), Q.mul(leg, leg));
      if (Q.sign(square) <= 0) fail("the hypotenuse must be the longest side");
      value = E.sqrtOf(square);
    } else fail("exactly one side must be unknown");
    return { accepts: (v) => isNum(v, value), shows: [] };
  },
  "trig-ratio": (spec) => {
    const hyp = E.sqrtOf(Q.add(Q.mul(spec.opp, spec.opp), Q.mul(spec.adj, spec.adj)));
    const value =
      spec.fn === "tan"
        ? ex(Q.div(spec.opp, spec.adj))
        : E.divE(ex(spec.fn === "sin" ? spec.opp : spec.adj), hyp);
    return { accepts: (v) => isNum(v, value), shows: [] };
  },
  "deg-rad": (spec) => {
    if (spec.degrees !== null) {
      const value = E.piTimes(Q.div(spec.degrees, Q.rat(180)));
      return { accepts: (v) => isNum(v, value), shows: [`${Q.toDecimal(spec.degrees)}^\\circ`] };
    }
    const piRadians = spec.piRadians ?? fail("no angle given");
    return { accepts: (v) => isRat(v, Q.mul(piRadians, Q.rat(180))), shows: [] };
  },
  cofunction: (spec) => {
    const roots = realRoots(subP(addP(spec.e1, spec.e2), poly(90)));
    if (roots === "all" || roots.length !== 1) fail("not one value of x");
    const x = E.toRationalE(roots[0]!)!;
    for (const e of [spec.e1, spec.e2]) {
      const angle = evalP(e, x);
      if (Q.sign(angle) <= 0 || Q.compare(angle, Q.rat(90)) >= 0) fail("the angles must be acute");
    }
    return { accepts: (v) => isRat(v, x), shows: [polyLatex(spec.e1), polyLatex(spec.e2)] };
  },
  "special-triangle": (spec) => {
    // Side lengths as multiples of a unit u: 30-60-90 is u, u√3, 2u; 45-45-90 is u, u, u√2.
    const sides: Record<string, Exact> =
      spec.type === "30-60-90"
        ? { short: ex(1), long: E.sqrtOf(3), hypotenuse: ex(2) }
        : { leg: ex(1), hypotenuse: E.sqrtOf(2) };
    const known = sides[spec.known];
    const asked = sides[spec.ask];
    if (!known || !asked) fail("that side is not in this triangle");
    const unit = E.divE(ex(spec.length), known);
    return { accepts: (v) => isNum(v, E.mulE(unit, asked)), shows: [] };
  },
  "ratio-from-ratio": (spec) => {
    const { p, q } = spec;
    let opp: Exact;
    let adj: Exact;
    let hyp: Exact;
    if (spec.given === "tan") {
      [opp, adj, hyp] = [ex(p), ex(q), E.sqrtOf(Q.add(Q.mul(p, p), Q.mul(q, q)))];
    } else {
      if (Q.compare(p, q) >= 0) fail("sine and cosine of an acute angle are below 1");
      const other = E.sqrtOf(Q.sub(Q.mul(q, q), Q.mul(p, p)));
      [opp, adj, hyp] = spec.given === "sin" ? [ex(p), other, ex(q)] : [other, ex(p), ex(q)];
    }
    const value =
      spec.ask === "sin"
        ? E.divE(opp, hyp)
        : spec.ask === "cos"
          ? E.divE(adj, hyp)
          : E.divE(opp, adj);
    return { accepts: (v) => isNum(v, value), shows: [] };
  },
  circle: (spec) => {
    const value =
      spec.ask === "area" ? E.piTimes(Q.mul(spec.r, spec.r)) : E.piTimes(Q.mul(Q.rat(2), spec.r));
    return { accepts: (v) => isNum(v, value), shows: [] };
  },
  "circle-from-area": (spec) => {
    const radius = Q.sqrtRational(spec.areaOverPi);
    if (radius === null) fail("irrational radius");
    const value: Exact =
      spec.ask === "radius"
        ? ex(radius)
        : spec.ask === "diameter"
          ? ex(Q.mul(Q.rat(2), radius))
          : E.piTimes(Q.mul(Q.rat(2), radius));
    return { accepts: (v) => isNum(v, value), shows: [`${Q.toLatex(spec.areaOverPi)}\\pi`] };
  },
  arc: (spec) => {
    const share =
      spec.degrees !== null
        ? Q.div(spec.degrees, Q.rat(360))
        : spec.piRadians !== null
          ? Q.div(spec.piRadians, Q.rat(2))
          : fail("no angle");
    const whole = spec.ask === "length" ? Q.mul(Q.rat(2), spec.r) : Q.mul(spec.r, spec.r);
    return { accepts: (v) => isNum(v, E.piTimes(Q.mul(share, whole))), shows: [dec(spec.r)] };
  },
  "circle-equation": (spec) => {
    if (Q.sign(spec.rSquared) <= 0) fail("not a circle");
    if (spec.ask === "center") {
      return {
        accepts: (v) => v.t === "pair" && Q.eq(v.x, spec.h) && Q.eq(v.y, spec.k),
        shows: [latexR(spec.rSquared)],
      };
    }
    return { accepts: (v) => isNum(v, E.sqrtOf(spec.rSquared)), shows: [latexR(spec.rSquared)] };
  },
  "circle-general": (spec) => {
    // Completing the square: (x + D/2)² + (y + E/2)² = D²/4 + E²/4 − F.
    const h = Q.div(Q.neg(spec.D), Q.rat(2));
    const k = Q.div(Q.neg(spec.E), Q.rat(2));
    const rSquared = Q.sub(Q.add(Q.mul(h, h), Q.mul(k, k)), spec.F);
    if (Q.sign(rSquared) <= 0) fail("not a circle");
    if (spec.ask === "center") {
      return { accepts: (v) => v.t === "pair" && Q.eq(v.x, h) && Q.eq(v.y, k), shows: [] };
    }
    return { accepts: (v) => isNum(v, E.sqrtOf(rSquared)), shows: [] };
  },
} satisfies Partial<Solvers>;
