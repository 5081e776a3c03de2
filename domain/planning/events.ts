// The study plan's events (stream study-plan-<userId>): the student's plan (a new one replaces
// the previous: the latest StudyPlanCreated is the plan) and the study sessions they record
// outside the app's questions, which count toward the plan's adherence (docs/rules.md, "Study
// planning"). Both name the student by `userId` (the convention erasure reads).
import { z } from "zod";
import { eventCodec, streamName, type EventOf } from "../events.ts";
import { subjects } from "../questions/item.ts";

export const weeklyHoursOptions = [3, 5, 7, 10, 15] as const;
export const preferredTimes = ["morning", "afternoon", "evening"] as const;
export const studyIntensities = ["light", "moderate", "intensive"] as const;
export const studyActivities = [
  "practice_questions",
  "review_mistakes",
  "full_practice_test",
  "reading",
  "other",
] as const;

export type WeeklyHours = (typeof weeklyHoursOptions)[number];
export type PreferredTime = (typeof preferredTimes)[number];
export type StudyIntensity = (typeof studyIntensities)[number];
export type StudyActivity = (typeof studyActivities)[number];

const userId = z.uuid();
const at = z.iso.datetime();

export const studyPlanEventSchemas = {
  /** The student's plan to the test date; replaces any earlier plan. */
  StudyPlanCreated: z.object({
    userId,
    planId: z.uuid(),
    createdAt: at,
    /** The day the plan was made, in the student's zone (its first week is that day's). */
    createdOn: z.iso.date(),
    testDate: z.iso.date(),
    /** Whether the test date came from the student's SAT date (none was sent). */
    testDateFromProfile: z.boolean(),
    weeklyHours: z.literal(weeklyHoursOptions),
    preferredTime: z.enum(preferredTimes),
    studyIntensity: z.enum(studyIntensities),
  }),
  /** A study session the student did outside the app's questions. */
  StudySessionRecorded: z.object({
    userId,
    sessionId: z.uuid(),
    startedAt: at,
    minutes: z.number().int().min(5).max(240),
    activity: z.enum(studyActivities),
    subject: z.enum([...subjects, "both"]).nullable(),
    recordedAt: at,
  }),
} as const;

const studyPlanEvents = eventCodec("study plan", studyPlanEventSchemas);
export type StudyPlanEvent = EventOf<typeof studyPlanEventSchemas>;
export type StudyPlanEventData<T extends StudyPlanEvent["type"]> = Extract<
  StudyPlanEvent,
  { type: T }
>["data"];
export const parseStudyPlanEvent = studyPlanEvents.parse;
export const studyPlanStream = streamName("study-plan");
