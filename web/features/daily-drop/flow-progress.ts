// Where a Daily Drop stands, read from the flow's state: which questions are answered or saved on
// the device, whether the one on screen is the last, whether the tip shows, how full the bar is.
import type { DailyDropQuestion } from "../../../api/schemas/practice.ts";
import type { PendingAnswer, FlowState } from "./flow-state.ts";

/** The saved answer to this question, if one waits on the device. */
export function pendingOf(
  pending: readonly PendingAnswer[],
  questionId: string,
): PendingAnswer | null {
  return pending.find((p) => p.questionId === questionId) ?? null;
}

/** Neither answered nor saved: the student can still answer it. */
export function isOpen(q: DailyDropQuestion, pending: readonly PendingAnswer[]): boolean {
  return q.answered === null && pendingOf(pending, q.id) === null;
}

/** Questions answered so far, saved ones included (the progress bar). */
export function answeredCount(
  questions: readonly DailyDropQuestion[],
  pending: readonly PendingAnswer[] = [],
): number {
  return questions.filter((q) => !isOpen(q, pending)).length;
}

/** True when no question but the one on screen is still open: its button is Complete Session. */
export function isLastQuestion(state: Extract<FlowState, { phase: "question" }>): boolean {
  return state.questions.every((q, i) => i === state.index || !isOpen(q, state.pending));
}

/** The saved answer of the question on screen (it shows as saved, not as a result). */
export function savedOnScreen(
  state: Extract<FlowState, { phase: "question" }>,
): PendingAnswer | null {
  const question = state.questions[state.index]!;
  return question.answered === null ? pendingOf(state.pending, question.id) : null;
}

/**
 * The tip card shows on the first question before it is answered (spec §3): not once it has its
 * result, nor when the student resumes further on.
 */
export function showsTip(state: Extract<FlowState, { phase: "question" }>): boolean {
  return (
    state.index === 0 &&
    state.feedback === null &&
    state.questions[0] !== undefined &&
    isOpen(state.questions[0], state.pending)
  );
}

/** How full the bar is: answered out of the drop's length, as a percent (0–100). */
export function progressPercent(answered: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, (answered / total) * 100));
}
