// GET /api/progress/detailed as a student with no diagnostic and no answers gets it: the views'
// tests start from it and change what they test.
import type { DetailedProgress } from "../../api/schemas/practice.ts";

/** A week with nothing done: no figure to show. */
export const EMPTY_WEEK: DetailedProgress["weekly"] = {
  questionsAnswered: 0,
  correct: 0,
  skipped: 0,
  dailyDrop: { questions: 0, correct: 0, skipped: 0 },
  practice: { questions: 0, correct: 0, skipped: 0 },
  accuracy: null,
  participation: null,
  daysPracticed: 0,
  possibleDays: 0,
  streakDays: 0,
};

const unmeasured = { score: 500, low: 340, high: 660, measured: false };

export const NEW_STUDENT_PROGRESS: DetailedProgress = {
  correctAnswers: 0,
  totalQuestionsAnswered: 0,
  currentEnglishLevel: 1,
  currentMathLevel: 1,
  projectedEnglishLevel: 1,
  projectedMathLevel: 1,
  daysUntilTest: 90,
  completionRate: 0,
  streakDays: 0,
  measured: { english: false, math: false },
  estimatedScores: { english: unmeasured, math: unmeasured },
  estimatedTotal: { score: 1000, low: 680, high: 1320 },
  goalScore: null,
  testReadiness: null,
  weekly: EMPTY_WEEK,
  questionsPerDay: [],
};
