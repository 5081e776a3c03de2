// Advanced Math · nonlinear functions: quadratic functions (quadfn), exponential functions and
// models (expfn), and function notation and composition (fnc).
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
  bare,
  constant,
  evalP,
  exprLatex,
  lin,
  mulP,
  poly,
  polyLatex,
  scaleP,
  term,
  type Expr,
} from "../poly.ts";
import * as Q from "../rational.ts";
import type { Rational } from "../rational.ts";
import { m, num, pair, pct, type MathValue } from "../values.ts";
import { D, kx, L, ml, r } from "./common.ts";

const w = (value: Rational | number, why: string, f?: "decimal"): Wrong => ({
  value: num(value, f),
  why,
});
const wpair = (x: Rational | number, y: Rational | number, why: string): Wrong => ({
  value: pair(x, y),
  why,
});
const paren = (v: number | Rational) => {
  const x = typeof v === "number" ? r(v) : v;
  return Q.sign(x) < 0 ? `(${L(x)})` : L(x);
};

export const quadfn: MathTemplate = {
  id: "quadfn",
  domain: "advanced_math",
  skill: "nonlinear_functions",
  levels: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  a: 1.3,
  make(random, level): Draft {
    switch (level) {
      case 1: {
        const a = int(random, 1, 4);
        const b = nonZero(random, -6, 6);
        const c = nonZero(random, -9, 9);
        const x0 = -int(random, 2, 5);
        const f = poly(c, b, a);
        const value = a * x0 * x0 + b * x0 + c;
        return {
          spec: { kind: "evaluate", f: [bare(f)], at: r(x0) },
          stem: `The function ${m("f")} is defined by ${m(`f(x) = ${polyLatex(f)}`)}. What is the value of ${m(`f(${x0})`)}?`,
          key: num(value),
          work: `Substitute ${ml(x0)}: ${m(`f(${x0}) = ${a === 1 ? "" : a}(${x0})^{2} ${b < 0 ? "-" : "+"} ${Math.abs(b)}(${x0}) ${c < 0 ? "-" : "+"} ${Math.abs(c)} = ${a * x0 * x0} ${b * x0 < 0 ? "-" : "+"} ${Math.abs(b * x0)} ${c < 0 ? "-" : "+"} ${Math.abs(c)} = ${value}`)}.`,
          wrong: [
            w(
              -a * x0 * x0 + b * x0 + c,
              `comes from computing ${m(`(${x0})^{2}`)} as ${ml(-x0 * x0)}; the square of a negative number is positive.`,
            ),
            w(a * x0 * x0 - b * x0 + c, `uses the wrong sign for the ${m(kx(b))} term.`),
            w(2 * a * x0 + b * x0 + c, `doubles ${ml(x0)} instead of squaring it.`),
            ...(a > 1
              ? [
                  w(
                    a * a * x0 * x0 + b * x0 + c,
                    `squares the coefficient ${ml(a)} along with ${ml(x0)}.`,
                  ),
                ]
              : []),
          ],
        };
      }
      case 2: {
        const a = pick(random, [1, 2, 3, -1, -2]);
        const h = nonZero(random, -7, 7);
        const k = nonZero(random, -9, 9);
        need(Math.abs(h) !== Math.abs(k), "ambiguous swap");
        const f: Expr = [term(a, { p: lin(1, -h), e: 2 }), constant(k)];
        return {
          spec: { kind: "vertex", f, ask: "vertex" },
          stem: `In the ${m("xy")}-plane, what is the vertex of the graph of ${m(`y = ${exprLatex(f)}`)}?`,
          key: pair(h, k),
          work: `In the form ${m("y = a(x - h)^{2} + k")}, the vertex is ${m("(h, k)")}. Here ${m(`x - h = ${polyLatex(lin(1, -h))}`)}, so ${m(`h = ${h}`)}, and ${m(`k = ${k}`)}: the vertex is ${m(`(${h}, ${k})`)}.`,
          wrong: [
            wpair(
              -h,
              k,
              `has the wrong sign on the ${m("x")}-coordinate: ${m(polyLatex(lin(1, -h)))} is zero at ${m(`x = ${h}`)}.`,
            ),
            wpair(h, -k, `has the wrong sign on the ${m("y")}-coordinate.`),
            wpair(-h, -k, `has the wrong sign on both coordinates.`),
            wpair(k, h, `swaps the coordinates of the vertex.`),
          ],
        };
      }
      case 3: {
        const [p, q] = twoDifferent(random, 1, 9);
        const f: Expr = [term(1, lin(1, -p), lin(1, q))];
        const key = pick(random, [p, -q]);
        const roots = [p, -q];
        return {
          spec: { kind: "zeros", f },
          stem: `The function ${m("f")} is defined by ${m(`f(x) = ${exprLatex(f)}`)}. Which of the following is an ${m("x")}-intercept of the graph of ${m("y = f(x)")} in the ${m("xy")}-plane?`,
          key: pair(key, 0),
          work: `The graph crosses the ${m("x")}-axis where ${m("f(x) = 0")}: ${m(`x = ${p}`)} or ${m(`x = ${-q}`)}. So the ${m("x")}-intercepts are ${m(`(${p}, 0)`)} and ${m(`(${-q}, 0)`)}.`,
          wrong: [
            wpair(
              -p,
              0,
              `comes from a sign error: ${m(polyLatex(lin(1, -p)))} is zero at ${m(`x = ${p}`)}.`,
            ),
            wpair(
              q,
              0,
              `comes from a sign error: ${m(polyLatex(lin(1, q)))} is zero at ${m(`x = ${-q}`)}.`,
            ),
            wpair(
              0,
              -p * q,
              `is the ${m("y")}-intercept, ${m(`(0, f(0))`)}, not an ${m("x")}-intercept.`,
            ),
          ].filter(
            (c) =>
              !(
                c.value.t === "pair" &&
                Q.isZero(c.value.y) &&
                roots.some((x) => Q.eq(r(x), (c.value as { x: Rational }).x))
              ),
          ),
        };
      }
      case 4: {
        const a = int(random, 1, 4);
        const h = nonZero(random, -7, 7);
        const k = nonZero(random, -9, 9);
        need(Math.abs(h) !== Math.abs(k), "ambiguous");
        const f: Expr = [term(a, { p: lin(1, -h), e: 2 }), constant(k)];
        return {
          spec: { kind: "vertex", f, ask: "min" },
          stem: `The function ${m("f")} is defined by ${m(`f(x) = ${exprLatex(f)}`)}. What is the minimum value of ${m("f(x)")}?`,
          key: num(k),
          work: `${m(`${a === 1 ? "" : a}(${polyLatex(lin(1, -h))})^{2}`)} is never negative and is ${ml(0)} when ${m(`x = ${h}`)}, so the least value of ${m("f(x)")} is ${ml(k)}.`,
          wrong: [
            w(
              h,
              `is where the minimum happens (the ${m("x")}-coordinate of the vertex), not the minimum value.`,
            ),
            w(-k, `has the wrong sign.`),
            w(a * h * h + k, `is ${m("f(0)")}, the ${m("y")}-intercept.`),
            w(-h, `is the opposite of the ${m("x")}-coordinate of the vertex.`),
          ],
        };
      }
      case 5:
      case 6: {
        const a = nonZero(random, level === 6 ? 1 : -3, 4);
        const h = nonZero(random, -6, 6);
        const c = nonZero(random, -12, 12);
        const b = -2 * a * h;
        const f = poly(c, b, a);
        const k = Q.toInt(evalP(f, h));
        const vertexWork = `The vertex is at ${m(`x = -\\frac{b}{2a} = -\\frac{${b}}{2${a < 0 ? `(${a})` : `(${a})`}} = ${h}`)}`;
        if (level === 5) {
          return {
            spec: { kind: "vertex", f: [bare(f)], ask: "x" },
            stem: `The function ${m("f")} is defined by ${m(`f(x) = ${polyLatex(f)}`)}. What is the ${m("x")}-coordinate of the vertex of the graph of ${m("y = f(x)")}?`,
            key: num(h),
            work: `${vertexWork}.`,
            wrong: [
              w(-h, `leaves out the minus sign in ${m("-\\frac{b}{2a}")}.`),
              w(r(-b, a), `divides by ${m("a")} instead of ${m("2a")}.`),
              w(k, `is the ${m("y")}-coordinate of the vertex, ${m(`f(${h})`)}.`),
              w(c, `is the ${m("y")}-intercept of the graph.`),
            ],
          };
        }
        return {
          spec: { kind: "vertex", f: [bare(f)], ask: "min" },
          stem: `The function ${m("f")} is defined by ${m(`f(x) = ${polyLatex(f)}`)}. What is the minimum value of ${m("f(x)")}?`,
          key: num(k),
          work: `${vertexWork}, and the minimum value is ${m(`f(${h}) = ${k}`)}.`,
          wrong: [
            w(h, `is the ${m("x")}-value where the minimum happens, not the minimum value.`),
            w(c, `is ${m("f(0)")}, the ${m("y")}-intercept.`),
            w(
              Q.toInt(evalP(f, -h)),
              `is ${m(`f(${-h})`)}; it comes from leaving out the minus sign in ${m("-\\frac{b}{2a}")}.`,
            ),
            w(-k, `has the wrong sign.`),
          ],
        };
      }
      case 7: {
        const metric = random() < 0.5;
        const g = metric ? 5 : 16;
        const tTop = pick(
          random,
          metric ? [r(1), r(3, 2), r(2), r(5, 2), r(3)] : [r(1), r(3, 2), r(2), r(5, 2)],
        );
        const v = Q.mul(r(2 * g), tTop);
        const h0 = r(int(random, 2, 40));
        const f = poly(h0, v, -g);
        const top = Q.add(h0, Q.mul(r(g), Q.mul(tTop, tTop)));
        const unit = metric ? "meters" : "feet";
        return {
          spec: { kind: "vertex", f: [bare(f)], ask: "max", v: "t" },
          stem: `A ball is thrown upward from a platform. Its height above the ground, in ${unit}, ${m("t")} seconds after it is thrown is ${m(`h(t) = ${polyLatex(f, "t")}`)}. What is the maximum height of the ball, in ${unit}?`,
          key: num(top, "decimal"),
          work: `The maximum is at the vertex: ${m(`t = -\\frac{${D(v)}}{2(-${g})} = ${D(tTop)}`)}. Then ${m(`h(${D(tTop)}) = ${D(top)}`)}.`,
          wrong: [
            w(tTop, `is the time at which the ball is highest, not the height.`, "decimal"),
            w(h0, `is the starting height, ${m("h(0)")}.`, "decimal"),
            w(Q.sub(top, h0), `leaves out the starting height of ${m(D(h0))} ${unit}.`, "decimal"),
            w(
              Q.add(h0, v),
              `comes from adding the ${m("t")}-coefficient to the starting height.`,
              "decimal",
            ),
          ],
        };
      }
      case 8: {
        const hf = nonZero(random, -5, 5);
        const kf = nonZero(random, -6, 6);
        const f = poly(hf * hf + kf, -2 * hf, 1);
        const h = nonZero(random, -4, 4);
        const k = nonZero(random, -6, 6);
        const xv = hf + h;
        const yv = kf + k;
        return {
          spec: { kind: "shift", f, h: r(h), k: r(k), ask: "vertex" },
          stem: `The function ${m("f")} is defined by ${m(`f(x) = ${polyLatex(f)}`)}, and ${m(`g(x) = f(${polyLatex(lin(1, -h))})${k < 0 ? ` - ${-k}` : ` + ${k}`}`)}. What is the vertex of the graph of ${m("y = g(x)")}?`,
          key: pair(xv, yv),
          work: `Complete the square: ${m(`f(x) = (${polyLatex(lin(1, -hf))})^{2} ${kf < 0 ? "-" : "+"} ${Math.abs(kf)}`)}, so the vertex of ${m("f")} is ${m(`(${hf}, ${kf})`)}. Replacing ${m("x")} with ${m(polyLatex(lin(1, -h)))} moves the graph ${Math.abs(h)} ${h > 0 ? "right" : "left"}, and adding ${ml(k)} moves it ${k > 0 ? "up" : "down"} ${Math.abs(k)}: the vertex of ${m("g")} is ${m(`(${xv}, ${yv})`)}.`,
          wrong: [
            wpair(
              hf - h,
              yv,
              `shifts the graph the wrong way horizontally: ${m(`f(x - h)`)} moves the graph ${m("h")} units to the right.`,
            ),
            wpair(hf, kf, `is the vertex of ${m("f")}, not of ${m("g")}.`),
            wpair(hf - h, kf - k, `shifts the graph the wrong way in both directions.`),
            wpair(xv, kf - k, `shifts the graph the wrong way vertically.`),
          ],
        };
      }
      case 9:
      case 10: {
        const a =
          level === 9 ? nonZero(random, -4, 4) : r(nonZero(random, -5, 5), pick(random, [2, 3, 4]));
        const ar = typeof a === "number" ? r(a) : a;
        need(!Q.isInteger(ar) || level === 9, "want a fraction");
        const h = nonZero(random, -5, 5);
        const k = nonZero(random, -9, 9);
        const d = Number(ar.d) === 4 ? 2 : Number(ar.d) === 3 ? 3 : Number(ar.d);
        const p = h + pick(random, [-1, 1]) * d * int(random, 1, 2);
        const q = Q.add(Q.mul(ar, r((p - h) * (p - h))), r(k));
        need(Q.isInteger(q) && p !== 0 && p !== -h, "want a whole point");
        return {
          spec: { kind: "vertex-fit", h: r(h), k: r(k), point: [r(p), q] },
          stem: `The graph of the quadratic function ${m("f")} in the ${m("xy")}-plane has its vertex at ${m(`(${h}, ${k})`)} and passes through the point ${m(`(${p}, ${L(q)})`)}. If ${m("f(x) = a(x - h)^{2} + k")}, what is the value of ${m("a")}?`,
          key: num(ar),
          work: `With the vertex, ${m(`f(x) = a(${polyLatex(lin(1, -h))})^{2} ${k < 0 ? "-" : "+"} ${Math.abs(k)}`)}. Substituting the point: ${m(`${L(q)} = a(${p - h})^{2} ${k < 0 ? "-" : "+"} ${Math.abs(k)}`)}, so ${m(`${(p - h) * (p - h) === 1 ? "" : (p - h) * (p - h)}a = ${L(Q.sub(q, r(k)))}`)} and ${m(`a = ${L(ar)}`)}.`,
          wrong: [
            w(Q.div(Q.sub(q, r(k)), r(p - h)), `forgets to square ${m(`(${p} - ${paren(h)})`)}.`),
            w(
              Q.div(Q.add(q, r(k)), r((p - h) * (p - h))),
              `adds ${ml(k)} instead of subtracting it.`,
            ),
            w(
              Q.div(Q.sub(q, r(k)), r((p + h) * (p + h))),
              `uses ${m(`(${p} + ${paren(h)})`)} instead of ${m(`(${p} - ${paren(h)})`)}.`,
            ),
            w(Q.div(q, r(p * p)), `ignores the vertex and treats the graph as ${m("y = ax^{2}")}.`),
          ],
        };
      }
      default: {
        // 11–12: zeros r and s and f(0) = y0 give f(x) = a(x − r)(x − s); its extreme value.
        // Zeros mid ± half: a whole midpoint; mid and half of one parity make zr·zs even.
        const mid0 = int(random, -4, 4);
        const half0 = int(random, 1, 3) * 2 - (Math.abs(mid0) % 2 === 0 ? 0 : 1);
        const [zr, zs] = [mid0 + half0, mid0 - half0];
        need(zr !== 0 && zs !== 0, "want nonzero zeros");
        const a = level === 11 ? nonZero(random, -3, 3) : r(nonZero(random, -3, 3), 2);
        const ar = typeof a === "number" ? r(a) : a;
        need(level === 11 || !Q.isInteger(ar), "want a fraction");
        const y0 = Q.mul(ar, r(zr * zs));
        need(Q.isInteger(y0), "want a whole intercept");
        const mid = (zr + zs) / 2;
        const half = (zr - zs) / 2;
        const extreme = Q.mul(ar, r(-half * half));
        const kind = Q.sign(ar) > 0 ? "minimum" : "maximum";
        return {
          spec: { kind: "zeros-fit", r: r(zr), s: r(zs), y0 },
          stem: `A quadratic function ${m("f")} has zeros at ${m(`x = ${zr}`)} and ${m(`x = ${zs}`)}, and ${m(`f(0) = ${L(y0)}`)}. What is the ${kind} value of ${m("f(x)")}?`,
          key: num(extreme),
          work: `Write ${m(`f(x) = a(${polyLatex(lin(1, -zr))})(${polyLatex(lin(1, -zs))})`)}. Then ${m(`f(0) = a(${-zr})(${-zs}) = ${zr * zs}a = ${L(y0)}`)}, so ${m(`a = ${L(ar)}`)}. The vertex is midway between the zeros, at ${m(`x = ${mid}`)}, and ${m(`f(${mid}) = ${L(ar)}(${mid - zr})(${mid - zs}) = ${L(extreme)}`)}.`,
          wrong: [
            w(y0, `is ${m("f(0)")}, the ${m("y")}-intercept, not the ${kind} value.`),
            w(mid, `is where the ${kind} happens, not the ${kind} value.`),
            w(Q.neg(extreme), `has the wrong sign.`),
            w(
              r(-half * half),
              `leaves out the leading coefficient ${m(L(ar))} found from ${m(`f(0) = ${L(y0)}`)}.`,
            ),
          ],
        };
      }
    }
  },
};

type Model = {
  a: readonly [number, number];
  scale: number;
  lhs: string;
  text: (a: string, p: string) => string;
};
const models: { grow: readonly Model[]; decay: readonly Model[] } = {
  grow: [
    {
      a: [8, 30],
      scale: 1000,
      lhs: "P(t)",
      text: (a: string, p: string) =>
        `The population of a town is ${a} and increases by ${p} each year. Which function gives the population ${m("P(t)")} of the town ${m("t")} years from now?`,
    },
    {
      a: [2, 9],
      scale: 100,
      lhs: "B(t)",
      text: (a: string, p: string) =>
        `A savings account holds ${a} dollars and earns ${p} interest, added once a year. Which function gives the balance ${m("B(t)")}, in dollars, after ${m("t")} years?`,
    },
  ],
  decay: [
    {
      a: [12, 30],
      scale: 1000,
      lhs: "V(t)",
      text: (a: string, p: string) =>
        `A car is worth ${a} dollars, and its value decreases by ${p} each year. Which function gives the car's value ${m("V(t)")}, in dollars, ${m("t")} years from now?`,
    },
    {
      a: [4, 9],
      scale: 100,
      lhs: "M(t)",
      text: (a: string, p: string) =>
        `A sample holds ${a} milligrams of a medicine, and the amount decreases by ${p} each hour. Which function gives the amount ${m("M(t)")}, in milligrams, after ${m("t")} hours?`,
    },
  ],
};

export const expfn: MathTemplate = {
  id: "expfn",
  domain: "advanced_math",
  skill: "nonlinear_functions",
  levels: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  a: 1.3,
  make(random, level): Draft {
    switch (level) {
      case 1:
      case 2: {
        const a = int(random, 2, 9);
        const b = int(random, 2, 4);
        const x0 = level === 1 ? int(random, 2, 3) : 0;
        const def = m(`f(x) = ${a}(${b})^{x}`);
        if (level === 2) {
          return {
            spec: { kind: "exp-evaluate", a: r(a), b: r(b), per: 1, at: r(0) },
            stem: `The function ${m("f")} is defined by ${def}. What is the value of ${m("f(0)")}?`,
            key: num(a),
            work: `${m(`f(0) = ${a}(${b})^{0}`)}, and any nonzero number to the power ${ml(0)} is ${ml(1)}, so ${m(`f(0) = ${a}`)}.`,
            wrong: [
              w(0, `comes from treating ${m(`${b}^{0}`)} as ${ml(0)}; it is ${ml(1)}.`),
              w(a * b, `is ${m("f(1)")}, not ${m("f(0)")}.`),
              w(1, `is the value of ${m(`${b}^{0}`)} alone; it leaves out the factor ${ml(a)}.`),
              w(b, `is the base of the power, not the value of the function.`),
            ],
          };
        }
        return {
          spec: { kind: "exp-evaluate", a: r(a), b: r(b), per: 1, at: r(x0) },
          stem: `The function ${m("f")} is defined by ${def}. What is the value of ${m(`f(${x0})`)}?`,
          key: num(a * b ** x0),
          work: `${m(`f(${x0}) = ${a}(${b})^{${x0}} = ${a} \\cdot ${b ** x0} = ${a * b ** x0}`)}.`,
          wrong: [
            w(
              a * b * x0,
              `multiplies by ${ml(x0)} instead of raising ${ml(b)} to the power ${ml(x0)}.`,
            ),
            w(
              (a * b) ** x0,
              `multiplies ${ml(a)} by ${ml(b)} first; the exponent applies only to ${ml(b)}.`,
            ),
            w(a * x0 ** b, `swaps the base and the exponent.`),
          ],
        };
      }
      case 3:
      case 4: {
        const grow = level === 3;
        const ctx = pick(random, grow ? models.grow : models.decay);
        const start = r(int(random, ctx.a[0], ctx.a[1]) * ctx.scale);
        const p = grow ? int(random, 2, 9) : pick(random, [5, 10, 12, 15, 20, 25]);
        const rate = r(p, 100);
        const model = (b: Rational): MathValue => ({ t: "expo", a: start, b, lhs: ctx.lhs });
        const factor = grow ? Q.add(Q.ONE, rate) : Q.sub(Q.ONE, rate);
        return {
          spec: {
            kind: "growth-model",
            start,
            rate,
            direction: grow ? 1 : -1,
            v: "t",
            lhs: ctx.lhs,
          },
          stem: ctx.text(m(D(start)), m(`${p}\\%`)),
          key: model(factor),
          work: `Each period the amount becomes ${m(`${grow ? "100\\% + " : "100\\% - "}${p}\\% = ${D(Q.mul(factor, r(100)))}\\%`)} of itself, so it is multiplied by ${m(D(factor))}. Starting from ${m(D(start))}, the model is ${m(`${ctx.lhs} = ${D(start)}(${D(factor)})^{t}`)}.`,
          wrong: [
            {
              value: model(rate),
              why: `uses the rate ${m(D(rate))} as the factor; that would shrink the amount to ${m(`${p}\\%`)} of itself each time.`,
            },
            {
              value: model(grow ? Q.sub(Q.ONE, rate) : Q.add(Q.ONE, rate)),
              why: `${grow ? "decreases" : "increases"} the amount by ${m(`${p}\\%`)} each time instead of ${grow ? "increasing" : "decreasing"} it.`,
            },
            {
              value: model(grow ? Q.add(Q.ONE, Q.mul(rate, r(10))) : r(100 - p)),
              why: grow
                ? `writes ${m(`${p}\\%`)} as ${m(D(Q.mul(rate, r(10))))} instead of ${m(D(rate))}.`
                : `writes ${m(`${100 - p}\\%`)} as ${m(`${100 - p}`)} instead of ${m(D(factor))}.`,
            },
          ],
        };
      }
      case 5:
      case 6:
      case 9:
      case 10: {
        const grow = level === 5 || level === 9;
        const periods = level <= 6 ? 1 : 2;
        const p = grow ? int(random, 2, 12) : pick(random, [4, 5, 8, 10, 12, 20]);
        const b = grow ? r(100 + p, 100) : r(100 - p, 100);
        const a = int(random, 2, 9) * 100;
        const change = Q.mul(Q.sub(Q.pow(b, periods), Q.ONE), r(100));
        const size = Q.abs(change);
        const word = grow ? "increase" : "decrease";
        const span = periods === 1 ? "each year" : `every ${periods} years`;
        return {
          spec: { kind: "growth-rate", b, periods, ask: grow ? "increase" : "decrease" },
          stem: `The function ${m(`f(t) = ${a}(${D(b)})^{t}`)} gives the value of an investment, in dollars, ${m("t")} years after it was made. By what percent does the value ${word} ${span}?`,
          key: pct(size),
          work:
            periods === 1
              ? `Each year the value is multiplied by ${m(D(b))}, which is ${m(`${D(Q.mul(b, r(100)))}\\%`)} of the previous value: a${grow ? "n increase" : " decrease"} of ${m(`${D(size)}\\%`)}.`
              : `Over ${periods} years the value is multiplied by ${m(`(${D(b)})^{${periods}} = ${D(Q.pow(b, periods))}`)}, which is a${grow ? "n increase" : " decrease"} of ${m(`${D(size)}\\%`)}.`,
          wrong:
            periods === 1
              ? [
                  {
                    value: pct(Q.mul(b, r(100))),
                    why: `reads the factor ${m(D(b))} as the percent change; ${m(`${D(Q.mul(b, r(100)))}\\%`)} is the share of the value ${grow ? "after a year" : "that remains"}.`,
                  },
                  {
                    value: pct(Q.div(size, r(100))),
                    why: `writes the decimal ${m(D(Q.div(size, r(100))))} as a percent without multiplying by ${ml(100)}.`,
                  },
                  {
                    value: pct(Q.mul(size, r(10))),
                    why: `misplaces the decimal point: ${m(D(b))} means a change of ${m(D(Q.div(size, r(100))))}, not ${m(D(Q.div(size, r(10))))}.`,
                  },
                ]
              : [
                  {
                    value: pct(Q.mul(r(p), r(periods))),
                    why: `adds the yearly rates; the changes compound, so the total change is ${grow ? "more" : "less"} than ${m(`${periods} \\times ${p}\\%`)}.`,
                  },
                  { value: pct(p), why: `is the change for one year, not for ${periods} years.` },
                  {
                    value: pct(Q.mul(Q.pow(b, periods), r(100))),
                    why: `reads the total factor ${m(D(Q.pow(b, periods)))} as the percent change.`,
                  },
                ],
        };
      }
      case 7:
      case 8: {
        const b = pick(random, [2, 3]);
        const per = int(random, 2, 6);
        const a = int(random, 2, 9) * 50;
        const def = m(`N(t) = ${a}(${b})^{\\frac{t}{${per}}}`);
        const intro = `The function ${def} estimates the number of cells in a lab culture ${m("t")} hours after it starts growing.`;
        if (level === 7) {
          const n = int(random, 2, b === 2 ? 4 : 3);
          const t = n * per;
          return {
            spec: { kind: "exp-evaluate", a: r(a), b: r(b), per, at: r(t) },
            stem: `${intro} According to the function, how many cells are in the culture after ${m(`${t}`)} hours?`,
            key: num(a * b ** n, "decimal"),
            work: `${m(`N(${t}) = ${a}(${b})^{\\frac{${t}}{${per}}} = ${a}(${b})^{${n}} = ${a} \\cdot ${b ** n} = ${D(a * b ** n)}`)}.`,
            wrong: [
              w(
                a * b * n,
                `multiplies by ${m(`\\frac{${t}}{${per}} = ${n}`)} instead of raising ${ml(b)} to that power.`,
                "decimal",
              ),
              w(
                a + b ** n,
                `adds ${ml(a)} to ${m(`${b}^{${n}}`)} instead of multiplying.`,
                "decimal",
              ),
              w(a * b ** (n + 1), `raises ${ml(b)} to one power too many.`, "decimal"),
              w(
                a * n * per,
                `multiplies ${ml(a)} by the number of hours instead of using the growth factor.`,
                "decimal",
              ),
            ],
          };
        }
        const n = int(random, 2, 4);
        const multiple = b ** n;
        return {
          spec: { kind: "exp-multiple", b: r(b), per: r(per), multiple: r(multiple) },
          stem: `${intro} How many hours does it take for the number of cells to become ${m(`${multiple}`)} times the starting number?`,
          key: num(n * per, "decimal"),
          work: `The number is multiplied by ${ml(b)} every ${ml(per)} hours. ${m(`${multiple} = ${b}^{${n}}`)}, so it takes ${m(`${n}`)} periods of ${ml(per)} hours: ${m(`${n} \\cdot ${per} = ${n * per}`)} hours.`,
          wrong: [
            w(
              multiple * per,
              `multiplies ${ml(multiple)} by ${ml(per)}; the culture does not grow by ${ml(b)} cells each hour.`,
              "decimal",
            ),
            w(
              n,
              `is the number of times the culture ${b === 2 ? "doubles" : "triples"}, not the number of hours.`,
              "decimal",
            ),
            w(
              (multiple / b) * per,
              `divides ${ml(multiple)} by ${ml(b)} to count the periods; the count is the exponent ${ml(n)}.`,
              "decimal",
            ),
          ],
        };
      }
      default: {
        // 11–12: rescale the time unit.
        const decades = level === 11;
        const factor = decades ? 10 : 4;
        const p = decades ? pick(random, [10, 20, 30]) : pick(random, [8, 12, 16, 20]);
        const grow = !decades;
        const b = grow ? r(100 + p, 100) : r(100 - p, 100);
        const a = decades ? int(random, 2, 9) * 1000 : int(random, 2, 9) * 100;
        const lhs = decades ? "A(y)" : "B(q)";
        const v = decades ? "y" : "q";
        const e = (bb: Rational, per = 1, k = 1): MathValue => ({
          t: "expo",
          a: r(a),
          b: bb,
          per,
          k,
          v,
          lhs,
        });
        const stem = decades
          ? `The function ${m(`A(t) = ${D(a)}(${D(b)})^{t}`)} models the area, in square meters, of a shrinking wetland ${m("t")} decades from now. Which function models the area ${m("y")} years from now?`
          : `The function ${m(`B(t) = ${D(a)}(${D(b)})^{t}`)} models the balance, in dollars, of an account ${m("t")} years from now. Which function models the balance ${m("q")} quarters (three-month periods) from now?`;
        const unit = decades ? "years" : "quarters";
        const big = decades ? "decade" : "year";
        return {
          spec: { kind: "time-rescale", a: r(a), b, factor, v, lhs },
          stem,
          key: e(b, factor),
          work: `There are ${ml(factor)} ${unit} in a ${big}, so ${m(`${v}`)} ${unit} is ${m(`\\frac{${v}}{${factor}}`)} ${big}s. Substituting ${m(`t = \\frac{${v}}{${factor}}`)} gives ${m(`${lhs} = ${D(a)}(${D(b)})^{\\frac{${v}}{${factor}}}`)}.`,
          wrong: [
            {
              value: e(b, 1, factor),
              why: `multiplies by ${ml(factor)} instead of dividing: ${m(`${factor}${v}`)} would be the number of ${big}s only if ${m(v)} counted ${big}s.`,
            },
            {
              value: e(Q.div(b, r(factor))),
              why: `divides the growth factor by ${ml(factor)}; the factor per ${big} is not shared out evenly over ${unit}.`,
            },
            {
              value: e(Q.add(Q.ONE, Q.div(Q.sub(b, Q.ONE), r(factor)))),
              why: `divides the rate by ${ml(factor)}; compounding ${factor} times at that rate does not give the factor ${m(D(b))} per ${big}.`,
            },
          ],
        };
      }
    }
  },
};

export const fnc: MathTemplate = {
  id: "fnc",
  domain: "advanced_math",
  skill: "nonlinear_functions",
  levels: [2, 4, 6, 8, 10, 12],
  a: 1.2,
  make(random, level): Draft {
    switch (level) {
      case 2: {
        const a = nonZero(random, -9, 9);
        const b = nonZero(random, -9, 9);
        need(a !== -b && a !== b, "cancels or repeats");
        const numr = lin(1, a);
        const den = lin(1, -b);
        return {
          spec: { kind: "undefined-at", num: numr, den },
          stem: `The function ${m("f")} is defined by ${m(`f(x) = \\frac{${polyLatex(numr)}}{${polyLatex(den)}}`)}. For what value of ${m("x")} is ${m("f(x)")} undefined?`,
          key: num(b),
          work: `A fraction is undefined when its denominator is ${ml(0)}: ${m(`${polyLatex(den)} = 0`)} when ${m(`x = ${b}`)}.`,
          wrong: [
            w(-b, `comes from a sign error when solving ${m(`${polyLatex(den)} = 0`)}.`),
            w(-a, `makes the numerator ${ml(0)}, so ${m("f(x) = 0")} there; it is not undefined.`),
            w(0, `is defined: ${m(`f(0) = ${L(r(a, -b))}`)}.`),
          ],
        };
      }
      case 4: {
        const c = nonZero(random, -6, 6);
        const f = poly(c, 0, 1);
        const g = lin(nonZero(random, -4, 4), nonZero(random, -5, 5));
        const a0 = nonZero(random, -3, 4);
        const ga = Q.toInt(evalP(g, a0));
        const fa = Q.toInt(evalP(f, a0));
        const value = Q.toInt(evalP(f, ga));
        return {
          spec: { kind: "compose", outer: f, inner: g, at: r(a0) },
          stem: `The functions ${m("f")} and ${m("g")} are defined by ${m(`f(x) = ${polyLatex(f)}`)} and ${m(`g(x) = ${polyLatex(g)}`)}. What is the value of ${m(`f(g(${a0}))`)}?`,
          key: num(value),
          work: `Work from the inside out: ${m(`g(${a0}) = ${ga}`)}, then ${m(`f(${ga}) = ${paren(ga)}^{2} ${c < 0 ? "-" : "+"} ${Math.abs(c)} = ${value}`)}.`,
          wrong: [
            w(
              Q.toInt(evalP(g, fa)),
              `is ${m(`g(f(${a0}))`)}: it applies the functions in the wrong order.`,
            ),
            w(fa * ga, `is ${m(`f(${a0}) \\cdot g(${a0})`)}, a product, not a composition.`),
            w(ga, `is ${m(`g(${a0})`)}; it stops after the inner function.`),
            w(fa + ga, `is ${m(`f(${a0}) + g(${a0})`)}.`),
          ],
        };
      }
      case 6: {
        const a = nonZero(random, -3, 4);
        const k = nonZero(random, -12, 12);
        const known = poly(0, 0, a);
        const [x1, x2] = twoDifferent(random, -4, 5);
        need(x1 !== 0 && x2 !== 0 && Math.abs(x1) !== Math.abs(x2), "want different squares");
        const y1 = a * x1 * x1 + k;
        const value = a * x2 * x2 + k;
        return {
          spec: { kind: "fit-constant", known, x1: r(x1), y1: r(y1), x2: r(x2) },
          stem: `The function ${m("f")} is defined by ${m(`f(x) = ${polyLatex(known)} + k`)}, where ${m("k")} is a constant. If ${m(`f(${x1}) = ${y1}`)}, what is the value of ${m(`f(${x2})`)}?`,
          key: num(value),
          work: `From ${m(`f(${x1}) = ${a * x1 * x1} + k = ${y1}`)}, ${m(`k = ${k}`)}. Then ${m(`f(${x2}) = ${a * x2 * x2} ${k < 0 ? "-" : "+"} ${Math.abs(k)} = ${value}`)}.`,
          wrong: [
            w(k, `is the value of ${m("k")}, not of ${m(`f(${x2})`)}.`),
            w(a * x2 * x2, `leaves out the constant ${m("k")}.`),
            w(a * x2 * x2 - k, `uses the wrong sign for ${m("k")}.`),
            w(y1 + a * x2 * x2, `adds ${m(`f(${x1})`)} instead of ${m("k")}.`),
          ],
        };
      }
      case 8: {
        const d = int(random, 1, 9);
        const f = poly(-d, 0, 1);
        const p = int(random, 1, 3);
        const q = nonZero(random, -6, 6);
        const g = lin(p, q);
        const s = int(random, 2, 8);
        need(Math.abs(q) < s, "want one positive solution");
        const v = s * s - d;
        const pos = r(s - q, p);
        const neg = r(-s - q, p);
        return {
          spec: { kind: "compose-equation", outer: f, inner: g, value: r(v), ask: "positive" },
          stem: `The functions ${m("f")} and ${m("g")} are defined by ${m(`f(x) = ${polyLatex(f)}`)} and ${m(`g(x) = ${polyLatex(g)}`)}. What is the positive value of ${m("x")} for which ${m(`f(g(x)) = ${v}`)}?`,
          key: num(pos),
          work: `${m(`f(g(x)) = (${polyLatex(g)})^{2} - ${d}`)}. Setting it equal to ${ml(v)}: ${m(`(${polyLatex(g)})^{2} = ${s * s}`)}, so ${m(`${polyLatex(g)} = ${s}`)} or ${m(`${polyLatex(g)} = ${-s}`)}, giving ${m(`x = ${L(pos)}`)} or ${m(`x = ${L(neg)}`)}. The positive value is ${m(L(pos))}.`,
          wrong: [
            w(neg, `is the other solution, which is negative.`),
            w(s, `is the value of ${m("g(x)")}, not of ${m("x")}.`),
            w(r(v - q, p), `solves ${m(`g(x) = ${v}`)} instead of ${m(`f(g(x)) = ${v}`)}.`),
            w(
              r(s + q, p),
              `comes from moving ${ml(q)} to the other side without changing its sign.`,
            ),
          ],
        };
      }
      case 10: {
        const m1 = nonZero(random, -4, 4);
        need(Math.abs(m1) !== 1, "trivial");
        const n1 = nonZero(random, -5, 5);
        const f = lin(m1, n1);
        const c = nonZero(random, -6, 6);
        const g = poly(c, 0, 1);
        const composed = addP(mulP(f, f), poly(c));
        return {
          spec: { kind: "compose-expression", outer: g, inner: f },
          stem: `The functions ${m("f")} and ${m("g")} are defined by ${m(`f(x) = ${polyLatex(f)}`)} and ${m(`g(x) = ${polyLatex(g)}`)}. Which expression is equivalent to ${m("g(f(x))")}?`,
          key: { t: "poly", p: composed },
          work: `Replace ${m("x")} in ${m("g")} with ${m(`f(x) = ${polyLatex(f)}`)}: ${m(`g(f(x)) = (${polyLatex(f)})^{2} ${c < 0 ? "-" : "+"} ${Math.abs(c)} = ${polyLatex(composed)}`)}.`,
          wrong: [
            {
              value: { t: "poly", p: poly(n1 + c, 0, m1) },
              why: `comes from squaring only ${m("x")} inside ${m("f")}: ${m(`${m1}x^{2} ${n1 < 0 ? "-" : "+"} ${Math.abs(n1)} ${c < 0 ? "-" : "+"} ${Math.abs(c)}`)}.`,
            },
            {
              value: { t: "poly", p: addP(scaleP(g, m1), poly(n1)) },
              why: `is ${m("f(g(x))")}: it applies the functions in the wrong order.`,
            },
            {
              value: { t: "poly", p: mulP(f, g) },
              why: `is ${m("f(x) \\cdot g(x)")}, a product, not a composition.`,
            },
            {
              value: { t: "poly", p: poly(n1 * n1 + c, 0, m1 * m1) },
              why: `squares each term of ${m("f(x)")} separately and leaves out the middle term.`,
            },
          ],
        };
      }
      default: {
        // 12: a quadratic through three points, then a fourth value.
        const a = nonZero(random, -3, 3);
        const b = nonZero(random, -5, 5);
        const c = nonZero(random, -8, 8);
        const f = poly(c, b, a);
        const f1 = a + b + c;
        const fm1 = a - b + c;
        const f2 = 4 * a + 2 * b + c;
        return {
          spec: {
            kind: "quadratic-through",
            points: [
              [r(0), r(c)],
              [r(1), r(f1)],
              [r(-1), r(fm1)],
            ],
            at: r(2),
          },
          stem: `For the quadratic function ${m("f")}, ${m(`f(0) = ${c}`)}, ${m(`f(1) = ${f1}`)}, and ${m(`f(-1) = ${fm1}`)}. What is the value of ${m("f(2)")}?`,
          key: num(f2),
          work: `Write ${m("f(x) = ax^{2} + bx + c")}. From ${m(`f(0)`)}, ${m(`c = ${c}`)}. Then ${m(`a + b = ${f1 - c}`)} and ${m(`a - b = ${fm1 - c}`)}, so ${m(`a = ${a}`)} and ${m(`b = ${b}`)}: ${m(`f(x) = ${polyLatex(f)}`)}, and ${m(`f(2) = ${f2}`)}.`,
          wrong: [
            w(
              2 * f1 - c,
              `treats ${m("f")} as linear, continuing the change from ${m("f(0)")} to ${m("f(1)")}.`,
            ),
            w(4 * a - 2 * b + c, `is ${m("f(-2)")}: it comes from a sign error in ${m("b")}.`),
            w(2 * f1, `doubles ${m("f(1)")}; a quadratic function is not proportional.`),
            w(4 * a + 2 * b, `leaves out the constant term ${m(`c = ${c}`)}.`),
          ],
        };
      }
    }
  },
};

export const nonlinearFunctionTemplates = [quadfn, expfn, fnc];
