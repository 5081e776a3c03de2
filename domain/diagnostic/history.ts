// The diagnostic's learning-history entries (domain/history/entry.ts composes every context's):
// each section started, question served and answered, with the estimate after it.
import { plural, range, seconds, subjectName, historyRules } from "../history/draft.ts";
import { scaledScore, scoreRange } from "./engine.ts";
import { diagnosticEventSchemas } from "./events.ts";

export const diagnosticHistory = historyRules({
  context: "diagnostic",
  schemas: diagnosticEventSchemas,
  entries: {
    DiagnosticSubjectStarted: (d) => [
      {
        userId: d.userId,
        subject: d.subject,
        summary: `${subjectName(d.subject)} diagnostic started`,
      },
    ],
    DiagnosticQuestionServed: (d) => [
      {
        userId: d.userId,
        subject: d.subject,
        questionId: d.questionId,
        summary: `${subjectName(d.subject)} diagnostic question ${d.position} served`,
        detail: { position: d.position },
      },
    ],
    DiagnosticAnswerRecorded: (d) => {
      const estimate = { score: scaledScore(d.after.theta), ...scoreRange(d.after) };
      return [
        {
          userId: d.userId,
          subject: d.subject,
          questionId: d.questionId,
          answer: d.answer,
          correct: d.correct,
          responseTimeMs: d.responseTimeMs,
          estimate,
          summary:
            `${subjectName(d.subject)} diagnostic answer ${d.answer}, ` +
            `${d.correct ? "correct" : "incorrect"} in ${seconds(d.responseTimeMs)}; ` +
            `estimate ${range(estimate)}`,
          detail: {
            scoreBefore: scaledScore(d.before.theta),
            thetaAfter: d.after.theta,
            seAfter: d.after.se,
          },
        },
      ];
    },
    DiagnosticSubjectCompleted: (d) => {
      const estimate = { score: d.score, ...d.range };
      return [
        {
          userId: d.userId,
          subject: d.subject,
          estimate,
          summary:
            `${subjectName(d.subject)} diagnostic completed after ` +
            `${plural(d.questions, "question")}: ${range(estimate)}`,
          detail: { questions: d.questions, theta: d.estimate.theta, se: d.estimate.se },
        },
      ];
    },
    DiagnosticScoreRevised: (d) => {
      const estimate = { score: d.score, ...d.range };
      return [
        {
          userId: d.userId,
          subject: d.subject,
          estimate,
          summary: `${subjectName(d.subject)} diagnostic score revised to ${range(estimate)}`,
          detail: { theta: d.estimate.theta, se: d.estimate.se },
        },
      ];
    },
  },
});
