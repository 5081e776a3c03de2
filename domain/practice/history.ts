// The practice stream's learning-history entries (domain/history/entry.ts composes every
// context's): the Daily Drop's (assigned, each answer and skip with its XP and the estimate
// after it, completed with the streak) and focused practice's, and the levels they raise.
import {
  historyRules,
  plural,
  range,
  seconds,
  signed,
  subjectName,
  type Draft,
} from "../history/draft.ts";
import type { Json } from "../history/entry.ts";
import { domainNameOf, type Letter, type Subject } from "../questions/item.ts";
import { practiceEventSchemas } from "./events.ts";
import { scoreEstimate } from "./levels.ts";
import type { Belief } from "./tracker.ts";

/** The practice tracker's estimate as an entry's estimate (scoreEstimate, without `measured`). */
function practiceEstimate(belief: Belief) {
  const { score, low, high } = scoreEstimate(belief);
  return { score, low, high };
}

type Answer = {
  userId: string;
  day: string;
  questionId: string;
  subject: Subject;
  domain: string;
  skill: string;
  responseTimeMs: number;
  xp: number;
  performanceCategory: string;
};
type Scored = Answer & { answer: Letter; correct: boolean; after: Belief };

function answered(d: Scored, what: string, detail: { [key: string]: Json }): Draft {
  const estimate = practiceEstimate(d.after);
  return {
    userId: d.userId,
    subject: d.subject,
    questionId: d.questionId,
    answer: d.answer,
    correct: d.correct,
    responseTimeMs: d.responseTimeMs,
    xp: d.xp,
    estimate,
    summary:
      `${what} answer ${d.answer}, ${d.correct ? "correct" : "incorrect"} in ` +
      `${seconds(d.responseTimeMs)}, ${signed(d.xp)}; ${subjectName(d.subject)} estimate ` +
      range(estimate),
    detail: {
      day: d.day,
      domain: d.domain,
      skill: d.skill,
      performanceCategory: d.performanceCategory,
      ...detail,
    },
  };
}

function skipped(d: Answer, what: string, detail: { [key: string]: Json }): Draft {
  return {
    userId: d.userId,
    subject: d.subject,
    questionId: d.questionId,
    responseTimeMs: d.responseTimeMs,
    xp: d.xp,
    summary: `${what} question skipped, ${signed(d.xp)}`,
    detail: { day: d.day, domain: d.domain, skill: d.skill, ...detail },
  };
}

export const practiceHistory = historyRules({
  context: "daily-drop",
  schemas: practiceEventSchemas,
  entries: {
    PracticeStarted: (d) => [
      {
        userId: d.userId,
        summary: `Practice started at English level ${d.levels.english}, Math level ${d.levels.math}`,
        detail: {
          day: d.day,
          levels: d.levels,
          scores: {
            english: practiceEstimate(d.seed.english),
            math: practiceEstimate(d.seed.math),
          },
        },
      },
    ],
    DailyDropAssigned: (d) => [
      {
        userId: d.userId,
        summary: `Daily Drop of ${d.day} assigned: ${plural(d.questions.length, "question")}`,
        detail: {
          day: d.day,
          target: d.target,
          questionIds: d.questions.map((q) => q.questionId),
          slots: d.questions.map((q) => q.slot),
        },
      },
    ],
    DailyDropAnswerSubmitted: (d) => [answered(d, "Daily Drop", {})],
    DailyDropQuestionSkipped: (d) => [skipped(d, "Daily Drop", {})],
    LevelChanged: (d) => [
      {
        userId: d.userId,
        context: d.setId === undefined ? "daily-drop" : "focused",
        subject: d.subject,
        level: d.to,
        estimate: practiceEstimate(d.belief),
        summary: `${subjectName(d.subject)} level ${d.from} → ${d.to}`,
        detail: {
          day: d.day,
          from: d.from,
          ...(d.setId === undefined ? {} : { setId: d.setId }),
        },
      },
    ],
    DailyDropCompleted: (d) => [
      {
        userId: d.userId,
        xp: d.bonusXp,
        streakDays: d.streakDays,
        summary:
          `Daily Drop of ${d.day} completed: ${d.correct} correct, ${signed(d.bonusXp)} bonus, ` +
          `${d.streakDays}-day streak`,
        detail: {
          day: d.day,
          correct: d.correct,
          bonusXp: d.bonusXp,
          streakBrokenOn: d.streakBrokenOn,
        },
      },
    ],
    FocusedPracticeAssigned: (d) => [
      {
        userId: d.userId,
        context: "focused",
        subject: d.subject,
        summary:
          `Focused practice assigned: ${plural(d.questions.length, "question")} in ` +
          `${domainNameOf(d.domain)}${d.skill === null ? "" : ` (${d.skill})`}`,
        detail: {
          day: d.day,
          setId: d.setId,
          domain: d.domain,
          skill: d.skill,
          target: d.target,
          recommendationId: d.recommendationId,
          questionIds: d.questions.map((q) => q.questionId),
        },
      },
    ],
    FocusedAnswerSubmitted: (d) => [
      {
        ...answered(d, "Focused practice", { setId: d.setId, xpRule: d.xpRule }),
        context: "focused",
      },
    ],
    FocusedQuestionSkipped: (d) => [
      { ...skipped(d, "Focused practice", { setId: d.setId }), context: "focused" },
    ],
  },
});
