// A student's progress views: today's session, streak, XP and levels for the Daily Drop and the
// dashboard (progressOf), the progress screen's three feeds (detailed, performance-detailed,
// projections; routes in api/progress/routes.ts), and what the study plan's projection starts
// from (projectionInputs). The analyst's progress route and the goal score's answer show the
// same views. Everything is read from the practice read models (migration 0008) and worked out
// with the same domain rules the Daily Drop uses (levels, streaks, projection, readiness:
// docs/rules.md).
import { CHART_DAYS, PACING_SECONDS, RUSHING_SECONDS } from "../../domain/practice/constants.ts";
import { pacingVerdict } from "../../domain/practice/pacing.ts";
import { addDays, localDay, startOfWeek, studentDay } from "../../domain/practice/days.ts";
import { startingLevels } from "../../domain/practice/levels.ts";
import { scoreEstimate, scoreOfTheta } from "../../domain/practice/levels.ts";
import { projectScore } from "../../domain/practice/projection.ts";
import {
  accuracy,
  completionRate,
  joinedDay,
  paceHoursPerWeek,
  participation,
  practiceHistory,
  projectedLevel,
  questionsBySource,
  xpPerDay,
} from "../../domain/practice/summary.ts";
import { daysUntilTest, estimatedTotal, shownReadiness } from "../../domain/practice/readiness.ts";
import { seedTracker, type Belief } from "../../domain/practice/tracker.ts";
import { subjects, type Subject } from "../../domain/questions/item.ts";
import type { SessionAccount } from "../plugins/session-store.ts";
import type {
  DetailedProgress,
  PerformanceDetailed,
  Projections,
  ScoreEstimate,
} from "../schemas/practice.ts";
import {
  readAnswersSince,
  readGoalScore,
  readPacing,
  readPracticeModeXp,
  readLatestPracticeDay,
  readPracticeDays,
  readPracticeStudent,
  readPracticeTime,
  readSkillPerformance,
  type PracticeStudentRow,
} from "../practice/queries.ts";
import type { ProgressDeps } from "../../database/time-travel.ts";
import { diagnosticEstimates } from "../practice/commands.ts";
import { readStudentClock, studentClock, type StudentClock } from "./clock.ts";
import { shownStreak } from "./streak.ts";

const beliefOf = (row: PracticeStudentRow, subject: Subject): Belief =>
  subject === "english"
    ? { mean: row.english_mean, sd: row.english_sd }
    : { mean: row.math_mean, sd: row.math_sd };

/** The student's beliefs and shown levels: from practice, or seeded from the diagnostic. */
async function standing(
  deps: Pick<ProgressDeps, "pool" | "store">,
  userId: string,
  row: PracticeStudentRow | null,
) {
  if (row) {
    return {
      beliefs: { english: beliefOf(row, "english"), math: beliefOf(row, "math") },
      levels: { english: row.english_level, math: row.math_level },
    };
  }
  const diagnostic = await diagnosticEstimates(deps, userId);
  return { beliefs: seedTracker(diagnostic).subjects, levels: startingLevels(diagnostic) };
}

/**
 * What a projection starts from, per subject: today's belief, the current pace (hours a week)
 * and the day-end history; with the shown levels and the practice time per day and subject. The
 * progress screen's projection and the study plan's (api/planning/views.ts) both start here.
 */
export async function projectionInputs(
  deps: Pick<ProgressDeps, "pool" | "store">,
  userId: string,
  row: PracticeStudentRow | null,
  today: string,
) {
  const [time, days, { beliefs, levels }] = await Promise.all([
    readPracticeTime(deps.pool, userId),
    readPracticeDays(deps.pool, userId, null),
    standing(deps, userId, row),
  ]);
  const sections = subjects.map((subject) => {
    const perDay = time.filter((t) => t.subject === subject);
    return {
      subject,
      current: beliefs[subject],
      paceHoursPerWeek: paceHoursPerWeek(perDay, today, row?.first_day ?? null),
      history: practiceHistory(
        days.map((d) => ({
          day: d.day,
          mean: subject === "english" ? d.english_mean : d.math_mean,
        })),
        perDay,
      ),
    };
  });
  return { sections, levels, time };
}

/** What the Daily Drop's header, the dashboard and GET /api/daily-drop/progress show. */
export async function progressOf(
  deps: Pick<ProgressDeps, "pool" | "store">,
  userId: string,
  now: Date,
  /** What the session read brought of the student (their clock), if it did. */
  account?: SessionAccount | null,
) {
  const [clock, row, latest] = await Promise.all([
    studentClock(deps.pool, userId, account),
    readPracticeStudent(deps.pool, userId),
    readLatestPracticeDay(deps.pool, userId),
  ]);
  // The Daily Drop's own day (after a change of zone it may still be the latest one).
  const today = studentDay(now, clock.timeZone, latest).day;
  const [days, practiceXp, { levels }] = await Promise.all([
    readPracticeDays(deps.pool, userId, today),
    readPracticeModeXp(deps.pool, userId, today),
    standing(deps, userId, row),
  ]);
  const session = days.find((d) => d.day === today);
  // XP earned today: the drop's and Practice Mode's (xpPerDay), the same as today's bar in XP per day.
  const todayXp = xpPerDay(days, practiceXp).find((d) => d.date === today)?.xp ?? 0;
  return {
    today,
    todaySession: {
      isCompleted: session?.completed ?? false,
      questionsCompleted: session?.answered ?? 0,
      totalXP: todayXp,
    },
    streakDays: shownStreak(row, now, clock.timeZone),
    totalXP: row?.total_xp ?? 0,
    levels,
  };
}

/** What every progress feed starts from: now, the student's clock and today, their row. */
async function load(deps: ProgressDeps, userId: string) {
  const at = deps.now();
  const [clock, row] = await Promise.all([
    readStudentClock(deps.pool, userId),
    readPracticeStudent(deps.pool, userId),
  ]);
  return { at, clock, row, today: localDay(at, clock.timeZone) };
}

type Loaded = Awaited<ReturnType<typeof load>>;

/** The projection per subject, with today's estimate (scoreEstimate: the one score). */
async function projectionsFrom(
  deps: ProgressDeps,
  userId: string,
  { clock, row, today }: Loaded,
): Promise<Projections & { estimates: Record<Subject, ScoreEstimate> }> {
  const { sections, levels } = await projectionInputs(deps, userId, row, today);
  const until = daysUntilTest(today, clock.testDate);
  const testDate =
    clock.testDate && clock.testDate >= today ? clock.testDate : addDays(today, until);
  const perSubject = sections.map(({ subject, current, paceHoursPerWeek: pace, history }) => {
    const projected = projectScore({ today, testDate, current, history, hoursPerWeek: pace });
    const estimate = scoreEstimate(current);
    const { measured } = estimate;
    return {
      pace,
      estimate,
      projection: {
        subject,
        measured,
        currentScore: estimate.score,
        currentLevel: levels[subject],
        projectedLevel: projectedLevel(levels[subject], projected.fan.at(-1)!, measured),
        pointsPerHour: projected.pointsPerHour,
        fittedFromHistory: projected.fittedFromHistory,
        fan: projected.fan,
      },
    };
  });
  return {
    testDate,
    daysUntilTest: until,
    hoursPerWeek: perSubject.reduce((sum, s) => sum + s.pace, 0),
    subjects: perSubject.map((s) => s.projection),
    estimates: { english: perSubject[0]!.estimate, math: perSubject[1]!.estimate },
  };
}

/** GET /api/progress/projections: the projection to the test date per subject. */
export async function projectionsOf(deps: ProgressDeps, userId: string): Promise<Projections> {
  const { estimates: _estimates, ...projections } = await projectionsFrom(
    deps,
    userId,
    await load(deps, userId),
  );
  return projections;
}

/** The day the student joined, in their zone: the first day participation counts from. */
export function joinedOn(clock: StudentClock, row: PracticeStudentRow | null, today: string) {
  const signedUp = clock.registeredAt ? localDay(clock.registeredAt, clock.timeZone) : today;
  return joinedDay(signedUp, row?.first_day ?? null);
}

/** GET /api/progress/detailed: levels now and projected, readiness, the week, the chart. */
export async function detailedProgressOf(
  deps: ProgressDeps,
  userId: string,
): Promise<DetailedProgress> {
  const loaded = await load(deps, userId);
  const { at, clock, row, today } = loaded;
  const weekStart = startOfWeek(today);
  const chartFrom = addDays(today, -(CHART_DAYS - 1));
  const [projected, days, week, goalScore] = await Promise.all([
    projectionsFrom(deps, userId, loaded),
    readPracticeDays(deps.pool, userId, null),
    readAnswersSince(deps.pool, userId, weekStart),
    readGoalScore(deps.pool, userId),
  ]);
  const streak = shownStreak(row, at, clock.timeZone);
  const english = projected.subjects.find((s) => s.subject === "english")!;
  const math = projected.subjects.find((s) => s.subject === "math")!;
  // Participation and completion count from the day the student joined.
  const joined = joinedOn(clock, row, today);
  const completedDays = days.filter((d) => d.completed).map((d) => d.day);
  const thisWeek = participation(completedDays, weekStart, joined, today);
  const questions = questionsBySource(week);
  return {
    correctAnswers: row?.correct_answers ?? 0,
    totalQuestionsAnswered: row?.questions_answered ?? 0,
    currentEnglishLevel: english.currentLevel,
    currentMathLevel: math.currentLevel,
    projectedEnglishLevel: english.projectedLevel,
    projectedMathLevel: math.projectedLevel,
    daysUntilTest: projected.daysUntilTest,
    completionRate: completionRate(completedDays, joined, today),
    streakDays: streak,
    measured: { english: english.measured, math: math.measured },
    estimatedScores: projected.estimates,
    estimatedTotal: estimatedTotal(projected.estimates.english, projected.estimates.math),
    goalScore,
    testReadiness: shownReadiness({ ...projected.estimates, goalScore }),
    weekly: {
      questionsAnswered: questions.total.questions,
      correct: questions.total.correct,
      skipped: questions.total.skipped,
      dailyDrop: questions.dailyDrop,
      practice: questions.practice,
      accuracy: accuracy(questions.total.correct, questions.total.questions),
      participation: thisWeek.share,
      daysPracticed: thisWeek.completed,
      possibleDays: thisWeek.possible,
      streakDays: streak,
    },
    questionsPerDay: Array.from({ length: CHART_DAYS }, (_, i) => {
      const date = addDays(chartFrom, i);
      return { date, count: days.find((d) => d.day === date)?.answered ?? 0 };
    }),
  };
}

/** GET /api/progress/performance-detailed: accuracy by skill, XP per day, history, pacing. */
export async function performanceOf(
  deps: Pick<ProgressDeps, "pool">,
  userId: string,
): Promise<PerformanceDetailed> {
  const [bySkill, days, pacing, practiceXp] = await Promise.all([
    readSkillPerformance(deps.pool, userId),
    readPracticeDays(deps.pool, userId, null),
    readPacing(deps.pool, userId, {
      english: RUSHING_SECONDS.english * 1000,
      math: RUSHING_SECONDS.math * 1000,
    }),
    readPracticeModeXp(deps.pool, userId, null),
  ]);
  return {
    bySkill,
    xpByDay: xpPerDay(days, practiceXp),
    abilityHistory: days
      .filter((d) => d.answered > 0)
      .map((d) => ({
        date: d.day,
        englishScore: scoreOfTheta(d.english_mean),
        mathScore: scoreOfTheta(d.math_mean),
        englishLevel: d.english_level,
        mathLevel: d.math_level,
      })),
    pacing: subjects.map((subject) => {
      const p = pacing.find((x) => x.subject === subject);
      const medianSeconds = p?.median_ms == null ? null : Math.round(p.median_ms / 100) / 10;
      return {
        subject,
        medianSeconds,
        budgetSeconds: PACING_SECONDS[subject],
        rushingSeconds: RUSHING_SECONDS[subject],
        verdict: medianSeconds === null ? null : pacingVerdict(subject, medianSeconds),
        answered: p?.answered ?? 0,
        rushed: p?.rushed ?? 0,
      };
    }),
  };
}
