// Study planning's learning-history entries (domain/history/entry.ts composes every context's):
// each study plan made and study session recorded.
import { historyRules, subjectName } from "../history/draft.ts";
import { studyPlanEventSchemas } from "./events.ts";

export const studyPlanHistory = historyRules({
  context: "study-plan",
  schemas: studyPlanEventSchemas,
  entries: {
    StudyPlanCreated: (d) => [
      {
        userId: d.userId,
        summary:
          `Study plan created: ${d.weeklyHours} hours a week to ${d.testDate}, ` +
          `${d.studyIntensity}, ${d.preferredTime}s`,
        detail: {
          planId: d.planId,
          createdOn: d.createdOn,
          testDate: d.testDate,
          testDateFromProfile: d.testDateFromProfile,
          weeklyHours: d.weeklyHours,
          preferredTime: d.preferredTime,
          studyIntensity: d.studyIntensity,
        },
      },
    ],
    StudySessionRecorded: (d) => [
      {
        userId: d.userId,
        subject: d.subject === "english" || d.subject === "math" ? d.subject : null,
        summary:
          `Study session recorded: ${d.minutes} minutes of ${d.activity.replaceAll("_", " ")}` +
          (d.subject === null
            ? ""
            : d.subject === "both"
              ? ", both subjects"
              : `, ${subjectName(d.subject)}`),
        detail: {
          sessionId: d.sessionId,
          startedAt: d.startedAt,
          minutes: d.minutes,
          activity: d.activity,
          subject: d.subject,
        },
      },
    ],
  },
});
