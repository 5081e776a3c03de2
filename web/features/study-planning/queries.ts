// The Study Planning screen's reads and its one call, under ['study-planning']: the
// recommendations, the insights, the timing advice and the plan. Creating a plan reads the plan
// and the timing again (the timing follows the plan's hours and preferred time). Every read's
// failure is shown by its tab (`handlesError`), and a 401 by the screen's forced login; the
// create call's toasts are its own (success, the spec's failure sentence, or the forced login).
import { queryOptions, useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type {
  OptimalTiming,
  PerformanceInsight,
  StudyPlan,
  StudyRecommendation,
} from "../../../api/schemas/planning.ts";
import { apiRequest, getJson } from "../../lib/api.ts";
import { toast } from "../../components/ui/use-toast.ts";
import { isUnauthorized, planBody, planToasts, type PlanForm } from "./planning-model.ts";

export const planningQueries = {
  all: () => ["study-planning"] as const,
  /** GET /api/study-recommendations. */
  recommendations: () =>
    queryOptions({
      queryKey: [...planningQueries.all(), "recommendations"],
      queryFn: ({ signal }) => getJson<StudyRecommendation[]>("/api/study-recommendations", signal),
      // What is done today changes as the student practises elsewhere: read again on opening.
      refetchOnMount: "always",
      meta: { handlesError: true },
    }),
  /** GET /api/performance-insights. */
  insights: () =>
    queryOptions({
      queryKey: [...planningQueries.all(), "insights"],
      queryFn: ({ signal }) => getJson<PerformanceInsight[]>("/api/performance-insights", signal),
      meta: { handlesError: true },
    }),
  /** GET /api/optimal-study-timing. */
  timing: () =>
    queryOptions({
      queryKey: [...planningQueries.all(), "timing"],
      queryFn: ({ signal }) => getJson<OptimalTiming>("/api/optimal-study-timing", signal),
      meta: { handlesError: true },
    }),
  /** GET /api/study-plan: the latest plan, or null before the first. */
  plan: () =>
    queryOptions({
      queryKey: [...planningQueries.all(), "plan"],
      queryFn: async ({ signal }) =>
        (await getJson<{ plan: StudyPlan | null }>("/api/study-plan", signal)).plan,
      meta: { handlesError: true },
    }),
};

/** A plan was created: its answer goes straight into the cache, and the plan and timing are
 *  read again (the schedule's progress and the timing advice follow the new plan). */
export function afterPlanCreated(client: QueryClient, plan: StudyPlan): Promise<unknown> {
  client.setQueryData(planningQueries.plan().queryKey, plan);
  return Promise.all([
    client.invalidateQueries({ queryKey: planningQueries.plan().queryKey }),
    client.invalidateQueries({ queryKey: planningQueries.timing().queryKey }),
  ]);
}

export const createStudyPlan = async (form: PlanForm): Promise<StudyPlan> =>
  (await apiRequest<{ success: true; plan: StudyPlan }>("POST", "/api/study-plan", planBody(form)))
    .plan;

/** What the screen does when a create call lands: hide the form, or sign in again. */
export type PlanCreateHandlers = {
  /** The call, `createStudyPlan` but for tests. */
  call?: (form: PlanForm) => Promise<StudyPlan>;
  hideForm: () => void;
  forceLogin: () => void;
};

/**
 * POST /api/study-plan's mutation. Success: the plan into the cache, the form hidden, the
 * success toast, the plan and timing read again. Failure: a 401 'Unauthorized' is the forced
 * login; anything else the spec's 'Failed to create study plan. Please try again.'. Both are the
 * mutation's own callbacks, so they run even if the tab was left meanwhile.
 */
export function planCreateOptions(
  client: QueryClient,
  { call = createStudyPlan, hideForm, forceLogin }: PlanCreateHandlers,
) {
  return {
    mutationFn: call,
    onSuccess: (plan: StudyPlan) => {
      hideForm();
      toast(planToasts.created(plan));
      return afterPlanCreated(client, plan);
    },
    onError: (error: unknown) => {
      if (isUnauthorized(error)) forceLogin();
      else toast(planToasts.failed);
    },
    meta: { handlesError: true as const },
  };
}

export function useCreateStudyPlan(handlers: PlanCreateHandlers) {
  const client = useQueryClient();
  return useMutation(planCreateOptions(client, handlers));
}
