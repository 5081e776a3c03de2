// The Study Planning screen's rules apart from React: the tabs, where a recommendation's Start
// leads, how a recommendation, an insight, a timing and a plan read, the plan form (its options,
// defaults and the body it sends), and the spec's toasts and forced login (§8).
import type {
  PerformanceInsight,
  StudyPlan,
  StudyRecommendation,
} from "../../../api/schemas/planning.ts";
import { skillLabel } from "../../components/question-card/card-model.ts";
import type { ToastInput } from "../../components/ui/use-toast.ts";
import { ApiError } from "../../lib/api.ts";
import { parseLocalIsoDate } from "../../lib/dates.ts";

// ---- Tabs ----------------------------------------------------------------------------------

export const planningTabs = [
  { value: "recommendations", label: "Daily Recommendations" },
  { value: "insights", label: "Performance Insights" },
  { value: "timing", label: "Optimal Timing" },
  { value: "plan", label: "Study Plan" },
] as const;
export type PlanningTab = (typeof planningTabs)[number]["value"];

/** The tab in the address (`?tab=plan`), Daily Recommendations when absent or unknown. */
export function tabOf(search: string): PlanningTab {
  const asked = new URLSearchParams(search).get("tab");
  return planningTabs.find((tab) => tab.value === asked)?.value ?? "recommendations";
}

/** The search string for a tab: the first tab is the bare address. */
export function searchForTab(tab: PlanningTab): string {
  return tab === "recommendations" ? "" : `?tab=${tab}`;
}

// ---- Recommendations ------------------------------------------------------------------------

export const recommendationTypeLabels: Record<StudyRecommendation["recommendationType"], string> = {
  weakness_focus: "Weakness focus",
  daily_practice: "Daily practice",
  review: "Review",
};

export const priorityLabels: Record<StudyRecommendation["priority"], string> = {
  high: "High priority",
  medium: "Medium priority",
  low: "Low priority",
};

export const difficultyLabels: Record<StudyRecommendation["difficulty"], string> = {
  easy: "Easy",
  medium: "Medium",
  hard: "Hard",
};

/**
 * A subsection as students read it, as the question card shows it: the bank's skill name, an id
 * it does not know with underscores as spaces (spec); the Daily Drop's "mixed" as "Mixed skills".
 */
export function subsectionText(subsection: string): string {
  if (subsection === "mixed") return "Mixed skills";
  return skillLabel(subsection);
}

/**
 * Where Start leads: the Daily Drop for daily practice, otherwise the focused-practice set of the
 * recommendation (`/practice?rec=<id>&domain=<domain>&skill=<subsection>&difficulty=<difficulty>`), so the set is
 * at the difficulty the card says.
 */
export function startHref(recommendation: StudyRecommendation): string {
  if (recommendation.recommendationType === "daily_practice" || recommendation.domain === null) {
    return "/daily-drop";
  }
  const search = new URLSearchParams({
    rec: recommendation.id,
    domain: recommendation.domain,
    skill: recommendation.subsection,
    difficulty: recommendation.difficulty,
  });
  return `/practice?${search.toString()}`;
}

/** "1 minute", "25 minutes", "1 h 30 min". */
export function minutesText(minutes: number): string {
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** The ones still to do first (in the server's order), then the done ones. */
export function orderedRecommendations(
  recommendations: readonly StudyRecommendation[],
): StudyRecommendation[] {
  return [
    ...recommendations.filter((r) => !r.completed),
    ...recommendations.filter((r) => r.completed),
  ];
}

// ---- Insights -------------------------------------------------------------------------------

export const insightPriorityLabels: Record<PerformanceInsight["priority"], string> = {
  critical: "Critical",
  important: "Important",
  other: "Worth knowing",
};

const insightOrder: Record<PerformanceInsight["priority"], number> = {
  critical: 0,
  important: 1,
  other: 2,
};

/** Critical first, then important, then the rest; the server's order within each. */
export function orderedInsights(insights: readonly PerformanceInsight[]): PerformanceInsight[] {
  return [...insights].sort((a, b) => insightOrder[a.priority] - insightOrder[b.priority]);
}

/** "83% confident". */
export function confidenceText(confidence: number): string {
  return `${confidence}% confident`;
}

// ---- Timing ---------------------------------------------------------------------------------

/** "4 sessions a week", "Every day" at 7. */
export function frequencyText(frequency: number): string {
  if (frequency >= 7) return "Every day";
  return `${frequency} session${frequency === 1 ? "" : "s"} a week`;
}

/** A list as read aloud: "Tuesday", "Monday and Thursday", "a, b and c". */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

// ---- The plan form --------------------------------------------------------------------------

// The spec's options (§5, §9), written here because the SPA imports only types from
// api/schemas (zod stays out of the bundle); a test checks they are the schema's.
export const WEEKLY_HOURS_OPTIONS = [
  3, 5, 7, 10, 15,
] as const satisfies readonly StudyPlan["weeklyHours"][];
export const PREFERRED_TIMES = [
  "morning",
  "afternoon",
  "evening",
] as const satisfies readonly StudyPlan["preferredTime"][];
export const STUDY_INTENSITIES = [
  "light",
  "moderate",
  "intensive",
] as const satisfies readonly StudyPlan["studyIntensity"][];
export type WeeklyHours = StudyPlan["weeklyHours"];
export type PreferredTime = StudyPlan["preferredTime"];
export type StudyIntensity = StudyPlan["studyIntensity"];

/** The spec's default when the student does not choose (§5). */
export const DEFAULT_WEEKLY_HOURS: WeeklyHours = 7;

/** The spec's labels for the preferred time (§5). */
export const preferredTimeLabels: Record<PreferredTime, string> = {
  morning: "Morning (6AM-12PM)",
  afternoon: "Afternoon (12PM-6PM)",
  evening: "Evening (6PM-10PM)",
};

export const intensityLabels: Record<StudyIntensity, string> = {
  light: "Light",
  moderate: "Moderate",
  intensive: "Intensive",
};

export const intensityHints: Record<StudyIntensity, string> = {
  light: "Steady and easy to keep up",
  moderate: "A balance of new work and review",
  intensive: "Push hard toward test day",
};

export type PlanForm = {
  /** yyyy-MM-dd, or "" for the SAT date from onboarding. */
  testDate: string;
  weeklyHours: WeeklyHours;
  preferredTime: PreferredTime;
  studyIntensity: StudyIntensity;
};

export const initialPlanForm: PlanForm = {
  testDate: "",
  weeklyHours: DEFAULT_WEEKLY_HOURS,
  preferredTime: "afternoon",
  studyIntensity: "moderate",
};

/** The form as a new plan's form: the current plan's choices when there is one. */
export function planFormFrom(plan: StudyPlan | null): PlanForm {
  if (!plan) return initialPlanForm;
  return {
    testDate: plan.testDateFromProfile ? "" : plan.testDate,
    weeklyHours: plan.weeklyHours,
    preferredTime: plan.preferredTime,
    studyIntensity: plan.studyIntensity,
  };
}

/** POST /api/study-plan's body (spec §7): the test date only when one was chosen. */
export function planBody(form: PlanForm) {
  return {
    ...(form.testDate ? { testDate: form.testDate } : {}),
    weeklyHours: form.weeklyHours,
    preferredTimes: [form.preferredTime],
    studyIntensity: form.studyIntensity,
  };
}

export const planToasts = {
  created: (plan: StudyPlan): ToastInput => ({
    title: "Study plan created!",
    description: `${plan.weeks.length} week${plan.weeks.length === 1 ? "" : "s"} of practice to ${shortDate(plan.testDate)}. You've got this.`,
  }),
  /** The spec's failure text (§8). */
  failed: {
    title: "Error",
    description: "Failed to create study plan. Please try again.",
    variant: "destructive",
  } satisfies ToastInput,
};

// ---- The plan -------------------------------------------------------------------------------

/** "Mar 13, 2027". */
export function shortDate(isoDay: string): string {
  return parseLocalIsoDate(isoDay).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
  });
}

/** "Nov 22" (a week's start). */
export function weekDate(isoDay: string): string {
  return parseLocalIsoDate(isoDay).toLocaleDateString("en-US", { month: "short", day: "numeric" });
}

/** The week holding `today` (weeks start on Sunday, as the plan's do), or null. */
export function currentWeekIndex(weeks: StudyPlan["weeks"], today: string): number | null {
  let found: number | null = null;
  weeks.forEach((week, index) => {
    if (week.weekStart <= today) found = index;
  });
  if (found === null) return null;
  const last = weeks[found]!;
  const end = parseLocalIsoDate(last.weekStart);
  end.setDate(end.getDate() + 7);
  return parseLocalIsoDate(today) < end ? found : null;
}

/** "+40 points" / "no change" / "-10 points": what the plan adds to the projected total. */
export function planGainText(projection: StudyPlan["projection"]): string {
  const gain = projection.withPlan.total - projection.withoutPlan.total;
  if (gain === 0) return "No change from your current pace";
  return `${gain > 0 ? "+" : "−"}${Math.abs(gain)} points with the plan`;
}

/** "2.5 hours a week" (the pace so far). */
export function hoursText(hours: number): string {
  const rounded = Math.round(hours * 10) / 10;
  return `${rounded} hour${rounded === 1 ? "" : "s"} a week`;
}

/** The adherence line: the share, or why there is none yet. */
export function adherenceText(adherence: number | null): string {
  return adherence === null
    ? "Adherence shows after your plan's first full day."
    : `${adherence}% of the planned minutes done so far`;
}

/** Where a score falls on the SAT's 400–1600 scale, as a share 0–100 (for the range bars). */
export function scalePosition(score: number): number {
  return Math.min(100, Math.max(0, ((score - 400) / 1200) * 100));
}

// ---- Forced login (spec §6, §8) -------------------------------------------------------------

export const UNAUTHORIZED_TOAST = {
  title: "Unauthorized",
  description: "You are logged out. Logging in again...",
  variant: "destructive",
} satisfies ToastInput;

/** The wait before going to sign in (spec §9: 500 ms after a 401). */
export const LOGIN_REDIRECT_MS = 500;
export const LOGIN_PATH = "/api/login";

/** A 401 whose message matches 'Unauthorized' (the API's `{"error":"Unauthorized",…}` body). */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && /Unauthorized/.test(error.message);
}

// ---- The week -------------------------------------------------------------------------------

/** The week as the app counts it: Sunday first (spec §9). */
export const WEEK_DAYS = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

/** Whether `day` is among the rest days, however the server wrote them ("Sunday", "sun", "SUN"). */
export function isRestDay(day: string, restDays: readonly string[]): boolean {
  const key = day.slice(0, 3).toLowerCase();
  return restDays.some((rest) => rest.trim().slice(0, 3).toLowerCase() === key);
}
