// Progress: today's session, streak, XP and levels for the Daily Drop and the dashboard, and the
// progress screen's three feeds (detailed, performance-detailed, projections). Everything is
// read from the practice read models (migration 0008) and worked out with the same domain rules
// the Daily Drop uses (levels, streaks, projection, readiness: docs/rules.md).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BAND_Z, PACING_SECONDS } from "../../domain/practice/constants.ts";
import { addDays, daysBetween, localDay, startOfWeek } from "../../domain/practice/days.ts";
import { startingLevels } from "../../domain/practice/decider.ts";
import { scoreOfTheta, supportedLevel } from "../../domain/practice/levels.ts";
import { projectScore, type PracticeDay } from "../../domain/practice/projection.ts";
import { daysUntilTest, testReadiness } from "../../domain/practice/readiness.ts";
import { currentStreak } from "../../domain/practice/streak.ts";
import { seedTracker, type Belief } from "../../domain/practice/tracker.ts";
import { subjects, type Subject } from "../../domain/questions/item.ts";
import type { ApiDeps } from "../deps.ts";
import { errorBody } from "../plugins/errors.ts";
import { currentUserId, requireUser } from "../plugins/session.ts";
import {
  detailedProgressSchema,
  performanceDetailedSchema,
  projectionsSchema,
  type DetailedProgress,
  type PerformanceDetailed,
  type Projections,
} from "../schemas/practice.ts";
import {
  readAnswersSince,
  readPacing,
  readPracticeDays,
  readPracticeStudent,
  readPracticeTime,
  readSkillPerformance,
  readStudentClock,
  diagnosticEstimates,
  type PracticeStudentRow,
} from "./queries.ts";

/** Days of history the dashboard's chart shows. */
export const CHART_DAYS = 14;
/** Weeks of recent practice the projection's pace is measured over. */
export const PACE_WEEKS = 4;

const beliefOf = (row: PracticeStudentRow, subject: Subject): Belief =>
  subject === "english"
    ? { mean: row.english_mean, sd: row.english_sd }
    : { mean: row.math_mean, sd: row.math_sd };

/** The student's beliefs and shown levels: from practice, or seeded from the diagnostic. */
async function standing(deps: ApiDeps, userId: string, row: PracticeStudentRow | null) {
  if (row) {
    return {
      beliefs: { english: beliefOf(row, "english"), math: beliefOf(row, "math") },
      levels: { english: row.english_level, math: row.math_level },
    };
  }
  const diagnostic = await diagnosticEstimates(deps, userId);
  return { beliefs: seedTracker(diagnostic).subjects, levels: startingLevels(diagnostic) };
}

function shownStreak(row: PracticeStudentRow | null, now: Date, timeZone: string): number {
  if (!row || row.streak_last_day === null) return 0;
  return currentStreak(
    {
      days: row.streak_days,
      lastDay: row.streak_last_day,
      lastZone: row.streak_last_zone,
      lastAt: row.streak_last_at,
    },
    { now, timeZone },
  );
}

/** What the Daily Drop's header, the dashboard and GET /api/daily-drop/progress show. */
export async function progressOf(deps: ApiDeps, userId: string, now: Date) {
  const [clock, row] = await Promise.all([
    readStudentClock(deps.pool, userId),
    readPracticeStudent(deps.pool, userId),
  ]);
  const today = localDay(now, clock.timeZone);
  const [days, { levels }] = await Promise.all([
    readPracticeDays(deps.pool, userId, today),
    standing(deps, userId, row),
  ]);
  const session = days.find((d) => d.day === today);
  return {
    today,
    todaySession: {
      isCompleted: session?.completed ?? false,
      questionsCompleted: session?.answered ?? 0,
      totalXP: session?.xp ?? 0,
    },
    streakDays: shownStreak(row, now, clock.timeZone),
    totalXP: row?.total_xp ?? 0,
    levels,
  };
}

/** Practice hours per week over the last PACE_WEEKS weeks (or since the first day if sooner). */
function hoursPerWeek(
  time: readonly { day: string; ms: number }[],
  today: string,
  firstDay: string | null,
): number {
  if (!firstDay) return 0;
  const from = addDays(today, -7 * PACE_WEEKS + 1);
  const start = firstDay > from ? firstDay : from;
  const days = Math.max(1, daysBetween(start, today) + 1);
  const ms = time.filter((t) => t.day >= start).reduce((sum, t) => sum + t.ms, 0);
  return (ms / 3_600_000) * (7 / days);
}

export function progressRoutes(deps: ApiDeps): FastifyPluginAsyncZod {
  const now = deps.now ?? (() => new Date());

  async function projections(userId: string): Promise<Projections> {
    const at = now();
    const [clock, row, time, days] = await Promise.all([
      readStudentClock(deps.pool, userId),
      readPracticeStudent(deps.pool, userId),
      readPracticeTime(deps.pool, userId),
      readPracticeDays(deps.pool, userId, null),
    ]);
    const today = localDay(at, clock.timeZone);
    const until = daysUntilTest(today, clock.testDate);
    const testDate =
      clock.testDate && clock.testDate >= today ? clock.testDate : addDays(today, until);
    const { beliefs, levels } = await standing(deps, userId, row);
    const subjectsOut = subjects.map((subject) => {
      const perDay = time.filter((t) => t.subject === subject);
      const pace = hoursPerWeek(perDay, today, row?.first_day ?? null);
      // The history: cumulative hours against the estimated score at each day's end.
      let hours = 0;
      const history: PracticeDay[] = days.map((d) => {
        hours += (perDay.find((t) => t.day === d.day)?.ms ?? 0) / 3_600_000;
        const mean = subject === "english" ? d.english_mean : d.math_mean;
        return { day: d.day, hours, score: 500 + 100 * mean };
      });
      const projected = projectScore({
        today,
        testDate,
        current: beliefs[subject],
        history,
        hoursPerWeek: pace,
      });
      const last = projected.fan.at(-1)!;
      return {
        subject,
        currentScore: scoreOfTheta(beliefs[subject].mean),
        currentLevel: levels[subject],
        // The same rule as a shown level (median − ½·SD clears the band), at test day.
        projectedLevel: Math.max(
          levels[subject],
          supportedLevel({
            mean: (last.median - 500) / 100,
            sd: (last.high - last.low) / (2 * BAND_Z * 100),
          }),
        ),
        pointsPerHour: projected.pointsPerHour,
        fittedFromHistory: projected.fittedFromHistory,
        fan: projected.fan,
        hoursPerWeek: pace,
      };
    });
    return {
      testDate,
      daysUntilTest: until,
      hoursPerWeek: subjectsOut.reduce((sum, s) => sum + s.hoursPerWeek, 0),
      subjects: subjectsOut.map(({ hoursPerWeek: _, ...s }) => s),
    };
  }

  return async (app) => {
    app.addHook("preHandler", requireUser);

    app.get(
      "/api/progress/detailed",
      {
        schema: {
          summary: "Levels now and projected, readiness, this week's summary, questions per day",
          tags: ["progress"],
          response: { 200: detailedProgressSchema, 401: errorBody },
        },
      },
      async (request): Promise<DetailedProgress> => {
        const userId = currentUserId(request);
        const at = now();
        const [clock, row, projected] = await Promise.all([
          readStudentClock(deps.pool, userId),
          readPracticeStudent(deps.pool, userId),
          projections(userId),
        ]);
        const today = localDay(at, clock.timeZone);
        const weekStart = startOfWeek(today);
        const chartFrom = addDays(today, -(CHART_DAYS - 1));
        const [days, week] = await Promise.all([
          readPracticeDays(deps.pool, userId, weekStart < chartFrom ? weekStart : chartFrom),
          readAnswersSince(deps.pool, userId, weekStart),
        ]);
        const streak = shownStreak(row, at, clock.timeZone);
        const english = projected.subjects.find((s) => s.subject === "english")!;
        const math = projected.subjects.find((s) => s.subject === "math")!;
        const sinceFirst = row ? daysBetween(row.first_day, today) + 1 : 0;
        const weekDays = daysBetween(weekStart, today) + 1;
        return {
          correctAnswers: row?.correct_answers ?? 0,
          totalQuestionsAnswered: row?.questions_answered ?? 0,
          currentEnglishLevel: english.currentLevel,
          currentMathLevel: math.currentLevel,
          projectedEnglishLevel: english.projectedLevel,
          projectedMathLevel: math.projectedLevel,
          daysUntilTest: projected.daysUntilTest,
          completionRate: row && sinceFirst > 0 ? Math.min(1, row.days_completed / sinceFirst) : 0,
          streakDays: streak,
          testReadiness: testReadiness({
            englishScore: english.currentScore,
            mathScore: math.currentScore,
          }),
          weekly: {
            questionsAnswered: week.answered,
            accuracy: week.graded === 0 ? null : week.correct / week.graded,
            participation: days.filter((d) => d.day >= weekStart && d.completed).length / weekDays,
            streakDays: streak,
          },
          questionsPerDay: Array.from({ length: CHART_DAYS }, (_, i) => {
            const date = addDays(chartFrom, i);
            return { date, count: days.find((d) => d.day === date)?.answered ?? 0 };
          }),
        };
      },
    );

    app.get(
      "/api/progress/performance-detailed",
      {
        schema: {
          summary: "Accuracy by skill, XP per day, score and level history, pacing",
          tags: ["progress"],
          response: { 200: performanceDetailedSchema, 401: errorBody },
        },
      },
      async (request): Promise<PerformanceDetailed> => {
        const userId = currentUserId(request);
        const [bySkill, days, pacing] = await Promise.all([
          readSkillPerformance(deps.pool, userId),
          readPracticeDays(deps.pool, userId, null),
          readPacing(deps.pool, userId),
        ]);
        return {
          bySkill,
          xpByDay: days.map((d) => ({ date: d.day, xp: d.xp })),
          abilityHistory: days.map((d) => ({
            date: d.day,
            englishScore: scoreOfTheta(d.english_mean),
            mathScore: scoreOfTheta(d.math_mean),
            englishLevel: d.english_level,
            mathLevel: d.math_level,
          })),
          pacing: subjects.map((subject) => {
            const p = pacing.find((x) => x.subject === subject);
            return {
              subject,
              medianSeconds: p?.median_ms == null ? null : Math.round(p.median_ms / 100) / 10,
              budgetSeconds: PACING_SECONDS[subject],
              answered: p?.answered ?? 0,
            };
          }),
        };
      },
    );

    app.get(
      "/api/progress/projections",
      {
        schema: {
          summary: "The projection to the test date per subject: median and 80% band by week",
          tags: ["progress"],
          response: { 200: projectionsSchema, 401: errorBody },
        },
      },
      async (request) => projections(currentUserId(request)),
    );
  };
}
