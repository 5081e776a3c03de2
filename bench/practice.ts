// `npm run bench:practice`: the Daily Drop's quality, measured by simulation against the bars of
// learning-model.md ("The Daily Drop", "Levels, XP, streaks", "Progress, projections,
// readiness"; method and results: docs/learning-quality.md, "The Daily Drop (practice
// simulation)"). Everything that decides runs through the real domain code:
//
//   1. The bank: domain/questions/bank.ts's buildQuestionBank(), mapped as the API maps it
//      (api/questions/bank.ts: passageKey = the passage text, so one passage a day).
//   2. Calibration error: each item's TRUE parameters, which the simulated learners answer by,
//      differ from the stored ones the engine uses: b + N(0, 0.3), a·exp(N(0, 0.15)), c as
//      stored; drawn once per item (every learner meets the same errors).
//   3. Learners: θ_English ~ N(0, 1), θ_Math = 0.7·θ_English + √0.51·N(0, 1); per domain an
//      offset N(0, 0.25²), centred so the offsets' SAT-weighted mean is 0 (θ stays the subject's
//      ability, and the true score is 500 + 100·θ). An item of domain d is answered with
//      P_3PL(θ + δ_d | true parameters). Abilities grow: per subject g ~ max(0, N(1.5, 1²)) points
//      a week, added a seventh each day. Response times are lognormal around the SAT's pacing
//      (71 s English, 95 s Math) times a per-learner speed exp(N(0, 0.25²)), per answer
//      exp(N(0, 0.4²)).
//   4. Each learner first takes the real adaptive diagnostic (domain/diagnostic/engine.ts: 6–8
//      items per subject, the Math prior borrowed from English, the kept estimates of
//      finalEstimates), which seeds the tracker (seedTracker) and the starting levels
//      (startingLevels, as the decider does).
//   5. Then one Daily Drop a day for --days days, every day completed, no skips, no test date
//      set: driftTo, targetSuccess (0.8 the first week, then 0.75), chooseDailyDrop (3 English +
//      2 Math), each answer scored, updateTracker, nextShownLevel after every answer (a rise is
//      a level-up, as the decider's LevelChanged).
//   6. Halfway (day 21 of 42, "week 3") projectScore projects each subject to the last day
//      ("week 6") from the history the app would have: per day the cumulative practice hours
//      (the simulated response times) and the day-end estimated score, at the pace of
//      api/students/progress-views.ts (hours over the last 4 weeks, per week). The outcome it is
//      back-tested against is the TRUE score on the last day plus test-day noise
//      N(0, TEST_DAY_NOISE_SD), clamped to 200–800: the band promises a test-day score, and the
//      model puts ±30 points of test-day noise in it. (Testing against the week-6 ESTIMATE would
//      check the tracker against itself; both alternatives are printed too.)
//   7. Prints: the bars, met or not; by week; by starting score; the projection back-test in
//      detail; a reference "oracle" (every answer drawn independently at exactly its target:
//      the per-student spread binomial noise alone gives); the machine.
// Options: --learners=3000 --days=42 (≥ 28: the tracking bar is judged after weeks 4–6) --seed=1
// --b-error=0.3 --a-error=0.15 --growth=1.5 --growth-sd=1 (points a week). Deterministic for a given
// seed: every learner, purpose and item has its own seeded stream. Progress goes to stderr.
import os from "node:os";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import {
  DEFAULT_PRIOR,
  ENGLISH_MATH_CORRELATION,
  chooseNextItem,
  domainTargetsOf,
  estimateAbility,
  finalEstimates,
  isSubjectComplete,
  mathPrior,
  probabilityCorrect,
  type Candidate,
  type Estimate,
  type Prior,
  type Response,
} from "../domain/diagnostic/engine.ts";
import {
  DEFAULT_MIX,
  LEVEL_BAND_POINTS,
  PACING_SECONDS,
  TARGET_SUCCESS,
  TARGET_SUCCESS_EASY,
  TEST_DAY_NOISE_SD,
} from "../domain/practice/constants.ts";
import { addDays, daysBetween } from "../domain/practice/days.ts";
import { nextShownLevel, startingLevels } from "../domain/practice/levels.ts";
import { backTestCoverage, projectScore, type PracticeDay } from "../domain/practice/projection.ts";
import { chooseDailyDrop } from "../domain/practice/drop-selection.ts";
import { targetSuccess, type PastAnswer, type PracticeItem } from "../domain/practice/selection.ts";
import {
  driftTo,
  predictedSuccess,
  seedTracker,
  updateTracker,
  type Tracker,
} from "../domain/practice/tracker.ts";
import { buildQuestionBank } from "../domain/questions/bank.ts";
import {
  subjects,
  type Domain,
  type ItemParameters,
  type Subject,
} from "../domain/questions/item.ts";
import { seededRandom } from "../domain/random.ts";
import { formatNumber, log, printTable, wholeNumberArg } from "./support.ts";

const { values: args } = parseArgs({
  options: {
    learners: { type: "string", default: "3000" },
    days: { type: "string", default: "42" },
    seed: { type: "string", default: "1" },
    "b-error": { type: "string", default: "0.3" },
    "a-error": { type: "string", default: "0.15" },
    growth: { type: "string", default: "1.5" },
    "growth-sd": { type: "string", default: "1" },
  },
});
const LEARNERS = wholeNumberArg("learners", args.learners);
const DAYS = wholeNumberArg("days", args.days);
if (DAYS < 28) {
  throw new Error(
    `--days must be at least 28: the tracking bar is judged after weeks 4–6 (got "${args.days}")`,
  );
}
const SEED = wholeNumberArg("seed", args.seed);
const numberArg = (name: string, text: string, min: number, max: number) => {
  const n = Number(text);
  if (text.trim() === "" || !Number.isFinite(n) || n < min || n > max) {
    throw new Error(`--${name} must be a number from ${min} to ${max} (got "${text}")`);
  }
  return n;
};
const B_ERROR = numberArg("b-error", args["b-error"], 0, 2);
const A_ERROR = numberArg("a-error", args["a-error"], 0, 2);
/**
 * Mean and SD of a learner's true growth per subject, SAT points a week (floored at 0). The
 * default, 1.5 ± 1, follows the published evidence (docs/learning-quality.md): about 1 point a
 * week of growth without practice, plus about 1.4 points per practice hour (the Official SAT
 * Practice study: 20 hours ≈ 115 points gained vs ≈ 60 without, over ≈ 30 weeks, both sections)
 * times the Daily Drop's ≈ 0.4 hours a week per subject. --growth=3 is a faster population.
 */
const GROWTH = numberArg("growth", args.growth, -50, 50);
const GROWTH_SD = numberArg("growth-sd", args["growth-sd"], 0, 50);

/** The simulated population (as bench/diagnostic.ts): the true English–Math correlation. */
const TRUE_RHO = 0.7;
/** SD of a learner's domain offsets around the subject ability (θ units; the tracker's τ is 0.3). */
const OFFSET_SD = 0.25;
/** Lognormal SDs of response times: between learners (speed) and between answers. */
const SPEED_SD = 0.25;
const TIME_SD = 0.4;
/** The first simulated day: a Sunday, so "week w" is also a calendar week of the rankings. */
const FIRST_DAY = "2026-01-04";
/** Weeks of recent practice the projection's pace is measured over (api/students/progress-views.ts). */
const PACE_WEEKS = 4;
/** The projection is made at the end of this day (1-based) and tested on the last day. */
const PROJECT_ON_DAY = Math.floor(DAYS / 2);
const TRACKING_WEEKS = [4, 5, 6].filter((w) => 7 * w <= DAYS);

// ─── Randomness ───────────────────────────────────────────────────────────────────────────────

/** An independent stream per seed, purpose and learner (as bench/diagnostic.ts). */
function stream(seed: number, ...keys: number[]): () => number {
  let h = 0x9e3779b9 ^ seed;
  for (const k of keys) h = Math.imul(h ^ (k >>> 0), 0x85ebca6b) ^ (h >>> 13);
  return seededRandom(h >>> 0);
}

function normal(random: () => number): number {
  // Box–Muller; 1 − u keeps the logarithm finite.
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

const PURPOSE = {
  population: 1,
  calibration: 2,
  diagnostic: 3,
  selection: 4,
  answers: 5,
  times: 6,
  outcome: 7,
  oracle: 8,
} as const;

// ─── The bank and its true parameters ─────────────────────────────────────────────────────────

type SimItem = PracticeItem & { truth: ItemParameters };

const started = performance.now();
const questions = buildQuestionBank();
const calibration = stream(SEED, PURPOSE.calibration);
const bank: SimItem[] = questions.map((q) => ({
  id: q.id,
  subject: q.subject,
  domain: q.domain,
  skill: q.skill,
  level: q.level,
  irt: q.irt,
  passageKey: q.passage,
  truth: {
    a: q.irt.a * Math.exp(A_ERROR * normal(calibration)),
    b: q.irt.b + B_ERROR * normal(calibration),
    c: q.irt.c,
  },
}));
const byId = new Map(bank.map((item) => [item.id, item]));
const bankOf = (subject: Subject) => bank.filter((item) => item.subject === subject);
const domainShares = {
  english: domainTargetsOf("english"),
  math: domainTargetsOf("math"),
} as Record<Subject, Record<string, number>>;
log(
  `the real bank (domain/questions/bank.ts): ${bankOf("english").length} English, ${bankOf("math").length} Math items`,
);

// ─── One learner ──────────────────────────────────────────────────────────────────────────────

type Learner = {
  /** True ability on day 0 per subject, θ units. */
  start: Record<Subject, number>;
  /** True growth per day, θ units. */
  growthPerDay: Record<Subject, number>;
  offsets: Partial<Record<Domain, number>>;
  speed: number;
};

function makeLearner(i: number): Learner {
  const random = stream(SEED, PURPOSE.population, i);
  const english = normal(random);
  const math = TRUE_RHO * english + Math.sqrt(1 - TRUE_RHO * TRUE_RHO) * normal(random);
  const offsets: Partial<Record<Domain, number>> = {};
  for (const subject of subjects) {
    const shares = Object.entries(domainShares[subject]) as [Domain, number][];
    const raw = shares.map(([domain]) => [domain, OFFSET_SD * normal(random)] as const);
    const weighted = raw.reduce((sum, [domain, x]) => sum + domainShares[subject][domain]! * x, 0);
    for (const [domain, x] of raw) offsets[domain] = x - weighted;
  }
  const growth = () => Math.max(0, GROWTH + GROWTH_SD * normal(random)) / 100 / 7;
  return {
    start: { english, math },
    growthPerDay: { english: growth(), math: growth() },
    offsets,
    speed: Math.exp(SPEED_SD * normal(random)),
  };
}

/** The learner's true θ on day `d` (0-based). */
const trueTheta = (l: Learner, subject: Subject, d: number) =>
  l.start[subject] + l.growthPerDay[subject] * d;
const trueScoreOf = (theta: number) => Math.min(800, Math.max(200, 500 + 100 * theta));

/** The real adaptive diagnostic, English then Math; the kept (final) estimates. */
function diagnostic(l: Learner, random: () => number): Record<Subject, Estimate> {
  const sit = (subject: Subject, prior: Prior): Response[] => {
    const candidates: Candidate[] = bankOf(subject);
    const responses: Response[] = [];
    const ids = new Set<string>();
    const domains: string[] = [];
    let estimate = estimateAbility(responses, prior);
    while (!isSubjectComplete(responses.length, estimate)) {
      const next = chooseNextItem({
        candidates,
        answeredIds: ids,
        administeredDomains: domains,
        domainTargets: domainShares[subject],
        estimate,
        random,
      });
      if (!next) break;
      const item = byId.get(next.id)!;
      ids.add(item.id);
      domains.push(item.domain);
      const theta = trueTheta(l, subject, 0) + (l.offsets[item.domain] ?? 0);
      responses.push({ irt: item.irt, correct: random() < probabilityCorrect(theta, item.truth) });
      estimate = estimateAbility(responses, prior);
    }
    return responses;
  };
  const english = sit("english", DEFAULT_PRIOR);
  const math = sit("math", mathPrior(estimateAbility(english, DEFAULT_PRIOR)));
  return finalEstimates(english, math);
}

type ProjectionCase = {
  subject: Subject;
  band: { low: number; high: number };
  median: number;
  /** The true score on the last day + test-day noise, clamped: the verdict's outcome. */
  realised: number;
  trueScore: number;
  estimated: number;
  startTrue: number;
};

type LearnerResult = {
  startScore: number;
  answers: number;
  correct: number;
  targetSum: number;
  predictedSum: number;
  sessions: number;
  lowSessions: number;
  oracleCorrect: number;
  oracleLowSessions: number;
  levelUps: number;
  falseLevelUps: number;
  levelsGained: number;
  /** Per week (index w − 1) per subject: squared tracking error and belief variance, points². */
  weekly: { error: Record<Subject, number>; variance: Record<Subject, number> }[];
  weeklyCorrect: number[];
  weeklyAnswers: number[];
  weeklyTarget: number[];
  weeklyPredicted: number[];
  weeklyLevelUps: number[];
  weeklyFalse: number[];
  projections: ProjectionCase[];
  practiceHours: Record<Subject, number>;
  /** True growth, points a week, per subject. */
  growth: Record<Subject, number>;
};

function simulateLearner(i: number): LearnerResult {
  const l = makeLearner(i);
  const selection = stream(SEED, PURPOSE.selection, i);
  const answers = stream(SEED, PURPOSE.answers, i);
  const times = stream(SEED, PURPOSE.times, i);
  const oracle = stream(SEED, PURPOSE.oracle, i);

  const measured = diagnostic(l, stream(SEED, PURPOSE.diagnostic, i));
  let tracker: Tracker = seedTracker(measured);
  const shown = startingLevels(measured);
  const history: PastAnswer[] = [];
  const hours = { english: 0, math: 0 };
  const dayLog: { day: string; ms: Record<Subject, number>; scores: Record<Subject, number> }[] =
    [];
  const weeks = Math.floor(DAYS / 7);
  const r: LearnerResult = {
    startScore: (trueScoreOf(l.start.english) + trueScoreOf(l.start.math)) / 2,
    answers: 0,
    correct: 0,
    targetSum: 0,
    predictedSum: 0,
    sessions: 0,
    lowSessions: 0,
    oracleCorrect: 0,
    oracleLowSessions: 0,
    levelUps: 0,
    falseLevelUps: 0,
    levelsGained: 0,
    weekly: [],
    weeklyCorrect: Array.from({ length: weeks }, () => 0),
    weeklyAnswers: Array.from({ length: weeks }, () => 0),
    weeklyTarget: Array.from({ length: weeks }, () => 0),
    weeklyPredicted: Array.from({ length: weeks }, () => 0),
    weeklyLevelUps: Array.from({ length: weeks }, () => 0),
    weeklyFalse: Array.from({ length: weeks }, () => 0),
    projections: [],
    practiceHours: hours,
    growth: { english: 700 * l.growthPerDay.english, math: 700 * l.growthPerDay.math },
  };

  for (let d = 0; d < DAYS; d++) {
    const day = addDays(FIRST_DAY, d);
    const week = Math.min(weeks - 1, Math.floor(d / 7));
    tracker = driftTo(tracker, day);
    const target = targetSuccess({ day, firstDay: FIRST_DAY, streakBrokenOn: null });
    const slots = chooseDailyDrop({
      bank,
      tracker,
      history,
      day,
      testDate: null,
      target,
      mix: DEFAULT_MIX,
      random: selection,
    });
    let correctToday = 0;
    let oracleToday = 0;
    const ms = { english: 0, math: 0 };
    for (const slot of slots) {
      const item = byId.get(slot.questionId)!;
      const subject = item.subject;
      const predicted = predictedSuccess(tracker, item);
      r.predictedSum += predicted;
      r.weeklyPredicted[week]! += predicted;
      const theta = trueTheta(l, subject, d) + (l.offsets[item.domain] ?? 0);
      const correct = answers() < probabilityCorrect(theta, item.truth);
      if (oracle() < target) oracleToday++;
      tracker = updateTracker(tracker, item, correct);
      const seconds =
        PACING_SECONDS[subject] * l.speed * Math.exp(TIME_SD * normal(times) - TIME_SD ** 2 / 2);
      ms[subject] += seconds * 1000;
      hours[subject] += seconds / 3600;
      history.push({
        questionId: item.id,
        subject,
        domain: item.domain,
        skill: item.skill,
        day,
        correct,
        skipped: false,
      });
      const from = shown[subject];
      const to = nextShownLevel(from, tracker.subjects[subject]);
      if (to > from) {
        shown[subject] = to;
        r.levelUps++;
        r.levelsGained += to - from;
        r.weeklyLevelUps[week]!++;
        const bandMin = 200 + LEVEL_BAND_POINTS * (to - 1);
        if (trueScoreOf(trueTheta(l, subject, d)) < bandMin) {
          r.falseLevelUps++;
          r.weeklyFalse[week]!++;
        }
      }
      if (correct) correctToday++;
      r.answers++;
      r.targetSum += target;
      r.weeklyAnswers[week]!++;
      r.weeklyTarget[week]! += target;
      if (correct) r.weeklyCorrect[week]!++;
    }
    r.correct += correctToday;
    r.oracleCorrect += oracleToday;
    r.sessions++;
    if (correctToday <= 1) r.lowSessions++;
    if (oracleToday <= 1) r.oracleLowSessions++;
    const scores = {
      english: 500 + 100 * tracker.subjects.english.mean,
      math: 500 + 100 * tracker.subjects.math.mean,
    };
    dayLog.push({ day, ms, scores });

    if ((d + 1) % 7 === 0) {
      const error = { english: 0, math: 0 };
      const variance = { english: 0, math: 0 };
      for (const subject of subjects) {
        error[subject] = scores[subject] - (500 + 100 * trueTheta(l, subject, d));
        variance[subject] = (100 * tracker.subjects[subject].sd) ** 2;
      }
      r.weekly.push({ error, variance });
    }

    if (d + 1 === PROJECT_ON_DAY) {
      const testDate = addDays(FIRST_DAY, DAYS - 1);
      for (const subject of subjects) {
        let cumulative = 0;
        const practice: PracticeDay[] = dayLog.map((entry) => {
          cumulative += entry.ms[subject] / 3_600_000;
          return { day: entry.day, hours: cumulative, score: entry.scores[subject] };
        });
        const projection = projectScore({
          today: day,
          testDate,
          current: tracker.subjects[subject],
          history: practice,
          hoursPerWeek: paceHoursPerWeek(dayLog, subject, day),
        });
        const last = projection.fan.at(-1)!;
        r.projections.push({
          subject,
          band: { low: last.low, high: last.high },
          median: last.median,
          realised: 0,
          trueScore: 0,
          estimated: 0,
          startTrue: 0,
        });
      }
    }
  }

  // The outcomes of the projections: the last day.
  const outcome = stream(SEED, PURPOSE.outcome, i);
  for (const p of r.projections) {
    const truth = trueScoreOf(trueTheta(l, p.subject, DAYS - 1));
    p.trueScore = truth;
    p.realised = Math.min(800, Math.max(200, truth + TEST_DAY_NOISE_SD * normal(outcome)));
    p.estimated = dayLog.at(-1)!.scores[p.subject];
    p.startTrue = trueScoreOf(trueTheta(l, p.subject, PROJECT_ON_DAY - 1));
  }
  return r;
}

/** Practice hours a week over the last PACE_WEEKS weeks or since the first day (the API's pace). */
function paceHoursPerWeek(
  dayLog: readonly { day: string; ms: Record<Subject, number> }[],
  subject: Subject,
  today: string,
): number {
  const from = addDays(today, -7 * PACE_WEEKS + 1);
  const start = FIRST_DAY > from ? FIRST_DAY : from;
  const days = Math.max(1, daysBetween(start, today) + 1);
  const ms = dayLog.filter((d) => d.day >= start).reduce((sum, d) => sum + d.ms[subject], 0);
  return (ms / 3_600_000) * (7 / days);
}

// ─── The run ──────────────────────────────────────────────────────────────────────────────────

const results: LearnerResult[] = [];
for (let i = 0; i < LEARNERS; i++) {
  results.push(simulateLearner(i));
  if ((i + 1) % 500 === 0 || i + 1 === LEARNERS) {
    log(
      `${formatNumber(i + 1)} / ${formatNumber(LEARNERS)} learners, ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
}
const simulatedIn = (performance.now() - started) / 1000;

// ─── Metrics ──────────────────────────────────────────────────────────────────────────────────

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const pct = (x: number, digits = 1) => `${(100 * x).toFixed(digits)}%`;
const signed = (x: number, digits = 3) => `${x >= 0 ? "+" : "−"}${Math.abs(x).toFixed(digits)}`;
const pts = (x: number) => x.toFixed(1);

type Summary = {
  n: number;
  successMinusTarget: number;
  predictedMinusTarget: number;
  within: number;
  lowSessions: number;
  oracleWithin: number;
  oracleLowSessions: number;
  levelUps: number;
  falseLevelUps: number;
  /** Per week: RMSE, bias (estimated − true) and the belief's own SD per subject, points. */
  tracking: {
    week: number;
    rmse: Record<Subject, number>;
    bias: Record<Subject, number>;
    beliefSd: Record<Subject, number>;
  }[];
};

function summarise(rs: readonly LearnerResult[]): Summary {
  const answers = sum(rs.map((r) => r.answers));
  const within = (correct: (r: LearnerResult) => number) =>
    rs.filter((r) => Math.abs(correct(r) / r.answers - r.targetSum / r.answers) <= 0.05).length /
    rs.length;
  const sessions = sum(rs.map((r) => r.sessions));
  const weeks = Math.floor(DAYS / 7);
  const tracking = Array.from({ length: weeks }, (_, w) => {
    const rmse = { english: 0, math: 0 };
    const bias = { english: 0, math: 0 };
    const beliefSd = { english: 0, math: 0 };
    for (const subject of subjects) {
      rmse[subject] = Math.sqrt(sum(rs.map((r) => r.weekly[w]!.error[subject] ** 2)) / rs.length);
      bias[subject] = sum(rs.map((r) => r.weekly[w]!.error[subject])) / rs.length;
      beliefSd[subject] = Math.sqrt(sum(rs.map((r) => r.weekly[w]!.variance[subject])) / rs.length);
    }
    return { week: w + 1, rmse, bias, beliefSd };
  });
  return {
    n: rs.length,
    successMinusTarget: (sum(rs.map((r) => r.correct)) - sum(rs.map((r) => r.targetSum))) / answers,
    predictedMinusTarget:
      (sum(rs.map((r) => r.predictedSum)) - sum(rs.map((r) => r.targetSum))) / answers,
    within: within((r) => r.correct),
    lowSessions: sum(rs.map((r) => r.lowSessions)) / sessions,
    oracleWithin: within((r) => r.oracleCorrect),
    oracleLowSessions: sum(rs.map((r) => r.oracleLowSessions)) / sessions,
    levelUps: sum(rs.map((r) => r.levelUps)) / rs.length,
    falseLevelUps: sum(rs.map((r) => r.falseLevelUps)) / rs.length,
    tracking,
  };
}

const all = summarise(results);
const worstTracking = (s: Summary) =>
  Math.max(
    ...s.tracking
      .filter((t) => TRACKING_WEEKS.includes(t.week))
      .flatMap((t) => subjects.map((subject) => t.rmse[subject])),
  );
const cases = results.flatMap((r) => r.projections);
const casesOf = (subject: Subject) => cases.filter((c) => c.subject === subject);
const coverageOf = (cs: readonly ProjectionCase[], outcome: (c: ProjectionCase) => number) =>
  backTestCoverage(cs.map((c) => ({ band: c.band, realised: outcome(c) })));
const coverage = {
  all: coverageOf(cases, (c) => c.realised),
  english: coverageOf(casesOf("english"), (c) => c.realised),
  math: coverageOf(casesOf("math"), (c) => c.realised),
};

// ─── The bars (learning-model.md) ─────────────────────────────────────────────────────────────

type Bar = {
  metric: string;
  must: string;
  aim: string;
  value: string;
  meets: boolean;
  aims: boolean | null;
};
const trackingWorst = worstTracking(all);
const bars: Bar[] = [
  {
    metric: "realised success − target, all answers",
    must: "within ±0.03",
    aim: "within ±0.01",
    value: signed(all.successMinusTarget),
    meets: Math.abs(all.successMinusTarget) <= 0.03,
    aims: Math.abs(all.successMinusTarget) <= 0.01,
  },
  {
    metric: "students within ±0.05 of their target",
    must: "≥ 85%",
    aim: "≥ 93%",
    value: pct(all.within),
    meets: all.within >= 0.85,
    aims: all.within >= 0.93,
  },
  {
    metric: "sessions with 0–1 correct",
    must: "≤ 4%",
    aim: "—",
    value: pct(all.lowSessions),
    meets: all.lowSessions <= 0.04,
    aims: null,
  },
  {
    metric: `tracking RMSE after weeks ${TRACKING_WEEKS[0]}–${TRACKING_WEEKS.at(-1)}, worst week and subject, points`,
    must: "≤ 35",
    aim: "≤ 25",
    value: pts(trackingWorst),
    meets: trackingWorst <= 35,
    aims: trackingWorst <= 25,
  },
  {
    metric: `false level-ups per student in ${DAYS} days`,
    must: "≤ 0.5",
    aim: "≤ 0.2",
    value: all.falseLevelUps.toFixed(3),
    meets: all.falseLevelUps <= 0.5,
    aims: all.falseLevelUps <= 0.2,
  },
  {
    metric: `80% projection bands holding the outcome (day ${PROJECT_ON_DAY} → day ${DAYS}, both subjects)`,
    must: "75–85%",
    aim: "—",
    value: pct(coverage.all),
    meets: coverage.all >= 0.75 && coverage.all <= 0.85,
    aims: null,
  },
];

// ─── Report ───────────────────────────────────────────────────────────────────────────────────

const yesNo = (b: boolean | null) => (b === null ? "—" : b ? "yes" : "NO");
console.log("# The Daily Drop: practice simulation\n");
printTable(
  ["", "Value"],
  [
    [
      "Bank",
      `the real bank (buildQuestionBank): ${bankOf("english").length} English, ${bankOf("math").length} Math items; passageKey = passage text`,
    ],
    ["Learners", `${formatNumber(LEARNERS)} × ${DAYS} days (from ${FIRST_DAY}), seed ${SEED}`],
    [
      "Abilities",
      `θ_English ~ N(0, 1); θ_Math correlated ρ = ${TRUE_RHO} (the diagnostic assumes ${ENGLISH_MATH_CORRELATION}); domain offsets N(0, ${OFFSET_SD}²), SAT-weighted mean 0`,
    ],
    [
      "Growth",
      `per subject max(0, N(${GROWTH}, ${GROWTH_SD}²)) points a week, daily; mean ${pts(sum(results.map((r) => r.growth.english + r.growth.math)) / (2 * LEARNERS))} points a week`,
    ],
    [
      "Calibration error (per item)",
      `b_true = b + N(0, ${B_ERROR}²); a_true = a·exp(N(0, ${A_ERROR}²)); c as stored`,
    ],
    [
      "Start",
      "the real adaptive diagnostic (6–8 + 6–8 items, finalEstimates) → seedTracker, startingLevels",
    ],
    [
      "Each day",
      `driftTo → targetSuccess (${TARGET_SUCCESS_EASY} the first week, then ${TARGET_SUCCESS}) → chooseDailyDrop (${DEFAULT_MIX.english} English + ${DEFAULT_MIX.math} Math, no test date) → answers → updateTracker, nextShownLevel; every day completed, no skips`,
    ],
    [
      "Practice time",
      `lognormal around ${PACING_SECONDS.english} s (English) / ${PACING_SECONDS.math} s (Math) × speed exp(N(0, ${SPEED_SD}²)), per answer exp(N(0, ${TIME_SD}²)); mean ${pts((60 * sum(results.map((r) => r.practiceHours.english + r.practiceHours.math))) / (LEARNERS * DAYS))} min a day`,
    ],
    [
      "Projection",
      `projectScore at the end of day ${PROJECT_ON_DAY} to day ${DAYS}; outcome = true score on day ${DAYS} + N(0, ${pts(TEST_DAY_NOISE_SD)}²) test-day noise, clamped 200–800`,
    ],
  ],
);

console.log("\n## The bars of learning-model.md\n");
printTable(
  ["metric", "must reach", "aim", "value", "must met", "aim met"],
  bars.map((b) => [b.metric, b.must, b.aim, b.value, yesNo(b.meets), yesNo(b.aims)]),
);
const missed = bars.filter((b) => !b.meets);
console.log(
  `\nEvery "must reach" bar met: ${missed.length === 0 ? "yes" : `NO (${missed.map((b) => b.metric).join("; ")})`}`,
);

console.log("\n## Success, levels and tracking in detail\n");
printTable(
  ["metric", "value"],
  [
    ["predicted success − target (the engine's own belief)", signed(all.predictedMinusTarget)],
    ["realised success − target", signed(all.successMinusTarget)],
    ["oracle: students within ±0.05 (answers drawn at exactly the target)", pct(all.oracleWithin)],
    ["oracle: sessions with 0–1 correct", pct(all.oracleLowSessions)],
    ["level-ups per student", all.levelUps.toFixed(3)],
    ["false level-ups per student", all.falseLevelUps.toFixed(3)],
    [
      "students with at least one false level-up",
      pct(results.filter((r) => r.falseLevelUps > 0).length / LEARNERS),
    ],
    [
      "levels gained per level-up (jumps > 1 count once)",
      (
        sum(results.map((r) => r.levelsGained)) / Math.max(1, sum(results.map((r) => r.levelUps)))
      ).toFixed(3),
    ],
  ],
);

console.log("\n## By week\n");
const weeks = Math.floor(DAYS / 7);
printTable(
  [
    "week",
    "target",
    "predicted − target",
    "realised",
    "realised − target",
    "RMSE E",
    "RMSE M",
    "bias E / M",
    "belief SD E",
    "belief SD M",
    "level-ups / student",
    "false / student",
  ],
  Array.from({ length: weeks }, (_, w) => {
    const answers = sum(results.map((r) => r.weeklyAnswers[w]!));
    const target = sum(results.map((r) => r.weeklyTarget[w]!)) / answers;
    const realised = sum(results.map((r) => r.weeklyCorrect[w]!)) / answers;
    const t = all.tracking[w]!;
    return [
      String(w + 1),
      target.toFixed(3),
      signed(sum(results.map((r) => r.weeklyPredicted[w]!)) / answers - target),
      realised.toFixed(3),
      signed(realised - target),
      pts(t.rmse.english),
      pts(t.rmse.math),
      `${signed(t.bias.english, 1)} / ${signed(t.bias.math, 1)}`,
      pts(t.beliefSd.english),
      pts(t.beliefSd.math),
      (sum(results.map((r) => r.weeklyLevelUps[w]!)) / LEARNERS).toFixed(3),
      (sum(results.map((r) => r.weeklyFalse[w]!)) / LEARNERS).toFixed(3),
    ];
  }),
);
console.log(
  "\nRMSE = root mean square of (estimated − true score) at the end of the week, points; bias = mean (estimated − true), points; belief SD = the tracker's own SD (root mean variance), points: the two agree when the tracker is honest about its uncertainty. Predicted − target: the mean predictedSuccess of the questions served minus the target; below 0 means the engine had no eligible question near the target (the bank's easiest fresh questions were still too hard). The last week includes any days past a whole week.",
);

console.log("\n## By starting score (true, mean of the two subjects)\n");
const groups = [
  { label: "below 400", low: -Infinity, high: 400 },
  { label: "400–599", low: 400, high: 600 },
  { label: "600 and up", low: 600, high: Infinity },
];
printTable(
  [
    "learners",
    "n",
    "predicted − target",
    "realised − target",
    "within ±0.05",
    "oracle within ±0.05",
    "sessions 0–1",
    `RMSE week ${TRACKING_WEEKS.at(-1)} E / M`,
    "false level-ups / student",
  ],
  groups.map((g) => {
    const s = summarise(results.filter((r) => r.startScore >= g.low && r.startScore < g.high));
    const t = s.tracking[TRACKING_WEEKS.at(-1)! - 1]!;
    return [
      g.label,
      formatNumber(s.n),
      signed(s.predictedMinusTarget),
      signed(s.successMinusTarget),
      pct(s.within),
      pct(s.oracleWithin),
      pct(s.lowSessions),
      `${pts(t.rmse.english)} / ${pts(t.rmse.math)}`,
      s.falseLevelUps.toFixed(3),
    ];
  }),
);

console.log(`\n## Projection back-test (day ${PROJECT_ON_DAY} → day ${DAYS})\n`);
const mean = (xs: readonly number[]) => sum(xs) / xs.length;
const projectionRow = (label: string, cs: readonly ProjectionCase[]) => [
  label,
  formatNumber(cs.length),
  pct(coverageOf(cs, (c) => c.realised)),
  pct(coverageOf(cs, (c) => c.trueScore)),
  pct(coverageOf(cs, (c) => c.estimated)),
  signed(mean(cs.map((c) => c.realised - c.median)), 1),
  pts(mean(cs.map((c) => c.band.high - c.band.low))),
  signed(mean(cs.map((c) => c.trueScore - c.startTrue)), 1),
];
printTable(
  [
    "subject",
    "n",
    "coverage: true + test-day noise (verdict)",
    "coverage: true score",
    `coverage: day-${DAYS} estimate`,
    "outcome − median, points",
    "mean band width, points",
    "true gain over the horizon, points",
  ],
  [
    projectionRow("English", casesOf("english")),
    projectionRow("Math", casesOf("math")),
    projectionRow("both", cases),
  ],
);
console.log(
  `\nThe outcome of the verdict is the true score on day ${DAYS} plus test-day noise N(0, ${pts(TEST_DAY_NOISE_SD)}²): what an SAT sitting that day would report, which is what the band (with its ±30 points of test-day noise) promises. The true score alone leaves that noise out of the outcome but not out of the band (over-covers); the day-${DAYS} estimate shares the tracker's errors with the projection's starting point.`,
);

console.log("\n## Machine\n");
printTable(
  ["", "Value"],
  [
    ["CPU", `${os.cpus()[0]?.model.trim() ?? "unknown"} × ${os.cpus().length}`],
    ["Memory", `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`],
    ["OS", `${os.type()} ${os.release()} ${os.arch()}`],
    ["Node", process.version],
    ["Simulation", `${simulatedIn.toFixed(1)} s (one thread)`],
    ["Wall time", `${((performance.now() - started) / 1000).toFixed(1)} s`],
  ],
);
