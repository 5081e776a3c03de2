// analyst-accesses: every analyst read of one student's learning history (StudentHistoryAccessed
// on analyst-access-<analystUserId>) as one row of analyst_accesses (migration 0019), listed to
// admins newest first. The student is the pseudonymous id, never an account id, so a student's
// erasure leaves the audit row; an erased analyst's rows go (personalRows: analyst_user_id). The
// rows of a batch go in one multi-row insert; an event applied twice inserts nothing.
import { parseAnalystEvent } from "../../domain/analyst/events.ts";
import { sql, statement } from "../../database/pool.ts";
import { defineProjection } from "../projection.ts";

export const analystAccessesProjection = defineProjection({
  name: "analyst-accesses",
  tables: ["analyst_accesses"],
  personalRows: { analyst_accesses: ["analyst_user_id"] },
  handles: ["StudentHistoryAccessed"],
  async apply(events, { tx, table }) {
    const rows = events.map((stored) => {
      const { data } = parseAnalystEvent(stored.type, stored.data);
      return {
        event_id: stored.eventId,
        analyst_user_id: data.analystUserId,
        student_pseudonym: data.studentPseudonym,
        action: data.action,
        detail: data.detail,
        accessed_at: data.at,
      };
    });
    if (rows.length === 0) return;
    await tx.query(statement`
      insert into ${table("analyst_accesses")} (event_id, analyst_user_id, student_pseudonym,
        action, detail, accessed_at)
      select * from jsonb_to_recordset(${sql.jsonb(rows)}) as r(event_id uuid,
        analyst_user_id uuid, student_pseudonym text, action text, detail text,
        accessed_at timestamptz)
      on conflict (event_id) do nothing
    `);
  },
});
