// Request and response shapes of the identity routes, shared with the SPA (which imports only
// their types, so zod stays out of the browser bundle).
import { z } from "zod";

/** The spec's User. Fields filled by onboarding, the diagnostic and practice are null or 0 until then. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  gradeLevel: z.string().nullable(),
  school: z.string().nullable(),
  satDate: z.string().nullable(),
  username: z.string().nullable(),
  diagnosticCompleted: z.boolean(),
  /** Begun and not finished: the dashboard and the diagnostic's intro offer to resume it. */
  diagnosticInProgress: z.boolean(),
  estimatedEnglishScore: z.number().nullable(),
  estimatedMathScore: z.number().nullable(),
  /** The diagnostic's 90% ranges around the estimated scores, e.g. {low: 530, high: 620}. */
  englishScoreRange: z.object({ low: z.number(), high: z.number() }).nullable(),
  mathScoreRange: z.object({ low: z.number(), high: z.number() }).nullable(),
  totalXP: z.number(),
  streakDays: z.number(),
  role: z.enum(["student", "admin"]),
  /** Holds the analyst role (the /analyst screen and /api/analyst/*), whatever the role is: an
   *  admin is not an analyst unless granted it too. */
  analyst: z.boolean(),
  provider: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const profileSchema = userSchema.pick({
  id: true,
  firstName: true,
  lastName: true,
  gradeLevel: true,
  school: true,
  satDate: true,
  username: true,
  diagnosticCompleted: true,
});
export type Profile = z.infer<typeof profileSchema>;

export const providersSchema = z.object({
  providers: z.array(z.object({ id: z.string(), name: z.string(), available: z.boolean() })),
});
export type Providers = z.infer<typeof providersSchema>;

export const usernameOptionsSchema = z.object({
  adjectives: z.array(z.string()).readonly(),
  animals: z.array(z.string()).readonly(),
});
export type UsernameOptions = z.infer<typeof usernameOptionsSchema>;

export const usernameResponseSchema = z.object({ username: z.string() });
