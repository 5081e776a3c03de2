// The constants of calendar days, streaks, the score projection and test readiness, each with its
// reason (docs/rules.md, "Streaks" and "Projection and readiness", says the same). constants.ts
// re-exports this file, so every practice constant can be imported from one place.

// ─── Calendar ─────────────────────────────────────────────────────────────────────────────────

/** The spec: weeks start on Sunday (0 = Sunday, as Date#getUTCDay counts). */
export const WEEK_STARTS_ON = 0;

/** The spec: "days until the test" is 90 when the student has not set a test date. */
export const DEFAULT_DAYS_UNTIL_TEST = 90;

// ─── Projection ───────────────────────────────────────────────────────────────────────────────

/**
 * The prior growth rate, SAT points per practice hour per subject, before the student's own
 * history says otherwise: learning-model.md asks for a weak prior of about 1–2 points per hour.
 */
export const PRIOR_POINTS_PER_HOUR = 1.5;

/**
 * The prior's SD (points per hour). As large as the mean, so 0–4 points an hour are all plausible
 * (weak): six weeks at an hour a day weigh about as much as the prior, weeks of the 7-minute drop
 * alone barely move it (their score changes are within the estimates' noise).
 */
export const PRIOR_POINTS_PER_HOUR_SD = 1.5;

/**
 * Diminishing returns: gain(H) = rate · H0 · (1 − e^(−H/H0)) over cumulative practice hours H.
 * The rate is the slope at the start. With H0 = 40 hours a subject, half the reachable gain comes
 * by ≈ 28 hours and the ceiling at the prior rate is 60 points a subject (120 total): generous for
 * SAT preparation, yet a far test date cannot project an implausible gain.
 */
export const DIMINISHING_RETURNS_HOURS = 40;

/**
 * The SD (points) of a day-end score estimate around the student's growth line, in the rate
 * fit. About the belief SD of a tracked subject after the diagnostic (≈ 0.3–0.4 on θ).
 */
export const HISTORY_SCORE_NOISE_SD = 35;

/**
 * Day-end estimates of consecutive days share most of their answers (the tracker carries them
 * forward), so in the fit a day counts as 1/7 of an independent observation: a week ≈ one.
 */
export const DAYS_PER_INDEPENDENT_OBSERVATION = 7;

/** The fan's band is a central 80% interval (learning-model.md): the standard normal quantile
 *  Φ⁻¹(0.9) = 1.2816. */
export const BAND_Z = 1.2816;

/** learning-model.md: the band includes ≈ ±30 points of test-day noise (80% half-width). */
const TEST_DAY_NOISE_HALF_WIDTH = 30;

/** The test-day noise as an SD: ±30 is an 80% half-width, so 30 / 1.2816 ≈ 23.4 points. */
export const TEST_DAY_NOISE_SD = TEST_DAY_NOISE_HALF_WIDTH / BAND_Z;

/** One fan point a week, from today to the test date (both included). */
export const FAN_STEP_DAYS = 7;

// ─── Readiness ────────────────────────────────────────────────────────────────────────────────

/** The lowest total the SAT reports, 200 + 200: readiness 0%. */
export const SCALE_MIN_TOTAL = 400;

/** The highest total, 800 + 800: readiness 100%. */
export const SCALE_MAX_TOTAL = 1600;

// ─── Parent View figures ──────────────────────────────────────────────────────────────────────

/**
 * Accuracy is shown from this many questions on (one day's drop); below it a percent would
 * swing by 20–100 points with each answer, so the counts are shown instead.
 */
export const MIN_QUESTIONS_FOR_ACCURACY = 5;

/**
 * An answer made offline counts for its drop's day if it reaches the server within this long after
 * that day ended in the drop's time zone (docs/rules.md, "Answers sent late"): an answer given at
 * 23:55 on a bus still counts when the phone reconnects the next day, but a drop cannot be
 * finished days later. 24 hours means at most one later drop has been assigned meanwhile.
 */
export const LATE_ANSWER_GRACE_HOURS = 24;
/** How far a device's clock may run ahead of the server's before its answeredAt is refused. */
export const DEVICE_CLOCK_TOLERANCE_MINUTES = 5;
