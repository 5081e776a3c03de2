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
import type { StoredEvent } from "../../eventstore/port.ts";
import { defineProjection } from "../projection.ts";

type ResponseRow = ScoredAnswer & { eventId: string; answeredAt: Date };

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
      select * from ${sql.unnest(
        rows.map((r) => [
          r.eventId,
          r.userId,
          r.questionId,
          r.source,
          r.subject,
          r.correct,
          r.responseTimeMs,
          r.thetaBefore,
          r.answeredAt.toISOString(),
        ]),
        ["uuid", "uuid", "text", "text", "text", "bool", "int4", "float8", "timestamptz"],
      )}
      on conflict (event_id) do nothing
    `);
  },
});
