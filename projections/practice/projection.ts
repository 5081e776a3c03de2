// practice: the Daily Drop's read models (migrations 0008, 0017), folded from the practice-<userId>
// streams: practice_students (XP, streak, levels, beliefs, counts: focused answers included),
// practice_days (each day's drop and progress, XP per day of the drop, the beliefs at the day's
// end) and practice_answers (every answer and skip, a focused set's with its set_id). Each event updates rows keyed by the student (and day), so a redelivered
// event the projector already applied is dropped by the projector, not double counted here.
import { assertNever } from "../../domain/decider.ts";
import { parsePracticeEvent, practiceEventSchemas } from "../../domain/practice/events.ts";
import { sql, statement } from "../../database/pool.ts";
import { defineProjection } from "../projection.ts";

export const practiceProjection = defineProjection({
  name: "practice",
  tables: ["practice_students", "practice_days", "practice_answers"],
  personalRows: {
    practice_students: ["user_id"],
    practice_days: ["user_id"],
    practice_answers: ["user_id"],
  },
  handles: Object.keys(practiceEventSchemas),
  async apply(events, { tx, table }) {
    const students = table("practice_students");
    const days = table("practice_days");
    const answers = table("practice_answers");
    for (const stored of events) {
      const at = sql.timestamp(stored.recordedAt);
      const event = parsePracticeEvent(stored.type, stored.data);
      switch (event.type) {
        case "PracticeStarted": {
          const d = event.data;
          await tx.query(statement`
            insert into ${students} (user_id, english_level, math_level, english_mean, english_sd,
              math_mean, math_sd, first_day, updated_at)
            values (${d.userId}, ${d.levels.english}, ${d.levels.math}, ${d.seed.english.mean},
              ${d.seed.english.sd}, ${d.seed.math.mean}, ${d.seed.math.sd}, ${d.day}::date, ${at})
            on conflict (user_id) do nothing
          `);
          break;
        }
        case "DailyDropAssigned": {
          const d = event.data;
          // The day starts from the student's beliefs and levels as they stand.
          await tx.query(statement`
            insert into ${days} (user_id, day, time_zone, questions, english_mean, english_sd,
              math_mean, math_sd, english_level, math_level, assigned_at)
            select user_id, ${d.day}::date, ${d.timeZone}, ${sql.jsonb(d.questions)}, english_mean,
              english_sd, math_mean, math_sd, english_level, math_level, ${at}
            from ${students} where user_id = ${d.userId}
            on conflict (user_id, day) do nothing
          `);
          break;
        }
        case "DailyDropAnswerSubmitted":
        case "DailyDropQuestionSkipped":
        case "FocusedAnswerSubmitted":
        case "FocusedQuestionSkipped": {
          // Every answer and skip: its row in practice_answers (a focused set's with its set_id),
          // and the student's totals and beliefs. The day's drop counters (answered, correct, xp)
          // are the drop's own: a focused answer moves only the day's end-of-day beliefs, when the
          // day has a row.
          const d = event.data;
          const answered =
            event.type === "DailyDropAnswerSubmitted" || event.type === "FocusedAnswerSubmitted";
          const correct = answered && event.data.correct;
          const after = answered ? event.data.after : null;
          const setId = "setId" in d ? d.setId : null;
          const [mean, sd] =
            d.subject === "english"
              ? [sql.identifier(["english_mean"]), sql.identifier(["english_sd"])]
              : [sql.identifier(["math_mean"]), sql.identifier(["math_sd"])];
          const belief = after
            ? sql.fragment`, ${mean} = ${after.mean}, ${sd} = ${after.sd}`
            : sql.fragment``;
          const dayChange =
            setId === null
              ? sql.fragment`answered = answered + 1, correct = correct + ${correct ? 1 : 0},
                  xp = xp + ${d.xp} ${belief}`
              : after
                ? sql.fragment`${mean} = ${after.mean}, ${sd} = ${after.sd}`
                : null;
          const today = dayChange
            ? sql.fragment`, today as (
                update ${days} set ${dayChange}
                where user_id = ${d.userId} and day = ${d.day}::date
              )`
            : sql.fragment``;
          // One statement (data-modifying CTEs all run): one round trip per answer.
          await tx.query(statement`
            with answer as (
              insert into ${answers} (user_id, day, question_id, subject, domain, skill, skipped,
                correct, response_time_ms, xp, category, recorded_at, set_id)
              values (${d.userId}, ${d.day}::date, ${d.questionId}, ${d.subject}, ${d.domain},
                ${d.skill}, ${!answered}, ${correct}, ${d.responseTimeMs}, ${d.xp},
                ${d.performanceCategory}, ${at}, ${setId})
            )${today}
            update ${students} set total_xp = total_xp + ${d.xp},
              questions_answered = questions_answered + 1,
              correct_answers = correct_answers + ${correct ? 1 : 0}, updated_at = ${at} ${belief}
            where user_id = ${d.userId}
          `);
          break;
        }
        case "LevelChanged": {
          const d = event.data;
          const level = sql.identifier([`${d.subject}_level`]);
          await tx.query(statement`
            with today as (
              update ${days} set ${level} = ${d.to}
              where user_id = ${d.userId} and day = ${d.day}::date
            )
            update ${students} set ${level} = ${d.to}, updated_at = ${at} where user_id = ${d.userId}
          `);
          break;
        }
        case "DailyDropCompleted": {
          // A drop completed late (answers sent from the offline queue after the next day's
          // drop was completed) keeps the streak's last day, as the state's evolve does.
          const d = event.data;
          await tx.query(statement`
            with today as (
              update ${days} set completed = true, completed_at = ${d.completedAt}::timestamptz,
                bonus_xp = ${d.bonusXp}, xp = xp + ${d.bonusXp}
              where user_id = ${d.userId} and day = ${d.day}::date
            )
            , latest as (
              select streak_last_day is null or ${d.day}::date >= streak_last_day as is_latest
              from ${students} where user_id = ${d.userId}
            )
            update ${students} set total_xp = total_xp + ${d.bonusXp},
              streak_days = ${d.streakDays},
              streak_last_day = case when is_latest then ${d.day}::date else streak_last_day end,
              streak_last_zone = case when is_latest then ${d.timeZone} else streak_last_zone end,
              streak_last_at = case when is_latest then ${d.completedAt}::timestamptz
                else streak_last_at end,
              days_completed = days_completed + 1, updated_at = ${at}
            from latest
            where user_id = ${d.userId}
          `);
          break;
        }
        case "FocusedPracticeAssigned":
          // A set's questions are read from the stream (the API folds it); no row here.
          break;
        default:
          assertNever(event);
      }
    }
  },
});
