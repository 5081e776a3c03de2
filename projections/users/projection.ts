// users: one row per registered account that is not erased, with what the API shows about it.
// Personal fields stay sealed here too; the API opens them only for their owner. UserErased
// deletes the row, so a rebuild (UserRegistered … UserErased) ends without it as well.
import { z } from "zod";
import { parseIdentityEvent } from "../../domain/identity/events.ts";
import { assertNever } from "../../domain/decider.ts";
import { sql } from "../../eventstore/database.ts";
import type { Projection } from "../projection.ts";

const handled = [
  "UserRegistered",
  "AdminRoleGranted",
  "AdminRoleRevoked",
  "DiagnosticCompleted",
  "UserErased",
] as const;

export const usersProjection: Projection = {
  name: "users",
  tables: ["users"],
  handles: handled,
  async apply(events, { tx, table }) {
    const users = table("users");
    for (const stored of events) {
      const event = parseIdentityEvent(stored.type, stored.data);
      const at = sql.timestamp(stored.recordedAt);
      switch (event.type) {
        case "UserRegistered": {
          const d = event.data;
          // A redelivered registration changes nothing (the projector also drops duplicates).
          await tx.query(sql.type(z.object({}))`
            insert into ${users} (user_id, provider, email_sealed, email_lookup, birth_year_sealed,
              first_name_sealed, last_name_sealed, profile_image_url_sealed, registered_at, updated_at)
            values (${d.userId}, ${d.provider}, ${d.email}, ${d.emailLookup}, ${d.birthYear},
              ${d.firstName}, ${d.lastName}, ${d.profileImageUrl}, ${at}, ${at})
            on conflict (user_id) do nothing
          `);
          break;
        }
        case "AdminRoleGranted":
        case "AdminRoleRevoked":
          await tx.query(sql.type(z.object({}))`
            update ${users} set role = ${event.type === "AdminRoleGranted" ? "admin" : "student"},
              updated_at = ${at}
            where user_id = ${event.data.userId}
          `);
          break;
        case "DiagnosticCompleted":
          await tx.query(sql.type(z.object({}))`
            update ${users} set diagnostic_completed = true, updated_at = ${at}
            where user_id = ${event.data.userId}
          `);
          break;
        case "UserErased":
          await tx.query(sql.type(z.object({}))`
            delete from ${users} where user_id = ${event.data.userId}
          `);
          break;
        case "LoginClaimed":
        case "LoginReleased":
          break;
        default:
          assertNever(event);
      }
    }
  },
};
