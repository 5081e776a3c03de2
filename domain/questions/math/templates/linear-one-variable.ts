// Algebra · linear equations in one variable: bare equations (lin1), word problems (lin1w), and
// the number of solutions / a constant that makes an equation have none or infinitely many
// (lin1n).
import { pick } from "../../../random.ts";
import {
  int,
  need,
  nonZero,
  plusMinus,
  type Draft,
  type MathTemplate,
  type Wrong,
} from "../draft.ts";
import { constant, evalP, exprLatex, lin, over, term, X, type Expr } from "../poly.ts";
import * as Q from "../rational.ts";
import type { Rational } from "../rational.ts";
import { m, num, text } from "../values.ts";
import { affine, affineLatex, eqLatex, gcd, kx, L, ml, money, moveConstant, r } from "./common.ts";

const DOMAIN = "algebra" as const;
const SKILL = "linear_equations_in_one_variable";

const wrongNum = (value: Rational | number, why: string): Wrong => ({ value: num(value), why });
/** Word-problem answers print as decimals (59.5), never as fractions. */
const wrongDec = (value: Rational | number, why: string): Wrong => ({
  value: num(value, "decimal"),
  why,
});

/** The value of px + q at x. */
const at = (p: number, q: number, x: Rational): Rational => evalP(lin(p, q), x);

export const lin1: MathTemplate = {
  id: "lin1",
  domain: DOMAIN,
  skill: SKILL,
  levels: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  a: 1.4,
  make(random, level): Draft {
    switch (level) {
      case 1: {
        const x = int(random, 2, 12);
        const a = int(random, 2, 9);
        const t = int(random, 1, 4);
        const b = a * t;
        const c = a * x + b;
        const lhs = affine(a, b);
        const rhs = affine(0, c);
        return {
          spec: { kind: "equation", lhs, rhs, ask: "solution" },
          stem: `What is the solution to the equation ${m(eqLatex(lhs, rhs))}?`,
          key: num(x),
          work: `To undo the addition, ${moveConstant(b)}: ${m(`${a}x = ${c - b}`)}. Then divide both sides by ${ml(a)}: ${m(`x = ${x}`)}.`,
          wrong: [
            wrongNum(
              r(c + b, a),
              `comes from adding ${ml(b)} to both sides instead of subtracting it.`,
            ),
            wrongNum(
              c - b,
              `is the value of ${m(`${a}x`)}; it comes from forgetting to divide by ${ml(a)}.`,
            ),
            wrongNum(
              c / a - b,
              `comes from dividing only ${ml(c)} by ${ml(a)} and then subtracting ${ml(b)}.`,
            ),
            wrongNum(
              r(c, a),
              `comes from dividing ${ml(c)} by ${ml(a)} and ignoring the ${ml(b)}.`,
            ),
          ],
        };
      }
      case 2: {
        const x = nonZero(random, -9, 9);
        const a = int(random, 3, 9);
        const c = int(random, 1, a - 1);
        const b = nonZero(random, -15, 15);
        const d = (a - c) * x + b;
        const lhs = affine(a, b);
        const rhs = affine(c, d);
        return {
          spec: { kind: "equation", lhs, rhs, ask: "solution" },
          stem: `What value of ${m("x")} satisfies the equation ${m(eqLatex(lhs, rhs))}?`,
          key: num(x),
          work: `Subtract ${m(`${c === 1 ? "" : c}x`)} from both sides: ${m(eqLatex(affine(a - c, b), affine(0, d)))}. Then ${moveConstant(b)}: ${m(`${a - c === 1 ? "" : a - c}x = ${d - b}`)}${a - c === 1 ? "" : `, and divide by ${ml(a - c)}`}, so ${m(`x = ${x}`)}.`,
          wrong: [
            wrongNum(
              r(d - b, a + c),
              `comes from adding ${m(`${c === 1 ? "" : c}x`)} to both sides instead of subtracting it.`,
            ),
            wrongNum(
              r(d + b, a - c),
              `comes from moving ${ml(b)} to the right side without changing its sign.`,
            ),
            wrongNum(-x, `has the wrong sign; check it by substituting it into the equation.`),
            wrongNum(
              d - b,
              `comes from forgetting to divide by ${ml(a - c)}, the coefficient of ${m("x")}.`,
            ),
          ],
        };
      }
      case 3: {
        const k = int(random, 2, 6);
        const b = int(random, 1, 9);
        const x = nonZero(random, -6, 12);
        need(x + b !== 0, "zero right side");
        const c = k * (x + b);
        const lhs: Expr = [term(k, lin(1, b))];
        const rhs = affine(0, c);
        return {
          spec: { kind: "equation", lhs, rhs, ask: "solution" },
          stem: `What is the solution to the equation ${m(eqLatex(lhs, rhs))}?`,
          key: num(x),
          work: `Divide both sides by ${ml(k)}: ${m(`x + ${b} = ${x + b}`)}. Then subtract ${ml(b)}: ${m(`x = ${x}`)}. (Distributing first, ${m(`${k}x + ${k * b} = ${c}`)}, gives the same answer.)`,
          wrong: [
            wrongNum(
              r(c - b, k),
              `comes from multiplying only ${m("x")} by ${ml(k)} and not distributing it to ${ml(b)}.`,
            ),
            wrongNum(
              x + 2 * b,
              `comes from adding ${ml(b)} instead of subtracting it after dividing by ${ml(k)}.`,
            ),
            wrongNum(
              k * x,
              `is the value of ${m(`${k}x`)}; it comes from forgetting to divide by ${ml(k)}.`,
            ),
            wrongNum(-x, `has the wrong sign; substituting it back does not give ${ml(c)}.`),
          ],
        };
      }
      case 4:
      case 8: {
        // Ask for the value of px + q instead of x; level 8 also distributes and has x on both sides.
        const p = int(random, 2, 5);
        const q = nonZero(random, -6, 6);
        const x = nonZero(random, -8, 8);
        let lhs: Expr;
        let rhs: Expr;
        let work: string;
        let slip: Rational;
        let slipWhy: string;
        if (level === 4) {
          const a = int(random, 3, 9);
          const c = int(random, 1, a - 1);
          const b = nonZero(random, -12, 12);
          const d = (a - c) * x + b;
          lhs = affine(a, b);
          rhs = affine(c, d);
          work = `Solve first: subtract ${m(kx(c))} from both sides, then ${moveConstant(b)}: ${m(`${kx(a - c)} = ${d - b}`)}, so ${m(`x = ${x}`)}. Then ${m(`${affineLatex(p, q)} = ${p}(${x})${q < 0 ? ` - ${-q}` : ` + ${q}`} = ${p * x + q}`)}.`;
          slip = r(d - b, a + c);
          slipWhy = `comes from adding ${m(`${c === 1 ? "" : c}x`)} to both sides instead of subtracting it, then computing ${m(affineLatex(p, q))}.`;
        } else {
          const k = int(random, 2, 5);
          const b = nonZero(random, -6, 6);
          const d = int(random, 1, 9);
          need(d !== k, "x terms cancel");
          const c = nonZero(random, -9, 9);
          const e = k * (x + b) + c - d * x;
          lhs = [term(k, lin(1, b)), constant(c)];
          rhs = affine(d, e);
          work = `Distribute: ${m(eqLatex(affine(k, k * b + c), rhs))}. Collect the ${m("x")}-terms and the constants: ${m(`${kx(k - d)} = ${e - k * b - c}`)}, so ${m(`x = ${x}`)}. Then ${m(`${affineLatex(p, q)} = ${p}(${x})${q < 0 ? ` - ${-q}` : ` + ${q}`} = ${p * x + q}`)}.`;
          slip = r(e - b - c, k - d);
          slipWhy = `comes from multiplying only ${m("x")} by ${ml(k)} (not ${ml(b)}) and then computing ${m(affineLatex(p, q))}.`;
        }
        const of = lin(p, q);
        return {
          spec: { kind: "equation", lhs, rhs, ask: "solution", of },
          stem: `If ${m(eqLatex(lhs, rhs))}, what is the value of ${m(affineLatex(p, q))}?`,
          key: num(p * x + q),
          work,
          wrong: [
            wrongNum(x, `is the value of ${m("x")}, not of ${m(affineLatex(p, q))}.`),
            wrongNum(at(p, q, slip), slipWhy),
            wrongNum(
              p * x - q,
              `comes from using the wrong sign for the constant term of ${m(affineLatex(p, q))}.`,
            ),
            wrongNum(
              p * (x + q),
              `comes from multiplying ${m(`x${q < 0 ? ` - ${-q}` : ` + ${q}`}`)} by ${ml(p)} instead of computing ${m(affineLatex(p, q))}.`,
            ),
          ],
        };
      }
      case 5: {
        const qd = int(random, 2, 5);
        const pn = int(random, 1, 5);
        need(gcd(pn, qd) === 1, "fraction not in lowest terms");
        const t = nonZero(random, -6, 6);
        const x = qd * t;
        const b = nonZero(random, -12, 12);
        const c = pn * t + b;
        const lhs: Expr = [term(r(pn, qd), X), constant(b)];
        const rhs = affine(0, c);
        const frac = L(r(pn, qd));
        return {
          spec: { kind: "equation", lhs, rhs, ask: "solution" },
          stem: `What is the solution to the equation ${m(eqLatex(lhs, rhs))}?`,
          key: num(x),
          work: `First ${moveConstant(b)}: ${m(`${frac}x = ${c - b}`)}. Then multiply both sides by ${m(L(r(qd, pn)))}, the reciprocal of ${m(frac)}: ${m(`x = ${x}`)}.`,
          wrong: [
            wrongNum(
              Q.mul(r(c - b), r(pn, qd)),
              `comes from multiplying by ${m(frac)} instead of by its reciprocal.`,
            ),
            ...(pn === 1
              ? []
              : [
                  wrongNum(
                    r(c - b, pn),
                    `comes from dividing by ${ml(pn)} but forgetting to multiply by ${ml(qd)}.`,
                  ),
                ]),
            wrongNum(
              Q.mul(r(c + b), r(qd, pn)),
              `comes from moving ${ml(b)} to the right side without changing its sign.`,
            ),
            wrongNum(
              Q.sub(Q.mul(r(c), r(qd, pn)), r(b)),
              `comes from multiplying only ${ml(c)} by ${m(L(r(qd, pn)))} before dealing with ${ml(b)}.`,
            ),
          ],
        };
      }
      case 6: {
        const k = int(random, 2, 5);
        const a = int(random, 1, 3);
        const b = nonZero(random, -8, 8);
        const c = nonZero(random, -10, 10);
        const d = nonZero(random, -6, 9);
        need(d !== k * a, "x terms cancel");
        const x = nonZero(random, -8, 8);
        const e = k * (a * x + b) + c - d * x;
        const lhs: Expr = [term(k, lin(a, b)), constant(c)];
        const rhs = affine(d, e);
        const coefficient = k * a - d;
        return {
          spec: { kind: "equation", lhs, rhs, ask: "solution" },
          stem: `What value of ${m("x")} satisfies the equation ${m(eqLatex(lhs, rhs))}?`,
          key: num(x),
          work: `Distribute ${ml(k)}: ${m(eqLatex(affine(k * a, k * b + c), rhs))}. Move the ${m("x")}-terms to the left and the constants to the right: ${m(`${kx(coefficient)} = ${e - k * b - c}`)}${coefficient === 1 ? "" : `, so ${m(`x = ${x}`)}`}.`,
          wrong: [
            wrongNum(
              r(e - b - c, k * a - d),
              `comes from multiplying only ${m(a === 1 ? "x" : `${a}x`)} by ${ml(k)} and not distributing it to ${ml(b)}.`,
            ),
            wrongNum(
              r(e - k * b + c, k * a - d),
              `comes from moving ${ml(c)} to the right side without changing its sign.`,
            ),
            ...(k * a + d === 0
              ? []
              : [
                  wrongNum(
                    r(e - k * b - c, k * a + d),
                    `comes from adding ${m(kx(d))} to both sides instead of subtracting it.`,
                  ),
                ]),
            wrongNum(
              -x,
              `has the wrong sign; substituting it back shows the two sides are not equal.`,
            ),
          ],
        };
      }
      case 7: {
        const k1 = int(random, 4, 9);
        const k2 = int(random, 2, k1 - 2);
        const g = k1 - k2;
        const j = nonZero(random, -15, 15);
        need(j % g !== 0, "want a fractional solution");
        const x = r(j, g);
        const b = nonZero(random, -6, 6);
        const e = nonZero(random, -6, 6);
        // f = k1(x + b) − k2(x + e) = j + k1·b − k2·e
        const f = j + k1 * b - k2 * e;
        const lhs: Expr = [term(k1, lin(1, b))];
        const rhs: Expr = f === 0 ? [term(k2, lin(1, e))] : [term(k2, lin(1, e)), constant(f)];
        return {
          spec: { kind: "equation", lhs, rhs, ask: "solution" },
          stem: `What is the solution to the equation ${m(eqLatex(lhs, rhs))}?`,
          key: num(x),
          work: `Distribute on both sides: ${m(eqLatex(affine(k1, k1 * b), affine(k2, k2 * e + f)))}. Collect the ${m("x")}-terms on the left and the constants on the right: ${m(`${g}x = ${j}`)}, so ${m(`x = ${L(x)}`)}.`,
          wrong: [
            wrongNum(
              r(k2 * e + f - b, g),
              `comes from multiplying only ${m("x")} by ${ml(k1)} on the left side, not ${ml(b)}.`,
            ),
            wrongNum(
              r(e + f - k1 * b, g),
              `comes from multiplying only ${m("x")} by ${ml(k2)} on the right side, not ${ml(e)}.`,
            ),
            wrongNum(
              r(g, j),
              `is the reciprocal of the solution; it comes from dividing ${ml(g)} by ${ml(j)} instead of ${ml(j)} by ${ml(g)}.`,
            ),
            wrongNum(
              Q.neg(x),
              `has the wrong sign; it comes from a sign slip when collecting the constants.`,
            ),
          ],
        };
      }
      case 9:
      case 10: {
        const [p, q] = [int(random, 2, 6), int(random, 2, 6)];
        need(p !== q, "same denominators");
        const s = nonZero(random, -5, 5);
        const x = nonZero(random, -9, 9);
        const a = p * s - x;
        const b = q * s - x;
        need(a !== 0 && b !== 0 && a !== b, "want two different nonzero constants");
        const lhs: Expr = [over(lin(1, a), p)];
        const rhs: Expr = [over(lin(1, b), q)];
        const xValue = r(x);
        const cross = `Multiply both sides by ${ml(p * q)} (cross-multiply): ${m(`${q}(x${a < 0 ? ` - ${-a}` : ` + ${a}`}) = ${p}(x${b < 0 ? ` - ${-b}` : ` + ${b}`})`)}, so ${m(eqLatex(affine(q, q * a), affine(p, p * b)))} and ${m(`${q - p}x = ${p * b - q * a}`)}, which gives ${m(`x = ${x}`)}.`;
        const slipOnlyX = r(b - a, q - p);
        const slipWrongWay = r(q * b - p * a, p - q);
        if (level === 9) {
          return {
            spec: { kind: "equation", lhs, rhs, ask: "solution" },
            stem: `What is the solution to the equation ${m(eqLatex(lhs, rhs))}?`,
            key: num(x),
            work: cross,
            wrong: [
              wrongNum(
                slipOnlyX,
                `comes from multiplying only ${m("x")}, not the whole numerator, by the other denominator.`,
              ),
              wrongNum(
                slipWrongWay,
                `comes from multiplying each numerator by its own denominator instead of the other one.`,
              ),
              wrongNum(s, `is the value of each side of the equation, not the value of ${m("x")}.`),
              wrongNum(-x, `has the wrong sign; it comes from a sign slip when collecting terms.`),
            ],
          };
        }
        const pp = int(random, 2, 4);
        const qq = nonZero(random, -5, 5);
        const of = lin(pp, qq);
        return {
          spec: { kind: "equation", lhs, rhs, ask: "solution", of },
          stem: `If ${m(eqLatex(lhs, rhs))}, what is the value of ${m(affineLatex(pp, qq))}?`,
          key: num(at(pp, qq, xValue)),
          work: `${cross} So ${m(`${affineLatex(pp, qq)} = ${pp}(${x})${qq < 0 ? ` - ${-qq}` : ` + ${qq}`} = ${pp * x + qq}`)}.`,
          wrong: [
            wrongNum(x, `is the value of ${m("x")}, not of ${m(affineLatex(pp, qq))}.`),
            wrongNum(
              at(pp, qq, slipOnlyX),
              `comes from multiplying only ${m("x")}, not the whole numerator, by the other denominator.`,
            ),
            wrongNum(
              at(pp, qq, slipWrongWay),
              `comes from multiplying each numerator by its own denominator instead of the other one.`,
            ),
            wrongNum(
              pp * s + qq,
              `comes from using the value of each side, ${ml(s)}, in place of ${m("x")}.`,
            ),
          ],
        };
      }
      default:
        throw new RangeError(`lin1: no level ${level}`);
    }
  },
};

const feeContexts = [
  {
    stem: (f: string, rate: string, t: string) =>
      `A community pool charges a one-time membership fee of ${f} dollars plus ${rate} dollars for each month of use. Lena paid a total of ${t} dollars. For how many months did Lena pay?`,
    unit: "months",
  },
  {
    stem: (f: string, rate: string, t: string) =>
      `A bike-share service charges ${f} dollars to unlock a bike plus ${rate} dollars for each hour of riding. A rider was charged ${t} dollars in total. For how many hours did the rider use the bike?`,
    unit: "hours",
  },
  {
    stem: (f: string, rate: string, t: string) =>
      `An art studio charges a registration fee of ${f} dollars plus ${rate} dollars for each class. Tomás paid ${t} dollars in total. How many classes did he sign up for?`,
    unit: "classes",
  },
  {
    stem: (f: string, rate: string, t: string) =>
      `A tool library charges a yearly fee of ${f} dollars plus ${rate} dollars for each day a tool is borrowed. Amara paid ${t} dollars this year. For how many days did she borrow tools?`,
    unit: "days",
  },
] as const;

const planContexts = [
  (f1: string, r1: string, f2: string, r2: string) =>
    `Phone plan A costs ${f1} dollars to start plus ${r1} dollars per month. Phone plan B costs ${f2} dollars to start plus ${r2} dollars per month. After how many months will the total amounts paid for the two plans be equal?`,
  (f1: string, r1: string, f2: string, r2: string) =>
    `Gym A charges a joining fee of ${f1} dollars and ${r1} dollars per month. Gym B charges a joining fee of ${f2} dollars and ${r2} dollars per month. After how many months will a member have paid the same total amount at either gym?`,
  (f1: string, r1: string, f2: string, r2: string) =>
    `A music school offers two payment options. Option A is ${f1} dollars for registration plus ${r1} dollars per lesson. Option B is ${f2} dollars for registration plus ${r2} dollars per lesson. For how many lessons do the two options cost the same total amount?`,
] as const;

const lin1w: MathTemplate = {
  id: "lin1w",
  domain: DOMAIN,
  skill: SKILL,
  levels: [2, 3, 4, 5, 6],
  a: 1.3,
  make(random, level): Draft {
    if (level <= 3) {
      const n = int(random, 4, 14);
      // Level 2: whole-dollar rate; level 3: a rate with cents.
      const rate = level === 2 ? r(int(random, 6, 25)) : r(int(random, 5, 19) * 2 + 1, 2);
      const j = int(random, 2, 4);
      const fee = Q.mul(rate, r(j));
      const total = Q.add(fee, Q.mul(rate, r(n)));
      const context = pick(random, feeContexts);
      const show = (v: Rational) => m(money(v));
      const wrong: Wrong[] = [
        wrongDec(
          n + j,
          `comes from dividing the total by ${show(rate)} without first subtracting the ${show(fee)}-dollar fee.`,
        ),
        wrongDec(n + 2 * j, `comes from adding the fee to the total instead of subtracting it.`),
        {
          value: num(Q.mul(rate, r(n)), "money"),
          why: `is the number of dollars paid for the ${context.unit} alone; it comes from forgetting to divide by ${show(rate)}.`,
        },
      ];
      if (n - j > 0) {
        wrong.push(wrongDec(n - j, `comes from subtracting the fee twice.`));
      }
      return {
        spec: { kind: "fee-periods", fee, rate, total },
        stem: context.stem(show(fee), show(rate), show(total)),
        key: num(n, "decimal"),
        work: `If ${m("n")} is the number of ${context.unit}, then ${m(`${money(fee)} + ${money(rate)}n = ${money(total)}`)}. Subtract the fee: ${m(`${money(rate)}n = ${money(Q.sub(total, fee))}`)}, so ${m(`n = ${n}`)}.`,
        wrong,
      };
    }
    const n = int(random, 3, 15);
    const r2 = level === 6 ? r(int(random, 5, 20) * 2 + 1, 2) : r(int(random, 3, 14));
    const delta = level === 6 ? r(int(random, 1, 6), 2) : r(int(random, 1, level === 4 ? 4 : 7));
    const r1 = Q.add(r2, delta);
    const fee1 = Q.mul(delta, r(int(random, 2, 8) * 2));
    const fee2 = Q.add(fee1, Q.mul(delta, r(n)));
    const show = (v: Rational) => m(money(v));
    const context = pick(random, planContexts);
    const wrong: Wrong[] = [
      wrongDec(
        Q.div(Q.add(fee1, fee2), delta),
        `comes from adding the starting amounts instead of subtracting them.`,
      ),
      wrongDec(
        Q.sub(fee2, fee1),
        `is the difference in the starting amounts; it comes from not dividing by the difference in the rates, ${show(delta)}.`,
      ),
      {
        value: num(Q.add(fee1, Q.mul(r1, r(n))), "money"),
        why: `is the total each option costs at that point, not the number asked for.`,
      },
    ];
    const addedRates = Q.div(Q.sub(fee2, fee1), Q.add(r1, r2));
    if (Q.isInteger(addedRates)) {
      wrong.splice(
        1,
        0,
        wrongDec(addedRates, `comes from adding the two rates instead of subtracting them.`),
      );
    }
    return {
      spec: { kind: "plans-equal", fee1, rate1: r1, fee2, rate2: r2 },
      stem: context(show(fee1), show(r1), show(fee2), show(r2)),
      key: num(n, "decimal"),
      work: `After ${m("n")} of them the totals are ${m(`${money(fee1)} + ${money(r1)}n`)} and ${m(`${money(fee2)} + ${money(r2)}n`)}. Setting them equal: ${m(`${money(delta)}n = ${money(Q.sub(fee2, fee1))}`)}, so ${m(`n = ${n}`)}.`,
      wrong,
    };
  },
};

const countText = {
  none: "The equation has no solution.",
  one: "The equation has exactly one solution.",
  two: "The equation has exactly two solutions.",
  infinite: "The equation has infinitely many solutions.",
} as const;

export const lin1n: MathTemplate = {
  id: "lin1n",
  domain: DOMAIN,
  skill: SKILL,
  levels: [8, 9, 10, 11, 12],
  a: 1.2,
  make(random, level): Draft {
    if (level <= 9) {
      const outcome = pick(random, ["none", "infinite", "none", "infinite", "one"] as const);
      const k = int(random, 2, 6);
      const b = nonZero(random, -7, 7);
      const c = nonZero(random, -5, 5);
      // Left: k(x + b) + cx (level 8) or k(x + b) + c(x − 1) (level 9); right: px + q.
      const left: Expr =
        level === 8 ? [term(k, lin(1, b)), term(c, X)] : [term(k, lin(1, b)), term(c, lin(1, -1))];
      const leftX = k + c;
      const leftC = level === 8 ? k * b : k * b - c;
      need(leftX !== 0, "left side has no x");
      const p = outcome === "one" ? leftX + plusMinus(random) * int(random, 1, 3) : leftX;
      need(p !== 0, "right side has no x");
      const q = outcome === "infinite" ? leftC : leftC + nonZero(random, -6, 6);
      const right = affine(p, q);
      const key = text(outcome, countText[outcome]);
      const working = `Simplify the left side: ${m(affineLatex(leftX, leftC))}. The equation becomes ${m(eqLatex(affine(leftX, leftC), right))}.`;
      const conclusion =
        outcome === "none"
          ? `The ${m("x")}-terms are the same on both sides, so they cancel, leaving ${m(`${leftC} = ${q}`)}, which is false for every ${m("x")}.`
          : outcome === "infinite"
            ? `The two sides are identical, so every value of ${m("x")} is a solution.`
            : `The ${m("x")}-coefficients differ (${ml(leftX)} and ${ml(p)}), so exactly one value of ${m("x")} balances the equation.`;
      const whyNot = {
        none:
          outcome === "infinite"
            ? `would need the constant terms to differ once the ${m("x")}-terms cancel; here they are equal too.`
            : `would need the ${m("x")}-terms to cancel, but the coefficients ${ml(leftX)} and ${ml(p)} differ.`,
        infinite:
          outcome === "none"
            ? `would need the constant terms to match too; here ${ml(leftC)} and ${ml(q)} differ.`
            : `would need both sides to be identical, but the ${m("x")}-coefficients differ.`,
        one:
          outcome === "none"
            ? `would need different ${m("x")}-coefficients; after simplifying both sides have ${m(kx(p))}.`
            : `would need different ${m("x")}-coefficients; here the two sides are the same expression.`,
        two: `is impossible for a linear equation: once simplified, it has one solution, none, or infinitely many.`,
      } as const;
      const wrong = (["two", "none", "infinite", "one"] as const)
        .filter((o) => o !== outcome)
        .map((o) => ({ value: text(o, countText[o]), why: whyNot[o] }));
      return {
        spec: { kind: "equation", lhs: left, rhs: right, ask: "count" },
        stem: `How many solutions does the equation ${m(eqLatex(left, right))} have?`,
        key,
        work: `${working} ${conclusion}`,
        wrong,
      };
    }
    if (level === 10) {
      const k = int(random, 2, 7);
      const a = int(random, 2, 5);
      const b = nonZero(random, -9, 9);
      const q = k * b + nonZero(random, -8, 8);
      const left: Expr = [term(k, lin(a, b))];
      const p = k * a;
      return {
        spec: { kind: "linear-parameter", left, p: null, q: r(q), condition: "none", ask: "p" },
        stem: `In the equation ${m(`${exprLatex(left)} = px${q < 0 ? ` - ${-q}` : ` + ${q}`}`)}, ${m("p")} is a constant. If the equation has no solution, what is the value of ${m("p")}?`,
        key: num(p),
        work: `The left side is ${m(affineLatex(p, k * b))}. A linear equation has no solution when the ${m("x")}-terms cancel but the constants do not. So ${m(`p = ${p}`)}; then the equation says ${m(`${k * b} = ${q}`)}, which is never true.`,
        wrong: [
          wrongNum(
            k,
            `comes from not distributing ${ml(k)}: it matches the factor outside the parentheses, not the ${m("x")}-coefficient ${ml(p)}.`,
          ),
          wrongNum(
            a,
            `matches the ${m("x")}-coefficient inside the parentheses, not the ${m("x")}-coefficient after distributing, ${ml(p)}.`,
          ),
          wrongNum(
            -p,
            `has the wrong sign: with ${m(`p = ${-p}`)} the ${m("x")}-terms do not cancel.`,
          ),
          wrongNum(
            k * b,
            `comes from matching the constant terms instead of the ${m("x")}-coefficients.`,
          ),
        ],
      };
    }
    // Levels 11–12: infinitely many solutions; find q (11) or p + q (12, with a fraction).
    const a = nonZero(random, -5, 6);
    const k = level === 11 ? int(random, 2, 6) : r(1, int(random, 2, 4));
    const kr = typeof k === "number" ? r(k) : k;
    const dd = Number(kr.d);
    const inner =
      level === 11
        ? lin(1, -int(random, 1, 9))
        : lin(dd * int(random, 1, 3), -dd * int(random, 1, 4));
    const left: Expr = [term(a, X), term(kr, inner)];
    const leftX = Q.add(r(a), Q.mul(kr, inner[1]!));
    const leftC = Q.mul(kr, inner[0]!);
    need(!Q.isZero(leftX), "no x term");
    const leftLatex = exprLatex(left);
    if (level === 11) {
      return {
        spec: {
          kind: "linear-parameter",
          left,
          p: leftX,
          q: null,
          condition: "infinite",
          ask: "q",
        },
        stem: `In the equation ${m(`${leftLatex} = ${kx(leftX)} + q`)}, ${m("q")} is a constant. If the equation has infinitely many solutions, what is the value of ${m("q")}?`,
        key: num(leftC),
        work: `Distributing, the left side is ${m(affineLatex(leftX, leftC))}. For infinitely many solutions both sides must be the same expression, so ${m(`q = ${L(leftC)}`)}.`,
        wrong: [
          wrongNum(
            Q.neg(leftC),
            `has the wrong sign: it comes from distributing ${m(L(kr))} to ${m(L(inner[0]!))} without keeping the minus sign.`,
          ),
          wrongNum(
            inner[0]!,
            `comes from not distributing ${m(L(kr))} to the constant in the parentheses.`,
          ),
          wrongNum(leftX, `is the coefficient of ${m("x")}, not the constant term.`),
          wrongNum(Q.add(leftC, r(1)), `comes from an arithmetic slip in the constant term.`),
        ],
      };
    }
    const sum = Q.add(leftX, leftC);
    return {
      spec: { kind: "linear-parameter", left, p: null, q: null, condition: "infinite", ask: "p+q" },
      stem: `In the equation ${m(`${leftLatex} = px + q`)}, ${m("p")} and ${m("q")} are constants. If the equation has infinitely many solutions, what is the value of ${m("p + q")}?`,
      key: num(sum),
      work: `Distributing, the left side is ${m(affineLatex(leftX, leftC))}. For infinitely many solutions the two sides must be the same expression, so ${m(`p = ${L(leftX)}`)} and ${m(`q = ${L(leftC)}`)}, and ${m(`p + q = ${L(sum)}`)}.`,
      wrong: [
        wrongNum(
          Q.sub(leftX, leftC),
          `comes from the wrong sign on ${m("q")}: ${m(L(Q.neg(leftC)))} instead of ${m(L(leftC))}.`,
        ),
        wrongNum(
          Q.add(Q.add(r(a), inner[1]!), inner[0]!),
          `comes from not distributing ${m(L(kr))} over the parentheses.`,
        ),
        wrongNum(leftX, `is the value of ${m("p")} alone.`),
        wrongNum(leftC, `is the value of ${m("q")} alone.`),
      ],
    };
  },
};

export const linearOneVariableTemplates = [lin1, lin1w, lin1n];
