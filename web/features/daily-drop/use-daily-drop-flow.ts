// Runs the Daily Drop's state machine (flow.ts): each event goes through `transition`, and the
// effects it answers are carried out here (the calls, toasts, the cache refresh after an answer,
// the logged-out redirect), their outcomes coming back as events. Timers stop and late answers
// are dropped once the screen unmounts.
//
// Offline: an answer is kept on the device instead of sent when the browser says it is offline,
// when answers already wait (they go first), or when the call fails for want of a network; it
// is then flushed at once if the network is there (web/lib/offline/use-answer-sync.ts), and the
// screen hears when the queue was sent. An answer made after the drop's day ended on the
// device's clock is not kept: the day is over.
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { toast } from "../../components/ui/use-toast.ts";
import { ApiError } from "../../lib/api.ts";
import type { User } from "../../lib/auth.ts";
import { localIsoDate } from "../../lib/dates.ts";
import { onAnswersSynced, syncAnswers } from "../../lib/offline/use-answer-sync.ts";
import { authQueries } from "../../lib/queries.ts";
import { useFlow, type FlowRuntime } from "../../lib/use-flow.ts";
import {
  initialFlow,
  type FlowEffect,
  type FlowEvent,
  type FlowState,
  type PendingAnswer,
} from "./flow-state.ts";
import { transition } from "./flow.ts";
import {
  classifyFailure,
  dailyDropCalls,
  refreshAfterAnswer,
  type DailyDropCalls,
} from "./queries.ts";

type Runtime = { calls: DailyDropCalls; queryClient: QueryClient } & FlowRuntime<FlowEvent>;

/** The browser knows it has no network. */
export const browserOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

/** A call that never reached the server (fetch's TypeError), as opposed to an answer from it. */
const unreachable = (error: unknown) => !(error instanceof ApiError) && error instanceof TypeError;

/** The drop's day has ended by the device's clock (the browser's time zone). */
export const dayIsOver = (day: string, now: Date = new Date()) => localIsoDate(now) > day;

const currentUserId = (client: QueryClient) =>
  client.getQueryData<User | null>(authQueries.user().queryKey)?.id ?? null;

function saveAnswer(
  effect: Extract<FlowEffect, { type: "answer" }>,
  rt: Runtime,
  failure: unknown,
): void {
  const { calls, dispatch, queryClient } = rt;
  const userId = currentUserId(queryClient);
  const answeredAt = new Date();
  if (userId === null) {
    dispatch({ type: "answer-failed", failure: classifyFailure(failure) });
    return;
  }
  if (dayIsOver(effect.day, answeredAt)) {
    dispatch({ type: "day-ended" });
    return;
  }
  const { body } = effect;
  calls
    .save({
      key: effect.key,
      userId,
      day: effect.day,
      questionId: body.questionId,
      userAnswer: body.userAnswer,
      isSkipped: body.isSkipped,
      responseTime: body.responseTime,
      ...(body.subjectType ? { subjectType: body.subjectType } : {}),
      ...(body.difficultyLevel ? { difficultyLevel: body.difficultyLevel } : {}),
      answeredAt: answeredAt.toISOString(),
      queuedAt: answeredAt.getTime(),
    })
    .then(
      () => {
        dispatch({ type: "answer-saved" });
        // With a network, send it now (the earlier ones first).
        if (!browserOffline()) void syncAnswers(userId, queryClient);
      },
      // No IndexedDB (a locked-down browser): the answer failed as before.
      () => dispatch({ type: "answer-failed", failure: classifyFailure(failure) }),
    );
}

/** The answers saved on this device for the drop of `day` (none when it cannot be read). */
async function savedFor(rt: Runtime, day: string): Promise<PendingAnswer[]> {
  const userId = currentUserId(rt.queryClient);
  if (userId === null) return [];
  try {
    const entries = await rt.calls.saved(userId, day);
    return entries.map(({ questionId, userAnswer }) => ({ questionId, userAnswer }));
  } catch {
    return [];
  }
}

function runEffect(effect: FlowEffect, rt: Runtime): void {
  const { calls, dispatch } = rt;
  switch (effect.type) {
    case "fetch-drop":
      calls.drop().then(
        async (drop) =>
          dispatch({ type: "drop-loaded", drop, pending: await savedFor(rt, drop.day) }),
        (error: unknown) => dispatch({ type: "drop-failed", failure: classifyFailure(error) }),
      );
      return;
    case "answer":
      if (effect.queue || browserOffline()) {
        saveAnswer(effect, rt, new TypeError("offline"));
        return;
      }
      calls.answer(effect.body, effect.key).then(
        (result) => dispatch({ type: "answered", result }),
        (error: unknown) =>
          unreachable(error)
            ? saveAnswer(effect, rt, error)
            : dispatch({ type: "answer-failed", failure: classifyFailure(error) }),
      );
      return;
    case "answer-recorded":
      refreshAfterAnswer(rt.queryClient, effect.result);
      return;
    case "toast":
      toast(effect.toast);
      return;
    case "redirect":
      // /api/login is the server's sign-in: a full page load.
      rt.later(effect.afterMs, () => window.location.assign(effect.to));
      return;
  }
}

/** How often an open, offline drop checks whether its day has ended. */
const DAY_CHECK_MS = 60_000;

/** The flow's state and a way to send it events. */
export function useDailyDropFlow(
  calls: DailyDropCalls = dailyDropCalls,
): [FlowState, (event: FlowEvent) => void] {
  const queryClient = useQueryClient();
  const [state, dispatch] = useFlow(initialFlow, transition, runEffect, { calls, queryClient });

  // The queue was sent (by this page, another tab or the worker): read the drop again.
  useEffect(() => onAnswersSynced(() => dispatch({ type: "queue-synced" })), [dispatch]);

  // Offline past midnight: the drop on screen belongs to a day that is over.
  const day = state.phase === "question" ? state.day : null;
  useEffect(() => {
    if (day === null) return;
    const check = () => {
      if (browserOffline() && dayIsOver(day)) dispatch({ type: "day-ended" });
    };
    check();
    const id = setInterval(check, DAY_CHECK_MS);
    document.addEventListener("visibilitychange", check);
    return () => {
      clearInterval(id);
      document.removeEventListener("visibilitychange", check);
    };
  }, [day, dispatch]);

  return [state, dispatch];
}
