// responses: every scored answer to a question (scoredAnswerOf, domain/analytics/item-statistics.ts)
// as one row of item_responses (migration 0018): the diagnostic's, the Daily Drop's and focused
// practice's, with the student's ability just before it. The one table every item figure reads
// (the analysts' cohort view, the admins' question table and report queue, "x% of students
// missed this") and the item calibration's responses. Skips are not responses. The rows of a batch go in one multi-row insert; an event applied twice inserts
// nothing (event_id is the key); erasure deletes the student's rows.
import {
  scoredAnswerEventTypes,
  scoredAnswerOf,
  type ScoredAnswer,
} from "../../domain/analytics/item-statistics.ts";
import { sql, statement } from "../../database/pool.ts";
import type { ItemResponsesRow } from "../../database/tables/item-responses.ts";
import type { StoredEvent } from "../../eventstore/port.ts";
import { defineProjection } from "../projection.ts";

type ResponseRow = ScoredAnswer & { eventId: string; answeredAt: Date };
/** An item_responses row as written: its time as ISO 8601 text. */
type ItemResponseWrite = Omit<ItemResponsesRow, "answered_at"> & { answered_at: string };

/** The response an answer event records (scoredAnswerOf: the one definition of a scored
 *  answer), or null for any other event. */
export function responseOf(stored: StoredEvent): ResponseRow | null {
  const answer = scoredAnswerOf(stored.type, stored.data);
  return answer && { ...answer, eventId: stored.eventId, answeredAt: stored.recordedAt };
}

export const responsesProjection = defineProjection({
  name: "responses",
  tables: ["item_responses"],
  personalRows: { item_responses: ["user_id"] },
  handles: scoredAnswerEventTypes,
  async apply(events, { tx, table }) {
    const rows = events.map(responseOf).filter((r): r is ResponseRow => r !== null);
    if (rows.length === 0) return;
    await tx.query(statement`
      insert into ${table("item_responses")} (event_id, user_id, question_id, source, subject,
        correct, response_time_ms, theta_before, answered_at)
      select * from jsonb_to_recordset(${sql.jsonb(
        rows.map((r): ItemResponseWrite => ({
          event_id: r.eventId,
          user_id: r.userId,
          question_id: r.questionId,
          source: r.source,
          subject: r.subject,
          correct: r.correct,
          response_time_ms: r.responseTimeMs,
          theta_before: r.thetaBefore,
          answered_at: r.answeredAt.toISOString(),
        })),
      )}) as r(event_id uuid, user_id uuid, question_id text, source text, subject text,
        correct bool, response_time_ms int4, theta_before float8, answered_at timestamptz)
      on conflict (event_id) do nothing
    `);
  },
});
