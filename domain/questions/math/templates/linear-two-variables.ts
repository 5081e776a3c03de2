// Algebra · linear equations in two variables: values on a line, slope and intercepts from
// standard form, points on a line, a two-price context, the line through two points, parallel
// and perpendicular lines, and a constant that makes two lines parallel or perpendicular.
import { pick } from "../../../random.ts";
import {
  int,
  need,
  nonZero,
  plusMinus,
  twoDifferent,
  type Draft,
  type MathTemplate,
  type Wrong,
} from "../draft.ts";
import { poly } from "../poly.ts";
import * as Q from "../rational.ts";
import type { Rational } from "../rational.ts";
import type { LineStd, Point } from "../spec.ts";
import { lineStdLatex, m, num, pair, type MathValue } from "../values.ts";
import { D, kx, L, money, ml, r, ratioLatex } from "./common.ts";

const w = (value: Rational | number, why: string): Wrong => ({ value: num(value), why });
const line = (a: number, b: number, c: number): LineStd => [r(a), r(b), r(c)];
const paren = (v: Rational | number) => {
  const x = typeof v === "number" ? r(v) : v;
  return Q.sign(x) < 0 ? `(${L(x)})` : L(x);
};

const ticketContexts = [
  (p1: string, p2: string, t: string, c1: string) =>
    `A school play sold adult tickets for ${p1} dollars each and student tickets for ${p2} dollars each. Ticket sales totaled ${t} dollars, and ${c1} adult tickets were sold. How many student tickets were sold?`,
  (p1: string, p2: string, t: string, c1: string) =>
    `At a farmers market, a stand sells large baskets of berries for ${p1} dollars each and small baskets for ${p2} dollars each. One morning the stand took in ${t} dollars and sold ${c1} large baskets. How many small baskets did it sell?`,
  (p1: string, p2: string, t: string, c1: string) =>
    `A museum charges ${p1} dollars for a guided tour and ${p2} dollars for general admission. On Saturday it collected ${t} dollars, including ${c1} guided tours. How many general admissions were sold?`,
];

const lin2: MathTemplate = {
  id: "lin2",
  domain: "algebra",
  skill: "linear_equations_in_two_variables",
  levels: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  a: 1.3,
  make(random, level): Draft {
    switch (level) {
      case 1: {
        const a = int(random, 2, 7);
        const b = int(random, 2, 6);
        const x0 = int(random, -4, 8);
        const y0 = nonZero(random, -5, 9);
        const c = a * x0 + b * y0;
        const eq = line(a, b, c);
        return {
          spec: { kind: "line", line: eq, ask: { yAt: r(x0) } },
          stem: `The equation ${m(lineStdLatex(eq))} relates the variables ${m("x")} and ${m("y")}. What is the value of ${m("y")} when ${m(`x = ${x0}`)}?`,
          key: num(y0),
          work: `Substitute ${ml(x0)} for ${m("x")}: ${m(`${a}(${x0}) + ${b}y = ${c}`)}, so ${m(`${b}y = ${c - a * x0}`)} and ${m(`y = ${y0}`)}.`,
          wrong: [
            w(
              r(c + a * x0, b),
              `comes from adding ${m(`${a}(${x0})`)} to ${ml(c)} instead of subtracting it.`,
            ),
            w(
              c - a * x0,
              `is the value of ${m(`${b}y`)}; it comes from forgetting to divide by ${ml(b)}.`,
            ),
            w(
              r(c - b * x0, a),
              `comes from substituting ${ml(x0)} for ${m("y")} instead of for ${m("x")}.`,
            ),
            w(r(c - x0, b), `comes from leaving out the coefficient ${ml(a)} of ${m("x")}.`),
          ],
        };
      }
      case 2:
      case 3: {
        const a = int(random, 1, 7);
        const b = nonZero(random, -6, 6);
        need(Math.abs(a) !== Math.abs(b) && Math.abs(b) !== 1, "too easy or symmetric");
        const c = nonZero(random, -24, 24);
        const eq = line(a, b, c);
        const where = `In the ${m("xy")}-plane, the graph of ${m(lineStdLatex(eq))} is a line.`;
        const solved = `Solve for ${m("y")}: ${m(`y = ${L(r(-a, b))}x ${Q.sign(r(c, b)) < 0 ? "-" : "+"} ${L(Q.abs(r(c, b)))}`)}.`;
        if (level === 2) {
          return {
            spec: { kind: "line", line: eq, ask: "slope" },
            stem: `${where} What is the slope of the line?`,
            key: num(r(-a, b)),
            work: `${solved} The slope is the coefficient of ${m("x")}, ${m(L(r(-a, b)))}.`,
            wrong: [
              w(
                r(a, b),
                `has the wrong sign: moving ${m(kx(a))} to the other side changes its sign.`,
              ),
              w(
                r(-b, a),
                `is the reciprocal of the slope; it divides by the ${m("x")}-coefficient instead of the ${m("y")}-coefficient.`,
              ),
              w(r(c, b), `is the ${m("y")}-intercept, not the slope.`),
              w(
                r(b, a),
                `comes from dividing the ${m("y")}-coefficient by the ${m("x")}-coefficient.`,
              ),
            ],
          };
        }
        return {
          spec: { kind: "line", line: eq, ask: "y-intercept" },
          stem: `${where} The line crosses the ${m("y")}-axis at the point ${m("(0, k)")}. What is the value of ${m("k")}?`,
          key: num(r(c, b)),
          work: `At the ${m("y")}-axis ${m("x = 0")}, so ${m(`${b}k = ${c}`)} and ${m(`k = ${L(r(c, b))}`)}.`,
          wrong: [
            w(
              r(c, a),
              `is where the line crosses the ${m("x")}-axis (set ${m("y = 0")}), not the ${m("y")}-axis.`,
            ),
            w(r(-a, b), `is the slope of the line, not its ${m("y")}-intercept.`),
            w(r(-c, b), `has the wrong sign.`),
            w(c, `comes from forgetting to divide by the coefficient of ${m("y")}, ${ml(b)}.`),
          ],
        };
      }
      case 4: {
        const a = int(random, 1, 6);
        const b = nonZero(random, -5, 5);
        need(Math.abs(a) !== Math.abs(b), "symmetric");
        const x0 = nonZero(random, -6, 6);
        const y0 = nonZero(random, -6, 6);
        need(Math.abs(x0) !== Math.abs(y0), "symmetric point");
        const c = a * x0 + b * y0;
        const eq = line(a, b, c);
        const check = (x: number, y: number, reason: string): Wrong | null => {
          const value = a * x + b * y;
          if (value === c) return null;
          return {
            value: pair(x, y),
            why: `gives ${m(`${a}(${x}) ${b < 0 ? "-" : "+"} ${Math.abs(b)}(${y}) = ${value}`)}, not ${ml(c)}; it ${reason}.`,
          };
        };
        const wrong = [
          check(y0, x0, "swaps the coordinates of a point on the line"),
          check(x0, -y0, `has the wrong sign on the ${m("y")}-coordinate`),
          check(-x0, y0, `has the wrong sign on the ${m("x")}-coordinate`),
          check(
            x0 + b,
            y0 + a,
            `moves from a point on the line in a direction that is not along the line`,
          ),
        ].filter((x): x is Wrong => x !== null);
        return {
          spec: { kind: "line", line: eq, ask: "point-on" },
          stem: `Which of the following points lies on the graph of ${m(lineStdLatex(eq))} in the ${m("xy")}-plane?`,
          key: pair(x0, y0),
          work: `A point lies on the line when its coordinates make the equation true: ${m(`${a}(${x0}) ${b < 0 ? "-" : "+"} ${Math.abs(b)}(${y0}) = ${c}`)}.`,
          wrong,
        };
      }
      case 5: {
        const p1 = r(int(random, 8, 18));
        const p2 = pick(random, [r(int(random, 3, 7)), r(int(random, 7, 13), 2)]);
        need(Q.lt(p2, p1), "second price must be lower");
        const c1 = r(int(random, 12, 60));
        const c2 = r(int(random, 15, 90));
        const total = Q.add(Q.mul(p1, c1), Q.mul(p2, c2));
        const wrong: Wrong[] = [
          {
            value: num(Q.mul(p2, c2), "decimal"),
            why: `is the number of dollars from the second kind of sale, not the number sold; it comes from forgetting to divide by ${m(money(p2))}.`,
          },
          { value: num(Q.add(c1, c2), "decimal"), why: `is the total number sold of both kinds.` },
        ];
        const swapped = Q.div(Q.sub(total, Q.mul(p2, c1)), p1);
        if (Q.isInteger(swapped)) {
          wrong.unshift({
            value: num(swapped, "decimal"),
            why: `comes from swapping the two prices.`,
          });
        }
        const early = Q.sub(Q.div(total, p2), c1);
        if (Q.isInteger(early) && Q.sign(early) > 0) {
          wrong.push({
            value: num(early, "decimal"),
            why: `comes from dividing the total by ${m(money(p2))} and then subtracting the ${m(D(c1))} from the first kind.`,
          });
        }
        return {
          spec: { kind: "two-price", price1: p1, price2: p2, total, count1: c1 },
          stem: pick(random, ticketContexts)(m(money(p1)), m(money(p2)), m(money(total)), m(D(c1))),
          key: num(c2, "decimal"),
          work: `If ${m("n")} is the number asked for, ${m(`${money(p1)}(${D(c1)}) + ${money(p2)}n = ${money(total)}`)}. So ${m(`${money(p2)}n = ${money(Q.sub(total, Q.mul(p1, c1)))}`)} and ${m(`n = ${D(c2)}`)}.`,
          wrong,
        };
      }
      case 6: {
        const s = r(nonZero(random, -4, 4), pick(random, [1, 2, 3]));
        const b = r(nonZero(random, -8, 8));
        const [a1, a2] = twoDifferent(random, -4, 5);
        const x1 = r(a1 * Number(s.d));
        const x2 = r(a2 * Number(s.d));
        const p1: Point = [x1, Q.add(Q.mul(s, x1), b)];
        const p2: Point = [x2, Q.add(Q.mul(s, x2), b)];
        need(!Q.isZero(x1) && !Q.eq(Q.abs(s), Q.ONE), "want a nonzero first x and a real slope");
        const eqOf = (slope: Rational, intercept: Rational): MathValue => ({
          t: "poly",
          p: poly(intercept, slope),
          lhs: "y",
        });
        const through = (slope: Rational) => Q.sub(p1[1], Q.mul(slope, p1[0]));
        return {
          spec: { kind: "linear-through", p1, p2, ask: "equation" },
          stem: `Which equation represents the line in the ${m("xy")}-plane that passes through the points ${m(`(${L(p1[0])}, ${L(p1[1])})`)} and ${m(`(${L(p2[0])}, ${L(p2[1])})`)}?`,
          key: eqOf(s, b),
          work: `The slope is ${m(`\\frac{${L(p2[1])} - ${paren(p1[1])}}{${L(p2[0])} - ${paren(p1[0])}} = ${L(s)}`)}. Using ${m(`(${L(p1[0])}, ${L(p1[1])})`)}: ${m(`${L(p1[1])} = ${L(s)}(${L(p1[0])}) + b`)}, so ${m(`b = ${L(b)}`)}.`,
          wrong: [
            {
              value: eqOf(Q.inv(s), through(Q.inv(s))),
              why: `uses the change in ${m("x")} over the change in ${m("y")}, the reciprocal of the slope.`,
            },
            {
              value: eqOf(s, Q.add(p1[1], Q.mul(s, p1[0]))),
              why: `has the right slope, but its intercept comes from a sign error when solving for ${m("b")}.`,
            },
            {
              value: eqOf(Q.neg(s), through(Q.neg(s))),
              why: `has the wrong sign on the slope: it subtracts the coordinates in opposite orders.`,
            },
            {
              value: eqOf(s, Q.sub(p1[0], Q.mul(s, p1[1]))),
              why: `has the right slope, but its intercept comes from swapping the coordinates of ${m(`(${L(p1[0])}, ${L(p1[1])})`)}.`,
            },
          ],
        };
      }
      case 7:
      case 8:
      case 9:
      case 12: {
        const relation = level === 7 ? "parallel" : "perpendicular";
        const a = int(random, 1, 6);
        const b = nonZero(random, -6, 6);
        need(Math.abs(a) !== Math.abs(b), "slope ±1");
        need(level !== 9 || (Math.abs(a) > 1 && Math.abs(b) > 1), "want fractions");
        const c = nonZero(random, -15, 15);
        const eq = line(a, b, c);
        const given = r(-a, b);
        const slope = relation === "parallel" ? given : Q.neg(Q.inv(given));
        const other = relation === "parallel" ? Q.neg(Q.inv(given)) : given;
        const px = r(nonZero(random, -4, 4) * (level === 9 ? 1 : Number(slope.d)));
        const py = r(nonZero(random, -8, 8));
        const through: Point = [px, py];
        const intercept = Q.sub(py, Q.mul(slope, px));
        const pointText = m(`(${L(px)}, ${L(py)})`);
        const intro = `Line ${m("\\ell")} in the ${m("xy")}-plane is ${relation} to the line with equation ${m(lineStdLatex(eq))} and passes through the point ${pointText}.`;
        const slopeWork =
          relation === "parallel"
            ? `The given line has slope ${m(L(given))}, and parallel lines have equal slopes.`
            : `The given line has slope ${m(L(given))}; a perpendicular line has the negative reciprocal slope, ${m(L(slope))}.`;
        const interceptWork = `Then ${m(`${L(py)} = ${L(slope)}(${L(px)}) + b`)} gives ${m(`b = ${L(intercept)}`)}.`;
        const yInt = (sl: Rational) => Q.sub(py, Q.mul(sl, px));
        if (level === 12) {
          need(!Q.isZero(intercept), "passes through the origin");
          const xInt = Q.neg(Q.div(intercept, slope));
          return {
            spec: { kind: "line-relative", line: eq, relation, through, ask: "x-intercept" },
            stem: `${intro} At what value of ${m("x")} does line ${m("\\ell")} cross the ${m("x")}-axis?`,
            key: num(xInt),
            work: `${slopeWork} ${interceptWork} Setting ${m("y = 0")}: ${m(`0 = ${L(slope)}x ${Q.sign(intercept) < 0 ? "-" : "+"} ${L(Q.abs(intercept))}`)}, so ${m(`x = ${L(xInt)}`)}.`,
            wrong: [
              w(
                intercept,
                `is where line ${m("\\ell")} crosses the ${m("y")}-axis, not the ${m("x")}-axis.`,
              ),
              w(
                Q.neg(Q.div(yInt(other), other)),
                `uses the slope ${m(L(other))}, which makes a parallel line, not a perpendicular one.`,
              ),
              w(
                Q.div(intercept, slope),
                `has the wrong sign: it comes from a sign slip when solving ${m("0 = mx + b")}.`,
              ),
              w(
                Q.neg(Q.div(yInt(Q.inv(given)), Q.inv(given))),
                `uses the reciprocal slope ${m(L(Q.inv(given)))} without changing its sign.`,
              ),
            ],
          };
        }
        return {
          spec: { kind: "line-relative", line: eq, relation, through, ask: "y-intercept" },
          stem: `${intro} What is the ${m("y")}-coordinate of the ${m("y")}-intercept of line ${m("\\ell")}?`,
          key: num(intercept),
          work: `${slopeWork} ${interceptWork}`,
          wrong: [
            w(
              yInt(other),
              `uses the slope ${m(L(other))}, which makes ${relation === "parallel" ? "a perpendicular" : "a parallel"} line, not a ${relation} one.`,
            ),
            w(
              Q.add(py, Q.mul(slope, px)),
              `comes from a sign slip when solving for the intercept: ${m(L(py))} plus, not minus, ${m(`${L(slope)}(${L(px)})`)}.`,
            ),
            w(r(c, b), `is the ${m("y")}-intercept of the given line, not of line ${m("\\ell")}.`),
            w(
              yInt(relation === "parallel" ? Q.inv(given) : Q.inv(given)),
              `uses the reciprocal slope ${m(L(Q.inv(given)))}${relation === "perpendicular" ? " without changing its sign" : ", which is not the slope of a parallel line"}.`,
            ),
          ],
        };
      }
      case 10:
      case 11: {
        const relation = level === 10 ? "parallel" : "perpendicular";
        const b = nonZero(random, -6, 6);
        need(Math.abs(b) > 1, "want a real coefficient");
        const c = nonZero(random, -20, 20);
        const x1 = int(random, -4, 4);
        const y1 = int(random, -6, 6);
        const run = int(random, 1, 5) * plusMinus(random);
        const rise = nonZero(random, -8, 8);
        need(Math.abs(rise) !== Math.abs(run), "slope ±1");
        const p1: Point = [r(x1), r(y1)];
        const p2: Point = [r(x1 + run), r(y1 + rise)];
        const s = r(rise, run);
        const k = relation === "parallel" ? Q.mul(r(-b), s) : Q.div(r(b), s);
        const target = relation === "parallel" ? s : Q.neg(Q.inv(s));
        const eqText = `kx ${b < 0 ? "-" : "+"} ${Math.abs(b)}y = ${c}`;
        return {
          spec: { kind: "line-parameter", b: r(b), c: r(c), relation, p1, p2 },
          stem: `In the ${m("xy")}-plane, the line with equation ${m(eqText)}, where ${m("k")} is a constant, is ${relation} to the line through the points ${m(`(${x1}, ${y1})`)} and ${m(`(${x1 + run}, ${y1 + rise})`)}. What is the value of ${m("k")}?`,
          key: num(k),
          work: `The line through the points has slope ${m(ratioLatex(rise, run))}. The line ${m(eqText)} has slope ${m(`-\\frac{k}{${b}}`)}. ${relation === "parallel" ? "Parallel lines have equal slopes" : "Perpendicular slopes are negative reciprocals"}, so ${m(`-\\frac{k}{${b}} = ${L(target)}`)} and ${m(`k = ${L(k)}`)}.`,
          wrong: [
            w(
              Q.neg(k),
              `has the wrong sign: the slope of ${m(eqText)} is ${m(`-\\frac{k}{${b}}`)}, not ${m(`\\frac{k}{${b}}`)}.`,
            ),
            w(target, `is the slope the line must have, not the value of ${m("k")}.`),
            w(
              relation === "parallel" ? Q.div(r(b), s) : Q.mul(r(-b), s),
              `comes from using the ${relation === "parallel" ? "perpendicular" : "parallel"} condition instead of the ${relation} one.`,
            ),
            w(
              Q.mul(r(b), target),
              `comes from forgetting the minus sign in the slope ${m(`-\\frac{k}{${b}}`)}.`,
            ),
          ],
        };
      }
      default:
        throw new RangeError(`lin2: no level ${level}`);
    }
  },
};

export const linearTwoVariableTemplates = [lin2];
