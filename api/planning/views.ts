// What the study-planning reads answer, put together from the reads (queries.ts, the Daily
// Drop's reads) and the domain's rules (domain/planning): the practice state for the
// recommendations (the student's practice stream folded, as the Daily Drop's commands load it),
// the answers for the insights and the timing, and the plan's schedule and projection with the
// same inputs /api/progress/projections uses.
import { rankFocus } from "../../domain/planning/focus.ts";
import { performanceInsights } from "../../domain/planning/insights.ts";
import { studyRecommendations } from "../../domain/planning/recommendations.ts";
import {
  adherence,
  planProjection,
  planSchedule,
  type PlanData,
  type WorkDone,
} from "../../domain/planning/schedule.ts";
import { optimalTiming } from "../../domain/planning/timing.ts";
import { localDay } from "../../domain/practice/days.ts";
import type { ApiDeps } from "../deps.ts";
import { readPracticeState } from "../practice/commands.ts";
import { readPracticeStudent } from "../practice/queries.ts";
import { readStudentClock } from "../students/clock.ts";
import { projectionInputs } from "../students/progress-views.ts";
import { shownStreak } from "../students/streak.ts";
import type {
  OptimalTiming,
  PerformanceInsight,
  StudyPlan,
  StudyRecommendation,
} from "../schemas/planning.ts";
import { readAnswerRows, readStudyPlan, readStudySessions } from "./queries.ts";

type Deps = Pick<ApiDeps, "pool" | "store" | "now">;

export async function recommendationsOf(
  deps: Deps,
  userId: string,
): Promise<StudyRecommendation[]> {
  const [clock, state] = await Promise.all([
    readStudentClock(deps.pool, userId),
    readPracticeState(deps.store, userId),
  ]);
  const today = localDay(deps.now(), clock.timeZone);
  return studyRecommendations({ state, today, testDate: clock.testDate });
}

export async function insightsOf(deps: Deps, userId: string): Promise<PerformanceInsight[]> {
  const at = deps.now();
  const [clock, answers, row] = await Promise.all([
    readStudentClock(deps.pool, userId),
    readAnswerRows(deps.pool, userId),
    readPracticeStudent(deps.pool, userId),
  ]);
  return performanceInsights({
    answers,
    practisedDays: [...new Set(answers.map((a) => a.day))],
    firstDay: row?.first_day ?? null,
    today: localDay(at, clock.timeZone),
    streakDays: shownStreak(row, at, clock.timeZone),
  });
}

export async function timingOf(deps: Deps, userId: string): Promise<OptimalTiming> {
  const [clock, answers, plan] = await Promise.all([
    readStudentClock(deps.pool, userId),
    readAnswerRows(deps.pool, userId),
    readStudyPlan(deps.pool, userId),
  ]);
  return optimalTiming({ plan, answers, timeZone: clock.timeZone });
}

/** The plan as the Study Plan tab shows it: schedule, minutes done, projection, adherence. */
export async function planViewOf(deps: Deps, userId: string, plan: PlanData): Promise<StudyPlan> {
  const at = deps.now();
  const [clock, row, sessions, state] = await Promise.all([
    readStudentClock(deps.pool, userId),
    readPracticeStudent(deps.pool, userId),
    readStudySessions(deps.pool, userId),
    readPracticeState(deps.store, userId),
  ]);
  const today = localDay(at, clock.timeZone);
  const { sections, time } = await projectionInputs(deps, userId, row, today);
  const done: WorkDone = {
    sessions: sessions.map((s) => ({
      day: localDay(s.startedAt, clock.timeZone),
      minutes: s.minutes,
    })),
    practice: time.map((t) => ({ day: t.day, ms: t.ms })),
  };
  const focus = rankFocus({ tracker: state.tracker, history: state.history });
  const weeks = planSchedule({ plan, focus, done });
  return {
    planId: plan.planId,
    createdAt: plan.createdAt,
    testDate: plan.testDate,
    testDateFromProfile: plan.testDateFromProfile,
    weeklyHours: plan.weeklyHours,
    preferredTime: plan.preferredTime,
    studyIntensity: plan.studyIntensity,
    weeks,
    projection: planProjection({ plan, today, sections }),
    adherence: adherence({ plan, weeks, done, today }),
  };
}

/** The student's plan view, or null before the first plan. */
export async function studyPlanOf(deps: Deps, userId: string): Promise<StudyPlan | null> {
  const plan = await readStudyPlan(deps.pool, userId);
  return plan ? planViewOf(deps, userId, plan) : null;
}
