// The Student View's own reads, under the shared ['progress'] key (web/lib/queries.ts), so
// whatever refreshes progress (a Daily Drop answer) refreshes them too. The Parent View reads
// the shared detailed progress, and its one call sets the goal score. Each read takes the day the screen shows progress as of (time
// travel, ?asOf=), none for today; the day is part of its key.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  DetailedProgress,
  PerformanceDetailed,
  Projections,
} from "../../../api/schemas/practice.ts";
import { apiRequest, getJson } from "../../lib/api.ts";
import { asOfSearch, progressQueries } from "../../lib/queries.ts";

export const studentViewQueries = {
  /** The history, skills, XP and pacing. */
  performance: (asOf?: string) =>
    queryOptions({
      queryKey: [...progressQueries.all(), "performance", ...(asOf ? [{ asOf }] : [])],
      queryFn: ({ signal }) =>
        getJson<PerformanceDetailed>(
          `/api/progress/performance-detailed${asOfSearch(asOf)}`,
          signal,
        ),
      meta: { handlesError: true },
    }),
  /** The projection to the test date. */
  projections: (asOf?: string) =>
    queryOptions({
      queryKey: [...progressQueries.all(), "projections", ...(asOf ? [{ asOf }] : [])],
      queryFn: ({ signal }) =>
        getJson<Projections>(`/api/progress/projections${asOfSearch(asOf)}`, signal),
      meta: { handlesError: true },
    }),
};

/** The failure toast's title when the goal score cannot be saved. */
export const GOAL_SCORE_FAILED = "Failed to save the goal score";

/**
 * POST /api/progress/goal-score {goalScore}: the answer is the detailed progress with readiness
 * against the new goal, which goes straight into the cached Parent View.
 */
export function useSetGoalScore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (goalScore: number | null) =>
      apiRequest<DetailedProgress>("POST", "/api/progress/goal-score", { goalScore }),
    onSuccess: (saved) => client.setQueryData(progressQueries.detailed().queryKey, saved),
    meta: { errorTitle: GOAL_SCORE_FAILED },
  });
}
