// Advanced Math · equivalent expressions: expanding and combining polynomials (expand),
// factoring (factor), and exponent rules with integer and rational exponents (expo).
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
import {
  addP,
  exprLatex,
  lin,
  mulP,
  poly,
  polyLatex,
  scaleP,
  subP,
  term,
  X,
  type Expr,
  type Poly,
} from "../poly.ts";
import * as Q from "../rational.ts";
import type { Rational } from "../rational.ts";
import { m, monoExprLatex, type MathValue, type MonoFactor } from "../values.ts";
import { gcd, kx, L, r } from "./common.ts";

const P = (p: Poly): MathValue => ({ t: "poly", p });
/** The four products of (ax + b)(cx + d) before combining: "2x^{2} + 6x - x - 3". */
const foil = (a: number, b: number, c: number, d: number) =>
  `${kx(a * c, "x^{2}")}${signedX(a * d)}${signedX(b * c)}${b * d < 0 ? " - " : " + "}${Math.abs(b * d)}`;
const signedX = (k: number) => (k < 0 ? ` - ${kx(-k)}` : ` + ${kx(k)}`);
/** "a middle term of $5x$" / "no $x$-term". */
const middle = (k: number) => (k === 0 ? `no ${m("x")}-term` : `a middle term of ${m(kx(k))}`);
const wp = (p: Poly, why: string): Wrong => ({ value: P(p), why });
const stemOf = (e: Expr) => `Which expression is equivalent to ${m(exprLatex(e))}?`;

export const expand: MathTemplate = {
  id: "expand",
  domain: "advanced_math",
  skill: "equivalent_expressions",
  levels: [1, 2, 3, 4, 5, 6, 7, 8],
  a: 1.4,
  make(random, level): Draft {
    switch (level) {
      case 1: {
        const a = int(random, 2, 6);
        const b = nonZero(random, -9, 9);
        const c = nonZero(random, -5, 7);
        need(a + c !== 0, "x terms cancel");
        const expr: Expr = [term(a, lin(1, b)), term(c, X)];
        return {
          spec: { kind: "equivalent", expr },
          stem: stemOf(expr),
          key: P(poly(a * b, a + c)),
          work: `Distribute ${m(`${a}`)}: ${m(`${a}x ${b < 0 ? "-" : "+"} ${Math.abs(a * b)}`)}. Then combine the ${m("x")}-terms: ${m(polyLatex(poly(a * b, a + c)))}.`,
          wrong: [
            wp(poly(b, a + c), `multiplies only ${m("x")} by ${m(`${a}`)} and not ${m(`${b}`)}.`),
            wp(poly(a * b, a - c), `uses the wrong sign for the ${m(kx(c))} term.`),
            wp(
              poly(a * b + c, a),
              `adds ${m(`${c}`)} to the constant term instead of to the ${m("x")}-term.`,
            ),
            wp(poly(a + b, a + c), `adds ${m(`${a}`)} to ${m(`${b}`)} instead of multiplying.`),
          ],
        };
      }
      case 2: {
        const p1 = poly(nonZero(random, -9, 9), nonZero(random, -8, 8), int(random, 2, 7));
        const p2 = poly(nonZero(random, -9, 9), nonZero(random, -8, 8), int(random, 1, 5));
        need(!Q.eq(p1[2]!, p2[2]!), "x² cancels");
        const expr: Expr = [term(1, p1), term(-1, p2)];
        const [c2, b2, a2] = p2 as [Rational, Rational, Rational];
        return {
          spec: { kind: "equivalent", expr },
          stem: stemOf(expr),
          key: P(subP(p1, p2)),
          work: `Subtracting a polynomial subtracts every one of its terms: ${m(`${polyLatex(p1)} - ${a2.n === 1n ? "" : L(a2)}x^{2} ${Q.sign(b2) < 0 ? "+" : "-"} ${kx(Q.abs(b2))} ${Q.sign(c2) < 0 ? "+" : "-"} ${L(Q.abs(c2))}`)}, which combines to ${m(polyLatex(subP(p1, p2)))}.`,
          wrong: [
            wp(
              addP(p1, poly(c2, b2, Q.neg(a2))),
              `subtracts only the first term of the second polynomial and adds the others.`,
            ),
            wp(addP(p1, p2), `adds the polynomials instead of subtracting them.`),
            wp(
              addP(p1, poly(c2, Q.neg(b2), Q.neg(a2))),
              `forgets to change the sign of the constant term ${m(L(c2))}.`,
            ),
            wp(
              addP(p1, poly(Q.neg(c2), b2, Q.neg(a2))),
              `forgets to change the sign of the ${m("x")}-term.`,
            ),
          ],
        };
      }
      case 3: {
        const a = int(random, 2, 7);
        const b = nonZero(random, -8, 8);
        const c = int(random, 2, 6);
        const d = nonZero(random, -8, 8);
        need(a !== c, "x cancels");
        const expr: Expr = [term(a, lin(1, b)), term(-c, lin(1, -d))];
        return {
          spec: { kind: "equivalent", expr },
          stem: stemOf(expr),
          key: P(poly(a * b + c * d, a - c)),
          work: `Distribute each factor, keeping the minus sign with ${m(`${c}`)}: ${m(`${a}x ${a * b < 0 ? "-" : "+"} ${Math.abs(a * b)} - ${c}x ${c * d < 0 ? "-" : "+"} ${Math.abs(c * d)}`)}. Combining like terms gives ${m(polyLatex(poly(a * b + c * d, a - c)))}.`,
          wrong: [
            wp(
              poly(a * b - c * d, a - c),
              `forgets that ${m(`-${c}`)} times ${m(`${-d}`)} is ${m(`${c * d}`)}: the sign of the last product is wrong.`,
            ),
            wp(
              poly(a * b + d, a - c),
              `multiplies only ${m("x")} by ${m(`-${c}`)} in the second product.`,
            ),
            wp(poly(a * b - c * d, a + c), `adds the second product instead of subtracting it.`),
            wp(
              poly(b + c * d, a - c),
              `multiplies only ${m("x")} by ${m(`${a}`)} in the first product.`,
            ),
          ],
        };
      }
      case 4:
      case 5: {
        const a = level === 4 ? 1 : int(random, 2, 5);
        const c = level === 4 ? 1 : int(random, 1, 4);
        const b = nonZero(random, -9, 9);
        const d = nonZero(random, -9, 9);
        need(a * d + b * c !== 0, "no middle term");
        need(a !== c || b !== d, "a square, not a product of two factors");
        const f1 = lin(a, b);
        const f2 = lin(c, d);
        const expr: Expr = [term(1, f1, f2)];
        const product = mulP(f1, f2);
        return {
          spec: { kind: "equivalent", expr },
          stem: stemOf(expr),
          key: P(product),
          work: `Multiply each term of the first factor by each term of the second: ${m(`${foil(a, b, c, d)} = ${polyLatex(product)}`)}.`,
          wrong: [
            wp(
              poly(b * d, 0, a * c),
              `multiplies only the first terms and the last terms, leaving out the middle terms.`,
            ),
            wp(poly(b * d, a * d - b * c, a * c), `gets the sign of one middle product wrong.`),
            wp(
              poly(b + d, a * d + b * c, a * c),
              `adds the constants instead of multiplying them.`,
            ),
            wp(
              poly(b * d, b * d, a * c),
              `uses the product of the constants as the middle coefficient.`,
            ),
          ],
        };
      }
      case 6: {
        const a = int(random, 2, 5);
        const b = nonZero(random, -7, 7);
        const expr: Expr = [term(1, { p: lin(a, b), e: 2 })];
        return {
          spec: { kind: "equivalent", expr },
          stem: stemOf(expr),
          key: P(poly(b * b, 2 * a * b, a * a)),
          work: `Write the square as a product: ${m(`(${polyLatex(lin(a, b))})(${polyLatex(lin(a, b))}) = ${a * a}x^{2} ${a * b < 0 ? "-" : "+"} ${Math.abs(a * b)}x ${a * b < 0 ? "-" : "+"} ${Math.abs(a * b)}x + ${b * b}`)}, which is ${m(polyLatex(poly(b * b, 2 * a * b, a * a)))}.`,
          wrong: [
            wp(
              poly(b * b, 0, a * a),
              `squares each term but leaves out the middle term ${m(kx(2 * a * b))}.`,
            ),
            wp(poly(b * b, a * b, a * a), `includes only one of the two middle products.`),
            wp(poly(b * b, 2 * a * b, a), `forgets to square the coefficient ${m(`${a}`)}.`),
            wp(poly(2 * b, 2 * a, 0), `doubles the expression instead of squaring it.`),
          ],
        };
      }
      case 7: {
        const a = int(random, 2, 5);
        const b = nonZero(random, -6, 6);
        const c = int(random, 1, 4);
        const d = nonZero(random, -6, 6);
        const e = nonZero(random, -5, 5);
        need(a !== c, "x² cancels");
        const p1 = mulP(X, lin(a, b));
        const p2 = mulP(lin(c, d), lin(1, -e));
        const expr: Expr = [term(1, X, lin(a, b)), term(-1, lin(c, d), lin(1, -e))];
        const [c0, c1, c2] = p2 as [Rational, Rational, Rational];
        return {
          spec: { kind: "equivalent", expr },
          stem: stemOf(expr),
          key: P(subP(p1, p2)),
          work: `Expand each product: ${m(polyLatex(p1))} and ${m(polyLatex(p2))}. Subtract every term of the second: ${m(polyLatex(subP(p1, p2)))}.`,
          wrong: [
            wp(addP(p1, p2), `adds the second product instead of subtracting it.`),
            wp(
              addP(p1, poly(c0, c1, Q.neg(c2))),
              `subtracts only the first term of the second product.`,
            ),
            wp(
              subP(p1, poly(c0, 0, c2)),
              `leaves out the middle terms when expanding the second product.`,
            ),
            wp(
              subP(p1, poly(Q.neg(c0), c1, c2)),
              `gets the sign of the constant term of the second product wrong.`,
            ),
          ],
        };
      }
      case 8: {
        const a = int(random, 1, 3);
        const b = nonZero(random, -5, 5);
        const q = poly(nonZero(random, -6, 6), nonZero(random, -5, 5), int(random, 1, 3));
        const f1 = lin(a, b);
        const expr: Expr = [term(1, f1, q)];
        const product = mulP(f1, q);
        const [q0, q1, q2] = q as [Rational, Rational, Rational];
        return {
          spec: { kind: "equivalent", expr },
          stem: stemOf(expr),
          key: P(product),
          work: `Multiply ${m(a === 1 ? "x" : `${a}x`)} by each term of ${m(polyLatex(q))}, then ${m(`${b}`)} by each term, and combine like terms: ${m(polyLatex(product))}.`,
          wrong: [
            wp(
              poly(Q.mul(r(b), q0), 0, 0, Q.mul(r(a), q2)),
              `multiplies only the first terms and the last terms.`,
            ),
            wp(
              subP(product, poly(0, Q.mul(r(b), q1))),
              `leaves out the product ${m(`${b} \\cdot ${Q.sign(q1) < 0 ? `(${kx(q1)})` : kx(q1)}`)}.`,
            ),
            wp(
              subP(product, poly(0, Q.mul(r(a), q0))),
              `leaves out the product ${m(`${a === 1 ? "" : a}x \\cdot ${Q.sign(q0) < 0 ? `(${L(q0)})` : L(q0)}`)}.`,
            ),
            wp(
              addP(scaleP(q, r(a)), poly(b)),
              `multiplies ${m(polyLatex(q))} by ${m(`${a}`)} and adds ${m(`${b}`)} instead of multiplying by the whole factor.`,
            ),
          ],
        };
      }
      default:
        throw new RangeError(`expand: no level ${level}`);
    }
  },
};

const F = (k: Rational | number, ...f: Poly[]): MathValue => ({
  t: "factored",
  k: typeof k === "number" ? r(k) : k,
  f,
});
const wf = (value: MathValue, why: string): Wrong => ({ value, why });

export const factor: MathTemplate = {
  id: "factor",
  domain: "advanced_math",
  skill: "equivalent_expressions",
  levels: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  a: 1.4,
  make(random, level): Draft {
    const ask = (p: Poly): { expr: Expr; stem: string } => {
      const expr: Expr = [{ c: Q.ONE, f: [{ p, bare: true }] }];
      return { expr, stem: `Which expression is equivalent to ${m(polyLatex(p))}?` };
    };
    if (level <= 4 || level === 9 || level === 10) {
      const k = level >= 9 ? int(random, 2, 5) * (level === 10 ? -1 : 1) : 1;
      const [r1, r2] = twoDifferent(random, level === 3 ? 1 : -9, 9);
      need(r1 !== 0 && r2 !== 0 && r1 !== -r2, "zero or symmetric root");
      need(level !== 4 || r1 < 0 || r2 < 0, "level 4 has a negative root");
      const f1 = lin(1, -r1);
      const f2 = lin(1, -r2);
      const expanded = scaleP(mulP(f1, f2), k);
      const { expr, stem } = ask(expanded);
      const sum = r1 + r2;
      const product = r1 * r2;
      // Another pair with the same product but a different sum.
      const other = [1, 2, 3, 4, 6]
        .map((d) => [d, product / d])
        .find(
          ([d, e]) =>
            Number.isInteger(e) && d! + e! !== sum && d! + e! !== -sum && d !== r1 && d !== r2,
        );
      const wrong: Wrong[] = [
        wf(
          F(k, lin(1, r1), lin(1, r2)),
          `has the wrong signs: its factors are zero at ${m(`x = ${-r1}`)} and ${m(`x = ${-r2}`)}.`,
        ),
        wf(
          F(k, lin(1, r1), lin(1, -r2)),
          `uses the right numbers but the wrong sign in one factor.`,
        ),
      ];
      if (other)
        wrong.push(
          wf(
            F(k, lin(1, -other[0]!), lin(1, -other[1]!)),
            `has factors whose constants multiply to ${m(`${product}`)} but do not add to ${m(`${-sum}`)}.`,
          ),
        );
      if (k !== 1) {
        wrong.unshift(
          wf(
            F(1, lin(k, -r1), lin(1, -r2)),
            `puts the common factor ${m(`${k}`)} into only one term of one factor, which is not the same as multiplying the whole product by it.`,
          ),
        );
        wrong.push(
          wf(
            F(k, lin(1, -r1 * k), lin(1, -r2)),
            `multiplies a constant by ${m(`${k}`)} again after factoring ${m(`${k}`)} out.`,
          ),
        );
      }
      return {
        spec: { kind: "equivalent", expr },
        stem,
        key: F(k, f1, f2),
        work: `${k !== 1 ? `Factor out ${m(`${k}`)}: ${m(`${k}(${polyLatex(mulP(f1, f2))})`)}. ` : ""}Find two numbers that multiply to ${m(`${product}`)} and add to ${m(`${-sum}`)}: ${m(`${-r1}`)} and ${m(`${-r2}`)}. So the expression is ${m(`${k === 1 ? "" : k}(${polyLatex(f1)})(${polyLatex(f2)})`)}.`,
        wrong,
      };
    }
    if (level <= 6 || level >= 11) {
      const a = level <= 6 ? int(random, 2, 5) : int(random, 2, 4);
      const c = level <= 6 ? 1 : int(random, 2, 5);
      need(a !== c, "same leading coefficients");
      const b = nonZero(random, -7, 7);
      const d = nonZero(random, -7, 7);
      need(level !== 6 && level !== 12 ? b > 0 || d > 0 : b < 0 || d < 0, "sign pattern");
      need(
        Math.abs(b) !== Math.abs(d) && gcd(a, b) === 1 && gcd(c, d) === 1,
        "a factor has a common factor",
      );
      const f1 = lin(a, b);
      const f2 = lin(c, d);
      const expanded = mulP(f1, f2);
      const { expr, stem } = ask(expanded);
      return {
        spec: { kind: "equivalent", expr },
        stem,
        key: F(1, f1, f2),
        work: `Check by expanding: ${m(`(${polyLatex(f1)})(${polyLatex(f2)}) = ${foil(a, b, c, d)} = ${polyLatex(expanded)}`)}.`,
        wrong: [
          wf(
            F(1, lin(a, d), lin(c, b)),
            `swaps the constants: expanding it gives ${middle(a * b + c * d)}, not ${m(kx(a * d + b * c))}.`,
          ),
          wf(
            F(1, lin(a, -b), lin(c, -d)),
            `has the wrong signs: expanding it gives ${middle(-(a * d + b * c))}.`,
          ),
          wf(
            F(1, lin(a * c, b), lin(1, d)),
            `puts the whole leading coefficient in one factor; expanding it gives ${m(polyLatex(mulP(lin(a * c, b), lin(1, d))))}.`,
          ),
          wf(F(1, lin(a, b), lin(c, -d)), `has the wrong sign in the second factor.`),
        ],
      };
    }
    // Levels 7–8: difference of squares (8 with a common factor first).
    const k = level === 8 ? pick(random, [2, 3, 5]) : 1;
    const a = level === 8 ? 1 : int(random, 2, 5);
    const b = int(random, 1, 9);
    need(a !== b, "same numbers");
    const expanded = scaleP(poly(-b * b, 0, a * a), k);
    const { expr, stem } = ask(expanded);
    return {
      spec: { kind: "equivalent", expr },
      stem,
      key: F(k, lin(a, -b), lin(a, b)),
      work: `${k !== 1 ? `Factor out ${m(`${k}`)}: ${m(`${k}(${polyLatex(poly(-b * b, 0, a * a))})`)}. ` : ""}${m(polyLatex(poly(-b * b, 0, a * a)))} is a difference of squares, ${m(`${a === 1 ? "x" : `(${a}x)`}^{2} - ${b}^{2}`)}, so it factors as ${m(`(${polyLatex(lin(a, -b))})(${polyLatex(lin(a, b))})`)}.`,
      wrong: [
        wf(
          F(k, lin(a, -b), lin(a, -b)),
          `is a perfect square; expanding it gives ${middle(-2 * a * b * k)}.`,
        ),
        wf(
          F(k, lin(a, b), lin(a, b)),
          `is a perfect square; expanding it gives ${middle(2 * a * b * k)}.`,
        ),
        k === 1
          ? wf(
              F(a * a, lin(1, -b), lin(1, b)),
              `factors out ${m(`${a * a}`)} but does not divide ${m(`${b * b}`)} by it.`,
            )
          : wf(
              F(1, lin(k * a, -b), lin(a, b)),
              `puts the common factor ${m(`${k}`)} into only one term.`,
            ),
        wf(
          F(k, lin(a, -b * b), lin(a, b * b)),
          `uses ${m(`${b * b}`)} instead of its square root ${m(`${b}`)} in the factors.`,
        ),
      ],
    };
  },
};

const mf = (
  c: number | Rational,
  e: number | Rational,
  p?: Rational,
  den?: boolean,
): MonoFactor => ({
  c: typeof c === "number" ? r(c) : c,
  e: typeof e === "number" ? r(e) : e,
  ...(p ? { p } : {}),
  ...(den ? { den } : {}),
});
const M = (c: number | Rational, e: number | Rational): MathValue => ({
  t: "mono",
  c: typeof c === "number" ? r(c) : c,
  e: typeof e === "number" ? r(e) : e,
});
const wm = (c: number | Rational, e: number | Rational, why: string): Wrong => ({
  value: M(c, e),
  why,
});

export const expo: MathTemplate = {
  id: "expo",
  domain: "advanced_math",
  skill: "equivalent_expressions",
  levels: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  a: 1.5,
  make(random, level): Draft {
    const build = (factors: MonoFactor[]) => ({
      spec: { kind: "monomial" as const, factors },
      stem: `Which expression is equivalent to ${m(monoExprLatex(factors))}${level >= 5 ? `, where ${m("x > 0")}` : ""}?`,
    });
    switch (level) {
      case 1: {
        const [a, b] = twoDifferent(random, 2, 9);
        return {
          ...build([mf(1, a), mf(1, b)]),
          key: M(1, a + b),
          work: `When multiplying powers of the same base, add the exponents: ${m(`x^{${a}} \\cdot x^{${b}} = x^{${a} + ${b}} = x^{${a + b}}`)}.`,
          wrong: [
            wm(1, a * b, `multiplies the exponents; that rule is for a power of a power.`),
            wm(
              2,
              a + b,
              `adds the exponents but also doubles the base, as if ${m("x \\cdot x")} were ${m("2x")}.`,
            ),
            wm(2, a * b, `multiplies the exponents and doubles the base.`),
            wm(1, Math.abs(a - b), `subtracts the exponents; that rule is for dividing.`),
          ],
        };
      }
      case 2: {
        const [c, d] = [int(random, 2, 7), int(random, 2, 7)];
        const [a, b] = twoDifferent(random, 2, 6);
        return {
          ...build([mf(c, a), mf(d, b)]),
          key: M(c * d, a + b),
          work: `Multiply the coefficients and add the exponents: ${m(`${c} \\cdot ${d} = ${c * d}`)} and ${m(`${a} + ${b} = ${a + b}`)}.`,
          wrong: [
            wm(c + d, a + b, `adds the coefficients instead of multiplying them.`),
            wm(c * d, a * b, `multiplies the exponents instead of adding them.`),
            wm(
              c + d,
              a * b,
              `adds the coefficients and multiplies the exponents, the reverse of the rules.`,
            ),
          ],
        };
      }
      case 3: {
        const c = int(random, 2, 5);
        const a = int(random, 2, 6);
        const p = int(random, 2, 3);
        return {
          ...build([mf(c, a, r(p))]),
          key: M(c ** p, a * p),
          work: `Raise each factor to the power ${m(`${p}`)}: ${m(`${c}^{${p}} = ${c ** p}`)} and ${m(`(x^{${a}})^{${p}} = x^{${a * p}}`)}.`,
          wrong: [
            wm(c, a * p, `raises ${m("x")} to the power but not the coefficient ${m(`${c}`)}.`),
            wm(c ** p, a + p, `adds the exponents; a power of a power multiplies them.`),
            wm(
              c * p,
              a * p,
              `multiplies the coefficient by ${m(`${p}`)} instead of raising it to the power ${m(`${p}`)}.`,
            ),
          ],
        };
      }
      case 4: {
        const d = int(random, 2, 5);
        const c = d * int(random, 2, 6);
        const b = int(random, 2, 5);
        const a = b + int(random, 1, 6);
        return {
          ...build([mf(c, a), mf(d, b, undefined, true)]),
          key: M(c / d, a - b),
          work: `Divide the coefficients and subtract the exponents: ${m(`\\frac{${c}}{${d}} = ${c / d}`)} and ${m(`${a} - ${b} = ${a - b}`)}.`,
          wrong: [
            wm(c - d, a - b, `subtracts the coefficients instead of dividing them.`),
            wm(c / d, a + b, `adds the exponents; dividing subtracts them.`),
            ...(a % b === 0
              ? [wm(c / d, a / b, `divides the exponents instead of subtracting them.`)]
              : []),
            wm(c * d, a - b, `multiplies the coefficients instead of dividing them.`),
          ],
        };
      }
      case 5:
      case 6: {
        const a = int(random, 2, 6);
        const b = a + int(random, 1, 5);
        if (level === 5) {
          return {
            ...build([mf(1, a), mf(1, b, undefined, true)]),
            key: M(1, a - b),
            work: `Subtract the exponents: ${m(`x^{${a} - ${b}} = x^{${a - b}}`)}, which is also ${m(`\\frac{1}{x^{${b - a}}}`)}.`,
            wrong: [
              wm(1, b - a, `subtracts the exponents in the wrong order.`),
              wm(1, a + b, `adds the exponents; dividing subtracts them.`),
              wm(1, -(a + b), `adds the exponents and then makes the result negative.`),
            ],
          };
        }
        const p = int(random, 2, 3);
        const d = int(random, 2, 12);
        need(a * p !== d, "cancels");
        return {
          ...build([mf(1, a, r(p)), mf(1, d, undefined, true)]),
          key: M(1, a * p - d),
          work: `A power of a power multiplies the exponents: ${m(`(x^{${a}})^{${p}} = x^{${a * p}}`)}. Then dividing subtracts: ${m(`x^{${a * p} - ${d}} = x^{${a * p - d}}`)}.`,
          wrong: [
            wm(1, a + p - d, `adds ${m(`${a}`)} and ${m(`${p}`)} instead of multiplying them.`),
            wm(1, a * p + d, `adds the exponent of the denominator instead of subtracting it.`),
            wm(
              1,
              (a - d) * p,
              `subtracts before raising to the power ${m(`${p}`)}, as if the whole fraction were raised to it.`,
            ),
            wm(1, d - a * p, `subtracts the exponents in the wrong order.`),
          ],
        };
      }
      case 7:
      case 8: {
        const n = int(random, 2, 5);
        const mm = int(random, 1, 7);
        need(mm % n !== 0 && n !== mm, "whole exponent");
        const radical = mf(1, mm, r(1, n));
        if (level === 7) {
          return {
            ...build([radical]),
            key: M(1, r(mm, n)),
            work: `The ${n === 2 ? "square" : `${n}th`} root is the power ${m(`\\frac{1}{${n}}`)}: ${m(`(x^{${mm}})^{\\frac{1}{${n}}} = x^{\\frac{${mm}}{${n}}}`)}.`,
            wrong: [
              wm(
                1,
                r(n, mm),
                `inverts the exponent: the power goes on top and the root index on the bottom.`,
              ),
              wm(1, mm * n, `multiplies by the root index instead of dividing by it.`),
              wm(1, mm - n, `subtracts the root index from the power.`),
              wm(1, r(1, mm * n), `uses only the reciprocal of the product of the two numbers.`),
            ],
          };
        }
        const k = int(random, 1, 4);
        const e = Q.add(r(k), r(mm, n));
        return {
          ...build([mf(1, k), radical]),
          key: M(1, e),
          work: `Write the root as a power, ${m(`x^{\\frac{${mm}}{${n}}}`)}, then add exponents: ${m(`${k} + \\frac{${mm}}{${n}} = ${L(e)}`)}.`,
          wrong: [
            wm(1, Q.mul(r(k), r(mm, n)), `multiplies the exponents instead of adding them.`),
            wm(1, Q.add(r(k), r(n, mm)), `inverts the root's exponent before adding.`),
            wm(
              1,
              r(k + mm, n),
              `divides the whole sum by ${m(`${n}`)}, as if both factors were under the root.`,
            ),
            wm(
              1,
              Q.add(r(k), r(mm * n)),
              `multiplies by the root index instead of dividing by it.`,
            ),
          ],
        };
      }
      case 9:
      case 10: {
        const q = pick(random, [2, 3]);
        const p = level === 9 ? 1 : q === 2 ? 3 : 2;
        const base =
          q === 2
            ? pick(random, level === 9 ? [4, 9, 16, 25, 36] : [4, 9, 16])
            : pick(random, [8, 27, 64]);
        const a = q * int(random, 1, 4);
        const power = r(p, q);
        const root = Q.rootRational(r(base), q)!;
        const coefficient = Q.pow(root, p);
        const e = Q.mul(r(a), power);
        return {
          ...build([mf(base, a, power)]),
          key: M(coefficient, e),
          work: `Raise each factor to the power ${m(L(power))}: ${m(`${base}^{${L(power)}} = ${p === 1 ? "" : "("}\\sqrt${q === 2 ? "" : `[${q}]`}{${base}}${p === 1 ? "" : `)^{${p}}`} = ${L(coefficient)}`)} and ${m(`(x^{${a}})^{${L(power)}} = ${Q.eq(e, Q.ONE) ? "x" : `x^{${L(e)}}`}`)}.`,
          wrong: [
            wm(
              base,
              e,
              `applies the exponent to ${m("x")} but not to the coefficient ${m(`${base}`)}.`,
            ),
            wm(
              Q.mul(r(base), power),
              e,
              `multiplies the coefficient by ${m(L(power))} instead of raising it to that power.`,
            ),
            wm(
              coefficient,
              Q.add(r(a), power),
              `adds the exponents; a power of a power multiplies them.`,
            ),
            wm(
              coefficient,
              Q.div(r(a), power),
              `divides the exponent by ${m(L(power))} instead of multiplying.`,
            ),
          ],
        };
      }
      default: {
        // 11–12: a root in the numerator over a power: \frac{\sqrt[n]{c x^{a}}}{d x^{b}}.
        const n = level === 11 ? 2 : 3;
        const c = n === 2 ? pick(random, [4, 16, 36, 64]) : pick(random, [8, 27, 64]);
        const a = int(random, 1, 9);
        need(a % n !== 0, "whole exponent");
        const d = int(random, 1, 3);
        const b = int(random, 1, 5);
        const rootC = Q.rootRational(r(c), n)!;
        const coefficient = Q.div(rootC, r(d));
        const e = Q.sub(r(a, n), r(b));
        return {
          ...build([mf(c, a, r(1, n)), mf(d, b, undefined, true)]),
          key: M(coefficient, e),
          work: `${m(`\\sqrt${n === 2 ? "" : `[${n}]`}{${c}x^{${a}}} = ${L(rootC)}x^{\\frac{${a}}{${n}}}`)}. Dividing by ${m(`${d === 1 ? "" : d}x${b === 1 ? "" : `^{${b}}`}`)}: the coefficient is ${m(L(coefficient))} and the exponent is ${m(`\\frac{${a}}{${n}} - ${b} = ${L(e)}`)}.`,
          wrong: [
            wm(
              coefficient,
              Q.add(r(a, n), r(b)),
              `adds the exponent of the denominator instead of subtracting it.`,
            ),
            wm(
              Q.div(r(c), r(d)),
              e,
              `takes the root of ${m("x")}'s power but not of the coefficient ${m(`${c}`)}.`,
            ),
            wm(
              coefficient,
              r(a - b, n),
              `subtracts ${m(`${b}`)} before dividing by ${m(`${n}`)}, as if ${m(`x${b === 1 ? "" : `^{${b}}`}`)} were under the root.`,
            ),
            wm(
              coefficient,
              Q.sub(r(a * n), r(b)),
              `multiplies the exponent by the root index instead of dividing.`,
            ),
          ],
        };
      }
    }
  },
};

export const equivalentExpressionTemplates = [expand, factor, expo];
