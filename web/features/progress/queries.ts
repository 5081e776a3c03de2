// The Student View's own reads, under the shared ['progress'] key (web/lib/queries.ts), so
// whatever refreshes progress (a Daily Drop answer) refreshes them too. The Parent View reads
// the shared detailed progress.
import { queryOptions } from "@tanstack/react-query";
import type { PerformanceDetailed, Projections } from "../../../api/schemas/practice.ts";
import { getJson } from "../../lib/api.ts";
import { progressQueries } from "../../lib/queries.ts";

export const studentViewQueries = {
  /** The history, skills, XP and pacing. */
  performance: () =>
    queryOptions({
      queryKey: [...progressQueries.all(), "performance"],
      queryFn: ({ signal }) =>
        getJson<PerformanceDetailed>("/api/progress/performance-detailed", signal),
      meta: { handlesError: true },
    }),
  /** The projection to the test date. */
  projections: () =>
    queryOptions({
      queryKey: [...progressQueries.all(), "projections"],
      queryFn: ({ signal }) => getJson<Projections>("/api/progress/projections", signal),
      meta: { handlesError: true },
    }),
};
