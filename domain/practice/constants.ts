export * from "./time-constants.ts";
// Every constant of the Daily Drop, XP and levels, each with its reason (docs/rules.md, "The Daily
// Drop", says the same in a table). Streak and projection constants live in time-constants.ts.

// ─── The drop ─────────────────────────────────────────────────────────────────────────────────

/** The spec: five questions a day. */
export const QUESTIONS_PER_DAY = 5;
/** The spec's default mix: 3 English and 2 Math. */
export const DEFAULT_MIX = { english: 3, math: 2 } as const;
/** learning-model.md: questions the student answers correctly about 75% of the time. */
export const TARGET_SUCCESS = 0.75;
/** learning-model.md: 80% in the first week and after a broken streak (an easier way back in). */
export const TARGET_SUCCESS_EASY = 0.8;
/** "The first week": 7 days from the first drop, and 7 days after a streak was broken. */
export const EASY_PERIOD_DAYS = 7;
/** learning-model.md: never repeat a question answered in the last 30 days (except the review). */
export const NO_REPEAT_DAYS = 30;
/**
 * The practice state keeps the answers of this many days before the latest drop (and, older,
 * only those a skill's running review schedule still reads: review-schedule.ts, historyInUse): the
 * no-repeat window plus 2 days, because a move to a zone behind (UTC+14 to UTC−12) can bring the
 * student's day back by up to two calendar days, and the window then reaches that much further.
 */
export const ANSWER_HISTORY_DAYS = NO_REPEAT_DAYS + 2;
/**
 * Answers before that window are dropped once a week's worth of them (5 a day) has gathered:
 * finding a running review's answers walks the whole history, so it runs about weekly, not at
 * every drop; the answers kept meanwhile are ones no rule reads.
 */
export const HISTORY_PRUNE_BATCH = 7 * QUESTIONS_PER_DAY;
/** Predicted successes this close count as equally good; one is drawn at random (less exposure). */
export const SELECTION_TIE = 0.01;
/** After a domain is picked today its priority halves: interleaving domains beats blocking. */
export const INTERLEAVE_DAMPING = 0.5;
/**
 * A slot's target may move this far from the day's (0.55–0.95 at 0.75) to make up for the day's
 * other picks: in simulation, students within ±0.05 of target rose from 83% (±0.1) to 86%.
 */
export const DAY_BALANCE_MAX = 0.2;
/** A domain whose nearest question is this far off the slot's target keeps e⁻¹ of its priority. */
export const DOMAIN_FIT_SCALE = 0.1;
/** A domain this much weaker (offset, θ units) gets twice the priority: one prior SD, 30 points. */
export const WEAKNESS_DOUBLING_OFFSET = 0.3;

// ─── The tracker ──────────────────────────────────────────────────────────────────────────────

/**
 * Daily random-walk SD of an ability (θ units). 0.03 a day is ±8 points a week and ±19 points
 * over six weeks (1 SD): room for a student who gains a few points a week, while five answers a
 * day still hold the steady-state SD near 0.15–0.2 (15–20 points).
 */
export const DRIFT_SD_PER_DAY = 0.03;
/** Drift never makes a subject less certain than the population, N(0, 1). */
export const MAX_SUBJECT_SD = 1;
/**
 * A subject whose belief is at least this wide (θ units; the population's is 1) has not been
 * measured: no diagnostic and no answers yet (or so long ago that drift has undone them). Its
 * projection and the readiness built on it would be the population's average, not the
 * student's, so progress shows no projected gain and no readiness for it. A first Daily Drop's
 * two or three answers in a subject take the SD to 0.6–0.85.
 */
export const UNMEASURED_SD = 0.9;
/** The prior SD τ of a domain's offset: domains of one section differ by about 30 points. */
export const DOMAIN_OFFSET_SD = 0.3;
/** The weighted trapezoid rule of predictedSuccess: 49 points over ±6 SD (error < 1e-7). */
export const QUADRATURE_POINTS = 49;
export const QUADRATURE_SDS = 6;

// ─── Spaced review ────────────────────────────────────────────────────────────────────────────

/** Days to the next review after a miss and after each successful review (Leitner-like). */
export const REVIEW_INTERVALS_DAYS = [1, 3, 7, 14, 30] as const;
/** Near the test a gap is at most 1/3 of the days left, so ≥ 3 more reviews fit before it. */
export const REVIEWS_BEFORE_TEST = 3;
/**
 * The review slot takes a question the student has not seen in 30 days when one is predicted
 * within this of the target; otherwise the question of the skill nearest the target, seen or not
 * (the review is the one slot that may repeat a question).
 */
export const REVIEW_FRESH_TOLERANCE = 0.1;

// ─── XP ───────────────────────────────────────────────────────────────────────────────────────

/** The spec: skipping costs 1 XP. */
export const SKIP_XP = -1;
/** A wrong answer still earns a little: XP rewards effort (learning-model.md). */
export const WRONG_XP = 2;
/** A right answer earns round(SCALE·(BASE + 1 − pSuccess)): 8 at the 75% target, 5–15 overall. */
export const CORRECT_XP_SCALE = 10;
export const CORRECT_XP_BASE = 0.5;
/** Completing the day's five is worth about one more right answer and a bit (≈ 25% of a day). */
export const COMPLETION_BONUS_XP = 10;

// ─── Levels ───────────────────────────────────────────────────────────────────────────────────

/** learning-model.md: levels are 50-point bands of the 200–800 scale, 1–12. */
export const LEVEL_BAND_POINTS = 50;
export const LEVEL_COUNT = 12;
/** A level counts once (estimate − ½·SD) clears its band: ≤ 0.5 false level-ups in 6 weeks. */
export const LEVEL_UP_SD_FACTOR = 0.5;
/** The spec's labels, highest first: the first whose minimum level is reached. */
export const LEVEL_LABELS = [
  { min: 10, label: "Exceptional" },
  { min: 8, label: "Strong" },
  { min: 6, label: "Doing Well" },
  { min: 4, label: "Making Progress" },
  { min: 2, label: "Getting Started" },
] as const;
/** The spec's label below level 2. */
export const LOWEST_LEVEL_LABEL = "Struggling";

// ─── Performance category ─────────────────────────────────────────────────────────────────────

/** The SAT's per-question budgets: 64 min / 54 Reading and Writing, 70 min / 44 Math. */
export const PACING_SECONDS = { english: 71, math: 95 } as const;
/**
 * Faster than this, an answer was given before the question could be read: rushing, never praised
 * as pace. English: a Reading and Writing question is a 25–150-word passage, a question and four
 * choices (≈ 80–200 words), 16–40 s at a fast reader's 300 words a minute; 15 s is below even the
 * shortest. Math: a stem and four choices of 20–60 words take 5–12 s to read before any working.
 */
export const RUSHING_SECONDS = { english: 15, math: 10 } as const;
/** A median up to this share over the budget is "a little slower"; beyond it, "slower". */
export const PACING_A_LITTLE_OVER = 1.25;
/** A wrong answer on a question the student was < 50% likely to get is a stretch, not a gap. */
export const STRETCH_BELOW = 0.5;

/** The projection's pace is the student's practice time per week over the last 4 weeks: long
 *  enough to smooth a missed day, short enough to follow a change of habit. */
export const PACE_WEEKS = 4;
/** Days of questions-per-day history the dashboard's chart shows (two weeks). */
export const CHART_DAYS = 14;

// ─── Focused practice (extra practice outside the Daily Drop; docs/rules.md) ─────────────────────

/** A focused set is as long as a Daily Drop: five questions, about seven minutes. */
export const FOCUSED_SET_SIZE = 5;
/**
 * An answer to a question the tracker predicted at least this likely right earns no XP ("easy"):
 * sets aim at the 75–80% target, so 0.9 is past anything the day balance (± 0.2 around the
 * target, at most 0.95 for a single slot) reaches except when a domain has nothing harder left;
 * a student who gets it right 9 times in 10 learns little from it, and choosing a weak student's
 * strongest domain would otherwise be the cheapest XP.
 */
export const FOCUSED_EASY_SUCCESS = 0.9;
/**
 * The most XP focused practice earns in a student's day: about one Daily Drop's worth (a typical
 * drop earns ≈ 42 with its bonus: 5 · (0.75 · 8 + 0.25 · 2) + 10). Extra practice can at most
 * double a day's XP, so the drop and coming back each day stay the way to the top of the weekly
 * rankings, while a student who practises a weak skill is still rewarded for a set or two.
 */
export const FOCUSED_DAILY_XP_CAP = 40;
/** A skipped focused question: no XP either way (it is extra practice; no penalty for leaving). */
export const FOCUSED_SKIP_XP = 0;
/**
 * New focused sets a student may start in a day (50 questions, about an hour and a half): well
 * past any study plan's day, and the bank's domains (35–60 questions each, none repeated for 30
 * days) would run dry long before more could be useful.
 */
export const FOCUSED_SETS_PER_DAY = 10;
