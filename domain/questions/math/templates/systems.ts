// Algebra · systems of two linear equations: substitution, elimination, an expression of the
// solution, two-item purchase contexts, fractional coefficients, and constants that make a
// system have no solution or infinitely many.
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
import * as Q from "../rational.ts";
import type { Rational } from "../rational.ts";
import type { LineStd } from "../spec.ts";
import { lineLatex, m, num } from "../values.ts";
import { D, L, money, ml, r, ratioLatex } from "./common.ts";

const w = (value: Rational | number, why: string): Wrong => ({ value: num(value), why });
const wd = (value: Rational | number, why: string): Wrong => ({
  value: num(value, "decimal"),
  why,
});
const row = (a: Rational | number, b: Rational | number, c: Rational | number): LineStd => [
  typeof a === "number" ? r(a) : a,
  typeof b === "number" ? r(b) : b,
  typeof c === "number" ? r(c) : c,
];
/** a·x + b·y for numbers. */
const at = (e: LineStd, x: Rational, y: Rational) => Q.add(Q.mul(e[0], x), Q.mul(e[1], y));

/** True when px + qy is a multiple of an equation's left side (the answer could be read off). */
function asksAnEquation([p, q]: readonly [number, number], ...rows: LineStd[]): boolean {
  return rows.some((row) => Q.isZero(Q.sub(Q.mul(r(p), row[1]), Q.mul(r(q), row[0]))));
}

function systemText(e1: LineStd, e2: LineStd, forms: readonly ["std" | "slope", "std" | "slope"]) {
  return `${m(lineLatex(e1, forms[0]))} and ${m(lineLatex(e2, forms[1]))}`;
}

const mixContexts = [
  {
    items: ["muffins", "scones"],
    ask: (name: string) => `How many ${name} were sold?`,
    text: (n: string, p1: string, p2: string, t: string) =>
      `A bakery sold ${n} muffins and scones in one morning. Muffins cost ${p1} dollars each and scones cost ${p2} dollars each, and the bakery took in ${t} dollars from these sales.`,
  },
  {
    items: ["notebooks", "sketchbooks"],
    ask: (name: string) => `How many ${name} did the club buy?`,
    text: (n: string, p1: string, p2: string, t: string) =>
      `A club bought ${n} notebooks and sketchbooks for its members. Notebooks cost ${p1} dollars each and sketchbooks cost ${p2} dollars each, and the club spent ${t} dollars in all.`,
  },
  {
    items: ["small plants", "large plants"],
    ask: (name: string) => `How many ${name} were sold?`,
    text: (n: string, p1: string, p2: string, t: string) =>
      `A garden center sold ${n} plants on Sunday, some small and some large. Small plants cost ${p1} dollars each and large plants cost ${p2} dollars each. Sales of these plants totaled ${t} dollars.`,
  },
];

const sys: MathTemplate = {
  id: "sys",
  domain: "algebra",
  skill: "systems_of_two_linear_equations",
  levels: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  a: 1.3,
  make(random, level): Draft {
    const ask = (p: number, q: number, c = 0): LineStd => row(p, q, c);
    switch (level) {
      case 1:
      case 2: {
        // y = mx + n and ax + by = c, by substitution.
        const x = int(random, 2, 9);
        const slope = int(random, 2, 4);
        const n = level === 1 ? 0 : nonZero(random, -6, 6);
        const y = slope * x + n;
        const a = int(random, 1, 3);
        const b = int(random, 1, 3);
        const e1 = row(-slope, 1, n);
        const e2 = row(a, b, a * x + b * y);
        const c = a * x + b * y;
        const forms = ["slope", "std"] as const;
        const askY = level === 2;
        const inner = lineLatex(e1, "slope").slice(4);
        const substituted = b === 1 && n === 0 ? inner : `${b === 1 ? "" : b}(${inner})`;
        const sub = `Substitute ${m(inner)} for ${m("y")} in the second equation: ${m(`${a === 1 ? "" : a}x + ${substituted} = ${c}`)}, so ${m(`${a + b * slope}x${n === 0 ? "" : n * b < 0 ? ` - ${-n * b}` : ` + ${n * b}`} = ${c}`)} and ${m(`x = ${x}`)}.`;
        const slipX = r(c + b * n, a - b * slope === 0 ? 1 : a - b * slope);
        return {
          spec: { kind: "system", e1, e2, forms, ask: askY ? ask(0, 1) : ask(1, 0) },
          stem: `If ${m("(x, y)")} is the solution to the system of equations ${systemText(e1, e2, forms)}, what is the value of ${m(askY ? "y" : "x")}?`,
          key: num(askY ? y : x),
          work: askY
            ? `${sub} Then ${m(`y = ${slope}(${x})${n === 0 ? "" : n < 0 ? ` - ${-n}` : ` + ${n}`} = ${y}`)}.`
            : sub,
          wrong: askY
            ? [
                w(x, `is the value of ${m("x")}, not of ${m("y")}.`),
                w(
                  slope * x,
                  `comes from leaving out the ${ml(n)} when finding ${m("y")} from ${m("x")}.`,
                ),
                w(
                  slope * x - n,
                  `comes from using the wrong sign for ${ml(n)} when finding ${m("y")}.`,
                ),
                ...(a - b * slope !== 0
                  ? [
                      w(
                        Q.add(Q.mul(r(slope), slipX), r(n)),
                        `comes from subtracting, instead of adding, the substituted expression and then finding ${m("y")}.`,
                      ),
                    ]
                  : []),
              ]
            : [
                w(y, `is the value of ${m("y")}, not of ${m("x")}.`),
                w(
                  r(c, a + b),
                  `comes from replacing ${m("y")} with ${m("x")} instead of with ${m(`${slope}x`)}.`,
                ),
                ...(a - b * slope !== 0
                  ? [
                      w(
                        slipX,
                        `comes from subtracting the substituted expression instead of adding it.`,
                      ),
                    ]
                  : []),
                ...(b !== 1
                  ? [
                      w(
                        r(c, a + slope),
                        `comes from substituting ${m(`${slope}x`)} for ${m("y")} but not multiplying it by ${ml(b)}.`,
                      ),
                    ]
                  : []),
              ],
        };
      }
      case 3:
      case 4: {
        const x = nonZero(random, -6, 9);
        const y = nonZero(random, -6, 9);
        need(x !== y && x !== -y, "symmetric solution");
        const a = int(random, 1, 5);
        const b = int(random, 2, 5);
        need(a !== b, "equal coefficients");
        const e1 = row(a, b, a * x + b * y);
        if (level === 3) {
          const e2 = row(a, -b, a * x - b * y);
          const forms = ["std", "std"] as const;
          const c1 = a * x + b * y;
          const c2 = a * x - b * y;
          return {
            spec: { kind: "system", e1, e2, forms, ask: ask(1, 0) },
            stem: `If ${m("(x, y)")} is the solution to the system of equations ${systemText(e1, e2, forms)}, what is the value of ${m("x")}?`,
            key: num(x),
            work: `Add the equations to eliminate ${m("y")}: ${m(`${2 * a}x = ${c1 + c2}`)}, so ${m(`x = ${x}`)}.`,
            wrong: [
              w(y, `is the value of ${m("y")}, not of ${m("x")}.`),
              w(
                r(c1 + c2, a),
                `comes from forgetting that adding the equations gives ${m(`${2 * a}x`)}, not ${m(`${a === 1 ? "" : a}x`)}.`,
              ),
              w(
                r(c1 - c2, 2 * a),
                `comes from subtracting the equations, which eliminates ${m("x")}, and then dividing by the coefficient of ${m("x")}.`,
              ),
              w(-x, `has the wrong sign.`),
            ],
          };
        }
        const d = nonZero(random, -4, 4);
        const e = nonZero(random, -4, 4);
        need(a * e - b * d !== 0, "parallel");
        const e2 = row(d, e, d * x + e * y);
        const forms = ["std", "std"] as const;
        const [p, q] = pick(random, [
          [1, 1],
          [1, -1],
        ] as const);
        need(!asksAnEquation([p, q], e1, e2), "the asked expression is one of the equations");
        const label = q === 1 ? "x + y" : "x - y";
        return {
          spec: { kind: "system", e1, e2, forms, ask: ask(p, q) },
          stem: `If ${m("(x, y)")} is the solution to the system of equations ${systemText(e1, e2, forms)}, what is the value of ${m(label)}?`,
          key: num(x + q * y),
          work: `Eliminate one variable (for example, multiply the equations so the ${m("x")}-coefficients match and subtract): the solution is ${m(`x = ${x}`)}, ${m(`y = ${y}`)}. So ${m(`${label} = ${x + q * y}`)}.`,
          wrong: [
            w(x, `is the value of ${m("x")} alone.`),
            w(y, `is the value of ${m("y")} alone.`),
            w(x - q * y, `is the value of ${m(q === 1 ? "x - y" : "x + y")}.`),
            w(-(x + q * y), `has the wrong sign.`),
          ],
        };
      }
      case 5:
      case 6: {
        const ctx = pick(random, mixContexts);
        const p1 = level === 5 ? r(int(random, 2, 6)) : r(int(random, 3, 11), 2);
        const p2 =
          level === 5 ? Q.add(p1, r(int(random, 1, 5))) : Q.add(p1, r(int(random, 1, 6), 2));
        const c1 = int(random, 8, 40);
        const c2 = int(random, 8, 40);
        need(c1 !== c2, "equal counts");
        const n = c1 + c2;
        const total = Q.add(Q.mul(p1, r(c1)), Q.mul(p2, r(c2)));
        const which = pick(random, [1, 2] as const);
        const [name, value, other] =
          which === 1 ? [ctx.items[0]!, c1, c2] : [ctx.items[1]!, c2, c1];
        const price = which === 1 ? p1 : p2;
        const wrong: Wrong[] = [
          wd(other, `is the number of ${which === 1 ? ctx.items[1] : ctx.items[0]}, not ${name}.`),
          {
            value: num(Q.mul(price, r(value)), "money"),
            why: `is the number of dollars from the ${name}, not the number of ${name}.`,
          },
        ];
        if (n % 2 === 0)
          wrong.push(wd(n / 2, `comes from assuming the ${m(D(r(n)))} were split evenly.`));
        const guess = Q.div(total, Q.add(p1, p2));
        if (Q.isInteger(guess))
          wrong.push(wd(guess, `comes from dividing the total by the sum of the two prices.`));
        const wholeTotal = Q.div(total, price);
        if (Q.isInteger(wholeTotal)) {
          wrong.push(
            wd(
              wholeTotal,
              `comes from dividing the whole total by the price of the ${name}, as if only ${name} were sold.`,
            ),
          );
        }
        return {
          spec: { kind: "mix-count", count: r(n), price1: p1, price2: p2, total, ask: which },
          stem: `${ctx.text(m(D(r(n))), m(money(p1)), m(money(p2)), m(money(total)))} ${ctx.ask(name)}`,
          key: num(value, "decimal"),
          work: `Let ${m("a")} and ${m("b")} be the numbers of ${ctx.items[0]} and ${ctx.items[1]}: ${m(`a + b = ${n}`)} and ${m(`${money(p1)}a + ${money(p2)}b = ${money(total)}`)}. Substituting ${m(`a = ${n} - b`)} gives ${m(`${Q.eq(Q.sub(p2, p1), Q.ONE) ? "" : money(Q.sub(p2, p1))}b = ${money(Q.sub(total, Q.mul(p1, r(n))))}`)}, so ${m(`b = ${c2}`)} and ${m(`a = ${c1}`)}.`,
          wrong,
        };
      }
      case 7:
      case 8: {
        const x = r(nonZero(random, -8, 8));
        const y = r(nonZero(random, -8, 8));
        let e1: LineStd;
        if (level === 7) {
          e1 = row(int(random, 2, 5), nonZero(random, -4, 4), 0);
        } else {
          const [p, q] = pick(random, [
            [r(1, 2), r(1, 3)],
            [r(2, 3), r(1, 4)],
            [r(1, 4), r(3, 2)],
          ]);
          e1 = row(p, q, 0);
        }
        e1 = row(e1[0], e1[1], at(e1, x, y));
        const e2 = row(nonZero(random, -4, 4), int(random, 1, 4), 0);
        const e2full = row(e2[0], e2[1], at(e2, x, y));
        need(!Q.isZero(Q.sub(Q.mul(e1[0], e2[1]), Q.mul(e1[1], e2[0]))), "parallel");
        need(Q.isInteger(e2full[2]) && Q.isInteger(e1[2]), "fractional constant");
        const [p, q] = pick(random, [
          [2, 1],
          [1, 2],
          [3, -1],
        ] as const);
        need(!asksAnEquation([p, q], e1, e2full), "the asked expression is one of the equations");
        const target = Q.add(Q.mul(r(p), x), Q.mul(r(q), y));
        const label = `${p === 1 ? "" : p}x ${q < 0 ? "-" : "+"} ${Math.abs(q) === 1 ? "" : Math.abs(q)}y`;
        const forms = ["std", "std"] as const;
        return {
          spec: { kind: "system", e1, e2: e2full, forms, ask: ask(p, q) },
          stem: `If ${m("(x, y)")} is the solution to the system of equations ${systemText(e1, e2full, forms)}, what is the value of ${m(label)}?`,
          key: num(target),
          work: `${level === 8 ? "Clear the fractions in the first equation, then eliminate" : "Eliminate"} one variable: the solution is ${m(`x = ${L(x)}`)} and ${m(`y = ${L(y)}`)}. So ${m(`${label} = ${L(target)}`)}.`,
          wrong: [
            w(Q.add(x, y), `is the value of ${m("x + y")}, not of ${m(label)}.`),
            w(x, `is the value of ${m("x")} alone.`),
            w(
              Q.add(Q.mul(r(q), x), Q.mul(r(p), y)),
              `swaps the roles of ${m("x")} and ${m("y")} in ${m(label)}.`,
            ),
            w(Q.sub(Q.mul(r(p), x), Q.mul(r(q), y)), `uses the wrong sign on the ${m("y")}-term.`),
          ],
        };
      }
      case 9:
      case 10: {
        const a = int(random, 1, 6);
        const b = nonZero(random, -5, 5);
        need(Math.abs(a) !== Math.abs(b) && Math.abs(b) > 1, "trivial ratio");
        const c = nonZero(random, -12, 12);
        const b2 = level === 9 ? b * int(random, 2, 4) * plusMinus(random) : nonZero(random, -7, 7);
        need(b2 % b !== 0 || level === 9, "want a fractional scale");
        const scale = r(b2, b);
        const a2 = Q.mul(r(a), scale);
        const c2 = Q.add(Q.mul(r(c), scale), r(nonZero(random, -5, 5)));
        const e1 = row(a, b, c);
        const second = `kx ${b2 < 0 ? "-" : "+"} ${Math.abs(b2) === 1 ? "" : Math.abs(b2)}y = ${L(c2)}`;
        return {
          spec: {
            kind: "system-parameter",
            e1,
            a2: null,
            b2: r(b2),
            c2,
            condition: "none",
            ask: "a2",
          },
          stem: `In the system of equations ${m(lineLatex(e1))} and ${m(second)}, ${m("k")} is a constant. For what value of ${m("k")} does the system have no solution?`,
          key: num(a2),
          work: `A system of two linear equations has no solution when the lines are parallel and distinct: the coefficients of ${m("x")} and ${m("y")} are in the same ratio but the constants are not. The ${m("y")}-coefficients are in the ratio ${m(ratioLatex(b2, b))}, so ${m(`k = ${L(scale)} \\cdot ${a < 0 ? `(${a})` : a} = ${L(a2)}`)}; the constants ${ml(c)} and ${m(L(c2))} are not in that ratio, so the lines are distinct.`,
          wrong: [
            w(
              Q.neg(a2),
              `has the wrong sign; with it the lines cross, so the system has one solution.`,
            ),
            w(
              a,
              `copies the ${m("x")}-coefficient of the first equation without scaling it by ${m(L(scale))}.`,
            ),
            w(
              Q.div(r(a), scale),
              `scales the ${m("x")}-coefficient the wrong way (dividing by ${m(L(scale))} instead of multiplying).`,
            ),
            w(
              Q.mul(r(b), scale),
              `is the ${m("y")}-coefficient of the second equation, not the ${m("x")}-coefficient.`,
            ),
          ],
        };
      }
      case 11:
      case 12: {
        const a = int(random, 1, 6);
        const b = nonZero(random, -5, 5);
        need(Math.abs(b) > 1 && Math.abs(a) !== Math.abs(b), "trivial");
        const c = nonZero(random, -12, 12);
        const b2 = level === 11 ? b * int(random, 2, 4) : nonZero(random, -8, 8);
        need(level === 11 || b2 % b !== 0, "want a fractional scale");
        const scale = r(b2, b);
        const a2 = Q.mul(r(a), scale);
        const c2 = Q.mul(r(c), scale);
        const e1 = row(a, b, c);
        const askSum = level === 12;
        const second = `px ${b2 < 0 ? "-" : "+"} ${Math.abs(b2) === 1 ? "" : Math.abs(b2)}y = q`;
        const answer = askSum ? Q.add(a2, c2) : c2;
        return {
          spec: {
            kind: "system-parameter",
            e1,
            a2: null,
            b2: r(b2),
            c2: null,
            condition: "infinite",
            ask: askSum ? "a2+c2" : "c2",
          },
          stem: `In the system of equations ${m(lineLatex(e1))} and ${m(second)}, ${m("p")} and ${m("q")} are constants. If the system has infinitely many solutions, what is the value of ${m(askSum ? "p + q" : "q")}?`,
          key: num(answer),
          work: `Infinitely many solutions means the second equation is the first multiplied by a constant. The ${m("y")}-coefficients give the factor ${m(ratioLatex(b2, b))}, so ${m(`p = ${L(a2)}`)} and ${m(`q = ${L(c2)}`)}${askSum ? `, and ${m(`p + q = ${L(answer)}`)}` : ""}.`,
          wrong: askSum
            ? [
                w(
                  Q.add(r(a), r(c)),
                  `adds the first equation's ${m("x")}-coefficient and constant without scaling them by ${m(L(scale))}.`,
                ),
                w(a2, `is the value of ${m("p")} alone.`),
                w(
                  Q.div(Q.add(r(a), r(c)), scale),
                  `scales the first equation the wrong way (dividing by ${m(L(scale))}).`,
                ),
                w(Q.sub(a2, c2), `uses the wrong sign for ${m("q")}.`),
              ]
            : [
                w(c, `copies the first equation's constant without scaling it by ${m(L(scale))}.`),
                w(
                  Q.div(r(c), scale),
                  `scales the constant the wrong way (dividing by ${m(L(scale))}).`,
                ),
                w(a2, `is the value of ${m("p")}, not ${m("q")}.`),
                w(Q.neg(c2), `has the wrong sign.`),
              ],
        };
      }
      default:
        throw new RangeError(`sys: no level ${level}`);
    }
  },
};

export const systemTemplates = [sys];
