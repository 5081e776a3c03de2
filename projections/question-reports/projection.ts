// question-reports: the admins' report queue (migration 0022), one row per report: QuestionReported
// inserts it open, QuestionReportResolved sets its status (retired, revised or dismissed), when,
// and the admin's note. The student's note stays sealed here as in the event; the API opens it for
// admins. Applying an event twice leaves the same row; erasure deletes the reporter's rows (and the
// vault has shredded their note).
import { sql, statement } from "../../database/pool.ts";
import { parseReportEvent, reportEventTypes } from "../../domain/questions/reports/events.ts";
import { defineProjection } from "../projection.ts";

export const questionReportsProjection = defineProjection({
  name: "question-reports",
  tables: ["question_reports"],
  personalRows: { question_reports: ["reporter_user_id"] },
  handles: reportEventTypes,
  async apply(events, { tx, table }) {
    const reports = table("question_reports");
    for (const stored of events) {
      const event = parseReportEvent(stored.type, stored.data);
      if (event.type === "QuestionReported") {
        const d = event.data;
        await tx.query(statement`
          insert into ${reports} (report_id, question_id, reporter_user_id, reason, text_sealed,
            answered, reported_at)
          values (${d.reportId}, ${d.questionId}, ${d.reporterUserId}, ${d.reason}, ${d.text},
            ${d.answered}, ${sql.timestamp(new Date(d.at))})
          on conflict (report_id) do nothing
        `);
      } else {
        const d = event.data;
        await tx.query(statement`
          update ${reports} set status = ${d.resolution},
            resolved_at = ${sql.timestamp(new Date(d.at))}, note = ${d.note}
          where report_id = ${d.reportId}
        `);
      }
    }
  },
});
