// The independent checker for Math items. It never looks at the answer a template drew: it
// re-solves each item from its spec (the problem's parameters) with exact arithmetic, finds which
// choices are correct, and reports a problem when the key is not the one and only correct choice,
// when two choices are the same value, when a choice's text is not its value, or when the stem
// does not show the problem the spec describes. buildMathItems runs it on every item.
import { difficultyOfLevel, letters, taxonomy } from "../item.ts";
import type { MathItem } from "./draft.ts";
import * as E from "./exact.ts";
import type { Exact } from "./exact.ts";
import {
  addP,
  coef,
  degree,
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
} from "./poly.ts";
import * as Q from "./rational.ts";
import type { Rational } from "./rational.ts";
import type { Claim, EquationAsk, MathSpec, Point } from "./spec.ts";
import {
  expandFactored,
  fitLatex,
  ineqRowLatex,
  lineLatex,
  lineStdLatex,
  monoExprLatex,
  powerLatex,
  renderValue,
  solutionSetId,
  valueKey,
  type IneqOp,
  type MathValue,
} from "./values.ts";

/** Which choice values a spec accepts, and what the stem must show for the spec to be its. */
export type Verdict = { accepts(value: MathValue): boolean; shows: readonly string[] };

/** The spec does not describe a well-posed item (e.g. an equation with two solutions asked "the"). */
class Unsolvable extends Error {
  constructor(message: string) {
    super(message);
    this.name = "Unsolvable";
  }
}

function fail(message: string): never {
  throw new Unsolvable(message);
}

// ---- exact helpers ----------------------------------------------------------------------------

const ex = E.ex;
const m = (latex: string) => `$${latex}$`;
const latexR = Q.toLatex;
const money = (v: Rational) => m(Q.toDecimal(v, { minPlaces: 2 }));
const dec = (v: Rational) => m(Q.toDecimal(v));
const pointLatex = ([x, y]: Point) => m(`(${latexR(x)}, ${latexR(y)})`);

/** p(x) for an exact x. */
function evalExact(p: Poly, x: Exact): Exact {
  let out: Exact = [];
  for (let k = p.length - 1; k >= 0; k--) out = E.addE(E.mulE(out, x), ex(p[k]!));
  return out;
}

/** Real roots of a polynomial of degree ≤ 2, or "all" for the zero polynomial. */
export function realRoots(p: Poly): Exact[] | "all" {
  switch (degree(p)) {
    case -1:
      return "all";
    case 0:
      return [];
    case 1:
      return [ex(Q.neg(Q.div(p[0]!, p[1]!)))];
    case 2: {
      const [c, b, a] = p as [Rational, Rational, Rational];
      const disc = Q.sub(Q.mul(b, b), Q.mul(Q.rat(4), Q.mul(a, c)));
      if (Q.sign(disc) < 0) return [];
      const vertex = ex(Q.div(Q.neg(b), Q.mul(Q.rat(2), a)));
      if (Q.isZero(disc)) return [vertex];
      const spread = E.divER(E.sqrtOf(disc), Q.mul(Q.rat(2), a));
      const roots = [E.addE(vertex, spread), E.subE(vertex, spread)];
      return roots.sort(E.compareE);
    }
    default:
      return fail(`degree ${degree(p)} equations are out of scope`);
  }
}

const isNum = (value: MathValue, expected: Exact): boolean =>
  value.t === "num" && E.eqE(value.v, expected);
const isRat = (value: MathValue, expected: Rational): boolean => isNum(value, ex(expected));

function wholeCount(value: Rational, what: string): Rational {
  if (!Q.isInteger(value) || Q.sign(value) < 0) fail(`${what} is ${Q.toText(value)}, not a count`);
  return value;
}

function slopeOf([x1, y1]: Point, [x2, y2]: Point): Rational {
  if (Q.eq(x1, x2)) fail("vertical line: no slope");
  return Q.div(Q.sub(y2, y1), Q.sub(x2, x1));
}

function satisfies(left: Rational, op: IneqOp, right: Rational): boolean {
  const c = Q.compare(left, right);
  switch (op) {
    case "<":
      return c < 0;
    case "<=":
      return c <= 0;
    case ">":
      return c > 0;
    case ">=":
      return c >= 0;
  }
}

const flip: Record<IneqOp, IneqOp> = { "<": ">", "<=": ">=", ">": "<", ">=": "<=" };

/** f(x − h) + k. */
function shifted(f: Poly, h: Rational, k: Rational): Poly {
  let out: Poly = poly(k);
  f.forEach((c, i) => (out = addP(out, scaleP(powP(lin(1, Q.neg(h)), i), c))));
  return out;
}

function vertexOf(f: Poly): [Rational, Rational] {
  if (degree(f) !== 2) fail("no vertex: not a quadratic");
  const h = Q.div(Q.neg(coef(f, 1)), Q.mul(Q.rat(2), coef(f, 2)));
  return [h, evalP(f, h)];
}

/** k with g^k = n (k ≥ 1), or null. */
function exactLog(g: number, n: number): number | null {
  let power = g;
  for (let k = 1; power <= n; k++, power *= g) if (power === n) return k;
  return null;
}

/** outer(inner(x)). */
function composeP(outer: Poly, inner: Poly): Poly {
  let out: Poly = [];
  outer.forEach((c, i) => (out = addP(out, scaleP(powP(inner, i), c))));
  return out;
}

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

function claimVerdict(claim: Claim): (v: MathValue) => boolean {
  let id: string;
  switch (claim.topic) {
    case "study":
      // Random assignment supports cause and effect; random sampling supports generalising.
      id = `${claim.randomAssignment ? "cause" : "association"}-${claim.randomSample ? "population" : "sample"}`;
      break;
    case "sampling": {
      const good = claim.methods.filter((x) => x.random && x.whole);
      if (good.length !== 1)
        fail(`${good.length} methods are random samples of the whole population`);
      id = good[0]!.id;
      break;
    }
    case "margin":
      // A larger sample gives a smaller margin of error, and a smaller sample a larger one.
      id = claim.sizeChange === "larger" ? "decrease" : "increase";
      break;
    case "scope":
      id = claim.random ? claim.sampledFrom : "none";
      break;
  }
  return (v) => v.t === "text" && v.id === id;
}

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

// ---- equations --------------------------------------------------------------------------------

function equationVerdict(difference: Poly, ask: EquationAsk, of?: Poly): (v: MathValue) => boolean {
  const roots = realRoots(difference);
  if (ask === "count") {
    const id = roots === "all" ? "infinite" : ["none", "one", "two"][roots.length]!;
    return (v) => v.t === "text" && v.id === id;
  }
  if (roots === "all") fail("every number is a solution");
  const value = (x: Exact) => (of ? evalExact(of, x) : x);
  const only = (list: Exact[], what: string): Exact => {
    if (list.length !== 1) fail(`${list.length} solutions are ${what}`);
    return list[0]!;
  };
  switch (ask) {
    case "solution": {
      const x = value(only(roots, "there"));
      return (v) => isNum(v, x);
    }
    case "positive": {
      const x = value(
        only(
          roots.filter((r) => E.signE(r) > 0),
          "positive",
        ),
      );
      return (v) => isNum(v, x);
    }
    case "negative": {
      const x = value(
        only(
          roots.filter((r) => E.signE(r) < 0),
          "negative",
        ),
      );
      return (v) => isNum(v, x);
    }
    case "greater":
    case "smaller": {
      if (roots.length !== 2) fail(`"${ask}" needs two solutions, there are ${roots.length}`);
      const chosen = ask === "greater" ? roots[1]! : roots[0]!;
      return (v) => isNum(v, value(chosen));
    }
    case "any":
      if (roots.length === 0) fail("no solutions");
      return (v) => roots.some((x) => isNum(v, value(x)));
    case "sum":
    case "product":
    case "sum-of-squares": {
      if (roots.length === 0) fail("no solutions");
      const values = roots.map(value);
      const total =
        ask === "sum"
          ? values.reduce(E.addE, [])
          : ask === "product"
            ? values.reduce((a, b) => E.mulE(a, b), ex(1))
            : values.reduce((a, b) => E.addE(a, E.mulE(b, b)), [] as Exact);
      return (v) => isNum(v, total);
    }
  }
}

// ---- the spec kinds ---------------------------------------------------------------------------

/** Re-solves an item from its spec. Throws Unsolvable when the spec is not a well-posed item. */
export function solve(spec: MathSpec): Verdict {
  switch (spec.kind) {
    case "equation": {
      const difference = subP(exprToPoly(spec.lhs), exprToPoly(spec.rhs));
      return {
        accepts: equationVerdict(difference, spec.ask, spec.of),
        // A side that is just 0 (an intercept question) need not be printed.
        shows: [exprLatex(spec.lhs), exprLatex(spec.rhs)].filter((s) => s !== "0"),
      };
    }
    case "fee-periods": {
      const n = wholeCount(Q.div(Q.sub(spec.total, spec.fee), spec.rate), "the number of periods");
      return { accepts: (v) => isRat(v, n), shows: [spec.fee, spec.rate, spec.total].map(money) };
    }
    case "plans-equal": {
      const gap = Q.sub(spec.rate1, spec.rate2);
      if (Q.isZero(gap)) fail("equal rates never meet");
      const n = wholeCount(Q.div(Q.sub(spec.fee2, spec.fee1), gap), "the meeting point");
      return {
        accepts: (v) => isRat(v, n),
        shows: [spec.fee1, spec.rate1, spec.fee2, spec.rate2].map(money),
      };
    }
    case "linear-parameter": {
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
    }
    case "evaluate": {
      const f = exprToPoly(spec.f);
      return {
        accepts: (v) => isRat(v, evalP(f, spec.at)),
        shows: [exprLatex(spec.f, spec.v ?? "x")],
      };
    }
    case "slope":
      return {
        accepts: (v) => isRat(v, slopeOf(spec.p1, spec.p2)),
        shows: [pointLatex(spec.p1), pointLatex(spec.p2)],
      };
    case "linear-model": {
      const expected = poly(spec.start, Q.mul(spec.rate, Q.rat(spec.direction)));
      return {
        accepts: (v) => v.t === "poly" && eqP(v.p, expected),
        shows: [dec(spec.start), dec(spec.rate)],
      };
    }
    case "linear-through": {
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
    }
    case "linear-change":
      return {
        accepts: (v) => isRat(v, Q.mul(spec.slope, spec.dx)),
        shows: [Q.toDecimal(spec.slope), Q.toDecimal(spec.intercept)],
      };
    case "shift": {
      const g = shifted(spec.f, spec.h, spec.k);
      if (spec.ask === "y-intercept") {
        return { accepts: (v) => isRat(v, evalP(g, 0)), shows: [polyLatex(spec.f)] };
      }
      const [h, k] = vertexOf(g);
      return {
        accepts: (v) => v.t === "pair" && Q.eq(v.x, h) && Q.eq(v.y, k),
        shows: [polyLatex(spec.f)],
      };
    }
    case "line": {
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
    }
    case "two-price": {
      const count2 = wholeCount(
        Q.div(Q.sub(spec.total, Q.mul(spec.price1, spec.count1)), spec.price2),
        "the second count",
      );
      return {
        accepts: (v) => isRat(v, count2),
        shows: [spec.price1, spec.price2, spec.total].map(money),
      };
    }
    case "line-relative": {
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
    }
    case "line-parameter": {
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
    }
    case "system": {
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
    }
    case "mix-count": {
      // x + y = count, p1·x + p2·y = total.
      const det = Q.sub(spec.price2, spec.price1);
      if (Q.isZero(det)) fail("equal prices");
      const y = wholeCount(
        Q.div(Q.sub(spec.total, Q.mul(spec.price1, spec.count)), det),
        "count 2",
      );
      const x = wholeCount(Q.sub(spec.count, y), "count 1");
      const answer = spec.ask === 1 ? x : y;
      return {
        accepts: (v) => isRat(v, answer),
        shows: [m(latexR(spec.count)), money(spec.price1), money(spec.price2), money(spec.total)],
      };
    }
    case "system-parameter": {
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
    }
    case "inequality": {
      const d = subP(exprToPoly(spec.lhs), exprToPoly(spec.rhs));
      if (degree(d) !== 1) fail("not a linear inequality in one variable");
      const shows = [exprLatex(spec.lhs), exprLatex(spec.rhs)];
      if (spec.ask === "which") {
        return {
          accepts: (v) => {
            if (v.t !== "num") return false;
            const x = E.toRationalE(v.v);
            return x !== null && satisfies(evalP(d, x), spec.op, Q.ZERO);
          },
          shows,
        };
      }
      // d₁x + d₀ op 0  ⇔  x op' −d₀/d₁ (the sign flips when dividing by a negative d₁).
      const bound = Q.neg(Q.div(coef(d, 0), coef(d, 1)));
      const op = Q.sign(coef(d, 1)) > 0 ? spec.op : flip[spec.op];
      return {
        accepts: (v) => v.t === "ineq" && v.op === op && Q.eq(v.b, bound) && (v.v ?? "x") === "x",
        shows,
      };
    }
    case "capacity": {
      // Counting up, not dividing: the largest n with fixed + per·n ≤ limit, or the smallest
      // with fixed + per·n ≥ limit.
      const cost = (n: number) => Q.add(spec.fixed, Q.mul(spec.per, Q.rat(n)));
      let answer: number | null = null;
      for (let n = 0; n <= 100000; n++) {
        if (spec.sense === "max") {
          if (Q.compare(cost(n), spec.limit) <= 0) answer = n;
          else break;
        } else if (Q.compare(cost(n), spec.limit) >= 0) {
          answer = n;
          break;
        }
      }
      if (answer === null) fail("no whole number satisfies the constraint");
      const found = answer;
      return {
        accepts: (v) => isRat(v, Q.rat(found)),
        shows: [spec.limit, spec.fixed, spec.per].map(dec),
      };
    }
    case "inequality-system":
      return {
        accepts: (v) =>
          v.t === "pair" &&
          spec.rows.every((row) =>
            satisfies(Q.add(Q.mul(row.a, v.x), Q.mul(row.b, v.y)), row.op, row.c),
          ),
        shows: spec.rows.map(ineqRowLatex),
      };
    case "two-box": {
      // Every packing with at most maxBoxes boxes that holds enough; then the least number of
      // large boxes, or the most small boxes, among them.
      const max = Q.toInt(spec.maxBoxes);
      const packings: [number, number][] = [];
      for (let large = 0; large <= max; large++) {
        for (let small = 0; small + large <= max; small++) {
          const books = Q.add(Q.mul(spec.small, Q.rat(small)), Q.mul(spec.large, Q.rat(large)));
          if (Q.compare(books, spec.need) >= 0) packings.push([small, large]);
        }
      }
      if (packings.length === 0) fail("the boxes can never hold enough");
      const answer =
        spec.ask === "least-large"
          ? Math.min(...packings.map(([, large]) => large))
          : Math.max(...packings.map(([small]) => small));
      const found = answer;
      return {
        accepts: (v) => isRat(v, Q.rat(found)),
        shows: [spec.small, spec.large, spec.need, spec.maxBoxes].map((x) => m(latexR(x))),
      };
    }
    // ---- Advanced Math
    case "equivalent": {
      const expected = exprToPoly(spec.expr);
      return {
        accepts: (v) =>
          (v.t === "poly" && eqP(v.p, expected)) ||
          (v.t === "factored" && eqP(expandFactored(v.k, v.f), expected)),
        shows: [exprLatex(spec.expr)],
      };
    }
    case "monomial": {
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
    }
    case "one-solution-parameter": {
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
    }
    case "exponential-equation": {
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
    }
    case "rational-equation": {
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
    }
    case "radical-equation": {
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
    }
    case "abs-equation": {
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
      break;
    }
    case "nonlinear-system": {
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
    }
    case "tangent-parameter": {
      // parabola(x) − slope·x − k = 0 has one solution when its discriminant is 0.
      const q = subP(spec.parabola, poly(0, spec.slope));
      if (degree(q) !== 2) fail("not a parabola");
      const k = Q.sub(
        coef(q, 0),
        Q.div(Q.mul(coef(q, 1), coef(q, 1)), Q.mul(Q.rat(4), coef(q, 2))),
      );
      return { accepts: (v) => isRat(v, k), shows: [polyLatex(spec.parabola)] };
    }
    case "vertex": {
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
      break;
    }
    case "zeros": {
      const roots = realRoots(exprToPoly(spec.f));
      if (roots === "all" || roots.length === 0) fail("no x-intercepts");
      return {
        accepts: (v) => v.t === "pair" && Q.isZero(v.y) && roots.some((x) => E.eqE(x, ex(v.x))),
        shows: [exprLatex(spec.f)],
      };
    }
    case "vertex-fit": {
      const [p, q] = spec.point;
      if (Q.eq(p, spec.h)) fail("the point is on the axis of symmetry");
      const a = Q.div(Q.sub(q, spec.k), Q.pow(Q.sub(p, spec.h), 2));
      return {
        accepts: (v) => isRat(v, a),
        shows: [pointLatex([spec.h, spec.k]), pointLatex(spec.point)],
      };
    }
    case "zeros-fit": {
      const product = Q.mul(spec.r, spec.s);
      if (Q.isZero(product) || Q.eq(spec.r, spec.s)) fail("zeros must be distinct and nonzero");
      const f = scaleP(mulP(lin(1, Q.neg(spec.r)), lin(1, Q.neg(spec.s))), Q.div(spec.y0, product));
      const [, k] = vertexOf(f);
      return { accepts: (v) => isRat(v, k), shows: [`f(0) = ${latexR(spec.y0)}`] };
    }
    case "exp-evaluate": {
      const exponent = Q.div(spec.at, Q.rat(spec.per));
      const root = Q.rootRational(spec.b, Number(exponent.d));
      if (root === null) fail("irrational value");
      const value = Q.mul(spec.a, Q.pow(root, Number(exponent.n)));
      return { accepts: (v) => isRat(v, value), shows: [Q.toDecimal(spec.a), Q.toDecimal(spec.b)] };
    }
    case "growth-model": {
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
    }
    case "growth-rate": {
      const change = Q.mul(Q.sub(Q.pow(spec.b, spec.periods), Q.ONE), Q.rat(100));
      if (Q.sign(change) > 0 !== (spec.ask === "increase")) fail("the model goes the other way");
      return { accepts: (v) => isRat(v, Q.abs(change)), shows: [Q.toDecimal(spec.b)] };
    }
    case "exp-multiple": {
      let n = 1;
      while (n <= 60 && !Q.eq(Q.pow(spec.b, n), spec.multiple)) n++;
      if (n > 60) fail("the multiple is not a whole power of the base");
      const t = Q.mul(Q.rat(n), spec.per);
      return { accepts: (v) => isRat(v, t), shows: [Q.toDecimal(spec.b)] };
    }
    case "time-rescale":
      return {
        accepts: (v) =>
          v.t === "expo" &&
          Q.eq(v.a, spec.a) &&
          Q.eq(v.b, spec.b) &&
          (v.per ?? 1) === spec.factor &&
          (v.k ?? 1) === 1,
        shows: [Q.toDecimal(spec.a), Q.toDecimal(spec.b)],
      };
    case "undefined-at": {
      const roots = realRoots(spec.den);
      if (roots === "all" || roots.length === 0) fail("defined everywhere");
      return {
        accepts: (v) => roots.some((x) => isNum(v, x)),
        shows: [polyLatex(spec.num), polyLatex(spec.den)],
      };
    }
    case "compose": {
      const value = evalP(spec.outer, evalP(spec.inner, spec.at));
      return {
        accepts: (v) => isRat(v, value),
        shows: [polyLatex(spec.outer), polyLatex(spec.inner)],
      };
    }
    case "compose-expression": {
      const composed = composeP(spec.outer, spec.inner);
      return {
        accepts: (v) => v.t === "poly" && eqP(v.p, composed),
        shows: [polyLatex(spec.outer), polyLatex(spec.inner)],
      };
    }
    case "fit-constant": {
      const k = Q.sub(spec.y1, evalP(spec.known, spec.x1));
      const value = Q.add(evalP(spec.known, spec.x2), k);
      return { accepts: (v) => isRat(v, value), shows: [latexR(spec.y1)] };
    }
    case "compose-equation": {
      const difference = subP(composeP(spec.outer, spec.inner), poly(spec.value));
      return {
        accepts: equationVerdict(difference, spec.ask),
        shows: [polyLatex(spec.outer), polyLatex(spec.inner)],
      };
    }
    case "quadratic-through": {
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
    }
    // ---- Problem-Solving and Data Analysis
    case "proportion": {
      const value = Q.mul(Q.div(spec.v1, spec.q1), spec.q2);
      return { accepts: (v) => isRat(v, value), shows: [spec.q1, spec.q2].map(dec) };
    }
    case "rate-convert": {
      const value = Q.mul(Q.div(spec.amount, spec.rate), spec.factor);
      return { accepts: (v) => isRat(v, value), shows: [spec.amount, spec.rate].map(dec) };
    }
    case "scale-area": {
      const value = Q.mul(Q.mul(spec.a, spec.b), Q.mul(spec.scale, spec.scale));
      return { accepts: (v) => isRat(v, value), shows: [spec.a, spec.b].map(dec) };
    }
    case "combined-work": {
      // Rates add (or subtract, for a drain working against a filler): 1/T = 1/t1 ± 1/t2.
      const rate = spec.opposing
        ? Q.sub(Q.inv(spec.t1), Q.inv(spec.t2))
        : Q.add(Q.inv(spec.t1), Q.inv(spec.t2));
      if (Q.sign(rate) <= 0) fail("the job never finishes");
      return { accepts: (v) => isRat(v, Q.inv(rate)), shows: [spec.t1, spec.t2].map(dec) };
    }
    case "percent-of":
      return {
        accepts: (v) => isRat(v, Q.div(Q.mul(spec.p, spec.n), Q.rat(100))),
        shows: [dec(spec.n)],
      };
    case "percent-apply": {
      const factor = Q.add(Q.ONE, Q.mul(Q.rat(spec.direction), Q.div(spec.p, Q.rat(100))));
      return { accepts: (v) => isRat(v, Q.mul(spec.n, factor)), shows: [dec(spec.n)] };
    }
    case "percent-change": {
      const change = Q.mul(Q.div(Q.sub(spec.to, spec.from), spec.from), Q.rat(100));
      if (Q.sign(change) > 0 !== (spec.ask === "increase")) fail("the change goes the other way");
      return {
        accepts: (v) => isRat(v, Q.abs(change)),
        shows: [spec.from, spec.to].map(dec),
      };
    }
    case "percent-reverse": {
      const factor = Q.add(Q.ONE, Q.mul(Q.rat(spec.direction), Q.div(spec.p, Q.rat(100))));
      return { accepts: (v) => isRat(v, Q.div(spec.final, factor)), shows: [dec(spec.final)] };
    }
    case "percent-successive": {
      const factor = spec.changes.reduce(
        (acc, c) => Q.mul(acc, Q.add(Q.ONE, Q.div(c, Q.rat(100)))),
        Q.ONE,
      );
      return { accepts: (v) => isRat(v, Q.mul(factor, Q.rat(100))), shows: [] };
    }
    case "percent-relative": {
      // A = B(1 ± p); the change from A back to B, as a percent of A.
      const a = Q.add(Q.ONE, Q.mul(Q.rat(spec.direction), Q.div(spec.p, Q.rat(100))));
      const change = Q.mul(Q.div(Q.sub(Q.ONE, a), a), Q.rat(100));
      return { accepts: (v) => isRat(v, Q.abs(change)), shows: [`${Q.toDecimal(spec.p)}\\%`] };
    }
    case "mean":
      return { accepts: (v) => isRat(v, meanOf(spec.values)), shows: [] };
    case "median":
      return { accepts: (v) => isRat(v, medianOf(spec.values)), shows: [] };
    case "missing-value": {
      const n = Q.rat(spec.known.length + 1);
      const value = Q.sub(Q.mul(spec.mean, n), Q.sum(...spec.known));
      return { accepts: (v) => isRat(v, value), shows: [dec(spec.mean)] };
    }
    case "mean-change": {
      const index = spec.values.findIndex((x) => Q.eq(x, spec.remove));
      if (index < 0) fail("the removed value is not in the data");
      const rest = spec.values.filter((_, i) => i !== index);
      const drop = Q.sub(meanOf(spec.values), meanOf(rest));
      return { accepts: (v) => isRat(v, drop), shows: [] };
    }
    case "combined-mean": {
      const total = Q.add(Q.mul(spec.n1, spec.m1), Q.mul(spec.n2, spec.m2));
      return {
        accepts: (v) => isRat(v, Q.div(total, Q.add(spec.n1, spec.n2))),
        shows: [spec.n1, spec.m1, spec.n2, spec.m2].map(dec),
      };
    }
    case "frequency-median": {
      const values = spec.table.flatMap(([value, count]) =>
        Array.from({ length: Q.toInt(count) }, () => value),
      );
      return { accepts: (v) => isRat(v, medianOf(values)), shows: [] };
    }
    case "fit-predict":
      return {
        accepts: (v) => isRat(v, Q.add(spec.a, Q.mul(spec.b, spec.x))),
        shows: [fitLatex(spec.a, spec.b)],
      };
    case "fit-inverse":
      if (Q.isZero(spec.b)) fail("a flat line");
      return {
        accepts: (v) => isRat(v, Q.div(Q.sub(spec.y, spec.a), spec.b)),
        shows: [fitLatex(spec.a, spec.b)],
      };
    case "fit-change":
      return {
        accepts: (v) => isRat(v, Q.mul(spec.b, spec.dx)),
        shows: [`${Q.toDecimal(spec.b)}x`.replace(/^1x$/, "x")],
      };
    case "residual": {
      const predicted = Q.add(spec.a, Q.mul(spec.b, spec.x));
      return {
        accepts: (v) => isRat(v, Q.sub(spec.y, predicted)),
        shows: [fitLatex(spec.a, spec.b)],
      };
    }
    case "largest-residual": {
      const size = ([x, y]: Point) => Q.abs(Q.sub(y, Q.add(spec.a, Q.mul(spec.b, x))));
      const best = spec.points.reduce((top, p) => (Q.gt(size(p), size(top)) ? p : top));
      if (spec.points.filter((p) => Q.eq(size(p), size(best))).length > 1)
        fail("a tie for largest");
      return {
        accepts: (v) => v.t === "pair" && Q.eq(v.x, best[0]) && Q.eq(v.y, best[1]),
        shows: [fitLatex(spec.a, spec.b)],
      };
    }
    case "probability": {
      const total = Q.sum(...spec.counts);
      const good = Q.sum(...spec.favorable.map((i) => spec.counts[i] ?? fail("no such kind")));
      return { accepts: (v) => isRat(v, Q.div(good, total)), shows: spec.counts.map(dec) };
    }
    case "table-probability": {
      const cells = spec.cells;
      const inSet = (set: { row?: number; col?: number }, i: number, j: number) =>
        (set.row === undefined || set.row === i) && (set.col === undefined || set.col === j);
      let favorable = Q.ZERO;
      let base = Q.ZERO;
      cells.forEach((row, i) =>
        row.forEach((count, j) => {
          if (spec.given && !inSet(spec.given, i, j)) return;
          base = Q.add(base, count);
          if (inSet(spec.event, i, j) !== Boolean(spec.event.not))
            favorable = Q.add(favorable, count);
        }),
      );
      if (Q.isZero(base)) fail("an empty condition");
      return { accepts: (v) => isRat(v, Q.div(favorable, base)), shows: [] };
    }
    case "sample-estimate": {
      const value = Q.mul(Q.div(spec.count, spec.sample), spec.population);
      return {
        accepts: (v) => isRat(v, value),
        shows: [spec.sample, spec.count, spec.population].map(dec),
      };
    }
    case "margin-interval":
      return {
        accepts: (v) =>
          v.t === "range" &&
          Q.eq(v.lo, Q.sub(spec.estimate, spec.margin)) &&
          Q.eq(v.hi, Q.add(spec.estimate, spec.margin)),
        shows: [spec.estimate, spec.margin].map((x) => `${Q.toDecimal(x)}\\%`),
      };
    case "margin-plausible": {
      const scale = spec.population === null ? Q.ONE : Q.div(spec.population, Q.rat(100));
      const lo = Q.mul(Q.sub(spec.estimate, spec.margin), scale);
      const hi = Q.mul(Q.add(spec.estimate, spec.margin), scale);
      return {
        accepts: (v) => {
          if (v.t !== "num") return false;
          const x = E.toRationalE(v.v);
          return x !== null && Q.compare(x, lo) >= 0 && Q.compare(x, hi) <= 0;
        },
        shows: [spec.estimate, spec.margin].map((x) => `${Q.toDecimal(x)}\\%`),
      };
    }
    case "claim":
      return { accepts: claimVerdict(spec.claim), shows: [] };
    // ---- Geometry and Trigonometry
    case "measure": {
      const value = measureOf(spec.shape, spec.dims, spec.ask);
      return {
        accepts: (v) => isNum(v, value),
        shows: Object.values(spec.dims).map((x) => m(Q.toDecimal(x))),
      };
    }
    case "box-missing": {
      const h = Q.div(spec.volume, Q.mul(spec.length, spec.width));
      return {
        accepts: (v) => isRat(v, h),
        shows: [spec.length, spec.width, spec.volume].map(dec),
      };
    }
    case "cube-from-surface": {
      const edge = Q.sqrtRational(Q.div(spec.surface, Q.rat(6)));
      if (edge === null) fail("the edge is irrational");
      const value = spec.ask === "edge" ? edge : Q.pow(edge, 3);
      return { accepts: (v) => isRat(v, value), shows: [dec(spec.surface)] };
    }
    case "cylinder-diameter": {
      const radius = Q.sqrtRational(Q.div(spec.volumeOverPi, spec.height));
      if (radius === null) fail("irrational radius");
      return {
        accepts: (v) => isRat(v, Q.mul(Q.rat(2), radius)),
        shows: [`${Q.toLatex(spec.volumeOverPi)}\\pi`, m(Q.toDecimal(spec.height))],
      };
    }
    case "window": {
      // Rectangle plus half of a circle of radius width/2.
      const r = Q.div(spec.width, Q.rat(2));
      const value = E.addE(
        ex(Q.mul(spec.width, spec.height)),
        E.piTimes(Q.div(Q.mul(r, r), Q.rat(2))),
      );
      return { accepts: (v) => isNum(v, value), shows: [spec.width, spec.height].map(dec) };
    }
    case "scale-factor":
      return {
        accepts: (v) => isRat(v, Q.pow(spec.k, spec.measure === "area" ? 2 : 3)),
        shows: [dec(spec.k)],
      };
    case "angle":
      return {
        accepts: (v) => isRat(v, angleRule(spec.rule, spec.given)),
        shows: spec.given.map((x) => Q.toDecimal(x)),
      };
    case "parallel-angles": {
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
    }
    case "similar":
      return {
        accepts: (v) => isRat(v, Q.div(Q.mul(spec.b1, spec.a2), spec.a1)),
        shows: [spec.a1, spec.b1, spec.a2].map((x) => Q.toDecimal(x)),
      };
    case "right-triangle": {
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
    }
    case "trig-ratio": {
      const hyp = E.sqrtOf(Q.add(Q.mul(spec.opp, spec.opp), Q.mul(spec.adj, spec.adj)));
      const value =
        spec.fn === "tan"
          ? ex(Q.div(spec.opp, spec.adj))
          : E.divE(ex(spec.fn === "sin" ? spec.opp : spec.adj), hyp);
      return { accepts: (v) => isNum(v, value), shows: [] };
    }
    case "deg-rad": {
      if (spec.degrees !== null) {
        const value = E.piTimes(Q.div(spec.degrees, Q.rat(180)));
        return { accepts: (v) => isNum(v, value), shows: [`${Q.toDecimal(spec.degrees)}^\\circ`] };
      }
      const piRadians = spec.piRadians ?? fail("no angle given");
      return { accepts: (v) => isRat(v, Q.mul(piRadians, Q.rat(180))), shows: [] };
    }
    case "cofunction": {
      const roots = realRoots(subP(addP(spec.e1, spec.e2), poly(90)));
      if (roots === "all" || roots.length !== 1) fail("not one value of x");
      const x = E.toRationalE(roots[0]!)!;
      for (const e of [spec.e1, spec.e2]) {
        const angle = evalP(e, x);
        if (Q.sign(angle) <= 0 || Q.compare(angle, Q.rat(90)) >= 0)
          fail("the angles must be acute");
      }
      return { accepts: (v) => isRat(v, x), shows: [polyLatex(spec.e1), polyLatex(spec.e2)] };
    }
    case "special-triangle": {
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
    }
    case "ratio-from-ratio": {
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
    }
    case "circle": {
      const value =
        spec.ask === "area" ? E.piTimes(Q.mul(spec.r, spec.r)) : E.piTimes(Q.mul(Q.rat(2), spec.r));
      return { accepts: (v) => isNum(v, value), shows: [] };
    }
    case "circle-from-area": {
      const radius = Q.sqrtRational(spec.areaOverPi);
      if (radius === null) fail("irrational radius");
      const value: Exact =
        spec.ask === "radius"
          ? ex(radius)
          : spec.ask === "diameter"
            ? ex(Q.mul(Q.rat(2), radius))
            : E.piTimes(Q.mul(Q.rat(2), radius));
      return { accepts: (v) => isNum(v, value), shows: [`${Q.toLatex(spec.areaOverPi)}\\pi`] };
    }
    case "arc": {
      const share =
        spec.degrees !== null
          ? Q.div(spec.degrees, Q.rat(360))
          : spec.piRadians !== null
            ? Q.div(spec.piRadians, Q.rat(2))
            : fail("no angle");
      const whole = spec.ask === "length" ? Q.mul(Q.rat(2), spec.r) : Q.mul(spec.r, spec.r);
      return { accepts: (v) => isNum(v, E.piTimes(Q.mul(share, whole))), shows: [dec(spec.r)] };
    }
    case "circle-equation": {
      if (Q.sign(spec.rSquared) <= 0) fail("not a circle");
      if (spec.ask === "center") {
        return {
          accepts: (v) => v.t === "pair" && Q.eq(v.x, spec.h) && Q.eq(v.y, spec.k),
          shows: [latexR(spec.rSquared)],
        };
      }
      return { accepts: (v) => isNum(v, E.sqrtOf(spec.rSquared)), shows: [latexR(spec.rSquared)] };
    }
    case "circle-general": {
      // Completing the square: (x + D/2)² + (y + E/2)² = D²/4 + E²/4 − F.
      const h = Q.div(Q.neg(spec.D), Q.rat(2));
      const k = Q.div(Q.neg(spec.E), Q.rat(2));
      const rSquared = Q.sub(Q.add(Q.mul(h, h), Q.mul(k, k)), spec.F);
      if (Q.sign(rSquared) <= 0) fail("not a circle");
      if (spec.ask === "center") {
        return { accepts: (v) => v.t === "pair" && Q.eq(v.x, h) && Q.eq(v.y, k), shows: [] };
      }
      return { accepts: (v) => isNum(v, E.sqrtOf(rSquared)), shows: [] };
    }
  }
}

// ---- the item check ---------------------------------------------------------------------------

const fold = (s: string) => s.trim().toLowerCase();

/** Every problem with a Math item; [] when it is sound. */
export function checkMathItem({ item, spec, values }: MathItem): string[] {
  const problems: string[] = [];
  const domainSkills = (taxonomy.math as Record<string, readonly string[]>)[item.domain];
  if (item.subject !== "math") problems.push("subject is not math");
  if (!domainSkills?.includes(item.skill))
    problems.push(`skill ${item.skill} is not in ${item.domain}`);
  if (!Number.isInteger(item.level) || item.level < 1 || item.level > 12) {
    problems.push(`level ${item.level} is outside 1–12`);
  }
  if (item.irt.b !== difficultyOfLevel(item.level)) problems.push("irt.b does not match the level");
  if (item.irt.c !== 0.2) problems.push("irt.c is not 0.2");
  if (!(item.irt.a >= 0.8 && item.irt.a <= 1.8))
    problems.push(`irt.a ${item.irt.a} is outside 0.8–1.8`);
  if (values.length !== 4 || item.choices.length !== 4) problems.push("not four choices");

  values.forEach((value, i) => {
    let rendered: string | null = null;
    try {
      rendered = renderValue(value);
    } catch (error) {
      problems.push(`choice ${letters[i]} cannot be rendered: ${(error as Error).message}`);
    }
    if (rendered !== null && rendered !== item.choices[i]) {
      problems.push(`choice ${letters[i]} reads "${item.choices[i]}" but its value is ${rendered}`);
    }
  });
  for (let i = 0; i < 4; i++) {
    for (let j = i + 1; j < 4; j++) {
      if (valueKey(values[i]!) === valueKey(values[j]!)) {
        problems.push(`choices ${letters[i]} and ${letters[j]} are the same value`);
      } else if (fold(item.choices[i] ?? "") === fold(item.choices[j] ?? "")) {
        problems.push(`choices ${letters[i]} and ${letters[j]} read the same`);
      }
    }
  }

  let verdict: Verdict;
  try {
    verdict = solve(spec);
  } catch (error) {
    problems.push(`the spec is not solvable as an item: ${(error as Error).message}`);
    return problems;
  }
  let correct: string[];
  try {
    correct = values.flatMap((value, i) => (verdict.accepts(value) ? [letters[i]!] : []));
  } catch (error) {
    problems.push(`the choices cannot be checked: ${(error as Error).message}`);
    return problems;
  }
  if (correct.length === 0) problems.push(`no choice is correct (key ${item.answer})`);
  else if (correct.length > 1) problems.push(`choices ${correct.join(", ")} are all correct`);
  else if (correct[0] !== item.answer) {
    problems.push(`the correct choice is ${correct[0]}, but the key is ${item.answer}`);
  }

  const shown = `${item.passage ?? ""}\n${item.stem}`;
  for (const fragment of verdict.shows) {
    if (!shown.includes(fragment)) problems.push(`the stem does not show ${fragment}`);
  }
  if (!item.explanation.includes(`Choice ${item.answer} is correct`)) {
    problems.push("the explanation does not say which choice is correct");
  }
  for (const letter of letters) {
    if (letter !== item.answer && !item.explanation.includes(`Choice ${letter} `)) {
      problems.push(`the explanation does not explain choice ${letter}`);
    }
  }
  return problems;
}

/** Throws with every problem found in any of the items. */
export function assertMathItems(items: readonly MathItem[]): void {
  const report = items.flatMap((mi) => checkMathItem(mi).map((p) => `${mi.item.id}: ${p}`));
  if (report.length > 0) throw new Error(`Math items failed the check:\n${report.join("\n")}`);
}
