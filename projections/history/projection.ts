// history: every student's learning history as rows of learning_history (migration 0020), in the
// order the store recorded the events. What a row says is the domain's (domain/history/entry.ts,
// historyEntriesOf); this only numbers and writes them. A student's `seq` is 1 + their highest
// so far, counted across the batch, so a rebuild (the same events in the same order) numbers
// every row exactly as the live table did. One read of the batch's students' highest seq and
// one multi-row insert per batch. Erasure deletes the student's rows and every row naming them as
// the other student of a friends entry (other_user_id).
import type { EventType } from "../../domain/events.ts";
import { historyEntriesOf, historyEventTypes } from "../../domain/history/entry.ts";
import { sql, statement } from "../../database/pool.ts";
import { learningHistoryRow } from "../../database/tables/learning-history.ts";
import { defineProjection } from "../projection.ts";
import { openUsernames } from "../usernames.ts";

export const historyProjection = defineProjection({
  name: "history",
  tables: ["learning_history"],
  personalRows: { learning_history: ["user_id", "other_user_id"] },
  // Keys of each context's history mappers, which domain/history/entry.ts types by that
  // context's codec: every one is a recorded type (the list itself is declared as strings).
  handles: historyEventTypes as readonly EventType[],
  async apply(batch, { tx, table, vault }) {
    // A username is shown in the clear while its student lives (projections/usernames.ts).
    const events = await openUsernames(batch, { vault, tx });
    const entries = events.flatMap((event) =>
      historyEntriesOf(event.type, event.data).map((entry) => ({ entry, at: event.recordedAt })),
    );
    if (entries.length === 0) return;
    const students = [...new Set(entries.map((e) => e.entry.userId))];
    const highest = await tx.any(sql.type(learningHistoryRow.pick({ user_id: true, seq: true }))`
      select user_id, max(seq) as seq from ${table("learning_history")}
      where user_id = any(${sql.array(students, "uuid")})
      group by user_id`);
    const seqs = new Map(highest.map((r) => [r.user_id, r.seq]));
    const rows = entries.map(({ entry: e, at }) => {
      const seq = (seqs.get(e.userId) ?? 0) + 1;
      seqs.set(e.userId, seq);
      return {
        user_id: e.userId,
        seq,
        at: at.toISOString(),
        context: e.context,
        type: e.type,
        summary: e.summary,
        subject: e.subject,
        question_id: e.questionId,
        answer: e.answer,
        correct: e.correct,
        response_time_ms: e.responseTimeMs,
        xp: e.xp,
        score: e.estimate?.score ?? null,
        score_low: e.estimate?.low ?? null,
        score_high: e.estimate?.high ?? null,
        level: e.level,
        streak_days: e.streakDays,
        other_user_id: e.otherUserId,
        detail: e.detail,
      };
    });
    await tx.query(statement`
      insert into ${table("learning_history")} (user_id, seq, at, context, type, summary, subject,
        question_id, answer, correct, response_time_ms, xp, score, score_low, score_high, level,
        streak_days, other_user_id, detail)
      select user_id, seq, at, context, type, summary, subject, question_id, answer, correct,
        response_time_ms, xp, score, score_low, score_high, level, streak_days, other_user_id,
        detail
      from jsonb_to_recordset(${sql.jsonb(rows)}) as r(user_id uuid, seq integer,
        at timestamptz, context text, type text, summary text, subject text, question_id text,
        answer text, correct boolean, response_time_ms integer, xp integer, score smallint,
        score_low smallint, score_high smallint, level smallint, streak_days integer,
        other_user_id uuid, detail jsonb)
    `);
  },
});
