// Problem-Solving and Data Analysis · ratios, rates, proportions and units (rate), and
// percentages (pct).
import { pick } from "../../../random.ts";
import { int, need, type Draft, type MathTemplate, type Wrong } from "../draft.ts";
import * as Q from "../rational.ts";
import type { Rational } from "../rational.ts";
import { m, num, pct as pctValue } from "../values.ts";
import { D, money, r } from "./common.ts";

const DOMAIN = "problem_solving_and_data_analysis" as const;
const wd = (value: Rational | number, why: string): Wrong => ({
  value: num(value, "decimal"),
  why,
});
const wm = (value: Rational | number, why: string): Wrong => ({ value: num(value, "money"), why });
const wp = (value: Rational | number, why: string): Wrong => ({ value: pctValue(value), why });
const $ = (v: Rational | number) => m(D(typeof v === "number" ? r(v) : v));
const $$ = (v: Rational | number) => m(money(typeof v === "number" ? r(v) : v));
const P = (v: Rational | number) => m(`${D(typeof v === "number" ? r(v) : v)}\\%`);

const priceContexts = [
  { item: "notebooks", one: "notebook" },
  { item: "bus tickets", one: "bus ticket" },
  { item: "bags of rice", one: "bag of rice" },
  { item: "packs of seeds", one: "pack of seeds" },
];

export const rate: MathTemplate = {
  id: "rate",
  domain: DOMAIN,
  skill: "ratios_rates_proportions_and_units",
  levels: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  a: 1.3,
  make(random, level): Draft {
    switch (level) {
      case 1:
      case 2:
      case 3: {
        const ctx = pick(random, priceContexts);
        const q1 = int(random, 2, 6);
        const unit = level === 1 ? r(int(random, 2, 9)) : r(int(random, 3, 36), 4);
        const q2 = level === 1 ? q1 * int(random, 2, 4) : int(random, q1 + 1, 15);
        need(q2 !== q1, "same amount");
        const v1 = Q.mul(unit, r(q1));
        const v2 = Q.mul(unit, r(q2));
        return {
          spec: { kind: "proportion", q1: r(q1), v1, q2: r(q2) },
          stem: `At a store, ${m(`${q1}`)} ${ctx.item} cost ${$$(v1)} dollars. At this price per ${ctx.one}, how many dollars do ${m(`${q2}`)} ${ctx.item} cost?`,
          key: num(v2, "money"),
          work: `One ${ctx.one} costs ${m(`\\frac{${money(v1)}}{${q1}} = ${money(unit)}`)} dollars, so ${m(`${q2}`)} cost ${m(`${q2} \\cdot ${money(unit)} = ${money(v2)}`)} dollars.`,
          wrong: [
            wm(
              Q.add(v1, r(q2 - q1)),
              `adds the difference in the number of ${ctx.item}, ${m(`${q2 - q1}`)}, to the cost instead of scaling the cost.`,
            ),
            wm(
              Q.div(Q.mul(v1, r(q1)), r(q2)),
              `inverts the ratio: it multiplies by ${m(`\\frac{${q1}}{${q2}}`)} instead of ${m(`\\frac{${q2}}{${q1}}`)}.`,
            ),
            wm(unit, `is the price of one ${ctx.one}, not of ${m(`${q2}`)}.`),
            wm(
              Q.mul(v1, r(q2)),
              `multiplies the total cost of ${m(`${q1}`)} ${ctx.item}, not the price of one, by ${m(`${q2}`)}.`,
            ),
          ],
        };
      }
      case 4:
      case 5: {
        if (level === 4) {
          const perMinute = int(random, 12, 40);
          const hours = pick(random, [r(1, 2), r(3, 2), r(2), r(5, 2), r(3), r(4)]);
          const pages = Q.mul(Q.mul(r(perMinute), hours), r(60));
          return {
            spec: { kind: "rate-convert", amount: pages, rate: r(perMinute), factor: r(1, 60) },
            stem: `A printer prints ${$(perMinute)} pages per minute. At this rate, how many hours does it take the printer to print ${$(pages)} pages?`,
            key: num(hours, "decimal"),
            work: `It takes ${m(`\\frac{${D(pages)}}{${perMinute}} = ${D(Q.mul(hours, r(60)))}`)} minutes. There are ${m("60")} minutes in an hour, so that is ${m(`\\frac{${D(Q.mul(hours, r(60)))}}{60} = ${D(hours)}`)} hours.`,
            wrong: [
              wd(Q.mul(hours, r(60)), `is the number of minutes, not hours.`),
              wd(Q.mul(r(perMinute), r(60)), `is the number of pages printed in one hour.`),
              wd(
                Q.div(pages, Q.mul(r(perMinute), r(60 * 60))),
                `divides by ${m("60")} twice, as if the rate were per second.`,
              ),
              wd(
                Q.div(Q.mul(pages, r(60)), r(perMinute)),
                `multiplies by ${m("60")} instead of dividing by it.`,
              ),
            ],
          };
        }
        const speed = int(random, 10, 30);
        const minutes = pick(random, [12, 15, 24, 30, 36, 45, 48, 90]);
        const distance = Q.div(Q.mul(r(speed), r(minutes)), r(60));
        need(Q.isTerminating(distance), "repeating distance");
        return {
          spec: { kind: "rate-convert", amount: distance, rate: r(speed), factor: r(60) },
          stem: `A cyclist rides at a constant speed of ${$(speed)} kilometers per hour. At this speed, how many minutes does it take the cyclist to ride ${$(distance)} kilometers?`,
          key: num(minutes, "decimal"),
          work: `The time is ${m(`\\frac{${D(distance)}}{${speed}} = ${D(Q.div(distance, r(speed)))}`)} hours, and ${m(`${D(Q.div(distance, r(speed)))} \\cdot 60 = ${minutes}`)} minutes.`,
          wrong: [
            wd(Q.div(distance, r(speed)), `is the time in hours, not minutes.`),
            wd(
              Q.mul(distance, r(speed)),
              `multiplies the distance by the speed instead of dividing.`,
            ),
            wd(
              Q.div(Q.mul(r(speed), r(60)), distance),
              `divides the speed by the distance, which inverts the rate.`,
            ),
            wd(
              Q.div(r(speed * 60), r(100)),
              `treats the speed as a distance covered in 100 minutes.`,
            ),
          ],
        };
      }
      case 6:
      case 7:
      case 8:
      case 9: {
        const feet = level === 9;
        const a = r(int(random, 2, 9), feet ? 1 : 2);
        const b = r(int(random, 3, 12), feet ? 1 : 2);
        need(!Q.eq(a, b), "a square");
        if (feet) {
          const fa = Q.mul(a, r(3));
          const fb = Q.mul(b, r(3));
          const area = Q.mul(fa, fb);
          return {
            spec: { kind: "scale-area", a: fa, b: fb, scale: r(1, 3) },
            stem: `A rectangular room measures ${$(fa)} feet by ${$(fb)} feet. How many square yards is the area of the floor? (${m("1")} yard ${m("=")} ${m("3")} feet)`,
            key: num(Q.div(area, r(9)), "decimal"),
            work: `In yards the room is ${m(`${D(a)} \\times ${D(b)}`)}, so its area is ${m(`${D(Q.div(area, r(9)))}`)} square yards. (One square yard is ${m("3 \\times 3 = 9")} square feet.)`,
            wrong: [
              wd(
                Q.div(area, r(3)),
                `divides the area by ${m("3")}; a square yard is ${m("9")} square feet, not ${m("3")}.`,
              ),
              wd(area, `is the area in square feet, not square yards.`),
              wd(Q.mul(area, r(9)), `multiplies by ${m("9")} instead of dividing.`),
              wd(
                Q.div(Q.mul(r(2), Q.add(fa, fb)), r(3)),
                `is the perimeter in yards, not the area.`,
              ),
            ],
          };
        }
        const scale = r(int(random, 2, 9) * (level >= 8 ? 5 : 1));
        const area = Q.mul(Q.mul(a, b), Q.mul(scale, scale));
        return {
          spec: { kind: "scale-area", a, b, scale },
          stem: `On a map, ${m("1")} centimeter represents ${$(scale)} kilometers. A rectangular park on the map measures ${$(a)} centimeters by ${$(b)} centimeters. What is the actual area of the park, in square kilometers?`,
          key: num(area, "decimal"),
          work: `The real park is ${m(`${D(a)} \\cdot ${D(scale)} = ${D(Q.mul(a, scale))}`)} kilometers by ${m(`${D(b)} \\cdot ${D(scale)} = ${D(Q.mul(b, scale))}`)} kilometers, so its area is ${m(`${D(area)}`)} square kilometers. (Areas scale by the square of the scale factor.)`,
          wrong: [
            wd(
              Q.mul(Q.mul(a, b), scale),
              `multiplies the map area by ${$(scale)} once; each length is scaled, so the area is scaled by ${m(`${D(scale)}^{2}`)}.`,
            ),
            wd(
              Q.mul(Q.mul(r(2), Q.add(a, b)), scale),
              `is the park's real perimeter, not its area.`,
            ),
            wd(Q.mul(a, b), `is the area on the map, in square centimeters.`),
            wd(
              Q.mul(Q.add(a, b), Q.mul(scale, scale)),
              `adds the two sides instead of multiplying them.`,
            ),
          ],
        };
      }
      default: {
        // 10–12: working together (12: a drain working against a filler).
        const opposing = level === 12;
        const pairs = opposing
          ? [
              [3, 6],
              [4, 12],
              [6, 10],
              [2, 3],
              [4, 6],
            ]
          : level === 10
            ? [
                [3, 6],
                [4, 12],
                [6, 12],
                [10, 15],
                [12, 24],
                [6, 3],
              ]
            : [
                [2, 3],
                [3, 5],
                [4, 6],
                [5, 8],
                [6, 9],
              ];
        const [t1, t2] = pick(random, pairs) as [number, number];
        const together = opposing ? r(t1 * t2, t2 - t1) : r(t1 * t2, t1 + t2);
        need(Q.isTerminating(together) || level !== 10, "want a clean answer");
        const show = (v: Rational) => (Q.isTerminating(v) ? num(v, "decimal") : num(v));
        const stem = opposing
          ? `An inlet pipe can fill an empty tank in ${$(t1)} hours. A drain can empty the full tank in ${$(t2)} hours. If the tank starts empty and both the pipe and the drain are open, how many hours does it take to fill the tank?`
          : `Working alone, Ana can paint a fence in ${$(t1)} hours, and Bo can paint the same fence in ${$(t2)} hours. Working together at these rates, how many hours would it take them to paint the fence?`;
        const wrong: Wrong[] = [
          {
            value: show(r(t1 + t2, 2)),
            why: `averages the two times; working together is faster than either one alone.`,
          },
          { value: show(r(t1 + t2)), why: `adds the times instead of adding the rates.` },
          {
            value: show(r(Math.abs(t2 - t1))),
            why: `subtracts the times instead of combining the rates.`,
          },
        ];
        if (opposing) {
          wrong.unshift({
            value: show(r(t1 * t2, t1 + t2)),
            why: `adds the two rates; the drain works against the pipe, so its rate is subtracted.`,
          });
        }
        return {
          spec: { kind: "combined-work", t1: r(t1), t2: r(t2), opposing },
          stem,
          key: show(together),
          work: opposing
            ? `The pipe fills ${m(`\\frac{1}{${t1}}`)} of the tank per hour and the drain empties ${m(`\\frac{1}{${t2}}`)}, so together they fill ${m(`\\frac{1}{${t1}} - \\frac{1}{${t2}} = ${Q.toLatex(Q.inv(together))}`)} per hour. The tank takes ${m(Q.toLatex(together))} hours.`
            : `Ana paints ${m(`\\frac{1}{${t1}}`)} of the fence per hour and Bo ${m(`\\frac{1}{${t2}}`)}. Together they paint ${m(`\\frac{1}{${t1}} + \\frac{1}{${t2}} = ${Q.toLatex(Q.inv(together))}`)} of it per hour, so the job takes ${m(Q.toLatex(together))} hours.`,
          wrong,
        };
      }
    }
  },
};

export const pct: MathTemplate = {
  id: "pct",
  domain: DOMAIN,
  skill: "percentages",
  levels: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  a: 1.3,
  make(random, level): Draft {
    switch (level) {
      case 1:
      case 2: {
        const p = pick(random, [5, 10, 15, 20, 25, 30, 35, 40, 45, 60, 75]);
        const n = int(random, 2, 16) * 20;
        const part = Q.div(r(p * n), r(100));
        need(Q.isInteger(part), "want a whole part");
        const stem =
          level === 1
            ? `What is ${P(p)} of ${$(n)}?`
            : `A school has ${$(n)} students, and ${P(p)} of them walk to school. How many students walk to school?`;
        return {
          spec: { kind: "percent-of", p: r(p), n: r(n) },
          stem,
          key: num(part, "decimal"),
          work: `${P(p)} means ${m(`\\frac{${p}}{100}`)}, so the answer is ${m(`\\frac{${p}}{100} \\cdot ${n} = ${D(part)}`)}.`,
          wrong: [
            wd(Q.sub(r(n), part), `is the part that is not ${P(p)}: ${m(`${n} - ${D(part)}`)}.`),
            wd(
              Q.div(part, r(10)),
              `moves the decimal point one place too far: ${P(p)} is ${m(D(r(p, 100)))}, not ${m(D(r(p, 1000)))}.`,
            ),
            wd(
              p * n,
              `multiplies by ${m(`${p}`)} instead of by ${m(D(r(p, 100)))}: it forgets to divide by ${m("100")}.`,
            ),
            wd(
              Q.div(r(n), r(p)),
              `divides by ${m(`${p}`)} instead of finding ${m(`${p}`)} hundredths.`,
            ),
          ],
        };
      }
      case 3:
      case 4: {
        const direction = level === 3 ? -1 : 1;
        const p = pick(random, [5, 10, 15, 20, 25, 30, 40]);
        const n = r(int(random, 4, 30) * 5);
        const change = Q.div(Q.mul(n, r(p)), r(100));
        const final = Q.add(n, Q.mul(change, r(direction)));
        const stem =
          direction < 0
            ? `A jacket that usually costs ${$$(n)} dollars is on sale for ${P(p)} off. What is the sale price, in dollars?`
            : `A bike-repair shop charged ${$$(n)} dollars for a tune-up last year. This year the price is ${P(p)} higher. What is this year's price, in dollars?`;
        return {
          spec: { kind: "percent-apply", n, p: r(p), direction },
          stem,
          key: num(final, "money"),
          work: `${P(p)} of ${$$(n)} is ${$$(change)}, so the price is ${m(`${money(n)} ${direction < 0 ? "-" : "+"} ${money(change)} = ${money(final)}`)}. (Or multiply by ${m(D(Q.add(Q.ONE, Q.mul(r(direction), r(p, 100)))))}.)`,
          wrong: [
            wm(
              change,
              `is the amount of the ${direction < 0 ? "discount" : "increase"}, not the new price.`,
            ),
            wm(
              Q.sub(n, Q.mul(change, r(direction))),
              `${direction < 0 ? "adds" : "subtracts"} the ${P(p)} instead of ${direction < 0 ? "subtracting" : "adding"} it.`,
            ),
            wm(
              Q.add(n, r(direction * p)),
              `${direction < 0 ? "subtracts" : "adds"} ${$$(p)} dollars instead of ${P(p)} of the price.`,
            ),
            wm(
              Q.mul(n, r(p, 100)),
              `finds ${P(p)} of the price but then does not ${direction < 0 ? "subtract it" : "add it"}.`,
            ),
          ],
        };
      }
      case 5:
      case 6: {
        const grow = level === 5;
        const p = pick(random, grow ? [10, 20, 25, 40, 50, 60, 75] : [10, 20, 25, 40, 50, 60]);
        const from = r(int(random, 2, 20) * 20);
        const to = Q.mul(from, Q.add(Q.ONE, Q.mul(r(grow ? 1 : -1), r(p, 100))));
        const diff = Q.abs(Q.sub(to, from));
        const wrongBase = Q.mul(Q.div(diff, to), r(100));
        need(Q.isInteger(to) && Q.isTerminating(wrongBase), "want clean numbers");
        const stem = grow
          ? `The number of visitors to a library's website rose from ${$(from)} on Monday to ${$(to)} on Tuesday. By what percent did the number of visitors increase?`
          : `The number of cars parked in a lot fell from ${$(from)} in the morning to ${$(to)} in the evening. By what percent did the number of cars decrease?`;
        return {
          spec: { kind: "percent-change", from, to, ask: grow ? "increase" : "decrease" },
          stem,
          key: pctValue(p),
          work: `The change is ${m(`${D(diff)}`)}. As a percent of the starting value: ${m(`\\frac{${D(diff)}}{${D(from)}} = ${D(r(p, 100))}`)}, which is ${P(p)}.`,
          wrong: [
            wp(
              wrongBase,
              `divides the change by the ending value, ${$(to)}, instead of the starting value.`,
            ),
            wp(
              Q.mul(Q.div(to, from), r(100)),
              `is the ending value as a percent of the starting value, not the percent change.`,
            ),
            wp(diff, `is the amount of the change, not the percent change.`),
          ],
        };
      }
      case 7:
      case 8: {
        const direction = level === 7 ? 1 : -1;
        const p = pick(random, direction > 0 ? [10, 20, 25, 50] : [10, 20, 25, 40]);
        const original = r(int(random, 4, 40) * 4);
        const factor = Q.add(Q.ONE, Q.mul(r(direction), r(p, 100)));
        const final = Q.mul(original, factor);
        need(Q.isInteger(final), "want a whole price");
        const stem =
          direction > 0
            ? `After a ${P(p)} increase, the price of a concert ticket is ${$$(final)} dollars. What was the price, in dollars, before the increase?`
            : `After a ${P(p)} discount, a pair of headphones costs ${$$(final)} dollars. What was the price, in dollars, before the discount?`;
        const wrongFactor = Q.add(Q.ONE, Q.mul(r(-direction), r(p, 100)));
        return {
          spec: { kind: "percent-reverse", final, p: r(p), direction },
          stem,
          key: num(original, "money"),
          work: `The new price is ${m(`${D(Q.mul(factor, r(100)))}\\%`)} of the original: ${m(`${D(factor)}x = ${money(final)}`)}, so ${m(`x = \\frac{${money(final)}}{${D(factor)}} = ${money(original)}`)}.`,
          wrong: [
            wm(
              Q.mul(final, wrongFactor),
              `takes ${P(p)} of the new price, the wrong base; the ${P(p)} was of the original price.`,
            ),
            wm(
              Q.sub(final, Q.mul(r(direction), r(p))),
              `${direction > 0 ? "subtracts" : "adds"} ${$$(p)} dollars instead of undoing a ${P(p)} change.`,
            ),
            wm(
              Q.mul(final, factor),
              `applies the ${P(p)} ${direction > 0 ? "increase" : "discount"} again instead of undoing it.`,
            ),
          ],
        };
      }
      case 9:
      case 10: {
        const [p1, p2] =
          level === 9
            ? (() => {
                const p = pick(random, [10, 20, 25, 30, 40, 50]);
                return [p, -p];
              })()
            : [pick(random, [10, 20, 25, 50]), -pick(random, [10, 20, 30, 40])];
        const final = Q.mul(Q.mul(Q.add(Q.ONE, r(p1, 100)), Q.add(Q.ONE, r(p2, 100))), r(100));
        need(!(level === 10 && p1 === -p2), "level 10 uses two different percents");
        return {
          spec: { kind: "percent-successive", changes: [r(p1), r(p2)] },
          stem: `The price of a bicycle was increased by ${P(p1)}. Later, the new price was decreased by ${P(-p2)}. The final price is what percent of the original price?`,
          key: pctValue(final),
          work: `Increasing by ${P(p1)} multiplies the price by ${m(D(r(100 + p1, 100)))}, and decreasing by ${P(-p2)} multiplies it by ${m(D(r(100 + p2, 100)))}. Together: ${m(`${D(r(100 + p1, 100))} \\cdot ${D(r(100 + p2, 100))} = ${D(Q.div(final, r(100)))}`)}, which is ${P(final)} of the original price.`,
          wrong: [
            wp(
              100 + p1 + p2,
              `adds the percents; the decrease is a percent of the larger, increased price.`,
            ),
            wp(100 + p1, `includes only the increase.`),
            wp(
              Q.mul(Q.mul(r(100 + p1, 100), r(100 - p2, 100)), r(100)),
              `applies both changes as increases.`,
            ),
            wp(Q.sub(r(100), Q.sub(final, r(100))), `gets the direction of the net change wrong.`),
          ],
        };
      }
      default: {
        // 11–12: "A is p% more (less) than B; by what percent is B less (more) than A?"
        const direction = level === 11 ? 1 : -1;
        const p = direction > 0 ? pick(random, [25, 50, 100, 60]) : pick(random, [20, 50, 40, 60]);
        const a = Q.add(Q.ONE, Q.mul(r(direction), r(p, 100)));
        const answer = Q.abs(Q.mul(Q.div(Q.sub(Q.ONE, a), a), r(100)));
        need(Q.isTerminating(answer), "want a clean percent");
        const stem =
          direction > 0
            ? `This year a farm harvested ${P(p)} more apples than last year. The number of apples harvested last year was what percent less than the number harvested this year?`
            : `A used laptop costs ${P(p)} less than a new one. The price of the new laptop is what percent more than the price of the used laptop?`;
        return {
          spec: { kind: "percent-relative", p: r(p), direction },
          stem,
          key: pctValue(answer),
          work:
            direction > 0
              ? `If last year was ${m("100")}, this year was ${m(D(Q.mul(a, r(100))))}. The difference, ${m(`${p}`)}, as a percent of this year's ${m(D(Q.mul(a, r(100))))} is ${m(`\\frac{${p}}{${D(Q.mul(a, r(100)))}}`)}, or ${P(answer)}.`
              : `If the new laptop costs ${m("100")}, the used one costs ${m(D(Q.mul(a, r(100))))}. The difference, ${m(`${p}`)}, as a percent of the used price ${m(D(Q.mul(a, r(100))))} is ${m(`\\frac{${p}}{${D(Q.mul(a, r(100)))}}`)}, or ${P(answer)}.`,
          wrong: [
            wp(
              p,
              `uses the same base for both comparisons; the second comparison is a percent of a different amount.`,
            ),
            wp(
              Q.mul(Q.inv(a), r(100)),
              `is one amount as a percent of the other, not the percent difference.`,
            ),
            wp(100 - p, `subtracts ${P(p)} from ${P(100)}; that is not a percent change.`),
            wp(
              Q.mul(a, r(100)),
              `is ${direction > 0 ? "this year's harvest" : "the used price"} as a percent of the other amount.`,
            ),
          ],
        };
      }
    }
  },
};

export const ratioPercentTemplates = [rate, pct];
