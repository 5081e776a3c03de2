// Runs the Daily Drop's state machine (flow.ts): each event goes through `transition`, and the
// effects it answers are carried out here (the calls, toasts, the cache refresh after an answer,
// the logged-out redirect), their outcomes coming back as events. Timers stop and late answers
// are dropped once the screen unmounts.
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "../../components/ui/use-toast.ts";
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

type Runtime = {
  calls: DailyDropCalls;
  queryClient: QueryClient;
  later: (ms: number, run: () => void) => void;
  dispatch: (event: FlowEvent) => void;
};

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
  const [state, setState] = useState<FlowState>(initialFlow);
  const current = useRef<FlowState>(initialFlow);
  const mounted = useRef(false);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const runtime = useRef<Runtime | null>(null);

  const dispatch = useCallback((event: FlowEvent) => {
    const rt = runtime.current;
    if (!mounted.current || !rt) return;
    const [next, effects] = transition(current.current, event);
    if (next === current.current && effects.length === 0) return;
    current.current = next;
    setState(next);
    for (const effect of effects) runEffect(effect, rt);
  }, []);

  // What the effects need, refreshed after every render (events only arrive after mounting).
  useEffect(() => {
    runtime.current = {
      calls,
      queryClient,
      later: (ms, run) => {
        const id = setTimeout(() => {
          timers.current.delete(id);
          run();
        }, ms);
        timers.current.add(id);
      },
      dispatch,
    };
  });

  useEffect(() => {
    mounted.current = true;
    const pending = timers.current;
    return () => {
      mounted.current = false;
      for (const id of pending) clearTimeout(id);
      pending.clear();
    };
  }, []);

  return [state, dispatch];
}
