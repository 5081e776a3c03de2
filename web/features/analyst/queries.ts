// The analyst screen's reads, all under ["analyst", …]: the student search, the paged timeline
// (an infinite query on `after` / `nextAfter`), the progress as of a day, and the cohort's items,
// skills and days. Each read shows its own failure on the screen (handlesError); a 403 says the
// account is not an analyst.
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  AnalystProgress,
  AnalystSearch,
  cohortDaysSchema,
  cohortItemsSchema,
  cohortSkillsSchema,
  TimelinePage,
} from "../../../api/schemas/analyst.ts";
import { ApiError, getJson } from "../../lib/api.ts";
import { TIMELINE_PAGE_SIZE } from "./model.ts";

export type CohortItems = z.infer<typeof cohortItemsSchema>;
export type CohortSkills = z.infer<typeof cohortSkillsSchema>;
export type CohortDays = z.infer<typeof cohortDaysSchema>;

const student = (id: string) => `/api/analyst/students/${encodeURIComponent(id)}`;

export const analystQueries = {
  all: () => ["analyst"] as const,
  search: (q: string) =>
    queryOptions({
      queryKey: [...analystQueries.all(), "search", q],
      queryFn: ({ signal }) =>
        getJson<AnalystSearch>(`/api/analyst/students?q=${encodeURIComponent(q)}`, signal),
      meta: { handlesError: true },
      staleTime: 30_000,
    }),
  timeline: (id: string) =>
    infiniteQueryOptions({
      queryKey: [...analystQueries.all(), "student", id, "timeline"],
      queryFn: ({ pageParam, signal }) =>
        getJson<TimelinePage>(
          `${student(id)}/timeline?after=${pageParam}&limit=${TIMELINE_PAGE_SIZE}`,
          signal,
        ),
      initialPageParam: 0,
      getNextPageParam: (last: TimelinePage) => last.nextAfter ?? undefined,
      meta: { handlesError: true },
    }),
  progress: (id: string, asOf: string) =>
    queryOptions({
      queryKey: [...analystQueries.all(), "student", id, "progress", asOf],
      queryFn: ({ signal }) =>
        getJson<AnalystProgress>(`${student(id)}/progress?asOf=${asOf}`, signal),
      meta: { handlesError: true },
    }),
  cohortItems: () =>
    queryOptions({
      queryKey: [...analystQueries.all(), "cohort", "items"],
      queryFn: ({ signal }) => getJson<CohortItems>("/api/analyst/cohort/items", signal),
      meta: { handlesError: true },
    }),
  cohortSkills: () =>
    queryOptions({
      queryKey: [...analystQueries.all(), "cohort", "skills"],
      queryFn: ({ signal }) => getJson<CohortSkills>("/api/analyst/cohort/skills", signal),
      meta: { handlesError: true },
    }),
  cohortDays: (from: string, to: string) =>
    queryOptions({
      queryKey: [...analystQueries.all(), "cohort", "days", from, to],
      queryFn: ({ signal }) =>
        getJson<CohortDays>(`/api/analyst/cohort/days?from=${from}&to=${to}`, signal),
      meta: { handlesError: true },
    }),
};

/** The API's answer to an account without the analyst role. */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}
