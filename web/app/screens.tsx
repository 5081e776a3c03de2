// The screens of the signed-in app. Each built screen is its feature's lazy chunk. Screens that
// later issues build (tips) show the signed-in frame with the
// screen's name and purpose until they arrive, so routing, access and navigation are real and
// testable now.
import { useDocumentTitle } from "../components/page-layout.tsx";
import { lazyNamed } from "./lazy.ts";

export type ScreenId =
  | "onboarding"
  | "username"
  | "dashboard"
  | "diagnostic"
  | "daily-drop"
  | "practice"
  | "tips"
  | "tips-bookmarked"
  | "progress"
  | "ranking"
  | "friends"
  | "study-planning"
  | "admin";

const builtScreens = {
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
  practice: lazyNamed(() => import("../features/practice/practice-screen.tsx"), "PracticeScreen"),
  progress: lazyNamed(() => import("../features/progress/progress-screen.tsx"), "ProgressScreen"),
  ranking: lazyNamed(() => import("../features/ranking/ranking-screen.tsx"), "RankingScreen"),
  friends: lazyNamed(() => import("../features/friends/friends-screen.tsx"), "FriendsScreen"),
  admin: lazyNamed(() => import("../features/admin/admin-screen.tsx"), "AdminScreen"),
  "study-planning": lazyNamed(
    () => import("../features/study-planning/study-planning-screen.tsx"),
    "StudyPlanningScreen",
  ),
};

type BuiltScreenId = keyof typeof builtScreens;
type PendingScreenId = Exclude<ScreenId, BuiltScreenId>;

const isBuilt = (id: ScreenId): id is BuiltScreenId => id in builtScreens;

const pendingScreens: Record<PendingScreenId, { title: string; purpose: string }> = {
  tips: { title: "Test Taking Tips", purpose: "A tip of the day, and the tips you bookmarked." },
  "tips-bookmarked": { title: "Bookmarked Tips", purpose: "The tips you saved." },
};

export function Screen({ id }: { id: ScreenId }) {
  if (isBuilt(id)) {
    const Built = builtScreens[id];
    return <Built />;
  }
  return <PendingScreen id={id} />;
}

function PendingScreen({ id }: { id: PendingScreenId }) {
  const { title, purpose } = pendingScreens[id];
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-2 text-muted-foreground">{purpose}</p>
    </div>
  );
}
