// The admin screen's calls: the dataset's stats rows, the per-question statistics, building
// the dataset (which refreshes both), the analyst access log (newest first, a page at a time),
// and the Projections panel's reads (each read model's
// status, the rebuild's progress, polled every REBUILD_POLL_MS while one runs) and its start. A student gets 403 from each; the screen says the page is
// for administrators (the spec's client applies no role check of its own).
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import type { ProjectionList, RebuildProgress, RebuildRead } from "../../../api/schemas/admin.ts";
import type { AnalystAccess } from "../../../api/schemas/analyst.ts";
import type { CalibrationRun, CalibrationSummary } from "../../../api/schemas/calibration.ts";
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
  projections: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), "projections"],
      queryFn: () => getJson<ProjectionList>("/api/admin/projections"),
      meta: { handlesError: true },
    }),
  /** The analyst access log, newest first; each further page is the accesses before the last. */
  analystAccesses: () =>
    infiniteQueryOptions({
      queryKey: [...adminQueries.all(), "analyst-accesses"],
      queryFn: ({ pageParam }) =>
        getJson<AnalystAccessPage>(
          `/api/admin/analyst-accesses?limit=${ANALYST_ACCESS_PAGE}` +
            (pageParam ? `&before=${encodeURIComponent(pageParam)}` : ""),
        ),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextBefore,
      meta: { handlesError: true },
    }),
  /** The item calibration's latest run and the items flagged for a bad fit. */
  calibration: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), "calibration"],
      queryFn: () => getJson<CalibrationSummary>("/api/admin/calibration"),
      meta: { handlesError: true },
    }),
  /** The current or last rebuild: polled while one runs, still otherwise. */
  rebuild: () =>
    queryOptions({
      queryKey: [...adminQueries.projections().queryKey, "rebuild"],
      queryFn: () => getJson<RebuildRead>("/api/admin/projections/rebuild"),
      refetchInterval: (query) =>
        isRunning(query.state.data?.rebuild ?? null) ? REBUILD_POLL_MS : false,
    }),
};

/** Accesses per page of the analyst access log. */
export const ANALYST_ACCESS_PAGE = 50;

/** One page of GET /api/admin/analyst-accesses. */
export type AnalystAccessPage = { accesses: AnalystAccess[]; nextBefore: string | null };

/** How often the progress read is polled while a rebuild runs. */
export const REBUILD_POLL_MS = 500;

/** Whether a rebuild is still going (it has neither finished nor failed). */
export function isRunning(rebuild: RebuildProgress | null): rebuild is RebuildProgress {
  return rebuild !== null && rebuild.phase !== "done" && rebuild.phase !== "failed";
}

/** Starts a rebuild; its answer is the progress read's first value, so the bar shows at once. */
export function useStartRebuild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projection: string) =>
      apiRequest<{ rebuild: RebuildProgress }>(
        "POST",
        `/api/admin/projections/${encodeURIComponent(projection)}/rebuild`,
      ),
    meta: { errorTitle: "Rebuild not started", errorFallback: "Failed to start the rebuild" },
    onSuccess: (started) =>
      queryClient.setQueryData(adminQueries.rebuild().queryKey, { rebuild: started.rebuild }),
  });
}

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

/** Runs the item calibration; its result is shown in the panel, and every admin read (the
 *  summary, the questions' difficulties) is read again. */
export function useCalibrate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CalibrationRun>("POST", "/api/admin/calibrate"),
    meta: { errorTitle: "Calibration failed", errorFallback: "Failed to calibrate the items" },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueries.all() }),
  });
}
