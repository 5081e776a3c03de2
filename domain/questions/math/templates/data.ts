// Problem-Solving and Data Analysis · one-variable data (data1: mean, median, a missing value,
// the effect of removing a value, combined means, a frequency table) and two-variable data
// (data2: lines of best fit, residuals).
import { pick, shuffled } from "../../../random.ts";
import {
  int,
  need,
  nonZero,
  twoDifferent,
  type Draft,
  type MathTemplate,
  type Wrong,
} from "../draft.ts";
import * as Q from "../rational.ts";
import type { Rational } from "../rational.ts";
import type { Point } from "../spec.ts";
import { fitLatex, m, num, pair, type MathValue } from "../values.ts";
import { D, r } from "./common.ts";

const DOMAIN = "problem_solving_and_data_analysis" as const;
const wd = (value: Rational | number, why: string): Wrong => ({
  value: num(value, "decimal"),
  why,
});
const $ = (v: Rational | number) => m(D(typeof v === "number" ? r(v) : v));
const list = (values: readonly number[]) => values.map((v) => m(`${v}`)).join(", ");

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const meanOf = (values: readonly number[]) => r(sum(values), values.length);
function medianOf(values: readonly number[]): Rational {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? r(s[mid]!) : r(s[mid - 1]! + s[mid]!, 2);
}
function modeOf(values: readonly number[]): number | null {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const top = Math.max(...counts.values());
  const modes = [...counts].filter(([, c]) => c === top).map(([v]) => v);
  return top > 1 && modes.length === 1 ? modes[0]! : null;
}

/** n whole numbers from lo to hi with the given total (for a whole-number mean). */
function valuesWithSum(random: () => number, n: number, total: number, lo: number, hi: number) {
  const values: number[] = [];
  let left = total;
  for (let i = 0; i < n - 1; i++) {
    const rest = n - 1 - i;
    const min = Math.max(lo, left - rest * hi);
    const max = Math.min(hi, left - rest * lo);
    need(min <= max, "no room for the values");
    const v = int(random, min, max);
    values.push(v);
    left -= v;
  }
  need(left >= lo && left <= hi, "last value out of range");
  values.push(left);
  return values;
}

const listContexts = [
  { who: "students", what: "the numbers of books read last month by", unit: "books" },
  { who: "days", what: "the numbers of bikes rented from a station on", unit: "bikes" },
  { who: "players", what: "the numbers of points scored in a game by", unit: "points" },
  { who: "classes", what: "the numbers of students absent on Monday in", unit: "students" },
];

const data1: MathTemplate = {
  id: "data1",
  domain: DOMAIN,
  skill: "one_variable_data",
  levels: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  a: 1.3,
  make(random, level): Draft {
    const ctx = pick(random, listContexts);
    switch (level) {
      case 1:
      case 2: {
        const n = level === 1 ? 5 : 7;
        const mean = int(random, 4, 14);
        const values = valuesWithSum(random, n, mean * n, 1, 25).sort((a, b) => a - b);
        const total = sum(values);
        const median = medianOf(values);
        const mode = modeOf(values);
        const wrong: Wrong[] = [
          wd(median, `is the median (the middle value), not the mean.`),
          wd(
            r(total, n - 1),
            `divides the total, ${$(total)}, by ${m(`${n - 1}`)} instead of by the ${m(`${n}`)} values.`,
          ),
          wd(
            r(values[0]! + values[n - 1]!, 2),
            `is the average of only the smallest and largest values.`,
          ),
        ];
        if (mode !== null)
          wrong.push(wd(mode, `is the mode (the most common value), not the mean.`));
        wrong.push(wd(total, `is the total; it comes from forgetting to divide by ${m(`${n}`)}.`));
        return {
          spec: { kind: "mean", values: values.map((v) => r(v)) },
          stem: `Here are ${ctx.what} ${m(`${n}`)} ${ctx.who}: ${list(values)}. What is the mean of these numbers?`,
          key: num(mean, "decimal"),
          work: `The total is ${m(`${values.join(" + ")} = ${total}`)}, and ${m(`\\frac{${total}}{${n}} = ${mean}`)}.`,
          wrong,
        };
      }
      case 3:
      case 4: {
        const n = level === 3 ? 7 : 8;
        const values = Array.from({ length: n }, () => int(random, 1, 30));
        const median = medianOf(values);
        const mid = Math.floor(n / 2);
        const unsortedMiddle = n % 2 ? r(values[mid]!) : r(values[mid - 1]! + values[mid]!, 2);
        need(!Q.eq(unsortedMiddle, median), "the unsorted middle happens to be the median");
        const sorted = [...values].sort((a, b) => a - b);
        const wrong: Wrong[] = [
          wd(
            unsortedMiddle,
            `is the middle of the list as given; the values must be put in order first.`,
          ),
          wd(meanOf(values), `is the mean, not the median.`),
        ];
        if (n % 2 === 0) {
          wrong.push(
            wd(
              sorted[mid - 1]!,
              `is only one of the two middle values; with an even number of values the median is their mean.`,
            ),
          );
          wrong.push(
            wd(
              sorted[mid]!,
              `is only one of the two middle values; with an even number of values the median is their mean.`,
            ),
          );
        } else {
          wrong.push(
            wd(
              r(sorted[mid - 1]! + sorted[mid + 1]!, 2),
              `averages the two values next to the middle instead of taking the middle value.`,
            ),
          );
        }
        wrong.push(wd(sorted[n - 1]! - sorted[0]!, `is the range, not the median.`));
        return {
          spec: { kind: "median", values: values.map((v) => r(v)) },
          stem: `Here are ${ctx.what} ${m(`${n}`)} ${ctx.who}: ${list(values)}. What is the median of these numbers?`,
          key: num(median, "decimal"),
          work: `In order: ${list(sorted)}. ${n % 2 ? `The middle (4th) value is ${$(median)}.` : `The two middle values are ${m(`${sorted[mid - 1]}`)} and ${m(`${sorted[mid]}`)}, and their mean is ${$(median)}.`}`,
          wrong,
        };
      }
      case 5:
      case 6: {
        const n = level === 5 ? 5 : 6;
        const mean = int(random, 8, 20);
        const all = valuesWithSum(random, n, mean * n, 2, 40);
        const missing = all[n - 1]!;
        const known = all.slice(0, n - 1);
        need(missing !== mean, "the missing value is the mean");
        const knownSum = sum(known);
        return {
          spec: { kind: "missing-value", known: known.map((v) => r(v)), mean: r(mean) },
          stem: `The mean of ${m(`${n}`)} numbers is ${$(mean)}. ${n === 5 ? "Four" : "Five"} of the numbers are ${list(known)}. What is the remaining number?`,
          key: num(missing, "decimal"),
          work: `The ${m(`${n}`)} numbers add up to ${m(`${n} \\cdot ${mean} = ${n * mean}`)}. The known numbers add up to ${m(`${knownSum}`)}, so the remaining number is ${m(`${n * mean} - ${knownSum} = ${missing}`)}.`,
          wrong: [
            wd(mean, `assumes the remaining number equals the mean.`),
            wd(r(knownSum, n - 1), `is the mean of the known numbers.`),
            wd(
              (n - 1) * mean - knownSum,
              `multiplies the mean by ${m(`${n - 1}`)} instead of ${m(`${n}`)}.`,
            ),
            wd(n * mean, `is the total of all ${m(`${n}`)} numbers, not the missing one.`),
          ],
        };
      }
      case 7:
      case 8: {
        const n = level === 7 ? 5 : 7;
        const newMean = int(random, 6, 15);
        const rest = valuesWithSum(random, n - 1, newMean * (n - 1), 2, 25);
        const k = int(random, 3, 8);
        const outlier = newMean + n * k;
        need(outlier > Math.max(...rest), "the removed value should be the largest");
        const values = shuffled(random, [...rest, outlier]);
        const before = meanOf(values);
        const medianDrop = Q.sub(medianOf(values), medianOf(rest));
        return {
          spec: { kind: "mean-change", values: values.map((v) => r(v)), remove: r(outlier) },
          stem: `Here are ${ctx.what} ${m(`${n}`)} ${ctx.who}: ${list(values)}. If the value ${$(outlier)} is removed from the data, by how much does the mean decrease?`,
          key: num(k, "decimal"),
          work: `Before: ${m(`\\frac{${sum(values)}}{${n}} = ${D(before)}`)}. After removing ${$(outlier)}: ${m(`\\frac{${sum(rest)}}{${n - 1}} = ${newMean}`)}. The mean decreases by ${m(`${D(before)} - ${newMean} = ${k}`)}.`,
          wrong: [
            wd(newMean, `is the new mean, not the decrease.`),
            wd(
              r(outlier, n),
              `divides the removed value by the number of values; the other values also change the mean.`,
            ),
            wd(medianDrop, `is how much the median decreases, not the mean.`),
            wd(
              Q.div(Q.sub(r(outlier), before), r(n)),
              `divides the removed value's distance from the mean by ${m(`${n}`)} instead of ${m(`${n - 1}`)}.`,
            ),
          ],
        };
      }
      case 9:
      case 10: {
        const [n1, n2] = twoDifferent(random, 2, 8).map((x) => x * (level === 9 ? 5 : 4)) as [
          number,
          number,
        ];
        const [m1, m2] = twoDifferent(random, 60, 95);
        const total = n1 * m1 + n2 * m2;
        const combined = r(total, n1 + n2);
        need(Q.isTerminating(combined) && Q.isTerminating(r(m1 + m2, 2)), "repeating mean");
        return {
          spec: { kind: "combined-mean", n1: r(n1), m1: r(m1), n2: r(n2), m2: r(m2) },
          stem: `On a science test, the ${$(n1)} students in one class had a mean score of ${$(m1)}, and the ${$(n2)} students in another class had a mean score of ${$(m2)}. What is the mean score of all ${$(n1 + n2)} students?`,
          key: num(combined, "decimal"),
          work: `The total of all scores is ${m(`${n1} \\cdot ${m1} + ${n2} \\cdot ${m2} = ${D(r(total))}`)}, and ${m(`\\frac{${D(r(total))}}{${n1 + n2}} = ${D(combined)}`)}.`,
          wrong: [
            wd(r(m1 + m2, 2), `averages the two means without weighting them by the class sizes.`),
            wd(r(n2 * m1 + n1 * m2, n1 + n2), `weights each mean by the other class's size.`),
            wd(r(total), `is the total of all the scores, not the mean.`),
            wd(
              r(total, 2),
              `divides the total by ${m("2")} (the number of classes) instead of the number of students.`,
            ),
          ],
        };
      }
      default: {
        // 11–12: the median from a frequency description.
        const values = level === 11 ? [0, 1, 2, 3, 4] : [1, 2, 3, 4, 5, 6];
        const counts = values.map(() => int(random, 1, 9));
        const data = values.flatMap((v, i) => Array.from({ length: counts[i]! }, () => v));
        const median = medianOf(data);
        const n = data.length;
        const distinctMedian = medianOf(values);
        const countMedian = medianOf(counts);
        const modeValue = values[counts.indexOf(Math.max(...counts))]!;
        const what = level === 11 ? "pets" : "people";
        const describe = values
          .map((v, i) =>
            level === 11
              ? `${m(`${counts[i]}`)} ${counts[i] === 1 ? "student has" : "students have"} ${m(`${v}`)} ${v === 1 ? "pet" : "pets"}`
              : `${m(`${counts[i]}`)} ${counts[i] === 1 ? "household has" : "households have"} ${m(`${v}`)} ${v === 1 ? "person" : "people"}`,
          )
          .join("; ");
        const stem =
          level === 11
            ? `A survey asked ${$(n)} students how many pets they have. The results: ${describe}. What is the median number of pets?`
            : `A survey recorded the number of people living in each of ${$(n)} households. The results: ${describe}. What is the median number of people per household?`;
        return {
          spec: {
            kind: "frequency-median",
            table: values.map((v, i) => [r(v), r(counts[i]!)] as const),
          },
          stem,
          key: num(median, "decimal"),
          work: `There are ${$(n)} values. In order, the median is the ${n % 2 ? `${(n + 1) / 2}th value` : `mean of the ${n / 2}th and ${n / 2 + 1}th values`}. Counting through the groups from the smallest value, that is ${$(median)} ${what}.`,
          wrong: [
            wd(
              distinctMedian,
              `is the middle of the listed values, ignoring how many times each value occurs.`,
            ),
            wd(countMedian, `is the median of the counts, not of the data.`),
            wd(modeValue, `is the mode (the most common value), not the median.`),
            ...(Q.isInteger(Q.mul(Q.div(r(sum(data)), r(n)), r(100)))
              ? [wd(Q.div(r(sum(data)), r(n)), `is the mean number of ${what}, not the median.`)]
              : []),
          ],
        };
      }
    }
  },
};

const fitContexts = [
  {
    x: "hours spent studying",
    y: "score on a quiz",
    xv: "h",
    yUnit: "points",
    xUnit: "hours",
    a: [40, 60],
    b: [3, 9],
  },
  {
    x: "daily high temperature, in degrees Celsius",
    y: "number of cups of lemonade sold",
    xv: "t",
    yUnit: "cups",
    xUnit: "degrees",
    a: [5, 25],
    b: [2, 6],
  },
  {
    x: "age of a tree, in years",
    y: "height of the tree, in meters",
    xv: "a",
    yUnit: "meters",
    xUnit: "years",
    a: [1, 4],
    b: [1, 3],
  },
];

const data2: MathTemplate = {
  id: "data2",
  domain: DOMAIN,
  skill: "two_variable_data",
  levels: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  a: 1.3,
  make(random, level): Draft {
    const ctx = pick(random, fitContexts);
    const a = r(int(random, ctx.a[0]! * 2, ctx.a[1]! * 2), 2);
    const b = r(int(random, ctx.b[0]! * 2, ctx.b[1]! * 2), 2);
    const bx = Q.eq(b, Q.ONE) ? "x" : `${D(b)}x`;
    const line = fitLatex(a, b);
    const intro = `A scatterplot shows the relationship between ${ctx.x}, ${m("x")}, and ${ctx.y}, ${m("y")}, for a set of data. The line of best fit is ${m(line)}.`;
    const yhat = (x: Rational) => Q.add(a, Q.mul(b, x));
    switch (level) {
      case 1:
      case 2: {
        const x0 = r(int(random, 2, 12));
        return {
          spec: { kind: "fit-predict", a, b, x: x0 },
          stem: `${intro} According to the line of best fit, what is the predicted value of ${m("y")} when ${m(`x = ${D(x0)}`)}?`,
          key: num(yhat(x0), "decimal"),
          work: `Substitute ${$(x0)}: ${m(`y = ${D(a)} + ${D(b)}(${D(x0)}) = ${D(yhat(x0))}`)}.`,
          wrong: [
            wd(Q.mul(b, x0), `leaves out the ${m(D(a))} in the equation of the line.`),
            wd(Q.add(a, Q.add(b, x0)), `adds ${$(x0)} instead of multiplying it by ${m(D(b))}.`),
            wd(Q.mul(Q.add(a, b), x0), `multiplies both numbers in the equation by ${$(x0)}.`),
            wd(
              Q.div(Q.sub(x0, a), b),
              `solves for ${m("x")} as if ${$(x0)} were the value of ${m("y")}.`,
            ),
          ],
        };
      }
      case 3:
      case 4: {
        const dx = r(int(random, 2, 6));
        return {
          spec: { kind: "fit-change", b, dx },
          stem: `${intro} According to the line of best fit, by how much does the predicted value of ${m("y")} increase when ${m("x")} increases by ${$(dx)}?`,
          key: num(Q.mul(b, dx), "decimal"),
          work: `The slope, ${m(D(b))}, is the predicted increase in ${m("y")} for each increase of ${m("1")} in ${m("x")}. For ${$(dx)}: ${m(`${D(b)} \\cdot ${D(dx)} = ${D(Q.mul(b, dx))}`)}.`,
          wrong: [
            wd(
              b,
              `is the predicted increase for an increase of ${m("1")} in ${m("x")}, not ${$(dx)}.`,
            ),
            wd(
              yhat(dx),
              `is the predicted value of ${m("y")} when ${m(`x = ${D(dx)}`)}, not the increase.`,
            ),
            wd(Q.mul(a, dx), `multiplies the ${m("y")}-intercept, not the slope, by ${$(dx)}.`),
            wd(Q.add(b, dx), `adds ${$(dx)} to the slope instead of multiplying.`),
          ],
        };
      }
      case 5:
      case 6: {
        const x0 = r(int(random, 2, 12));
        const off = r(nonZero(random, -12, 12), 2);
        const y0 = Q.add(yhat(x0), off);
        need(Q.sign(y0) > 0, "negative data");
        return {
          spec: { kind: "residual", a, b, x: x0, y: y0 },
          stem: `${intro} One data point is ${m(`(${D(x0)}, ${D(y0)})`)}. What is the residual for this data point (actual value minus predicted value)?`,
          key: num(off, "decimal"),
          work: `The predicted value is ${m(`${D(a)} + ${D(b)}(${D(x0)}) = ${D(yhat(x0))}`)}. The residual is ${m(`${D(y0)} - ${D(yhat(x0))} = ${D(off)}`)}.`,
          wrong: [
            wd(Q.neg(off), `subtracts in the wrong order: predicted minus actual.`),
            wd(yhat(x0), `is the predicted value, not the residual.`),
            wd(Q.sub(y0, a), `subtracts only the ${m("y")}-intercept from the actual value.`),
            wd(
              Q.sub(y0, Q.mul(b, x0)),
              `leaves the ${m("y")}-intercept out of the predicted value.`,
            ),
          ],
        };
      }
      case 7:
      case 8: {
        need(Q.isInteger(a), "want whole points");
        const [x1, x2] = twoDifferent(random, 1, 8).map((v) => r(v * 2));
        const p1: Point = [x1!, yhat(x1!)];
        const p2: Point = [x2!, yhat(x2!)];
        const x3 = r(int(random, 9, 15));
        return {
          spec: { kind: "linear-through", p1, p2, ask: { at: x3 } },
          stem: `A scatterplot shows the relationship between ${ctx.x}, ${m("x")}, and ${ctx.y}, ${m("y")}. The line of best fit passes through the points ${m(`(${D(p1[0])}, ${D(p1[1])})`)} and ${m(`(${D(p2[0])}, ${D(p2[1])})`)}. According to the line of best fit, what is the predicted value of ${m("y")} when ${m(`x = ${D(x3)}`)}?`,
          key: num(yhat(x3), "decimal"),
          work: `The slope is ${m(`\\frac{${D(p2[1])} - ${D(p1[1])}}{${D(p2[0])} - ${D(p1[0])}} = ${D(b)}`)}, so the line is ${m(`y = ${D(p1[1])} + ${D(b)}(x - ${D(p1[0])})`)}. At ${m(`x = ${D(x3)}`)}: ${m(`y = ${D(yhat(x3))}`)}.`,
          wrong: [
            wd(
              Q.mul(b, x3),
              `uses only the slope times ${$(x3)} and leaves out the starting value.`,
            ),
            wd(
              Q.mul(Q.div(p1[1], p1[0]), x3),
              `assumes ${m("y")} is proportional to ${m("x")}, as if the line passed through the origin.`,
            ),
            wd(
              Q.add(p1[1], Q.sub(x3, p1[0])),
              `adds the change in ${m("x")} without multiplying it by the slope.`,
            ),
            wd(
              Q.add(p2[1], Q.mul(b, x3)),
              `adds ${m("x")} times the slope to the wrong starting point.`,
            ),
          ],
        };
      }
      case 9:
      case 10: {
        const x0 = r(int(random, 3, 14));
        const target = yhat(x0);
        return {
          spec: { kind: "fit-inverse", a, b, y: target },
          stem: `${intro} According to the line of best fit, for what value of ${m("x")} is the predicted value of ${m("y")} equal to ${$(target)}?`,
          key: num(x0, "decimal"),
          work: `Solve ${m(`${D(a)} + ${bx} = ${D(target)}`)}: ${m(`${bx} = ${D(Q.sub(target, a))}`)}, so ${m(`x = ${D(x0)}`)}.`,
          wrong: [
            wd(yhat(target), `puts ${$(target)} in for ${m("x")} instead of for ${m("y")}.`),
            wd(Q.div(target, b), `divides by the slope without first subtracting ${m(D(a))}.`),
            wd(Q.div(Q.add(target, a), b), `adds ${m(D(a))} instead of subtracting it.`),
            wd(Q.sub(target, a), `subtracts ${m(D(a))} but forgets to divide by the slope.`),
          ],
        };
      }
      default: {
        // 11–12: which point is farthest (vertically) from the line.
        const xs = shuffled(random, [1, 2, 3, 4, 5, 6, 7, 8])
          .slice(0, 5)
          .sort((p, q) => p - q);
        const offsets = xs.map(() => r(nonZero(random, -6, 6), 2));
        const points: Point[] = xs.map((x, i) => [r(x), Q.add(yhat(r(x)), offsets[i]!)] as const);
        const size = (i: number) => Q.abs(offsets[i]!);
        const order = xs.map((_, i) => i).sort((i, j) => Q.compare(size(j), size(i)));
        need(Q.gt(size(order[0]!), size(order[1]!)), "tie for the largest residual");
        const best = order[0]!;
        const highest = points.reduce((top, p, i) => (Q.gt(p[1], points[top]![1]) ? i : top), 0);
        const closest = order[order.length - 1]!;
        const rightmost = points.length - 1;
        const P = (i: number): MathValue =>
          ({ ...pair(points[i]![0], points[i]![1]), f: "decimal" }) as MathValue;
        const txt = (i: number) => m(`(${D(points[i]![0])}, ${D(points[i]![1])})`);
        return {
          spec: { kind: "largest-residual", a, b, points },
          stem: `${intro} The data points are ${points.map((_, i) => txt(i)).join(", ")}. Which data point is farthest from the line of best fit, measured vertically (the point with the residual of greatest size)?`,
          key: P(best),
          work: `Compare each actual ${m("y")} with the predicted ${m(`${D(a)} + ${bx}`)}: the residuals are ${offsets.map((o) => m(D(o))).join(", ")}. The largest in size is ${m(D(offsets[best]!))}, at ${txt(best)}.`,
          wrong: [
            {
              value: P(highest),
              why: `has the greatest ${m("y")}-value, not the greatest residual.`,
            },
            {
              value: P(closest),
              why: `is the point closest to the line, with the smallest residual.`,
            },
            {
              value: P(rightmost),
              why: `has the greatest ${m("x")}-value; the distance from the line is what matters.`,
            },
            ...order.slice(1, 3).map((i) => ({
              value: P(i),
              why: `has a residual of ${m(D(offsets[i]!))}, smaller in size than ${m(D(offsets[best]!))}.`,
            })),
          ],
        };
      }
    }
  },
};

export const dataTemplates = [data1, data2];
