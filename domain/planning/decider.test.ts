import { describe, expect, it } from "vitest";
import { deciderSpec } from "../testing/decider-spec.ts";
import {
  NO_TEST_DATE,
  SESSION_IN_FUTURE,
  SESSION_TOO_OLD,
  TEST_DATE_NOT_AFTER_TODAY,
  TEST_DATE_TOO_FAR,
  WEEKLY_HOURS_INVALID,
  type StudyPlanCommand,
  type StudyPlanContext,
} from "./decide.ts";
import { studyPlanDecider } from "./decider.ts";
import type { StudyPlanEvent } from "./events.ts";

const spec = deciderSpec(studyPlanDecider);
const USER = "3f1c2b9e-8a4d-4c6e-9f10-2b3c4d5e6f70";
const PLAN = "7d4e1f2a-3b5c-4d6e-8f90-1a2b3c4d5e6f";
const PLAN_2 = "8e5f2a3b-4c6d-4e7f-9a01-2b3c4d5e6f70";
const SESSION = "9f6a3b4c-5d7e-4f80-8b12-3c4d5e6f7081";
const NOW = new Date("2026-11-25T15:00:00.000Z");
const context: StudyPlanContext = { now: NOW, today: "2026-11-25", profileTestDate: "2027-03-13" };

const create = (over: Partial<Extract<StudyPlanCommand, { type: "CreateStudyPlan" }>> = {}) =>
  ({
    type: "CreateStudyPlan",
    userId: USER,
    planId: PLAN,
    testDate: null,
    weeklyHours: null,
    preferredTime: "evening",
    studyIntensity: "moderate",
    ...over,
  }) as const;

const created = (
  over: Partial<Extract<StudyPlanEvent, { type: "StudyPlanCreated" }>["data"]> = {},
) =>
  ({
    type: "StudyPlanCreated",
    data: {
      userId: USER,
      planId: PLAN,
      createdAt: NOW.toISOString(),
      createdOn: "2026-11-25",
      testDate: "2027-03-13",
      testDateFromProfile: true,
      weeklyHours: 7,
      preferredTime: "evening",
      studyIntensity: "moderate",
      ...over,
    },
  }) as const;

const session = (startedAt: string): StudyPlanCommand => ({
  type: "RecordStudySession",
  userId: USER,
  sessionId: SESSION,
  startedAt: new Date(startedAt),
  minutes: 30,
  activity: "review_mistakes",
  subject: "math",
});

describe("creating a study plan", () => {
  it("given no plan, when created with nothing but the time and intensity, then 7 hours and the profile's SAT date", () => {
    spec([]).when(create(), context).then([created()]);
  });

  it("given a plan, when another is created with explicit values, then it replaces the first", () => {
    const given = spec([created()]);
    given
      .when(
        create({
          planId: PLAN_2,
          testDate: "2027-05-01",
          weeklyHours: 10,
          preferredTime: "morning",
          studyIntensity: "intensive",
        }),
        context,
      )
      .then([
        created({
          planId: PLAN_2,
          testDate: "2027-05-01",
          testDateFromProfile: false,
          weeklyHours: 10,
          preferredTime: "morning",
          studyIntensity: "intensive",
        }),
      ]);
    const after = studyPlanDecider.evolve(
      given.state,
      created({ planId: PLAN_2, weeklyHours: 10 }),
    );
    expect(after.plan?.planId).toBe(PLAN_2);
    expect(after.plan?.weeklyHours).toBe(10);
  });

  it("when weekly hours are not one of 3, 5, 7, 10, 15, then refused naming weeklyHours", () => {
    spec([])
      .when(create({ weeklyHours: 4 }), context)
      .thenRefused("invalid", WEEKLY_HOURS_INVALID.message);
  });

  it("when the test date is today or past, then refused naming testDate", () => {
    spec([])
      .when(create({ testDate: "2026-11-25" }), context)
      .thenRefused("invalid", TEST_DATE_NOT_AFTER_TODAY.message);
    spec([])
      .when(create({ testDate: "2026-10-03" }), context)
      .thenRefused("invalid", TEST_DATE_NOT_AFTER_TODAY.message);
  });

  it("when the profile's SAT date has passed and none is sent, then refused naming testDate", () => {
    spec([])
      .when(create(), { ...context, profileTestDate: "2026-11-07" })
      .thenRefused("invalid", TEST_DATE_NOT_AFTER_TODAY.message);
  });

  it("when the test date is more than two years ahead, then refused; exactly two years is accepted", () => {
    spec([])
      .when(create({ testDate: "2028-11-26" }), context)
      .thenRefused("invalid", TEST_DATE_TOO_FAR.message);
    spec([])
      .when(create({ testDate: "2028-11-25" }), context)
      .then([created({ testDate: "2028-11-25", testDateFromProfile: false })]);
  });

  it("when no test date is sent and the profile has none, then a 400 naming testDate", () => {
    const refused = spec([])
      .when(create(), { ...context, profileTestDate: null })
      .thenRefused("invalid", NO_TEST_DATE.message);
    expect(refused.message).toMatch(/^testDate: /);
  });
});

describe("recording a study session", () => {
  it("when a session that started an hour ago is recorded, then it is recorded with the time", () => {
    spec([created()])
      .when(session("2026-11-25T14:00:00.000Z"), context)
      .then([
        {
          type: "StudySessionRecorded",
          data: {
            userId: USER,
            sessionId: SESSION,
            startedAt: "2026-11-25T14:00:00.000Z",
            minutes: 30,
            activity: "review_mistakes",
            subject: "math",
            recordedAt: NOW.toISOString(),
          },
        },
      ]);
  });

  it("when a session starts in the future, then refused naming startedAt", () => {
    spec([])
      .when(session("2026-11-25T15:00:01.000Z"), context)
      .thenRefused("invalid", SESSION_IN_FUTURE.message);
  });

  it("when a session started more than 14 days ago, then refused; exactly 14 days is accepted", () => {
    spec([])
      .when(session("2026-11-11T14:59:59.000Z"), context)
      .thenRefused("invalid", SESSION_TOO_OLD.message);
    expect(spec([]).when(session("2026-11-11T15:00:00.000Z"), context).events()).toHaveLength(1);
  });

  it("given the session recorded, when the same session id comes again, then nothing new", () => {
    const first = spec([]).when(session("2026-11-25T14:00:00.000Z"), context).events();
    spec(first).when(session("2026-11-25T14:00:00.000Z"), context).then([]);
  });
});
