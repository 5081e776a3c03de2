// The Question reports panel's calls: the open reports (GET /api/admin/question-reports) and
// resolving one (retire, revise, dismiss). A resolution refreshes the queue and the questions
// table (a retired or revised question changes it).
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { QueuedReport, ResolveBody, ResolveResult } from "../../../api/schemas/reports.ts";
import { toast } from "../../components/ui/use-toast.ts";
import { apiRequest, getJson } from "../../lib/api.ts";
import { adminQueries } from "./queries.ts";

export const reportQueries = {
  all: () => [...adminQueries.all(), "question-reports"] as const,
  open: () =>
    queryOptions({
      queryKey: [...reportQueries.all(), "open"],
      queryFn: () => getJson<QueuedReport[]>("/api/admin/question-reports?status=open"),
      meta: { handlesError: true },
    }),
};

export function useResolveReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, body }: { reportId: string; body: ResolveBody }) =>
      apiRequest<ResolveResult>(
        "POST",
        `/api/admin/question-reports/${encodeURIComponent(reportId)}/resolve`,
        body,
      ),
    // Toasted here, not in the item's mutate callbacks: a resolved report leaves the refreshed
    // queue, and callbacks given to mutate() never run once their component is gone.
    onSuccess: (result) => void toast({ title: resolvedToast(result) }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: reportQueries.all() }),
        client.invalidateQueries({ queryKey: adminQueries.questions().queryKey }),
      ]),
    meta: { handlesError: true },
  });
}

/** What a resolution's toast says. */
export function resolvedToast(result: ResolveResult): string {
  if (result.resolution === "retired") {
    const others = result.resolvedReportIds.length - 1;
    return others > 0
      ? `Question retired. ${others} other open ${others === 1 ? "report" : "reports"} of it resolved too.`
      : "Question retired. It will not be served again.";
  }
  return result.resolution === "revised" ? "Question revised." : "Report dismissed.";
}
