// `npm run bench:calibration`: the item calibration (domain/questions/mml.ts) recovering known
// parameters on the whole real bank (method and results: docs/learning-quality.md "Item
// calibration"; numbers also in docs/performance.md).
//
//   1. The bank: buildQuestionBank(), the bank the app publishes. Each item's authored
//      parameters are what the calibration starts from and shrinks toward; its TRUE ones differ
//      by the diagnostic bench's authoring error: b + N(0, 0.3), a·exp(N(0, 0.15)),
//      c + U(−0.05, 0.05).
//   2. Students, θ ~ N(0, 1) per subject, each answering --per-student random items of a subject
//      (a diagnostic's 8 plus a few Daily Drops' worth), enough of them for --responses answers
//      per item (500). --broken items per subject answer at random (p = 0.5 whatever θ): what
//      the fit flag must catch.
//   3. calibrateItems per subject; prints RMSE(a), RMSE(b), RMSE(c) after vs authored, the share
//      flagged (broken and sound items apart), cycles, time and memory, per seed.
// Options: --seed=1 --seeds=3 --responses=500 --per-student=20 --broken=5 --fixed-c (keep c).
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { buildQuestionBank } from "../domain/questions/bank.ts";
import { subjects, type ItemParameters } from "../domain/questions/item.ts";
import {
  MIN_CALIBRATION_RESPONSES,
  PRIOR_C_STRENGTH,
  PRIOR_SD_B,
  PRIOR_SD_LOG_A,
  QUADRATURE_POINTS,
  RMSD_FLAG,
  calibrateItems,
} from "../domain/questions/mml.ts";
import { authoredFrom, rmse, simulatePatterns } from "../domain/testing/mml-simulation.ts";
import { seededRandom } from "../domain/random.ts";
import { formatNumber, log, printTable, quantile, wholeNumberArg } from "./support.ts";

const { values: args } = parseArgs({
  options: {
    seed: { type: "string", default: "1" },
    seeds: { type: "string", default: "3" },
    responses: { type: "string", default: "500" },
    "per-student": { type: "string", default: "20" },
    broken: { type: "string", default: "5" },
    "fixed-c": { type: "boolean", default: false },
  },
});
const SEED = wholeNumberArg("seed", args.seed);
const SEEDS = wholeNumberArg("seeds", args.seeds);
const RESPONSES = wholeNumberArg("responses", args.responses);
const PER_STUDENT = wholeNumberArg("per-student", args["per-student"]);
const BROKEN = Number(args.broken);
const ESTIMATE_C = !args["fixed-c"];

const bank = buildQuestionBank();
const started = performance.now();
let peakRss = process.memoryUsage().rss;

console.log("# Item calibration: recovery on the real bank\n");
printTable(
  ["", "Value"],
  [
    [
      "Bank",
      `${bank.length} items (${subjects.map((s) => `${bank.filter((i) => i.subject === s).length} ${s}`).join(", ")})`,
    ],
    ["Truth", "authored + error: b + N(0, 0.3), a·exp(N(0, 0.15)), c + U(−0.05, 0.05)"],
    [
      "Students",
      `θ ~ N(0, 1), ${PER_STUDENT} random items of a subject each, ≈ ${RESPONSES} responses per item`,
    ],
    ["Broken items", `${BROKEN} per subject answer at random (p = 0.5 whatever θ)`],
    [
      "Estimator",
      `MML/EM, ${QUADRATURE_POINTS}-point grid; priors b ± ${PRIOR_SD_B}, log a ± ${PRIOR_SD_LOG_A}, c ${ESTIMATE_C ? `Beta (${PRIOR_C_STRENGTH} pseudo-answers)` : "fixed at authored"}; min ${MIN_CALIBRATION_RESPONSES} responses; flag RMSD > ${RMSD_FLAG}`,
    ],
  ],
);

const rows: string[][] = [];
const fits: { rmsd: number; broken: boolean }[] = [];
for (let seed = SEED; seed < SEED + SEEDS; seed++) {
  for (const subject of subjects) {
    const random = seededRandom(seed * 7919 + (subject === "english" ? 1 : 2));
    const items = bank
      .filter((item) => item.subject === subject)
      .map((item) => {
        // The truth is drawn around the authored values, as in bench/diagnostic.ts.
        const truth: ItemParameters = authoredFrom(item.irt, random);
        return { id: item.id, authored: item.irt, truth };
      });
    const broken = new Set(items.slice(0, BROKEN).map((i) => i.id));
    const { patterns } = simulatePatterns({
      items,
      responsesPerItem: RESPONSES,
      itemsPerStudent: PER_STUDENT,
      random,
      answer: (id, _theta, r) => (broken.has(id) ? r() < 0.5 : undefined),
    });
    const t0 = performance.now();
    const result = calibrateItems(items, patterns, { estimateGuessing: ESTIMATE_C });
    const ms = performance.now() - t0;
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    const sound = items.filter((i) => !broken.has(i.id));
    const after = new Map(result.items.map((r) => [r.id, r]));
    const error = (k: keyof ItemParameters, from: "after" | "authored") =>
      rmse(
        sound.map((i) => i.truth[k]),
        sound.map((i) => (from === "after" ? after.get(i.id)!.after[k] : i.authored[k])),
      );
    // The fit of calibrated items only (an item left as it was is not judged).
    for (const r of result.items) {
      if (r.calibrated) fits.push({ rmsd: r.rmsd, broken: broken.has(r.id) });
    }
    const flaggedSound = sound.filter((i) => after.get(i.id)!.flagged).length;
    const flaggedBroken = [...broken].filter((id) => after.get(id)!.flagged).length;
    rows.push([
      String(seed),
      subject,
      `${items.length} / ${formatNumber(result.students)}`,
      `${error("a", "after").toFixed(3)} (${error("a", "authored").toFixed(3)})`,
      `${error("b", "after").toFixed(3)} (${error("b", "authored").toFixed(3)})`,
      `${error("c", "after").toFixed(3)} (${error("c", "authored").toFixed(3)})`,
      `${((100 * flaggedSound) / sound.length).toFixed(1)}%`,
      `${flaggedBroken} / ${broken.size}`,
      `${result.cycles}${result.converged ? "" : " (not converged)"}`,
      `${(ms / 1000).toFixed(1)} s`,
    ]);
    log(`seed ${seed} ${subject}: ${(ms / 1000).toFixed(1)} s`);
  }
}

console.log("\n## Recovery per seed and subject (sound items; authored in brackets)\n");
printTable(
  [
    "seed",
    "subject",
    "items / students",
    "RMSE(a)",
    "RMSE(b)",
    "RMSE(c)",
    "sound items flagged",
    "broken items flagged",
    "EM cycles",
    "time",
  ],
  rows,
);

console.log("\n## Item fit (RMSD) of the calibrated sound and broken items, all seeds\n");
const quantiles = (xs: number[]) => [0, 0.5, 0.95, 0.99, 1].map((q) => quantile(xs, q).toFixed(3));
printTable(
  ["items", "n", "min", "median", "95th", "99th", "max"],
  [
    [
      "sound",
      String(fits.filter((f) => !f.broken).length),
      ...quantiles(fits.filter((f) => !f.broken).map((f) => f.rmsd)),
    ],
    [
      "broken",
      String(fits.filter((f) => f.broken).length),
      ...quantiles(fits.filter((f) => f.broken).map((f) => f.rmsd)),
    ],
  ],
);

console.log("\n## Machine\n");
printTable(
  ["", "Value"],
  [
    ["Node", process.version],
    ["Peak RSS", `${(peakRss / 2 ** 20).toFixed(0)} MiB`],
    ["Wall time", `${((performance.now() - started) / 1000).toFixed(1)} s`],
  ],
);
