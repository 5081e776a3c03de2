// The machine-checkable description of a Math item: the problem's parameters (never its answer),
// one shape per kind of problem. Templates emit a spec with every item; the checker (solver.ts)
// re-solves the item from the spec alone and compares with the choices.
import type { Expr, Poly } from "./poly.ts";
import type { Rational } from "./rational.ts";
import type { IneqOp, MonoFactor } from "./values.ts";

type R = Rational;
export type Point = readonly [R, R];
/** ax + by = c (or with an inequality: ax + by op c). */
export type LineStd = readonly [R, R, R];

/** What an equation item asks for. */
export type EquationAsk =
  | "solution" // the only solution (the equation must have exactly one)
  | "positive"
  | "negative"
  | "greater"
  | "smaller"
  | "any" // any one solution: exactly one choice may be a solution
  | "sum" // of the distinct solutions
  | "product"
  | "sum-of-squares"
  | "count"; // text ids: none, one, two, infinite

export type MathSpec =
  // ---- Algebra
  | { kind: "equation"; lhs: Expr; rhs: Expr; ask: EquationAsk; of?: Poly }
  | { kind: "fee-periods"; fee: R; rate: R; total: R }
  | { kind: "plans-equal"; fee1: R; rate1: R; fee2: R; rate2: R }
  | {
      kind: "linear-parameter";
      left: Expr;
      /** px + q on the right; the unknown constant(s) are null. */
      p: R | null;
      q: R | null;
      condition: "none" | "infinite";
      ask: "p" | "q" | "p+q";
    }
  | { kind: "evaluate"; f: Expr; at: R; v?: string }
  | { kind: "slope"; p1: Point; p2: Point }
  | { kind: "linear-model"; start: R; rate: R; direction: 1 | -1 }
  | {
      kind: "linear-through";
      p1: Point;
      p2: Point;
      ask: { at: R } | { valueIs: R } | "x-intercept" | "y-intercept" | "equation";
    }
  | { kind: "linear-change"; slope: R; intercept: R; dx: R }
  | { kind: "shift"; f: Poly; h: R; k: R; ask: "y-intercept" | "vertex" }
  | {
      kind: "line";
      line: LineStd;
      ask: "slope" | "y-intercept" | "x-intercept" | "point-on" | { yAt: R };
    }
  | { kind: "two-price"; price1: R; price2: R; total: R; count1: R }
  | {
      kind: "line-relative";
      line: LineStd;
      relation: "parallel" | "perpendicular";
      through: Point;
      ask: "y-intercept" | "x-intercept" | "slope";
    }
  | {
      kind: "line-parameter";
      /** kx + by = c with k unknown, parallel or perpendicular to the line through p1 and p2. */
      b: R;
      c: R;
      relation: "parallel" | "perpendicular";
      p1: Point;
      p2: Point;
    }
  | {
      kind: "system";
      e1: LineStd;
      e2: LineStd;
      /** How each equation is printed: "std" ax + by = c, or "slope" y = mx + n (needs b = 1). */
      forms: readonly ["std" | "slope", "std" | "slope"];
      /** The value asked for: px + qy + r as [p, q, r]. */
      ask: LineStd;
    }
  | { kind: "mix-count"; count: R; price1: R; price2: R; total: R; ask: 1 | 2 }
  | {
      kind: "system-parameter";
      e1: LineStd;
      /** The second equation a₂x + b₂y = c₂ with the unknowns null. */
      a2: R | null;
      b2: R;
      c2: R | null;
      condition: "none" | "infinite";
      ask: "a2" | "c2" | "a2+c2";
    }
  | { kind: "inequality"; lhs: Expr; rhs: Expr; op: IneqOp; ask: "solution" | "which" }
  | { kind: "capacity"; limit: R; fixed: R; per: R; sense: "max" | "min" }
  | {
      kind: "inequality-system";
      /** Each a·x + b·y op c, printed in standard form or as "y op mx + n" (slope form, b = 1). */
      rows: readonly { a: R; b: R; c: R; op: IneqOp; form: "std" | "slope" }[];
    }
  | {
      kind: "two-box";
      small: R;
      large: R;
      need: R;
      maxBoxes: R;
      ask: "least-large" | "most-small";
    }
  // ---- Advanced Math
  | { kind: "equivalent"; expr: Expr }
  | { kind: "monomial"; factors: readonly MonoFactor[] }
  /** ax² + bx + c = 0 has exactly one real solution; the unknown (b is asked positive) is null. */
  | { kind: "one-solution-parameter"; a: R; b: R | null; c: R | null }
  /** base1^{e1(x)} = base2^{e2(x)}. */
  | { kind: "exponential-equation"; base1: number; e1: Poly; base2: number; e2: Poly }
  /** n1/d1 = n2/d2. */
  | { kind: "rational-equation"; n1: Poly; d1: Poly; n2: Poly; d2: Poly }
  /** √(ax + b) = x + c. */
  | { kind: "radical-equation"; a: R; b: R; c: R; ask: "solution" | "solution-set" }
  /** |px + q| = b. */
  | { kind: "abs-equation"; p: R; q: R; b: R; ask: "any" | "negative" | "positive" | "sum" }
  | {
      kind: "nonlinear-system";
      parabola: Poly;
      line: Poly;
      ask: "point" | "positive-x" | "sum-x" | "count";
    }
  /** y = parabola(x) and y = slope·x + k meet exactly once: k. */
  | { kind: "tangent-parameter"; parabola: Poly; slope: R }
  | { kind: "vertex"; f: Expr; ask: "vertex" | "x" | "min" | "max"; v?: string }
  | { kind: "zeros"; f: Expr }
  /** A parabola with vertex (h, k) through point: its leading coefficient. */
  | { kind: "vertex-fit"; h: R; k: R; point: Point }
  /** A parabola with zeros r and s and f(0) = y0: its minimum or maximum value. */
  | { kind: "zeros-fit"; r: R; s: R; y0: R }
  /** a·b^{at/per}. */
  | { kind: "exp-evaluate"; a: R; b: R; per: number; at: R }
  | { kind: "growth-model"; start: R; rate: R; direction: 1 | -1; v: string; lhs: string }
  /** The percent change of a(b)^t over `periods` periods. */
  | { kind: "growth-rate"; b: R; periods: number; ask: "increase" | "decrease" }
  /** a·b^{t/per}: the time t until the value is `multiple` times a. */
  | { kind: "exp-multiple"; b: R; per: R; multiple: R }
  /** a(b)^t with t in big units; the same model in small units (factor small units per big). */
  | { kind: "time-rescale"; a: R; b: R; factor: number; v: string; lhs: string }
  | { kind: "undefined-at"; num: Poly; den: Poly }
  | { kind: "compose"; outer: Poly; inner: Poly; at: R }
  | { kind: "compose-expression"; outer: Poly; inner: Poly }
  /** f(x) = known(x) + k with f(x1) = y1: the value f(x2). */
  | { kind: "fit-constant"; known: Poly; x1: R; y1: R; x2: R }
  | { kind: "compose-equation"; outer: Poly; inner: Poly; value: R; ask: "positive" | "negative" }
  | { kind: "quadratic-through"; points: readonly Point[]; at: R }
  // ---- Problem-Solving and Data Analysis
  /** v1 for q1 units; the value for q2 units at the same rate. */
  | { kind: "proportion"; q1: R; v1: R; q2: R }
  /** amount ÷ rate, times a unit factor (60 for hours → minutes, 1/60 for minutes → hours). */
  | { kind: "rate-convert"; amount: R; rate: R; factor: R }
  /** A rectangle a by b drawn at a scale (each unit stands for `scale` units): its real area. */
  | { kind: "scale-area"; a: R; b: R; scale: R }
  /** Two workers (or a filler and a drain, when opposing) together: the time for one job. */
  | { kind: "combined-work"; t1: R; t2: R; opposing: boolean }
  | { kind: "percent-of"; p: R; n: R }
  | { kind: "percent-apply"; n: R; p: R; direction: 1 | -1 }
  /** The size of the percent change from `from` to `to`, asked as an increase or a decrease. */
  | { kind: "percent-change"; from: R; to: R; ask: "increase" | "decrease" }
  | { kind: "percent-reverse"; final: R; p: R; direction: 1 | -1 }
  /** The final amount as a percent of the original after successive changes (signed percents). */
  | { kind: "percent-successive"; changes: readonly R[] }
  /** A is p% more (direction 1) or less (−1) than B; by what percent is B less (or more) than A? */
  | { kind: "percent-relative"; p: R; direction: 1 | -1 }
  | { kind: "mean"; values: readonly R[] }
  | { kind: "median"; values: readonly R[] }
  | { kind: "missing-value"; known: readonly R[]; mean: R }
  /** The decrease in the mean when one value is removed. */
  | { kind: "mean-change"; values: readonly R[]; remove: R }
  | { kind: "combined-mean"; n1: R; m1: R; n2: R; m2: R }
  | { kind: "frequency-median"; table: readonly (readonly [R, R])[] }
  /** ŷ = a + bx. */
  | { kind: "fit-predict"; a: R; b: R; x: R }
  | { kind: "fit-inverse"; a: R; b: R; y: R }
  | { kind: "fit-change"; b: R; dx: R }
  | { kind: "residual"; a: R; b: R; x: R; y: R }
  | { kind: "largest-residual"; a: R; b: R; points: readonly Point[] }
  /** counts of each kind; the probability that a random pick is one of the favorable kinds. */
  | { kind: "probability"; counts: readonly R[]; favorable: readonly number[] }
  /**
   * A two-way table (cells[row][col]); the probability of the event (a row, a column or a
   * cell, or its complement), given an optional condition (a row or a column).
   */
  | {
      kind: "table-probability";
      cells: readonly (readonly R[])[];
      event: { row?: number; col?: number; not?: boolean };
      given?: { row?: number; col?: number };
    }
  | { kind: "sample-estimate"; sample: R; count: R; population: R }
  | { kind: "margin-interval"; estimate: R; margin: R }
  /** A plausible count (or percent, when population is null) for estimate ± margin percent. */
  | { kind: "margin-plausible"; estimate: R; margin: R; population: R | null }
  | { kind: "claim"; claim: Claim }
  // ---- Geometry and Trigonometry
  | {
      kind: "measure";
      shape: "rectangle" | "triangle" | "box" | "cube" | "cylinder" | "cone" | "sphere";
      dims: Readonly<Record<string, R>>;
      ask: "area" | "perimeter" | "volume" | "surface";
    }
  /** A box with two edges and its volume, or a cube with its surface area: the missing measure. */
  | { kind: "box-missing"; length: R; width: R; volume: R }
  | { kind: "cube-from-surface"; surface: R; ask: "volume" | "edge" }
  | { kind: "scale-factor"; k: R; measure: "area" | "volume" }
  /** A cylinder of volume (volumeOverPi)·π and the given height: its diameter. */
  | { kind: "cylinder-diameter"; volumeOverPi: R; height: R }
  /** A rectangle width by height with a semicircle on its top side (diameter = width): area. */
  | { kind: "window"; width: R; height: R }
  | {
      kind: "angle";
      rule:
        | "supplement"
        | "triangle"
        | "isosceles-base"
        | "isosceles-apex"
        | "exterior"
        | "polygon-sum"
        | "regular-interior"
        | "sides-from-exterior"
        | "sides-from-interior";
      given: readonly R[];
    }
  | {
      kind: "parallel-angles";
      e1: Poly;
      e2: Poly;
      relation: "equal" | "supplementary";
      ask: "x" | "angle";
    }
  /** Similar triangles: sides a1 ↔ a2 correspond; b1's partner. */
  | { kind: "similar"; a1: R; b1: R; a2: R }
  | { kind: "right-triangle"; a: R | null; b: R | null; c: R | null }
  /** A right triangle with legs opp and adj (to the angle): sin, cos or tan of that angle. */
  | { kind: "trig-ratio"; opp: R; adj: R; fn: "sin" | "cos" | "tan" }
  /** Degrees to radians (answer as a multiple of π) or radians (a multiple of π) to degrees. */
  | { kind: "deg-rad"; degrees: R | null; piRadians: R | null }
  /** sin(e1°) = cos(e2°) with both angles acute: x. */
  | { kind: "cofunction"; e1: Poly; e2: Poly }
  | {
      kind: "special-triangle";
      type: "30-60-90" | "45-45-90";
      known: "short" | "long" | "hypotenuse" | "leg";
      length: R;
      ask: "short" | "long" | "hypotenuse" | "leg";
    }
  /** An acute angle with trig function `given` equal to p/q: the value of `ask`. */
  | {
      kind: "ratio-from-ratio";
      given: "sin" | "cos" | "tan";
      p: R;
      q: R;
      ask: "sin" | "cos" | "tan";
    }
  | { kind: "circle"; r: R; ask: "area" | "circumference" }
  /** A circle's area (as a multiple of π): its radius, diameter or circumference. */
  | { kind: "circle-from-area"; areaOverPi: R; ask: "radius" | "diameter" | "circumference" }
  /** Central angle in degrees, or in radians as a multiple of π: arc length or sector area. */
  | { kind: "arc"; r: R; degrees: R | null; piRadians: R | null; ask: "length" | "sector" }
  | { kind: "circle-equation"; h: R; k: R; rSquared: R; ask: "center" | "radius" }
  /** x² + y² + Dx + Ey + F = 0. */
  | { kind: "circle-general"; D: R; E: R; F: R; ask: "center" | "radius" };

/** A statistical claim question: the facts the correct choice follows from. */
export type Claim =
  | { topic: "study"; randomSample: boolean; randomAssignment: boolean }
  | { topic: "sampling"; methods: readonly { id: string; random: boolean; whole: boolean }[] }
  | { topic: "margin"; sizeChange: "larger" | "smaller" }
  | { topic: "scope"; random: boolean; sampledFrom: string };
