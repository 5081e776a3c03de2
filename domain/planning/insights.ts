// Performance insights (docs/rules.md, "Study planning"): findings from the student's own
// answers, each with a `confidence` that is a probability computed from those answers (stats.ts)
// and shown only when there is enough data and that probability reaches SHOW_PROBABILITY:
//
// - pacing per subject: the one-sided sign test of the median response time against the SAT's
//   budget (PACING_SECONDS): confidence = 1 − P(X ≥ k), X ~ Binomial(n, ½), where n answers
//   were not exactly on the budget and k of them were on the reported side of it;
// - accuracy by skill: the posterior probability, under Beta(1, 1) priors, that the skill's
//   accuracy is below that of the student's other answers in the same subject;
// - accuracy when rushing: the same posterior for answers given in under RUSH_SHARE of the
//   budget against the rest;
// - consistency: the posterior probability, under a Beta(1, 1) prior on the share of days the
//   student practises, that it is above (or below) one half, from the days practised in the
//   last CONSISTENCY_WINDOW_DAYS (or since the first day, when that is sooner).
import { skillNames, type Skill, type Subject } from "../questions/item.ts";
import { PACING_SECONDS } from "../practice/constants.ts";
import { addDays, daysBetween } from "../practice/days.ts";
import { accuracyBelow, betaAbove, binomialTail, confidencePercent, median } from "./stats.ts";

/** One practice_answers row. */
export type AnswerRow = {
  subject: Subject;
  domain: string;
  skill: string;
  skipped: boolean;
  correct: boolean;
  responseTimeMs: number;
  recordedAt: Date;
  /** The student's day of the answer. */
  day: string;
};

export type InsightPriority = "critical" | "important" | "other";

/** The spec's Performance insight (api/schemas/planning.ts has the same shape). */
export type PerformanceInsight = {
  id: string;
  title: string;
  description: string;
  priority: InsightPriority;
  confidence: number;
  suggestedAction: string;
};

/** A finding is shown only when its probability is at least this (4 to 1 odds). */
export const SHOW_PROBABILITY = 0.8;
/** Critical: at least this probability and a large effect (per finding below). */
export const CRITICAL_PROBABILITY = 0.95;
/** Important: at least this probability (else "other"). */
export const IMPORTANT_PROBABILITY = 0.9;

/** Answered (not skipped) questions of a subject needed before its pacing is judged. */
export const PACING_MIN_ANSWERS = 10;
/** A median at least this many budgets long is a critical pacing gap. */
export const PACING_CRITICAL_RATIO = 1.5;
/** Questions done in a skill (skips included) before its accuracy is compared. */
export const SKILL_MIN_ANSWERS = 6;
/** The rest of the subject's questions needed for the comparison. */
export const REST_MIN_ANSWERS = 10;
/** A skill or rushed accuracy must be at least this far below the rest (10 points) to show. */
export const MIN_ACCURACY_GAP = 0.1;
/** A gap of at least this (25 points) with critical probability is critical. */
export const CRITICAL_ACCURACY_GAP = 0.25;
/** At most this many skill findings (the most certain first). */
export const MAX_SKILL_INSIGHTS = 2;
/** An answer in under this share of the subject's budget is rushed. */
export const RUSH_SHARE = 1 / 3;
export const RUSH_MIN_ANSWERS = 5;
export const UNRUSHED_MIN_ANSWERS = 10;
/** Days since the first practice day before consistency is judged. */
export const CONSISTENCY_MIN_DAYS = 7;
export const CONSISTENCY_WINDOW_DAYS = 14;
/** The longer window the description also cites. */
export const CONSISTENCY_LONG_WINDOW_DAYS = 28;
/** Practising on fewer than this share of days with critical probability is critical. */
export const CONSISTENCY_CRITICAL_SHARE = 0.3;

const SECTION = { english: "Reading and Writing", math: "Math" } as const;
const pct = (share: number) => `${Math.round(100 * share)}%`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
const skillName = (skill: string) => skillNames[skill as Skill] ?? skill.replaceAll("_", " ");

function priorityOf(probability: number, large: boolean): InsightPriority {
  if (probability >= CRITICAL_PROBABILITY && large) return "critical";
  return probability >= IMPORTANT_PROBABILITY ? "important" : "other";
}

function pacingInsights(answers: readonly AnswerRow[]): PerformanceInsight[] {
  const found: PerformanceInsight[] = [];
  for (const subject of ["english", "math"] as const) {
    const times = answers
      .filter((a) => a.subject === subject && !a.skipped)
      .map((a) => a.responseTimeMs / 1000);
    if (times.length < PACING_MIN_ANSWERS) continue;
    const budget = PACING_SECONDS[subject];
    const slower = times.filter((t) => t > budget).length;
    const faster = times.filter((t) => t < budget).length;
    const n = slower + faster;
    const middle = median(times);
    const seconds = Math.round(middle);
    const section = SECTION[subject];
    if (middle > budget) {
      const probability = 1 - binomialTail(n, slower, 0.5);
      if (probability < SHOW_PROBABILITY) continue;
      found.push({
        id: `pacing:${subject}`,
        title: `Slower than the SAT's pace in ${section}`,
        description: `Your median time on a ${section} question is ${seconds} s, against the SAT's budget of ${budget} s: ${slower} of your ${plural(times.length, "answer")} took longer.`,
        priority: priorityOf(probability, middle >= PACING_CRITICAL_RATIO * budget),
        confidence: confidencePercent(probability),
        suggestedAction: `Practice with a ${budget}-second limit per ${section} question: when it runs out, choose your best answer, note the question and move on.`,
      });
    } else {
      const probability = 1 - binomialTail(n, faster, 0.5);
      if (probability < SHOW_PROBABILITY) continue;
      found.push({
        id: `pacing:${subject}`,
        title: `On pace in ${section}`,
        description: `Your median time on a ${section} question is ${seconds} s, within the SAT's budget of ${budget} s: ${faster} of your ${plural(times.length, "answer")} came in under it.`,
        priority: "other",
        confidence: confidencePercent(probability),
        suggestedAction: `Keep this pace, and use the time you save to recheck the questions you were least sure of.`,
      });
    }
  }
  return found;
}

function skillInsights(answers: readonly AnswerRow[]): PerformanceInsight[] {
  const candidates: { insight: PerformanceInsight; probability: number }[] = [];
  const keys = new Map<string, { subject: Subject; skill: string }>();
  for (const a of answers)
    keys.set(`${a.subject}/${a.skill}`, { subject: a.subject, skill: a.skill });
  for (const { subject, skill } of keys.values()) {
    const mine = answers.filter((a) => a.subject === subject && a.skill === skill);
    const rest = answers.filter((a) => a.subject === subject && a.skill !== skill);
    if (mine.length < SKILL_MIN_ANSWERS || rest.length < REST_MIN_ANSWERS) continue;
    const skillCounts = { right: mine.filter((a) => a.correct).length, total: mine.length };
    const restCounts = { right: rest.filter((a) => a.correct).length, total: rest.length };
    const gap = restCounts.right / restCounts.total - skillCounts.right / skillCounts.total;
    const probability = accuracyBelow(skillCounts, restCounts);
    if (probability < SHOW_PROBABILITY || gap < MIN_ACCURACY_GAP) continue;
    const name = skillName(skill);
    candidates.push({
      probability,
      insight: {
        id: `skill:${skill}`,
        title: `${name} is below your average`,
        description: `You got ${skillCounts.right} of ${skillCounts.total} ${name} questions right (${pct(skillCounts.right / skillCounts.total)}), against ${restCounts.right} of ${restCounts.total} (${pct(restCounts.right / restCounts.total)}) on your other ${SECTION[subject]} questions.`,
        priority: priorityOf(probability, gap >= CRITICAL_ACCURACY_GAP),
        confidence: confidencePercent(probability),
        suggestedAction: `Practice ${name} from Daily Recommendations, and after each question read the explanation, including why each wrong choice is wrong.`,
      },
    });
  }
  return candidates
    .sort((x, y) => y.probability - x.probability)
    .slice(0, MAX_SKILL_INSIGHTS)
    .map((c) => c.insight);
}

function rushingInsight(answers: readonly AnswerRow[]): PerformanceInsight[] {
  const answered = answers.filter((a) => !a.skipped);
  const isRushed = (a: AnswerRow) =>
    a.responseTimeMs / 1000 < RUSH_SHARE * PACING_SECONDS[a.subject];
  const rushed = answered.filter(isRushed);
  const unrushed = answered.filter((a) => !isRushed(a));
  if (rushed.length < RUSH_MIN_ANSWERS || unrushed.length < UNRUSHED_MIN_ANSWERS) return [];
  const r = { right: rushed.filter((a) => a.correct).length, total: rushed.length };
  const u = { right: unrushed.filter((a) => a.correct).length, total: unrushed.length };
  const gap = u.right / u.total - r.right / r.total;
  const probability = accuracyBelow(r, u);
  if (probability < SHOW_PROBABILITY || gap < MIN_ACCURACY_GAP) return [];
  const limit = (subject: Subject) => Math.round(RUSH_SHARE * PACING_SECONDS[subject]);
  return [
    {
      id: "rushing",
      title: "Rushed answers are less accurate",
      description: `When you answered in under a third of the SAT's time (${limit("english")} s in Reading and Writing, ${limit("math")} s in Math), ${r.right} of ${r.total} were right (${pct(r.right / r.total)}); otherwise ${u.right} of ${u.total} (${pct(u.right / u.total)}).`,
      priority: priorityOf(probability, gap >= CRITICAL_ACCURACY_GAP),
      confidence: confidencePercent(probability),
      suggestedAction:
        "Before choosing, reread the question's last line and rule out one wrong choice: you have time for it.",
    },
  ];
}

function consistencyInsight(args: {
  practisedDays: readonly string[];
  firstDay: string | null;
  today: string;
  streakDays: number;
}): PerformanceInsight[] {
  const { firstDay, today } = args;
  if (!firstDay || daysBetween(firstDay, today) + 1 < CONSISTENCY_MIN_DAYS) return [];
  const days = new Set(args.practisedDays);
  // The window ends today if today is practised, else yesterday (today is not missed yet).
  const end = days.has(today) ? today : addDays(today, -1);
  const count = (window: number) => {
    const from = addDays(end, -(window - 1));
    const start = firstDay > from ? firstDay : from;
    const possible = daysBetween(start, end) + 1;
    const done = [...days].filter((d) => d >= start && d <= end).length;
    return { possible, done };
  };
  const short = count(CONSISTENCY_WINDOW_DAYS);
  const long = count(CONSISTENCY_LONG_WINDOW_DAYS);
  if (short.possible < CONSISTENCY_MIN_DAYS) return [];
  const above = betaAbove(short.done + 1, short.possible - short.done + 1, 0.5);
  const streak =
    args.streakDays > 0 ? ` Your current streak is ${plural(args.streakDays, "day")}.` : "";
  const record =
    `You practiced on ${short.done} of the last ${short.possible} days` +
    (long.possible > short.possible ? ` (${long.done} of the last ${long.possible}).` : ".") +
    streak;
  if (above >= SHOW_PROBABILITY) {
    return [
      {
        id: "consistency",
        title: "A steady practice habit",
        description: record,
        priority: "other",
        confidence: confidencePercent(above),
        suggestedAction:
          "Keep the same time each day: short daily practice is what the spacing of reviews is built on.",
      },
    ];
  }
  const below = 1 - above;
  if (below < SHOW_PROBABILITY) return [];
  return [
    {
      id: "consistency",
      title: "Practice has been irregular",
      description: record,
      priority: priorityOf(below, short.done / short.possible < CONSISTENCY_CRITICAL_SHARE),
      confidence: confidencePercent(below),
      suggestedAction:
        "Pick a fixed time and do the 5-minute Daily Drop then, every day: reviews come due on days you may be missing.",
    },
  ];
}

/**
 * Every finding the student's answers support, critical first, then the more certain. A student
 * with too few answers or days for a finding does not get it (no finding at all for a new one).
 */
export function performanceInsights(args: {
  answers: readonly AnswerRow[];
  /** Days with at least one answer. */
  practisedDays: readonly string[];
  firstDay: string | null;
  today: string;
  streakDays: number;
}): PerformanceInsight[] {
  const order: Record<InsightPriority, number> = { critical: 0, important: 1, other: 2 };
  return [
    ...pacingInsights(args.answers),
    ...skillInsights(args.answers),
    ...rushingInsight(args.answers),
    ...consistencyInsight(args),
  ].sort((x, y) => order[x.priority] - order[y.priority] || y.confidence - x.confidence);
}
