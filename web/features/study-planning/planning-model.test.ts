// The Study Planning screen's rules: the tab in the address, where Start leads, how the cards'
// figures read, the form's options, defaults and body, the plan's figures, the spec's toasts and
// what counts as a 401 that forces login.
import { describe, expect, it } from "vitest";
import {
  preferredTimes,
  studyIntensities,
  studyPlanBodySchema,
  weeklyHoursOptions,
} from "../../../api/schemas/planning.ts";
import { ApiError } from "../../lib/api.ts";
import { daily, plan, review, weakness } from "../../testing/study-plan-fixtures.ts";
import {
  adherenceText,
  currentWeekIndex,
  DEFAULT_WEEKLY_HOURS,
  frequencyText,
  initialPlanForm,
  isRestDay,
  isUnauthorized,
  listText,
  LOGIN_REDIRECT_MS,
  minutesText,
  orderedInsights,
  orderedRecommendations,
  planBody,
  planFormFrom,
  planGainText,
  planToasts,
  PREFERRED_TIMES,
  preferredTimeLabels,
  scalePosition,
  searchForTab,
  startHref,
  STUDY_INTENSITIES,
  subsectionText,
  tabOf,
  UNAUTHORIZED_TOAST,
  WEEKLY_HOURS_OPTIONS,
} from "./planning-model.ts";

describe("the tab in the address", () => {
  it("given ?tab=plan, insights or timing, then that tab; anything else the recommendations", () => {
    expect(tabOf("?tab=plan")).toBe("plan");
    expect(tabOf("tab=insights")).toBe("insights");
    expect(tabOf("?tab=timing&x=1")).toBe("timing");
    expect(tabOf("")).toBe("recommendations");
    expect(tabOf("?tab=nope")).toBe("recommendations");
  });

  it("given a tab, then its search string, the first tab the bare address", () => {
    expect(searchForTab("recommendations")).toBe("");
    expect(searchForTab("plan")).toBe("?tab=plan");
    expect(tabOf(searchForTab("timing"))).toBe("timing");
  });
});

describe("a recommendation", () => {
  it("given a weakness or review, when started, then its focused-practice set by id, domain, skill and difficulty", () => {
    expect(startHref(weakness)).toBe(
      `/practice?rec=weakness_focus%3A2026-11-25%3Atransitions&domain=expression_of_ideas&skill=transitions&difficulty=${weakness.difficulty}`,
    );
    const params = new URLSearchParams(startHref(review).split("?")[1]);
    expect(Object.fromEntries(params)).toEqual({
      rec: review.id,
      domain: "advanced_math",
      skill: "some_unknown_skill",
      difficulty: review.difficulty,
    });
  });

  it("given daily practice, when started, then the Daily Drop", () => {
    expect(startHref(daily)).toBe("/daily-drop");
  });

  it("given a subsection, then the bank's skill name, an unknown id with underscores as spaces, and mixed as 'Mixed skills'", () => {
    expect(subsectionText("transitions")).toBe("Transitions");
    expect(subsectionText("nonlinear_functions")).toBe("Nonlinear Functions");
    expect(subsectionText("some_unknown_skill")).toBe("some unknown skill");
    expect(subsectionText("mixed")).toBe("Mixed skills");
  });

  it("given minutes, then how long in words", () => {
    expect(minutesText(1)).toBe("1 minute");
    expect(minutesText(25)).toBe("25 minutes");
    expect(minutesText(60)).toBe("1 h");
    expect(minutesText(90)).toBe("1 h 30 min");
  });

  it("given some done today, then those still to do first, each group in the server's order", () => {
    const done = { ...weakness, id: "w2", completed: true };
    expect(orderedRecommendations([daily, weakness, done, review]).map((r) => r.id)).toEqual([
      weakness.id,
      review.id,
      daily.id,
      "w2",
    ]);
  });
});

describe("insights and timing", () => {
  it("given insights of every priority, then critical, important, then the rest", () => {
    const ordered = orderedInsights([
      { id: "a", priority: "other" },
      { id: "b", priority: "critical" },
      { id: "c", priority: "important" },
      { id: "d", priority: "critical" },
    ] as never);
    expect(ordered.map((i) => i.id)).toEqual(["b", "d", "c", "a"]);
  });

  it("given a frequency and lists, then plain words", () => {
    expect(frequencyText(7)).toBe("Every day");
    expect(frequencyText(1)).toBe("1 session a week");
    expect(frequencyText(4)).toBe("4 sessions a week");
    expect(listText([])).toBe("");
    expect(listText(["Sunday"])).toBe("Sunday");
    expect(listText(["Monday", "Wednesday", "Friday"])).toBe("Monday, Wednesday and Friday");
  });

  it("given rest days however written, then the week's days that rest", () => {
    expect(isRestDay("Wednesday", ["Wednesday"])).toBe(true);
    expect(isRestDay("Saturday", ["sat"])).toBe(true);
    expect(isRestDay("Sunday", ["Saturday"])).toBe(false);
  });
});

describe("the plan form", () => {
  it("has the spec's options, the schema's too, and 7 weekly hours by default", () => {
    expect(WEEKLY_HOURS_OPTIONS).toEqual([3, 5, 7, 10, 15]);
    expect(WEEKLY_HOURS_OPTIONS).toEqual(weeklyHoursOptions);
    expect(PREFERRED_TIMES).toEqual(preferredTimes);
    expect(STUDY_INTENSITIES).toEqual(studyIntensities);
    expect(DEFAULT_WEEKLY_HOURS).toBe(7);
    expect(initialPlanForm.weeklyHours).toBe(7);
    expect(initialPlanForm.testDate).toBe("");
    expect(Object.values(preferredTimeLabels)).toEqual([
      "Morning (6AM-12PM)",
      "Afternoon (12PM-6PM)",
      "Evening (6PM-10PM)",
    ]);
  });

  it("given no test date, then the body leaves it out (the server uses the SAT date) and the API accepts it", () => {
    const body = planBody(initialPlanForm);
    expect(body).toEqual({
      weeklyHours: 7,
      preferredTimes: ["afternoon"],
      studyIntensity: "moderate",
    });
    expect(studyPlanBodySchema.safeParse(body).success).toBe(true);
  });

  it("given every choice, then the spec's body with one preferred time, which the API accepts", () => {
    const body = planBody({
      testDate: "2027-03-13",
      weeklyHours: 15,
      preferredTime: "morning",
      studyIntensity: "intensive",
    });
    expect(body).toEqual({
      testDate: "2027-03-13",
      weeklyHours: 15,
      preferredTimes: ["morning"],
      studyIntensity: "intensive",
    });
    expect(studyPlanBodySchema.safeParse(body).success).toBe(true);
  });

  it("given a current plan, then a new form starts from its choices (its date only when chosen)", () => {
    expect(planFormFrom(null)).toEqual(initialPlanForm);
    expect(planFormFrom(plan)).toEqual({
      testDate: "2027-01-30",
      weeklyHours: 10,
      preferredTime: "evening",
      studyIntensity: "intensive",
    });
    expect(planFormFrom({ ...plan, testDateFromProfile: true }).testDate).toBe("");
  });
});

describe("the plan", () => {
  it("given today, then the week holding it (Sunday weeks), or none outside the plan", () => {
    expect(currentWeekIndex(plan.weeks, "2026-11-25")).toBe(0);
    expect(currentWeekIndex(plan.weeks, "2026-11-29")).toBe(1);
    expect(currentWeekIndex(plan.weeks, "2027-01-30")).toBe(9);
    expect(currentWeekIndex(plan.weeks, "2026-11-21")).toBeNull();
    expect(currentWeekIndex(plan.weeks, "2027-01-31")).toBeNull();
  });

  it("given the projection, then what the plan adds, in points", () => {
    expect(planGainText(plan.projection)).toBe("+60 points with the plan");
    const same = { ...plan.projection, withPlan: plan.projection.withoutPlan };
    expect(planGainText(same)).toBe("No change from your current pace");
  });

  it("given adherence or none yet, then the line that says so", () => {
    expect(adherenceText(16)).toBe("16% of the planned minutes done so far");
    expect(adherenceText(null)).toBe("Adherence shows after your plan's first full day.");
  });

  it("places scores on the 400–1600 scale, clamped", () => {
    expect(scalePosition(400)).toBe(0);
    expect(scalePosition(1000)).toBe(50);
    expect(scalePosition(1600)).toBe(100);
    expect(scalePosition(300)).toBe(0);
    expect(scalePosition(1700)).toBe(100);
  });
});

describe("the spec's toasts and the forced login", () => {
  it("has the spec's texts and the 0.5 s wait", () => {
    expect(UNAUTHORIZED_TOAST).toMatchObject({
      title: "Unauthorized",
      description: "You are logged out. Logging in again...",
    });
    expect(planToasts.failed.description).toBe("Failed to create study plan. Please try again.");
    expect(LOGIN_REDIRECT_MS).toBe(500);
    expect(planToasts.created(plan)).toEqual({
      title: "Study plan created!",
      description: "10 weeks of practice to Jan 30, 2027. You've got this.",
    });
  });

  it("given a 401 from the API, then it forces login; other failures do not", () => {
    const body = '{"error":"Unauthorized","message":"You are not signed in."}';
    expect(isUnauthorized(new ApiError(401, "Unauthorized", body))).toBe(true);
    expect(isUnauthorized(new ApiError(401, "Unauthorized", ""))).toBe(true);
    expect(isUnauthorized(new ApiError(401, "", '{"message":"Gone"}'))).toBe(false);
    expect(isUnauthorized(new ApiError(400, "Bad Request", "Unauthorized"))).toBe(false);
    expect(isUnauthorized(new Error("401: Unauthorized"))).toBe(false);
  });
});
