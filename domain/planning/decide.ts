// The study plan's decisions (docs/rules.md, "Study planning"): a plan with its defaults (7 hours
// a week; the student's SAT date from onboarding when no test date is sent), a test date after
// today and at most two years ahead, and a study session that is not in the future and at most
// 14 days old. Time, the student's day and their SAT date arrive in the context.
import { CommandRefused, refusal } from "../decider.ts";
import { latestSatDate, SAT_DATE_MAX_YEARS_AHEAD } from "../identity/onboarding-rules.ts";
import type {
  PreferredTime,
  StudyActivity,
  StudyIntensity,
  StudyPlanEvent,
  WeeklyHours,
} from "./events.ts";
import { weeklyHoursOptions } from "./events.ts";
import type { StudyPlanState } from "./state.ts";

/** The spec: weekly hours default to 7. */
export const DEFAULT_WEEKLY_HOURS: WeeklyHours = 7;
/** A test date at most this many years ahead: the profile's SAT date rule, the same last day
 *  (domain/identity/onboarding-rules.ts latestSatDate). */
export const MAX_PLAN_YEARS = SAT_DATE_MAX_YEARS_AHEAD;
/** A session may be recorded up to this many days after it started (a fortnight's catch-up). */
export const SESSION_MAX_AGE_DAYS = 14;

export const NO_TEST_DATE = refusal(
  "invalid",
  "no-test-date",
  "testDate: choose your test date (you have no SAT date on your profile).",
);
export const TEST_DATE_NOT_AFTER_TODAY = refusal(
  "invalid",
  "test-date-not-after-today",
  "testDate: the test date must be after today.",
);
export const TEST_DATE_TOO_FAR = refusal(
  "invalid",
  "test-date-too-far",
  `testDate: the test date must be within ${MAX_PLAN_YEARS} years.`,
);
export const WEEKLY_HOURS_INVALID = refusal(
  "invalid",
  "weekly-hours-invalid",
  `weeklyHours: choose ${weeklyHoursOptions.join(", ")} hours a week.`,
);
export const SESSION_IN_FUTURE = refusal(
  "invalid",
  "session-in-future",
  "startedAt: a study session cannot start in the future.",
);
export const SESSION_TOO_OLD = refusal(
  "invalid",
  "session-too-old",
  `startedAt: a study session can be recorded up to ${SESSION_MAX_AGE_DAYS} days later.`,
);

export type StudyPlanCommand =
  | {
      type: "CreateStudyPlan";
      userId: string;
      planId: string;
      testDate: string | null;
      weeklyHours: number | null;
      preferredTime: PreferredTime;
      studyIntensity: StudyIntensity;
    }
  | {
      type: "RecordStudySession";
      userId: string;
      sessionId: string;
      startedAt: Date;
      minutes: number;
      activity: StudyActivity;
      subject: "english" | "math" | "both" | null;
    };

export type StudyPlanContext = {
  now: Date;
  /** Today in the student's zone. */
  today: string;
  /** The student's SAT date from onboarding, if any. */
  profileTestDate: string | null;
};

type Command<T extends StudyPlanCommand["type"]> = Extract<StudyPlanCommand, { type: T }>;

/** The same calendar date `years` later (29 February goes to 1 March). */
export function createStudyPlan(
  command: Command<"CreateStudyPlan">,
  _state: StudyPlanState,
  { now, today, profileTestDate }: StudyPlanContext,
): StudyPlanEvent[] {
  const weeklyHours = command.weeklyHours ?? DEFAULT_WEEKLY_HOURS;
  if (!(weeklyHoursOptions as readonly number[]).includes(weeklyHours)) {
    throw new CommandRefused(WEEKLY_HOURS_INVALID);
  }
  const testDate = command.testDate ?? profileTestDate;
  if (testDate === null) throw new CommandRefused(NO_TEST_DATE);
  if (testDate <= today) throw new CommandRefused(TEST_DATE_NOT_AFTER_TODAY);
  if (testDate > latestSatDate(today)) {
    throw new CommandRefused(TEST_DATE_TOO_FAR);
  }
  return [
    {
      type: "StudyPlanCreated",
      data: {
        userId: command.userId,
        planId: command.planId,
        createdAt: now.toISOString(),
        createdOn: today,
        testDate,
        testDateFromProfile: command.testDate === null,
        weeklyHours: weeklyHours as WeeklyHours,
        preferredTime: command.preferredTime,
        studyIntensity: command.studyIntensity,
      },
    },
  ];
}

export function recordStudySession(
  command: Command<"RecordStudySession">,
  state: StudyPlanState,
  { now }: StudyPlanContext,
): StudyPlanEvent[] {
  if (state.sessionIds.has(command.sessionId)) return [];
  if (command.startedAt.getTime() > now.getTime()) {
    throw new CommandRefused(SESSION_IN_FUTURE);
  }
  const oldest = now.getTime() - SESSION_MAX_AGE_DAYS * 86_400_000;
  if (command.startedAt.getTime() < oldest) throw new CommandRefused(SESSION_TOO_OLD);
  return [
    {
      type: "StudySessionRecorded",
      data: {
        userId: command.userId,
        sessionId: command.sessionId,
        startedAt: command.startedAt.toISOString(),
        minutes: command.minutes,
        activity: command.activity,
        subject: command.subject,
        recordedAt: now.toISOString(),
      },
    },
  ];
}
