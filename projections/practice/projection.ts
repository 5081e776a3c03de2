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
import { parsePracticeEvent, practiceEventSchemas } from "../../domain/practice/events.ts";
import { sql, statement } from "../../database/pool.ts";
import { defineProjection, typesOf } from "../projection.ts";
import { dayKey, dayRow, foldPractice, rowsTouched, studentRow } from "./fold.ts";

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
            join jsonb_to_recordset(${sql.jsonb(touched.days)}) as k(user_id uuid, day date)
              on d.user_id = k.user_id and d.day = k.day
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
        select * from jsonb_to_recordset(${sql.jsonb(folded.students)}) as r(user_id uuid,
          total_xp int4, streak_days int4, streak_last_day date, streak_last_zone text,
          streak_last_at timestamptz, english_level int2, math_level int2, english_mean float8,
          english_sd float8, math_mean float8, math_sd float8, first_day date,
          questions_answered int4, correct_answers int4, days_completed int4,
          updated_at timestamptz)
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
        select user_id, day, time_zone, questions::jsonb, answered, correct, xp, bonus_xp,
          completed, completed_at, english_mean, english_sd, math_mean, math_sd, english_level,
          math_level, assigned_at
        from jsonb_to_recordset(${sql.jsonb(folded.days)}) as r(user_id uuid, day date,
          time_zone text, questions text, answered int2, correct int2, xp int4, bonus_xp int4,
          completed bool, completed_at timestamptz, english_mean float8, english_sd float8,
          math_mean float8, math_sd float8, english_level int2, math_level int2,
          assigned_at timestamptz)
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
        select * from jsonb_to_recordset(${sql.jsonb(folded.answers)}) as r(user_id uuid,
          day date, question_id text, subject text, domain text, skill text, skipped bool,
          correct bool, response_time_ms int4, xp int4, category text, recorded_at timestamptz,
          set_id uuid)
      `);
    }
  },
});
