// Study planning through the routes as the SPA calls them, against a real Postgres, with the
// server's clock under the test's control: a student practises real Daily Drops on seven days
// (English quick, Math slow at 150 s a question, one English miss a day), then gets
// recommendations whose reasons cite their own answers, insights (none before the data, then
// the pacing and consistency findings with their computed confidence), timing, plans (defaults,
// explicit, refusals), the schedule with the projection at the current pace and with the plan,
// a study session counted toward adherence, and erasure of their planning rows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sql } from "../../database/pool.ts";
import { betaAbove, binomialTail, confidencePercent } from "../../domain/planning/stats.ts";
import { startTestApi, type TestApi, type TestClient } from "../../testing/api.ts";
import type {
  OptimalTiming,
  PerformanceInsight,
  StudyPlan,
  StudyRecommendation,
} from "../schemas/planning.ts";
import type { DailyDrop, Projections } from "../schemas/practice.ts";

// 15:00 UTC is 10:00 in New York. Practice runs Sunday 2026-11-15 to Saturday 2026-11-21.
let clock = new Date("2026-11-15T15:00:00Z");
const dayAt = (day: string) => new Date(`${day}T15:00:00Z`);
let api: TestApi;
let student: TestClient;
let userId: string;

const ROUTES = [
  ["GET", "/api/study-recommendations", undefined],
  ["GET", "/api/performance-insights", undefined],
  ["GET", "/api/optimal-study-timing", undefined],
  ["GET", "/api/study-plan", undefined],
  ["POST", "/api/study-plan", { preferredTimes: ["evening"], studyIntensity: "light" }],
  [
    "POST",
    "/api/study-session",
    { startedAt: "2026-11-15T14:00:00.000Z", minutes: 30, activity: "reading" },
  ],
] as const;

async function onboard(client: TestClient, email: string, satDate: string | null) {
  const { id } = await client.register(email);
  const demographics = await client.post("/api/onboarding/demographics", {
    firstName: "Ada",
    lastName: "Plan",
    gradeLevel: "11",
    satHistory: "never",
    timeZone: "America/New_York",
  });
  expect(demographics.statusCode, demographics.body).toBe(200);
  if (satDate) {
    const dated = await client.post("/api/onboarding/sat-date", { satDate });
    expect(dated.statusCode, dated.body).toBe(200);
  }
  return id;
}

const keyOf = (id: string) =>
  api.db.pool.oneFirst(sql.type(z.object({ answer: z.string() }))`
    select answer from questions where id = ${id}`);

/** Today's drop: English right in 40 s except the first (wrong), Math right in 150 s. */
async function practiseToday() {
  const drop: DailyDrop = (await student.get("/api/daily-drop")).json();
  let firstEnglish = true;
  for (const q of drop.questions) {
    const key = await keyOf(q.id);
    const wrong = q.subject === "english" && firstEnglish;
    if (q.subject === "english") firstEnglish = false;
    const response = await student.post("/api/daily-drop/answer", {
      questionId: q.id,
      userAnswer: wrong ? (key === "A" ? "B" : "A") : key,
      responseTime: q.subject === "math" ? 150_000 : 40_000,
      isSkipped: false,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
}

async function get<T>(url: string, client = student): Promise<T> {
  const response = await client.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

/** The student's answers from their practice events: the oracle the reasons are checked with. */
async function answersFromEvents() {
  const events = await api.store.readStream(`practice-${userId}`);
  return events
    .filter((e) => e.type === "DailyDropAnswerSubmitted" || e.type === "DailyDropQuestionSkipped")
    .map(
      (e) =>
        e.data as {
          skill: string;
          subject: string;
          correct?: boolean;
          responseTimeMs: number;
          day: string;
        },
    );
}

beforeAll(async () => {
  api = await startTestApi({ bank: true, now: () => clock });
  student = api.client();
  userId = await onboard(student, "planner@example.com", "2027-03-13");
}, 120_000);
afterAll(() => api.close());

describe("study planning for a visitor", () => {
  it("refuses every call with 401", async () => {
    const visitor = api.client();
    for (const [method, url, payload] of ROUTES) {
      const response = await visitor.request({
        method,
        url,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(401);
    }
  });
});

describe("a new student", () => {
  it("gets the Daily Drop and a weakness explained from the official weights, no insights, default timing, no plan", async () => {
    const recs = await get<StudyRecommendation[]>("/api/study-recommendations");
    expect(recs[0]).toMatchObject({
      id: "daily_practice:2026-11-15",
      recommendationType: "daily_practice",
      completed: false,
    });
    const weakness = recs.find((r) => r.recommendationType === "weakness_focus")!;
    expect(weakness.reasoning).toContain("You have no answers there yet");
    expect(await get<PerformanceInsight[]>("/api/performance-insights")).toEqual([]);
    const timing = await get<OptimalTiming>("/api/optimal-study-timing");
    expect(timing.reasoning).toContain(
      "You have no study plan yet, so this uses the default of 7 hours a week",
    );
    expect(await get("/api/study-plan")).toEqual({ plan: null });
  });
});

describe("a student who practised seven days", () => {
  beforeAll(async () => {
    for (const day of ["15", "16", "17", "18", "19", "20", "21"]) {
      clock = dayAt(`2026-11-${day}`);
      await practiseToday();
    }
  }, 240_000);

  it("gets recommendations whose numbers are their own answers", async () => {
    const recs = await get<StudyRecommendation[]>("/api/study-recommendations");
    const answers = await answersFromEvents();
    const daily = recs.find((r) => r.recommendationType === "daily_practice")!;
    const today = answers.filter((a) => a.day === "2026-11-21");
    expect(daily).toMatchObject({ completed: true, priority: "low" });
    expect(daily.reasoning).toBe(
      `Today's Daily Drop is done: ${today.filter((a) => a.correct).length} of ${today.length} right.`,
    );
    const weaknesses = recs.filter((r) => r.recommendationType === "weakness_focus");
    expect(weaknesses.length).toBeGreaterThanOrEqual(1);
    for (const w of weaknesses) {
      expect(w.id).toBe(`weakness_focus:2026-11-21:${w.subsection}`);
      const inSkill = answers.filter((a) => a.skill === w.subsection);
      if (inSkill.length > 0) {
        const right = inSkill.filter((a) => a.correct).length;
        expect(w.reasoning).toContain(
          `${right} of your last ${inSkill.length} answer${inSkill.length === 1 ? "" : "s"} were right`,
        );
      } else {
        // A skill never answered says so, never a made-up count.
        expect(w.reasoning).toMatch(/no answers there yet|haven't answered a/);
      }
    }
    // Every review is of a skill the student missed, cited with the day of the miss.
    for (const r of recs.filter((x) => x.recommendationType === "review")) {
      const misses = answers.filter((a) => a.skill === r.subsection && !a.correct);
      expect(misses.length).toBeGreaterThan(0);
    }
    expect(new Set(recs.map((r) => r.id)).size).toBe(recs.length);
  });

  it("gets the pacing and consistency findings with their computed confidence", async () => {
    const insights = await get<PerformanceInsight[]>("/api/performance-insights");
    const math = (await answersFromEvents()).filter((a) => a.subject === "math");
    const pacing = insights.find((i) => i.id === "pacing:math")!;
    expect(pacing).toMatchObject({
      title: "Slower than the SAT's pace in Math",
      description: `Your median time on a Math question is 150 s, against the SAT's budget of 95 s: ${math.length} of your ${math.length} answers took longer.`,
      priority: "critical",
      confidence: confidencePercent(1 - binomialTail(math.length, math.length, 0.5)),
    });
    const consistency = insights.find((i) => i.id === "consistency")!;
    expect(consistency).toMatchObject({
      title: "A steady practice habit",
      description: "You practiced on 7 of the last 7 days. Your current streak is 7 days.",
      confidence: confidencePercent(betaAbove(8, 1, 0.5)),
    });
    // English is answered quickly and within budget.
    expect(insights.find((i) => i.id === "pacing:english")?.title).toBe(
      "On pace in Reading and Writing",
    );
  });

  it("gets timing that claims no best hour from answers all given at one time of day", async () => {
    const timing = await get<OptimalTiming>("/api/optimal-study-timing");
    expect(timing.frequency).toBe(6);
    expect(timing.duration).toBe(70);
    expect(timing.reasoning).toContain("don't yet show a time of day");
  });
});

describe("the study plan", () => {
  let defaults: StudyPlan;

  it("given only a time and intensity, then 7 hours to the profile's SAT date, with the schedule and projection", async () => {
    clock = dayAt("2026-11-22"); // a Sunday
    const response = await student.post("/api/study-plan", {
      preferredTimes: ["evening"],
      studyIntensity: "moderate",
    });
    expect(response.statusCode, response.body).toBe(201);
    const { success, plan } = response.json() as { success: true; plan: StudyPlan };
    expect(success).toBe(true);
    defaults = plan;
    expect(plan).toMatchObject({
      testDate: "2027-03-13",
      testDateFromProfile: true,
      weeklyHours: 7,
      preferredTime: "evening",
      studyIntensity: "moderate",
      adherence: null,
    });
    expect(plan.weeks[0]).toMatchObject({ weekStart: "2026-11-22", minutes: 420, sessions: 6 });
    expect(plan.weeks.at(-1)!.weekStart).toBe("2027-03-07");
    expect(plan.weeks.at(-1)!.focus).toMatch(/^Light review/);
    // The projection without the plan is the progress screen's, section by section.
    const progress = await get<Projections>("/api/progress/projections");
    expect(progress.testDate).toBe("2027-03-13");
    const sum = progress.subjects.reduce((n, s) => n + s.fan.at(-1)!.median, 0);
    expect(plan.projection.withoutPlan.total).toBe(sum);
    expect(plan.projection.currentHoursPerWeek).toBeCloseTo(progress.hoursPerWeek, 1);
    expect(plan.projection.currentHoursPerWeek).toBeLessThan(7);
    expect(plan.projection.withPlan.total).toBeGreaterThanOrEqual(
      plan.projection.withoutPlan.total,
    );
    expect(plan.projection.explanation).toContain(`about ${plan.projection.withPlan.total}`);
    expect(await get("/api/study-plan")).toEqual({ plan: defaults });
  });

  it("given explicit values, then the new plan replaces the first", async () => {
    const response = await student.post("/api/study-plan", {
      testDate: "2027-05-01",
      weeklyHours: 10,
      preferredTimes: ["morning"],
      studyIntensity: "intensive",
    });
    expect(response.statusCode, response.body).toBe(201);
    const { plan } = await get<{ plan: StudyPlan }>("/api/study-plan");
    expect(plan).toMatchObject({
      testDate: "2027-05-01",
      testDateFromProfile: false,
      weeklyHours: 10,
      preferredTime: "morning",
      studyIntensity: "intensive",
    });
    expect(plan.planId).not.toBe(defaults.planId);
    expect(plan.weeks[0]).toMatchObject({ minutes: 600, sessions: 7 });
    expect(plan.projection.withPlan.total).toBeGreaterThanOrEqual(
      defaults.projection.withPlan.total,
    );
    const timing = await get<OptimalTiming>("/api/optimal-study-timing");
    expect(timing).toMatchObject({
      frequency: 7,
      duration: 85,
      bestTimes: ["Morning (6AM-12PM)"],
      restDays: [],
    });
    expect(timing.reasoning).toContain("Your plan is 10 hours a week at intensive intensity");
  });

  it("refuses 4 weekly hours, a past test date, and no date at all, each naming the field", async () => {
    const four = await student.post("/api/study-plan", {
      weeklyHours: 4,
      preferredTimes: ["evening"],
      studyIntensity: "light",
    });
    expect(four.statusCode).toBe(400);
    expect(four.json().message).toMatch(/^weeklyHours/);
    const past = await student.post("/api/study-plan", {
      testDate: "2026-10-03",
      preferredTimes: ["evening"],
      studyIntensity: "light",
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe("testDate: the test date must be after today.");
    const undated = api.client();
    await onboard(undated, "undated@example.com", null);
    const none = await undated.post("/api/study-plan", {
      preferredTimes: ["evening"],
      studyIntensity: "light",
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/^testDate: /);
    // Nothing changed.
    expect((await get<{ plan: StudyPlan }>("/api/study-plan")).plan.weeklyHours).toBe(10);
  });

  it("counts a recorded session toward the week's minutes and the adherence", async () => {
    const future = await student.post("/api/study-session", {
      startedAt: new Date(clock.getTime() + 60_000).toISOString(),
      minutes: 30,
      activity: "reading",
    });
    expect(future.statusCode).toBe(400);
    const recorded = await student.post("/api/study-session", {
      startedAt: new Date(clock.getTime() - 3_600_000).toISOString(),
      minutes: 45,
      activity: "review_mistakes",
      subject: "english",
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json()).toMatchObject({ success: true, sessionId: expect.any(String) });
    clock = dayAt("2026-11-23");
    const { plan } = await get<{ plan: StudyPlan }>("/api/study-plan");
    expect(plan.weeks[0]!.minutesDone).toBe(45);
    // One full day (the 22nd) of a 600-minute week: 45 of 600 / 7 minutes.
    expect(plan.adherence).toBe(Math.round((100 * 45) / (600 / 7)));
  });

  it("rebuilds to the live rows, and erasure removes the student's plan and sessions", async () => {
    const rows = async () =>
      api.db.pool.any(sql.type(z.object({ t: z.string(), n: z.number() }))`
        select 'plans' as t, count(*)::int as n from study_plans where user_id = ${userId}
        union all
        select 'sessions', count(*)::int from study_sessions where user_id = ${userId}`);
    const plans = async () =>
      api.db.pool.any(sql.type(z.object({ row: z.string() }))`
        select (p.*)::text as row from study_plans p union all select (s.*)::text from study_sessions s order by 1`);
    const live = await plans();
    await api.rebuild("planning");
    expect(await plans()).toEqual(live);
    expect(await rows()).toEqual([
      { t: "plans", n: 1 },
      { t: "sessions", n: 1 },
    ]);
    const erased = await student.request({ method: "DELETE", url: "/api/auth/user" });
    expect(erased.statusCode).toBe(204);
    await api.caughtUp(["planning"]);
    expect(await rows()).toEqual([
      { t: "plans", n: 0 },
      { t: "sessions", n: 0 },
    ]);
  });
});
