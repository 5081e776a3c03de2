// planning: folds the study-plan streams into study_plans (each student's latest plan) and
// study_sessions (migration 0016). Events are applied as recorded (the decider has refused what
// may not happen); applying one twice leaves the same rows. Erasure deletes a student's rows.
import { assertNever } from "../../domain/decider.ts";
import { parseStudyPlanEvent, studyPlanEventSchemas } from "../../domain/planning/events.ts";
import { statement } from "../../database/pool.ts";
import { defineProjection, typesOf } from "../projection.ts";

export const planningProjection = defineProjection({
  name: "planning",
  tables: ["study_plans", "study_sessions"],
  personalRows: { study_plans: ["user_id"], study_sessions: ["user_id"] },
  handles: typesOf(studyPlanEventSchemas),
  async apply(events, { tx, table }) {
    for (const stored of events) {
      const event = parseStudyPlanEvent(stored.type, stored.data);
      switch (event.type) {
        case "StudyPlanCreated": {
          const d = event.data;
          await tx.query(statement`
            insert into ${table("study_plans")} (user_id, plan_id, created_at, created_on,
              test_date, test_date_from_profile, weekly_hours, preferred_time, study_intensity)
            values (${d.userId}, ${d.planId}, ${d.createdAt}, ${d.createdOn}::date,
              ${d.testDate}::date, ${d.testDateFromProfile}, ${d.weeklyHours}, ${d.preferredTime},
              ${d.studyIntensity})
            on conflict (user_id) do update set plan_id = excluded.plan_id,
              created_at = excluded.created_at, created_on = excluded.created_on,
              test_date = excluded.test_date,
              test_date_from_profile = excluded.test_date_from_profile,
              weekly_hours = excluded.weekly_hours, preferred_time = excluded.preferred_time,
              study_intensity = excluded.study_intensity
          `);
          break;
        }
        case "StudySessionRecorded": {
          const d = event.data;
          await tx.query(statement`
            insert into ${table("study_sessions")} (user_id, session_id, started_at, minutes,
              activity, subject, recorded_at)
            values (${d.userId}, ${d.sessionId}, ${d.startedAt}, ${d.minutes}, ${d.activity},
              ${d.subject}, ${d.recordedAt})
            on conflict (user_id, session_id) do nothing
          `);
          break;
        }
        default:
          assertNever(event);
      }
    }
  },
});
