// The study plan's schedule and projected effect (docs/rules.md, "Study planning"):
//
// - weeks: Sunday weeks (the student's days) from the week the plan was made to the week of the
//   test. A week's minutes are the plan's weekly hours × 60, pro rata for the days of it the plan
//   covers (the first week from the day it was made; the last up to the day before the test);
//   the final week is light review at half the minutes. Intensity does not change the minutes
//   (the student chose the hours); it sets the sessions a week (timing.ts, SESSIONS_PER_WEEK).
//   The focus rotates through the top FOCUS_ROTATION areas of rankFocus, one a week.
// - minutes done: study sessions recorded (by their start day) plus practice time (the response
//   times of the student's answers, by their day).
// - adherence: minutes done on the full days since the plan was made (not today, which is under
//   way) over the minutes those days were planned; null on the plan's first day.
// - projection: the existing model (practice/projection.ts) per section at the test date, once
//   at the student's current pace (paceHoursPerWeek) and once at the plan's hours, split between
//   the sections as the student's own practice time is (or as the Daily Drop's 3 + 2 questions
//   take time, before any practice). Total = the two medians; its 80% band takes the two
//   sections' uncertainties as independent (SD = √(sd_E² + sd_M²)).
import { SCORE_MAX, SCORE_MIN } from "../diagnostic/engine.ts";
import { domainNames, type Subject } from "../questions/item.ts";
import { BAND_Z, DEFAULT_MIX, PACING_SECONDS } from "../practice/constants.ts";
import { addDays, daysBetween, startOfWeek } from "../practice/days.ts";
import {
  fitRate,
  projectScore,
  scoreDistributionAt,
  type PracticeDay,
} from "../practice/projection.ts";
import type { Belief } from "../practice/tracker.ts";
import type { StudyPlanEventData } from "./events.ts";
import type { FocusArea } from "./focus.ts";
import { skillName } from "./recommendations.ts";
import { SESSIONS_PER_WEEK } from "./timing.ts";

/** How many of the best focus areas the weeks rotate through. */
export const FOCUS_ROTATION = 3;
/** The final week's share of a week's minutes: light review before the test. */
export const FINAL_WEEK_SHARE = 0.5;
export const FINAL_WEEK_FOCUS = "Light review: your missed questions and one timed set, then rest";

export type PlanData = StudyPlanEventData<"StudyPlanCreated">;

export type PlannedWeek = {
  weekStart: string;
  focus: string;
  minutes: number;
  sessions: number;
  minutesDone: number;
};

export type SectionInput = {
  subject: Subject;
  current: Belief;
  history: readonly PracticeDay[];
  /** The student's current pace in this section (hours a week). */
  paceHoursPerWeek: number;
};

export type Band = { total: number; low: number; high: number };

/** Work done: sessions (minutes, by start day) and practice (milliseconds, by day). */
export type WorkDone = {
  sessions: readonly { day: string; minutes: number }[];
  practice: readonly { day: string; ms: number }[];
};

const TOTAL_MIN = 2 * SCORE_MIN;
const TOTAL_MAX = 2 * SCORE_MAX;
const clampTotal = (x: number) => Math.min(TOTAL_MAX, Math.max(TOTAL_MIN, Math.round(x)));

function minutesOn(done: WorkDone, from: string, to: string): number {
  const inRange = (day: string) => day >= from && day <= to;
  const sessions = done.sessions.filter((s) => inRange(s.day)).reduce((n, s) => n + s.minutes, 0);
  const ms = done.practice.filter((p) => inRange(p.day)).reduce((n, p) => n + p.ms, 0);
  return sessions + ms / 60_000;
}

/** The days of each week the plan covers: [first, last] (the last is the day before the test). */
function planWeeks(plan: PlanData): { weekStart: string; first: string; last: string }[] {
  const lastDay = addDays(plan.testDate, -1);
  const weeks = [];
  for (let start = startOfWeek(plan.createdOn); start <= lastDay; start = addDays(start, 7)) {
    const first = start < plan.createdOn ? plan.createdOn : start;
    const end = addDays(start, 6);
    weeks.push({ weekStart: start, first, last: end < lastDay ? end : lastDay });
  }
  return weeks;
}

function focusLabel(area: FocusArea): string {
  return `${skillName(area.weakestSkill.skill)} (${domainNames[area.domain]})`;
}

/** The week-by-week schedule with the minutes done so far. */
export function planSchedule(args: {
  plan: PlanData;
  focus: readonly FocusArea[];
  done: WorkDone;
}): PlannedWeek[] {
  const { plan } = args;
  const weekly = plan.weeklyHours * 60;
  const perWeek = SESSIONS_PER_WEEK[plan.studyIntensity];
  const rotation = args.focus.slice(0, FOCUS_ROTATION);
  const weeks = planWeeks(plan);
  return weeks.map((week, i) => {
    const days = daysBetween(week.first, week.last) + 1;
    const final = i === weeks.length - 1;
    const share = (days / 7) * (final ? FINAL_WEEK_SHARE : 1);
    const focus = final
      ? FINAL_WEEK_FOCUS
      : rotation.length > 0
        ? focusLabel(rotation[i % rotation.length]!)
        : "Mixed practice";
    return {
      weekStart: week.weekStart,
      focus,
      minutes: Math.round(weekly * share),
      sessions: Math.max(1, Math.round(perWeek * share)),
      minutesDone: Math.round(minutesOn(args.done, week.first, addDays(week.weekStart, 6))),
    };
  });
}

/** Minutes done on the plan's full days so far over the minutes planned for them (0–100). */
export function adherence(args: {
  plan: PlanData;
  weeks: readonly PlannedWeek[];
  done: WorkDone;
  today: string;
}): number | null {
  const { plan, today } = args;
  const yesterday = addDays(today, -1);
  if (yesterday < plan.createdOn) return null;
  let planned = 0;
  for (const week of planWeeks(plan)) {
    if (week.first > yesterday) break;
    const planWeek = args.weeks.find((w) => w.weekStart === week.weekStart);
    if (!planWeek) continue;
    const days = daysBetween(week.first, week.last) + 1;
    const last = week.last < yesterday ? week.last : yesterday;
    planned += (planWeek.minutes * (daysBetween(week.first, last) + 1)) / days;
  }
  if (planned <= 0) return null;
  const done = minutesOn(args.done, plan.createdOn, yesterday);
  return Math.min(100, Math.round((100 * done) / planned));
}

/** Each section's share of the plan's hours: the student's own split, or the Daily Drop's. */
export function sectionShares(sections: readonly SectionInput[]): Record<Subject, number> {
  const pace = sections.reduce((n, s) => n + s.paceHoursPerWeek, 0);
  const shares = {} as Record<Subject, number>;
  if (pace > 0) {
    for (const s of sections) shares[s.subject] = s.paceHoursPerWeek / pace;
    return shares;
  }
  const time = (subject: Subject) => DEFAULT_MIX[subject] * PACING_SECONDS[subject];
  const total = time("english") + time("math");
  for (const s of sections) shares[s.subject] = time(s.subject) / total;
  return shares;
}

/** The total score at `date` with the sections at these paces: medians summed, 80% band. */
function totalAt(args: {
  today: string;
  date: string;
  sections: readonly SectionInput[];
  hours: Record<Subject, number>;
}): Band & { pointsPerHour: number[]; fitted: boolean } {
  let total = 0;
  let variance = 0;
  const pointsPerHour: number[] = [];
  let fitted = false;
  for (const s of args.sections) {
    const hoursPerWeek = args.hours[s.subject];
    const projected = projectScore({
      today: args.today,
      testDate: args.date,
      current: s.current,
      history: s.history,
      hoursPerWeek,
    });
    total += projected.fan.at(-1)!.median;
    pointsPerHour.push(projected.pointsPerHour);
    fitted ||= projected.fittedFromHistory;
    const rate = fitRate(s.history, args.today);
    const { sd } = scoreDistributionAt({
      today: args.today,
      date: args.date,
      current: s.current,
      rate,
      hoursPerWeek,
    });
    variance += sd * sd;
  }
  const half = BAND_Z * Math.sqrt(variance);
  return {
    total: clampTotal(total),
    low: clampTotal(total - half),
    high: clampTotal(total + half),
    pointsPerHour,
    fitted,
  };
}

const round1 = (x: number) => Math.round(x * 10) / 10;

function formatDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** The projected total at the test date at the current pace and at the plan's hours. */
export function planProjection(args: {
  plan: PlanData;
  today: string;
  sections: readonly SectionInput[];
}) {
  const { plan, today, sections } = args;
  const date = plan.testDate > today ? plan.testDate : today;
  const pace = Object.fromEntries(sections.map((s) => [s.subject, s.paceHoursPerWeek])) as Record<
    Subject,
    number
  >;
  const shares = sectionShares(sections);
  const planned = Object.fromEntries(
    sections.map((s) => [s.subject, plan.weeklyHours * shares[s.subject]]),
  ) as Record<Subject, number>;
  const without = totalAt({ today, date, sections, hours: pace });
  const withPlan = totalAt({ today, date, sections, hours: planned });
  const current = round1(sections.reduce((n, s) => n + s.paceHoursPerWeek, 0));
  const band = (b: Band) => `${b.total} (${b.low}–${b.high})`;
  const rate = withPlan.fitted
    ? `your own history puts your gain at about ${sections
        .map(
          (s, i) =>
            `${round1(withPlan.pointsPerHour[i]!)} points an hour in ${s.subject === "english" ? "English" : "Math"}`,
        )
        .join(" and ")} for now`
    : `until your history shows your own rate, the model starts from about 1.5 points an hour per section`;
  const explanation =
    `At your current pace of ${current} ${current === 1 ? "hour" : "hours"} a week you would reach about ${band(without)} by ${formatDay(date)}; ` +
    `at the plan's ${plan.weeklyHours} hours a week, about ${band(withPlan)}. ` +
    `Each extra hour is worth a little less than the one before, and ${rate}. The ranges are 80% likely to hold your test-day score.`;
  return {
    withoutPlan: { total: without.total, low: without.low, high: without.high },
    withPlan: { total: withPlan.total, low: withPlan.low, high: withPlan.high },
    currentHoursPerWeek: current,
    explanation,
  };
}
