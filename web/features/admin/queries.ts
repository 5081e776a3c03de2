// The admin screen's calls: the dataset's stats rows, the per-question statistics, and building
// the dataset (which refreshes both). A student gets 403 from each; the screen says the page is
// for administrators (the spec's client applies no role check of its own).
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  BuildResult,
  DatasetStatsRow,
  QuestionStatsRow,
} from "../../../api/schemas/questions.ts";
import { ApiError, apiRequest, errorText, getJson } from "../../lib/api.ts";

export const adminQueries = {
  stats: () =>
    queryOptions({
      queryKey: ["/api/admin/dataset-stats"],
      queryFn: () => getJson<DatasetStatsRow[]>("/api/admin/dataset-stats"),
    }),
  questions: () =>
    queryOptions({
      queryKey: ["/api/admin/questions"],
      queryFn: () => getJson<QuestionStatsRow[]>("/api/admin/questions"),
    }),
};

export function useBuildDataset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<BuildResult>("POST", "/api/admin/build-dataset"),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueries.stats().queryKey }),
        queryClient.invalidateQueries({ queryKey: adminQueries.questions().queryKey }),
      ]);
    },
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

/** The failure toast: 'Dataset Build Failed' with the message, or 'Failed to build dataset'. */
export function buildFailedToast(error: unknown) {
  return {
    title: "Dataset Build Failed",
    description: errorText(error).trim() || "Failed to build dataset",
    variant: "destructive" as const,
  };
}
