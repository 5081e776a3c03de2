// The Daily Drop's calls, and what an answer changes in the cached reads. The calls go through
// web/lib/api.ts's conventions: the session cookie on every request, JSON bodies, and one error
// shape (ApiError, "status: body"), so a student sees `errorText` (the API's own sentence), never
// raw JSON. The answer call also sends an Idempotency-Key header. An answer that cannot be sent
// is kept on the device (`save`) and read back on a reload (`saved`).
import type { QueryClient } from "@tanstack/react-query";
import type {
  DailyDrop,
  DailyDropAnswerBody,
  DailyDropAnswerResult,
  DailyDropProgress,
} from "../../../api/schemas/practice.ts";
import { apiRequest, getJson } from "../../lib/api.ts";
import { enqueueAnswer, pendingAnswers } from "../../lib/offline/answer-queue.ts";
import type { User } from "../../lib/auth.ts";
import { authQueries, dailyDropQueries, progressQueries } from "../../lib/queries.ts";

export const dailyDropCalls = {
  drop: () => getJson<DailyDrop>("/api/daily-drop"),
  answer: (body: DailyDropAnswerBody, key: string) =>
    apiRequest<DailyDropAnswerResult>("POST", "/api/daily-drop/answer", body, {
      "Idempotency-Key": key,
    }),
  /** Keeps an answer on this device (web/lib/offline/answer-queue.ts). */
  save: enqueueAnswer,
  /** The answers this student saved on this device for the drop of `day`. */
  saved: async (userId: string, day: string) =>
    (await pendingAnswers(userId)).filter((entry) => entry.day === day),
};

export type DailyDropCalls = typeof dailyDropCalls;

export { newIdempotencyKey } from "../../lib/idempotency.ts";
export { classifyFailure } from "../../lib/call-failure.ts";

/** The progress numbers after an answer, before the server is asked again. */
export function progressAfterAnswer(
  progress: DailyDropProgress,
  result: DailyDropAnswerResult,
): DailyDropProgress {
  const levels = { ...progress.currentLevels };
  if (result.shouldLevelUp) {
    const { subject, newLevel } = result.shouldLevelUp;
    levels[subject] = Math.max(levels[subject], newLevel);
  }
  return {
    ...progress,
    todaySession: {
      isCompleted: result.isCompleted,
      questionsCompleted: result.questionsCompleted,
      totalXP: result.todayXP,
    },
    streakDays: result.streakDays,
    totalXP: result.totalXP,
    currentLevels: levels,
  };
}

/**
 * An answer landed: the new totals go straight into the cached user (the navigation's badges)
 * and Daily Drop progress (the header, level cards, dashboard), then those and everything under
 * ['progress'] (the dashboard's chart, the Progress screen) are read again from the server.
 */
export function refreshAfterAnswer(client: QueryClient, result: DailyDropAnswerResult): void {
  client.setQueryData<User | null>(authQueries.user().queryKey, (user) =>
    user ? { ...user, totalXP: result.totalXP, streakDays: result.streakDays } : user,
  );
  client.setQueryData(dailyDropQueries.progress().queryKey, (progress) =>
    progress ? progressAfterAnswer(progress, result) : progress,
  );
  void client.invalidateQueries({ queryKey: dailyDropQueries.all() });
  void client.invalidateQueries({ queryKey: authQueries.user().queryKey });
  void client.invalidateQueries({ queryKey: progressQueries.all() });
}
