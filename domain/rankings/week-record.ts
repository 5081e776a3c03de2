// One student's week as the rankings count it, folded from their practice events, and what it
// adds to each group's counts. Pure: the projection (projections/rankings) keeps these records
// and the counts in tables; the API compares a student's record with the counts.
import type { PracticeEventData } from "../practice/events.ts";
import { DAY_POINTS, DROPS_PER_WEEK, LEVEL_POINTS } from "./constants.ts";
import type { SchoolGroup } from "./groups.ts";
import { weekday, weekOf } from "./week.ts";

export type WeekRecord = {
  /** The week's Sunday. */
  week: string;
  /** XP earned in the week: answers (a skip is −1), focused answers, completion bonuses. */
  xp: number;
  /** Bit d set: an answer or skip on weekday d (0 = Sunday), so a day counts once. */
  daysMask: number;
  /** Answers and skips: a student with none is not ranked that week. */
  answers: number;
  dropsCompleted: number;
  /** Levels gained in the week (sum of to − from over LevelChanged). */
  levelProgress: number;
  /** The highest streak a completion recorded in the week. */
  streak: number;
};

export const emptyWeek = (week: string): WeekRecord => ({
  week,
  xp: 0,
  daysMask: 0,
  answers: 0,
  dropsCompleted: 0,
  levelProgress: 0,
  streak: 0,
});

/** The practice event types a week is folded from. */
export const weekEventTypes = [
  "DailyDropAnswerSubmitted",
  "DailyDropQuestionSkipped",
  "FocusedAnswerSubmitted",
  "FocusedQuestionSkipped",
  "LevelChanged",
  "DailyDropCompleted",
] as const;
type WeekEventType = (typeof weekEventTypes)[number];
type Fields<T extends WeekEventType, K extends keyof PracticeEventData<T>> = {
  type: T;
  data: Pick<PracticeEventData<T>, K>;
};

/** The practice events a week is folded from, with the fields it reads. */
export type WeekEvent =
  | Fields<"DailyDropAnswerSubmitted", "userId" | "day" | "xp">
  | Fields<"DailyDropQuestionSkipped", "userId" | "day" | "xp">
  | Fields<"FocusedAnswerSubmitted", "userId" | "day" | "xp">
  | Fields<"FocusedQuestionSkipped", "userId" | "day" | "xp">
  | Fields<"LevelChanged", "userId" | "day" | "from" | "to">
  | Fields<"DailyDropCompleted", "userId" | "day" | "bonusXp" | "streakDays">;

/** The week a practice event counts in (its own calendar day's week). */
export const weekOfEvent = (event: { data: { day: string } }): string => weekOf(event.data.day);

/** The record after one of its week's practice events. */
export function foldWeek(record: WeekRecord, event: WeekEvent): WeekRecord {
  switch (event.type) {
    // A focused set's answers count like the drop's: their XP (already capped by the rules for
    // extra practice) and their day as a day practiced (docs/rules.md, "Weekly rankings").
    case "DailyDropAnswerSubmitted":
    case "DailyDropQuestionSkipped":
    case "FocusedAnswerSubmitted":
    case "FocusedQuestionSkipped":
      return {
        ...record,
        xp: record.xp + event.data.xp,
        answers: record.answers + 1,
        daysMask: record.daysMask | (1 << weekday(event.data.day)),
      };
    case "LevelChanged":
      return { ...record, levelProgress: record.levelProgress + event.data.to - event.data.from };
    case "DailyDropCompleted":
      return {
        ...record,
        xp: record.xp + event.data.bonusXp,
        dropsCompleted: record.dropsCompleted + 1,
        streak: Math.max(record.streak, event.data.streakDays),
      };
  }
}

export function daysPractised(record: Pick<WeekRecord, "daysMask">): number {
  let n = 0;
  for (let mask = record.daysMask; mask !== 0; mask &= mask - 1) n++;
  return n;
}

/** The weekly standing score: effort (XP, days) and improvement (levels), never test scores. */
export function weeklyScore(record: Pick<WeekRecord, "xp" | "daysMask" | "levelProgress">): number {
  return (
    record.xp +
    DAY_POINTS * daysPractised(record) +
    LEVEL_POINTS * Math.max(0, record.levelProgress)
  );
}

/** Percent of the week's Daily Drops completed. */
export const completionRate = (dropsCompleted: number): number =>
  (100 * dropsCompleted) / DROPS_PER_WEEK;

/** A student's week is ranked when they answered or skipped at least once in it. */
export const isRanked = (record: Pick<WeekRecord, "answers">): boolean => record.answers > 0;

export const metrics = ["score", "xp", "streak", "completion", "level"] as const;
export type Metric = (typeof metrics)[number];
export const scopes = ["global", "school", "region"] as const;
export type Scope = (typeof scopes)[number];

/** Each metric's value in a record (completion as drops completed, 0–7). */
export function metricValue(record: WeekRecord, metric: Metric): number {
  switch (metric) {
    case "score":
      return weeklyScore(record);
    case "xp":
      return record.xp;
    case "streak":
      return record.streak;
    case "completion":
      return record.dropsCompleted;
    case "level":
      return record.levelProgress;
  }
}

/** One count a ranked week adds: one student with this value, in this group, on this metric. */
export type HistogramEntry = {
  week: string;
  scope: Scope;
  group: string;
  metric: Metric;
  value: number;
};

/** What a ranked week adds to its school's row: one student, their XP and their score. */
export type SchoolEntry = {
  week: string;
  schoolKey: string;
  zipArea: string | null;
  xp: number;
  score: number;
};

/**
 * What a student's week counts for in others' rankings: nothing when it is not ranked or the
 * student is hidden; otherwise every metric in the global group, the score in their school and
 * their region, and a row of their school's totals.
 */
export function contributions(
  record: WeekRecord,
  student: SchoolGroup & { hidden: boolean },
): { histogram: HistogramEntry[]; school: SchoolEntry | null } {
  if (!isRanked(record) || student.hidden) return { histogram: [], school: null };
  const { week } = record;
  const histogram: HistogramEntry[] = metrics.map((metric) => ({
    week,
    scope: "global",
    group: "",
    metric,
    value: metricValue(record, metric),
  }));
  const score = weeklyScore(record);
  if (student.schoolKey !== null) {
    histogram.push({
      week,
      scope: "school",
      group: student.schoolKey,
      metric: "score",
      value: score,
    });
  }
  if (student.zipArea !== null) {
    histogram.push({
      week,
      scope: "region",
      group: student.zipArea,
      metric: "score",
      value: score,
    });
  }
  return {
    histogram,
    school:
      student.schoolKey === null
        ? null
        : { week, schoolKey: student.schoolKey, zipArea: student.zipArea, xp: record.xp, score },
  };
}
