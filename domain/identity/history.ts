// The account's learning-history entries (domain/history/entry.ts composes every context's):
// the facts of the account and onboarding, never a sealed value, a name, an email, a birth year
// or a school.
import { historyRules } from "../history/draft.ts";
import { userEventSchemas } from "./user/events.ts";

export const identityHistory = historyRules({
  context: "account",
  schemas: userEventSchemas,
  entries: {
    // Only the fact: the provider, email, names and birth year stay out.
    UserRegistered: (d) => [{ userId: d.userId, summary: "Account created" }],
    DiagnosticCompleted: (d) => [{ userId: d.userId, summary: "Diagnostic marked completed" }],
    // The grade level only: the names are sealed personal data.
    DemographicsRecorded: (d) => [
      {
        userId: d.userId,
        summary: `Onboarding: grade ${d.gradeLevel}`,
        detail: { gradeLevel: d.gradeLevel },
      },
    ],
    // That a school was chosen, never which (a typed name can name the student).
    SchoolChosen: (d) => [{ userId: d.userId, summary: "Onboarding: school chosen" }],
    SatDateChosen: (d) => [
      {
        userId: d.userId,
        summary: `SAT date set to ${d.satDate}`,
        detail: { testDate: d.satDate },
      },
    ],
    GoalScoreSet: (d) => [
      {
        userId: d.userId,
        summary: d.goalScore === null ? "Goal score removed" : `Goal score set to ${d.goalScore}`,
        detail: { goalScore: d.goalScore },
      },
    ],
    UsernameChosen: (d) => [
      {
        userId: d.userId,
        summary:
          d.previous === null
            ? `Username chosen: ${d.username}`
            : `Username changed from ${d.previous} to ${d.username}`,
        detail: { username: d.username, previous: d.previous },
      },
    ],
    // Not learning history: roles and settings, erasure (which deletes the history). The login
    // and username claim streams are not either (domain/history/entry.ts).
    AdminRoleGranted: null,
    AdminRoleRevoked: null,
    AnalystRoleGranted: null,
    AnalystRoleRevoked: null,
    TimeZoneSet: null,
    RankingVisibilitySet: null,
    UserErased: null,
  },
});
