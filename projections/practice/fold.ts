// The practice projection's fold of a batch in memory (projection.ts reads the rows, this changes
// them in event order, projection.ts writes the rows that changed). Each event does exactly what
// its own statement did when the projection wrote one statement per event:
//   - PracticeStarted inserts the student's row unless there is one;
//   - DailyDropAssigned inserts the day's row, unless there is one or the student has no row,
//     with the student's beliefs and levels as they stand at that event;
//   - every answer and skip adds a practice_answers row, and moves the student's totals (and
//     beliefs, for an answer) when the student has a row; a Daily Drop answer (no set) moves the
//     day's counters and beliefs, a focused answer only the day's beliefs, when the day has a row;
//   - LevelChanged sets the level of the student and of the day, where they have rows;
//   - DailyDropCompleted marks the day completed with its bonus, and adds the bonus and a
//     completed day to the student, moving the streak's last day only when the completed day is
//     not before it (a drop completed late keeps the streak's last day).
// Rows are plain column objects, named as in migrations 0008 and 0017. Timestamps are text
// (an event's recordedAt as ISO 8601, a row read back as PostgreSQL prints it) so no precision
// is lost on the way through JavaScript; the writer casts them back.
import { z } from "zod";
import type { PracticeAnswersRow } from "../../database/tables/practice-answers.ts";
import { practiceDaysRow } from "../../database/tables/practice-days.ts";
import { practiceStudentsRow } from "../../database/tables/practice-students.ts";
import { assertNever } from "../../domain/decider.ts";
import type { PracticeEvent } from "../../domain/practice/events.ts";

/** practice_students as the fold holds it: timestamps as text. */
export const studentRow = practiceStudentsRow.extend({
  streak_last_at: z.string().nullable(),
  updated_at: z.string(),
});
export type StudentRow = z.infer<typeof studentRow>;

/** practice_days as the fold holds it: timestamps, and the questions' jsonb, as text. */
export const dayRow = practiceDaysRow.extend({
  questions: z.string(),
  completed_at: z.string().nullable(),
  assigned_at: z.string(),
});
export type DayRow = z.infer<typeof dayRow>;

/** A practice_answers row to insert: its time as text. */
export type AnswerRow = Omit<PracticeAnswersRow, "recorded_at"> & { recorded_at: string };

/** A parsed event and when the store recorded it (ISO 8601). */
export type TimedEvent = { event: PracticeEvent; at: string };

/** The key of a day's row in the maps the fold takes. */
export const dayKey = (userId: string, day: string) => `${userId.toLowerCase()}|${day}`;

/** The students and (student, day) pairs whose rows the events may read or change. */
export function rowsTouched(events: readonly TimedEvent[]): {
  userIds: string[];
  days: { user_id: string; day: string }[];
} {
  const userIds = new Set<string>();
  const days = new Map<string, { user_id: string; day: string }>();
  for (const { event } of events) {
    if (event.type === "FocusedPracticeAssigned") continue;
    const userId = event.data.userId.toLowerCase();
    userIds.add(userId);
    if (event.type !== "PracticeStarted") {
      days.set(dayKey(userId, event.data.day), { user_id: userId, day: event.data.day });
    }
  }
  return { userIds: [...userIds], days: [...days.values()] };
}

export type FoldResult = {
  /** The students' rows inserted or changed, as they end. */
  students: StudentRow[];
  /** The days' rows inserted or changed, as they end. */
  days: DayRow[];
  /** The answers' rows to insert, in event order. */
  answers: AnswerRow[];
};

/**
 * Folds the events in order into the rows read (students by lower-case user id, days by
 * dayKey; neither map is changed). Throws where a per-event statement would have broken a
 * check of the tables (total XP below 0, a level outside 1–12), so the batch fails at the same
 * event as before.
 */
export function foldPractice(
  events: readonly TimedEvent[],
  studentsRead: ReadonlyMap<string, StudentRow>,
  daysRead: ReadonlyMap<string, DayRow>,
): FoldResult {
  const students = new Map<string, StudentRow>();
  const days = new Map<string, DayRow>();
  const changedStudents = new Set<string>();
  const changedDays = new Set<string>();
  const answers: AnswerRow[] = [];

  const studentOf = (userId: string): StudentRow | undefined => {
    let row = students.get(userId);
    if (row === undefined) {
      const read = studentsRead.get(userId);
      if (read === undefined) return undefined;
      row = { ...read };
      students.set(userId, row);
    }
    return row;
  };
  const dayOf = (key: string): DayRow | undefined => {
    let row = days.get(key);
    if (row === undefined) {
      const read = daysRead.get(key);
      if (read === undefined) return undefined;
      row = { ...read };
      days.set(key, row);
    }
    return row;
  };
  const changed = (row: StudentRow) => {
    if (row.total_xp < 0) {
      throw new Error(`practice_students: total_xp of ${row.user_id} would be ${row.total_xp}`);
    }
    for (const level of [row.english_level, row.math_level]) {
      if (!(level >= 1 && level <= 12)) {
        throw new Error(`practice_students: a level of ${row.user_id} would be ${level}`);
      }
    }
    changedStudents.add(row.user_id);
  };

  for (const { event, at } of events) {
    if (event.type === "FocusedPracticeAssigned") continue; // no row (the API folds the set)
    const userId = event.data.userId.toLowerCase();
    const key = dayKey(userId, event.data.day);
    switch (event.type) {
      case "PracticeStarted": {
        if (studentOf(userId) !== undefined) break;
        const d = event.data;
        const row: StudentRow = {
          user_id: userId,
          total_xp: 0,
          streak_days: 0,
          streak_last_day: null,
          streak_last_zone: null,
          streak_last_at: null,
          english_level: d.levels.english,
          math_level: d.levels.math,
          english_mean: d.seed.english.mean,
          english_sd: d.seed.english.sd,
          math_mean: d.seed.math.mean,
          math_sd: d.seed.math.sd,
          first_day: d.day,
          questions_answered: 0,
          correct_answers: 0,
          days_completed: 0,
          updated_at: at,
        };
        students.set(userId, row);
        changed(row);
        break;
      }
      case "DailyDropAssigned": {
        const student = studentOf(userId);
        if (student === undefined || dayOf(key) !== undefined) break;
        const d = event.data;
        days.set(key, {
          user_id: userId,
          day: d.day,
          time_zone: d.timeZone,
          questions: JSON.stringify(d.questions),
          answered: 0,
          correct: 0,
          xp: 0,
          bonus_xp: 0,
          completed: false,
          completed_at: null,
          english_mean: student.english_mean,
          english_sd: student.english_sd,
          math_mean: student.math_mean,
          math_sd: student.math_sd,
          english_level: student.english_level,
          math_level: student.math_level,
          assigned_at: at,
        });
        changedDays.add(key);
        break;
      }
      case "DailyDropAnswerSubmitted":
      case "DailyDropQuestionSkipped":
      case "FocusedAnswerSubmitted":
      case "FocusedQuestionSkipped": {
        const d = event.data;
        const answered =
          event.type === "DailyDropAnswerSubmitted" || event.type === "FocusedAnswerSubmitted";
        const correct = answered && event.data.correct;
        const after = answered ? event.data.after : null;
        const setId = "setId" in d ? d.setId : null;
        answers.push({
          user_id: userId,
          day: d.day,
          question_id: d.questionId,
          subject: d.subject,
          domain: d.domain,
          skill: d.skill,
          skipped: !answered,
          correct,
          response_time_ms: d.responseTimeMs,
          xp: d.xp,
          category: d.performanceCategory,
          recorded_at: at,
          set_id: setId,
        });
        const setBelief = (row: StudentRow | DayRow) => {
          if (after === null) return;
          if (d.subject === "english") {
            row.english_mean = after.mean;
            row.english_sd = after.sd;
          } else {
            row.math_mean = after.mean;
            row.math_sd = after.sd;
          }
        };
        const day = dayOf(key);
        if (day !== undefined && (setId === null || after !== null)) {
          if (setId === null) {
            day.answered += 1;
            day.correct += correct ? 1 : 0;
            day.xp += d.xp;
          }
          setBelief(day);
          changedDays.add(key);
        }
        const student = studentOf(userId);
        if (student !== undefined) {
          student.total_xp += d.xp;
          student.questions_answered += 1;
          student.correct_answers += correct ? 1 : 0;
          student.updated_at = at;
          setBelief(student);
          changed(student);
        }
        break;
      }
      case "LevelChanged": {
        const d = event.data;
        const field = d.subject === "english" ? "english_level" : "math_level";
        const day = dayOf(key);
        if (day !== undefined) {
          day[field] = d.to;
          changedDays.add(key);
        }
        const student = studentOf(userId);
        if (student !== undefined) {
          student[field] = d.to;
          student.updated_at = at;
          changed(student);
        }
        break;
      }
      case "DailyDropCompleted": {
        const d = event.data;
        const day = dayOf(key);
        if (day !== undefined) {
          day.completed = true;
          day.completed_at = d.completedAt;
          day.bonus_xp = d.bonusXp;
          day.xp += d.bonusXp;
          changedDays.add(key);
        }
        const student = studentOf(userId);
        if (student !== undefined) {
          const isLatest = student.streak_last_day === null || d.day >= student.streak_last_day;
          student.total_xp += d.bonusXp;
          student.streak_days = d.streakDays;
          if (isLatest) {
            student.streak_last_day = d.day;
            student.streak_last_zone = d.timeZone;
            student.streak_last_at = d.completedAt;
          }
          student.days_completed += 1;
          student.updated_at = at;
          changed(student);
        }
        break;
      }
      default:
        assertNever(event);
    }
  }
  return {
    students: [...changedStudents].map((id) => students.get(id)!),
    days: [...changedDays].map((key) => days.get(key)!),
    answers,
  };
}
