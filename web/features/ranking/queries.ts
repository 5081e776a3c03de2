// The How I Rank screen's reads and its one call, under ['rankings'] (the Friends screen reads
// the rankings again by that prefix after a friendship changes). Hiding oneself changes what
// others see, never one's own standing: the answer goes straight into the cached setting.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Rankings, RankingVisibility } from "../../../api/schemas/rankings.ts";
import { apiRequest, getJson } from "../../lib/api.ts";

export const rankingQueries = {
  all: () => ["rankings"] as const,
  /** GET /api/rankings: the four cards. */
  standings: () =>
    queryOptions({
      queryKey: [...rankingQueries.all(), "standings"],
      queryFn: ({ signal }) => getJson<Rankings>("/api/rankings", signal),
      meta: { handlesError: true },
    }),
  /** GET /api/rankings/visibility: whether I am hidden from other students' rankings. */
  visibility: () =>
    queryOptions({
      queryKey: [...rankingQueries.all(), "visibility"],
      queryFn: ({ signal }) => getJson<RankingVisibility>("/api/rankings/visibility", signal),
      meta: { handlesError: true },
    }),
};

/** The failure toast's title when the setting cannot be saved. */
export const VISIBILITY_FAILED = "Failed to update your ranking visibility";

/** PUT /api/rankings/visibility {hidden}: the setting as saved goes into the cache. */
export function useSetVisibility() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (hidden: boolean) =>
      apiRequest<RankingVisibility>("PUT", "/api/rankings/visibility", { hidden }),
    onSuccess: (saved) => client.setQueryData(rankingQueries.visibility().queryKey, saved),
    meta: { errorTitle: VISIBILITY_FAILED },
  });
}
