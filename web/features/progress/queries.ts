// The Student View's own reads, under the shared ['progress'] key (web/lib/queries.ts), so
// whatever refreshes progress (a Daily Drop answer) refreshes them too. The Parent View reads
// the shared detailed progress. Each read takes the day the screen shows progress as of (time
// travel, ?asOf=), none for today; the day is part of its key.
import { queryOptions } from "@tanstack/react-query";
import type { PerformanceDetailed, Projections } from "../../../api/schemas/practice.ts";
import { getJson } from "../../lib/api.ts";
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
