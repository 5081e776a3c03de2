// The admin screen's calls: the dataset's stats rows, the per-question statistics, and building
// the dataset (which refreshes both). A student gets 403 from each; the screen says the page is
// for administrators (the spec's client applies no role check of its own).
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  BuildResult,
  DatasetStatsRow,
  QuestionStatsRow,
} from "../../../api/schemas/questions.ts";
import { ApiError, apiRequest, getJson } from "../../lib/api.ts";
import type { CallMeta } from "../../lib/query-client.ts";

export const adminQueries = {
  all: () => ["admin"] as const,
  stats: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), "dataset-stats"],
      queryFn: () => getJson<DatasetStatsRow[]>("/api/admin/dataset-stats"),
      meta: { handlesError: true },
    }),
  questions: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), "questions"],
      queryFn: () => getJson<QuestionStatsRow[]>("/api/admin/questions"),
      meta: { handlesError: true },
    }),
};

/** The failure toast (the default one): 'Dataset Build Failed' with the message, or 'Failed to
 *  build dataset'. */
export const buildFailedMeta = {
  errorTitle: "Dataset Build Failed",
  errorFallback: "Failed to build dataset",
} satisfies CallMeta;

export function useBuildDataset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<BuildResult>("POST", "/api/admin/build-dataset"),
    meta: buildFailedMeta,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueries.all() }),
  });
}

/** The API's answer to a student on an admin route. */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/** The success toast: 'Dataset Built Successfully' with the counts. */
export function builtToast(result: BuildResult) {
  return {
    title: "Dataset Built Successfully",
    description: `${result.success} questions ready (${result.published} new), ${result.failed} failed.`,
  };
}
