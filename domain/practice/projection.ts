// The score projection to the test date, per subject (learning-model.md, "Progress, projections,
// readiness"; docs/rules.md, "Projection and readiness").
//
// Growth has diminishing returns in cumulative practice hours H:
//
//   gain(H) = rate · u(H),   u(H) = H0 · (1 − e^(−H/H0))   ("effective hours", H0 = 40)
//
// so `rate` is the points an hour at the start, and each further hour is worth e^(−H/H0) of the
// first. The rate is the student's own: a Bayesian linear fit of the day-end score against u(H)
// with a free intercept and the prior rate ~ N(1.5, 1.5²) points an hour, each day-end score an
// observation with SD 35 points weighted 1/7 a day (a week of day-end estimates ≈ one
// independent observation). A student with little data stays near the prior.
//
// From today the student keeps their pace (`hoursPerWeek`); the projection at a date d is normal:
//
//   median = current score + max(0, rate) · (u(H_now + hours to d) − u(H_now))
//   SD²    = (100 · current belief SD)² + (rate SD · Δu)² + (30 / 1.2816)²
//
// the three being what we do not know about today's ability, about the rate, and the test-day
// noise (an 80% half-width of ±30 points). The fan shows the median and the central 80% band.
import { SCORE_CENTER, SCORE_MAX, SCORE_MIN, SCORE_PER_THETA } from "../diagnostic/engine.ts";
import { addDays, daysBetween } from "./days.ts";
import {
  BAND_Z,
  DAYS_PER_INDEPENDENT_OBSERVATION,
  DIMINISHING_RETURNS_HOURS,
  FAN_STEP_DAYS,
  HISTORY_SCORE_NOISE_SD,
  PRIOR_POINTS_PER_HOUR,
  PRIOR_POINTS_PER_HOUR_SD,
  TEST_DAY_NOISE_SD,
} from "./time-constants.ts";

/** A belief about ability on the θ scale (tracker.ts's Belief). */
type Belief = { mean: number; sd: number };

/**
 * One day of one subject: the CUMULATIVE practice hours up to the end of that day (all days so
 * far, not that day's alone) and the estimated score (500 + 100·θ, unrounded) at its end.
 */
export type PracticeDay = { day: string; hours: number; score: number };

export type FanPoint = { date: string; median: number; low: number; high: number };

export type Projection = {
  /** The rate at the start, points per practice hour: the student's fit, or the prior. */
  pointsPerHour: number;
  /** Whether the history held any information about the rate (two days of different hours). */
  fittedFromHistory: boolean;
  fan: FanPoint[];
};

/** The posterior of the rate (points per practice hour) and the hours practised so far. */
export type RateFit = { mean: number; sd: number; fittedFromHistory: boolean; hoursSoFar: number };

/** u(H) = H0 · (1 − e^(−H/H0)): the hours H are worth as much as u(H) hours at the first rate. */
export function effectiveHours(hours: number): number {
  const h = Math.max(0, hours);
  return DIMINISHING_RETURNS_HOURS * (1 - Math.exp(-h / DIMINISHING_RETURNS_HOURS));
}

/**
 * The Bayesian fit of the rate to the history up to `today`: score = a + rate · u(H) + noise,
 * flat prior on a, N(PRIOR, PRIOR_SD²) on the rate, noise SD HISTORY_SCORE_NOISE_SD, day i
 * weighted min(1, days since the previous point / 7). Integrating a out leaves the weighted,
 * centred sums: precision = 1/τ² + Sxx/σ², mean = (μ₀/τ² + Sxy/σ²) / precision.
 */
export function fitRate(history: readonly PracticeDay[], today: string): RateFit {
  const days = history.filter((d) => d.day <= today).sort((a, b) => a.day.localeCompare(b.day));
  let hours = 0; // the latest cumulative hours
  let previous: string | null = null;
  const points: { x: number; y: number; w: number }[] = [];
  for (const d of days) {
    hours = Math.max(0, d.hours);
    const gap = previous === null ? Infinity : daysBetween(previous, d.day);
    const w = Math.min(1, gap / DAYS_PER_INDEPENDENT_OBSERVATION);
    previous = d.day;
    if (w > 0 && Number.isFinite(d.score)) points.push({ x: effectiveHours(hours), y: d.score, w });
  }
  const total = points.reduce((s, p) => s + p.w, 0);
  let sxx = 0;
  let sxy = 0;
  if (total > 0) {
    const mx = points.reduce((s, p) => s + p.w * p.x, 0) / total;
    const my = points.reduce((s, p) => s + p.w * p.y, 0) / total;
    for (const p of points) {
      sxx += p.w * (p.x - mx) ** 2;
      sxy += p.w * (p.x - mx) * (p.y - my);
    }
  }
  const priorPrecision = 1 / PRIOR_POINTS_PER_HOUR_SD ** 2;
  const noiseVariance = HISTORY_SCORE_NOISE_SD ** 2;
  const precision = priorPrecision + sxx / noiseVariance;
  return {
    mean: (PRIOR_POINTS_PER_HOUR * priorPrecision + sxy / noiseVariance) / precision,
    sd: 1 / Math.sqrt(precision),
    fittedFromHistory: sxx > 1e-9,
    hoursSoFar: hours,
  };
}

/** The normal distribution of the test-day score at `date` (unrounded, unclamped points). */
export function scoreDistributionAt(args: {
  today: string;
  date: string;
  current: Belief;
  rate: RateFit;
  hoursPerWeek: number;
}): { median: number; sd: number } {
  const { today, date, current, rate } = args;
  const horizonDays = Math.max(0, daysBetween(today, date));
  const futureHours = (Math.max(0, args.hoursPerWeek) * horizonDays) / 7;
  const gain = effectiveHours(rate.hoursSoFar + futureHours) - effectiveHours(rate.hoursSoFar);
  const median = SCORE_CENTER + SCORE_PER_THETA * current.mean + Math.max(0, rate.mean) * gain;
  const sd = Math.sqrt(
    (SCORE_PER_THETA * current.sd) ** 2 + (rate.sd * gain) ** 2 + TEST_DAY_NOISE_SD ** 2,
  );
  return { median, sd };
}

/** The fan's dates: today, then every FAN_STEP_DAYS, then the test date (never before today). */
export function fanDates(today: string, testDate: string): string[] {
  const span = Math.max(0, daysBetween(today, testDate));
  const dates = [today];
  for (let d = FAN_STEP_DAYS; d < span; d += FAN_STEP_DAYS) dates.push(addDays(today, d));
  dates.push(addDays(today, span));
  return dates;
}

function clampScore(points: number): number {
  return Math.min(SCORE_MAX, Math.max(SCORE_MIN, Math.round(points)));
}

/**
 * Median and 80% band per week from `today` to `testDate`: growth with diminishing returns in
 * practice hours, rate fitted to the student's own history (weak prior ~1.5 points/hour before
 * data), at the current pace; band includes ≈ ±30 points of test-day noise. Scores are integers
 * clamped to 200–800; a test date on or before today gives two points for today.
 */
export function projectScore(args: {
  today: string;
  testDate: string;
  current: Belief;
  history: readonly PracticeDay[];
  hoursPerWeek: number;
}): Projection {
  const rate = fitRate(args.history, args.today);
  const fan = fanDates(args.today, args.testDate).map((date) => {
    const { median, sd } = scoreDistributionAt({ ...args, date, rate });
    return {
      date,
      median: clampScore(median),
      low: clampScore(median - BAND_Z * sd),
      high: clampScore(median + BAND_Z * sd),
    };
  });
  return {
    pointsPerHour: Math.round(Math.max(0, rate.mean) * 100) / 100,
    fittedFromHistory: rate.fittedFromHistory,
    fan,
  };
}

/**
 * The back-test: the share of projections whose band [low, high] (ends included) holds the score
 * realised later. NaN for no cases. The bar (learning-model.md) is 0.75–0.85 for 80% bands.
 */
export function backTestCoverage(
  cases: readonly { band: { low: number; high: number }; realised: number }[],
): number {
  if (cases.length === 0) return Number.NaN;
  const inside = cases.filter((c) => c.realised >= c.band.low && c.realised <= c.band.high);
  return inside.length / cases.length;
}
