// How an answered question's result reads (the Daily Drop's and Practice Mode's feedback):
// its heading, the key with its text, the level-up banner, and how many students missed it.
import type { DailyDropAnswerResult } from "../../../api/schemas/practice.ts";
import { subjectLabel } from "./card-model.ts";
import { choiceLetter, parseChoices } from "./choices.ts";

/** An answer call's result as the question keeps it once answered (what a reload shows too). */
export function answeredOf(result: DailyDropAnswerResult) {
  return {
    isCorrect: result.isCorrect,
    xp: result.xp,
    performanceCategory: result.performanceCategory,
    correctAnswer: result.correctAnswer,
    explanation: result.explanation,
    // The server's record: a retry after a lost response gets the first answer's result.
    userAnswer: result.userAnswer,
    isSkipped: result.isSkipped,
    missedShare: result.missedShare ?? null,
  };
}

/** "41% of students missed this" once the question has enough answers (the server sends null
 *  before 30, and nothing where a reload shows the result): null when there is nothing to say. */
export function missedShareText(missedShare: number | null | undefined): string | null {
  return missedShare === null || missedShare === undefined
    ? null
    : `${missedShare}% of students missed this`;
}

/** The result's heading: 'Correct!', 'Incorrect', or 'Skipped' for a skip. */
export function resultTitle(answered: { isCorrect: boolean; isSkipped: boolean }): string {
  if (answered.isSkipped) return "Skipped";
  return answered.isCorrect ? "Correct!" : "Incorrect";
}

/** The key's letter and its text, e.g. { letter: "B", text: "thorough" } (text null if unknown). */
export function correctChoice(
  options: unknown,
  letter: string,
): { letter: string; text: string | null } {
  const parsed = parseChoices(options);
  if (parsed.kind !== "choices") return { letter, text: null };
  const index = parsed.choices.findIndex((_, i) => choiceLetter(i) === letter);
  return { letter, text: index === -1 ? null : parsed.choices[index]! };
}

/** The level-up banner: "Level up! Math Level 6". */
export function levelUpText(levelUp: { subject: string; newLevel: number }): string {
  return `Level up! ${subjectLabel(levelUp.subject)} Level ${levelUp.newLevel}`;
}
