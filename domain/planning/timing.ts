// Optimal study timing (docs/rules.md, "Study planning"): how long and how often to study, from
// the plan (or the default 7 hours a week, said so), and when: the time of day this student
// answers best, where their answers show a difference (enough answers in at least two blocks of
// the day and a posterior probability of at least TIMING_PROBABILITY that the best block's
// accuracy is above the other blocks'); otherwise no claimed best hour (learning-model.md), just
// the spacing evidence and a regular time.
import type { Subject } from "../questions/item.ts";
import { DEFAULT_WEEKLY_HOURS } from "./decide.ts";
import type { PreferredTime, StudyIntensity } from "./events.ts";
import { accuracyBelow, confidencePercent } from "./stats.ts";

export type TimedAnswer = { subject: Subject; correct: boolean; recordedAt: Date };

export type OptimalTiming = {
  duration: number;
  frequency: number;
  bestTimes: string[];
  reasoning: string;
  restDays: string[];
};

/** The spec's blocks: morning 6AM–12PM, afternoon 12PM–6PM, evening 6PM–10PM (local hours). */
export const TIME_BLOCKS = [
  { name: "morning", label: "Morning (6AM-12PM)", from: 6, to: 12 },
  { name: "afternoon", label: "Afternoon (12PM-6PM)", from: 12, to: 18 },
  { name: "evening", label: "Evening (6PM-10PM)", from: 18, to: 22 },
] as const satisfies readonly { name: PreferredTime; label: string; from: number; to: number }[];

/** Questions done in a block before its accuracy is compared. */
export const TIMING_MIN_ANSWERS = 15;
/** The best block is named only at this posterior probability (9 to 1) that it is better. */
export const TIMING_PROBABILITY = 0.9;
/** Sessions a week by intensity (the rest are rest days: the Daily Drop only). */
export const SESSIONS_PER_WEEK: Record<StudyIntensity, number> = {
  light: 5,
  moderate: 6,
  intensive: 7,
};
/** Rest days by intensity: spread through the week. */
export const REST_DAYS: Record<StudyIntensity, string[]> = {
  light: ["Wednesday", "Saturday"],
  moderate: ["Sunday"],
  intensive: [],
};
/** Without a plan: the spec's default hours at moderate intensity. */
export const DEFAULT_INTENSITY: StudyIntensity = "moderate";

const SPACING =
  "Several shorter sessions beat the same hours crammed into one: spacing study out is one of the best-replicated findings in learning research, and it is how the Daily Drop's reviews are scheduled.";

/** The local hour (0–23) of an instant in a time zone. */
export function localHour(at: Date, timeZone: string): number {
  const hour = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hour: "numeric",
    hourCycle: "h23",
  }).format(at);
  return Number(hour) % 24;
}

const blockOf = (hour: number) => TIME_BLOCKS.find((b) => hour >= b.from && hour < b.to) ?? null;
const pct = (share: number) => `${Math.round(100 * share)}%`;

/** What the answers say about the time of day: the best block if the data supports one. */
export function timeOfDay(answers: readonly TimedAnswer[], timeZone: string) {
  const counts = TIME_BLOCKS.map((block) => ({ block, right: 0, total: 0 }));
  for (const a of answers) {
    const block = blockOf(localHour(a.recordedAt, timeZone));
    const c = counts.find((x) => x.block === block);
    if (!c) continue;
    c.total += 1;
    if (a.correct) c.right += 1;
  }
  const enough = counts.filter((c) => c.total >= TIMING_MIN_ANSWERS);
  const most = [...counts].sort((x, y) => y.total - x.total)[0]!;
  if (enough.length < 2) return { best: null, mostPractised: most.total > 0 ? most : null, counts };
  const best = [...enough].sort((x, y) => y.right / y.total - x.right / x.total)[0]!;
  const others = enough.filter((c) => c !== best);
  const rest = {
    right: others.reduce((s, c) => s + c.right, 0),
    total: others.reduce((s, c) => s + c.total, 0),
  };
  const probability = accuracyBelow(rest, best);
  return {
    best: probability >= TIMING_PROBABILITY ? { ...best, probability, rest, others } : null,
    mostPractised: most.total > 0 ? most : null,
    counts,
  };
}

/** Minutes a session: the week's minutes over its sessions, to the nearest 5 (at least 5). */
export function sessionMinutes(weeklyHours: number, sessions: number): number {
  return Math.max(5, Math.round((weeklyHours * 60) / sessions / 5) * 5);
}

export function optimalTiming(args: {
  plan: {
    weeklyHours: number;
    preferredTime: PreferredTime;
    studyIntensity: StudyIntensity;
  } | null;
  answers: readonly TimedAnswer[];
  timeZone: string;
}): OptimalTiming {
  const { plan } = args;
  const weeklyHours = plan?.weeklyHours ?? DEFAULT_WEEKLY_HOURS;
  const intensity = plan?.studyIntensity ?? DEFAULT_INTENSITY;
  const frequency = SESSIONS_PER_WEEK[intensity];
  const duration = sessionMinutes(weeklyHours, frequency);
  const restDays = REST_DAYS[intensity];
  const basis = plan
    ? `Your plan is ${weeklyHours} hours a week at ${intensity} intensity: ${frequency} sessions of about ${duration} minutes.`
    : `You have no study plan yet, so this uses the default of ${weeklyHours} hours a week at ${intensity} intensity: ${frequency} sessions of about ${duration} minutes.`;
  const rest =
    restDays.length > 0
      ? ` On ${restDays.join(" and ")} do just the 5-minute Daily Drop, so your streak holds.`
      : "";
  const found = timeOfDay(args.answers, args.timeZone);
  const preferred = plan ? TIME_BLOCKS.find((b) => b.name === plan.preferredTime)! : null;
  if (found.best) {
    const { block, right, total, rest: others, probability } = found.best;
    const mismatch =
      preferred && preferred !== block
        ? ` Your plan says ${preferred.name}; if you can, move some sessions to the ${block.name}.`
        : "";
    return {
      duration,
      frequency,
      bestTimes: [block.label],
      restDays,
      reasoning: `${basis} You answer best in the ${block.name}: ${right} of ${total} right (${pct(right / total)}) against ${others.right} of ${others.total} (${pct(others.right / others.total)}) at other times (${confidencePercent(probability)}% likely a real difference, not chance).${mismatch} ${SPACING}${rest}`,
    };
  }
  const usual = found.mostPractised;
  const bestTimes = preferred ? [preferred.label] : usual ? [usual.block.label] : [];
  const when = preferred
    ? `keep to the ${preferred.name} you planned`
    : usual
      ? `keep to the ${usual.block.name}, when you practice most`
      : "choose a time you can keep every day";
  return {
    duration,
    frequency,
    bestTimes,
    restDays,
    reasoning: `${basis} Your answers don't yet show a time of day when you do better, so ${when}: a regular time matters more than the hour. ${SPACING}${rest}`,
  };
}
