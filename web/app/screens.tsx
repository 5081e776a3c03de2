// Screens of the signed-in app that later issues build (onboarding, username, dashboard,
// diagnostic, practice, tips, progress, ranking, friends, study planning, admin). Until each
// arrives, its route shows the signed-in frame with the screen's name and purpose, so routing,
// access and navigation are real and testable now.
import { useDocumentTitle } from "../components/page-layout.tsx";

export type ScreenId =
  | "onboarding"
  | "username"
  | "dashboard"
  | "diagnostic"
  | "daily-drop"
  | "tips"
  | "tips-bookmarked"
  | "progress"
  | "ranking"
  | "friends"
  | "study-planning"
  | "admin";

const screens: Record<ScreenId, { title: string; purpose: string }> = {
  onboarding: {
    title: "Welcome to Levelfield",
    purpose: "Tell us about you to personalise your SAT prep.",
  },
  username: {
    title: "Choose your username",
    purpose: "A safe username for friends and leaderboards.",
  },
  dashboard: { title: "Dashboard", purpose: "Your Daily Drop, streak, XP and levels at a glance." },
  diagnostic: {
    title: "Diagnostic Test",
    purpose: "12-16 adaptive questions to estimate your scores.",
  },
  "daily-drop": { title: "Daily Drop", purpose: "Five SAT-style questions for today." },
  tips: { title: "Test Taking Tips", purpose: "A tip of the day, and the tips you bookmarked." },
  "tips-bookmarked": { title: "Bookmarked Tips", purpose: "The tips you saved." },
  progress: { title: "Student Progress", purpose: "Your levels, projections and weekly summary." },
  ranking: { title: "How I Rank", purpose: "Your school, friends, region and all students." },
  friends: { title: "Friends", purpose: "Add friends by username or invite code." },
  "study-planning": {
    title: "Study Planning",
    purpose: "Recommendations, insights, timing and your plan.",
  },
  admin: { title: "Question Dataset", purpose: "Dataset overview and building the question bank." },
};

export function Screen({ id }: { id: ScreenId }) {
  const { title, purpose } = screens[id];
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-2 text-muted-foreground">{purpose}</p>
    </div>
  );
}
