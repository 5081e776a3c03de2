// The Study Planning screen rendered to HTML without a browser, from data typed by the API's
// schema and seeded into the app's QueryClient: the four tabs and what each shows (full, empty,
// loading, failed), the plan form hidden until 'Create Study Plan' and hidden again by Cancel or
// a created plan, the toasts of a create call, and the forced login (the 'Unauthorized' toast,
// then /api/login after 0.5 s) for a visitor and for a 401.
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { StudyPlan } from "../../../api/schemas/planning.ts";
import { dismissToast, toastStore } from "../../components/ui/use-toast.ts";
import { ApiError } from "../../lib/api.ts";
import { authQueries } from "../../lib/queries.ts";
import { createQueryClient } from "../../lib/query-client.ts";
import { hrefOf, text } from "../../testing/markup.ts";
import { renderWithProviders, type RenderOptions } from "../../testing/render.tsx";
import { testStudent } from "../../testing/user.ts";
import {
  daily,
  insights,
  plan,
  review,
  timing,
  weakness,
} from "../../testing/study-plan-fixtures.ts";
import { anyReadUnauthorized, startForcedLogin } from "./forced-login.ts";
import { InsightList } from "./insights-tab.tsx";
import { PlanTabView } from "./plan-tab.tsx";
import { initialPlanForm } from "./planning-model.ts";
import { planCreateOptions, planningQueries } from "./queries.ts";
import { RecommendationList } from "./recommendations-tab.tsx";
import { StudyPlanningScreen } from "./study-planning-screen.tsx";
import { TimingView } from "./timing-tab.tsx";

const student = testStudent();

const render = (node: ReactNode, options: RenderOptions = {}) =>
  renderWithProviders(node, { path: "/study-planning", ...options });

/** The screen at `path` for a signed-in student, with the planning reads seeded. */
const screen = (path = "/study-planning", seed?: RenderOptions["seed"]) =>
  render(<StudyPlanningScreen />, {
    path,
    seed: (client) => {
      client.setQueryData(authQueries.user().queryKey, student);
      client.setQueryData(planningQueries.recommendations().queryKey, [weakness, daily, review]);
      client.setQueryData(planningQueries.insights().queryKey, insights);
      client.setQueryData(planningQueries.timing().queryKey, timing);
      client.setQueryData(planningQueries.plan().queryKey, plan);
      seed?.(client);
    },
  });

const headings = (html: string, level: number) =>
  [...html.matchAll(new RegExp(`<h${level}[^>]*>(.*?)</h${level}>`, "g"))].map(([, inner]) =>
    text(inner!),
  );

const tabs = (html: string) =>
  [
    ...html.matchAll(
      /<button[^>]*role="tab"[^>]*aria-selected="(true|false)"[^>]*>(.*?)<\/button>/g,
    ),
  ].map(([, selected, inner]) => `${text(inner!)}${selected === "true" ? " (selected)" : ""}`);

/** The dt/dd pairs of every description list in the markup, as "label: value". */
const terms = (html: string) =>
  [...html.matchAll(/<dt[^>]*>(.*?)<\/dt>\s*<dd[^>]*>(.*?)<\/dd>/g)].map(
    ([, dt, dd]) => `${text(dt!)}: ${text(dd!)}`,
  );

/** The input tags whose attributes include every one of `attributes` (in any order). */
const inputsWith = (html: string, ...attributes: string[]) =>
  (html.match(/<input [^>]*>/g) ?? []).filter((tag) => attributes.every((a) => tag.includes(a)));

const buttons = (html: string) =>
  [...html.matchAll(/<button [^>]*>(.*?)<\/button>/g)].map(([, inner]) => text(inner!));

describe("the Study Planning screen", () => {
  it("given a signed-in student, when opened, then the title, the four tabs in the spec's order and Daily Recommendations shown", () => {
    const html = screen();
    expect(headings(html, 1)).toEqual(["Study Planning"]);
    expect(tabs(html)).toEqual([
      "Daily Recommendations (selected)",
      "Performance Insights",
      "Optimal Timing",
      "Study Plan",
    ]);
    expect(html).toContain('aria-label="Study planning"');
    expect(html).toContain('data-testid="recommendation"');
    expect(html).not.toContain('data-testid="insight"');
  });

  it.each([
    ["?tab=insights", "Performance Insights", 'data-testid="insight"'],
    ["?tab=timing", "Optimal Timing", 'data-testid="timing"'],
    ["?tab=plan", "Study Plan", 'data-testid="plan-summary"'],
  ])("given %s in the address, when opened, then %s is the tab shown", (search, tab, marker) => {
    const html = screen(`/study-planning${search}`);
    expect(tabs(html)).toContain(`${tab} (selected)`);
    expect(html).toContain(marker);
    expect(html).not.toContain('data-testid="recommendation"');
  });

  it("given the current user still loading, when opened, then 'Loading...' and no tabs", () => {
    const html = render(<StudyPlanningScreen />);
    expect(text(html)).toBe("Loading...");
  });

  it("given a visitor, when opened, then no tabs, only the line that login is on its way", () => {
    const html = render(<StudyPlanningScreen />, {
      seed: (client) => client.setQueryData(authQueries.user().queryKey, null),
    });
    expect(text(html)).toBe("Logging in again...");
    expect(tabs(html)).toEqual([]);
  });

  it("given nothing read yet, when opened, then the tab's loading line", () => {
    const html = render(<StudyPlanningScreen />, {
      seed: (client) => client.setQueryData(authQueries.user().queryKey, student),
    });
    expect(html).toMatch(/role="status"[^>]*>.*Loading your recommendations\.\.\./);
  });

  it("given the recommendations failed with the API's sentence, when opened, then that sentence and 'Try again', never raw JSON", () => {
    const html = render(<StudyPlanningScreen />, {
      seed: (client) => {
        client.setQueryData(authQueries.user().queryKey, student);
        const key = planningQueries.recommendations().queryKey;
        client.setQueryDefaults(key, { retryOnMount: false, refetchOnMount: false });
        client
          .getQueryCache()
          .build(client, { queryKey: [...key] })
          .setState({
            status: "error",
            error: new ApiError(503, "", '{"error":"x","message":"Planning is being rebuilt."}'),
          });
      },
    });
    expect(html).toContain('role="alert"');
    expect(text(html)).toContain(
      "We couldn't load your recommendations Planning is being rebuilt. Try again",
    );
    expect(text(html)).not.toContain("{");
  });
});

describe("Daily Recommendations", () => {
  const html = render(<RecommendationList recommendations={[daily, weakness, review]} />);
  const cards = [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map(([, inner]) => inner!);

  it("given three recommendations, then those to do first and the day's done drop last", () => {
    expect(headings(html, 3)).toEqual([
      "English · Transitions",
      "Math · some unknown skill",
      "English · Mixed skills",
    ]);
  });

  it("given a weakness, then its type, priority, reasoning with the student's numbers, figures and Start to its focused set", () => {
    const card = cards[0]!;
    expect(text(card)).toContain("Weakness focus High priority English · Transitions");
    expect(text(card)).toContain("2 of your last 7 answers were right");
    expect(terms(card)).toEqual(["Questions: 5", "Time: about 8 min", "Difficulty: Medium"]);
    expect(hrefOf(card, "Start")).toBe(
      "/practice?rec=weakness_focus%3A2026-11-25%3Atransitions&amp;domain=expression_of_ideas&amp;skill=transitions&amp;difficulty=medium",
    );
    expect(card).toContain('aria-label="Start Transitions"');
  });

  it("given a review, then its low priority, hard difficulty and Start", () => {
    const card = cards[1]!;
    expect(text(card)).toContain("Review Low priority");
    expect(terms(card)).toContain("Difficulty: Hard");
    expect(hrefOf(card, "Start")).toMatch(/^\/practice\?rec=review/);
  });

  it("given today's drop done, then 'Done today', no Start, and the line that it's done", () => {
    const card = cards[2]!;
    expect(text(card)).toContain("Daily practice Medium priority Done today");
    expect(hrefOf(card, "Start")).toBeUndefined();
    expect(text(card)).toContain("Today's Daily Drop is done.");
  });

  it("given the drop still to do, then Start leads to the Daily Drop", () => {
    const open = render(<RecommendationList recommendations={[{ ...daily, completed: false }]} />);
    expect(hrefOf(open, "Start")).toBe("/daily-drop");
  });

  it("given a focused set done today, then 'Practice again' instead of Start", () => {
    const done = render(
      <RecommendationList recommendations={[{ ...weakness, completed: true }]} />,
    );
    expect(text(done)).toContain("Done today");
    expect(hrefOf(done, "Practice again")).toMatch(/^\/practice\?rec=weakness_focus/);
    expect(hrefOf(done, "Start")).toBeUndefined();
  });

  it("given none, then an empty state with the way to the Daily Drop", () => {
    const empty = render(<RecommendationList recommendations={[]} />);
    expect(text(empty)).toContain("No recommendations right now");
    expect(hrefOf(empty, "Go to the Daily Drop")).toBe("/daily-drop");
  });
});

describe("Performance Insights", () => {
  it("given three insights, then critical, important, other, each with its badge, confidence, description and action", () => {
    const html = render(<InsightList insights={insights} />);
    expect(headings(html, 3)).toEqual([
      "Math questions take you 2:10 on average",
      "Transitions trails your average",
      "You practiced 9 of the last 14 days",
    ]);
    const cards = [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map(([, inner]) => text(inner!));
    expect(cards[0]).toBe(
      "Math questions take you 2:10 on average Critical The SAT gives about 1:35 per Math question; 14 of your 20 Math answers ran over. 96% confident Try this: Time yourself: move on after 1:35 and come back later.",
    );
    expect(cards[1]).toContain("Important");
    expect(cards[1]).toContain("88% confident");
    expect(cards[2]).toContain("Worth knowing");
    expect(html).toMatch(/role="progressbar"[^>]*aria-label="Confidence in &quot;Math questions/);
  });

  it("given none, then an honest empty state saying what data is needed", () => {
    const html = render(<InsightList insights={[]} />);
    expect(text(html)).toContain("No insights yet");
    expect(text(html)).toContain("Insights come only from your own answers");
    expect(text(html)).toContain("enough answers");
    expect(hrefOf(html, "Go to the Daily Drop")).toBe("/daily-drop");
  });
});

describe("Optimal Timing", () => {
  it("given the timing, then duration, frequency, best times, rest days, the week and why", () => {
    const html = render(<TimingView timing={timing} hasPlan />);
    expect(terms(html)).toEqual([
      "Session length: 25 minutes",
      "How often: 5 sessions a week",
      "Best times: Afternoon (12PM-6PM)",
      "Rest days: Wednesday and Saturday",
    ]);
    const days = [...html.matchAll(/<span class="sr-only">(.*?)<\/span>/g)].map(([, t]) =>
      text(t!),
    );
    expect(days).toEqual([
      "Sunday: study",
      "Monday: study",
      "Tuesday: study",
      "Wednesday: rest",
      "Thursday: study",
      "Friday: study",
      "Saturday: rest",
    ]);
    expect(text(html)).toContain("Short spaced sessions are remembered better");
    expect(text(html)).not.toContain("default of 7 hours");
  });

  it("given no plan, then it says the default hours are used and offers the Study Plan tab", () => {
    const html = render(
      <TimingView timing={{ ...timing, restDays: [], bestTimes: [] }} hasPlan={false} />,
    );
    expect(terms(html)).toContain("Rest days: None");
    expect(terms(html)).toContain("Best times: Any time");
    expect(text(html)).toContain("This uses the default of 7 hours a week.");
    expect(hrefOf(html, "Create a study plan")).toBe("/study-planning?tab=plan");
  });
});

describe("Study Plan", () => {
  const view = (props: { plan: StudyPlan | null; formOpen: boolean; saving?: boolean }) =>
    render(
      <PlanTabView
        plan={props.plan}
        today="2026-11-25"
        tomorrow="2026-11-26"
        formOpen={props.formOpen}
        saving={props.saving ?? false}
        onOpenForm={() => {}}
        onCancel={() => {}}
        onSubmit={() => {}}
      />,
    );

  it("given no plan and the form hidden, then 'No study plan yet' and 'Create Study Plan', no form", () => {
    const html = view({ plan: null, formOpen: false });
    expect(text(html)).toContain("No study plan yet");
    expect(buttons(html)).toEqual(["Create Study Plan"]);
    expect(html).not.toContain("<form");
  });

  it("given 'Create Study Plan' pressed, then the form: optional date, hours (7 by default), time, intensity, Cancel and Save", () => {
    const html = view({ plan: null, formOpen: true });
    expect(html).toContain('data-testid="plan-form"');
    expect(text(html)).not.toContain("No study plan yet");
    expect(text(html)).toContain("Test date (optional)");
    expect(
      inputsWith(html, 'name="testDate"', 'type="date"', 'min="2026-11-26"', 'value=""'),
    ).toHaveLength(1);
    expect(text(html)).toContain("Weekly study hours");
    expect(text(html)).toContain("7 hours a week");
    expect(text(html)).toContain("Preferred study time");
    expect(text(html)).toContain("Afternoon (12PM-6PM)");
    expect(html.match(/<input[^>]*type="radio"[^>]*>/g)?.length).toBe(3);
    expect(inputsWith(html, 'type="radio"', 'checked=""')).toEqual(
      inputsWith(html, 'value="moderate"'),
    );
    expect(text(html)).toContain("Light Steady and easy to keep up");
    expect(buttons(html).filter((b) => !b.includes("hours a week") && !b.includes("("))).toEqual([
      "Cancel",
      "Save Plan",
    ]);
    expect(buttons(html)).not.toContain("Create Study Plan");
  });

  it("given a plan saving, then Cancel and 'Saving...' disabled", () => {
    const html = view({ plan: null, formOpen: true, saving: true });
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>.*?Cancel<\/button>/);
    expect(html).toMatch(
      /<button[^>]*type="submit"[^>]*disabled=""[^>]*>.*?Saving\.\.\.<\/button>/,
    );
  });

  it("given a plan, then its test date, hours, time, intensity, adherence, and 'Create Study Plan' for a new one", () => {
    const html = view({ plan, formOpen: false });
    expect(terms(html).slice(0, 4)).toEqual([
      "Test date: Jan 30, 2027",
      "Weekly hours: 10 hours",
      "Preferred time: Evening (6PM-10PM)",
      "Intensity: Intensive",
    ]);
    expect(text(html)).toContain("Adherence: 16% of the planned minutes done so far");
    expect(html).toMatch(/aria-label="Plan adherence"/);
    expect(buttons(html)).toContain("Create Study Plan");
    expect(html).not.toContain("<form");
  });

  it("given a plan to the SAT date from onboarding, then the date says so", () => {
    const html = view({ plan: { ...plan, testDateFromProfile: true }, formOpen: false });
    expect(terms(html)[0]).toBe("Test date: Jan 30, 2027 your SAT date");
  });

  it("given a plan, then the projected score with the plan against the current pace, and what it adds", () => {
    const html = view({ plan, formOpen: false });
    expect(headings(html, 3)).toContain("Projected score on Jan 30, 2027");
    expect(terms(html)).toContain("With your plan (10 hours a week): 1140 likely range 1060–1220");
    expect(terms(html)).toContain(
      "At your current pace (1.5 hours a week): 1080 likely range 1010–1150",
    );
    expect(text(html)).toContain("+60 points with the plan");
    expect(text(html)).toContain("1.5 hours a week so far against the plan's 10.");
  });

  it("given a ten-week plan, then four weeks from this one, its minutes done, and a button for all ten", () => {
    const html = view({ plan, formOpen: false });
    const weeks = [
      ...html.matchAll(/<li class="grid gap-2 rounded-lg[^"]*"[^>]*>(.*?)<\/li>/g),
    ].map(([, inner]) => text(inner!));
    expect(weeks).toHaveLength(4);
    expect(weeks[0]).toBe(
      "Week 1 from Nov 22 This week 10 h · 6 sessions Transitions and Linear Functions 95 of 600 minutes done",
    );
    expect(weeks[1]).toBe("Week 2 from Nov 29 10 h · 6 sessions Nonlinear Functions");
    expect(buttons(html)).toContain("Show all 10 weeks");
  });

  it("given the form open over a plan, then the form first, the plan below without its create button", () => {
    const html = view({ plan, formOpen: true });
    expect(html.indexOf('data-testid="plan-form"')).toBeLessThan(
      html.indexOf('data-testid="plan-summary"'),
    );
    expect(buttons(html)).not.toContain("Create Study Plan");
    // The new form starts from the current plan's choices.
    expect(inputsWith(html, 'type="radio"', 'checked=""')).toEqual(
      inputsWith(html, 'value="intensive"'),
    );
    expect(inputsWith(html, 'name="testDate"', 'value="2027-01-30"')).toHaveLength(1);
    expect(text(html)).toContain("10 hours a week");
    expect(text(html)).toContain("Evening (6PM-10PM)");
  });
});

describe("creating a plan", () => {
  afterEach(() => dismissToast());
  const shownToast = () => toastStore.getSnapshot().find((t) => t.open);

  /** Runs the create mutation as the app does, `answer` in the server's place. */
  const run = async (answer: () => Promise<StudyPlan>) => {
    const client = createQueryClient();
    client.setQueryData(planningQueries.plan().queryKey, null);
    client.setQueryData(planningQueries.timing().queryKey, timing);
    client.setQueryData(planningQueries.recommendations().queryKey, [weakness]);
    const calls = { hideForm: 0, forceLogin: 0 };
    const options = planCreateOptions(client, {
      call: answer,
      hideForm: () => calls.hideForm++,
      forceLogin: () => calls.forceLogin++,
    });
    await client
      .getMutationCache()
      .build(client, options)
      .execute(initialPlanForm)
      .catch(() => {});
    return { client, calls };
  };

  it("given the plan created, then the form hides, the success toast shows, the plan is cached and the plan and timing are read again", async () => {
    const { client, calls } = await run(async () => plan);
    expect(calls).toEqual({ hideForm: 1, forceLogin: 0 });
    expect(shownToast()).toMatchObject({
      title: "Study plan created!",
      description: "10 weeks of practice to Jan 30, 2027. You've got this.",
    });
    expect(shownToast()?.variant).toBeUndefined();
    expect(client.getQueryData(planningQueries.plan().queryKey)).toEqual(plan);
    const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(invalidated(planningQueries.plan().queryKey)).toBe(true);
    expect(invalidated(planningQueries.timing().queryKey)).toBe(true);
    expect(invalidated(planningQueries.recommendations().queryKey)).toBe(false);
  });

  it("given the server fails, then the spec's 'Failed to create study plan. Please try again.', the form stays", async () => {
    const { client, calls } = await run(() =>
      Promise.reject(new ApiError(500, "", '{"error":"x","message":"Something went wrong."}')),
    );
    expect(calls).toEqual({ hideForm: 0, forceLogin: 0 });
    expect(shownToast()).toMatchObject({
      title: "Error",
      description: "Failed to create study plan. Please try again.",
      variant: "destructive",
    });
    expect(client.getQueryData(planningQueries.plan().queryKey)).toBeNull();
  });

  it("given the session ended (401 Unauthorized), then the forced login and no failure toast", async () => {
    const { calls } = await run(() =>
      Promise.reject(
        new ApiError(
          401,
          "Unauthorized",
          '{"error":"Unauthorized","message":"You are not signed in."}',
        ),
      ),
    );
    expect(calls).toEqual({ hideForm: 0, forceLogin: 1 });
    expect(shownToast()).toBeUndefined();
  });
});

describe("the forced login", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    dismissToast();
  });

  it("when it begins, then the 'Unauthorized' toast at once and /api/login after 0.5 s, not before", () => {
    const went: string[] = [];
    startForcedLogin((path) => went.push(path));
    expect(toastStore.getSnapshot().find((t) => t.open)).toMatchObject({
      title: "Unauthorized",
      description: "You are logged out. Logging in again...",
    });
    vi.advanceTimersByTime(499);
    expect(went).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(went).toEqual(["/api/login"]);
  });

  it("given a planning read that failed with 401 Unauthorized, then it begins; another failure or another screen's 401 does not", () => {
    const unauthorized = new ApiError(401, "Unauthorized", '{"error":"Unauthorized"}');
    const read = (key: string[], error: unknown) => ({ queryKey: key, state: { error } });
    expect(anyReadUnauthorized([read(["study-planning", "plan"], unauthorized)])).toBe(true);
    expect(anyReadUnauthorized([read(["study-planning", "plan"], new ApiError(500, "", ""))])).toBe(
      false,
    );
    expect(anyReadUnauthorized([read(["rankings", "standings"], unauthorized)])).toBe(false);
    expect(anyReadUnauthorized([read(["study-planning", "timing"], null)])).toBe(false);
  });
});
