// `npm run bench:diagnostic`: the adaptive diagnostic's quality, measured by simulation against
// the bars of learning-model.md (method and results: docs/learning-quality.md).
//
//   1. The bank: domain/questions/bank.ts's buildQuestionBank(), the bank the app publishes.
//   2. Calibration error: each item's TRUE parameters, which the simulated students answer by,
//      differ from the stored ones the engine uses: b + N(0, 0.3), a·exp(N(0, 0.15)),
//      c + U(−0.05, 0.05), drawn once per item (so every student meets the same errors).
//   3. 4,000 students: θ_English ~ N(0, 1), θ_Math = ρ·θ_English + √(1 − ρ²)·N(0, 1), ρ = 0.7.
//   4. Each takes English (6–8 items, N(0, 1) prior), then Math (6–8 items, prior borrowed from
//      the English result), through the real engine (domain/diagnostic/engine.ts). English is
//      scored twice: from its own answers (the score shown when English ends) and from both
//      subjects' answers (finalEstimates: the score the student keeps, re-scored when Math ends).
//   5. The same students take a random form of the same length per subject (random items of the
//      subject, no adaptivity, their own draw each), scored the same way (EAP, the same priors).
//   6. Prints per subject: RMSE, bias, correlation, share within ±50 points, 90%-range coverage,
//      test length, the random form's RMSE and the reduction, the most-exposed item; the bars,
//      met or not; accuracy by ability; the same for seeds seed…seed+4 (new students and new
//      calibration errors); what the borrowed Math prior buys; coverage by range widening; and
//      the stopping-threshold sweep.
// Scores: true = clamp(500 + 100·θ, 200, 800), NOT rounded (the student's ability on the scale);
// estimated = scaledScore(θ̂), rounded to 10 and clamped, as the student sees it.
// Options: --students=4000 --seed=1 --seeds=5 --rho=0.7 (the true
// correlation; the engine assumes 0.7) --b-error=0.3 --a-error=0.15 --c-error=0.05
// --english-a=1 (what-if: English discriminations multiplied) --no-sweep.
// --calibrated: the engine decides with RECALIBRATED parameters instead of the authored ones:
// per seed and subject, students (θ ~ N(0, 1), 20 random items each) answer ≈ 500 times per item
// by the TRUE parameters, domain/questions/mml.ts calibrates the bank from those answers with the
// authored parameters as its priors, and the simulated diagnostic then uses the calibrated
// {a, b, c} (the true ones still decide the answers). docs/learning-quality.md "The diagnostic
// with a recalibrated bank".
// Deterministic for a given seed and bank.
import os from "node:os";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import {
  DEFAULT_PRIOR,
  ENGLISH_MATH_CORRELATION,
  GRID_POINTS,
  MAX_ITEMS_PER_SUBJECT,
  MIN_ITEMS_PER_SUBJECT,
  RANDOMESQUE_TOP,
  RANGE_WIDENING,
  RANGE_Z,
  STOP_SE,
  chooseNextItem,
  domainTargetsOf,
  estimateAbility,
  finalEstimates,
  isSubjectComplete,
  mathPrior,
  probabilityCorrect,
  scaledScore,
  scoreRange,
  type Candidate,
  type Estimate,
  type Prior,
  type Response,
} from "../domain/diagnostic/engine.ts";
import { buildQuestionBank } from "../domain/questions/bank.ts";
import type { ItemParameters, QuestionItem, Subject } from "../domain/questions/item.ts";
import { calibrateItems } from "../domain/questions/mml.ts";
import {
  authoredFrom,
  normalDraw,
  rmse,
  simulatePatterns,
} from "../domain/testing/mml-simulation.ts";
import { seededRandom } from "../domain/random.ts";
import { formatNumber, log, printTable, wholeNumberArg } from "./support.ts";

const { values: args } = parseArgs({
  options: {
    students: { type: "string", default: "4000" },
    seed: { type: "string", default: "1" },
    rho: { type: "string", default: "0.7" },
    "b-error": { type: "string", default: "0.3" },
    "a-error": { type: "string", default: "0.15" },
    "c-error": { type: "string", default: "0.05" },
    seeds: { type: "string", default: "5" },
    "english-a": { type: "string", default: "1" },
    "no-sweep": { type: "boolean", default: false },
    calibrated: { type: "boolean", default: false },
  },
});
const STUDENTS = wholeNumberArg("students", args.students);
const SEED = wholeNumberArg("seed", args.seed);
const SEEDS = wholeNumberArg("seeds", args.seeds);
const fraction = (name: string, text: string, max: number) => {
  const n = Number(text);
  if (!Number.isFinite(n) || n < 0 || n > max) {
    throw new Error(`--${name} must be a number from 0 to ${max} (got "${text}")`);
  }
  return n;
};
const TRUE_RHO = fraction("rho", args.rho, 1);
const B_ERROR = fraction("b-error", args["b-error"], 2);
const A_ERROR = fraction("a-error", args["a-error"], 2);
const C_ERROR = fraction("c-error", args["c-error"], 0.2);
/** What-if: every English item's discrimination multiplied by this (stored and true alike). */
const ENGLISH_A = fraction("english-a", args["english-a"], 3);
const CALIBRATED = args.calibrated;
/** --calibrated: responses per item, and items per simulated student, the calibration uses. */
const CALIBRATION_RESPONSES = 500;
const CALIBRATION_ITEMS_PER_STUDENT = 20;
// ─── The bank ─────────────────────────────────────────────────────────────────────────────────

/** What the simulation needs of a question (a QuestionItem has all of it). */
type BankItem = Pick<QuestionItem, "id" | "subject" | "domain" | "level" | "irt">;

function loadBank(): { items: BankItem[]; name: string } {
  return { items: buildQuestionBank(), name: "the real bank (domain/questions/bank.ts)" };
}

// ─── Randomness ───────────────────────────────────────────────────────────────────────────────

/** An independent stream per seed, purpose and student: every configuration sees the same draws. */
function stream(seed: number, ...keys: number[]): () => number {
  let h = 0x9e3779b9 ^ seed;
  for (const k of keys) h = Math.imul(h ^ (k >>> 0), 0x85ebca6b) ^ (h >>> 13);
  return seededRandom(h >>> 0);
}

const PURPOSE = {
  population: 1,
  calibration: 2,
  english: 3,
  math: 4,
  form: 5,
  recalibration: 6,
} as const;

// ─── One subject ──────────────────────────────────────────────────────────────────────────────

type SimItem = Candidate & { truth: ItemParameters };
type StopRule = (answered: number, estimate: Estimate) => boolean;
type Sitting = { estimate: Estimate; ids: string[]; responses: Response[] };

function answer(theta: number, item: SimItem, random: () => number): Response {
  return { irt: item.irt, correct: random() < probabilityCorrect(theta, item.truth) };
}

function adaptive(
  theta: number,
  items: readonly SimItem[],
  targets: Record<string, number>,
  prior: Prior,
  stop: StopRule,
  random: () => number,
): Sitting {
  const responses: Response[] = [];
  const ids: string[] = [];
  const domains: string[] = [];
  let estimate = estimateAbility(responses, prior);
  while (!stop(responses.length, estimate)) {
    const item = chooseNextItem({
      candidates: items,
      answeredIds: new Set(ids),
      administeredDomains: domains,
      domainTargets: targets,
      estimate,
      random,
    }) as SimItem | null;
    if (!item) break;
    ids.push(item.id);
    domains.push(item.domain);
    responses.push(answer(theta, item, random));
    estimate = estimateAbility(responses, prior);
  }
  return { estimate, ids, responses };
}

function randomForm(
  theta: number,
  items: readonly SimItem[],
  length: number,
  prior: Prior,
  random: () => number,
): Sitting {
  const pool = [...items];
  const responses: Response[] = [];
  const ids: string[] = [];
  for (let i = 0; i < length && pool.length > 0; i++) {
    const [item] = pool.splice(Math.floor(random() * pool.length), 1);
    ids.push(item!.id);
    responses.push(answer(theta, item!, random));
  }
  return { estimate: estimateAbility(responses, prior), ids, responses };
}

// ─── Metrics ──────────────────────────────────────────────────────────────────────────────────

/** The true score: the student's real ability on the scale, clamped like the SAT's, unrounded. */
const trueScore = (theta: number) => Math.min(800, Math.max(200, 500 + 100 * theta));
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

type Metrics = {
  rmse: number;
  bias: number;
  correlation: number;
  within50: number;
  /** The same against the true score rounded and clamped like a shown score. */
  within50Rounded: number;
  coverage: number;
  meanLength: number;
  meanSe: number;
  lengths: Record<number, number>;
  exposure: { id: string; rate: number };
};

/** Share of students whose range, widened by `widening` instead of RANGE_WIDENING, holds the truth. */
function coverage(thetas: readonly number[], sittings: readonly Sitting[], widening: number) {
  return (
    sittings.filter(({ estimate }, i) => {
      const half = RANGE_Z * widening * estimate.se;
      const truth = trueScore(thetas[i]!);
      return (
        scaledScore(estimate.theta - half) <= truth && truth <= scaledScore(estimate.theta + half)
      );
    }).length / sittings.length
  );
}

function measure(thetas: readonly number[], sittings: readonly Sitting[]): Metrics {
  const n = thetas.length;
  const truth = thetas.map(trueScore);
  const shown = sittings.map((s) => scaledScore(s.estimate.theta));
  const errors = shown.map((s, i) => s - truth[i]!);
  const mt = mean(truth);
  const ms = mean(shown);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (truth[i]! - mt) * (shown[i]! - ms);
    sxx += (truth[i]! - mt) ** 2;
    syy += (shown[i]! - ms) ** 2;
  }
  const seen = new Map<string, number>();
  const lengths: Record<number, number> = {};
  for (const s of sittings) {
    for (const id of s.ids) seen.set(id, (seen.get(id) ?? 0) + 1);
    lengths[s.ids.length] = (lengths[s.ids.length] ?? 0) + 1;
  }
  const [topId, topCount] = [...seen].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0] ?? [
    "-",
    0,
  ];
  return {
    rmse: Math.sqrt(mean(errors.map((e) => e * e))),
    bias: mean(errors),
    correlation: sxy / Math.sqrt(sxx * syy),
    within50: errors.filter((e) => Math.abs(e) <= 50).length / n,
    within50Rounded: shown.filter((s, i) => Math.abs(s - scaledScore(thetas[i]!)) <= 50).length / n,
    coverage:
      sittings.filter((s, i) => {
        const { low, high } = scoreRange(s.estimate);
        return low <= truth[i]! && truth[i]! <= high;
      }).length / n,
    meanLength: mean(sittings.map((s) => s.ids.length)),
    meanSe: mean(sittings.map((s) => s.estimate.se)),
    lengths,
    exposure: { id: topId, rate: topCount / n },
  };
}

// ─── The simulated world ──────────────────────────────────────────────────────────────────────

type Student = { english: number; math: number };
type World = { seed: number; english: SimItem[]; math: SimItem[]; students: Student[] };

/** The students and the items' true parameters (the calibration error) for one seed. */
function makeWorld(items: readonly BankItem[], seed: number): World {
  const calibration = stream(seed, PURPOSE.calibration);
  const simItems = (subject: Subject): SimItem[] =>
    items
      .filter((item) => item.subject === subject)
      .map((item) => ({
        id: item.id,
        domain: item.domain,
        irt: item.irt,
        truth: authoredFrom(item.irt, calibration, { b: B_ERROR, logA: A_ERROR, c: C_ERROR }),
      }));
  const population = stream(seed, PURPOSE.population);
  const recalibrated = (subject: Subject): SimItem[] => {
    const items = simItems(subject);
    if (!CALIBRATED) return items;
    const random = stream(seed, PURPOSE.recalibration, subject === "english" ? 1 : 2);
    const { patterns } = simulatePatterns({
      items,
      responsesPerItem: CALIBRATION_RESPONSES,
      itemsPerStudent: CALIBRATION_ITEMS_PER_STUDENT,
      random,
    });
    const result = calibrateItems(
      items.map((item) => ({ id: item.id, authored: item.irt })),
      patterns,
    );
    const after = new Map(result.items.map((r) => [r.id, r.after]));
    return items.map((item) => ({ ...item, irt: after.get(item.id) ?? item.irt }));
  };
  const students = Array.from({ length: STUDENTS }, () => {
    const english = normalDraw(population);
    const residual = Math.sqrt(1 - TRUE_RHO * TRUE_RHO) * normalDraw(population);
    return { english, math: TRUE_RHO * english + residual };
  });
  return { seed, english: recalibrated("english"), math: recalibrated("math"), students };
}

type Run = {
  english: Sitting[];
  englishFinal: Sitting[];
  formEnglishFinal: Sitting[];
  math: Sitting[];
  mathUnborrowed: Sitting[];
  formEnglish: Sitting[];
  formMath: Sitting[];
};

const englishTargets = domainTargetsOf("english");
const mathTargets = domainTargetsOf("math");

/** Every student through the adaptive diagnostic under one stopping rule (and, if asked, the
 *  random forms and the Math test without the borrowed prior). */
function simulate(world: World, stop: StopRule, extras: boolean): Run {
  const run: Run = {
    english: [],
    englishFinal: [],
    formEnglishFinal: [],
    math: [],
    mathUnborrowed: [],
    formEnglish: [],
    formMath: [],
  };
  world.students.forEach((student, i) => {
    const e = adaptive(
      student.english,
      world.english,
      englishTargets,
      DEFAULT_PRIOR,
      stop,
      stream(world.seed, PURPOSE.english, i),
    );
    const m = adaptive(
      student.math,
      world.math,
      mathTargets,
      mathPrior(e.estimate),
      stop,
      stream(world.seed, PURPOSE.math, i),
    );
    run.english.push(e);
    run.englishFinal.push({ ...e, estimate: finalEstimates(e.responses, m.responses).english });
    run.math.push(m);
    if (!extras) return;
    // The same answer draws as the borrowed run, so the difference is the prior alone.
    run.mathUnborrowed.push(
      adaptive(
        student.math,
        world.math,
        mathTargets,
        DEFAULT_PRIOR,
        stop,
        stream(world.seed, PURPOSE.math, i),
      ),
    );
    const form = stream(world.seed, PURPOSE.form, i);
    const fe = randomForm(student.english, world.english, e.ids.length, DEFAULT_PRIOR, form);
    const fm = randomForm(student.math, world.math, m.ids.length, mathPrior(fe.estimate), form);
    run.formEnglish.push(fe);
    run.formEnglishFinal.push({
      ...fe,
      estimate: finalEstimates(fe.responses, fm.responses).english,
    });
    run.formMath.push(fm);
  });
  return run;
}

/** What is scored: English from its own answers (shown when English ends), English from both
 *  subjects' answers (finalEstimates: the score the student keeps), Math (its prior borrowed
 *  from English). */
const SCORINGS = ["english", "englishFinal", "math"] as const;
type Scoring = (typeof SCORINGS)[number];
const SCORING_LABEL: Record<Scoring, string> = {
  english: "English at its end",
  englishFinal: "English final (kept)",
  math: "Math",
};

type Result = Record<Scoring, Metrics> & {
  form: Record<Scoring, Metrics>;
  reduction: Record<Scoring, number>;
  mathUnborrowed: Metrics;
};

function evaluate(world: World, run: Run): Result {
  const thetasE = world.students.map((s) => s.english);
  const thetasM = world.students.map((s) => s.math);
  const english = measure(thetasE, run.english);
  const englishFinal = measure(thetasE, run.englishFinal);
  const math = measure(thetasM, run.math);
  const form = {
    english: measure(thetasE, run.formEnglish),
    englishFinal: measure(thetasE, run.formEnglishFinal),
    math: measure(thetasM, run.formMath),
  };
  return {
    english,
    englishFinal,
    math,
    form,
    mathUnborrowed: measure(thetasM, run.mathUnborrowed),
    reduction: {
      english: 1 - english.rmse / form.english.rmse,
      englishFinal: 1 - englishFinal.rmse / form.englishFinal.rmse,
      math: 1 - math.rmse / form.math.rmse,
    },
  };
}

// ─── The bars (learning-model.md) ─────────────────────────────────────────────────────────────

type Bar = {
  metric: string;
  must: string;
  aim: string;
  value: (r: Result, s: Scoring) => number;
  show: (v: number) => string;
  meets: (v: number) => boolean;
  aims: (v: number) => boolean;
};
const pct = (x: number, digits = 1) => `${(100 * x).toFixed(digits)}%`;
const pts = (x: number) => x.toFixed(1);
const bars: Bar[] = [
  {
    metric: "RMSE, SAT points",
    must: "≤ 50",
    aim: "≤ 45",
    value: (r, s) => r[s].rmse,
    show: pts,
    meets: (v) => v <= 50,
    aims: (v) => v <= 45,
  },
  {
    metric: "correlation true vs estimated",
    must: "≥ 0.87",
    aim: "≥ 0.90",
    value: (r, s) => r[s].correlation,
    show: (v) => v.toFixed(3),
    meets: (v) => v >= 0.87,
    aims: (v) => v >= 0.9,
  },
  {
    metric: "share within ±50 points",
    must: "≥ 75%",
    aim: "≥ 80%",
    value: (r, s) => r[s].within50,
    show: (v) => pct(v),
    meets: (v) => v >= 0.75,
    aims: (v) => v >= 0.8,
  },
  {
    metric: "mean bias, |points|",
    must: "≤ 10",
    aim: "≤ 5",
    value: (r, s) => Math.abs(r[s].bias),
    show: pts,
    meets: (v) => v <= 10,
    aims: (v) => v <= 5,
  },
  {
    metric: "90% range contains the true score",
    must: "87–93%",
    aim: "89–91%",
    value: (r, s) => r[s].coverage,
    show: (v) => pct(v),
    meets: (v) => v >= 0.87 && v <= 0.93,
    aims: (v) => v >= 0.89 && v <= 0.91,
  },
  {
    metric: "RMSE reduction vs a random form",
    must: "≥ 20%",
    aim: "≥ 30%",
    value: (r, s) => r.reduction[s],
    show: (v) => pct(v),
    meets: (v) => v >= 0.2,
    aims: (v) => v >= 0.3,
  },
  {
    metric: "most-exposed item's exposure rate",
    must: "≤ 0.25",
    aim: "≤ 0.15",
    value: (r, s) => r[s].exposure.rate,
    show: (v) => v.toFixed(3),
    meets: (v) => v <= 0.25,
    aims: (v) => v <= 0.15,
  },
];
/** The bars a scoring misses: per subject (English as recorded, Math) or final (both). */
const barsMissed = (r: Result, english: "english" | "englishFinal") =>
  bars.filter((bar) => !bar.meets(bar.value(r, english)) || !bar.meets(bar.value(r, "math")));

// ─── The run ──────────────────────────────────────────────────────────────────────────────────

const started = performance.now();
const loaded = loadBank();
const bank =
  ENGLISH_A === 1
    ? loaded
    : {
        name: `${loaded.name}, English a ×${ENGLISH_A} (what-if)`,
        items: loaded.items.map((item) =>
          item.subject === "english"
            ? { ...item, irt: { ...item.irt, a: item.irt.a * ENGLISH_A } }
            : item,
        ),
      };
log(`using ${bank.name}: ${bank.items.length} items`);
const world = makeWorld(bank.items, SEED);
const result = evaluate(world, simulate(world, isSubjectComplete, true));
log(`main run done in ${((performance.now() - started) / 1000).toFixed(1)} s`);

// ─── Report ───────────────────────────────────────────────────────────────────────────────────

console.log("# Adaptive diagnostic: simulation\n");
printTable(
  ["", "Value"],
  [
    ["Bank", `${bank.name}: ${world.english.length} English, ${world.math.length} Math items`],
    ["Students", `${formatNumber(STUDENTS)}, seed ${SEED}`],
    [
      "Abilities",
      `θ_English ~ N(0, 1); θ_Math correlated ρ = ${TRUE_RHO} (the engine assumes ${ENGLISH_MATH_CORRELATION})`,
    ],
    [
      "Calibration error (per item)",
      `b_true = b + N(0, ${B_ERROR}); a_true = a·exp(N(0, ${A_ERROR})); c_true = c + U(−${C_ERROR}, ${C_ERROR})`,
    ],
    [
      "Engine's parameters",
      CALIBRATED
        ? `recalibrated: ${CALIBRATION_RESPONSES} responses per item simulated from the true parameters (${CALIBRATION_ITEMS_PER_STUDENT} random items per student), calibrated by domain/questions/mml.ts with the authored ones as priors`
        : "the authored ones",
    ],
    [
      "Engine",
      `${MIN_ITEMS_PER_SUBJECT}–${MAX_ITEMS_PER_SUBJECT} items, stop at se ≤ ${STOP_SE}; top-${RANDOMESQUE_TOP} randomesque; ${GRID_POINTS}-point EAP grid; range ×${RANGE_WIDENING}`,
    ],
    [
      "Engine's parameter error (RMSE vs true, seed 1st)",
      (["english", "math"] as const)
        .map((subject) => {
          const items = world[subject];
          const error = (k: keyof ItemParameters) =>
            rmse(
              items.map((i) => i.irt[k]),
              items.map((i) => i.truth[k]),
            ).toFixed(3);
          return `${subject}: a ${error("a")}, b ${error("b")}, c ${error("c")}`;
        })
        .join("; "),
    ],
    ["Scores", "true = clamp(500 + 100·θ, 200, 800), unrounded; estimated = scaledScore(θ̂)"],
  ],
);

console.log(`\n## Results per subject (seed ${SEED})\n`);
console.log(
  "English at its end = from the English answers alone (shown between the subjects); English final (kept) = from both subjects' answers (finalEstimates), the score the student keeps once Math ends; Math = its prior borrowed from English.\n",
);
const row = (label: string, f: (m: Metrics) => string): string[] => [
  label,
  ...SCORINGS.map((k) => f(result[k])),
];
printTable(
  ["metric", ...SCORINGS.map((k) => SCORING_LABEL[k])],
  [
    row("RMSE, SAT points", (m) => pts(m.rmse)),
    row("mean bias, points (estimated − true)", (m) => pts(m.bias)),
    row("correlation true vs estimated", (m) => m.correlation.toFixed(3)),
    row("share within ±50 points", (m) => pct(m.within50)),
    row("(the same against the rounded true score)", (m) => pct(m.within50Rounded)),
    row("90% range contains the true score", (m) => pct(m.coverage)),
    row("mean test length, items", (m) => m.meanLength.toFixed(2)),
    row("test lengths 6 / 7 / 8", (m) =>
      [6, 7, 8].map((k) => pct((m.lengths[k] ?? 0) / STUDENTS, 0)).join(" / "),
    ),
    row("mean posterior SD, θ", (m) => m.meanSe.toFixed(3)),
    ["RMSE of a random form of the same length", ...SCORINGS.map((k) => pts(result.form[k].rmse))],
    ["RMSE reduction vs the random form", ...SCORINGS.map((k) => pct(result.reduction[k]))],
    row("most-exposed item", (m) => m.exposure.id),
    row("its exposure rate (share of students)", (m) => m.exposure.rate.toFixed(3)),
  ],
);

console.log("\n## The bars of learning-model.md\n");
const yesNo = (b: boolean) => (b ? "yes" : "NO");
const verdict = (bar: Bar, english: "english" | "englishFinal", test: (v: number) => boolean) =>
  yesNo(test(bar.value(result, english)) && test(bar.value(result, "math")));
printTable(
  [
    "metric",
    "must reach",
    "aim",
    ...SCORINGS.map((k) => SCORING_LABEL[k]),
    "must met (kept scores)",
    "aim met (kept scores)",
    "must met (English at its end)",
  ],
  bars.map((bar) => [
    bar.metric,
    bar.must,
    bar.aim,
    ...SCORINGS.map((k) => bar.show(bar.value(result, k))),
    verdict(bar, "englishFinal", bar.meets),
    verdict(bar, "englishFinal", bar.aims),
    verdict(bar, "english", bar.meets),
  ]),
);
for (const english of ["englishFinal", "english"] as const) {
  const missed = barsMissed(result, english);
  console.log(
    `\nEvery "must reach" bar met, scoring ${SCORING_LABEL[english]} + Math: ${missed.length === 0 ? "yes" : `NO (${missed.map((b) => b.metric).join("; ")})`}`,
  );
}
console.log(
  `\nThe ±50 share above compares the shown (rounded) score with the unrounded true score. Against the true score rounded and clamped like a shown score, it is ${SCORINGS.map((k) => `${SCORING_LABEL[k]} ${pct(result[k].within50Rounded)}`).join(", ")} (not used for the verdicts).`,
);

console.log(`\n## Accuracy by true score (seed ${SEED})\n`);
const scoreBands = [
  { label: "below 400", low: -Infinity, high: 400 },
  { label: "400–599", low: 400, high: 600 },
  { label: "600 and up", low: 600, high: Infinity },
];
const run = simulate(world, isSubjectComplete, false);
const uneven = world.students.map((s) => Math.abs(s.english - s.math) > 1);
const groups = [
  ...scoreBands.map((band) => ({
    label: `true score ${band.label}`,
    in: (i: number, key: "english" | "math") => {
      const t = trueScore(world.students[i]![key]);
      return t >= band.low && t < band.high;
    },
  })),
  { label: "|θE − θM| > 1 (uneven)", in: (i: number) => uneven[i]! },
];
printTable(
  ["students", ...SCORINGS.flatMap((k) => [`n ${SCORING_LABEL[k]}`, "RMSE", "bias"])],
  groups.map((group) => [
    group.label,
    ...SCORINGS.flatMap((k) => {
      const key = k === "math" ? "math" : "english";
      const idx = world.students.map((_, i) => i).filter((i) => group.in(i, key));
      const m = measure(
        idx.map((i) => world.students[i]![key]),
        idx.map((i) => run[k][i]!),
      );
      return [formatNumber(idx.length), pts(m.rmse), pts(m.bias)];
    }),
  ]),
);

if (SEEDS > 1) {
  console.log(
    `\n## Seeds ${SEED}–${SEED + SEEDS - 1}: new students and calibration errors, same bank\n`,
  );
  console.log("Each cell: English at its end / English final (kept) / Math.\n");
  const rows: string[][] = [];
  for (let seed = SEED; seed < SEED + SEEDS; seed++) {
    const other = seed === SEED ? world : makeWorld(bank.items, seed);
    const r = seed === SEED ? result : evaluate(other, simulate(other, isSubjectComplete, true));
    const all = (f: (m: Metrics) => string) => SCORINGS.map((k) => f(r[k])).join(" / ");
    const missed = (english: "english" | "englishFinal") => {
      const off = barsMissed(r, english);
      return off.length === 0 ? "all" : `missed: ${off.map((b) => b.metric).join("; ")}`;
    };
    rows.push([
      String(seed),
      all((m) => pts(m.rmse)),
      all((m) => m.correlation.toFixed(3)),
      all((m) => pct(m.within50)),
      all((m) => pct(m.within50Rounded)),
      all((m) => pts(m.bias)),
      all((m) => pct(m.coverage)),
      SCORINGS.map((k) => pct(r.reduction[k], 0)).join(" / "),
      `${r.english.exposure.rate.toFixed(2)} / ${r.math.exposure.rate.toFixed(2)}`,
      missed("englishFinal"),
      missed("english"),
    ]);
    log(`seed ${seed} done`);
  }
  printTable(
    [
      "seed",
      "RMSE",
      "correlation",
      "within ±50",
      "±50, rounded truth",
      "bias",
      "coverage",
      "reduction",
      "exposure E / M",
      "must bars (kept scores)",
      "must bars (English at its end)",
    ],
    rows,
  );
}

console.log("\n## What borrowing the Math prior from English buys\n");
printTable(
  ["Math prior", "RMSE", "within ±50", "mean posterior SD", "mean length"],
  (
    [
      ["borrowed from English (mathPrior)", result.math],
      ["N(0, 1), no borrowing", result.mathUnborrowed],
    ] as const
  ).map(([label, m]) => [
    label,
    pts(m.rmse),
    pct(m.within50),
    m.meanSe.toFixed(3),
    m.meanLength.toFixed(2),
  ]),
);

console.log("\n## Range widening: coverage of the 90% range by widening factor\n");
const thetasE = world.students.map((s) => s.english);
const thetasM = world.students.map((s) => s.math);
printTable(
  ["widening", ...SCORINGS.map((k) => `coverage ${SCORING_LABEL[k]}`)],
  [1, 1.05, 1.1, 1.15, 1.2].map((w) => [
    `×${w.toFixed(2)}${w === RANGE_WIDENING ? " (chosen)" : ""}`,
    pct(coverage(thetasE, run.english, w)),
    pct(coverage(thetasE, run.englishFinal, w)),
    pct(coverage(thetasM, run.math, w)),
  ]),
);

if (!args["no-sweep"]) {
  console.log("\n## Stopping rule: the threshold sweep that chose STOP_SE\n");
  const rules: { label: string; stop: StopRule }[] = [
    { label: "always 6", stop: (n) => n >= 6 },
    ...[0.34, 0.36, 0.38, 0.4, 0.42, 0.44, 0.46].map((t) => ({
      label: `6–8, stop at se ≤ ${t.toFixed(2)}${t === STOP_SE ? " (chosen)" : ""}`,
      stop: (n: number, e: Estimate) =>
        n >= MAX_ITEMS_PER_SUBJECT || (n >= MIN_ITEMS_PER_SUBJECT && e.se <= t),
    })),
    { label: "always 7", stop: (n) => n >= 7 },
    { label: "always 8", stop: (n) => n >= 8 },
  ];
  printTable(
    [
      "rule",
      "length E",
      "length M",
      "RMSE E",
      "RMSE M",
      "±50 E",
      "±50 M",
      "coverage E",
      "coverage M",
    ],
    rules.map(({ label, stop }) => {
      const swept = simulate(world, stop, false);
      const e = measure(thetasE, swept.english);
      const m = measure(thetasM, swept.math);
      return [
        label,
        e.meanLength.toFixed(2),
        m.meanLength.toFixed(2),
        pts(e.rmse),
        pts(m.rmse),
        pct(e.within50),
        pct(m.within50),
        pct(e.coverage),
        pct(m.coverage),
      ];
    }),
  );
}

console.log("\n## Machine\n");
printTable(
  ["", "Value"],
  [
    ["CPU", `${os.cpus()[0]?.model.trim() ?? "unknown"} × ${os.cpus().length}`],
    ["Memory", `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`],
    ["OS", `${os.type()} ${os.release()} ${os.arch()}`],
    ["Node", process.version],
    ["Wall time", `${((performance.now() - started) / 1000).toFixed(1)} s`],
  ],
);
