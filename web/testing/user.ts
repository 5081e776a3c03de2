// A signed-in student as GET /api/auth/user answers, for view tests: onboarded, with a username
// and the diagnostic done; a test changes what it is about through `overrides`.
import type { User } from "../lib/auth.ts";

export function testStudent(overrides: Partial<User> = {}): User {
  return {
    id: "u1",
    email: "sam@example.com",
    firstName: "Sam",
    lastName: "Lee",
    profileImageUrl: null,
    gradeLevel: "10",
    school: "Lincoln High",
    satDate: null,
    username: "CalmOtter123",
    diagnosticCompleted: true,
    diagnosticInProgress: false,
    estimatedEnglishScore: null,
    estimatedMathScore: null,
    englishScoreRange: null,
    mathScoreRange: null,
    totalXP: 0,
    streakDays: 0,
    role: "student",
    analyst: false,
    provider: "email",
    ...overrides,
  };
}
