// Study planning data as the API answers it (typed by api/schemas/planning.ts), for the views'
// and rules' tests.
import type {
  OptimalTiming,
  PerformanceInsight,
  StudyPlan,
  StudyRecommendation,
} from "../../api/schemas/planning.ts";

export const weakness: StudyRecommendation = {
  id: "weakness_focus:2026-11-25:transitions",
  recommendationType: "weakness_focus",
  priority: "high",
  subject: "english",
  subsection: "transitions",
  domain: "expression_of_ideas",
  reasoning:
    "Transitions is your weakest skill in Expression of Ideas (20% of the English section): 2 of your last 7 answers were right, and closing the gap is worth about 12 points.",
  suggestedQuestions: 5,
  estimatedTime: 8,
  difficulty: "medium",
  completed: false,
};

export const daily: StudyRecommendation = {
  id: "daily_practice:2026-11-25",
  recommendationType: "daily_practice",
  priority: "medium",
  subject: "english",
  subsection: "mixed",
  domain: null,
  reasoning: "Today's Daily Drop: 3 English and 2 Math questions, about 5 minutes.",
  suggestedQuestions: 5,
  estimatedTime: 5,
  difficulty: "easy",
  completed: true,
};

export const review: StudyRecommendation = {
  id: "review:2026-11-25:nonlinear_functions",
  recommendationType: "review",
  priority: "low",
  subject: "math",
  subsection: "some_unknown_skill",
  domain: "advanced_math",
  reasoning: "You last practiced this 9 days ago; 4 of 5 were right. A short review keeps it.",
  suggestedQuestions: 3,
  estimatedTime: 6,
  difficulty: "hard",
  completed: false,
};

export const insights: PerformanceInsight[] = [
  {
    id: "streak",
    title: "You practiced 9 of the last 14 days",
    description: "Regular short sessions are working for you.",
    priority: "other",
    confidence: 71,
    suggestedAction: "Keep your Daily Drop going tomorrow.",
  },
  {
    id: "pacing",
    title: "Math questions take you 2:10 on average",
    description: "The SAT gives about 1:35 per Math question; 14 of your 20 Math answers ran over.",
    priority: "critical",
    confidence: 96,
    suggestedAction: "Time yourself: move on after 1:35 and come back later.",
  },
  {
    id: "skill:transitions",
    title: "Transitions trails your average",
    description: "2 of 7 right against 70% on your other skills.",
    priority: "important",
    confidence: 88,
    suggestedAction: "Start the Transitions set on Daily Recommendations.",
  },
];

export const timing: OptimalTiming = {
  duration: 25,
  frequency: 5,
  bestTimes: ["Afternoon (12PM-6PM)"],
  reasoning:
    "Your plan's 7 hours a week in the afternoon: five sessions of about 25 minutes. Short spaced sessions are remembered better than one long one.",
  restDays: ["Wednesday", "Saturday"],
};

export const plan: StudyPlan = {
  planId: "6b7c2d1e-8f9a-4b3c-8d2e-1f0a9b8c7d02",
  createdAt: "2026-11-25T15:04:00.000Z",
  testDate: "2027-01-30",
  testDateFromProfile: false,
  weeklyHours: 10,
  preferredTime: "evening",
  studyIntensity: "intensive",
  weeks: [
    {
      weekStart: "2026-11-22",
      focus: "Transitions and Linear Functions",
      minutes: 600,
      sessions: 6,
      minutesDone: 95,
    },
    {
      weekStart: "2026-11-29",
      focus: "Nonlinear Functions",
      minutes: 600,
      sessions: 6,
      minutesDone: 0,
    },
    { weekStart: "2026-12-06", focus: "Boundaries", minutes: 600, sessions: 6, minutesDone: 0 },
    { weekStart: "2026-12-13", focus: "Transitions", minutes: 600, sessions: 6, minutesDone: 0 },
    { weekStart: "2026-12-20", focus: "Inferences", minutes: 600, sessions: 6, minutesDone: 0 },
    {
      weekStart: "2026-12-27",
      focus: "Ratios and rates",
      minutes: 600,
      sessions: 6,
      minutesDone: 0,
    },
    {
      weekStart: "2027-01-03",
      focus: "Linear Functions",
      minutes: 600,
      sessions: 6,
      minutesDone: 0,
    },
    { weekStart: "2027-01-10", focus: "Boundaries", minutes: 600, sessions: 6, minutesDone: 0 },
    { weekStart: "2027-01-17", focus: "Mixed practice", minutes: 600, sessions: 6, minutesDone: 0 },
    {
      weekStart: "2027-01-24",
      focus: "Light review before the test",
      minutes: 180,
      sessions: 3,
      minutesDone: 0,
    },
  ],
  projection: {
    withoutPlan: { total: 1080, low: 1010, high: 1150 },
    withPlan: { total: 1140, low: 1060, high: 1220 },
    currentHoursPerWeek: 1.5,
    explanation:
      "From your current estimates and how fast students grow with practice time: 1.5 hours a week so far against the plan's 10.",
  },
  adherence: 16,
};
