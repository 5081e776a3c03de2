// The dashboard's reads: the Daily Drop progress (the Daily Drop card and the tiles) and the
// detailed progress (the chart's questions per day). Their keys are their paths, the same keys
// the Daily Drop screen refreshes after each answer. Each is read again whenever the dashboard
// opens (the cached numbers show meanwhile): they change with the day, and with practice on
// other screens, which the spec's "fresh forever" default would miss.
import { queryOptions } from "@tanstack/react-query";
import type { DailyDropProgress, DetailedProgress } from "../../../api/schemas/practice.ts";
import { getJson } from "../../lib/api.ts";

export const dashboardQueries = {
  dropProgress: () =>
    queryOptions({
      queryKey: ["/api/daily-drop/progress"],
      queryFn: () => getJson<DailyDropProgress>("/api/daily-drop/progress"),
      refetchOnMount: "always",
    }),
  detailedProgress: () =>
    queryOptions({
      queryKey: ["/api/progress/detailed"],
      queryFn: () => getJson<DetailedProgress>("/api/progress/detailed"),
      refetchOnMount: "always",
    }),
};
