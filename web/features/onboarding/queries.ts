// The onboarding feature's calls: the school search and the three saves. Each save answers the
// updated user, which becomes the cached current user at once (the spec: "after each save
// succeeds, the cached current user is refreshed").
import { keepPreviousData, queryOptions, useQueryClient } from "@tanstack/react-query";
import type { SchoolSearchResult } from "../../../api/schemas/schools.ts";
import { SCHOOL_SEARCH_MIN_LENGTH } from "../../../domain/identity/onboarding-rules.ts";
import { apiRequest, getJson } from "../../lib/api.ts";
import type { User } from "../../lib/auth.ts";
import { authQueries } from "../../lib/queries.ts";
import { chosenSatDate, type OnboardingForm, type Save } from "./form.ts";

export const onboardingQueries = {
  schools: (q: string) =>
    queryOptions({
      queryKey: ["schools", "search", q],
      queryFn: ({ signal }) =>
        getJson<SchoolSearchResult[]>(`/api/schools/search?q=${encodeURIComponent(q)}`, signal),
      enabled: q.length >= SCHOOL_SEARCH_MIN_LENGTH,
      placeholderData: keepPreviousData,
    }),
};

/** The browser's IANA time zone ("America/Chicago"), or undefined when it has none to give. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** Runs the three saves in parallel and reports each one's result. */
export function useOnboardingSaves() {
  const queryClient = useQueryClient();
  const remember = (user: User) => {
    queryClient.setQueryData(authQueries.user().queryKey, user);
    return user;
  };
  return async (form: OnboardingForm): Promise<Record<Save, PromiseSettledResult<User>>> => {
    const timeZone = browserTimeZone();
    const [demographics, school, satDate] = await Promise.allSettled([
      apiRequest<User>("POST", "/api/onboarding/demographics", {
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        gradeLevel: form.gradeLevel,
        satHistory: form.satHistory,
        ...(timeZone ? { timeZone } : {}),
      }).then(remember),
      apiRequest<User>("POST", "/api/onboarding/school", {
        school: form.school.trim(),
        ...(form.chosenSchool ? { schoolId: form.chosenSchool.id } : {}),
      }).then(remember),
      apiRequest<User>("POST", "/api/onboarding/sat-date", { satDate: chosenSatDate(form) }).then(
        remember,
      ),
    ]);
    return { demographics, school, satDate };
  };
}
