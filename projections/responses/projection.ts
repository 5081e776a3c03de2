// responses: every scored answer to a question as one row of item_responses (migration 0018):
// the diagnostic's, the Daily Drop's and focused practice's, with the student's ability just
// before it. The analysts' item statistics and the item calibration read it. Skips are not
// responses. The rows of a batch go in one multi-row insert; an event applied twice inserts
// nothing (event_id is the key); erasure deletes the student's rows.
import { diagnosticEventSchemas } from "../../domain/diagnostic/events.ts";
import { focusedEventSchemas, practiceEventSchemas } from "../../domain/practice/events.ts";
import { sql, statement } from "../../database/pool.ts";
import type { StoredEvent } from "../../eventstore/port.ts";
import { defineProjection } from "../projection.ts";

type ResponseRow = {
  eventId: string;
  userId: string;
  questionId: string;
  source: "diagnostic" | "daily-drop" | "focused";
  subject: "english" | "math";
  correct: boolean;
  responseTimeMs: number;
  thetaBefore: number;
  answeredAt: Date;
};

/** The response an answer event records, or null for any other event. */
export function responseOf(stored: StoredEvent): ResponseRow | null {
  const base = { eventId: stored.eventId, answeredAt: stored.recordedAt };
  switch (stored.type) {
    case "DiagnosticAnswerRecorded": {
      const d = diagnosticEventSchemas.DiagnosticAnswerRecorded.parse(stored.data);
      return {
        ...base,
        userId: d.userId,
        questionId: d.questionId,
        source: "diagnostic",
        subject: d.subject,
        correct: d.correct,
        responseTimeMs: d.responseTimeMs,
        thetaBefore: d.before.theta,
      };
    }
    case "DailyDropAnswerSubmitted":
    case "FocusedAnswerSubmitted": {
      const d =
        stored.type === "DailyDropAnswerSubmitted"
          ? practiceEventSchemas.DailyDropAnswerSubmitted.parse(stored.data)
          : focusedEventSchemas.FocusedAnswerSubmitted.parse(stored.data);
      return {
        ...base,
        userId: d.userId,
        questionId: d.questionId,
        source: stored.type === "DailyDropAnswerSubmitted" ? "daily-drop" : "focused",
        subject: d.subject,
        correct: d.correct,
        responseTimeMs: d.responseTimeMs,
        thetaBefore: d.before.mean,
      };
    }
    default:
      return null;
  }
}

export const responsesProjection = defineProjection({
  name: "responses",
  tables: ["item_responses"],
  personalRows: { item_responses: ["user_id"] },
  handles: ["DiagnosticAnswerRecorded", "DailyDropAnswerSubmitted", "FocusedAnswerSubmitted"],
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
