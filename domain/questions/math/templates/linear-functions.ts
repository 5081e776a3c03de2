// Algebra · linear functions: evaluating, slope from two points, solving f(x) = k, building a
// model from a context, rate of change, intercepts, shifted functions, and lines known from two
// of their values.
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
import { evalP, poly, polyLatex } from "../poly.ts";
import * as Q from "../rational.ts";
import type { Rational } from "../rational.ts";
import { m, num, type MathValue } from "../values.ts";
import { affine, affineLatex, D, kx, L, ml, r, signed } from "./common.ts";

const w = (value: Rational | number, why: string, f?: "decimal"): Wrong => ({
  value: num(value, f),
  why,
});

/** "f(x) = 3x - 4" style definitions. */
const fDef = (name: string, slope: Rational | number, intercept: Rational | number, v = "x") =>
  m(`${name}(${v}) = ${affineLatex(slope, intercept, v)}`);

const models = [
  {
    dir: -1 as const,
    start: [20, 40] as const,
    rate: [3, 5] as const,
    den: 2, // 1.5–2.5
    text: (s: string, rt: string) =>
      `A candle is ${s} centimeters tall when it is lit, and it burns down ${rt} centimeters per hour. Which function gives the height ${m("h(t)")}, in centimeters, of the candle ${m("t")} hours after it is lit?`,
    name: "h(t)",
    v: "t",
  },
  {
    dir: -1 as const,
    start: [300, 500] as const,
    rate: [15, 29] as const,
    den: 1,
    text: (s: string, rt: string) =>
      `A tank holds ${s} liters of water. It is drained at a constant rate of ${rt} liters per minute. Which function gives the amount of water ${m("A(t)")}, in liters, left in the tank ${m("t")} minutes after draining starts?`,
    name: "A(t)",
    v: "t",
  },
  {
    dir: 1 as const,
    start: [4, 12] as const,
    rate: [3, 7] as const,
    den: 2,
    text: (s: string, rt: string) =>
      `A seedling is ${s} centimeters tall and grows ${rt} centimeters per week. Which function gives its height ${m("h(w)")}, in centimeters, ${m("w")} weeks from now?`,
    name: "h(w)",
    v: "w",
  },
  {
    dir: 1 as const,
    start: [60, 180] as const,
    rate: [15, 35] as const,
    den: 1,
    text: (s: string, rt: string) =>
      `Priya has ${s} dollars saved and adds ${rt} dollars to her savings each week. Which function gives her savings ${m("S(w)")}, in dollars, after ${m("w")} weeks?`,
    name: "S(w)",
    v: "w",
  },
];

const changes = [
  {
    make: (random: () => number) => ({ b: r(int(random, 40, 90)), s: r(int(random, 30, 75)) }),
    text: (def: string, dx: string) =>
      `The function ${def} gives the cost, in dollars, of a repair job that takes ${m("h")} hours. According to the function, by how many dollars does the cost increase when a job takes ${dx} more hours?`,
    name: "C",
    v: "h",
    unit: "hours",
  },
  {
    make: (random: () => number) => ({ b: r(int(random, 10, 22)), s: r(int(random, 3, 9), 2) }),
    text: (def: string, dx: string) =>
      `During a lab experiment, the temperature of a liquid ${m("m")} minutes after heating starts is ${def} degrees Celsius. According to the function, by how many degrees does the temperature rise in ${dx} minutes?`,
    name: "T",
    v: "m",
    unit: "minutes",
  },
  {
    make: (random: () => number) => ({ b: r(int(random, 70, 95)), s: r(int(random, 4, 9)) }),
    text: (def: string, dx: string) =>
      `The height, in centimeters, of a stack of ${m("n")} stacking chairs is ${def}. According to the function, how many centimeters taller is the stack when ${dx} more chairs are added?`,
    name: "H",
    v: "n",
    unit: "chairs",
  },
];

const lfn: MathTemplate = {
  id: "lfn",
  domain: "algebra",
  skill: "linear_functions",
  levels: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  a: 1.4,
  make(random, level): Draft {
    switch (level) {
      case 1: {
        const slope = nonZero(random, -6, 8);
        const b = nonZero(random, -12, 12);
        const x0 = nonZero(random, -5, 6);
        const value = slope * x0 + b;
        return {
          spec: { kind: "evaluate", f: affine(slope, b), at: r(x0) },
          stem: `The function ${m("f")} is defined by ${fDef("f", slope, b)}. What is the value of ${m(`f(${x0})`)}?`,
          key: num(value),
          work: `Substitute ${ml(x0)} for ${m("x")}: ${m(`f(${x0}) = ${slope}(${x0})${signed(b)} = ${slope * x0}${signed(b)} = ${value}`)}.`,
          wrong: [
            w(slope * x0 - b, `comes from using the wrong sign for the constant term ${ml(b)}.`),
            w(
              b * x0 + slope,
              `comes from mixing up the coefficient of ${m("x")} and the constant term.`,
            ),
            w(
              slope * (x0 + b),
              `comes from adding ${ml(b)} to ${ml(x0)} before multiplying by ${ml(slope)}.`,
            ),
            w(
              slope + x0 + b,
              `comes from adding ${ml(x0)} to the coefficient instead of multiplying.`,
            ),
          ],
        };
      }
      case 2: {
        const x1 = int(random, -4, 5);
        const run = nonZero(random, -6, 6);
        const s = pick(random, [r(nonZero(random, -5, 5)), r(nonZero(random, -5, 5), 2)]);
        need(Q.isInteger(Q.mul(s, r(run))), "rise not whole");
        const y1 = int(random, -6, 9);
        const x2 = x1 + run;
        const y2 = Q.add(r(y1), Q.mul(s, r(run)));
        const rise = Q.sub(y2, r(y1));
        need(!Q.isZero(rise), "flat line");
        const p1 = [r(x1), r(y1)] as const;
        const p2 = [r(x2), y2] as const;
        return {
          spec: { kind: "slope", p1, p2 },
          stem: `In the ${m("xy")}-plane, a line passes through the points ${m(`(${x1}, ${y1})`)} and ${m(`(${x2}, ${L(y2)})`)}. What is the slope of the line?`,
          key: num(s),
          work: `The slope is the change in ${m("y")} divided by the change in ${m("x")}: ${m(`\\frac{${L(y2)} - ${y1 < 0 ? `(${y1})` : y1}}{${x2} - ${x1 < 0 ? `(${x1})` : x1}} = \\frac{${L(rise)}}{${run}} = ${L(s)}`)}.`,
          wrong: [
            w(
              Q.inv(s),
              `is the change in ${m("x")} divided by the change in ${m("y")} (run over rise), the reciprocal of the slope.`,
            ),
            w(
              Q.neg(s),
              `comes from subtracting the ${m("y")}-values and the ${m("x")}-values in opposite orders.`,
            ),
            w(
              rise,
              `is the change in ${m("y")}; it comes from forgetting to divide by the change in ${m("x")}.`,
            ),
            ...(x1 + x2 === 0
              ? []
              : [
                  w(
                    Q.div(Q.add(y2, r(y1)), r(x1 + x2)),
                    `comes from adding the coordinates instead of subtracting them.`,
                  ),
                ]),
          ],
        };
      }
      case 3: {
        const slope = nonZero(random, -5, 7);
        need(Math.abs(slope) !== 1, "trivial slope");
        const b = nonZero(random, -10, 10);
        const x = nonZero(random, -6, 9);
        const k = slope * x + b;
        return {
          spec: { kind: "equation", lhs: affine(slope, b), rhs: affine(0, k), ask: "solution" },
          stem: `The function ${m("f")} is defined by ${fDef("f", slope, b)}. For what value of ${m("x")} does ${m(`f(x) = ${k}`)}?`,
          key: num(x),
          work: `Solve ${m(`${affineLatex(slope, b)} = ${k}`)}: ${m(`${kx(slope)} = ${k - b}`)}, so ${m(`x = ${x}`)}.`,
          wrong: [
            w(
              slope * k + b,
              `is ${m(`f(${k})`)}; it comes from putting ${ml(k)} in for ${m("x")} instead of solving ${m(`f(x) = ${k}`)}.`,
            ),
            w(
              r(k + b, slope),
              `comes from moving ${ml(b)} to the other side without changing its sign.`,
            ),
            w(k - b, `comes from forgetting to divide by ${ml(slope)}.`),
            w(
              Q.sub(r(k, slope), r(b)),
              `comes from dividing only ${ml(k)} by ${ml(slope)} before subtracting ${ml(b)}.`,
            ),
          ],
        };
      }
      case 4: {
        const ctx = pick(random, models);
        const start = r(int(random, ctx.start[0], ctx.start[1]));
        const rate = r(int(random, ctx.rate[0], ctx.rate[1]), ctx.den);
        need(!Q.eq(rate, start), "rate equals start");
        const model = (p: ReturnType<typeof poly>): MathValue => ({
          t: "poly",
          p,
          v: ctx.v,
          lhs: ctx.name,
          style: "model",
        });
        const d = r(ctx.dir);
        return {
          spec: { kind: "linear-model", start, rate, direction: ctx.dir },
          stem: ctx.text(m(D(start)), m(D(rate))),
          key: model(poly(start, Q.mul(d, rate))),
          work: `The starting amount, ${m(D(start))}, is the value at ${m(`${ctx.v} = 0`)}, and the amount ${ctx.dir < 0 ? "goes down" : "goes up"} by ${m(D(rate))} for each 1 added to ${m(ctx.v)}, so the rate ${m(D(Q.mul(d, rate)))} multiplies ${m(ctx.v)}.`,
          wrong: [
            {
              value: model(poly(start, Q.mul(Q.neg(d), rate))),
              why: `has the wrong sign on the rate: the amount ${ctx.dir < 0 ? "decreases" : "increases"} over time.`,
            },
            {
              value: model(poly(rate, Q.mul(d, start))),
              why: `swaps the starting amount and the rate of change.`,
            },
            {
              value: model(poly(0, Q.add(start, Q.mul(d, rate)))),
              why: `comes from combining the two numbers and multiplying the result by ${m(ctx.v)}.`,
            },
            {
              value: model(poly(Q.mul(d, rate), start)),
              why: `swaps the starting amount and the rate, and puts the sign on the wrong number.`,
            },
          ],
        };
      }
      case 5:
      case 8:
      case 10:
      case 11:
      case 12: {
        // A linear function known from two of its values.
        const fractional = level === 8 || level >= 11;
        const s = fractional
          ? r(nonZero(random, -7, 7), int(random, 2, 4))
          : r(nonZero(random, -6, 6));
        need(!Q.isInteger(s) || !fractional, "want a fractional slope");
        const b = level === 12 ? r(nonZero(random, -15, 15), 2) : r(nonZero(random, -12, 12));
        const f = (x: Rational) => Q.add(Q.mul(s, x), b);
        const [a1, a2] = twoDifferent(random, -6, 8);
        const x1 = r(a1 * Number(s.d));
        const x2 = r(a2 * Number(s.d));
        const y1 = f(x1);
        const y2 = f(x2);
        const p1 = [x1, y1] as const;
        const p2 = [x2, y2] as const;
        need(level === 5 || (!Q.isZero(x1) && !Q.isZero(x2)), "a given point is the intercept");
        const given = `${m(`f(${L(x1)}) = ${L(y1)}`)} and ${m(`f(${L(x2)}) = ${L(y2)}`)}`;
        const slopeWork = `The slope is ${m(`\\frac{${L(y2)} - ${y1.n < 0n ? `(${L(y1)})` : L(y1)}}{${L(x2)} - ${x1.n < 0n ? `(${L(x1)})` : L(x1)}} = ${L(s)}`)}, and ${m(`f(0) = ${L(y1)} - ${Q.sign(s) < 0 ? `(${L(s)})` : L(s)}(${L(x1)}) = ${L(b)}`)}, so ${m(`f(x) = ${affineLatex(s, b)}`)}.`;
        if (level === 5) {
          const x3 = int(random, -5, 10);
          need(x3 !== a1 && x3 !== a2 && !Q.isZero(x1), "repeat or zero");
          const x3r = r(x3);
          const slip = Q.inv(s);
          return {
            spec: { kind: "linear-through", p1, p2, ask: { at: x3r } },
            stem: `For the linear function ${m("f")}, ${given}. What is the value of ${m(`f(${x3})`)}?`,
            key: num(f(x3r)),
            work: `${slopeWork} Then ${m(`f(${x3}) = ${L(f(x3r))}`)}.`,
            wrong: [
              w(
                Q.mul(s, x3r),
                `comes from using only the slope, ${m(`${L(s)} \\cdot ${x3 < 0 ? `(${x3})` : x3}`)}, and leaving out the constant term ${m(L(b))}.`,
              ),
              w(
                Q.mul(Q.div(y1, x1), x3r),
                `comes from assuming ${m("f")} is proportional (that its graph passes through the origin).`,
              ),
              w(
                Q.add(Q.mul(slip, Q.sub(x3r, x1)), y1),
                `comes from using the change in ${m("x")} over the change in ${m("y")} as the slope.`,
              ),
              w(
                Q.sub(y1, Q.mul(s, Q.sub(x3r, x1))),
                `comes from moving from ${m(`x = ${L(x1)}`)} in the wrong direction (a sign error with the slope).`,
              ),
            ],
          };
        }
        if (level === 8) {
          const target = Q.add(b, Q.mul(s, r(int(random, -6, 9) * Number(s.d))));
          const xT = Q.div(Q.sub(target, b), s);
          need(!Q.eq(xT, x1) && !Q.eq(xT, x2), "target is a given point");
          return {
            spec: { kind: "linear-through", p1, p2, ask: { valueIs: target } },
            stem: `For the linear function ${m("f")}, ${given}. For what value of ${m("x")} does ${m(`f(x) = ${L(target)}`)}?`,
            key: num(xT),
            work: `${slopeWork} Solve ${m(`${affineLatex(s, b)} = ${L(target)}`)}: ${m(`x = ${L(xT)}`)}.`,
            wrong: [
              w(
                f(target),
                `is ${m(`f(${L(target)})`)}; it comes from putting ${m(L(target))} in for ${m("x")} instead of solving.`,
              ),
              w(
                Q.div(Q.add(target, b), s),
                `comes from moving the constant term ${m(L(b))} without changing its sign.`,
              ),
              w(
                Q.mul(Q.sub(target, b), s),
                `comes from multiplying by the slope instead of dividing by it.`,
              ),
              w(Q.neg(xT), `has the wrong sign.`),
            ],
          };
        }
        const xInt = Q.neg(Q.div(b, s));
        need(!Q.eq(xInt, x1) && !Q.eq(xInt, x2), "intercept is a given point");
        return {
          spec: { kind: "linear-through", p1, p2, ask: "x-intercept" },
          stem: `For the linear function ${m("f")}, ${given}. The graph of ${m("y = f(x)")} in the ${m("xy")}-plane crosses the ${m("x")}-axis at ${m("(a, 0)")}. What is the value of ${m("a")}?`,
          key: num(xInt),
          work: `${slopeWork} The graph crosses the ${m("x")}-axis where ${m("f(x) = 0")}: ${m(`${affineLatex(s, b)} = 0`)}, so ${m(`x = ${L(xInt)}`)}.`,
          wrong: [
            w(b, `is the ${m("y")}-intercept, ${m("f(0)")}, not the ${m("x")}-intercept.`),
            w(
              Q.div(b, s),
              `has the wrong sign: it comes from moving ${m(L(b))} without changing its sign.`,
            ),
            w(Q.neg(Q.mul(b, s)), `comes from multiplying by the slope instead of dividing by it.`),
            w(
              Q.neg(Q.div(s, b)),
              `comes from dividing the slope by the constant term instead of the other way around.`,
            ),
          ],
        };
      }
      case 6: {
        const ctx = pick(random, changes);
        const { b, s } = ctx.make(random);
        const dx = r(int(random, 2, 6));
        const def = m(`${ctx.name}(${ctx.v}) = ${D(b)} + ${D(s)}${ctx.v}`);
        return {
          spec: { kind: "linear-change", slope: s, intercept: b, dx },
          stem: ctx.text(def, m(D(dx))),
          key: num(Q.mul(s, dx), "decimal"),
          work: `Each increase of 1 in ${m(ctx.v)} adds ${m(D(s))}, so an increase of ${m(D(dx))} adds ${m(`${D(s)} \\cdot ${D(dx)} = ${D(Q.mul(s, dx))}`)}. The ${m(D(b))} does not change.`,
          wrong: [
            w(
              Q.add(b, Q.mul(s, dx)),
              `is ${m(`${ctx.name}(${D(dx)})`)}, the whole value when ${m(`${ctx.v} = ${D(dx)}`)}, not the increase.`,
              "decimal",
            ),
            w(s, `is the increase for 1 more, not for ${m(D(dx))} more.`, "decimal"),
            w(
              Q.mul(Q.add(b, s), dx),
              `comes from multiplying both numbers in the function by ${m(D(dx))}; the ${m(D(b))} is fixed.`,
              "decimal",
            ),
            w(
              Q.mul(b, dx),
              `comes from multiplying the fixed amount instead of the rate by ${m(D(dx))}.`,
              "decimal",
            ),
          ],
        };
      }
      case 7: {
        const s = r(nonZero(random, -5, 5), int(random, 2, 5));
        need(!Q.isInteger(s), "want a fraction");
        const xInt = r(nonZero(random, -6, 6) * Number(s.d));
        const b = Q.neg(Q.mul(s, xInt));
        return {
          spec: { kind: "equation", lhs: affine(s, b), rhs: affine(0, 0), ask: "solution" },
          stem: `The function ${m("f")} is defined by ${m(`f(x) = ${affineLatex(s, b)}`)}. At what value of ${m("x")} does the graph of ${m("y = f(x)")} cross the ${m("x")}-axis?`,
          key: num(xInt),
          work: `The graph crosses the ${m("x")}-axis where ${m("f(x) = 0")}: ${m(`${affineLatex(s, b)} = 0`)}, so ${m(`${kx(s)} = ${L(Q.neg(b))}`)} and ${m(`x = ${L(xInt)}`)}.`,
          wrong: [
            w(b, `is the ${m("y")}-intercept, where the graph crosses the ${m("y")}-axis.`),
            w(
              Q.neg(xInt),
              `has the wrong sign: it comes from moving ${m(L(b))} without changing its sign.`,
            ),
            w(
              Q.neg(Q.mul(b, s)),
              `comes from multiplying by ${m(L(s))} instead of dividing by it.`,
            ),
            w(
              Q.neg(Q.div(s, b)),
              `comes from dividing ${m(L(s))} by the constant term instead of the other way around.`,
            ),
          ],
        };
      }
      case 9: {
        const s = nonZero(random, -5, 5);
        const b = nonZero(random, -9, 9);
        const h = nonZero(random, -5, 5);
        const k = nonZero(random, -8, 8);
        const f = poly(b, s);
        const g0 = s * -h + b + k;
        return {
          spec: { kind: "shift", f, h: r(h), k: r(k), ask: "y-intercept" },
          stem: `The function ${m("f")} is defined by ${m(`f(x) = ${polyLatex(f)}`)}, and the function ${m("g")} is defined by ${m(`g(x) = f(${affineLatex(1, -h)})${signed(k)}`)}. What is the ${m("y")}-coordinate of the ${m("y")}-intercept of the graph of ${m("y = g(x)")}?`,
          key: num(g0),
          work: `The ${m("y")}-intercept is ${m("g(0)")}: ${m(`g(0) = f(${-h})${signed(k)} = ${L(evalP(f, -h))}${signed(k)} = ${g0}`)}.`,
          wrong: [
            w(
              s * h + b + k,
              `comes from evaluating ${m("f")} at ${ml(h)} instead of ${ml(-h)} (the shift's sign).`,
            ),
            w(
              b + k,
              `comes from ignoring the ${m(affineLatex(1, -h))} inside ${m("f")} and adding ${ml(k)} to ${m("f(0)")}.`,
            ),
            w(
              s * -h + b - k,
              `comes from shifting the graph the wrong way vertically: ${m(`g(x) = f(${affineLatex(1, -h)})${signed(k)}`)} moves the graph ${k > 0 ? "up" : "down"}.`,
            ),
            w(b, `is the ${m("y")}-intercept of ${m("f")}, not of ${m("g")}.`),
          ],
        };
      }
      default:
        throw new RangeError(`lfn: no level ${level}`);
    }
  },
};

export const linearFunctionTemplates = [lfn];
