// The users projection's batch, folded in memory in event order: from the rows of the users the
// batch names as they stand before it, the rows to insert and the rows to update after it. Each
// event has exactly the effect its own statement had when the projection wrote one per event:
// UserRegistered inserts the account unless it is there already; every other event changes its
// columns (and updated_at) of a user who is there, and nothing of one who is not;
// DiagnosticSubjectStarted only while diagnostic_started is false.
import type { z } from "zod";
import { usersRow, type UsersRow } from "../../database/tables/users.ts";
import { diagnosticEventSchemas } from "../../domain/diagnostic/events.ts";
import { assertNever } from "../../domain/decider.ts";
import { parseUserEvent } from "../../domain/identity/user/events.ts";
import type { StoredEvent } from "../../eventstore/port.ts";

/** The columns of a users row that events after the registration change. */
export const userColumns = usersRow.pick({
  user_id: true,
  role: true,
  analyst: true,
  diagnostic_completed: true,
  diagnostic_started: true,
  first_name_sealed: true,
  last_name_sealed: true,
  grade_level: true,
  sat_history: true,
  school_id: true,
  school_name: true,
  school_zip: true,
  sat_date: true,
  goal_score: true,
  time_zone: true,
  username: true,
  estimated_english_score: true,
  english_score_low: true,
  english_score_high: true,
  estimated_math_score: true,
  math_score_low: true,
  math_score_high: true,
});
export type UserColumns = z.infer<typeof userColumns>;
/** An account registered in this batch: every column, timestamps as ISO text. */
export type NewUserRow = Omit<UsersRow, "registered_at" | "updated_at"> & {
  registered_at: string;
  updated_at: string;
};
export type ChangedUserRow = UserColumns & { updated_at: string };

/** The user an event of the projection is about. */
export function userIdOf(stored: StoredEvent): string {
  return (stored.data as { userId: string }).userId;
}

type Entry =
  | { kind: "existing"; row: UserColumns; updatedAt: string | null }
  | { kind: "new"; row: NewUserRow };

export function foldUsers(
  events: readonly StoredEvent[],
  existing: readonly UserColumns[],
): { inserts: NewUserRow[]; updates: ChangedUserRow[] } {
  // Keyed by the lower-case id: the table's uuid column matches an id in any case.
  const users = new Map<string, Entry>(
    existing.map((row) => [
      row.user_id.toLowerCase(),
      { kind: "existing", row: { ...row }, updatedAt: null },
    ]),
  );
  /** Applies a change to the user's row if the user is there, and stamps updated_at. */
  const change = (userId: string, at: string, update: (row: UserColumns) => void) => {
    const entry = users.get(userId.toLowerCase());
    if (!entry) return;
    update(entry.row);
    if (entry.kind === "new") entry.row.updated_at = at;
    else entry.updatedAt = at;
  };

  for (const stored of events) {
    const at = stored.recordedAt.toISOString();
    if (stored.type === "DiagnosticSubjectStarted") {
      const { userId } = diagnosticEventSchemas.DiagnosticSubjectStarted.parse(stored.data);
      if (users.get(userId.toLowerCase())?.row.diagnostic_started === false) {
        change(userId, at, (row) => (row.diagnostic_started = true));
      }
      continue;
    }
    if (stored.type === "DiagnosticSubjectCompleted" || stored.type === "DiagnosticScoreRevised") {
      // Both carry a subject's score and range; the revision (English re-scored once Math
      // ends) replaces the score recorded when the subject ended.
      const data = diagnosticEventSchemas[stored.type].parse(stored.data);
      change(data.userId, at, (row) => {
        if (data.subject === "english") {
          row.estimated_english_score = data.score;
          row.english_score_low = data.range.low;
          row.english_score_high = data.range.high;
        } else {
          row.estimated_math_score = data.score;
          row.math_score_low = data.range.low;
          row.math_score_high = data.range.high;
        }
      });
      continue;
    }
    const event = parseUserEvent(stored.type, stored.data);
    switch (event.type) {
      case "UserRegistered": {
        const d = event.data;
        // A redelivered registration changes nothing (the projector also drops duplicates).
        if (users.has(d.userId.toLowerCase())) break;
        users.set(d.userId.toLowerCase(), {
          kind: "new",
          row: {
            user_id: d.userId,
            provider: d.provider,
            email_sealed: d.email,
            email_lookup: d.emailLookup,
            birth_year_sealed: d.birthYear,
            first_name_sealed: d.firstName,
            last_name_sealed: d.lastName,
            profile_image_url_sealed: d.profileImageUrl,
            registered_at: at,
            updated_at: at,
            // The columns' defaults (migrations 0004, 0011, 0019) and nulls (0024's goal_score too).
            role: "student",
            analyst: false,
            diagnostic_completed: false,
            diagnostic_started: false,
            grade_level: null,
            sat_history: null,
            school_id: null,
            school_name: null,
            school_zip: null,
            sat_date: null,
            goal_score: null,
            time_zone: null,
            username: null,
            estimated_english_score: null,
            english_score_low: null,
            english_score_high: null,
            estimated_math_score: null,
            math_score_low: null,
            math_score_high: null,
          },
        });
        break;
      }
      case "AdminRoleGranted":
      case "AdminRoleRevoked": {
        const role = event.type === "AdminRoleGranted" ? "admin" : "student";
        change(event.data.userId, at, (row) => (row.role = role));
        break;
      }
      case "AnalystRoleGranted":
      case "AnalystRoleRevoked": {
        const analyst = event.type === "AnalystRoleGranted";
        change(event.data.userId, at, (row) => (row.analyst = analyst));
        break;
      }
      case "DiagnosticCompleted":
        change(event.data.userId, at, (row) => (row.diagnostic_completed = true));
        break;
      case "DemographicsRecorded": {
        const d = event.data;
        change(d.userId, at, (row) => {
          row.first_name_sealed = d.firstName;
          row.last_name_sealed = d.lastName;
          row.grade_level = d.gradeLevel;
          row.sat_history = d.satHistory;
        });
        break;
      }
      case "SchoolChosen": {
        const d = event.data;
        change(d.userId, at, (row) => {
          row.school_id = d.schoolId;
          row.school_name = d.name;
          row.school_zip = d.zip;
        });
        break;
      }
      case "SatDateChosen":
        change(event.data.userId, at, (row) => (row.sat_date = event.data.satDate));
        break;
      case "GoalScoreSet":
        change(event.data.userId, at, (row) => (row.goal_score = event.data.goalScore));
        break;
      case "TimeZoneSet":
        change(event.data.userId, at, (row) => (row.time_zone = event.data.timeZone));
        break;
      case "UsernameChosen":
        change(event.data.userId, at, (row) => (row.username = event.data.username));
        break;
      case "UserErased": // erased by the projector (projections/erasure.ts)
      case "RankingVisibilitySet": // kept by the rankings projection
        break;
      default:
        assertNever(event);
    }
  }

  const inserts: NewUserRow[] = [];
  const updates: ChangedUserRow[] = [];
  for (const entry of users.values()) {
    if (entry.kind === "new") inserts.push(entry.row);
    else if (entry.updatedAt !== null) updates.push({ ...entry.row, updated_at: entry.updatedAt });
  }
  return { inserts, updates };
}
