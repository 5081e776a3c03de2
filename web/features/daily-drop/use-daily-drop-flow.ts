// Runs the Daily Drop's state machine (flow.ts): each event goes through `transition`, and the
// effects it answers are carried out here (the calls, toasts, the cache refresh after an answer,
// the logged-out redirect), their outcomes coming back as events. Timers stop and late answers
// are dropped once the screen unmounts.
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { toast } from "../../components/ui/use-toast.ts";
import { useFlow, type FlowRuntime } from "../../lib/use-flow.ts";
import {
  initialFlow,
  transition,
  type FlowEffect,
  type FlowEvent,
  type FlowState,
} from "./flow.ts";
import {
  classifyFailure,
  dailyDropCalls,
  refreshAfterAnswer,
  type DailyDropCalls,
} from "./queries.ts";

type Runtime = { calls: DailyDropCalls; queryClient: QueryClient } & FlowRuntime<FlowEvent>;

function runEffect(effect: FlowEffect, rt: Runtime): void {
  const { calls, dispatch } = rt;
  switch (effect.type) {
    case "fetch-drop":
      calls.drop().then(
        (drop) => dispatch({ type: "drop-loaded", drop }),
        (error: unknown) => dispatch({ type: "drop-failed", failure: classifyFailure(error) }),
      );
      return;
    case "answer":
      calls.answer(effect.body, effect.key).then(
        (result) => dispatch({ type: "answered", result }),
        (error: unknown) => dispatch({ type: "answer-failed", failure: classifyFailure(error) }),
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

/** The flow's state and a way to send it events. */
export function useDailyDropFlow(
  calls: DailyDropCalls = dailyDropCalls,
): [FlowState, (event: FlowEvent) => void] {
  const queryClient = useQueryClient();
  return useFlow(initialFlow, transition, runEffect, { calls, queryClient });
}
