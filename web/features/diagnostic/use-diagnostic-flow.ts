// Runs the diagnostic's state machine (flow.ts): each event goes through `transition`, and the
// effects it answers are carried out here (the calls, toasts, the 2 s pause, redirects), their
// outcomes coming back as events. Timers stop and late answers are dropped once the screen
// unmounts.
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { toast } from "../../components/ui/use-toast.ts";
import { authQueries } from "../../lib/queries.ts";
import { useFlow, type FlowRuntime } from "../../lib/use-flow.ts";
import {
  initialFlow,
  measuredResultOf,
  transition,
  type FlowEffect,
  type FlowEvent,
  type FlowState,
} from "./flow.ts";
import { classifyFailure, diagnosticCalls, type DiagnosticCalls } from "./queries.ts";

type Runtime = {
  calls: DiagnosticCalls;
  queryClient: QueryClient;
  navigate: (to: string) => void;
} & FlowRuntime<FlowEvent>;

function runEffect(effect: FlowEffect, rt: Runtime): void {
  const { calls, dispatch } = rt;
  switch (effect.type) {
    case "start":
      calls.start(effect.subject).then(
        (session) => dispatch({ type: "started", session }),
        (error: unknown) => dispatch({ type: "start-failed", failure: classifyFailure(error) }),
      );
      return;
    case "fetch-question":
      calls.question(effect.subject).then(
        (result) => dispatch({ type: "question-loaded", result }),
        (error: unknown) => dispatch({ type: "question-failed", failure: classifyFailure(error) }),
      );
      return;
    case "answer":
      calls
        .answer(effect.subject, {
          questionId: effect.questionId,
          answer: effect.answer,
          responseTime: effect.responseTime,
        })
        .then(
          (result) => dispatch({ type: "answered", result }),
          (error: unknown) => dispatch({ type: "answer-failed", failure: classifyFailure(error) }),
        );
      return;
    case "mark-complete":
      calls
        .markComplete()
        .catch((error: unknown) => {
          // The spec: a failure to mark the diagnostic complete is only a console warning.
          console.warn("Failed to mark the diagnostic complete:", error);
        })
        .then(async () => {
          // The dashboard shows the new scores and 'Diagnostic Complete ✓'; Home re-reads the
          // profile.
          void rt.queryClient.invalidateQueries({ queryKey: authQueries.profile().queryKey });
          void rt.queryClient.invalidateQueries({ queryKey: authQueries.user().queryKey });
          // English's result from the server: re-scored with the Math answers, beside the score
          // first measured when English ended, so a reload explains the change just the same.
          const result = await calls.question("english").catch(() => null);
          const english = result?.completed ? measuredResultOf(result) : undefined;
          dispatch({ type: "marked-complete", english });
        });
      return;
    case "toast":
      toast(effect.toast);
      return;
    case "wait":
      rt.later(effect.ms, () => dispatch(effect.then));
      return;
    case "redirect":
      rt.later(effect.afterMs, () => {
        // /api/login is the server's sign-in (a full page load); / is the app's own route.
        if (effect.to === "/api/login") window.location.assign(effect.to);
        else rt.navigate(effect.to);
      });
      return;
  }
}

/** The flow's state and a way to send it events. */
export function useDiagnosticFlow(
  calls: DiagnosticCalls = diagnosticCalls,
): [FlowState, (event: FlowEvent) => void] {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useFlow(initialFlow, transition, runEffect, {
    calls,
    queryClient,
    navigate: (to: string) => navigate(to),
  });
}
