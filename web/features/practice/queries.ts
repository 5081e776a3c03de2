// Focused practice's calls and keys. Starting is a POST (the server makes the set, or returns
// today's unfinished one for the same area), so the screen starts once per address and keeps
// the set it got; an answer patches the set in the cache and refreshes what it changes (the
// navigation's XP, the Daily Drop progress's levels and XP, the progress reads).
import type { QueryClient } from "@tanstack/react-query";
import type {
  DailyDropAnswerBody,
  FocusedAnswerResult,
  FocusedSetView,
  FocusedStartBody,
} from "../../../api/schemas/practice.ts";
import { answeredOf } from "../../components/question-card/feedback-model.ts";
import { apiRequest, getJson } from "../../lib/api.ts";
import type { User } from "../../lib/auth.ts";
import { authQueries, dailyDropQueries, progressQueries } from "../../lib/queries.ts";

export const practiceCalls = {
  start: (body: FocusedStartBody) =>
    apiRequest<FocusedSetView>("POST", "/api/practice/focused", body),
  set: (setId: string) => getJson<FocusedSetView>(`/api/practice/focused/${setId}`),
  answer: (setId: string, body: DailyDropAnswerBody, key: string) =>
    apiRequest<FocusedAnswerResult>("POST", `/api/practice/focused/${setId}/answer`, body, {
      "Idempotency-Key": key,
    }),
};

export const practiceQueries = {
  all: () => ["practice"] as const,
  /** The set a start with this body gave (kept: starting again would be another POST). */
  started: (body: FocusedStartBody) =>
    [
      ...practiceQueries.all(),
      "started",
      body.recommendationId ?? "",
      body.domain ?? "",
      body.skill ?? "",
    ] as const,
};

/** The set with an answer's result in its question, its summary and the day's focused XP. */
export function setAfterAnswer(
  set: FocusedSetView,
  questionId: string,
  result: FocusedAnswerResult,
): FocusedSetView {
  const questions = set.questions.map((q) =>
    q.id === questionId
      ? {
          ...q,
          answered: {
            ...answeredOf(result),
            xpRule: result.xpRule,
            xpNote: result.xpNote,
            shouldLevelUp: result.shouldLevelUp,
          },
        }
      : q,
  );
  const done = questions.flatMap((q) => (q.answered ? [q.answered] : []));
  return {
    ...set,
    questions,
    completed: result.isCompleted,
    summary: {
      answered: done.length,
      correct: done.filter((a) => a.isCorrect).length,
      skipped: done.filter((a) => a.isSkipped).length,
      xp: done.reduce((sum, a) => sum + a.xp, 0),
    },
    focusedXpToday: result.todayXP,
  };
}

/** An answer landed: the user's XP at once, then the reads it changes again from the server. */
export function refreshAfterFocusedAnswer(client: QueryClient, result: FocusedAnswerResult): void {
  client.setQueryData<User | null>(authQueries.user().queryKey, (user) =>
    user ? { ...user, totalXP: result.totalXP } : user,
  );
  void client.invalidateQueries({ queryKey: dailyDropQueries.all() });
  void client.invalidateQueries({ queryKey: authQueries.user().queryKey });
  void client.invalidateQueries({ queryKey: progressQueries.all() });
}
