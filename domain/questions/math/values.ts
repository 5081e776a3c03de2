// What a Math choice is: a structured value (a number, a polynomial, a point, an inequality, a
// model, a statement) with one renderer to the choice's text and one canonical key for "are these
// two choices the same value?". Templates and the checker share both, so the checker can confirm
// that each choice's text is its value and that no two choices are the same value.
import * as E from "./exact.ts";
import type { Exact } from "./exact.ts";
import { keyP, mulP, poly, polyLatex, scaleP, type Poly } from "./poly.ts";
import * as Q from "./rational.ts";
import type { Rational } from "./rational.ts";

/** How a number is printed: "plain" (fractions, radicals, π), decimals, money (7.50), %, °. */
export type NumFormat = "plain" | "decimal" | "money" | "percent" | "degrees";
export type IneqOp = "<" | "<=" | ">" | ">=";

export type MathValue =
  | { readonly t: "num"; readonly v: Exact; readonly f?: NumFormat }
  /** A polynomial, optionally as an equation "lhs = …" (e.g. "y = 2x + 3"). */
  | {
      readonly t: "poly";
      readonly p: Poly;
      readonly v?: string;
      readonly lhs?: string;
      /** "model": constant first, decimals ("30 - 1.5t"). */
      readonly style?: "model";
    }
  /** k·Π factors, printed factored; its value is the expanded polynomial. */
  | {
      readonly t: "factored";
      readonly k: Rational;
      readonly f: readonly Poly[];
      readonly v?: string;
    }
  /** c·x^e with a rational exponent. */
  | { readonly t: "mono"; readonly c: Rational; readonly e: Rational; readonly v?: string }
  | { readonly t: "pair"; readonly x: Rational; readonly y: Rational; readonly f?: "decimal" }
  | { readonly t: "ineq"; readonly op: IneqOp; readonly b: Rational; readonly v?: string }
  /** lhs = a(b)^{k·v/per}. */
  | {
      readonly t: "expo";
      readonly a: Rational;
      readonly b: Rational;
      readonly per?: number;
      readonly k?: number;
      readonly v?: string;
      readonly lhs?: string;
    }
  | { readonly t: "range"; readonly lo: Rational; readonly hi: Rational; readonly f?: NumFormat }
  | { readonly t: "text"; readonly id: string; readonly text: string };

// ---- builders -------------------------------------------------------------------------------

const asRat = (v: Rational | number): Rational => (typeof v === "number" ? Q.rat(v) : v);

export const num = (v: Rational | number | Exact, f?: NumFormat): MathValue => ({
  t: "num",
  v: Array.isArray(v) ? (v as Exact) : E.ex(asRat(v as Rational | number)),
  ...(f ? { f } : {}),
});
export const pct = (v: Rational | number): MathValue => num(v, "percent");
export const deg = (v: Rational | number): MathValue => num(v, "degrees");
export const money = (v: Rational | number): MathValue => num(v, "money");
export const dec = (v: Rational | number): MathValue => num(v, "decimal");
export const pair = (x: Rational | number, y: Rational | number): MathValue => ({
  t: "pair",
  x: asRat(x),
  y: asRat(y),
});
export const text = (id: string, body: string): MathValue => ({ t: "text", id, text: body });

// ---- rendering --------------------------------------------------------------------------------

/** A number in LaTeX (no dollars) in the given format. */
function numLatex(v: Exact, f: NumFormat = "plain"): string {
  if (f === "plain") return E.toLatexE(v);
  const r = E.toRationalE(v);
  if (r === null) throw new RangeError(`numLatex: ${E.keyE(v)} is not rational (format ${f})`);
  switch (f) {
    case "decimal":
      return Q.toDecimal(r);
    case "money":
      return Q.toDecimal(r, { minPlaces: 2 });
    case "percent":
      return `${Q.toDecimal(r)}\\%`;
    case "degrees":
      return `${Q.toDecimal(r)}^\\circ`;
  }
}

const isMonicX = (p: Poly): boolean => p.length === 2 && Q.isZero(p[0]!) && Q.eq(p[1]!, Q.ONE);

function factoredLatex(k: Rational, factors: readonly Poly[], v: string): string {
  const lead = Q.eq(k, Q.ONE) ? "" : Q.eq(k, Q.rat(-1)) ? "-" : Q.toLatex(k);
  const parts: string[] = [];
  for (let i = 0; i < factors.length;) {
    let j = i;
    while (j < factors.length && keyP(factors[j]!) === keyP(factors[i]!)) j++;
    const f = factors[i]!;
    const power = j - i > 1 ? `^{${j - i}}` : "";
    parts.push(isMonicX(f) ? `${v}${power}` : `(${polyLatex(f, v)})${power}`);
    i = j;
  }
  return lead + parts.join("");
}

function monoLatex(c: Rational, e: Rational, v: string): string {
  if (Q.isZero(e)) return Q.toLatex(c);
  const lead = Q.eq(c, Q.ONE) ? "" : Q.eq(c, Q.rat(-1)) ? "-" : Q.toLatex(c);
  const exponent = Q.eq(e, Q.ONE) ? "" : `^{${Q.toLatex(e)}}`;
  return `${lead}${v}${exponent}`;
}

function expoLatex(a: Rational, b: Rational, per: number, k: number, v: string): string {
  const lead = Q.eq(a, Q.ONE) ? "" : Q.toDecimal(a);
  const top = k === 1 ? v : `${k}${v}`;
  const exponent = per === 1 ? top : `\\frac{${top}}{${per}}`;
  return `${lead}(${Q.toDecimal(b)})^{${exponent}}`;
}

const opLatex: Record<IneqOp, string> = { "<": "<", "<=": "\\le", ">": ">", ">=": "\\ge" };
export const ineqOpLatex = (op: IneqOp): string => opLatex[op];

/** The choice's text: "$\frac{3}{4}$", "$y = 2x + 3$", "$(3, -2)$", or a statement. */
export function renderValue(value: MathValue): string {
  switch (value.t) {
    case "num":
      return `$${numLatex(value.v, value.f)}$`;
    case "poly":
      return `$${value.lhs ? `${value.lhs} = ` : ""}${polyLatex(
        value.p,
        value.v ?? "x",
        value.style === "model" ? { ascending: true, decimal: true } : {},
      )}$`;
    case "factored":
      return `$${factoredLatex(value.k, value.f, value.v ?? "x")}$`;
    case "mono":
      return `$${monoLatex(value.c, value.e, value.v ?? "x")}$`;
    case "pair": {
      const show = value.f === "decimal" ? (v: Rational) => Q.toDecimal(v) : Q.toLatex;
      return `$(${show(value.x)}, ${show(value.y)})$`;
    }
    case "ineq":
      return `$${value.v ?? "x"} ${opLatex[value.op]} ${Q.toLatex(value.b)}$`;
    case "expo":
      return `$${value.lhs ? `${value.lhs} = ` : ""}${expoLatex(value.a, value.b, value.per ?? 1, value.k ?? 1, value.v ?? "t")}$`;
    case "range": {
      const f = value.f ?? "plain";
      return `From $${numLatex(E.ex(value.lo), f)}$ to $${numLatex(E.ex(value.hi), f)}$`;
    }
    case "text":
      return value.text;
  }
}

/** Expands a factored value to its polynomial. */
export function expandFactored(k: Rational, factors: readonly Poly[]): Poly {
  return factors.reduce((acc, f) => mulP(acc, f), scaleP(poly(1), k));
}

/** Equal values, equal keys (a factored form and its expansion are the same value). */
export function valueKey(value: MathValue): string {
  switch (value.t) {
    case "num":
      return `num:${E.keyE(value.v)}`;
    case "poly":
      return `poly:${keyP(value.p)}`;
    case "factored":
      return `poly:${keyP(expandFactored(value.k, value.f))}`;
    case "mono":
      return Q.isZero(value.e)
        ? `num:${E.keyE(E.ex(value.c))}`
        : `mono:${Q.toText(value.c)}x^${Q.toText(value.e)}`;
    case "pair":
      return `pair:${Q.toText(value.x)},${Q.toText(value.y)}`;
    case "ineq":
      return `ineq:${value.op}${Q.toText(value.b)}`;
    case "expo":
      return `expo:${Q.toText(value.a)}*${Q.toText(value.b)}^(${value.k ?? 1}/${value.per ?? 1})`;
    case "range":
      return `range:${Q.toText(value.lo)}..${Q.toText(value.hi)}`;
    case "text":
      return `text:${value.id}`;
  }
}

/** Wraps LaTeX in dollars: m("x = 5") is "$x = 5$". */
export const m = (latex: string): string => `$${latex}$`;

/** "2x + 3y = 12": a line (or a row of a system) in standard form. */
export function lineStdLatex([a, b, c]: readonly [Rational, Rational, Rational]): string {
  const parts: string[] = [];
  for (const [k, name] of [
    [a, "x"],
    [b, "y"],
  ] as const) {
    if (Q.isZero(k)) continue;
    const negative = Q.sign(k) < 0;
    const sign = parts.length === 0 ? (negative ? "-" : "") : negative ? " - " : " + ";
    const size = Q.abs(k);
    parts.push(`${sign}${Q.eq(size, Q.ONE) ? "" : Q.toLatex(size)}${name}`);
  }
  return `${parts.join("")} = ${Q.toLatex(c)}`;
}

/** ax + by = c printed in standard form, or as "y = mx + n" (slope form, which needs b = 1). */
export function lineLatex(
  line: readonly [Rational, Rational, Rational],
  form: "std" | "slope" = "std",
): string {
  if (form === "std") return lineStdLatex(line);
  const [a, b, c] = line;
  if (!Q.eq(b, Q.ONE)) throw new RangeError("lineLatex: slope form needs the y-coefficient 1");
  return `y = ${polyLatex(poly(c, Q.neg(a)))}`;
}

/** One inequality of a system: "x + y \le 6" (standard form) or "y > 2x - 1" (slope form). */
export function ineqRowLatex(row: {
  a: Rational;
  b: Rational;
  c: Rational;
  op: IneqOp;
  form: "std" | "slope";
}): string {
  const relation = opLatex[row.op];
  if (row.form === "slope") {
    if (!Q.eq(row.b, Q.ONE)) throw new RangeError("ineqRowLatex: slope form needs b = 1");
    return `y ${relation} ${polyLatex(poly(row.c, Q.neg(row.a)))}`;
  }
  return lineStdLatex([row.a, row.b, row.c]).replace(" = ", ` ${relation} `);
}

/** A factor of a monomial expression: (c·x^e)^p, in the denominator when `den`. */
export type MonoFactor = {
  readonly c: Rational;
  readonly e: Rational;
  readonly p?: Rational;
  readonly den?: boolean;
};

function monoFactorLatex(f: MonoFactor, v: string): string {
  const base = monoLatex(f.c, f.e, v);
  const p = f.p ?? Q.ONE;
  if (Q.eq(p, Q.ONE)) return base;
  if (p.n === 1n && p.d > 1n) return p.d === 2n ? `\\sqrt{${base}}` : `\\sqrt[${p.d}]{${base}}`;
  const plainX = Q.eq(f.c, Q.ONE) && Q.eq(f.e, Q.ONE);
  return `${plainX ? base : `(${base})`}^{${Q.toLatex(p)}}`;
}

/** "x^{3} \cdot x^{5}", "\frac{12x^{7}}{4x^{2}}", "\sqrt[3]{x^{2}}". */
export function monoExprLatex(factors: readonly MonoFactor[], v = "x"): string {
  const top = factors.filter((f) => !f.den).map((f) => monoFactorLatex(f, v));
  const bottom = factors.filter((f) => f.den).map((f) => monoFactorLatex(f, v));
  const numerator = top.length ? top.join(" \\cdot ") : "1";
  return bottom.length ? `\\frac{${numerator}}{${bottom.join(" \\cdot ")}}` : numerator;
}

/** a^{power}: "2^{x + 3}", or just "32" for a constant power 1. */
export function powerLatex(base: number, exponent: Poly, v = "x"): string {
  if (exponent.length === 1 && Q.eq(exponent[0]!, Q.ONE)) return `${base}`;
  return `${base}^{${polyLatex(exponent, v)}}`;
}

/** The id of a solution-set choice: "set:" and the solutions' keys in increasing order. */
export function solutionSetId(solutions: readonly Exact[]): string {
  const sorted = [...solutions].sort(E.compareE);
  return `set:${sorted.map(E.keyE).join("|")}`;
}

/** A line of best fit as the data templates print it: "y = 3.5 + 2x", "y = 12 + x". */
export function fitLatex(a: Rational, b: Rational): string {
  const slope = Q.eq(b, Q.ONE) ? "x" : `${Q.toDecimal(b)}x`;
  return `y = ${Q.toDecimal(a)} + ${slope}`;
}
