// The screens of the signed-in app: each is its feature's lazy chunk.
import type { PageScreenId } from "../../api/schemas/pages.ts";
import { lazyNamed, type Preloadable } from "./lazy.ts";

/**
 * A screen of the signed-in app: each page's screen (api/schemas/pages.ts), and the dashboard,
 * which `/` shows a signed-in student who has finished onboarding (home.tsx).
 */
export type ScreenId = PageScreenId | "dashboard";

const screens: Record<ScreenId, Preloadable> = {
  onboarding: lazyNamed(
    () => import("../features/onboarding/onboarding-screen.tsx"),
    "OnboardingScreen",
  ),
  username: lazyNamed(() => import("../features/username/username-screen.tsx"), "UsernameScreen"),
  dashboard: lazyNamed(() => import("../features/dashboard/dashboard.tsx"), "Dashboard"),
  diagnostic: lazyNamed(
    () => import("../features/diagnostic/diagnostic-screen.tsx"),
    "DiagnosticScreen",
  ),
  "daily-drop": lazyNamed(
    () => import("../features/daily-drop/daily-drop-screen.tsx"),
    "DailyDropScreen",
  ),
  tips: lazyNamed(() => import("../features/tips/tips-screen.tsx"), "TipsScreen"),
  "tips-bookmarked": lazyNamed(
    () => import("../features/tips/bookmarked-screen.tsx"),
    "BookmarkedTipsScreen",
  ),
  practice: lazyNamed(() => import("../features/practice/practice-screen.tsx"), "PracticeScreen"),
  progress: lazyNamed(() => import("../features/progress/progress-screen.tsx"), "ProgressScreen"),
  ranking: lazyNamed(() => import("../features/ranking/ranking-screen.tsx"), "RankingScreen"),
  friends: lazyNamed(() => import("../features/friends/friends-screen.tsx"), "FriendsScreen"),
  admin: lazyNamed(() => import("../features/admin/admin-screen.tsx"), "AdminScreen"),
  analyst: lazyNamed(() => import("../features/analyst/analyst-screen.tsx"), "AnalystScreen"),
  "study-planning": lazyNamed(
    () => import("../features/study-planning/study-planning-screen.tsx"),
    "StudyPlanningScreen",
  ),
};

export function Screen({ id }: { id: ScreenId }) {
  const Chosen = screens[id];
  return <Chosen />;
}

/** Starts loading a screen's chunk before the screen renders (see preloadForPath). */
export function preloadScreen(id: ScreenId): void {
  screens[id].preload();
}
