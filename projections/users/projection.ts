// users: one row per registered account that is not erased, with what the API shows about it.
// Personal fields stay sealed here too; the API opens them only for their owner. Erasure deletes
// the row through the projector's one mechanism (projections/erasure.ts), live and in a rebuild.
// Onboarding and the username fill the profile columns (migration 0006); the diagnostic's first
// DiagnosticSubjectStarted sets diagnostic_started (migration 0011), DiagnosticSubjectCompleted fills the estimated scores and their ranges (migration 0007), and
// DiagnosticScoreRevised replaces English's once Math has ended. The analyst role is its own
// column (migration 0019), apart from `role`: an admin is not an analyst unless granted it too.
import { diagnosticEventSchemas } from "../../domain/diagnostic/events.ts";
import { parseIdentityEvent } from "../../domain/identity/events.ts";
import { assertNever } from "../../domain/decider.ts";
import { sql, statement } from "../../database/pool.ts";
import { defineProjection } from "../projection.ts";

const handled = [
  "UserRegistered",
  "AdminRoleGranted",
  "AdminRoleRevoked",
  "AnalystRoleGranted",
  "AnalystRoleRevoked",
  "DiagnosticCompleted",
  "DemographicsRecorded",
  "SchoolChosen",
  "SatDateChosen",
  "TimeZoneSet",
  "UsernameChosen",
  "DiagnosticSubjectStarted",
  "DiagnosticSubjectCompleted",
  "DiagnosticScoreRevised",
] as const;

export const usersProjection = defineProjection({
  name: "users",
  tables: ["users"],
  personalRows: { users: ["user_id"] },
  handles: handled,
  async apply(events, { tx, table }) {
    const users = table("users");
    for (const stored of events) {
      const at = sql.timestamp(stored.recordedAt);
      if (stored.type === "DiagnosticSubjectStarted") {
        const { userId } = diagnosticEventSchemas.DiagnosticSubjectStarted.parse(stored.data);
        await tx.query(statement`
          update ${users} set diagnostic_started = true, updated_at = ${at}
          where user_id = ${userId} and not diagnostic_started
        `);
        continue;
      }
      if (
        stored.type === "DiagnosticSubjectCompleted" ||
        stored.type === "DiagnosticScoreRevised"
      ) {
        // Both carry a subject's score and range; the revision (English re-scored once Math
        // ends) replaces the score recorded when the subject ended.
        const data = diagnosticEventSchemas[stored.type].parse(stored.data);
        // The estimated score and its range on the user, per subject.
        const [score, low, high] =
          data.subject === "english"
            ? [
                sql.identifier(["estimated_english_score"]),
                sql.identifier(["english_score_low"]),
                sql.identifier(["english_score_high"]),
              ]
            : [
                sql.identifier(["estimated_math_score"]),
                sql.identifier(["math_score_low"]),
                sql.identifier(["math_score_high"]),
              ];
        await tx.query(statement`
          update ${users} set ${score} = ${data.score}, ${low} = ${data.range.low},
            ${high} = ${data.range.high}, updated_at = ${at}
          where user_id = ${data.userId}
        `);
        continue;
      }
      const event = parseIdentityEvent(stored.type, stored.data);
      switch (event.type) {
        case "UserRegistered": {
          const d = event.data;
          // A redelivered registration changes nothing (the projector also drops duplicates).
          await tx.query(statement`
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
          await tx.query(statement`
            update ${users} set role = ${event.type === "AdminRoleGranted" ? "admin" : "student"},
              updated_at = ${at}
            where user_id = ${event.data.userId}
          `);
          break;
        case "AnalystRoleGranted":
        case "AnalystRoleRevoked":
          await tx.query(statement`
            update ${users} set analyst = ${event.type === "AnalystRoleGranted"}, updated_at = ${at}
            where user_id = ${event.data.userId}
          `);
          break;
        case "DiagnosticCompleted":
          await tx.query(statement`
            update ${users} set diagnostic_completed = true, updated_at = ${at}
            where user_id = ${event.data.userId}
          `);
          break;
        case "DemographicsRecorded": {
          const d = event.data;
          await tx.query(statement`
            update ${users} set first_name_sealed = ${d.firstName}, last_name_sealed = ${d.lastName},
              grade_level = ${d.gradeLevel}, sat_history = ${d.satHistory}, updated_at = ${at}
            where user_id = ${d.userId}
          `);
          break;
        }
        case "SchoolChosen": {
          const d = event.data;
          await tx.query(statement`
            update ${users} set school_id = ${d.schoolId}, school_name = ${d.name},
              school_zip = ${d.zip}, updated_at = ${at}
            where user_id = ${d.userId}
          `);
          break;
        }
        case "SatDateChosen":
          await tx.query(statement`
            update ${users} set sat_date = ${event.data.satDate}, updated_at = ${at}
            where user_id = ${event.data.userId}
          `);
          break;
        case "TimeZoneSet":
          await tx.query(statement`
            update ${users} set time_zone = ${event.data.timeZone}, updated_at = ${at}
            where user_id = ${event.data.userId}
          `);
          break;
        case "UsernameChosen":
          await tx.query(statement`
            update ${users} set username = ${event.data.username}, updated_at = ${at}
            where user_id = ${event.data.userId}
          `);
          break;
        case "UserErased": // erased by the projector (projections/erasure.ts)
        case "LoginClaimed":
        case "LoginReleased":
        case "PasswordChanged":
        case "UsernameClaimed":
        case "UsernameReleased":
        case "RankingVisibilitySet": // kept by the rankings projection
          break;
        default:
          assertNever(event);
      }
    }
  },
});
