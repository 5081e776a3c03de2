// password-resets: finds the account a password reset link was sent for from its token's keyed
// hash (migration 0010), so the link needs to carry nothing but the random token. Whether the
// link still works is the password reset decider's call, on the account's stream; this table
// only answers "whose link is this?". Erasure deletes the student's rows (personalRows).
import { parsePasswordResetEvent } from "../../domain/identity/password-reset/events.ts";
import { sql, statement } from "../../database/pool.ts";
import { defineProjection } from "../projection.ts";

export const passwordResetsProjection = defineProjection({
  name: "password-resets",
  tables: ["password_reset_links"],
  personalRows: { password_reset_links: ["user_id"] },
  handles: ["PasswordResetRequested"],
  async apply(events, { tx, table }) {
    for (const stored of events) {
      const event = parsePasswordResetEvent(stored.type, stored.data);
      if (event.type !== "PasswordResetRequested") continue;
      // A redelivered request changes nothing (the projector also drops duplicates).
      await tx.query(statement`
        insert into ${table("password_reset_links")} (token_hash, user_id, requested_at)
        values (${event.data.tokenHash}, ${event.data.userId}, ${sql.timestamp(stored.recordedAt)})
        on conflict (token_hash) do nothing
      `);
    }
  },
});
