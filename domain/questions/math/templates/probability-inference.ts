// Problem-Solving and Data Analysis · probability (prob: simple and from two-way tables given in
// words), inference from samples and margin of error (infer), and evaluating statistical claims
// (claims: sampling methods, what a study's design supports).
import { pick, shuffled } from "../../../random.ts";
import { int, need, type Draft, type MathTemplate, type Wrong } from "../draft.ts";
import * as Q from "../rational.ts";
import type { Rational } from "../rational.ts";
import { m, num, text, type MathValue } from "../values.ts";
import { D, r } from "./common.ts";

const DOMAIN = "problem_solving_and_data_analysis" as const;
const $ = (v: Rational | number) => m(D(typeof v === "number" ? r(v) : v));
const P = (v: Rational | number) => m(`${D(typeof v === "number" ? r(v) : v)}\\%`);
const wf = (value: Rational, why: string): Wrong => ({ value: num(value), why });
const frac = (a: number, b: number) => `\\frac{${a}}{${b}}`;
/** "\frac{52}{66}, which is \frac{26}{33}" when the fraction reduces. */
const fracWork = (a: number, b: number) => {
  const value = r(a, b);
  return value.d === BigInt(b)
    ? m(frac(a, b))
    : `${m(frac(a, b))}, which is ${m(Q.toLatex(value))}`;
};

const bags = [
  { things: "marbles", colors: ["red", "blue", "green"], container: "A bag" },
  { things: "tiles", colors: ["yellow", "white", "black"], container: "A box" },
  { things: "pens", colors: ["black", "blue", "purple"], container: "A cup" },
];

type TableContext = {
  intro: (total: string) => string;
  /** Labels used when describing the counts ("Hillside"). */
  rows: readonly [string, string];
  /** "Hillside students" */
  rowGroup: readonly [string, string];
  /** "prefer morning classes" */
  cols: readonly string[];
  /** "students who prefer morning classes" */
  colGroup: readonly string[];
  /** "prefers morning classes", said of the chosen one */
  colSingular: readonly string[];
  /** "does not walk" */
  colNot?: readonly string[];
  /** "a Hillside student who prefers morning classes" */
  both: (i: number, j: number) => string;
  person: string;
};

const tables: readonly TableContext[] = [
  {
    intro: (t) =>
      `A survey asked ${t} students at two schools, Hillside and Riverside, whether they prefer morning or afternoon classes.`,
    rows: ["Hillside", "Riverside"],
    rowGroup: ["Hillside students", "Riverside students"],
    cols: ["prefer morning classes", "prefer afternoon classes"],
    colGroup: ["students who prefer morning classes", "students who prefer afternoon classes"],
    colSingular: ["prefers morning classes", "prefers afternoon classes"],
    both: (i, j) =>
      `a ${["Hillside", "Riverside"][i]} student who prefers ${["morning", "afternoon"][j]} classes`,
    person: "student",
  },
  {
    intro: (t) =>
      `A garden club grew ${t} plants; some were given a new plant food and the rest were not. After a month, each plant was measured.`,
    rows: ["Given plant food", "Not given plant food"],
    rowGroup: ["plants that were given plant food", "plants that were not given plant food"],
    cols: ["grew more than 10 centimeters", "grew 10 centimeters or less"],
    colGroup: [
      "plants that grew more than 10 centimeters",
      "plants that grew 10 centimeters or less",
    ],
    colSingular: ["grew more than 10 centimeters", "grew 10 centimeters or less"],
    both: (i, j) =>
      `a plant that was ${i === 0 ? "" : "not "}given plant food and grew ${j === 0 ? "more than 10 centimeters" : "10 centimeters or less"}`,
    person: "plant",
  },
  {
    intro: (t) =>
      `A library recorded the ${t} books borrowed on one day, by adults and by teenagers.`,
    rows: ["Adults", "Teenagers"],
    rowGroup: ["books borrowed by adults", "books borrowed by teenagers"],
    cols: ["fiction", "nonfiction"],
    colGroup: ["fiction books", "nonfiction books"],
    colSingular: ["is fiction", "is nonfiction"],
    both: (i, j) =>
      `a ${j === 0 ? "fiction" : "nonfiction"} book borrowed by ${i === 0 ? "an adult" : "a teenager"}`,
    person: "book",
  },
  {
    intro: (t) =>
      `A survey asked ${t} sixth and seventh graders how they usually get to school: walking, by bus, or by car.`,
    rows: ["Sixth graders", "Seventh graders"],
    rowGroup: ["sixth graders", "seventh graders"],
    cols: ["walk", "take the bus", "ride in a car"],
    colGroup: ["students who walk", "students who take the bus", "students who ride in a car"],
    colSingular: ["walks", "takes the bus", "rides in a car"],
    colNot: ["does not walk", "does not take the bus", "does not ride in a car"],
    both: (i, j) =>
      `a ${i === 0 ? "sixth" : "seventh"} grader who ${["walks", "takes the bus", "rides in a car"][j]}`,
    person: "student",
  },
];

/** "Hillside: 36 prefer morning classes, 24 prefer afternoon classes." (one cell may be hidden) */
function describeTable(
  ctx: TableContext,
  cells: number[][],
  hide?: readonly [number, number],
): string {
  return ctx.rows
    .map((row, i) => {
      const shown = ctx.cols.flatMap((col, j) =>
        hide && hide[0] === i && hide[1] === j ? [] : [`${m(`${cells[i]![j]}`)} ${col}`],
      );
      const total =
        hide && hide[0] === i ? ` (${m(`${cells[i]!.reduce((a, b) => a + b, 0)}`)} in all)` : "";
      return `${row}${total}: ${shown.join(", ")}.`;
    })
    .join(" ");
}

const prob: MathTemplate = {
  id: "prob",
  domain: DOMAIN,
  skill: "probability",
  levels: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  a: 1.3,
  make(random, level): Draft {
    if (level <= 3) {
      const bag = pick(random, bags);
      const counts = bag.colors.map(() => int(random, 2, 12));
      const total = counts.reduce((a, b) => a + b, 0);
      const favorable = level === 3 ? [0, 2] : [int(random, 0, 2)];
      const good = favorable.reduce((a, i) => a + counts[i]!, 0);
      const names = favorable.map((i) => bag.colors[i]!).join(" or ");
      const contents = bag.colors.map((c, i) => `${m(`${counts[i]}`)} ${c}`);
      const answer = r(good, total);
      return {
        spec: { kind: "probability", counts: counts.map((c) => r(c)), favorable },
        stem: `${bag.container} holds ${contents[0]}, ${contents[1]}, and ${contents[2]} ${bag.things}. One is chosen at random. What is the probability that it is ${names}?`,
        key: num(answer),
        work: `There are ${m(`${total}`)} ${bag.things} in all, and ${m(`${good}`)} of them are ${names}. The probability is ${fracWork(good, total)}.`,
        wrong: [
          ...(good < total - good
            ? [
                wf(
                  r(good, total - good),
                  `divides by the number of ${bag.things} that are not ${names} instead of by the total.`,
                ),
              ]
            : []),
          wf(r(total - good, total), `is the probability that it is not ${names}.`),
          wf(
            r(favorable.length, bag.colors.length),
            `treats each color as equally likely, ignoring how many ${bag.things} there are of each.`,
          ),
          wf(r(1, good), `is ${m("1")} divided by the number of ${names} ${bag.things}.`),
        ],
      };
    }
    const ctx = pick(
      random,
      tables.filter((t) => (level >= 9 ? t.cols.length === 3 : true)),
    );
    const cells = ctx.rows.map(() => ctx.cols.map(() => int(random, 6, 60)));
    const rowTotal = (i: number) => cells[i]!.reduce((a, b) => a + b, 0);
    const colTotal = (j: number) => cells.reduce((a, row) => a + row[j]!, 0);
    const total = rowTotal(0) + rowTotal(1);
    const i = int(random, 0, 1);
    const j = int(random, 0, ctx.cols.length - 1);
    const cell = cells[i]![j]!;
    const other = 1 - i;
    const hidden = level >= 11 ? ([other, j === 0 ? 1 : 0] as const) : undefined;
    const spec = (
      event: { row?: number; col?: number; not?: boolean },
      given?: { row?: number; col?: number },
    ) => ({
      kind: "table-probability" as const,
      cells: cells.map((row) => row.map((c) => r(c))),
      event,
      ...(given ? { given } : {}),
    });
    const intro = `${ctx.intro(m(`${total}`))} The results: ${describeTable(ctx, cells, hidden)}`;
    const chosen = `the chosen ${ctx.person}`;
    switch (level) {
      case 4:
        return {
          spec: spec({ row: i, col: j }),
          stem: `${intro} If one of the ${m(`${total}`)} ${ctx.person}s is chosen at random, what is the probability that ${chosen} is ${ctx.both(i, j)}?`,
          key: num(r(cell, total)),
          work: `${m(`${cell}`)} of the ${m(`${total}`)} fit both descriptions, so the probability is ${fracWork(cell, total)}.`,
          wrong: [
            wf(
              r(cell, rowTotal(i)),
              `divides by the ${m(`${rowTotal(i)}`)} ${ctx.rowGroup[i]} only; the choice is from all ${m(`${total}`)}.`,
            ),
            wf(
              r(cell, colTotal(j)),
              `divides by the ${m(`${colTotal(j)}`)} ${ctx.colGroup[j]} only; the choice is from all ${m(`${total}`)}.`,
            ),
            wf(
              r(rowTotal(i), total),
              `is the probability of choosing one of the ${ctx.rowGroup[i]}, ignoring the second condition.`,
            ),
            wf(
              r(colTotal(j), total),
              `is the probability of choosing one of the ${ctx.colGroup[j]}, ignoring the first condition.`,
            ),
          ],
        };
      case 5:
        return {
          spec: spec({ col: j }),
          stem: `${intro} If one of the ${m(`${total}`)} ${ctx.person}s is chosen at random, what is the probability that ${chosen} ${ctx.colSingular[j]}?`,
          key: num(r(colTotal(j), total)),
          work: `Add both groups: ${m(`${cells[0]![j]} + ${cells[1]![j]} = ${colTotal(j)}`)} of the ${m(`${total}`)}. The probability is ${fracWork(colTotal(j), total)}.`,
          wrong: [
            wf(r(cell, total), `counts only the ${ctx.rowGroup[i]}.`),
            wf(r(cell, rowTotal(i)), `is the probability within the ${ctx.rowGroup[i]} only.`),
            wf(
              r(colTotal(j), total - colTotal(j)),
              `divides by the number that do not, instead of by the total.`,
            ),
            wf(r(total - colTotal(j), total), `is the probability of the opposite outcome.`),
          ],
        };
      case 6:
      case 7:
      case 8: {
        const byColumn = level === 8;
        const base = byColumn ? colTotal(j) : rowTotal(i);
        const otherBase = byColumn ? rowTotal(i) : colTotal(j);
        const groupText = byColumn ? ctx.colGroup[j]! : ctx.rowGroup[i]!;
        const otherText = byColumn ? ctx.rowGroup[i]! : ctx.colGroup[j]!;
        return {
          spec: byColumn ? spec({ row: i }, { col: j }) : spec({ col: j }, { row: i }),
          stem: byColumn
            ? `${intro} If one of the ${groupText} is chosen at random, what is the probability that ${chosen} is one of the ${ctx.rowGroup[i]}?`
            : `${intro} If one of the ${groupText} is chosen at random, what is the probability that ${chosen} ${ctx.colSingular[j]}?`,
          key: num(r(cell, base)),
          work: `Only the ${m(`${base}`)} ${groupText} can be chosen, and ${m(`${cell}`)} of them fit. The probability is ${fracWork(cell, base)}.`,
          wrong: [
            wf(
              r(cell, otherBase),
              `divides by the ${m(`${otherBase}`)} ${otherText} instead of the ${m(`${base}`)} ${groupText}.`,
            ),
            wf(r(cell, total), `divides by all ${m(`${total}`)} instead of only the ${groupText}.`),
            wf(
              r(base, total),
              `is the probability of choosing one of the ${groupText}, not the probability asked for.`,
            ),
            wf(
              r(base - cell, base),
              `is the probability of the other outcome among the ${groupText}.`,
            ),
          ],
        };
      }
      case 9:
      case 10: {
        const notCount = rowTotal(i) - cell;
        return {
          spec: spec({ col: j, not: true }, { row: i }),
          stem: `${intro} If one of the ${ctx.rowGroup[i]} is chosen at random, what is the probability that ${chosen} ${ctx.colNot![j]}?`,
          key: num(r(notCount, rowTotal(i))),
          work: `Of the ${m(`${rowTotal(i)}`)} ${ctx.rowGroup[i]}, ${m(`${cell}`)} ${ctx.cols[j]}, so ${m(`${rowTotal(i)} - ${cell} = ${notCount}`)} do not. The probability is ${fracWork(notCount, rowTotal(i))}.`,
          wrong: [
            wf(
              r(cell, rowTotal(i)),
              `is the probability of the opposite: that ${chosen} ${ctx.colSingular[j]}.`,
            ),
            wf(
              r(total - colTotal(j), total),
              `is the probability for all ${m(`${total}`)} students, not only the ${ctx.rowGroup[i]}.`,
            ),
            wf(
              r(notCount, total),
              `divides by all ${m(`${total}`)} students instead of the ${m(`${rowTotal(i)}`)} ${ctx.rowGroup[i]}.`,
            ),
            wf(
              r(notCount, colTotal(j)),
              `divides by the ${m(`${colTotal(j)}`)} ${ctx.colGroup[j]}.`,
            ),
          ],
        };
      }
      default: {
        const [hr, hc] = hidden!;
        const shownOthers = cells[hr]!.filter((_, k) => k !== hc);
        return {
          spec: spec({ row: i }, { col: j }),
          stem: `${intro} If one of the ${ctx.colGroup[j]} is chosen at random, what is the probability that ${chosen} is one of the ${ctx.rowGroup[i]}?`,
          key: num(r(cell, colTotal(j))),
          work: `First find the missing count: ${m(`${rowTotal(hr)} - ${shownOthers.join(" - ")} = ${cells[hr]![hc]}`)} of the ${ctx.rowGroup[hr]} ${ctx.cols[hc]}. Then ${m(`${colTotal(j)}`)} of all the students ${ctx.cols[j]}, and ${m(`${cell}`)} of them are ${ctx.rowGroup[i]}: the probability is ${fracWork(cell, colTotal(j))}.`,
          wrong: [
            wf(
              r(cell, rowTotal(i)),
              `divides by the number of ${ctx.rowGroup[i]} instead of the number of ${ctx.colGroup[j]}.`,
            ),
            wf(
              r(cell, total),
              `divides by all ${m(`${total}`)} students instead of only the ${ctx.colGroup[j]}.`,
            ),
            wf(
              r(colTotal(j), total),
              `is the probability of choosing one of the ${ctx.colGroup[j]}, not the probability asked for.`,
            ),
            wf(
              r(cells[other]![j]!, colTotal(j)),
              `is the probability for the ${ctx.rowGroup[other]}, not the ${ctx.rowGroup[i]}.`,
            ),
          ],
        };
      }
    }
  },
};

export const infer: MathTemplate = {
  id: "infer",
  domain: DOMAIN,
  skill: "inference_from_samples_and_margin_of_error",
  levels: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  a: 1.1,
  make(random, level): Draft {
    if (level <= 4) {
      const population = int(random, 6, 40) * 100;
      const sample = pick(random, level <= 2 ? [20, 40, 50, 80, 100] : [120, 150, 200, 250, 400]);
      const share = r(int(random, 1, 19), 20);
      const count = Q.mul(share, r(sample));
      const estimate = Q.mul(share, r(population));
      need(Q.isInteger(count) && Q.isInteger(estimate), "want whole counts");
      const topic = pick(random, [
        ["students at a school", "students", "said they bike to school", "bike to school"],
        [
          "residents of a town",
          "residents",
          "said they use the town library",
          "use the town library",
        ],
        [
          "employees of a company",
          "employees",
          "said they would join a lunchtime walking club",
          "would join the club",
        ],
      ] as const);
      return {
        spec: { kind: "sample-estimate", sample: r(sample), count, population: r(population) },
        stem: `A random sample of ${$(sample)} of the ${$(population)} ${topic[0]} was surveyed, and ${$(count)} of those sampled ${topic[2]}. Based on the sample, about how many of the ${$(population)} ${topic[1]} ${topic[3]}?`,
        key: num(estimate, "decimal"),
        work: `In the sample, ${m(`${frac(Number(count.n), sample)} = ${D(share)}`)} ${topic[2]}. The same share of the ${$(population)} is ${m(`${D(share)} \\cdot ${D(r(population))} = ${D(estimate)}`)}.`,
        wrong: [
          {
            value: num(count, "decimal"),
            why: `is the number in the sample; it has to be scaled up to all ${$(population)}.`,
          },
          {
            value: num(Q.sub(r(population), estimate), "decimal"),
            why: `estimates the number who did not, instead of the number who did.`,
          },
          {
            value: num(Q.div(Q.mul(count, r(population)), r(100)), "decimal"),
            why: `treats ${$(count)} as a percent of the ${topic[1]}, but it is a count out of ${$(sample)}.`,
          },
          {
            value: num(Q.div(Q.mul(r(population), r(sample)), count), "decimal"),
            why: `divides by the count instead of by the sample size.`,
          },
        ],
      };
    }
    if (level <= 8) {
      const estimate = r(int(random, 20, 70));
      const margin = r(int(random, 2, 5));
      const population = int(random, 2, 9) * 1000;
      const topic = pick(random, [
        ["voters in a city", "support building a new bike lane", "voters who"],
        ["households in a county", "recycle every week", "households that"],
        ["students at a university", "use public transit", "students who"],
      ] as const);
      const intro =
        level <= 6
          ? `Based on a random sample, researchers estimate that ${P(estimate)} of the ${topic[0]} ${topic[1]}, with a margin of error of ${P(margin)}.`
          : `Based on a random sample, researchers estimate that ${P(estimate)} of the ${$(population)} ${topic[0]} ${topic[1]}, with a margin of error of ${P(margin)}.`;
      if (level <= 6) {
        const range = (lo: Rational, hi: Rational): MathValue => ({
          t: "range",
          lo,
          hi,
          f: "percent",
        });
        return {
          spec: { kind: "margin-interval", estimate, margin },
          stem: `${intro} Which of the following is the most plausible range for the actual percent?`,
          key: range(Q.sub(estimate, margin), Q.add(estimate, margin)),
          work: `The margin of error goes on both sides of the estimate: ${m(`${D(estimate)} - ${D(margin)} = ${D(Q.sub(estimate, margin))}`)} and ${m(`${D(estimate)} + ${D(margin)} = ${D(Q.add(estimate, margin))}`)}.`,
          wrong: [
            {
              value: range(estimate, Q.add(estimate, margin)),
              why: `adds the margin of error but does not subtract it; the true value could be lower than the estimate too.`,
            },
            {
              value: range(
                Q.sub(estimate, Q.mul(margin, r(2))),
                Q.add(estimate, Q.mul(margin, r(2))),
              ),
              why: `doubles the margin of error.`,
            },
            {
              value: range(
                Q.sub(estimate, Q.div(margin, r(2))),
                Q.add(estimate, Q.div(margin, r(2))),
              ),
              why: `splits the margin of error in half between the two sides.`,
            },
            {
              value: range(Q.sub(estimate, margin), estimate),
              why: `subtracts the margin of error but does not add it.`,
            },
          ],
        };
      }
      const scale = r(population, 100);
      const lo = Q.mul(Q.sub(estimate, margin), scale);
      const hi = Q.mul(Q.add(estimate, margin), scale);
      const key = Q.add(lo, Q.mul(Q.sub(hi, lo), r(int(random, 1, 3), 4)));
      const notIn = (v: Rational) => Q.lt(v, lo) || Q.gt(v, hi);
      const wrong = [
        {
          value: num(Q.mul(Q.add(estimate, Q.mul(margin, r(2))), scale), "decimal"),
          why: `is ${P(Q.add(estimate, Q.mul(margin, r(2))))} of ${$(population)}; it adds the margin of error twice.`,
        },
        {
          value: num(Q.mul(Q.sub(estimate, Q.mul(margin, r(2))), scale), "decimal"),
          why: `is ${P(Q.sub(estimate, Q.mul(margin, r(2))))} of ${$(population)}; it subtracts the margin of error twice.`,
        },
        {
          value: num(Q.mul(margin, scale), "decimal"),
          why: `is ${P(margin)} of ${$(population)}; the margin of error is not the estimate.`,
        },
        {
          value: num(Q.mul(Q.sub(r(100), estimate), scale), "decimal"),
          why: `is the estimated number who do not.`,
        },
      ].filter((w) => w.value.t === "num" && notIn(w.value.v[0]?.c ?? Q.ZERO));
      return {
        spec: { kind: "margin-plausible", estimate, margin, population: r(population) },
        stem: `${intro} Which of the following is a plausible value for the actual number of ${topic[2]} ${topic[1]}?`,
        key: num(key, "decimal"),
        work: `The plausible percents are from ${P(Q.sub(estimate, margin))} to ${P(Q.add(estimate, margin))}, which is ${m(`${D(lo)}`)} to ${m(`${D(hi)}`)} out of ${$(population)}. Only ${$(key)} is in that range.`,
        wrong,
      };
    }
    if (level <= 10) {
      const larger = level === 9;
      const [from, to] = larger
        ? [pick(random, [100, 150, 200]), pick(random, [600, 800, 1000])]
        : [pick(random, [800, 1000, 1200]), pick(random, [100, 150, 200])];
      const choices = {
        decrease: "The margin of error would most likely be smaller.",
        increase: "The margin of error would most likely be larger.",
        same: "The margin of error would stay the same, because the population is the same.",
        zero: "There would be no margin of error, because every sample member answered.",
      } as const;
      const key = larger ? "decrease" : "increase";
      const why: Record<keyof typeof choices, string> = {
        decrease: `would need a larger sample; here the sample is smaller, so the estimate is less precise.`,
        increase: `would need a smaller sample; here the sample is larger, so the estimate is more precise.`,
        same: `ignores the sample size: the margin of error depends on how many people are sampled, not only on the population.`,
        zero: `is wrong because any estimate from a sample, however complete its answers, has a margin of error.`,
      };
      return {
        spec: {
          kind: "claim",
          claim: { topic: "margin", sizeChange: larger ? "larger" : "smaller" },
        },
        stem: `A polling group surveyed a random sample of ${$(from)} adults in a state about a proposed law and reported the percent who support it, with a margin of error. If the group had instead surveyed a random sample of ${$(to)} adults from the same state, which statement about the margin of error would most likely be true?`,
        key: text(key, choices[key]),
        work: `Larger random samples give more precise estimates, so the margin of error shrinks as the sample grows and grows as the sample shrinks. Going from ${$(from)} to ${$(to)} ${larger ? "increases" : "decreases"} the sample, so the margin of error would most likely be ${larger ? "smaller" : "larger"}.`,
        wrong: (Object.keys(choices) as (keyof typeof choices)[])
          .filter((k) => k !== key)
          .map((k) => ({ value: text(k, choices[k]), why: why[k] })),
      };
    }
    // 11–12: to which group do the results generalise?
    const random_ = level === 11;
    const setting = pick(random, [
      {
        group: "members of the city's running clubs",
        city: "all residents of the city",
        wider: "all runners in the country",
        act: "run at least three times a week",
      },
      {
        group: "students in the school's music program",
        city: "all students at the school",
        wider: "all music students in the state",
        act: "practice every day",
      },
    ]);
    const choices = {
      group: `The ${setting.group}`,
      city: `${setting.city.charAt(0).toUpperCase()}${setting.city.slice(1)}`,
      wider: `${setting.wider.charAt(0).toUpperCase()}${setting.wider.slice(1)}`,
      none: "Only the people who answered the survey",
    } as const;
    const key = random_ ? "group" : "none";
    const how = random_
      ? `selected ${$(120)} of the ${setting.group} at random`
      : `posted an online survey for the ${setting.group} and used the first ${$(120)} people who answered`;
    const why: Record<keyof typeof choices, string> = {
      group: `would need a random sample; volunteers who answer first may differ from the rest of the group.`,
      city: `goes beyond the group that was sampled; people outside that group had no chance to be chosen.`,
      wider: `goes far beyond the group that was sampled.`,
      none: `is too narrow: a random sample from a group supports conclusions about the whole group.`,
    };
    return {
      spec: { kind: "claim", claim: { topic: "scope", random: random_, sampledFrom: "group" } },
      stem: `A researcher ${how}. Of those, ${$(78)} said they ${setting.act}. To which group can the researcher most appropriately generalize this result?`,
      key: text(key, choices[key]),
      work: random_
        ? `The people were chosen at random from the ${setting.group}, so the result can be generalized to that group, but not beyond it.`
        : `The people chose themselves (they answered first), so they may not represent the ${setting.group}; the result describes only those who answered.`,
      wrong: (Object.keys(choices) as (keyof typeof choices)[])
        .filter((k) => k !== key)
        .map((k) => ({ value: text(k, choices[k]), why: why[k] })),
    };
  },
};

const methodSets = [
  {
    question: (n: string) =>
      `The student council wants to know how the students at a high school feel about a later start time. Which method of choosing ${n} students to survey is most likely to give results that represent all students at the school?`,
    methods: [
      {
        id: "random-all",
        random: true,
        whole: true,
        text: "Choosing students at random from a list of all students at the school",
        why: "",
      },
      {
        id: "team",
        random: false,
        whole: false,
        text: "Surveying the students on the school's sports teams",
        why: "surveys only athletes, whose schedules (and views about start times) may differ from other students'.",
      },
      {
        id: "friends",
        random: false,
        whole: false,
        text: "Surveying the council members' friends",
        why: "surveys a convenient group whose views may be like the council's own.",
      },
      {
        id: "morning",
        random: false,
        whole: false,
        text: "Surveying the first students to arrive at school one morning",
        why: "surveys early arrivers, who may be the students least bothered by an early start.",
      },
      {
        id: "random-grade",
        random: true,
        whole: false,
        text: "Choosing ninth graders at random from a list of all ninth graders",
        why: "is random, but only among ninth graders, so students in other grades have no chance of being chosen.",
      },
      {
        id: "volunteer",
        random: false,
        whole: true,
        text: "Posting an online poll for all students and using the first responses",
        why: "lets students choose themselves; those who answer first may feel more strongly than the others.",
      },
    ],
  },
  {
    question: (n: string) =>
      `A city wants to know how its residents feel about a plan for a new park. Which method of choosing ${n} residents to survey is most likely to give results that represent all residents of the city?`,
    methods: [
      {
        id: "random-all",
        random: true,
        whole: true,
        text: "Choosing residents at random from a list of all households in the city",
        why: "",
      },
      {
        id: "park",
        random: false,
        whole: false,
        text: "Surveying people at an existing park on a sunny afternoon",
        why: "surveys people who already use parks, who may like the plan more than other residents.",
      },
      {
        id: "meeting",
        random: false,
        whole: false,
        text: "Surveying the people who come to a public meeting about the park",
        why: "surveys people who care enough to attend, whose views may be stronger than most residents'.",
      },
      {
        id: "council",
        random: false,
        whole: false,
        text: "Surveying the neighbors of city council members",
        why: "surveys a convenient group from a few neighborhoods.",
      },
      {
        id: "random-street",
        random: true,
        whole: false,
        text: "Choosing residents at random from the households on the street next to the planned park",
        why: "is random, but only on one street, whose residents will be affected by the park more than others.",
      },
      {
        id: "volunteer",
        random: false,
        whole: true,
        text: "Mailing a survey to every household and using the first replies",
        why: "lets residents choose themselves; those who reply first may feel more strongly than the others.",
      },
    ],
  },
];

const studies = [
  {
    topic: "whether a daily 10-minute stretching routine reduces back pain",
    treatment: "stretching every day",
    outcome: "less back pain",
    population: "adults in the city",
  },
  {
    topic: "whether listening to calm music while studying improves quiz scores",
    treatment: "listening to calm music while studying",
    outcome: "higher quiz scores",
    population: "students at the university",
  },
  {
    topic: "whether a new reading app improves reading speed",
    treatment: "using the app",
    outcome: "faster reading",
    population: "students in the school district",
  },
];

export const claims: MathTemplate = {
  id: "claims",
  domain: DOMAIN,
  skill: "evaluating_statistical_claims",
  levels: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  a: 1.0,
  make(random, level): Draft {
    if (level <= 4) {
      const set = pick(random, methodSets);
      const best = set.methods[0]!;
      const close = level >= 3;
      const convenience = shuffled(
        random,
        set.methods.filter((x) => !x.random && !x.whole),
      );
      const others = close
        ? [...set.methods.filter((x) => x.random !== x.whole), convenience[0]!]
        : convenience.slice(0, 3);
      const chosen = [best, ...others];
      need(chosen.length === 4, "not enough methods");
      const n = $(pick(random, [100, 150, 200]));
      const why = (x: (typeof chosen)[number]) => x.why;
      return {
        spec: {
          kind: "claim",
          claim: {
            topic: "sampling",
            methods: chosen.map(({ id, random: isRandom, whole }) => ({
              id,
              random: isRandom,
              whole,
            })),
          },
        },
        stem: set.question(n),
        key: text(best.id, best.text),
        work: `A random sample from the whole population gives every member the same chance of being chosen, so it is the most likely to be representative.`,
        wrong: chosen.slice(1).map((x) => ({ value: text(x.id, x.text), why: why(x) })),
      };
    }
    const study = pick(random, studies);
    // Levels 5–6: both or neither; 7–9: one of the two; 10–12: one of the two, with the design's
    // key detail stated less directly.
    const cases: [boolean, boolean][] =
      level <= 6
        ? [
            [true, true],
            [false, false],
          ]
        : [
            [true, false],
            [false, true],
          ];
    const [randomSample, randomAssignment] = pick(random, cases);
    const subtle = level >= 10;
    const who = randomSample
      ? `selected ${$(200)} ${study.population} at random`
      : subtle
        ? `recruited ${$(200)} ${study.population} through an advertisement asking for participants`
        : `asked for volunteers and enrolled ${$(200)} ${study.population} who signed up`;
    const how = randomAssignment
      ? subtle
        ? `For each participant, a coin flip decided whether the participant would try ${study.treatment} for eight weeks.`
        : `The researcher randomly assigned half of them to try ${study.treatment} for eight weeks and the other half not to.`
      : subtle
        ? `Each participant chose whether to try ${study.treatment} for eight weeks.`
        : `The researcher asked each of them whether they had been ${study.treatment} over the past eight weeks.`;
    const result = `The group ${randomAssignment ? "that tried" : "that reported"} ${study.treatment} showed ${study.outcome} on average, and the difference was large enough to be unlikely to happen by chance.`;
    const choices = {
      "cause-population": `${cap(study.treatment)} causes ${study.outcome} for ${study.population} in general.`,
      "cause-sample": `${cap(study.treatment)} causes ${study.outcome} for people like those in the study, but the result cannot be generalized to all ${study.population}.`,
      "association-population": `${cap(study.treatment)} is associated with ${study.outcome} among ${study.population} in general, but it cannot be concluded that it causes ${study.outcome}.`,
      "association-sample": `${cap(study.treatment)} is associated with ${study.outcome} among the people in the study, but cause and effect cannot be concluded, and the result cannot be generalized to all ${study.population}.`,
    } as const;
    type Id = keyof typeof choices;
    const key: Id = `${randomAssignment ? "cause" : "association"}-${randomSample ? "population" : "sample"}`;
    const why = (id: Id): string => {
      const [kind, scope] = id.split("-") as ["cause" | "association", "population" | "sample"];
      const wantsCause = kind === "cause";
      const wantsAll = scope === "population";
      if (wantsCause && !randomAssignment)
        return `claims cause and effect, but the participants were not randomly assigned to the treatment, so other differences between the groups could explain the result.`;
      if (wantsAll && !randomSample)
        return `generalizes to all ${study.population}, but the participants were not chosen at random from them.`;
      if (!wantsCause && randomAssignment)
        return `is too cautious: random assignment to the treatment does support a cause-and-effect conclusion.`;
      return `is too cautious: the participants were chosen at random from all ${study.population}, so the result can be generalized to them.`;
    };
    return {
      spec: { kind: "claim", claim: { topic: "study", randomSample, randomAssignment } },
      stem: `A researcher studied ${study.topic}. The researcher ${who}. ${how} ${result} Which conclusion is best supported by the study?`,
      key: text(key, choices[key]),
      work: `${randomAssignment ? "The treatment was assigned at random, so a cause-and-effect conclusion is supported." : "The treatment was not assigned at random, so only an association can be concluded."} ${randomSample ? `The participants were a random sample of ${study.population}, so the result can be generalized to them.` : `The participants were not a random sample of ${study.population}, so the result applies only to people like those in the study.`}`,
      wrong: (Object.keys(choices) as Id[])
        .filter((id) => id !== key)
        .map((id) => ({ value: text(id, choices[id]), why: why(id) })),
    };
  },
};

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export const probabilityInferenceTemplates = [prob, infer, claims];
