// Algebra · linear inequalities: solving (with and without reversing the sign), which value is a
// solution, greatest/least whole-number answers in context, points satisfying a system, and a
// two-constraint packing problem.
import { pick } from "../../../random.ts";
import { int, need, nonZero, type Draft, type MathTemplate, type Wrong } from "../draft.ts";
import { constant, term, X, type Expr } from "../poly.ts";
import * as Q from "../rational.ts";
import type { Rational } from "../rational.ts";
import { ineqOpLatex, ineqRowLatex, m, num, pair, type IneqOp, type MathValue } from "../values.ts";
import { D, eqLatex, L, ml, r } from "./common.ts";

const flip: Record<IneqOp, IneqOp> = { "<": ">", "<=": ">=", ">": "<", ">=": "<=" };
const iv = (op: IneqOp, b: Rational): MathValue => ({ t: "ineq", op, b });
const holds = (left: Rational, op: IneqOp, right: Rational) => {
  const c = Q.compare(left, right);
  return op === "<" ? c < 0 : op === "<=" ? c <= 0 : op === ">" ? c > 0 : c >= 0;
};

/** a₁x + b₁ op a₂x + b₂ as an expression pair (zero terms left out). */
function sides(a1: Rational, b1: Rational, a2: Rational, b2: Rational): [Expr, Expr] {
  const side = (a: Rational, b: Rational): Expr => {
    const out: Expr = [...(Q.isZero(a) ? [] : [term(a, X)]), ...(Q.isZero(b) ? [] : [constant(b)])];
    return out.length ? out : [constant(0)];
  };
  return [side(a1, b1), side(a2, b2)];
}

const ineqText = (lhs: Expr, op: IneqOp, rhs: Expr) =>
  eqLatex(lhs, rhs).replace(" = ", ` ${ineqOpLatex(op)} `);

const maxContexts = [
  (limit: string, fixed: string, per: string) =>
    `A delivery van can carry at most ${limit} kilograms. The driver and equipment weigh ${fixed} kilograms in total, and each package weighs ${per} kilograms. What is the greatest number of packages the van can carry on one trip?`,
  (limit: string, fixed: string, per: string) =>
    `Kofi has ${limit} dollars to spend at a fair. Admission costs ${fixed} dollars, and each ride ticket costs ${per} dollars. What is the greatest number of ride tickets Kofi can buy?`,
  (limit: string, fixed: string, per: string) =>
    `An elevator can safely carry at most ${limit} kilograms. A mover who weighs ${fixed} kilograms rides with boxes that weigh ${per} kilograms each. What is the greatest number of boxes the mover can take on one ride?`,
];
const minContexts = [
  (limit: string, fixed: string, per: string) =>
    `Ana has saved ${fixed} dollars toward a bicycle that costs ${limit} dollars. She will save ${per} dollars each week. What is the least number of weeks she must save to have at least enough for the bicycle?`,
  (limit: string, fixed: string, per: string) =>
    `A student has ${fixed} points in a reading challenge and needs at least ${limit} points to earn a badge. Each book report earns ${per} points. What is the least number of book reports the student must complete to earn the badge?`,
];

export const ineq: MathTemplate = {
  id: "ineq",
  domain: "algebra",
  skill: "linear_inequalities",
  levels: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  a: 1.3,
  make(random, level): Draft {
    const op = pick(random, ["<", "<=", ">", ">="] as const);
    switch (level) {
      case 1:
      case 2:
      case 3:
      case 9:
      case 10: {
        let a1: Rational;
        let a2: Rational;
        if (level === 1) [a1, a2] = [r(int(random, 2, 7)), r(0)];
        else if (level === 2) [a1, a2] = [r(-int(random, 2, 7)), r(0)];
        else if (level === 3) {
          a1 = r(int(random, 1, 5));
          a2 = r(int(random, 2, 8));
        } else if (level === 9) {
          a1 = r(nonZero(random, -5, 5), int(random, 2, 5));
          a2 = r(0);
        } else {
          // Two fractions over one denominator, the right one larger, so the sign reverses.
          const q = pick(random, [2, 3, 4, 6]);
          const n1 = int(random, 1, 3 * q);
          a1 = r(n1, q);
          a2 = r(n1 + int(random, 1, 2 * q), q);
        }
        const net = Q.sub(a1, a2);
        need(!Q.isZero(net) && !Q.eq(Q.abs(net), Q.ONE), "coefficient 0 or ±1");
        need(level !== 3 || Q.sign(net) < 0, "level 3 reverses the sign");
        need(level !== 10 || Q.sign(net) < 0, "level 10 reverses the sign");
        need(level < 9 || (!Q.isInteger(a1) && (Q.isZero(a2) || !Q.isInteger(a2))), "fractions");
        // A boundary that is a multiple of the coefficient's denominator keeps the constants whole.
        const boundary = r(nonZero(random, -9, 9) * (level >= 9 ? Number(net.d) : 1));
        need(Q.compare(Q.abs(boundary), r(24)) <= 0, "boundary too large");
        const b1 = r(nonZero(random, -12, 12));
        const b2 = Q.add(Q.mul(net, boundary), b1);
        need(Q.isInteger(b2), "fractional constant");
        const [lhs, rhs] = sides(a1, b1, a2, b2);
        const reverses = Q.sign(net) < 0;
        const keyOp = reverses ? flip[op] : op;
        const wrong: Wrong[] = reverses
          ? [
              {
                value: iv(op, boundary),
                why: `forgets to reverse the inequality sign when dividing both sides by the negative number ${m(L(net))}.`,
              },
              {
                value: iv(keyOp, Q.div(Q.add(b2, b1), net)),
                why: `comes from moving ${m(L(b1))} to the other side without changing its sign.`,
              },
              {
                value: iv(op, Q.neg(boundary)),
                why: `keeps the sign and also divides by ${m(L(Q.neg(net)))} instead of ${m(L(net))}.`,
              },
              {
                value: iv(keyOp, Q.neg(boundary)),
                why: `reverses the sign correctly but has the wrong sign on the boundary value.`,
              },
            ]
          : [
              {
                value: iv(flip[op], boundary),
                why: `reverses the inequality sign, which is needed only when multiplying or dividing by a negative number.`,
              },
              {
                value: iv(keyOp, Q.div(Q.add(b2, b1), net)),
                why: `comes from moving ${m(L(b1))} to the other side without changing its sign.`,
              },
              {
                value: iv(keyOp, Q.mul(Q.sub(b2, b1), net)),
                why: `comes from multiplying by ${m(L(net))} instead of dividing by it.`,
              },
              {
                value: iv(keyOp, Q.neg(boundary)),
                why: `has the wrong sign on the boundary value.`,
              },
            ];
        if (!Q.isZero(a2)) {
          const added = Q.add(a1, a2);
          wrong.splice(1, 0, {
            value: iv(Q.sign(added) < 0 ? flip[op] : op, Q.div(Q.sub(b2, b1), added)),
            why: `comes from adding ${m(`${L(a2)}x`)} to both sides instead of subtracting it.`,
          });
        }
        const collect = Q.isZero(a2)
          ? `${b1.n < 0n ? "Add" : "Subtract"} ${m(L(Q.abs(b1)))} ${b1.n < 0n ? "to" : "from"} both sides: ${m(ineqText([term(a1, X)], op, [constant(Q.sub(b2, b1))]))}.`
          : `Collect the ${m("x")}-terms on the left and the constants on the right: ${m(ineqText([term(net, X)], op, [constant(Q.sub(b2, b1))]))}.`;
        return {
          spec: { kind: "inequality", lhs, rhs, op, ask: "solution" },
          stem: `Which of the following is the solution to the inequality ${m(ineqText(lhs, op, rhs))}?`,
          key: iv(keyOp, boundary),
          work: `${collect} Divide both sides by ${m(L(net))}${reverses ? `; dividing by a negative number reverses the inequality sign` : ""}: ${m(`x ${ineqOpLatex(keyOp)} ${L(boundary)}`)}.`,
          wrong,
        };
      }
      case 4: {
        const strict = pick(random, ["<", ">"] as const);
        const a = int(random, 2, 6);
        const b = nonZero(random, -10, 10);
        const x0 = nonZero(random, -6, 8);
        const c = a * x0 + b;
        const [lhs, rhs] = sides(r(a), r(b), r(0), r(c));
        const sideSign = strict === ">" ? 1 : -1;
        const key = x0 + sideSign * int(random, 1, 4);
        const ok = (x: number) => holds(r(a * x + b), strict, r(c));
        const candidates: Wrong[] = [
          {
            value: num(x0),
            why: `makes the two sides equal, ${m(`${a}(${x0})${b < 0 ? ` - ${-b}` : ` + ${b}`} = ${c}`)}, and the inequality is strict.`,
          },
          {
            value: num(x0 - sideSign * int(random, 1, 3)),
            why: `is on the wrong side of ${ml(x0)}: it satisfies the reversed inequality.`,
          },
          {
            value: num(Q.div(r(c + b), r(a))),
            why: `comes from solving with ${ml(b)} moved to the other side without changing its sign.`,
          },
          {
            value: num(x0 - sideSign * int(random, 4, 7)),
            why: `is on the wrong side of ${ml(x0)}: it satisfies the reversed inequality.`,
          },
        ];
        const wrong = candidates.filter((cand) => {
          const v = cand.value.t === "num" ? cand.value.v : [];
          const value = v.length === 0 ? Q.ZERO : v[0]!.c;
          return !holds(Q.add(Q.mul(r(a), value), r(b)), strict, r(c));
        });
        need(ok(key), "key must satisfy");
        return {
          spec: { kind: "inequality", lhs, rhs, op: strict, ask: "which" },
          stem: `Which of the following values of ${m("x")} satisfies the inequality ${m(ineqText(lhs, strict, rhs))}?`,
          key: num(key),
          work: `Solving, ${m(`${a}x ${ineqOpLatex(strict)} ${c - b}`)}, so ${m(`x ${ineqOpLatex(strict)} ${x0}`)}. Only ${ml(key)} is ${strict === ">" ? "greater" : "less"} than ${ml(x0)}: ${m(`${a}(${key})${b < 0 ? ` - ${-b}` : ` + ${b}`} = ${a * key + b}`)}, which is ${strict === ">" ? "greater" : "less"} than ${ml(c)}.`,
          wrong,
        };
      }
      case 5:
      case 6: {
        const sense = level === 5 ? "max" : "min";
        const per = r(int(random, 6, 40));
        const n = int(random, 5, 40);
        const fixed = r(int(random, 20, 160));
        const extra = Q.mul(per, r(int(random, 1, 9), 10));
        // max: fixed + per·n ≤ limit < fixed + per·(n + 1); min: fixed + per·(n − 1) < limit ≤ fixed + per·n.
        const limit =
          sense === "max"
            ? Q.add(Q.add(fixed, Q.mul(per, r(n))), extra)
            : Q.sub(Q.add(fixed, Q.mul(per, r(n))), extra);
        need(Q.isInteger(limit), "whole limit");
        const exact = Q.div(Q.sub(limit, fixed), per);
        const show = (v: Rational) => m(D(v));
        const ctx = pick(random, sense === "max" ? maxContexts : minContexts);
        const wd = (v: Rational | number, why: string): Wrong => ({
          value: num(v, "decimal"),
          why,
        });
        const common = [
          wd(
            Q.sub(limit, fixed),
            `is the ${sense === "max" ? "room left after the fixed amount" : "amount still needed"}, not the number of items.`,
          ),
        ];
        const wrong =
          sense === "max"
            ? [
                wd(
                  n + 1,
                  `rounds ${m(D(exact))} up; that many would go over the limit of ${show(limit)}.`,
                ),
                wd(
                  r(Q.floor(Q.div(limit, per))),
                  `ignores the ${show(fixed)} that is part of the total.`,
                ),
                wd(
                  r(Q.floor(Q.div(Q.add(limit, fixed), per))),
                  `adds the ${show(fixed)} to the limit instead of subtracting it.`,
                ),
                ...common,
              ]
            : [
                wd(n - 1, `rounds ${m(D(exact))} down; that would fall short of ${show(limit)}.`),
                wd(r(Q.ceil(Q.div(limit, per))), `ignores the ${show(fixed)} already there.`),
                wd(
                  r(Q.ceil(Q.div(Q.add(limit, fixed), per))),
                  `adds the ${show(fixed)} to the goal instead of subtracting it.`,
                ),
                ...common,
              ];
        return {
          spec: { kind: "capacity", limit, fixed, per, sense },
          stem: ctx(show(limit), show(fixed), show(per)),
          key: num(n, "decimal"),
          work:
            sense === "max"
              ? `The number ${m("n")} must satisfy ${m(`${D(fixed)} + ${D(per)}n \\le ${D(limit)}`)}, so ${m(`n \\le \\frac{${D(Q.sub(limit, fixed))}}{${D(per)}}`)}, which is about ${m(D(Q.div(r(Math.round(Q.toNumber(exact) * 100)), r(100))))}. The greatest whole number that works is ${m(`${n}`)}.`
              : `The number ${m("n")} must satisfy ${m(`${D(fixed)} + ${D(per)}n \\ge ${D(limit)}`)}, so ${m(`n \\ge \\frac{${D(Q.sub(limit, fixed))}}{${D(per)}}`)}, which is about ${m(D(Q.div(r(Math.round(Q.toNumber(exact) * 100)), r(100))))}. The least whole number that works is ${m(`${n}`)}.`,
          wrong,
        };
      }
      case 7:
      case 8: {
        const slope = nonZero(random, -3, 3);
        const n = nonZero(random, -4, 4);
        const op1 = pick(random, [">", ">="] as const);
        const row1 = { a: r(-slope), b: r(1), c: r(n), op: op1, form: "slope" as const };
        const [a2, b2] =
          level === 7
            ? [1, 1]
            : pick(random, [
                [2, 1],
                [1, -1],
                [3, 1],
                [1, 2],
              ] as const);
        const k = nonZero(random, -2, 10);
        const op2 = level === 7 ? ("<=" as const) : pick(random, ["<", "<="] as const);
        const row2 = { a: r(a2), b: r(b2), c: r(k), op: op2, form: "std" as const };
        const test = (x: number, y: number) => [
          holds(r(y - slope * x), op1, r(n)),
          holds(r(a2 * x + b2 * y), op2, r(k)),
        ];
        const points: { x: number; y: number; ok: boolean[] }[] = [];
        for (let x = -5; x <= 6; x++)
          for (let y = -6; y <= 8; y++) points.push({ x, y, ok: test(x, y) });
        const both = points.filter((p) => p.ok[0] && p.ok[1]);
        const firstOnly = points.filter((p) => p.ok[0] && !p.ok[1]);
        const secondOnly = points.filter((p) => !p.ok[0] && p.ok[1]);
        const neither = points.filter((p) => !p.ok[0] && !p.ok[1]);
        need(
          both.length > 0 && firstOnly.length > 0 && secondOnly.length > 0 && neither.length > 0,
          "empty region",
        );
        const key = pick(random, both);
        const f = pick(random, firstOnly);
        const s2 = pick(random, secondOnly);
        const nn = pick(random, neither);
        const l1 = ineqRowLatex(row1);
        const l2 = ineqRowLatex(row2);
        const sl = slope === 1 ? "" : slope === -1 ? "-" : `${slope}`;
        const v1 = (p: { x: number; y: number }) =>
          `${m(`${p.y}`)} and ${m(`${sl}(${p.x})${n < 0 ? ` - ${-n}` : ` + ${n}`} = ${slope * p.x + n}`)}`;
        const v2 = (p: { x: number; y: number }) =>
          m(
            `${a2 === 1 ? "" : a2}(${p.x}) ${b2 < 0 ? "-" : "+"} ${Math.abs(b2) === 1 ? "" : Math.abs(b2)}(${p.y}) = ${a2 * p.x + b2 * p.y}`,
          );
        return {
          spec: { kind: "inequality-system", rows: [row1, row2] },
          stem: `Which point ${m("(x, y)")} is a solution to the system of inequalities ${m(l1)} and ${m(l2)}?`,
          key: pair(key.x, key.y),
          work: `Check both inequalities at ${m(`(${key.x}, ${key.y})`)}: compare ${v1(key)} for the first, and ${v2(key)} for the second; both are true.`,
          wrong: [
            { value: pair(f.x, f.y), why: `satisfies ${m(l1)} but not ${m(l2)}: ${v2(f)}.` },
            {
              value: pair(s2.x, s2.y),
              why: `satisfies ${m(l2)} but not ${m(l1)}: compare ${v1(s2)}.`,
            },
            { value: pair(nn.x, nn.y), why: `satisfies neither inequality.` },
          ],
        };
      }
      case 11:
      case 12: {
        const small = r(int(random, 3, 6));
        const large = Q.add(small, r(int(random, 4, 9)));
        const maxBoxes = int(random, 10, 20);
        const leastLarge = int(random, 2, maxBoxes - 3);
        // With leastLarge − 1 large boxes (the rest small) the boxes fall short; with leastLarge they hold enough.
        const lo = Q.add(
          Q.mul(large, r(leastLarge - 1)),
          Q.mul(small, r(maxBoxes - leastLarge + 1)),
        );
        const hi = Q.add(Q.mul(large, r(leastLarge)), Q.mul(small, r(maxBoxes - leastLarge)));
        const needed = Q.add(lo, r(int(random, 1, Number(Q.sub(hi, lo).n))));
        const ask = level === 11 ? "least-large" : "most-small";
        const answer = ask === "least-large" ? leastLarge : maxBoxes - leastLarge;
        const intro = `A library is packing at least ${m(D(needed))} books for a move. A small box holds ${m(D(small))} books and a large box holds ${m(D(large))} books, and the moving van has room for at most ${m(`${maxBoxes}`)} boxes.`;
        const work = `With ${m("L")} large boxes and ${m("S")} small boxes: ${m(`${D(small)}S + ${D(large)}L \\ge ${D(needed)}`)} and ${m(`S + L \\le ${maxBoxes}`)}. Using as many boxes as allowed, ${m(`S = ${maxBoxes} - L`)}, so ${m(`${D(small)}(${maxBoxes} - L) + ${D(large)}L \\ge ${D(needed)}`)}, which gives ${m(`${D(Q.sub(large, small))}L \\ge ${D(Q.sub(needed, Q.mul(small, r(maxBoxes))))}`)} and ${m(`L \\ge ${leastLarge}`)} as a whole number.`;
        const wd = (v: Rational | number, why: string): Wrong => ({
          value: num(v, "decimal"),
          why,
        });
        const onlyLarge = Q.ceil(Q.div(needed, large));
        const shortfall = Q.ceil(Q.div(Q.sub(needed, Q.mul(small, r(maxBoxes))), large));
        return {
          spec: { kind: "two-box", small, large, need: needed, maxBoxes: r(maxBoxes), ask },
          stem:
            ask === "least-large"
              ? `${intro} What is the least number of large boxes the library can use?`
              : `${intro} What is the greatest number of small boxes the library can use?`,
          key: num(answer, "decimal"),
          work:
            ask === "least-large"
              ? work
              : `${work} At least ${m(`${leastLarge}`)} large boxes are needed, so at most ${m(`${maxBoxes} - ${leastLarge} = ${answer}`)} boxes can be small.`,
          wrong:
            ask === "least-large"
              ? [
                  wd(
                    r(onlyLarge),
                    `is the number of large boxes needed if no small boxes were used.`,
                  ),
                  wd(
                    leastLarge - 1,
                    `falls short: ${m(`${leastLarge - 1}`)} large and ${m(`${maxBoxes - leastLarge + 1}`)} small boxes hold only ${m(D(lo))} books.`,
                  ),
                  wd(maxBoxes - leastLarge, `is the number of small boxes, not large boxes.`),
                  wd(
                    r(shortfall),
                    `divides the shortfall by ${m(D(large))} instead of by the extra ${m(D(Q.sub(large, small)))} books each large box adds over a small one.`,
                  ),
                ]
              : [
                  wd(
                    leastLarge,
                    `is the least number of large boxes, not the number of small boxes.`,
                  ),
                  wd(
                    maxBoxes - leastLarge + 1,
                    `is one too many: with that many small boxes only ${m(`${leastLarge - 1}`)} large boxes fit, holding ${m(D(lo))} books in all.`,
                  ),
                  wd(
                    r(Q.ceil(Q.div(needed, small))),
                    `is the number of small boxes needed if only small boxes were used, ignoring the limit of ${m(`${maxBoxes}`)} boxes.`,
                  ),
                  wd(maxBoxes, `ignores the need for large boxes.`),
                ],
        };
      }
      default:
        throw new RangeError(`ineq: no level ${level}`);
    }
  },
};

export const inequalityTemplates = [ineq];
