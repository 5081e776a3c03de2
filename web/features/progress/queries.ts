// The Progress screen's reads. Each key is the route itself (the default query function's
// convention), so whatever changes progress (a Daily Drop answer) can invalidate them by key.
import { queryOptions } from "@tanstack/react-query";
import type {
  DetailedProgress,
  PerformanceDetailed,
  Projections,
} from "../../../api/schemas/practice.ts";
import { getJson } from "../../lib/api.ts";

export const progressQueries = {
  /** The parent view: levels, readiness and the week. */
  detailed: () =>
    queryOptions({
      queryKey: ["/api/progress/detailed"],
      queryFn: ({ signal }) => getJson<DetailedProgress>("/api/progress/detailed", signal),
    }),
  /** The student view's history, skills, XP and pacing. */
  performance: () =>
    queryOptions({
      queryKey: ["/api/progress/performance-detailed"],
      queryFn: ({ signal }) =>
        getJson<PerformanceDetailed>("/api/progress/performance-detailed", signal),
    }),
  /** The student view's projection to the test date. */
  projections: () =>
    queryOptions({
      queryKey: ["/api/progress/projections"],
      queryFn: ({ signal }) => getJson<Projections>("/api/progress/projections", signal),
    }),
};
