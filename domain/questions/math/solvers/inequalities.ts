// The checker's solvers for templates/inequalities.ts, one per spec kind it emits: each
// re-solves the item from its spec alone.
import * as E from "../exact.ts";
import { coef, degree, evalP, exprLatex, exprToPoly, subP } from "../poly.ts";
import * as Q from "../rational.ts";
import type { Rational } from "../rational.ts";
import { ineqRowLatex, type IneqOp } from "../values.ts";
import { dec, fail, isRat, latexR, m, type Solvers } from "./common.ts";

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

/** The solvers of the spec kinds templates/inequalities.ts emits. */
export const inequalities = {
  inequality: (spec) => {
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
  },
  capacity: (spec) => {
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
  },
  "inequality-system": (spec) => {
    return {
      accepts: (v) =>
        v.t === "pair" &&
        spec.rows.every((row) =>
          satisfies(Q.add(Q.mul(row.a, v.x), Q.mul(row.b, v.y)), row.op, row.c),
        ),
      shows: spec.rows.map(ineqRowLatex),
    };
  },
  "two-box": (spec) => {
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
  },
} satisfies Partial<Solvers>;
