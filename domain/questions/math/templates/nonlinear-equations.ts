// Advanced Math · nonlinear equations in one variable and systems: quadratics (quad); absolute
// value, exponential, rational and radical equations (radeq); a line and a parabola (nlsys).
import { pick } from "../../../random.ts";
import {
  int,
  need,
  nonZero,
  twoDifferent,
  type Draft,
  type MathTemplate,
  type Wrong,
} from "../draft.ts";
import * as E from "../exact.ts";
import type { Exact } from "../exact.ts";
import {
  addP,
  bare,
  constant,
  evalP,
  lin,
  mulP,
  poly,
  polyLatex,
  term,
  type Expr,
  type Poly,
} from "../poly.ts";
import * as Q from "../rational.ts";
import type { Rational } from "../rational.ts";
import { m, num, pair, powerLatex, solutionSetId, text, type MathValue } from "../values.ts";
import { eqLatex, gcd, kx, L, ml, r } from "./common.ts";

const w = (value: Rational | number | Exact, why: string): Wrong => ({ value: num(value), why });
const zero: Expr = [constant(0)];
const sqrtLatex = (k: number) => `\\sqrt{${k}}`;

const countIds = {
  none: "no real solutions",
  one: "exactly one real solution",
  two: "exactly two real solutions",
  infinite: "infinitely many real solutions",
} as const;

export const quad: MathTemplate = {
  id: "quad",
  domain: "advanced_math",
  skill: "nonlinear_equations_and_systems",
  levels: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  a: 1.4,
  make(random, level): Draft {
    switch (level) {
      case 1: {
        const a = int(random, 2, 4);
        const s = int(random, 2, 9);
        const c = a * s * s;
        const lhs: Expr = [term(a, { p: poly(0, 0, 1), bare: true })];
        const rhs: Expr = [constant(c)];
        const rootC = Q.sqrtRational(r(c));
        return {
          spec: { kind: "equation", lhs, rhs, ask: "positive" },
          stem: `What is the positive solution to the equation ${m(eqLatex(lhs, rhs))}?`,
          key: num(s),
          work: `Divide both sides by ${ml(a)}: ${m(`x^{2} = ${s * s}`)}. The positive square root of ${ml(s * s)} is ${ml(s)}.`,
          wrong: [
            w(
              s * s,
              `is the value of ${m("x^{2}")}; it comes from forgetting to take the square root.`,
            ),
            w(r(c, 2 * a), `comes from dividing by ${ml(2)} instead of taking the square root.`),
            w(-s, `is a solution, but it is negative.`),
            ...(rootC
              ? [
                  w(
                    Q.div(rootC, r(a)),
                    `comes from taking the square root of ${ml(c)} before dividing by ${ml(a)}.`,
                  ),
                ]
              : []),
            w(c - a, `comes from subtracting ${ml(a)} instead of dividing by it.`),
          ],
        };
      }
      case 2: {
        const [p, q] = twoDifferent(random, 1, 9);
        const lhs: Expr = [term(1, lin(1, -p), lin(1, q))];
        const key = pick(random, [p, -q]);
        const roots = [p, -q];
        const candidates: Wrong[] = [
          w(
            -p,
            `comes from setting ${m(`x + ${p} = 0`)}: the factor ${m(`x - ${p}`)} is zero at ${m(`x = ${p}`)}, not ${m(`x = ${-p}`)}.`,
          ),
          w(
            q,
            `comes from a sign error: the factor ${m(`x + ${q}`)} is zero at ${m(`x = ${-q}`)}.`,
          ),
          w(-p * q, `is the constant term of the expanded product, not a solution.`),
          w(p + q, `comes from adding the two numbers in the factors.`),
        ];
        return {
          spec: { kind: "equation", lhs, rhs: zero, ask: "any" },
          stem: `Which of the following is a solution to the equation ${m(eqLatex(lhs, zero))}?`,
          key: num(key),
          work: `A product is zero when one of its factors is zero: ${m(`x - ${p} = 0`)} gives ${m(`x = ${p}`)}, and ${m(`x + ${q} = 0`)} gives ${m(`x = ${-q}`)}. Of the choices, only ${ml(key)} is one of these.`,
          wrong: candidates.filter(
            (c) => !roots.some((x) => c.value.t === "num" && E.eqE(c.value.v, E.ex(x))),
          ),
        };
      }
      case 3:
      case 5: {
        const r1 = int(random, 1, 9);
        const r2 = -int(random, 1, 9);
        need(r1 !== -r2, "symmetric roots");
        const p = mulP(lin(1, -r1), lin(1, -r2));
        const lhs: Expr = [bare(p)];
        const b = -(r1 + r2);
        const c = r1 * r2;
        const factored = `(${polyLatex(lin(1, -r1))})(${polyLatex(lin(1, -r2))}) = 0`;
        if (level === 3) {
          return {
            spec: { kind: "equation", lhs, rhs: zero, ask: "positive" },
            stem: `What is the positive solution to the equation ${m(eqLatex(lhs, zero))}?`,
            key: num(r1),
            work: `Factor: ${m(factored)}, so ${m(`x = ${r1}`)} or ${m(`x = ${r2}`)}. The positive solution is ${ml(r1)}.`,
            wrong: [
              w(
                -r2,
                `comes from a sign error: the factor ${m(polyLatex(lin(1, -r2)))} is zero at ${m(`x = ${r2}`)}, which is negative.`,
              ),
              w(
                -r1,
                `comes from a sign error: the factor ${m(polyLatex(lin(1, -r1)))} is zero at ${m(`x = ${r1}`)}.`,
              ),
              w(c, `is the constant term of the equation, not a solution.`),
              w(b, `is the coefficient of ${m("x")}, not a solution.`),
            ],
          };
        }
        return {
          spec: { kind: "equation", lhs, rhs: zero, ask: "sum" },
          stem: `What is the sum of the solutions to the equation ${m(eqLatex(lhs, zero))}?`,
          key: num(r1 + r2),
          work: `Factor: ${m(factored)}, so the solutions are ${ml(r1)} and ${ml(r2)}, and their sum is ${ml(r1 + r2)}. (For ${m("x^{2} + bx + c = 0")} the sum is always ${m("-b")}.)`,
          wrong: [
            w(b, `has the wrong sign: the sum of the solutions is ${m("-b")}, not ${m("b")}.`),
            w(c, `is the product of the solutions, not their sum.`),
            w(r1, `is only one of the solutions.`),
            w(r1 - r2, `is the difference of the solutions, not their sum.`),
          ],
        };
      }
      case 4: {
        const a = int(random, 2, 4);
        const h = nonZero(random, -6, 6);
        const s = int(random, 2, 7);
        const k = a * s * s;
        const lhs: Expr = [term(a, { p: lin(1, -h), e: 2 })];
        const rhs: Expr = [constant(k)];
        return {
          spec: { kind: "equation", lhs, rhs, ask: "greater" },
          stem: `What is the greater of the two solutions to the equation ${m(eqLatex(lhs, rhs))}?`,
          key: num(h + s),
          work: `Divide by ${ml(a)}: ${m(`(${polyLatex(lin(1, -h))})^{2} = ${s * s}`)}. So ${m(`${polyLatex(lin(1, -h))} = ${s}`)} or ${m(`${polyLatex(lin(1, -h))} = ${-s}`)}, giving ${m(`x = ${h + s}`)} or ${m(`x = ${h - s}`)}. The greater is ${ml(h + s)}.`,
          wrong: [
            w(h - s, `is the smaller of the two solutions.`),
            w(h + s * s, `comes from forgetting to take the square root of ${ml(s * s)}.`),
            w(
              -h + s,
              `comes from a sign error with ${ml(h)} when solving ${m(`${polyLatex(lin(1, -h))} = ${s}`)}.`,
            ),
            w(h + k, `comes from not dividing by ${ml(a)} and not taking the square root.`),
          ],
        };
      }
      case 6: {
        const a = int(random, 2, 5);
        const p = int(random, 1, 9);
        need(gcd(a, p) === 1, "reducible root");
        const sRoot = -int(random, 1, 6);
        const poly2 = mulP(lin(a, -p), lin(1, -sRoot));
        const lhs: Expr = [bare(poly2)];
        return {
          spec: { kind: "equation", lhs, rhs: zero, ask: "positive" },
          stem: `What is the positive solution to the equation ${m(eqLatex(lhs, zero))}?`,
          key: num(r(p, a)),
          work: `Factor: ${m(`(${polyLatex(lin(a, -p))})(${polyLatex(lin(1, -sRoot))}) = 0`)}. So ${m(`${a}x = ${p}`)}, giving ${m(`x = ${L(r(p, a))}`)}, or ${m(`x = ${sRoot}`)}. The positive solution is ${m(L(r(p, a)))}.`,
          wrong: [
            w(
              r(a, p),
              `is the reciprocal of the solution: it comes from dividing ${ml(a)} by ${ml(p)}.`,
            ),
            w(p, `comes from forgetting to divide by ${ml(a)} in ${m(`${a}x = ${p}`)}.`),
            w(-sRoot, `comes from a sign error in the factor ${m(polyLatex(lin(1, -sRoot)))}.`),
            w(r(-p, a), `has the wrong sign.`),
          ],
        };
      }
      case 7:
      case 12: {
        const a = level === 7 ? 1 : int(random, 2, 4);
        const h = level === 7 ? nonZero(random, -6, 6) : nonZero(random, -8, 8);
        const k = pick(random, [2, 3, 5, 6, 7, 10, 11, 13]);
        // Level 7: x² − 2hx + (h² − k) = 0 with roots h ± √k.
        // Level 12: ax² + bx + c = 0 with b = −2h·a'... built from its discriminant.
        let p: Poly;
        let b: number;
        let disc: number;
        if (level === 7) {
          p = poly(h * h - k, -2 * h, 1);
          b = -2 * h;
          disc = 4 * k;
        } else {
          b = h;
          const c = nonZero(random, -9, 9);
          disc = b * b - 4 * a * c;
          need(disc > 0 && Q.sqrtRational(r(disc)) === null, "want irrational roots");
          p = poly(c, b, a);
        }
        const root = E.sqrtOf(disc);
        const greater = E.divER(E.addE(E.ex(-b), root), r(2 * a));
        const smaller = E.divER(E.subE(E.ex(-b), root), r(2 * a));
        const lhs: Expr = [bare(p)];
        const formula = `x = \\frac{${-b} \\pm \\sqrt{${disc}}}{${2 * a}}`;
        return {
          spec: { kind: "equation", lhs, rhs: zero, ask: "greater" },
          stem: `What is the greater of the two solutions to the equation ${m(eqLatex(lhs, zero))}?`,
          key: num(greater),
          work: `Use the quadratic formula: ${m(`${formula}`)}, so ${m(`x = ${E.toLatexE(greater)}`)} or ${m(`x = ${E.toLatexE(smaller)}`)}. The greater is ${m(E.toLatexE(greater))}.`,
          wrong: [
            w(smaller, `is the smaller of the two solutions.`),
            w(
              E.addE(E.ex(r(-b, 2 * a)), root),
              `comes from dividing only ${ml(-b)} by ${ml(2 * a)}, not the square root as well.`,
            ),
            w(
              E.divER(E.addE(E.ex(b), root), r(2 * a)),
              `comes from using ${ml(b)} instead of ${ml(-b)} in the quadratic formula.`,
            ),
            ...(a === 1
              ? [
                  w(
                    E.ex(Q.add(r(h), r(k))),
                    `comes from forgetting the square root: it adds ${ml(k)} instead of ${m(sqrtLatex(k))}.`,
                  ),
                ]
              : [
                  w(
                    E.divER(E.addE(E.ex(-b), root), r(a)),
                    `comes from dividing by ${ml(a)} instead of ${ml(2 * a)}.`,
                  ),
                ]),
          ],
        };
      }
      case 8: {
        const outcome = pick(random, ["none", "one", "two"] as const);
        const a = int(random, 1, 5);
        const b = nonZero(random, -9, 9);
        let c: Rational;
        if (outcome === "one") {
          need(b % 2 === 0 && (b * b) % (4 * a) === 0, "want a whole c");
          c = r(b * b, 4 * a);
        } else {
          c = r(nonZero(random, -9, 12));
          const d = b * b - 4 * a * Number(c.n);
          need(outcome === "two" ? d > 0 : d < 0, "wrong outcome");
        }
        const p = poly(c, b, a);
        const d = Q.sub(r(b * b), Q.mul(r(4 * a), c));
        const lhs: Expr = [bare(p)];
        const say = (o: keyof typeof countIds) => `The equation has ${countIds[o]}.`;
        const why: Record<keyof typeof countIds, string> = {
          none: `would need the discriminant to be negative, but it is ${m(L(d))}.`,
          one: `would need the discriminant to be ${ml(0)}, but it is ${m(L(d))}.`,
          two: `would need the discriminant to be positive, but it is ${m(L(d))}.`,
          infinite: `is impossible for a quadratic equation, which has at most two solutions.`,
        };
        return {
          spec: { kind: "equation", lhs, rhs: zero, ask: "count" },
          stem: `How many distinct real solutions does the equation ${m(eqLatex(lhs, zero))} have?`,
          key: text(outcome, say(outcome)),
          work: `The discriminant is ${m(`b^{2} - 4ac = ${b < 0 ? `(${b})` : b}^{2} - 4(${a})(${L(c)}) = ${L(d)}`)}, which is ${outcome === "none" ? "negative, so there are no real solutions" : outcome === "one" ? "zero, so there is exactly one real solution" : "positive, so there are two real solutions"}.`,
          wrong: (["none", "one", "two", "infinite"] as const)
            .filter((o) => o !== outcome)
            .map((o) => ({ value: text(o, say(o)), why: why[o] })),
        };
      }
      case 9:
      case 10: {
        const a = level === 9 ? 1 : int(random, 2, 4);
        if (level === 9) {
          const s = int(random, 2, 9);
          const c = s * s;
          return {
            spec: { kind: "one-solution-parameter", a: r(1), b: null, c: r(c) },
            stem: `In the equation ${m(`x^{2} + bx + ${c} = 0`)}, ${m("b")} is a positive constant. If the equation has exactly one real solution, what is the value of ${m("b")}?`,
            key: num(2 * s),
            work: `A quadratic has exactly one real solution when its discriminant is ${ml(0)}: ${m(`b^{2} - 4(1)(${c}) = 0`)}, so ${m(`b^{2} = ${4 * c}`)} and, since ${m("b")} is positive, ${m(`b = ${2 * s}`)}.`,
            wrong: [
              w(
                s,
                `is the square root of ${ml(c)}; the discriminant condition gives ${m(`b = 2\\sqrt{${c}}`)}.`,
              ),
              w(
                4 * c,
                `is the value of ${m("b^{2}")}; it comes from forgetting to take the square root.`,
              ),
              w(c, `comes from using the constant term instead of solving ${m(`b^{2} = 4ac`)}.`),
              w(2 * c, `comes from doubling the constant term instead of its square root.`),
            ],
          };
        }
        const b = 2 * nonZero(random, -6, 6);
        const cValue = r(b * b, 4 * a);
        return {
          spec: { kind: "one-solution-parameter", a: r(a), b: r(b), c: null },
          stem: `In the equation ${m(`${a}x^{2} ${b < 0 ? "-" : "+"} ${Math.abs(b)}x + c = 0`)}, ${m("c")} is a constant. If the equation has exactly one real solution, what is the value of ${m("c")}?`,
          key: num(cValue),
          work: `Exactly one real solution means the discriminant is ${ml(0)}: ${m(`${b < 0 ? `(${b})` : b}^{2} - 4(${a})c = 0`)}, so ${m(`${4 * a}c = ${b * b}`)} and ${m(`c = ${L(cValue)}`)}.`,
          wrong: [
            w(r(b * b, 4), `leaves out the ${ml(a)} in ${m("4ac")}.`),
            w(r(b * b, 2 * a), `divides by ${m("2a")} instead of ${m("4a")}.`),
            w(Q.neg(cValue), `has the wrong sign.`),
            w(
              r(Math.abs(b), 2 * a),
              `is ${m("\\frac{|b|}{2a}")}; it comes from forgetting to square ${ml(b)}.`,
            ),
          ],
        };
      }
      case 11: {
        const b = nonZero(random, -8, 8);
        const c = nonZero(random, -9, 9);
        need(b * b - 4 * c > 0, "want real roots");
        const p = poly(c, b, 1);
        const lhs: Expr = [bare(p)];
        const value = b * b - 2 * c;
        return {
          spec: { kind: "equation", lhs, rhs: zero, ask: "sum-of-squares" },
          stem: `The solutions to the equation ${m(eqLatex(lhs, zero))} are ${m("r")} and ${m("s")}. What is the value of ${m("r^{2} + s^{2}")}?`,
          key: num(value),
          work: `For ${m("x^{2} + bx + c = 0")}, ${m(`r + s = -b = ${-b}`)} and ${m(`rs = c = ${c}`)}. Then ${m(`r^{2} + s^{2} = (r + s)^{2} - 2rs = ${b * b} - 2(${c}) = ${value}`)}.`,
          wrong: [
            w(b * b, `is ${m("(r + s)^{2}")}; it leaves out the ${m("-2rs")}.`),
            w(b * b + 2 * c, `adds ${m("2rs")} instead of subtracting it.`),
            w(b * b - c, `subtracts ${m("rs")} instead of ${m("2rs")}.`),
            w(
              -b * b - 2 * c,
              `uses ${m("-b^{2}")} for ${m("(r + s)^{2}")}; a square is never negative.`,
            ),
          ],
        };
      }
      default:
        throw new RangeError(`quad: no level ${level}`);
    }
  },
};

export const radeq: MathTemplate = {
  id: "radeq",
  domain: "advanced_math",
  skill: "nonlinear_equations_and_systems",
  levels: [3, 4, 5, 6, 7, 8, 9, 10],
  a: 1.3,
  make(random, level): Draft {
    switch (level) {
      case 3:
      case 4: {
        const p = level === 3 ? 1 : int(random, 2, 4);
        const q = nonZero(random, -9, 9);
        const b = int(random, 2, 12);
        need(level === 3 || Math.abs(q) < b, "want one negative and one positive solution");
        const pos = r(b - q, p);
        const negRoot = r(-b - q, p);
        const absText = `|${polyLatex(lin(p, q))}| = ${b}`;
        const roots = [pos, negRoot];
        if (level === 3) {
          const key = pick(random, roots);
          const notRoot = (c: Wrong) =>
            !roots.some((x) => c.value.t === "num" && E.eqE(c.value.v, E.ex(x)));
          return {
            spec: { kind: "abs-equation", p: r(p), q: r(q), b: r(b), ask: "any" },
            stem: `Which of the following is a solution to the equation ${m(absText)}?`,
            key: num(key),
            work: `${m(absText)} means ${m(`${polyLatex(lin(p, q))} = ${b}`)} or ${m(`${polyLatex(lin(p, q))} = ${-b}`)}, so ${m(`x = ${L(pos)}`)} or ${m(`x = ${L(negRoot)}`)}. Of the choices, only ${m(L(key))} is one of these.`,
            wrong: [
              w(
                r(b + q),
                `comes from solving ${m(`${polyLatex(lin(1, q))} = ${b}`)} but moving ${ml(q)} to the other side without changing its sign.`,
              ),
              w(
                r(-b + q),
                `comes from solving ${m(`${polyLatex(lin(1, q))} = ${-b}`)} but moving ${ml(q)} to the other side without changing its sign.`,
              ),
              w(r(b), `ignores the ${ml(q)} inside the absolute value.`),
              w(
                r(-q),
                `is where the expression inside the absolute value is ${ml(0)}, not ${ml(b)}.`,
              ),
            ].filter(notRoot),
          };
        }
        return {
          spec: { kind: "abs-equation", p: r(p), q: r(q), b: r(b), ask: "negative" },
          stem: `What is the negative solution to the equation ${m(absText)}?`,
          key: num(negRoot),
          work: `The expression inside is ${ml(b)} or ${ml(-b)}. From ${m(`${polyLatex(lin(p, q))} = ${-b}`)}: ${m(`${p}x = ${-b - q}`)}, so ${m(`x = ${L(negRoot)}`)}. (The other solution, ${m(L(pos))}, is positive.)`,
          wrong: [
            w(pos, `is the positive solution.`),
            w(
              Q.neg(pos),
              `comes from taking the positive solution and changing its sign; that does not solve the equation.`,
            ),
            w(
              r(-b + q, p),
              `comes from moving ${ml(q)} to the other side without changing its sign.`,
            ),
            w(r(-b - q), `comes from forgetting to divide by ${ml(p)}.`),
          ],
        };
      }
      case 5: {
        const g = pick(random, [2, 3, 5]);
        const n = int(random, 2, g === 2 ? 7 : g === 3 ? 5 : 3);
        const q = nonZero(random, -3, 4);
        const e1 = lin(1, q);
        const value = g ** n;
        return {
          spec: { kind: "exponential-equation", base1: g, e1, base2: value, e2: poly(1) },
          stem: `What value of ${m("x")} satisfies the equation ${m(`${powerLatex(g, e1)} = ${value}`)}?`,
          key: num(n - q),
          work: `Write ${ml(value)} as a power of ${ml(g)}: ${m(`${value} = ${g}^{${n}}`)}. Equal powers of the same base have equal exponents, so ${m(`${polyLatex(e1)} = ${n}`)} and ${m(`x = ${n - q}`)}.`,
          wrong: [
            w(n, `is the value of the exponent ${m(polyLatex(e1))}, not of ${m("x")}.`),
            w(n + q, `comes from moving ${ml(q)} to the other side without changing its sign.`),
            w(
              value / g,
              `comes from dividing ${ml(value)} by ${ml(g)} instead of writing it as a power of ${ml(g)}.`,
            ),
            w(
              value - q,
              `comes from subtracting ${ml(q)} from ${ml(value)} instead of from the exponent.`,
            ),
          ],
        };
      }
      case 6: {
        const g = pick(random, [2, 3]);
        const [k1, k2] = pick(random, [
          [2, 3],
          [3, 2],
          [1, 2],
          [2, 1],
          [1, 3],
        ] as const);
        const d = nonZero(random, -4, 4);
        // (g^k1)^x = (g^k2)^(x − d)  ⇒  k1·x = k2·(x − d)  ⇒  x = k2·d / (k2 − k1).
        const x = r(k2 * d, k2 - k1);
        const e1 = lin(1, 0);
        const e2 = lin(1, -d);
        const b1 = g ** k1;
        const b2 = g ** k2;
        return {
          spec: { kind: "exponential-equation", base1: b1, e1, base2: b2, e2 },
          stem: `What value of ${m("x")} satisfies the equation ${m(`${powerLatex(b1, e1)} = ${powerLatex(b2, e2)}`)}?`,
          key: num(x),
          work: `Write both sides as powers of ${ml(g)}: ${m(`${g}^{${k1 === 1 ? "" : k1}x} = ${g}^{${k2}(${polyLatex(e2)})}`)}. Equate the exponents: ${m(`${k1 === 1 ? "" : k1}x = ${k2}x ${-k2 * d < 0 ? "-" : "+"} ${Math.abs(k2 * d)}`)}, so ${m(`x = ${L(x)}`)}.`,
          wrong: [
            w(
              r(k1 * d, k1 - k2),
              `comes from mixing up the powers: ${ml(b1)} is ${m(`${g}^{${k1}}`)} and ${ml(b2)} is ${m(`${g}^{${k2}}`)}.`,
            ),
            w(r(d, k2 - k1), `comes from multiplying only ${m("x")}, not ${ml(-d)}, by ${ml(k2)}.`),
            w(Q.neg(x), `has the wrong sign.`),
            w(
              r(d),
              `comes from solving ${m(`x = ${polyLatex(e2)}`)} as if the bases were the same.`,
            ),
          ],
        };
      }
      case 7:
      case 8: {
        if (level === 7) {
          const c = nonZero(random, -5, 6);
          need(Math.abs(c) !== 1, "trivial");
          const b = nonZero(random, -7, 7);
          const x = nonZero(random, -8, 8);
          need(x + b !== 0, "zero denominator");
          const a = c * (x + b);
          const stem = `\\frac{${a}}{${polyLatex(lin(1, b))}} = ${c}`;
          return {
            spec: {
              kind: "rational-equation",
              n1: poly(a),
              d1: lin(1, b),
              n2: poly(c),
              d2: poly(1),
            },
            stem: `What is the solution to the equation ${m(stem)}?`,
            key: num(x),
            work: `Multiply both sides by ${m(polyLatex(lin(1, b)))}: ${m(`${a} = ${c}(${polyLatex(lin(1, b))})`)}. Divide by ${ml(c)}: ${m(`${polyLatex(lin(1, b))} = ${a / c}`)}, so ${m(`x = ${x}`)}.`,
            wrong: [
              w(
                r(a, c),
                `is the value of ${m(polyLatex(lin(1, b)))}; it comes from stopping before solving for ${m("x")}.`,
              ),
              w(
                x + 2 * b,
                `comes from moving ${ml(b)} to the other side without changing its sign.`,
              ),
              w(
                Q.sub(r(c, a), r(b)),
                `comes from flipping the fraction: it solves ${m(`x ${b < 0 ? "-" : "+"} ${Math.abs(b)} = \\frac{${c}}{${a}}`)}.`,
              ),
              w(a * c - b, `comes from multiplying ${ml(a)} by ${ml(c)} instead of dividing.`),
            ],
          };
        }
        const x = nonZero(random, -6, 6);
        const [b, d] = twoDifferent(random, -7, 7);
        const a = x + b;
        const c = x + d;
        need(
          a !== 0 && c !== 0 && b !== 0 && d !== 0 && a !== c && Math.abs(a) !== 1,
          "degenerate",
        );
        const stem = `\\frac{${a}}{${polyLatex(lin(1, b))}} = \\frac{${c}}{${polyLatex(lin(1, d))}}`;
        return {
          spec: {
            kind: "rational-equation",
            n1: poly(a),
            d1: lin(1, b),
            n2: poly(c),
            d2: lin(1, d),
          },
          stem: `What is the solution to the equation ${m(stem)}?`,
          key: num(x),
          work: `Cross-multiply: ${m(`${a}(${polyLatex(lin(1, d))}) = ${c}(${polyLatex(lin(1, b))})`)}, so ${m(`${polyLatex(lin(a, a * d))} = ${polyLatex(lin(c, c * b))}`)}, ${m(`${kx(a - c)} = ${c * b - a * d}`)}, and ${m(`x = ${x}`)}. This value does not make either denominator zero.`,
          wrong: [
            w(
              r(b - d, a - c),
              `comes from multiplying only ${m("x")}, not the whole denominator, by the other numerator.`,
            ),
            w(
              r(c * d - a * b, a - c),
              `comes from multiplying each numerator by its own denominator.`,
            ),
            w(-x, `has the wrong sign.`),
            w(
              -b,
              `makes the denominator ${m(polyLatex(lin(1, b)))} equal to ${ml(0)}, so it cannot be a solution.`,
            ),
          ],
        };
      }
      default: {
        // 9–10: √(ax + b) = x + c with one extraneous root.
        const c = nonZero(random, -5, 5);
        const r1 = int(random, -c, -c + 9);
        const r2 = int(random, -c - 8, -c - 1);
        const a = 2 * c + r1 + r2;
        const b = c * c - r1 * r2;
        need(a > 0 && r1 !== r2, "want a positive coefficient");
        const lhsText = `\\sqrt{${polyLatex(lin(a, b))}} = ${polyLatex(lin(1, c))}`;
        const squared = poly(c * c - b, 2 * c - a, 1);
        const check = `Squaring both sides: ${m(`${polyLatex(lin(a, b))} = (${polyLatex(lin(1, c))})^{2}`)}, so ${m(`${polyLatex(squared)} = 0`)} and ${m(`x = ${r1}`)} or ${m(`x = ${r2}`)}. Check in the original equation: at ${m(`x = ${r1}`)} the right side is ${ml(r1 + c)}, which matches the square root; at ${m(`x = ${r2}`)} the right side is ${ml(r2 + c)}, which is negative, and a square root is never negative. So ${ml(r2)} is extraneous.`;
        if (level === 9) {
          return {
            spec: { kind: "radical-equation", a: r(a), b: r(b), c: r(c), ask: "solution" },
            stem: `What is the solution to the equation ${m(lhsText)}?`,
            key: num(r1),
            work: check,
            wrong: [
              w(
                r2,
                `solves the squared equation but not the original one: it makes the right side negative.`,
              ),
              w(r1 + r2, `is the sum of the two solutions of the squared equation.`),
              w(-r1, `has the wrong sign.`),
              w(r1 * r2, `is the product of the two solutions of the squared equation.`),
            ],
          };
        }
        const setText = (xs: number[]) =>
          xs.length === 0
            ? "The equation has no solution."
            : xs.length === 1
              ? `${m(`x = ${xs[0]}`)} only`
              : `${m(`x = ${xs[0]}`)} and ${m(`x = ${xs[1]}`)}`;
        const setValue = (xs: number[]): MathValue =>
          text(solutionSetId(xs.map((x) => E.ex(x))), setText(xs));
        return {
          spec: { kind: "radical-equation", a: r(a), b: r(b), c: r(c), ask: "solution-set" },
          stem: `Which of the following gives all the solutions to the equation ${m(lhsText)}?`,
          key: setValue([r1]),
          work: check,
          wrong: [
            {
              value: setValue([r1, r2].sort((p, q) => p - q)),
              why: `includes ${ml(r2)}, which solves the squared equation but makes the right side of the original negative.`,
            },
            {
              value: setValue([r2]),
              why: `keeps the extraneous value and drops the real solution ${ml(r1)}.`,
            },
            {
              value: setValue([]),
              why: `is wrong because ${ml(r1)} checks: ${m(`\\sqrt{${a * r1 + b}} = ${r1 + c}`)}.`,
            },
          ],
        };
      }
    }
  },
};

export const nlsys: MathTemplate = {
  id: "nlsys",
  domain: "advanced_math",
  skill: "nonlinear_equations_and_systems",
  levels: [5, 6, 7, 8, 9, 10, 11, 12],
  a: 1.3,
  make(random, level): Draft {
    if (level <= 8) {
      const slope = nonZero(random, -4, 4);
      const k = nonZero(random, -8, 8);
      const line = poly(k, slope);
      const [r1, r2] = twoDifferent(random, -6, 6);
      need(level !== 6 || (r1 > 0 && r2 < 0) || (r2 > 0 && r1 < 0), "want one positive root");
      const outcome = level === 8 ? pick(random, ["none", "one", "two"] as const) : "two";
      // parabola − line: two roots, a double root, or no real roots.
      const diff: Poly =
        outcome === "two"
          ? mulP(lin(1, -r1), lin(1, -r2))
          : outcome === "one"
            ? mulP(lin(1, -r1), lin(1, -r1))
            : addP(mulP(lin(1, -r1), lin(1, -r1)), poly(int(random, 1, 9)));
      const parabola = addP(diff, line);
      const intro = `In the ${m("xy")}-plane, the graphs of ${m(`y = ${polyLatex(parabola)}`)} and ${m(`y = ${polyLatex(line)}`)} are given.`;
      const setEqual = `Set the expressions equal: ${m(`${polyLatex(parabola)} = ${polyLatex(line)}`)}, so ${m(`${polyLatex(diff)} = 0`)}`;
      const yOf = (x: number) => slope * x + k;
      if (level === 5) {
        const onLine = (x: number, y: number) => yOf(x) === y;
        const onParabola = (x: number, y: number) => Q.eq(evalP(parabola, x), r(y));
        const cand = (x: number, y: number, why: string): Wrong | null =>
          onLine(x, y) && onParabola(x, y) ? null : { value: pair(x, y), why };
        const wrong = [
          cand(
            r1,
            0,
            `has the right ${m("x")}-coordinate but ${m("y = 0")}; the ${m("y")}-coordinate must come from either equation.`,
          ),
          cand(yOf(r1), r1, `swaps the coordinates of an intersection point.`),
          cand(
            -r1,
            yOf(-r1),
            `is on the line but not on the parabola: it comes from a sign error when factoring.`,
          ),
          cand(r1, Number(evalP(parabola, r1).n) + 1, `is on neither graph.`),
        ].filter((x): x is Wrong => x !== null);
        return {
          spec: { kind: "nonlinear-system", parabola, line, ask: "point" },
          stem: `${intro} Which of the following is a point where the two graphs intersect?`,
          key: pair(r1, yOf(r1)),
          work: `${setEqual}, which factors as ${m(`(${polyLatex(lin(1, -r1))})(${polyLatex(lin(1, -r2))}) = 0`)}. At ${m(`x = ${r1}`)}, ${m(`y = ${yOf(r1)}`)} on both graphs.`,
          wrong,
        };
      }
      if (level === 6) {
        const [pos, neg] = r1 > 0 ? [r1, r2] : [r2, r1];
        return {
          spec: { kind: "nonlinear-system", parabola, line, ask: "positive-x" },
          stem: `${intro} The graphs intersect at two points. What is the positive ${m("x")}-coordinate of an intersection point?`,
          key: num(pos),
          work: `${setEqual}, which factors as ${m(`(${polyLatex(lin(1, -r1))})(${polyLatex(lin(1, -r2))}) = 0`)}. So ${m(`x = ${r1}`)} or ${m(`x = ${r2}`)}; the positive one is ${ml(pos)}.`,
          wrong: [
            w(neg, `is the other intersection's ${m("x")}-coordinate, which is negative.`),
            w(-neg, `comes from a sign error when solving ${m(`${polyLatex(lin(1, -neg))} = 0`)}.`),
            w(
              yOf(pos),
              `is the ${m("y")}-coordinate of that intersection point, not its ${m("x")}-coordinate.`,
            ),
            w(-pos, `has the wrong sign.`),
          ],
        };
      }
      if (level === 7) {
        return {
          spec: { kind: "nonlinear-system", parabola, line, ask: "sum-x" },
          stem: `${intro} The graphs intersect at two points. What is the sum of the ${m("x")}-coordinates of the two points?`,
          key: num(r1 + r2),
          work: `${setEqual}. Its solutions are the ${m("x")}-coordinates, ${ml(r1)} and ${ml(r2)}, whose sum is ${ml(r1 + r2)}.`,
          wrong: [
            w(
              -(r1 + r2),
              `has the wrong sign: for ${m("x^{2} + bx + c = 0")} the sum of the solutions is ${m("-b")}.`,
            ),
            w(r1 * r2, `is the product of the ${m("x")}-coordinates, not their sum.`),
            w(yOf(r1) + yOf(r2), `is the sum of the ${m("y")}-coordinates.`),
            w(r1, `is only one of the ${m("x")}-coordinates.`),
          ],
        };
      }
      const disc = Q.sub(
        Q.mul(diff[1] ?? Q.ZERO, diff[1] ?? Q.ZERO),
        Q.mul(r(4), diff[0] ?? Q.ZERO),
      );
      const say = (o: "none" | "one" | "two" | "infinite") =>
        ({
          none: "No points",
          one: "Exactly one point",
          two: "Exactly two points",
          infinite: "Infinitely many points",
        })[o];
      const why: Record<"none" | "one" | "two" | "infinite", string> = {
        none: `would need the discriminant of ${m(`${polyLatex(diff)} = 0`)} to be negative, but it is ${m(L(disc))}.`,
        one: `would need the discriminant to be ${ml(0)}, but it is ${m(L(disc))}.`,
        two: `would need the discriminant to be positive, but it is ${m(L(disc))}.`,
        infinite: `is impossible: a line and a parabola meet at most twice.`,
      };
      return {
        spec: { kind: "nonlinear-system", parabola, line, ask: "count" },
        stem: `${intro} At how many points do the two graphs intersect?`,
        key: text(outcome, say(outcome)),
        work: `${setEqual}. Its discriminant is ${m(L(disc))}${outcome === "none" ? ", which is negative, so the graphs do not meet" : outcome === "one" ? ", so the graphs meet at exactly one point" : ", which is positive, so the graphs meet at two points"}.`,
        wrong: (["none", "one", "two", "infinite"] as const)
          .filter((o) => o !== outcome)
          .map((o) => ({ value: text(o, say(o)), why: why[o] })),
      };
    }
    // 9–12: the constant k for which y = mx + k touches the parabola exactly once.
    const a = level <= 10 ? 1 : int(random, 2, 3);
    // gap = b − slope, chosen so that k = c − gap²/(4a) is whole (a fraction at level 12).
    const gap =
      level <= 10
        ? 2 * nonZero(random, -3, 3)
        : level === 11
          ? (a === 2 ? 4 : 6) * pick(random, [-1, 1])
          : nonZero(random, -5, 5);
    const slope = nonZero(random, -5, 5);
    const b = slope + gap;
    const c = nonZero(random, -9, 9);
    need(
      b !== 0 && (level < 12 || (gap * gap) % (4 * a) !== 0),
      "want a nonzero b (and a fraction at 12)",
    );
    const parabola = poly(c, b, a);
    const k = Q.sub(r(c), r(gap * gap, 4 * a));
    const lineText = `y = ${slope === 1 ? "" : slope === -1 ? "-" : slope}x + k`;
    return {
      spec: { kind: "tangent-parameter", parabola, slope: r(slope) },
      stem: `In the ${m("xy")}-plane, the graph of ${m(lineText)}, where ${m("k")} is a constant, intersects the graph of ${m(`y = ${polyLatex(parabola)}`)} at exactly one point. What is the value of ${m("k")}?`,
      key: num(k),
      work: `Set the expressions equal: ${m(`${polyLatex(parabola)} = ${slope === 1 ? "" : slope === -1 ? "-" : slope}x + k`)}, so ${m(`${polyLatex(poly(c, gap, a))} - k = 0`)}. One intersection means the discriminant is ${ml(0)}: ${m(`${gap < 0 ? `(${gap})` : gap}^{2} - 4(${a})(${c} - k) = 0`)}, so ${m(`k = ${L(k)}`)}.`,
      wrong: [
        w(
          Q.add(r(c), r(gap * gap, 4 * a)),
          `comes from a sign slip: it adds ${m(L(r(gap * gap, 4 * a)))} to ${ml(c)} instead of subtracting it.`,
        ),
        w(Q.sub(r(c), r(gap * gap, 2 * a)), `divides by ${m("2a")} instead of ${m("4a")}.`),
        a === 1
          ? w(
              Q.sub(r(c), r(gap * gap)),
              `forgets the ${ml(4)} in the discriminant ${m("b^{2} - 4ac")}.`,
            )
          : w(
              Q.sub(r(c), r(gap * gap, 4)),
              `leaves out the leading coefficient ${ml(a)} in ${m("4ac")}.`,
            ),
        w(
          Q.sub(r(c), r(b * b, 4 * a)),
          `ignores the slope of the line: it uses ${ml(b)} instead of ${ml(gap)} as the ${m("x")}-coefficient.`,
        ),
      ],
    };
  },
};

export const nonlinearEquationTemplates = [quad, radeq, nlsys];
