// users: one row per registered account that is not erased, with what the API shows about it.
// Personal fields stay sealed here too; the API opens them only for their owner. Erasure deletes
// the row through the projector's one mechanism (projections/erasure.ts), live and in a rebuild.
// Onboarding and the username fill the profile columns (migration 0006), the goal score its own
// (0024); the diagnostic's first
// DiagnosticSubjectStarted sets diagnostic_started (migration 0011), DiagnosticSubjectCompleted fills the estimated scores and their ranges (migration 0007), and
// DiagnosticScoreRevised replaces English's once Math has ended. The analyst role is its own
// column (migration 0019), apart from `role`: an admin is not an analyst unless granted it too.
//
// A batch costs one read of the rows of the users it names (locked), the events folded in memory
// in their order (fold.ts: exactly what one statement per event did), one multi-row insert of the
// accounts registered in it and one multi-row update of the others it changed.
import { sql, statement } from "../../database/pool.ts";
import { defineProjection } from "../projection.ts";
import { openUsernames } from "../usernames.ts";
import { foldUsers, userColumns, userIdOf } from "./fold.ts";

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
  "GoalScoreSet",
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
  async apply(batch, { tx, table, vault }) {
    const events = await openUsernames(batch, { vault, tx });
    const users = table("users");
    const ids = [...new Set(events.map(userIdOf))];
    if (ids.length === 0) return;
    const existing = await tx.any(sql.type(userColumns)`
      select user_id, role, analyst, diagnostic_completed, diagnostic_started, first_name_sealed,
        last_name_sealed, grade_level, sat_history, school_id, school_name, school_zip, sat_date,
        goal_score, time_zone, username, estimated_english_score, english_score_low, english_score_high,
        estimated_math_score, math_score_low, math_score_high
      from ${users} where user_id = any(${sql.array(ids, "uuid")})
      for update
    `);
    const { inserts, updates } = foldUsers(events, existing);
    if (inserts.length > 0) {
      await tx.query(statement`
        insert into ${users} (user_id, provider, email_sealed, email_lookup, birth_year_sealed,
          first_name_sealed, last_name_sealed, profile_image_url_sealed, role,
          diagnostic_completed, registered_at, updated_at, grade_level, sat_history, school_id,
          school_name, school_zip, sat_date, goal_score, time_zone, username,
          estimated_english_score, estimated_math_score, english_score_low, english_score_high,
          math_score_low, math_score_high, diagnostic_started, analyst)
        select user_id, provider, email_sealed, email_lookup, birth_year_sealed,
          first_name_sealed, last_name_sealed, profile_image_url_sealed, role,
          diagnostic_completed, registered_at, updated_at, grade_level, sat_history, school_id,
          school_name, school_zip, sat_date, goal_score, time_zone, username,
          estimated_english_score, estimated_math_score, english_score_low, english_score_high,
          math_score_low, math_score_high, diagnostic_started, analyst
        from jsonb_to_recordset(${sql.jsonb(inserts)}) as r(user_id uuid, provider text,
          email_sealed text, email_lookup text, birth_year_sealed text, first_name_sealed text,
          last_name_sealed text, profile_image_url_sealed text, role text,
          diagnostic_completed boolean, registered_at timestamptz, updated_at timestamptz,
          grade_level text, sat_history text, school_id text, school_name text,
          school_zip text, sat_date date, goal_score smallint, time_zone text, username text,
          estimated_english_score smallint, estimated_math_score smallint,
          english_score_low smallint, english_score_high smallint, math_score_low smallint,
          math_score_high smallint, diagnostic_started boolean, analyst boolean)
        on conflict (user_id) do nothing
      `);
    }
    if (updates.length > 0) {
      await tx.query(statement`
        update ${users} u set role = r.role, analyst = r.analyst,
          diagnostic_completed = r.diagnostic_completed,
          diagnostic_started = r.diagnostic_started, first_name_sealed = r.first_name_sealed,
          last_name_sealed = r.last_name_sealed, grade_level = r.grade_level,
          sat_history = r.sat_history, school_id = r.school_id, school_name = r.school_name,
          school_zip = r.school_zip, sat_date = r.sat_date, goal_score = r.goal_score,
          time_zone = r.time_zone,
          username = r.username, estimated_english_score = r.estimated_english_score,
          english_score_low = r.english_score_low, english_score_high = r.english_score_high,
          estimated_math_score = r.estimated_math_score, math_score_low = r.math_score_low,
          math_score_high = r.math_score_high, updated_at = r.updated_at
        from jsonb_to_recordset(${sql.jsonb(updates)}) as r(user_id uuid, role text,
          analyst boolean, diagnostic_completed boolean, diagnostic_started boolean,
          first_name_sealed text, last_name_sealed text, grade_level text, sat_history text,
          school_id text, school_name text, school_zip text, sat_date date, goal_score smallint,
          time_zone text, username text, estimated_english_score smallint, english_score_low smallint,
          english_score_high smallint, estimated_math_score smallint, math_score_low smallint,
          math_score_high smallint, updated_at timestamptz)
        where u.user_id = r.user_id
      `);
    }
  },
});
