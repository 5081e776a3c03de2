// practice: the Daily Drop's read models (migrations 0008, 0017), folded from the practice-<userId>
// streams: practice_students (XP, streak, levels, beliefs, counts: focused answers included),
// practice_days (each day's drop and progress, XP per day of the drop, the beliefs at the day's
// end) and practice_answers (every answer and skip, a focused set's with its set_id).
//
// A batch costs the same few round trips whatever its size (issue 22): one read of the batch's
// students' rows, one of the (student, day) rows its events touch, the fold in memory in event
// order (fold.ts: what each event does, exactly as the statement per event it replaces), then one
// multi-row upsert of the students' rows that changed, one of the days', and one multi-row insert
// of the answers. A redelivered event the projector already applied is dropped by the projector,
// not double counted here.
import { z } from "zod";
import { parsePracticeEvent, practiceEventSchemas } from "../../domain/practice/events.ts";
import { sql, statement } from "../../database/pool.ts";
import { defineProjection, typesOf } from "../projection.ts";
import { dayKey, foldPractice, rowsTouched, type DayRow, type StudentRow } from "./fold.ts";

// Timestamps and the questions' jsonb are read as text and written back as text (fold.ts).
const studentRow = z.object({
  user_id: z.string(),
  total_xp: z.number(),
  streak_days: z.number(),
  streak_last_day: z.string().nullable(),
  streak_last_zone: z.string().nullable(),
  streak_last_at: z.string().nullable(),
  english_level: z.number(),
  math_level: z.number(),
  english_mean: z.number(),
  english_sd: z.number(),
  math_mean: z.number(),
  math_sd: z.number(),
  first_day: z.string(),
  questions_answered: z.number(),
  correct_answers: z.number(),
  days_completed: z.number(),
  updated_at: z.string(),
}) satisfies z.ZodType<StudentRow>;

const dayRow = z.object({
  user_id: z.string(),
  day: z.string(),
  time_zone: z.string(),
  questions: z.string(),
  answered: z.number(),
  correct: z.number(),
  xp: z.number(),
  bonus_xp: z.number(),
  completed: z.boolean(),
  completed_at: z.string().nullable(),
  english_mean: z.number(),
  english_sd: z.number(),
  math_mean: z.number(),
  math_sd: z.number(),
  english_level: z.number(),
  math_level: z.number(),
  assigned_at: z.string(),
}) satisfies z.ZodType<DayRow>;

export const practiceProjection = defineProjection({
  name: "practice",
  tables: ["practice_students", "practice_days", "practice_answers"],
  personalRows: {
    practice_students: ["user_id"],
    practice_days: ["user_id"],
    practice_answers: ["user_id"],
  },
  handles: typesOf(practiceEventSchemas),
  async apply(events, { tx, table }) {
    const students = table("practice_students");
    const days = table("practice_days");
    const answers = table("practice_answers");
    const timed = events.map((stored) => ({
      event: parsePracticeEvent(stored.type, stored.data),
      at: stored.recordedAt.toISOString(),
    }));
    const touched = rowsTouched(timed);
    if (touched.userIds.length === 0) return; // only focused sets assigned: no rows

    const studentRows = await tx.any(sql.type(studentRow)`
      select user_id::text, total_xp, streak_days, streak_last_day, streak_last_zone,
        streak_last_at::text, english_level, math_level, english_mean, english_sd, math_mean,
        math_sd, first_day, questions_answered, correct_answers, days_completed,
        updated_at::text
      from ${students} where user_id = any(${sql.array(touched.userIds, "uuid")})
    `);
    const dayRows =
      touched.days.length === 0
        ? []
        : await tx.any(sql.type(dayRow)`
            select d.user_id::text, d.day, d.time_zone, d.questions::text, d.answered, d.correct,
              d.xp, d.bonus_xp, d.completed, d.completed_at::text, d.english_mean, d.english_sd,
              d.math_mean, d.math_sd, d.english_level, d.math_level, d.assigned_at::text
            from ${days} d
            join ${sql.unnest(
              touched.days.map((k) => [k.user_id, k.day]),
              ["uuid", "date"],
            )} as k(user_id, day) on d.user_id = k.user_id and d.day = k.day
          `);

    const folded = foldPractice(
      timed,
      new Map(studentRows.map((r) => [r.user_id, r])),
      new Map(dayRows.map((r) => [dayKey(r.user_id, r.day), r])),
    );

    if (folded.students.length > 0) {
      await tx.query(statement`
        insert into ${students} (user_id, total_xp, streak_days, streak_last_day, streak_last_zone,
          streak_last_at, english_level, math_level, english_mean, english_sd, math_mean, math_sd,
          first_day, questions_answered, correct_answers, days_completed, updated_at)
        select * from ${sql.unnest(
          folded.students.map((s) => [
            s.user_id,
            s.total_xp,
            s.streak_days,
            s.streak_last_day,
            s.streak_last_zone,
            s.streak_last_at,
            s.english_level,
            s.math_level,
            s.english_mean,
            s.english_sd,
            s.math_mean,
            s.math_sd,
            s.first_day,
            s.questions_answered,
            s.correct_answers,
            s.days_completed,
            s.updated_at,
          ]),
          [
            "uuid",
            "int4",
            "int4",
            "date",
            "text",
            "timestamptz",
            "int2",
            "int2",
            "float8",
            "float8",
            "float8",
            "float8",
            "date",
            "int4",
            "int4",
            "int4",
            "timestamptz",
          ],
        )}
        on conflict (user_id) do update set total_xp = excluded.total_xp,
          streak_days = excluded.streak_days, streak_last_day = excluded.streak_last_day,
          streak_last_zone = excluded.streak_last_zone, streak_last_at = excluded.streak_last_at,
          english_level = excluded.english_level, math_level = excluded.math_level,
          english_mean = excluded.english_mean, english_sd = excluded.english_sd,
          math_mean = excluded.math_mean, math_sd = excluded.math_sd,
          first_day = excluded.first_day, questions_answered = excluded.questions_answered,
          correct_answers = excluded.correct_answers, days_completed = excluded.days_completed,
          updated_at = excluded.updated_at
      `);
    }

    if (folded.days.length > 0) {
      await tx.query(statement`
        insert into ${days} (user_id, day, time_zone, questions, answered, correct, xp, bonus_xp,
          completed, completed_at, english_mean, english_sd, math_mean, math_sd, english_level,
          math_level, assigned_at)
        select * from ${sql.unnest(
          folded.days.map((d) => [
            d.user_id,
            d.day,
            d.time_zone,
            d.questions,
            d.answered,
            d.correct,
            d.xp,
            d.bonus_xp,
            d.completed,
            d.completed_at,
            d.english_mean,
            d.english_sd,
            d.math_mean,
            d.math_sd,
            d.english_level,
            d.math_level,
            d.assigned_at,
          ]),
          [
            "uuid",
            "date",
            "text",
            "jsonb",
            "int2",
            "int2",
            "int4",
            "int4",
            "bool",
            "timestamptz",
            "float8",
            "float8",
            "float8",
            "float8",
            "int2",
            "int2",
            "timestamptz",
          ],
        )}
        on conflict (user_id, day) do update set time_zone = excluded.time_zone,
          questions = excluded.questions, answered = excluded.answered,
          correct = excluded.correct, xp = excluded.xp, bonus_xp = excluded.bonus_xp,
          completed = excluded.completed, completed_at = excluded.completed_at,
          english_mean = excluded.english_mean, english_sd = excluded.english_sd,
          math_mean = excluded.math_mean, math_sd = excluded.math_sd,
          english_level = excluded.english_level, math_level = excluded.math_level,
          assigned_at = excluded.assigned_at
      `);
    }

    if (folded.answers.length > 0) {
      // No "on conflict": an answer recorded twice fails here as its own insert did.
      await tx.query(statement`
        insert into ${answers} (user_id, day, question_id, subject, domain, skill, skipped,
          correct, response_time_ms, xp, category, recorded_at, set_id)
        select * from ${sql.unnest(
          folded.answers.map((a) => [
            a.user_id,
            a.day,
            a.question_id,
            a.subject,
            a.domain,
            a.skill,
            a.skipped,
            a.correct,
            a.response_time_ms,
            a.xp,
            a.category,
            a.recorded_at,
            a.set_id,
          ]),
          [
            "uuid",
            "date",
            "text",
            "text",
            "text",
            "text",
            "bool",
            "bool",
            "int4",
            "int4",
            "text",
            "timestamptz",
            "uuid",
          ],
        )}
      `);
    }
  },
});
